import { routeNameOf, routeTo, type RouteName } from '../routes';

const STORAGE_KEY = 'site.afterLogin';

/**
 * Pages a member is never sent back to after logging in: the auth pages themselves, and the one-shot e-mail
 * confirmation link (its token is spent; going back would show "link already used" to a member who just joined).
 */
const AUTH_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'logout', 'register', 'confirm', 'mfa', 'password-forgot', 'password-reset', 'maintenance', '404']);

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** Same-site paths only: `/x`, never `//host` or `/\host`. */
export const isLocalPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export const isAuthPath = (path: string): boolean => {
  const name = routeNameOf(path);
  return name !== null && AUTH_ROUTES.has(name);
};

/**
 * Which routes have a page: the page table is the composition root's (app/pages.ts), which registers itself
 * here when it loads (the router always loads it), so this shared module needs no import of app/. Until then
 * no route counts as built, and a server redirect falls back to home.
 */
let hasPage: (name: RouteName | null) => boolean = () => false;

export function registerSitePages(check: (name: RouteName | null) => boolean): void {
  hasPage = check;
}

/** True when the site has a page for this path (the server's redirect may name pages built later, e.g. /activity). */
export const isSitePath = (path: string): boolean => hasPage(routeNameOf(path));

/** SPEC 6: the login-required guard saves the intended page before sending a guest to log in. */
export function saveRedirect(path: string): void {
  if (!isLocalPath(path) || isAuthPath(path)) return;
  storage()?.setItem(STORAGE_KEY, path);
}

/**
 * Set by the login-required guards when they saved the page a guest asked for, so that the global guard
 * does not replace it with the page before (it saves the previous page only on an ordinary trip to login).
 */
let intendedPageSaved = false;

export function markIntendedPageSaved(): void {
  intendedPageSaved = true;
}

/** True once after a guard saved the intended page. */
export function takeIntendedPageMark(): boolean {
  const marked = intendedPageSaved;
  intendedPageSaved = false;
  return marked;
}

/** The saved page, once: reading it clears it. */
export function takeRedirect(): string | null {
  const store = storage();
  const saved = store?.getItem(STORAGE_KEY) ?? null;
  store?.removeItem(STORAGE_KEY);
  return saved && isLocalPath(saved) && !isAuthPath(saved) ? saved : null;
}

/** Turns the server's `redirect` (a path or a same-origin address) into a site path, if the site has that page. */
export function localRedirect(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  let path = target;
  if (!isLocalPath(target)) {
    try {
      const url = new URL(target);
      if (url.origin !== origin) return null;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  return isSitePath(path) && !isAuthPath(path) ? path : null;
}

/** SPEC 4: after login go to the saved page, else the server's choice, else home. */
export function afterLoginPath(serverRedirect: string | null | undefined, origin: string): string {
  return takeRedirect() ?? localRedirect(serverRedirect, origin) ?? routeTo('index');
}
