export {
  ConfirmProvider,
  useConfirm,
  type ConfirmFn,
  type ConfirmOptions,
  type ConfirmProviderProps,
} from './ConfirmDialog';
