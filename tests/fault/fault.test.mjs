// Faults under load (issue 16): two API nodes (A, B) and a job worker on a PostgreSQL and a Redis of this test's
// own, with the local Stripe stand-in (payments on). While members message each other and send each other coins
// through both nodes, the test
//   1. kills the worker in the middle of a coin withdrawal payout (Stripe has made the transfer, the worker never
//      hears back) and of a video processing job (ffmpeg running), and starts it again;
//   2. restarts PostgreSQL;
//   3. drops Redis for 10 s (SIGKILL, then started again on the same port with its append-only file);
//   4. kills node A with sockets attached (its tabs reconnect to B, as behind the reverse proxy).
// After each: the coin ledger's invariants (entries sum to 0 per transaction and overall, balances match
// entries, no negative member balance, each transfer key moved once, one Stripe transfer per withdrawal), every
// message delivered exactly once to its recipient (socket, or the reconnect catch-up the site does), every job
// done once, and the processes that were not killed answer /healthz 200 with the pid they started with.
//
//   npm run test:fault      (expects a build; needs `redis-server`; the video part needs ffmpeg)
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { Inbox, Member } from '../support/client.mjs';
import { appEnv, delay, ownPostgres, ownRedis, requireBuild, startApi, startWorker, stopAll, stripeStandIn, tempDir } from '../support/nodes.mjs';

const log = (m) => console.log(`[fault] ${m}`);
requireBuild();
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
if (!hasRedis) console.warn('\n*** redis-server is NOT installed: the fault tests were SKIPPED ***\n');
if (!hasFfmpeg) console.warn('\n*** ffmpeg is NOT installed: the video part of the worker fault is SKIPPED ***\n');

/** The coin ledger's invariants, straight from the tables (the same checks as CoinsService.audit). */
async function ledger(db) {
  const [row] = (
    await db.query(`SELECT
      (SELECT coalesce(sum(balance), 0) FROM coin_accounts)::bigint AS total,
      (SELECT coalesce(sum(amount), 0) FROM coin_entries)::bigint AS entries,
      (SELECT count(*) FROM coin_accounts a WHERE a.balance <> (SELECT coalesce(sum(amount), 0) FROM coin_entries e WHERE e.account_id = a.id))::int AS mismatched,
      (SELECT count(*) FROM (SELECT transaction_id FROM coin_entries GROUP BY transaction_id HAVING sum(amount) <> 0) x)::int AS unbalanced,
      (SELECT count(*) FROM coin_accounts WHERE member_id IS NOT NULL AND balance < 0)::int AS negative,
      (SELECT count(*) FROM coin_transactions t WHERE (SELECT count(*) FROM coin_entries e WHERE e.transaction_id = t.id) <> 2)::int AS half`)
  ).rows;
  return { total: Number(row.total), entries: Number(row.entries), mismatched: row.mismatched, unbalanced: row.unbalanced, negative: row.negative, half: row.half };
}

/** Coins for the test members: one `grant` from the issuance account, written as the ledger repository writes it. */
async function grant(db, memberId, amount) {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(`INSERT INTO coin_accounts (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING`, [memberId]);
    const to = (await client.query(`SELECT id FROM coin_accounts WHERE member_id = $1`, [memberId])).rows[0].id;
    const from = (await client.query(`SELECT id FROM coin_accounts WHERE system_code = 'issuance'`)).rows[0].id;
    const tx = (
      await client.query(
        `INSERT INTO coin_transactions (kind, scope, idempotency_key, request_hash, amount, from_account, to_account) VALUES ('grant', 'system:fault-test', $1, 'fault-test', $2, $3, $4) RETURNING id`,
        [`grant-${randomUUID()}`, amount, from, to],
      )
    ).rows[0].id;
    const fromBalance = (await client.query(`UPDATE coin_accounts SET balance = balance - $2 WHERE id = $1 RETURNING balance`, [from, amount])).rows[0].balance;
    const toBalance = (await client.query(`UPDATE coin_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance`, [to, amount])).rows[0].balance;
    await client.query(`INSERT INTO coin_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`, [tx, from, -amount, fromBalance, to, amount, toBalance]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Members messaging and paying each other through the nodes that are up, as browsers behind the proxy would:
 * a request that fails (connection refused, 5xx, timeout) is sent again with the same client id or idempotency
 * key to the next node until it is answered, so each message and each coin transfer is meant exactly once.
 */
class Traffic {
  constructor(pairs, nodes) {
    this.pairs = pairs; // [{ from: Member, to: Member, conversationId }]
    this.nodes = nodes; // live list, edited by the test
    this.sent = []; // { id, to: memberId }
    this.transfers = new Map(); // key → { amount, done }
    this.retries = { messages: 0, transfers: 0 };
    this.errors = new Map();
    this.running = false;
    this.turn = 0;
  }

  node() {
    this.turn += 1;
    return this.nodes[this.turn % this.nodes.length];
  }

  note(what) {
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }

  /** Sends until answered 201/200; retries reuse the key. */
  async until(kind, fn) {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) {
        this.retries[kind] += 1;
        await delay(Math.min(2_000, 200 * attempt));
      }
      let res;
      try {
        res = await fn(this.node());
      } catch (err) {
        this.note(`${kind}: ${err.code ?? err.message}`);
        continue;
      }
      if (res.status === 200 || res.status === 201) return res;
      this.note(`${kind}: ${res.status} ${res.body?.code ?? ''}`);
      if (res.status === 429) await delay(Number(res.headers?.['retry-after'] ?? 2) * 1_000);
      else if (res.status < 500 && res.status !== 403) throw new Error(`${kind} refused: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }

  async sender(pair) {
    // The anti-flood limit is 30 messages a minute per sender: one every 2.1 s.
    while (this.running) {
      const started = Date.now();
      const clientId = randomUUID();
      const res = await this.until('messages', (node) => pair.from.post(`/api/conversations/${pair.conversationId}/messages`, { message: `load ${clientId}`, clientId }, { node, timeoutMs: 15_000 }));
      this.sent.push({ id: res.body.data.message.id, to: pair.to.id });
      const key = `fault-${randomUUID()}`;
      this.transfers.set(key, { amount: 1, done: false });
      await this.until('transfers', (node) => pair.from.post('/api/coins/transfer', { to: pair.to.name, amount: 1, idempotencyKey: key }, { node, timeoutMs: 15_000 }));
      this.transfers.get(key).done = true;
      await delay(Math.max(0, 2_100 - (Date.now() - started)));
    }
  }

  start() {
    this.running = true;
    this.loops = this.pairs.map((p) => this.sender(p));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }
}

describe('faults under load', { skip: hasRedis ? false : 'redis-server is not installed' }, () => {
  let pgServer;
  let redis;
  let stripe;
  let db;
  let a;
  let b;
  let worker;
  let traffic;
  const inboxes = new Map(); // member id → Inbox
  const pidsBefore = new Map(); // node → pid when the current fault began
  const mark = () => [a, b, worker].forEach((n) => pidsBefore.set(n, n.pid));
  const members = {};
  let dataDir;

  before(async () => {
    const t0 = Date.now();
    [pgServer, redis, stripe] = await Promise.all([ownPostgres(), ownRedis({ persist: true }), stripeStandIn()]);
    dataDir = tempDir('fault-data-');
    const env = appEnv({ databaseUrl: pgServer.url, redisUrl: redis.url, dataDir, extra: stripe.env });
    a = await startApi({ name: 'api-a', env, seed: true });
    [b, worker] = await Promise.all([startApi({ name: 'api-b', env }), startWorker({ name: 'worker', env })]);
    db = new pg.Pool({ connectionString: pgServer.url, max: 3 });
    db.on('error', () => undefined);
    log(`PostgreSQL :${pgServer.port}, Redis :${redis.port}, A :${a.port}, B :${b.port}, worker pid ${worker.pid}: ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // Three friends message each other in a ring, each with a tab on A or B, and 5,000 coins each.
    for (const [i, name] of ['silver_uk', 'gold_uk', 'platinum_uk'].entries()) {
      const m = new Member(i % 2 ? b : a, name);
      assert.equal((await m.login()).status, 200);
      members[name] = m;
      await grant(db, m.id, 5_000);
      const inbox = new Inbox(m, i % 2 ? [b, a] : [a, b]);
      await inbox.ready();
      inboxes.set(m.id, inbox);
    }
    const ring = [
      [members.silver_uk, members.gold_uk],
      [members.gold_uk, members.platinum_uk],
      [members.platinum_uk, members.silver_uk],
    ];
    const pairs = [];
    for (const [from, to] of ring) {
      const res = await from.post('/api/conversations', { recipientIds: [to.id], message: 'fault test', clientId: randomUUID() });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      pairs.push({ from, to, conversationId: res.body.data.conversation.id });
      // The first message counts too.
      inboxes.get(to.id).expected = [res.body.data.message.id];
    }
    traffic = new Traffic(pairs, [a, b]);
    traffic.start();
  });

  after(async () => {
    if (traffic?.running) await traffic.stop();
    for (const inbox of inboxes.values()) inbox.close();
    await db?.end();
    await stopAll();
  });

  /** Every message sent so far reached its recipient once; the ledger holds; the survivors kept their pid. */
  async function check(label, survivors) {
    const ok = await waitUntil(() => deliveredAll(), 20_000);
    const report = [];
    let missing = 0;
    let repeats = 0;
    for (const inbox of inboxes.values()) {
      const expected = [...(inbox.expected ?? []), ...traffic.sent.filter((s) => s.to === inbox.member.id).map((s) => s.id)];
      const lost = expected.filter((id) => !inbox.ids.has(id));
      missing += lost.length;
      repeats += inbox.socketRepeats;
      const by = (source) => expected.filter((id) => inbox.ids.get(id) === source).length;
      report.push(`${inbox.member.name}: sent to them ${expected.length}, arrived by socket ${by('socket')}, by catch-up ${by('resync')}, missing ${lost.length}, repeats ${inbox.socketRepeats}, reconnects ${inbox.connects - 1}${inbox.resyncErrors.length ? `, failed catch-ups ${inbox.resyncErrors.length}` : ''}`);
    }
    const l = await ledger(db);
    const transfersDone = [...traffic.transfers.values()].filter((t) => t.done).length;
    const moved = Number((await db.query(`SELECT count(*) FROM coin_transactions WHERE kind = 'transfer' AND idempotency_key LIKE 'fault-%'`)).rows[0].count);
    log(`after ${label}: messages sent ${traffic.sent.length + inboxes.size} (retried sends ${traffic.retries.messages}); ${report.join(' | ')}`);
    log(`after ${label}: coin transfers answered ${transfersDone} (retried ${traffic.retries.transfers}), in the ledger ${moved}; ledger total ${l.total}, entries sum ${l.entries}, mismatched ${l.mismatched}, unbalanced ${l.unbalanced}, negative ${l.negative}; errors seen: ${JSON.stringify(Object.fromEntries(traffic.errors))}`);
    assert.ok(ok, 'every message arrived');
    assert.equal(missing, 0, 'no message lost');
    assert.equal(repeats, 0, 'no message delivered twice');
    assert.deepEqual(l, { total: 0, entries: 0, mismatched: 0, unbalanced: 0, negative: 0, half: 0 });
    // Every transfer the client saw answered is in the ledger once; one in flight may be answered just after.
    assert.ok(moved >= transfersDone && moved <= traffic.transfers.size, `transfers in the ledger ${moved}, answered ${transfersDone}, asked ${traffic.transfers.size}`);
    for (const node of survivors) {
      assert.ok(node.running, `${node.name} is still running`);
      assert.equal(node.pid, pidsBefore.get(node), `${node.name} is the process it was before the fault (not restarted)`);
      if (!node.health) continue;
      const h = await node.health();
      assert.equal(h.status, 200, `${node.name} answers /healthz 200`);
      assert.equal(h.body.process.pid, node.pid);
    }
  }

  function deliveredAll() {
    for (const inbox of inboxes.values()) {
      const expected = [...(inbox.expected ?? []), ...traffic.sent.filter((s) => s.to === inbox.member.id).map((s) => s.id)];
      if (expected.some((id) => !inbox.ids.has(id))) return false;
    }
    return true;
  }

  it('kills the worker in the middle of a withdrawal payout and of a video job: each completes once', async () => {
    mark();
    const m = members.gold_uk;
    assert.equal((await m.put('/api/coins/settings', { payoutAccount: 'acct_faulttest01' })).status, 200);
    // Stripe makes the transfer but its answer is held back: the worker dies waiting for it.
    let held = [];
    let transferSeen;
    const seen = new Promise((r) => (transferSeen = r));
    const realJson = stripe.server.json.bind(stripe.server);
    stripe.server.json = (res, status, body) => {
      if (body?.object === 'transfer' && held) {
        held.push(() => realJson(res, status, body));
        transferSeen();
        return JSON.stringify(body);
      }
      return realJson(res, status, body);
    };
    const w = await m.post('/api/coins/withdraw', { coins: 1000, idempotencyKey: `withdraw-${randomUUID()}` });
    assert.equal(w.status, 201, JSON.stringify(w.body));
    const withdrawalId = w.body.data.id;

    let mediaId = null;
    if (hasFfmpeg) {
      const clip = path.join(dataDir, 'clip.mp4');
      const made = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=6:size=640x480:rate=25', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
      assert.equal(made.status, 0, made.stderr.toString());
      const up = await m.upload('/api/media', { filename: 'clip.mp4', contentType: 'video/mp4', data: readFileSync(clip) });
      assert.equal(up.status, 202, JSON.stringify(up.body));
      mediaId = up.body.data.id;
    }
    await seen;
    if (hasFfmpeg) {
      // ffmpeg running under the worker: the video job is in the middle.
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && !spawnSync('ps', ['-o', 'comm=', '--ppid', String(worker.pid)]).stdout.toString().includes('ffmpeg')) await delay(25);
    }
    const killedAt = Date.now();
    await worker.restart();
    log(`worker killed with the payout waiting on Stripe${hasFfmpeg ? ' and ffmpeg encoding' : ''}; new worker pid ${worker.pid} up after ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    const release = held;
    held = null;
    release.forEach((f) => f());

    const status = async () => (await m.get('/api/coins/withdrawals')).body.data.find((x) => x.id === withdrawalId)?.status;
    const videoState = async () => (mediaId ? (await m.get(`/api/media/${mediaId}`)).body.data?.processing : 'ready');
    const done = {};
    const finished = await waitUntil(async () => {
      if (!done.paid && (await status()) === 'paid') done.paid = ((Date.now() - killedAt) / 1000).toFixed(1);
      if (!done.video && (await videoState()) === 'ready') done.video = ((Date.now() - killedAt) / 1000).toFixed(1);
      return Boolean(done.paid && done.video);
    }, 150_000);
    assert.ok(finished, `withdrawal ${await status()}, video ${await videoState()}`);
    const recovered = `payout done ${done.paid} s, video ready ${done.video} s`;
    const transfers = stripe.server.transfers.filter((t) => t.destination === 'acct_faulttest01');
    const payoutTx = Number((await db.query(`SELECT count(*) FROM coin_transactions WHERE reference = $1 AND kind = 'withdrawal-paid'`, [withdrawalId])).rows[0].count);
    const transferCalls = stripe.server.requests.filter((r) => r.path === '/v1/transfers').length;
    log(`after the kill: ${recovered}; Stripe transfer calls ${transferCalls}, transfers made ${transfers.length}; ledger payouts ${payoutTx}`);
    assert.equal(transfers.length, 1, 'one transfer: the retry reused the idempotency key');
    assert.equal(payoutTx, 1, 'the held coins were paid out once');
    await check('the worker kill', [a, b]);
  });

  it('restarts PostgreSQL under load', async () => {
    mark();
    const t = Date.now();
    await pgServer.stop();
    const down = Date.now();
    await delay(3_000);
    await pgServer.start();
    log(`PostgreSQL stopped in ${((down - t) / 1000).toFixed(1)} s, down 3 s, started again`);
    const healthy = await waitUntil(async () => (await Promise.all([a, b].map((n) => n.health().catch(() => ({ status: 0 }))))).every((h) => h.status === 200), 60_000);
    log(`both nodes answered /healthz 200 again ${((Date.now() - down) / 1000).toFixed(1)} s after PostgreSQL went down`);
    assert.ok(healthy);
    await delay(3_000);
    await check('the PostgreSQL restart', [a, b, worker]);
    assert.ok(worker.running, 'the worker kept running');
  });

  it('drops Redis for 10 s', async () => {
    mark();
    await redis.stop();
    const down = Date.now();
    await delay(10_000);
    await redis.start();
    const healthy = await waitUntil(async () => (await Promise.all([a, b].map((n) => n.health().catch(() => ({ status: 0 }))))).every((h) => h.status === 200), 60_000);
    log(`Redis down 10 s; both nodes answered /healthz 200 again ${((Date.now() - down) / 1000).toFixed(1)} s after it went down`);
    assert.ok(healthy);
    // A job through the worker after the outage: a password reset mail.
    const anon = new Member(b, 'anon');
    await anon.get('/api/auth/validate');
    const to = 'writer@demo.community.localhost';
    assert.ok((await anon.post('/api/auth/password/forgot', { email: to })).status < 300);
    await worker.waitFor(() => worker.lines((l) => String(l.msg).startsWith(`mail to ${to} written`)).length === 1, 'the reset mail after the Redis outage', 30_000);
    await delay(3_000);
    await check('the Redis outage', [a, b, worker]);
  });

  it('kills node A with sockets attached: its tabs move to B and catch up', async () => {
    mark();
    // Two of the three tabs on A, one on B: the Redis outage's reconnects may have left them anywhere.
    const tabs = [...inboxes.values()];
    await Promise.all([tabs[0].moveTo(a), tabs[1].moveTo(b), tabs[2].moveTo(a)]);
    const onA = tabs.filter((i) => i.node === a).length;
    assert.equal(onA, 2);
    traffic.nodes.splice(0, traffic.nodes.length, b);
    await a.kill('SIGKILL');
    const killed = Date.now();
    const moved = await waitUntil(() => [...inboxes.values()].every((i) => i.node === b && i.socket.connected), 30_000);
    log(`node A killed with ${onA} tab(s) attached; all tabs on B after ${((Date.now() - killed) / 1000).toFixed(1)} s`);
    assert.ok(moved);
    await delay(4_000);
    await traffic.stop();
    await check('the node kill', [b, worker]);
    const jobs = worker.lines((l) => l.msg === 'job failed');
    log(`job failures logged by the worker over the run: ${jobs.length}`);
  });
});

async function waitUntil(fn, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await fn()) return true;
    await delay(200);
  }
  return false;
}
