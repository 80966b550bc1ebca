/** The lazily loaded part of the shell's toasts (LazyToasts.tsx). */
export { Toasts } from '@community/ui';
