import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the layout shows its footer. A page that fills the screen (e.g. a conversation view) hides it
 * with useHideFooter(); the global guard shows it again on every change of page (SPEC 6).
 */
let hidden = false;
const listeners = new Set<() => void>();

const set = (value: boolean): void => {
  if (hidden === value) return;
  hidden = value;
  for (const listener of [...listeners]) listener();
};

export const footerVisibility = {
  show: (): void => set(false),
  hide: (): void => set(true),
  isHidden: (): boolean => hidden,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** True while a page has hidden the footer. */
export function useFooterHidden(): boolean {
  return useSyncExternalStore(footerVisibility.subscribe, footerVisibility.isHidden, () => false);
}

/** Hides the layout's footer while the calling page is shown. */
export function useHideFooter(): void {
  useEffect(() => {
    footerVisibility.hide();
    return () => footerVisibility.show();
  }, []);
}
