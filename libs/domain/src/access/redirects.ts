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
