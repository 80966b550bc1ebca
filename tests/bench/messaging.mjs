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
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { cpuTicks, deliveryVerdict, inBatches, printDeliveries, TICK_MS } from './measure.mjs';
import { BENCH_PG_FLAGS, benchDatabase, delay, root, benchMembers, benchScript, httpText, logMachine, runMain, sessionCookie as cookieOf, sessionHeaders as authHeaders, startApp, startBaseline, stopChild } from '../support/bench.mjs';

const { argv, option, stringOption, fail, log } = benchScript('bench messaging');
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

// ---- HTTP --------------------------------------------------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const request = (port, method, pathname, options = {}) => httpText(port, method, pathname, { host: HOST_HEADER, agent, timeoutMs: 120_000, ...options });
const createMembers = (databaseUrl, prefix, count) => benchMembers(databaseUrl, prefix, count, { variant: 'kiwi', locale: 'en_NZ' });
let embeddedDataDir;

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
  if (TABS > 31) fail('--tabs is at most 31');
  const recipientsCount = Math.ceil(SOCKETS / TABS);
  // Each sender stays under 30 messages in any minute (the set-up message counts too).
  const window = Math.min(60, WARMUP + DURATION);
  const sendersCount = Math.max(recipientsCount, Math.ceil((RATE * window) / (PER_MINUTE - 5)));
  const t0 = Date.now();
  logMachine(
    log,
    `${recipientsCount * TABS} sockets (${recipientsCount} recipients × ${TABS}), ${sendersCount} senders, ${RATE} messages/s for ${DURATION} s after ${WARMUP} s warm-up` +
      `${QUICK ? ' (--quick)' : ''}`,
  );

  const databaseUrl = await benchDatabase({ log, prefix: 'bench-msg-pg-', flags: [...BENCH_PG_FLAGS, '-c', 'fsync=on'], onDataDir: (dir) => (embeddedDataDir = dir) });
  // The app, with the members and conversations of the run.
  const cpuProf = CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROF)] : [];
  const { app, port: appPort, env } = await startApp({ databaseUrl, prefix: 'bench-msg', log, nodeArgs: cpuProf, entry: APP_MAIN });
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
  const { child: echo, port: echoPort } = await startBaseline({ script: 'tests/bench/messaging-echo.mjs', env, log, name: 'socket.io echo server' });
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

  console.log(printDeliveries(results, 'send errors'));
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
  return deliveryVerdict('bench messaging', results, 'send errors');
}

await runMain('bench messaging', main, async () => agent.destroy());
