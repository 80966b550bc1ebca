import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppException, ValidationFailed } from './app-exception.js';

/**
 * The one spelling of a request path that every check uses (CSRF, rate limits, which routes issue tokens):
 * percent-escapes decoded, empty and `.` segments dropped, `..` resolved, no query. `/%61pi//x/./y` and
 * `/api/x/y` are the same path here, as they are to the router, so no check can be sidestepped by spelling.
 * A path whose escapes do not decode (`%zz`, broken UTF-8) answers 400.
 */
export function canonicalPath(url: string): string {
  const q = url.indexOf('?');
  const raw = q === -1 ? url : url.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new AppException(400, 'BAD_PATH', 'The request path has an invalid percent-escape');
  }
  const out: string[] = [];
  for (const seg of decoded.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  const trailing = decoded.length > 1 && decoded.endsWith('/') ? '/' : '';
  return `/${out.join('/')}${out.length ? trailing : ''}`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** `canonicalPath(req.url)`, computed once in the first onRequest hook. */
    canonicalPath: string;
  }
}

const NUL = '\u0000';

/** Where a NUL character hides in a parsed value (`name`, `tags.2`), or null. At most `depth` levels deep. */
export function findNul(value: unknown, at = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? at || 'body' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const here = at ? `${at}.${k}` : k;
    if (k.includes(NUL)) return here;
    const found = findNul(v, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Input normalisation before any route code runs:
 * - `req.canonicalPath` for the checks that look at paths;
 * - a NUL character in the path, the query or a JSON body is refused with a 422 naming where it is. PostgreSQL
 *   cannot store NUL in text, and no field of ours means anything with one.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.decorateRequest('canonicalPath', '');
  app.addHook('onRequest', async (req: FastifyRequest) => {
    req.canonicalPath = canonicalPath(req.url);
    if (req.url.includes('%00') || req.url.includes(NUL)) {
      const inPath = canonicalPath(req.url.split('?')[0]!).includes(NUL);
      throw new ValidationFailed([{ field: inPath ? 'path' : 'query', message: 'must not contain a NUL character' }]);
    }
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const where = findNul(req.body);
    if (where) throw new ValidationFailed([{ field: where, message: 'must not contain a NUL character' }]);
  });
}
