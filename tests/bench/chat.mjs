// `node tests/bench/chat.mjs [--quick] [flags]` (root script `npm run bench:chat`): chat rooms (issue 9).
//
// Budget: M members in R rooms, messages spoken into the rooms at RATE a second for D seconds through the real
// app — socket `chat.say` with its ack, the app's checks (membership, sanctions, flood control, word filters), the
// message stored and trimmed to 150 in PostgreSQL, socket.io delivery to every socket in the room — measuring
// delivery latency (from the moment a message was due to its arrival on each socket in its room; a late send
// counts against the app), median and p99, and messages lost (must be 0). Beside it, in the same run and with the
// same load, a bare socket.io server (tests/bench/chat-echo.mjs: a socket event in, a room broadcast out, no
// framework, no database) as the baseline.
//
// Flags (env in brackets): --members M [BENCH_CHAT_MEMBERS] (default 1000), --rooms R [BENCH_CHAT_ROOMS]
// (default 20), --rate N [BENCH_CHAT_RATE] messages/s (default 100), --duration S [BENCH_CHAT_DURATION] (default 30;
// --quick: 10), --warmup S [BENCH_CHAT_WARMUP] (default 2; --quick: 1), --quick. DATABASE_URL: use this PostgreSQL
// instead of an embedded one (the bench adds members to it).
//
// Set-up (not measured): members and their sessions are written to the app's database directly; one member per
// room creates it through the API and every member enters their room over the socket. Speakers take turns so that
// nobody exceeds the app's flood control (5 at once, then 1 a second).
//
// Exit 1 when a message is lost, delivered twice or refused, or a socket drops.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { deliveryVerdict, inBatches, printDeliveries } from './measure.mjs';
import { BENCH_PG_FLAGS, benchDatabase, delay, benchMembers, benchScript, httpText, logMachine, runMain, sessionCookie as cookieOf, sessionHeaders as authHeaders, startApp, startBaseline, stopChild } from '../support/bench.mjs';

const { argv, option, fail, log } = benchScript('bench chat');
const QUICK = argv.includes('--quick');
const MEMBERS = option('members', 'BENCH_CHAT_MEMBERS', 1000);
const ROOMS = option('rooms', 'BENCH_CHAT_ROOMS', 20);
const RATE = option('rate', 'BENCH_CHAT_RATE', 100);
const DURATION = option('duration', 'BENCH_CHAT_DURATION', QUICK ? 10 : 30);
const WARMUP = option('warmup', 'BENCH_CHAT_WARMUP', QUICK ? 1 : 2, 0);
const HOST_HEADER = 'shuk.localhost';
const DRAIN_MS = 15_000;

// ---- HTTP --------------------------------------------------------------------------------------------------
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const request = (port, method, pathname, options = {}) => httpText(port, method, pathname, { host: HOST_HEADER, agent, timeoutMs: 30_000, ...options });
const createMembers = (databaseUrl, prefix, count) => benchMembers(databaseUrl, prefix, count);

// ---- one measured run against a target (the app or the echo server) --------------------------------------------
/**
 * target: { name, port, connectOptions(member), join(socket, member) → Promise<void>, say(socket, member, body) → Promise<boolean> }
 * members: [{ id, name, room }] (room: index into rooms)
 */
async function measure(target, members, rooms) {
  const url = `http://127.0.0.1:${target.port}`;
  const sockets = new Array(members.length);
  let drops = 0;
  const t0 = performance.now();
  const byRoom = rooms.map(() => 0);
  for (const m of members) byRoom[m.room]++;
  await inBatches(members, 50, (m) =>
    new Promise((resolve, reject) => {
      const i = members.indexOf(m);
      const socket = io(url, { path: '/napi/notification', transports: ['websocket'], reconnection: false, forceNew: true, ...target.connectOptions(m) });
      const timer = setTimeout(() => reject(new Error(`${target.name}: socket for ${m.name} not ready in 30 s`)), 30_000);
      socket.on('connect_error', (err) => {
        clearTimeout(timer);
        reject(new Error(`${target.name}: connect_error ${err.message}`));
      });
      socket.once('ready', async (p) => {
        clearTimeout(timer);
        if (!p.memberId) return reject(new Error(`${target.name}: socket not authenticated as ${m.name}`));
        socket.on('disconnect', (reason) => {
          if (reason !== 'io client disconnect') drops++;
        });
        socket.on('chat.message', (e) => onMessage(m.room, i, e.body));
        try {
          await target.join(socket, m);
        } catch (err) {
          return reject(err);
        }
        sockets[i] = socket;
        resolve();
      });
    }),
  );
  log(`${target.name}: ${members.length} sockets connected and in their rooms in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const total = (WARMUP + DURATION) * RATE;
  const measuredFrom = WARMUP * RATE;
  const due = new Float64Array(total);
  const seen = new Map(); // index → Set of socket indexes
  const latencies = [];
  let duplicates = 0;
  let foreign = 0;
  let delivered = 0;
  // Speaker of message i: members taken in turn, so each speaks once per members.length / RATE seconds.
  const speakerOf = (i) => members[i % members.length];
  function onMessage(room, socketIndex, body) {
    const match = /^bench (\d+) /.exec(body);
    if (!match) return void foreign++;
    const index = Number(match[1]);
    if (index >= total || speakerOf(index).room !== room) return void foreign++;
    let got = seen.get(index);
    if (!got) seen.set(index, (got = new Set()));
    if (got.has(socketIndex)) return void duplicates++;
    got.add(socketIndex);
    delivered++;
    if (index >= measuredFrom) latencies.push(performance.now() - due[index]);
  }

  const failed = [];
  const okSent = new Uint8Array(total);
  const inflight = new Set();
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const at = start + (i * 1000) / RATE;
    const wait = at - performance.now();
    if (wait > 1) await delay(wait);
    due[i] = at;
    const m = speakerOf(i);
    const p = target
      .say(sockets[members.indexOf(m)], m, `bench ${i} ${m.name}`)
      .then((ok) => (ok === true ? (okSent[i] = 1) : failed.push(ok)))
      .catch((err) => failed.push(err.message))
      .finally(() => inflight.delete(p));
    inflight.add(p);
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(inflight);
  let expected = 0;
  for (let i = 0; i < total; i++) if (okSent[i]) expected += byRoom[speakerOf(i).room];
  const drainUntil = performance.now() + DRAIN_MS;
  while (delivered < expected && performance.now() < drainUntil) await delay(50);
  for (const s of sockets) s?.close();
  await delay(200);

  latencies.sort((a, b) => a - b);
  const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
  return {
    name: target.name,
    sockets: members.length,
    sent: okSent.reduce((a, b) => a + b, 0),
    failed: failed.length,
    failedSample: failed.slice(0, 3),
    offeredRate: total / sendSeconds,
    expected,
    delivered,
    lost: expected - delivered,
    duplicates,
    foreign,
    drops,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: latencies.length ? latencies[latencies.length - 1] : NaN,
  };
}

const ack = (socket, event, payload, ms = 30_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${event}: no ack in ${ms / 1000} s`)), ms);
    socket.emit(event, payload, (reply) => {
      clearTimeout(timer);
      resolve(reply);
    });
  });

async function main() {
  if (MEMBERS < ROOMS) fail('--members must be at least --rooms');
  // Flood control lets a member speak once a second after a burst of 5: turns must come round slower than that.
  if (RATE > MEMBERS) fail('--rate may not exceed --members (each member speaks at most once a second)');
  const t0 = Date.now();
  logMachine(log, `${MEMBERS} members in ${ROOMS} rooms, ${RATE} messages/s for ${DURATION} s after ${WARMUP} s warm-up${QUICK ? ' (--quick)' : ''}`);

  const databaseUrl = await benchDatabase({ log, prefix: 'bench-chat-pg-', flags: [...BENCH_PG_FLAGS, '-c', 'fsync=on'] });
  const { app, port: appPort, env } = await startApp({ databaseUrl, prefix: 'bench-chat', log });
  const created = await createMembers(databaseUrl, 'c', MEMBERS);
  const rooms = await inBatches(created.slice(0, ROOMS), 10, async (owner, r) => {
    const res = await request(appPort, 'POST', '/api/chat/rooms', { headers: authHeaders(owner), body: { roomname: `Bench ${r} ${randomBytes(4).toString('hex')}`, persistentroom: true } });
    if (res.status !== 201) throw new Error(`creating a room answered ${res.status}: ${res.body}`);
    return JSON.parse(res.body).data.id;
  });
  // Members are dealt to the rooms in turn, so turns (member i speaks message i) spread over every room.
  const members = created.map((m, i) => ({ ...m, room: i % ROOMS }));
  log(`${members.length} members and ${rooms.length} rooms set up (${((Date.now() - t0) / 1000).toFixed(0)} s since start)`);

  const results = [];
  results.push(
    await measure(
      {
        name: 'app',
        port: appPort,
        connectOptions: (m) => ({ extraHeaders: { cookie: cookieOf(m) } }),
        join: async (socket, m) => {
          const reply = await ack(socket, 'chat.join', { roomId: rooms[m.room] });
          if (!reply.ok) throw new Error(`chat.join refused for ${m.name}: ${reply.code}`);
        },
        say: async (socket, m, body) => {
          const reply = await ack(socket, 'chat.say', { roomId: rooms[m.room], clientId: randomUUID(), body });
          return reply.ok ? true : reply.code;
        },
      },
      members,
      rooms,
    ),
  );
  await stopChild(app);

  const { child: echo, port: echoPort } = await startBaseline({ script: 'tests/bench/chat-echo.mjs', env, log, name: 'socket.io echo server' });
  results.push(
    await measure(
      {
        name: 'socket.io echo',
        port: echoPort,
        connectOptions: (m) => ({ auth: { member: m.id } }),
        join: async (socket, m) => {
          await ack(socket, 'chat.join', { roomId: rooms[m.room] });
        },
        say: async (socket, m, body) => ((await ack(socket, 'chat.say', { roomId: rooms[m.room], clientId: randomUUID(), body })).ok ? true : 'refused'),
      },
      members,
      rooms,
    ),
  );
  await stopChild(echo);

  const [a, b] = results;
  console.log(`${printDeliveries(results, 'refused')} (offered ${a.offeredRate.toFixed(0)} and ${b.offeredRate.toFixed(0)} messages/s)`);
  console.log(`(${MEMBERS} members in ${ROOMS} rooms, ${RATE} messages/s for ${DURATION} s after ${WARMUP} s warm-up; total ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  return deliveryVerdict('bench chat', results, 'refused');
}

await runMain('bench chat', main, async () => agent.destroy());
