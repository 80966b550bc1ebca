export {
  createToastQueue,
  timeoutMessageKey,
  type ConnectionInfo,
  TIMEOUT_TOAST_KEY,
  toast,
  type TimeoutToastOptions,
  type Toast,
  type ToastAction,
  type ToastOptions,
  type ToastQueue,
  type ToastQueueOptions,
  type ToastQueueState,
  type ToastVariant,
} from './toast-queue';
export { Toasts, type ToastPosition, type ToastsProps } from './Toasts';
