import { useSyncExternalStore } from 'react';
import { modalStack } from './modal-stack';

const EMPTY: readonly string[] = [];

export interface ModalStackApi {
  /** Ids of the open modals, bottom first. */
  readonly openIds: readonly string[];
  /** The topmost open modal, or null. */
  readonly topId: string | null;
  /**
   * Asks every open modal to close (reason `close-all`), topmost first, and resolves once they have closed
   * and their history entries are popped: await it before navigating from code while modals are open.
   */
  readonly closeAll: () => Promise<void>;
}

/** The window's modal stack: which modals are open, and a way to close them all (e.g. before navigating). */
export function useModalStack(): ModalStackApi {
  const store = modalStack();
  const openIds = useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
  return {
    openIds,
    topId: openIds[openIds.length - 1] ?? null,
    closeAll: () => store.closeAll(),
  };
}
