// The baseline for `npm run bench`: a raw node:http server doing the same work per request as the app's
// GET /api/layout and GET /healthz, with none of the framework (no Nest, no Fastify, no hooks, no helmet,
// no CSRF cookie, no CORS, no request id, no logger).
//
// Env: PORT (required), DATABASE_URL (required), VARIANTS_DIR (default <repo>/variants),
// DEFAULT_VARIANT (default shuk), HOST (default 127.0.0.1).
//
// Mirrors:
// - /api/layout: apps/api/src/modules/variants/{variants.service.ts,variants.controller.ts}. Variant files
//   validated once with the contracts' `Variant` schema; the variant picked from Host with the contracts'
//   `resolveVariant`, cached per lower-cased host; locale from `?locale=` (same regex, 422 otherwise) or the
//   `locale` cookie, then `pickLocale`; the layout built once per variant+locale with `toLayout(...)` and
//   cached; `{ data: layout }` serialised once per variant and locale with an ETag (as the app does; the
//   app answers If-None-Match with 304); cache-control / vary as the controller sets them.
// - /healthz: apps/api/src/modules/health/health.controller.ts. `SELECT 1` on a pg Pool (max 20, as the
//   TypeORM data source's pool) and, in parallel, QueueService.ping(): BullMQ's PostgreSQL backend queue
//   `jobs` with `{ connectionString, migrate: true, max: 5 }`, created once, then
//   `getJobCounts('waiting')`; 200/503 with the same JSON (the process named as the app names it, modules/
//   infra/process/supervision.ts) and `cache-control: no-store`.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Queue, createPostgresBackend } from 'bullmq';
import { Variant, pickLocale, resolveVariant, routesForVariant, toLayout, translationsFor } from '@community/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.PORT);
const HOST = process.env.HOST ?? '127.0.0.1';
const DATABASE_URL = process.env.DATABASE_URL;
const DEFAULT_VARIANT = process.env.DEFAULT_VARIANT ?? 'shuk';
const VARIANTS_DIR = process.env.VARIANTS_DIR ? path.resolve(process.env.VARIANTS_DIR) : path.join(repoRoot, 'variants');
if (!PORT || !DATABASE_URL) {
  console.error('baseline: PORT and DATABASE_URL are required');
  process.exit(2);
}

// --- variants: loaded and validated once, as VariantsService.onModuleInit ---
const variants = readdirSync(VARIANTS_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => {
    const parsed = Variant.safeParse(JSON.parse(readFileSync(path.join(VARIANTS_DIR, file), 'utf8')));
    if (!parsed.success) throw new Error(`Variant file ${file} is invalid: ${parsed.error.message}`);
    return parsed.data;
  });
if (!variants.some((v) => v.code === DEFAULT_VARIANT)) throw new Error(`DEFAULT_VARIANT ${DEFAULT_VARIANT} has no file`);

const byHost = new Map();
function forHost(host) {
  const key = (host ?? '').toLowerCase();
  let v = byHost.get(key);
  if (!v) {
    v = resolveVariant(host, variants, DEFAULT_VARIANT);
    if (byHost.size < 1000) byHost.set(key, v);
  }
  return v;
}

const layouts = new Map();
function layoutFor(variant, locale) {
  const key = `${variant.code}:${locale}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = toLayout(variant, locale, translationsFor(locale), routesForVariant(variant));
    layouts.set(key, layout);
  }
  return layout;
}

const LOCALE_RE = /^[a-z]{2}(_[A-Z]{2})?$/;
function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

// --- database and queue, as the TypeORM pool and QueueService ---
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, application_name: 'bench-baseline' });
pool.on('error', () => undefined);
let queue;
function getQueue() {
  if (!queue) {
    queue = new Queue('jobs', { connection: { connectionString: DATABASE_URL, migrate: true, max: 5 } }, createPostgresBackend);
    queue.on('error', () => undefined);
  }
  return queue;
}
async function ping() {
  try {
    await getQueue().getJobCounts('waiting');
    return true;
  } catch {
    return false;
  }
}

function send(res, status, headers, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

// Same as the app: one database + queue check shared by all probes within a second.
let lastHealth;
function check() {
  return Promise.all([
    pool.query('SELECT 1').then(
      () => true,
      () => false,
    ),
    ping(),
  ]);
}

async function health(res) {
  if (!lastHealth || Date.now() - lastHealth.at > 1000) lastHealth = { at: Date.now(), result: check() };
  const [database, queueUp] = await lastHealth.result;
  const ok = database && queueUp;
  // The app also names the answering process (one process here: no supervisor).
  const body = JSON.stringify({
    status: ok ? 'ok' : 'unavailable',
    database: database ? 'up' : 'down',
    queue: queueUp ? 'up' : 'down',
    queueBackend: 'postgres',
    process: { pid: process.pid, role: 'single', slot: null, uptimeSeconds: Math.round(process.uptime()) },
    supervisor: null,
  });
  send(res, ok ? 200 : 503, { 'cache-control': 'no-store' }, body);
}

const bodies = new Map();

function layout(req, res, search) {
  let requested = null;
  if (search) {
    const q = new URLSearchParams(search).get('locale');
    if (q !== null) {
      if (!LOCALE_RE.test(q)) {
        send(res, 422, {}, JSON.stringify({ message: 'Validation failed', statusCode: 422, code: 'VALIDATION_FAILED', errors: [{ field: 'locale', message: 'locale must look like en_GB' }] }));
        return;
      }
      requested = q;
    }
  }
  const variant = forHost(req.headers.host);
  const locale = pickLocale(requested ?? cookieValue(req.headers.cookie, 'locale') ?? null, variant.locales);
  // Same as the app: the body is serialised once per variant and locale, with an ETag.
  const key = `${variant.code}:${locale}`;
  let cached = bodies.get(key);
  if (!cached) {
    const body = JSON.stringify({ data: layoutFor(variant, locale) });
    cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    bodies.set(key, cached);
  }
  const headers = { 'cache-control': 'public, max-age=300', vary: 'Host, Cookie', etag: cached.etag };
  if (req.headers['if-none-match'] === cached.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  send(res, 200, headers, cached.body);
}

const server = http.createServer((req, res) => {
  const q = req.url.indexOf('?');
  const pathname = q === -1 ? req.url : req.url.slice(0, q);
  const search = q === -1 ? '' : req.url.slice(q + 1);
  if (req.method === 'GET' && pathname === '/api/layout') return layout(req, res, search);
  if (req.method === 'GET' && pathname === '/healthz') {
    health(res).catch(() => send(res, 500, {}, '{"message":"error","statusCode":500}'));
    return;
  }
  send(res, 404, {}, JSON.stringify({ message: 'Not found', statusCode: 404, code: 'NOT_FOUND' }));
});
// Same keep-alive behaviour as Fastify's defaults (72 s keepAliveTimeout).
server.keepAliveTimeout = 72_000;

// Queue created (and its schema checked) before we report ready, as the app's first /healthz would.
await getQueue().waitUntilReady?.();
server.listen(PORT, HOST, () => process.send?.('ready'));

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  const timer = setTimeout(() => process.exit(1), 5_000);
  server.close();
  server.closeAllConnections?.();
  await Promise.allSettled([queue?.close(), pool.end()]);
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());
