/**
 * Cookies from a raw `Cookie` header, for the places Fastify's cookie plugin does not reach (the socket.io
 * handshake, the server-rendered page's colour scheme). HTTP routes read `req.cookies` instead.
 * `a=1; b=2` → { a: '1', b: '2' } (first value wins, like browsers send them; values URL-decoded when valid).
 */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    if (name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = part.slice(i + 1).trim();
    }
  }
  return out;
}
