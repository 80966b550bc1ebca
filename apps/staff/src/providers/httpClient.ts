import { fetchUtils } from 'react-admin';
import { CSRF_COOKIE, CSRF_HEADER } from '@community/contracts';

/** What every call through the console's HTTP client resolves to (react-admin's fetchJson result). */
export type HttpResult = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;
export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpResult>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string | undefined): boolean {
  return SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

/** Reads one cookie by name; `undefined` when absent. Values are URI-decoded. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The console's single way to the API: same-origin cookies always go along, JSON is asked for, and every
 * unsafe request carries the CSRF token the API set in the `XSRF-TOKEN` cookie (double-submit).
 * Errors reject with react-admin's `HttpError` (`status`, `body`), which the auth provider inspects.
 */
export const httpClient: HttpClient = (url, options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!isSafeMethod(options.method)) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
};
