// The multi-node proof (issue 16): two API processes (WORKERS_IN_PROCESS=false) and one job worker
// (`apps/api/dist/worker.js`) on loopback ports, sharing one fresh PostgreSQL database and the machine's Redis;
// then `npm start`'s mode, the cluster supervisor, restarting a killed HTTP worker while the other answers.
//
//   npm run test:cluster            (expects a build; part of `npm test`)
//
// Redis: TEST_REDIS_URL (default redis://127.0.0.1:6379); when it does not answer, the multi-node part is SKIPPED
// and says so loudly. The run uses a Redis database index of its own (1-15) so the shared server's other users
// never take its jobs. PostgreSQL: a fresh database on TEST_DATABASE_URL's server, or an embedded one.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { Inbox, Member, ask, connected, once, onceWhere } from '../support/client.mjs';
import { MACHINE_REDIS, appEnv, delay, freshDatabase, getJson, redisReachable, requireBuild, startApi, startSupervisor, startWorker, stopAll, tempDir } from '../support/nodes.mjs';

const log = (m) => console.log(`[cluster] ${m}`);
requireBuild();
const redisUp = await redisReachable(MACHINE_REDIS);
if (!redisUp) {
  console.warn(`\n*** REDIS NOT REACHABLE at ${MACHINE_REDIS}: the multi-node cluster tests were SKIPPED (set TEST_REDIS_URL) ***\n`);
}
const redisDb = 1 + Math.floor(Math.random() * 15);
const redisUrl = `${MACHINE_REDIS.replace(/\/\d*$/, '')}/${redisDb}`;

let db;
let dataDir;
after(() => stopAll());

describe('two API nodes and a worker on one database and one Redis', { skip: redisUp ? false : `Redis not reachable at ${MACHINE_REDIS}` }, () => {
  let a;
  let b;
  let worker;
  let env;

  before(async () => {
    db = await freshDatabase('cluster');
    dataDir = tempDir('cluster-data-');
    log(`database: ${db.where}; Redis: ${redisUrl}`);
    env = appEnv({ databaseUrl: db.url, redisUrl, dataDir, extra: { RATE_LIMIT_LOGIN: '3' } });
    const t0 = Date.now();
    // Node A migrates and seeds the demo members; B and the worker start against the migrated database.
    a = await startApi({ name: 'api-a', env, seed: true });
    [b, worker] = await Promise.all([startApi({ name: 'api-b', env }), startWorker({ name: 'worker', env })]);
    log(`A :${a.port}, B :${b.port} and the worker ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });

  it('a session made on node A works on node B', async () => {
    const m = new Member(a, 'gold_uk');
    assert.equal((await m.login()).status, 200);
    assert.equal(await m.whoAmI(b), m.id, 'node B knows the session cookie node A issued');
    assert.equal((await m.get('/api/coins', { node: b })).status, 200, 'a member-only endpoint answers on B');
    const stranger = new Member(b, 'nobody');
    assert.equal(await stranger.whoAmI(), null);
  });

  it('a message sent through node A reaches the recipient connected to node B (and its tab on A), once', async () => {
    const sender = new Member(a, 'silver_uk');
    const recipient = new Member(b, 'platinum_uk');
    assert.equal((await sender.login()).status, 200);
    assert.equal((await recipient.login(undefined, b)).status, 200);
    const inboxB = new Inbox(recipient, [b]);
    const inboxA = new Inbox(recipient, [a]);
    try {
      assert.equal(await inboxB.ready(), recipient.id);
      assert.equal(await inboxA.ready(), recipient.id);
      const first = await sender.post('/api/conversations', { recipientIds: [recipient.id], message: 'hello across nodes', clientId: randomUUID() });
      assert.equal(first.status, 201, JSON.stringify(first.body));
      const conversationId = first.body.data.conversation.id;
      const sent = [first.body.data.message.id];
      for (let i = 0; i < 14; i++) {
        const res = await sender.post(`/api/conversations/${conversationId}/messages`, { message: `message ${i} through A`, clientId: randomUUID() });
        assert.equal(res.status, 201, JSON.stringify(res.body));
        sent.push(res.body.data.message.id);
      }
      const deadline = Date.now() + 10_000;
      while ((inboxB.ids.size < sent.length || inboxA.ids.size < sent.length) && Date.now() < deadline) await delay(50);
      log(`messages: sent ${sent.length} through A; arrived on B's socket ${inboxB.ids.size} (repeats ${inboxB.socketRepeats}), on A's ${inboxA.ids.size} (repeats ${inboxA.socketRepeats})`);
      assert.deepEqual([...inboxB.ids.keys()].sort(), [...sent].sort(), 'every message reached the socket on node B');
      assert.deepEqual([...inboxA.ids.keys()].sort(), [...sent].sort(), 'and the tab on node A');
      assert.equal(inboxB.socketRepeats + inboxA.socketRepeats, 0, 'no message delivered twice');
    } finally {
      inboxA.close();
      inboxB.close();
    }
  });

  it('a chat room spans both nodes: presence, counts and lines', async () => {
    const x = new Member(a, 'free_uk');
    const y = new Member(b, 'gold_uk');
    assert.equal((await x.login()).status, 200);
    assert.equal((await y.login(undefined, b)).status, 200);
    const rooms = (await x.get('/api/chat/rooms')).body.data.items;
    const lobby = rooms.find((r) => r.name === 'Lobby');
    assert.ok(lobby, 'the lobby exists');
    const sx = x.socket(a);
    const sy = y.socket(b);
    try {
      await Promise.all([connected(sx), connected(sy)]);
      assert.equal((await ask(sx, 'chat.join', { roomId: lobby.id })).ok, true);
      const joinedSeenOnA = once(sx, 'chat.joined');
      assert.equal((await ask(sy, 'chat.join', { roomId: lobby.id })).ok, true);
      const joined = await joinedSeenOnA;
      assert.equal(joined.member.id, y.id, "A saw B’s member enter");
      // Counts come from the presence table every node writes: both nodes answer 2.
      for (const node of [a, b]) {
        const count = (await x.get('/api/chat/rooms', { node })).body.data.items.find((r) => r.id === lobby.id).count;
        assert.equal(count, 2, `node ${node.port} counts both members`);
      }
      const fromA = randomUUID();
      const lineOnB = onceWhere(sy, 'chat.message', (m) => m.clientId === fromA);
      const said = await ask(sx, 'chat.say', { roomId: lobby.id, clientId: fromA, body: 'hello from node A' });
      assert.equal(said.ok, true, JSON.stringify(said));
      assert.equal((await lineOnB).body, 'hello from node A');
      const fromB = randomUUID();
      const lineOnA = onceWhere(sx, 'chat.message', (m) => m.clientId === fromB);
      assert.equal((await ask(sy, 'chat.say', { roomId: lobby.id, clientId: fromB, body: 'and back from B' })).ok, true);
      assert.equal((await lineOnA).body, 'and back from B');
    } finally {
      sx.close();
      sy.close();
    }
  });

  it('a job enqueued on node A runs on the worker, exactly once', async () => {
    const m = new Member(a, 'anon');
    await m.get('/api/auth/validate');
    const to = 'writer@demo.community.localhost';
    const res = await m.post('/api/auth/password/forgot', { email: to });
    assert.ok(res.status < 300, `forgot answered ${res.status}`);
    const mails = () => readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
    await worker.waitFor(() => worker.lines((l) => String(l.msg).startsWith(`mail to ${to} written`)).length > 0, 'the reset mail', 20_000);
    await delay(1_500); // a second run would land here
    const ran = worker.lines((l) => String(l.msg).startsWith(`mail to ${to} written`)).length;
    const onApi = [a, b].flatMap((n) => n.lines((l) => String(l.msg).startsWith('mail to ')));
    log(`job: 1 enqueued on A; ran ${ran} time(s) on the worker, ${onApi.length} on the API nodes; .eml files: ${mails().length}`);
    assert.equal(ran, 1);
    assert.equal(onApi.length, 0, 'API nodes run no jobs (WORKERS_IN_PROCESS=false)');
  });

  it('the login rate limit holds across nodes', async () => {
    // RATE_LIMIT_LOGIN=3: three wrong passwords spread over A and B, then both nodes refuse.
    const m = new Member(a, 'reader');
    const answers = [];
    for (const node of [a, b, a, b, a]) answers.push((await m.login('wrong-password-1', node)).status);
    log(`login limit 3 over two nodes: answers ${answers.join(' ')}`);
    assert.deepEqual(answers, [401, 401, 401, 429, 429]);
  });

  it('stops the nodes', async () => {
    await Promise.all([a.stop(), b.stop(), worker.stop()]);
  });
});

describe('the cluster supervisor (npm start): a killed worker is restarted while the other answers', () => {
  it('restarts a killed HTTP worker, shows it in /healthz, and keeps answering', async () => {
    db ??= await freshDatabase('cluster');
    dataDir ??= tempDir('cluster-data-');
    // No REDIS_URL: socket.io between the workers goes over PostgreSQL (LISTEN/NOTIFY), jobs over BullMQ's PostgreSQL backend.
    const env = appEnv({ databaseUrl: db.url, dataDir });
    const t0 = Date.now();
    const sup = await startSupervisor({ env, webWorkers: 2, jobs: false, seed: true });
    // Both workers listening: two different pids answer.
    const pids = new Set();
    const deadline = Date.now() + 60_000;
    while (pids.size < 2 && Date.now() < deadline) {
      const h = await sup.health().catch(() => null);
      if (h?.status === 200) pids.add(h.body.process.pid);
      await delay(100);
    }
    assert.equal(pids.size, 2, 'two HTTP workers answer');
    log(`supervisor with 2 workers ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (pids ${[...pids].join(', ')})`);
    const h0 = await sup.health();
    assert.equal(h0.body.supervisor.webWorkers, 2);
    assert.equal(h0.body.supervisor.restarts, 0);

    // A message across workers without Redis: sockets connect until one lands on each worker.
    const sender = new Member(sup, 'silver_uk');
    const recipient = new Member(sup, 'platinum_uk');
    assert.equal((await sender.login()).status, 200);
    assert.equal((await recipient.login()).status, 200);
    const inboxes = [];
    for (let i = 0; i < 4; i++) {
      const inbox = new Inbox(recipient, [sup]);
      await inbox.ready();
      inboxes.push(inbox);
    }
    const res = await sender.post('/api/conversations', { recipientIds: [recipient.id], message: 'over PostgreSQL', clientId: randomUUID() });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const id = res.body.data.message.id;
    const until = Date.now() + 10_000;
    while (inboxes.some((i) => !i.ids.has(id)) && Date.now() < until) await delay(50);
    log(`message across supervisor workers (PostgreSQL adapter): arrived on ${inboxes.filter((i) => i.ids.get(id) === 'socket').length} of ${inboxes.length} sockets`);
    assert.ok(inboxes.every((i) => i.ids.get(id) === 'socket'), 'every socket of the recipient, whichever worker holds it, got the message');
    inboxes.forEach((i) => i.close());

    // Kill one worker outright and probe continuously until the supervisor's replacement answers.
    const victim = h0.body.process.pid;
    // Four probers, each a new connection every 50 ms, until the supervisor's replacement answers.
    const probes = { ok: 0, failed: [], servedBy: new Set() };
    /** @type {any} */
    let replaced = null;
    const killedAt = Date.now();
    process.kill(victim, 'SIGKILL');
    const prober = async () => {
      while (!replaced && Date.now() - killedAt < 90_000) {
        const sentAt = Date.now() - killedAt;
        const h = await getJson(sup.port, '/healthz').catch((err) => ({ status: 0, error: err.message }));
        if (h.status === 200) {
          probes.ok += 1;
          probes.servedBy.add(h.body.process.pid);
          assert.notEqual(h.body.process.pid, victim);
          if (h.body.supervisor.restarts === 1 && !pids.has(h.body.process.pid)) replaced ??= h.body;
        } else probes.failed.push(`${h.status || h.error} (sent ${sentAt} ms after the kill)`);
        await delay(50);
      }
    };
    await Promise.all([prober(), prober(), prober(), prober()]);
    const seconds = ((Date.now() - killedAt) / 1000).toFixed(1);
    log(`killed worker pid ${victim}: replacement pid ${replaced?.process.pid} answered after ${seconds} s; probes meanwhile: ${probes.ok} answered 200 (by pids ${[...probes.servedBy].join(', ')}), ${probes.failed.length} failed${probes.failed.length ? `: ${probes.failed.join('; ')}` : ''}`);
    assert.ok(replaced, 'a new worker answered');
    assert.equal(replaced.supervisor.lastCrash.pid, victim);
    assert.equal(replaced.supervisor.lastCrash.signal, 'SIGKILL');
    // A connection the primary handed to the worker in the instant it died is lost with it (Node's round-robin
    // hand-off has no retry for a dead worker); every probe after that instant must be answered by the other.
    assert.ok(probes.failed.length <= 1, 'the other worker answered the probes while the killed one was replaced');
    const crashLines = sup.output.split('\n').filter((l) => l.includes('died; restarting'));
    assert.equal(crashLines.length, 1, `the crash is logged once:\n${crashLines.join('\n')}`);
    await sup.stop();
    assert.equal(sup.proc.exitCode, 0, 'the supervisor stops cleanly on SIGTERM');
  });
});
