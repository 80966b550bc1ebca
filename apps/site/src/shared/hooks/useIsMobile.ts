import { LIMITS } from '@community/domain';
import { useSyncExternalStore } from 'react';

/** SPEC 4 and 9: the mobile flag is on for widths up to 767 px (the mobile navbar shows below 768 px). */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileMaxWidthPx}.98px)`;

const subscribe = (listener: () => void): (() => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

const getSnapshot = (): boolean => window.matchMedia(MOBILE_QUERY).matches;

/** True at mobile widths, updated as the window is resized across 768 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
