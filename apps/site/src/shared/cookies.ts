import { cookieString } from './boot/server-context';

/** Minimal document.cookie helpers for the shell's own preference cookies (not httpOnly; the server reads them too). */
export function readCookie(name: string, doc?: Document): string | null {
  // On the server (entry-server.tsx) the visitor's Cookie header.
  for (const part of cookieString(doc).split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeMs: number, doc: Document = document): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
}
