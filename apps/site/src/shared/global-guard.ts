import { redirectToSaveOnLogin } from '@community/domain';

export interface PageLocation {
  pathname: string;
  search: string;
  key?: string;
}

export interface GlobalGuardEffects {
  /** Remembers the page to return to after logging in (ignores auth pages and other sites). */
  saveRedirect: (path: string) => void;
  /** True once when a login-required guard already saved the page the guest asked for. */
  takeIntendedPageMark: () => boolean;
  isLoggedIn: () => boolean;
  /** Closes every open modal and its backdrop (the libs/ui modal stack). */
  closeModals: () => void;
  /** A page may hide the footer (e.g. a full-height messages view); every navigation shows it again. */
  showFooter: () => void;
}

type NavigationListener = (to: PageLocation, from: PageLocation | null) => void;
const listeners = new Set<NavigationListener>();

/**
 * Lets a feature react to every page change (e.g. the media viewer hides itself, SPEC 6 global guard).
 * Returns the function that unsubscribes.
 */
export function onEveryNavigation(listener: NavigationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const pathOf = (location: PageLocation): string => `${location.pathname}${location.search}`;

/**
 * SPEC 6 global guard, run after every change of page: on the way to login the previous page becomes the
 * post-login redirect (unless a login-required guard saved the page asked for), open modals and their
 * backdrops go, the footer shows again, and features listening with onEveryNavigation are told.
 * Returns the function to call with each new location.
 */
export function createGlobalGuard(effects: GlobalGuardEffects) {
  let previous: PageLocation | null = null;
  return (next: PageLocation): void => {
    const from = previous;
    // The same entry again (a modal's own history entry, a revalidation): not a change of page.
    if (from && from.pathname === next.pathname && from.search === next.search && from.key === next.key) return;
    previous = { pathname: next.pathname, search: next.search, key: next.key };
    const savedByGuard = effects.takeIntendedPageMark();
    if (from === null) return;

    if (!savedByGuard && !effects.isLoggedIn()) {
      const path = redirectToSaveOnLogin(next.pathname, pathOf(from));
      if (path) effects.saveRedirect(path);
    }
    if (from.pathname !== next.pathname) {
      effects.closeModals();
      effects.showFooter();
    }
    for (const listener of [...listeners]) listener(next, from);
  };
}
