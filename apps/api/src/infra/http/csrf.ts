import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@community/contracts';
import { AppException } from './app-exception.js';
import { canonicalPath } from './canonical.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * CSRF protection for every unsafe request (double-submit cookie): the page reads the `XSRF-TOKEN`
 * cookie and echoes it in the `X-XSRF-TOKEN` header; a cross-site page can do neither. Login and register
 * are covered too (login CSRF). Paths under `exempt` (signed webhooks) are skipped. The token cookie is set
 * only where a browser starts a session's life: HTML pages and `/api/auth/*` (the site and the staff console
 * both begin with `GET /api/auth/profile`) — never on publicly cacheable responses such as `/api/layout`,
 * which a shared cache must not store with one member's token.
 *
 * Every check reads the request's canonical path (`canonical.ts`: escapes decoded, dot segments resolved), the
 * spelling the router matches, and every unsafe request needs the token whatever its path (fail closed): a
 * spelling such as `/%61pi/...` can neither skip the check nor pass for an exempt path.
 */
function issuesToken(req: FastifyRequest, path: string): boolean {
  if (path.startsWith('/api/auth/')) return true;
  if (req.method !== 'GET' || path.startsWith('/api/') || path.startsWith('/assets/') || path.startsWith('/brand/')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

export function registerCsrf(app: FastifyInstance, opts: { secure: (req: FastifyRequest) => boolean; exempt: string[] }) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.canonicalPath || canonicalPath(req.url);
    const cookie = req.cookies[CSRF_COOKIE];
    if (!cookie && issuesToken(req, path)) {
      const token = randomBytes(24).toString('base64url');
      req.cookies[CSRF_COOKIE] = token;
      void reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: opts.secure(req), httpOnly: false });
    }
    if (!UNSAFE.has(req.method)) return;
    if (opts.exempt.some((p) => path.startsWith(p))) return;
    const header = req.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new AppException(403, 'CSRF_INVALID', 'Missing or invalid CSRF token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header');
    }
  });
}
