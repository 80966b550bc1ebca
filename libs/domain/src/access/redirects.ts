import type { AuthedViewer } from '../members/viewer.js';
import { homePathFor } from '../site/home.js';
import type { SiteFlags } from '../site/variants.js';

/** The login page. */
export const LOGIN_PATH = '/login';

/** Longest saved path accepted as a post-login redirect. */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

/** Only same-site paths are redirect targets: one leading '/', not '//', no backslash, no control characters or spaces, at most 2048 characters (stops open redirects). */
export function isSafeRedirectPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_REDIRECT_PATH_LENGTH) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\')) return false;
  for (let i = 0; i < path.length; i += 1) {
    const code = path.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** After login: the saved page when it is a safe path and not the login page itself, else the member's home link (SPEC 4). */
export function postLoginRedirect(
  viewer: Pick<AuthedViewer, 'landingPage'>,
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
  savedPath?: string | null,
): string {
  if (savedPath !== undefined && savedPath !== null && isSafeRedirectPath(savedPath)) {
    const pathname = savedPath.split(/[?#]/, 1)[0] ?? savedPath;
    if (pathname !== LOGIN_PATH && pathname !== `${LOGIN_PATH}/`) return savedPath;
  }
  return homePathFor(viewer, site);
}

/**
 * SPEC 6 legacy-login redirect, with the parameter decided here: a guest who opens any page with
 * `?legacy_login=1` (or `true`) is sent to the login page of the variant's legacy site — `/login.aspx` on
 * the origin of its legacy API address — with `ReturnUrl` set to the page without the parameter. Members,
 * other values, a variant without a legacy site, or a legacy address that is not http(s) give null (stay).
 */
export const LEGACY_LOGIN_PARAM = 'legacy_login';
export const LEGACY_LOGIN_PATH = '/login.aspx';

export function legacyLoginRedirect(
  viewer: object | null,
  page: { pathname: string; search: string },
  legacyApiUrl: string | null | undefined,
): string | null {
  if (viewer !== null || !legacyApiUrl) return null;
  const params = new URLSearchParams(page.search);
  const value = params.get(LEGACY_LOGIN_PARAM);
  if (value !== '1' && value !== 'true') return null;
  let legacy: URL;
  try {
    legacy = new URL(legacyApiUrl);
  } catch {
    return null;
  }
  if (legacy.protocol !== 'https:' && legacy.protocol !== 'http:') return null;
  params.delete(LEGACY_LOGIN_PARAM);
  const rest = params.toString();
  const returnPath = `${page.pathname}${rest ? `?${rest}` : ''}`;
  const target = new URL(LEGACY_LOGIN_PATH, legacy.origin);
  if (isSafeRedirectPath(returnPath)) target.searchParams.set('ReturnUrl', returnPath);
  return target.href;
}

/**
 * SPEC 6 global guard: on a navigation to the login page, the page the visitor comes from becomes the
 * post-login redirect — when there is one, it is a safe path, and it is not the login page itself.
 */
export function redirectToSaveOnLogin(toPathname: string, fromPath: string | null): string | null {
  if (toPathname !== LOGIN_PATH && toPathname !== `${LOGIN_PATH}/`) return null;
  if (fromPath === null || !isSafeRedirectPath(fromPath)) return null;
  const fromPathname = fromPath.split(/[?#]/, 1)[0] ?? fromPath;
  return fromPathname === LOGIN_PATH || fromPathname === `${LOGIN_PATH}/` ? null : fromPath;
}
