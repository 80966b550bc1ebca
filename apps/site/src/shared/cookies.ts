/** Minimal document.cookie helpers for the shell's own preference cookies (not httpOnly; the server reads them too). */
export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeMs: number, doc: Document = document): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
}
