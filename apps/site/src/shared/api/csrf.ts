import { CSRF_COOKIE } from '@community/contracts';

/** The value of one cookie from a `document.cookie` string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The CSRF token the server left in the XSRF-TOKEN cookie (double-submit pattern). */
export const readCsrfToken = (): string | null =>
  typeof document === 'undefined' ? null : readCookie(document.cookie, CSRF_COOKIE);
