import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@community/contracts';
import { AppException } from './app-exception.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * CSRF protection for every unsafe request to /api (double-submit cookie): the page reads the `XSRF-TOKEN`
 * cookie and echoes it in the `X-XSRF-TOKEN` header; a cross-site page can do neither. Login and register
 * are covered too (login CSRF). Paths under `exempt` (signed webhooks) are skipped. The token cookie is set
 * only where a browser starts a session's life: HTML pages and `/api/auth/*` (the site and the staff console
 * both begin with `GET /api/auth/profile`) — never on publicly cacheable responses such as `/api/layout`,
 * which a shared cache must not store with one member's token.
 */
function issuesToken(req: FastifyRequest): boolean {
  if (req.url.startsWith('/api/auth/')) return true;
  if (req.method !== 'GET' || req.url.startsWith('/api/') || req.url.startsWith('/assets/') || req.url.startsWith('/brand/')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

export function registerCsrf(app: FastifyInstance, opts: { secure: (req: FastifyRequest) => boolean; exempt: string[] }) {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const cookie = req.cookies[CSRF_COOKIE];
    if (!cookie && issuesToken(req)) {
      const token = randomBytes(24).toString('base64url');
      req.cookies[CSRF_COOKIE] = token;
      void reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: opts.secure(req), httpOnly: false });
    }
    if (!UNSAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (opts.exempt.some((p) => req.url.startsWith(p))) return;
    const header = req.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new AppException(403, 'CSRF_INVALID', 'Missing or invalid CSRF token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header');
    }
  });
}
