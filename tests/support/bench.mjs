// @ts-check
// The one harness of the bench scripts (tests/bench/*.mjs), built on tests/support/nodes.mjs (which the soak,
// cluster and fault scripts use): command-line options, a PostgreSQL (DATABASE_URL, else an embedded server of
// our own), child processes (the built app, a baseline server) torn down on success, error and signals, plain
// HTTP requests with the bench's Host header, and waiting for /healthz.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Child, delay, embeddedPostgres, freePort, onCleanup, root, stopAll, stopChildren, tempDir } from './nodes.mjs';

export { delay, freePort, onCleanup, root, stopChildren, tempDir };

/** Stops every child process and server the bench started, removes its temp folders (once). */
export const cleanup = stopAll;

/**
 * Options and logging of one bench script: `label` prefixes its log lines (`[bench x] …`) and errors (`bench x: …`).
 * @param {string} label
 */
export function benchScript(label) {
  const argv = process.argv.slice(2);
  /** @param {string} message @returns {never} */
  const fail = (message) => {
    console.error(`${label}: ${message}`);
    process.exit(2);
  };
  /** @param {string} flag @param {string} env */
  const raw = (flag, env) => {
    const i = argv.indexOf(`--${flag}`);
    return { given: i >= 0, value: i >= 0 ? argv[i + 1] : process.env[env] };
  };
  return {
    argv,
    fail,
    /** @param {string} message */
    log: (message) => console.log(`[${label}] ${message}`),
    /**
     * An integer option `--flag N` (or the env variable), at least `min`.
     * @param {string} flag @param {string} env @param {number} def @param {number} [min]
     */
    option(flag, env, def, min = 1) {
      const { value } = raw(flag, env);
      if (value === undefined || value === '') return def;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min) fail(`--${flag} / ${env} must be an integer ≥ ${min} (got "${value}")`);
      return n;
    },
    /** A string option `--flag value` (or the env variable); undefined when not given. @param {string} flag @param {string} env */
    stringOption(flag, env) {
      const { given, value } = raw(flag, env);
      if (given && (value === undefined || value.startsWith('--'))) fail(`--${flag} needs a value`);
      return value === undefined || value === '' ? undefined : value;
    },
  };
}

/** The flags of the benches' embedded PostgreSQL unless a bench passes its own. */
export const BENCH_PG_FLAGS = ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'];

/**
 * The bench's database: DATABASE_URL when set, else a fresh embedded PostgreSQL of our own (database `bench`,
 * dropped with its folder at the end). `onDataDir` learns the embedded server's data folder (for its pids).
 * @param {{ log: (m: string) => void, prefix: string, flags?: string[], onDataDir?: (dir: string) => void, quiet?: boolean }} options
 */
export async function benchDatabase({ log, prefix, flags = BENCH_PG_FLAGS, onDataDir, quiet = false }) {
  if (process.env.DATABASE_URL) {
    if (!quiet) log('using DATABASE_URL');
    return process.env.DATABASE_URL;
  }
  const started = Date.now();
  const own = await embeddedPostgres({ prefix, user: 'bench', database: 'bench', persistent: false, flags, stopTimeoutMs: 10_000 });
  onDataDir?.(own.dataDir);
  log(`embedded PostgreSQL on port ${own.port} (${Date.now() - started} ms)`);
  return own.url;
}

/** `node <args>` from the repository root, its output kept; stopped by `cleanup()`. @param {string} name @param {string[]} args @param {NodeJS.ProcessEnv} env */
export function startChild(name, args, env) {
  return new Child(name, args, env);
}

/** SIGTERM, SIGKILL after 15 s. @param {Child} child */
export function stopChild(child) {
  return child.stop();
}

/**
 * @typedef {object} RequestOptions
 * @property {string} [host] the Host header
 * @property {Record<string, string | number>} [headers]
 * @property {string | Buffer | object} [body] an object is sent as JSON
 * @property {http.Agent | false} [agent] default: a fresh connection
 * @property {number} [timeoutMs] default 30 s
 */

/**
 * One HTTP request to 127.0.0.1:`port`; resolves status, headers and the body as a Buffer.
 * @param {number} port @param {string} method @param {string} pathname @param {RequestOptions} [options]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
export function httpRequest(port, method, pathname, { host, headers = {}, body, agent = false, timeoutMs = 30_000 } = {}) {
  const payload = body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const json = payload !== undefined && payload !== body;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        agent,
        headers: {
          ...(host ? { host } : {}),
          ...(json ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(/** @type {string} */ (payload)) } : {}),
          ...headers,
        },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `httpRequest` with the body as UTF-8 text.
 * @param {number} port @param {string} method @param {string} pathname @param {RequestOptions} [options]
 */
export async function httpText(port, method, pathname, options) {
  const res = await httpRequest(port, method, pathname, options);
  return { ...res, body: res.body.toString('utf8') };
}

/**
 * Resolves when GET /healthz on `port` answers 200; fails when `child` exits first or after `timeoutMs`.
 * @param {Child} child @param {number} port @param {number} timeoutMs @param {string} [host]
 */
export async function waitHealthy(child, port, timeoutMs, host) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  const output = () => child.output.slice(-20_000);
  while (Date.now() < deadline) {
    if (!child.running) throw new Error(`${child.name} exited before /healthz answered 200:\n${output()}`);
    try {
      const r = await httpText(port, 'GET', '/healthz', { host, timeoutMs: 5_000 });
      if (r.status === 200) return;
      last = `${r.status} ${r.body}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await delay(200);
  }
  throw new Error(`${child.name} did not answer /healthz 200 within ${timeoutMs / 1000} s (last: ${last}):\n${output()}`);
}

/** The built app's entry (`apps/api/dist/main.js`); throws when it has not been built. */
/** @param {string} [file] another build of the app (a path) */
export function appMain(file = path.join(root, 'apps/api/dist/main.js')) {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm run bench does)`);
  return file;
}

/**
 * Logs what the run is (`what`) with the machine's CPUs and Node version, and warns when the machine is busy.
 * @param {(m: string) => void} log @param {string} what
 */
export function logMachine(log, what) {
  const cpus = os.cpus().length;
  log(`${what}; ${cpus} CPUs, Node ${process.version}`);
  // The servers, PostgreSQL and the load generator share the machine: other work skews the absolute figures.
  const load = os.loadavg()[0];
  if (load > cpus / 2) log(`warning: load average ${load.toFixed(2)} on ${cpus} CPUs before the run; figures will be noisy`);
}

/**
 * Starts the built app (one process unless WEB_CONCURRENCY says otherwise, PostgreSQL queues, no logs) on a free
 * port with a fresh DATA_DIR and waits for /healthz. `env` (without PORT) serves a baseline server too.
 * `nodeArgs` go before the script (e.g. --cpu-prof); `entry`: another build of the app; `unset`: env names to drop.
 * @param {{ databaseUrl: string, prefix: string, log: (m: string) => void, timeoutMs?: number, extraEnv?: NodeJS.ProcessEnv, nodeArgs?: string[], entry?: string, unset?: string[] }} options
 */
export async function startApp({ databaseUrl, prefix, log, timeoutMs = 90_000, extraEnv = {}, nodeArgs = [], entry, unset = [] }) {
  const main = appMain(entry);
  const dataDir = tempDir(`${prefix}-data-`);
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1', DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...extraEnv };
  // The baselines mirror the PostgreSQL queue backend; keep the app on it too.
  delete env.REDIS_URL;
  for (const name of unset) delete env[name];
  const port = await freePort();
  const started = Date.now();
  const app = startChild('app', [...nodeArgs, main], { ...env, PORT: String(port) });
  await waitHealthy(app, port, timeoutMs);
  log(`app up on port ${port} (pid ${app.pid}, ${Date.now() - started} ms)`);
  return { app, port, env, dataDir };
}

/**
 * Starts a baseline server (`node <script>`) on a free port with `env` and waits for /healthz.
 * @param {{ script: string, env: NodeJS.ProcessEnv, log: (m: string) => void, name?: string, args?: string[], timeoutMs?: number }} options
 */
export async function startBaseline({ script, env, log, name = 'baseline', args = [], timeoutMs = 30_000 }) {
  const port = await freePort();
  const child = startChild(name, [path.join(root, script), ...args], { ...env, PORT: String(port) });
  await waitHealthy(child, port, timeoutMs);
  log(`${name} up on port ${port} (pid ${child.pid})`);
  return { child, port };
}

/**
 * `count` members (90 days old, confirmed, Gold, of `variant`) with one open session each, written straight to
 * the app's tables; names `b<prefix><run>_<i>`.
 * @param {string} databaseUrl @param {string} prefix @param {number} count
 * @param {{ variant?: string, locale?: string }} [options]
 * @returns {Promise<Array<{ id: string, name: string, token: string }>>}
 */
export async function benchMembers(databaseUrl, prefix, count, { variant = 'shuk', locale = 'en_GB' } = {}) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = randomBytes(3).toString('hex');
    const names = Array.from({ length: count }, (_, i) => `b${prefix}${run}_${i}`);
    const { rows } = await client.query(
      `INSERT INTO members (name, email, password_hash, date_of_birth, genders, tier, home_variant, locale, avatar_colour, confirmed_at, created_at)
       SELECT n, n || '@bench.invalid', 'no-login', '1990-01-01', 'f', 'gold', $2, $3, 1, now(), now() - interval '90 days'
       FROM unnest($1::text[]) AS n
       RETURNING id, name`,
      [names, variant, locale],
    );
    const byName = new Map(rows.map((r) => [r.name, r.id]));
    const members = names.map((name) => ({ id: byName.get(name), name, token: randomBytes(32).toString('base64url') }));
    await client.query(
      `INSERT INTO sessions (token_hash, member_id, expires_at)
       SELECT t, m, now() + interval '1 day' FROM unnest($1::bytea[], $2::uuid[]) AS x(t, m)`,
      [members.map((m) => createHash('sha256').update(m.token).digest()), members.map((m) => m.id)],
    );
    return members;
  } finally {
    await client.end();
  }
}

/** The cookie of a `benchMembers` member's session (with the CSRF cookie `bench-xsrf`). @param {{ id: string, token: string }} m */
export const sessionCookie = (m) => `SID=${m.token}; UID=${m.id}; XSRF-TOKEN=bench-xsrf`;
/** Cookie and CSRF header of a `benchMembers` member. @param {{ id: string, token: string }} m */
export const sessionHeaders = (m) => ({ cookie: sessionCookie(m), 'x-xsrf-token': 'bench-xsrf' });

/**
 * Runs a bench's `main` (its exit code, or 0), reports an error, tears everything down and exits.
 * @param {string} label @param {() => Promise<number | void>} main @param {() => Promise<unknown>} [extraCleanup] before the shared teardown
 */
export async function runMain(label, main, extraCleanup) {
  let code = 1;
  try {
    const result = await main();
    code = typeof result === 'number' ? result : 0;
  } catch (err) {
    console.error(`\n${label}: ${err instanceof Error ? err.stack : String(err)}`);
    code = 1;
  } finally {
    await stopChildren();
    if (extraCleanup) await extraCleanup().catch(() => undefined);
    await cleanup();
  }
  process.exit(code);
}
