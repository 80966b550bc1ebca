export {
  isModalHistoryEntry,
  MODAL_HISTORY_KEY,
  modalIdsOf,
  modalStack,
  ModalStackStore,
  type ModalCloseReason,
  type ModalRegistration,
} from './modal-stack';
export { ModalSubmit, type ModalSubmitProps, type ModalSubmitType } from './ModalSubmit';
export { MOBILE_MEDIA_QUERY, MODAL_BASE_Z_INDEX, SiteModal, type SiteModalProps } from './SiteModal';
export { useModalStack, type ModalStackApi } from './useModalStack';
