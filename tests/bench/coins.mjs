// `npm run bench` (coins part), or on its own: `node tests/bench/coins.mjs [--quick]`.
//
// Issue 6's figure: coin transfers per second through the API (POST /api/coins/transfer: session, CSRF,
// validation, idempotency key, the double-entry ledger in one transaction), beside a raw node:http + pg server
// doing the same ledger SQL (claim the key, lock both accounts in id order, guarded debit, credit, two
// entries) in the same run. Senders and receivers are spread so rows are not all hot; one in ten transfers is
// more than the sender can afford (refused with 422, as designed). After each run the ledger's invariants are
// checked: all balances sum to zero, every balance equals its entries, every transaction balances, no member
// is below zero, and transactions written = transfers answered 201. Exit 1 when any of that fails.
//
// Flags (env): --duration S (BENCH_DURATION, default 10; --quick 5), --connections C (BENCH_CONNECTIONS,
// default 20), --senders N (default 200). DATABASE_URL: use this PostgreSQL instead of an embedded one.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import { benchDatabase, benchScript, freePort, runMain, startApp } from '../support/bench.mjs';

const { argv, option, log } = benchScript('bench coins');
const QUICK = argv.includes('--quick');
const DURATION = option('duration', 'BENCH_DURATION', QUICK ? 5 : 10);
const CONNECTIONS = option('connections', 'BENCH_CONNECTIONS', 20);
const SENDERS = option('senders', 'BENCH_COIN_SENDERS', 200);
const START_COINS = 1_000_000;
const HOST_HEADER = 'shuk.localhost';

// ---- servers we start besides the harness's processes, closed at the end ------------------------------
let baselineServer;
const baselineFailures = new Map();
let pool;
async function closeOwn() {
  if (baselineServer) await new Promise((r) => baselineServer.close(r));
  if (pool) await pool.end().catch(() => undefined);
}

/** Senders (each granted START_COINS through the ledger, with a session) and receivers, written directly. */
async function seed(db) {
  const run = randomBytes(3).toString('hex');
  const c = await db.connect();
  try {
    await c.query('BEGIN');
    const ins = (prefix, n) =>
      c.query(
        `INSERT INTO members (name, email, password_hash, date_of_birth, genders, tier, home_variant, locale, avatar_colour, confirmed_at)
         SELECT '${prefix}${run}_' || i, '${prefix}${run}_' || i || '@bench.invalid', 'no-login', '1985-01-01', 'f', 'free', 'shuk', 'en_GB', 1, now()
           FROM generate_series(1, $1::int) AS i RETURNING id, name`,
        [n],
      );
    const senders = (await ins('cs', SENDERS)).rows;
    const receivers = (await ins('cr', SENDERS)).rows;
    await c.query(
      `INSERT INTO member_profiles (member_id) SELECT id FROM members WHERE name LIKE 'c_${run}_%' ON CONFLICT DO NOTHING`,
    );
    await c.query(
      `INSERT INTO coin_accounts (member_id) SELECT id FROM members WHERE name LIKE 'c_${run}_%' ON CONFLICT DO NOTHING`,
    );
    const issuance = (await c.query(`SELECT id FROM coin_accounts WHERE system_code = 'issuance'`)).rows[0].id;
    // One grant per sender, double-entry like the app's: a transaction and its two entries.
    await c.query(
      `WITH s AS (SELECT a.id AS account_id, m.id AS member_id FROM members m JOIN coin_accounts a ON a.member_id = m.id WHERE m.name LIKE 'cs${run}_%'),
            t AS (INSERT INTO coin_transactions (kind, scope, idempotency_key, request_hash, amount, from_account, to_account)
                  SELECT 'grant', 'system:bench', 'grant-' || member_id, 'bench', $1, $2, account_id FROM s RETURNING id, to_account),
            e AS (INSERT INTO coin_entries (transaction_id, account_id, amount, balance_after)
                  SELECT id, $2, -$1, 0 FROM t UNION ALL SELECT id, to_account, $1, $1 FROM t)
       SELECT count(*) FROM t`,
      [START_COINS, issuance],
    );
    await c.query(
      `UPDATE coin_accounts SET balance = $1 WHERE member_id IN (SELECT id FROM members WHERE name LIKE 'cs${run}_%')`,
      [START_COINS],
    );
    await c.query(`UPDATE coin_accounts SET balance = -$1::bigint * $2 WHERE id = $3`, [
      START_COINS,
      SENDERS,
      issuance,
    ]);
    const cookies = [];
    for (const s of senders) {
      const token = randomBytes(32).toString('base64url');
      await c.query(
        `INSERT INTO sessions (token_hash, member_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
        [createHash('sha256').update(token).digest(), s.id],
      );
      cookies.push(`SID=${token}; UID=${s.id}; XSRF-TOKEN=bench-csrf-token`);
    }
    await c.query('COMMIT');
    await c.query('ANALYZE');
    return { senders, receivers, cookies };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

/** The same ledger work as LedgerRepository.move, on node:http + pg: the baseline. */
function startBaseline(db, port) {
  const accounts = new Map();
  const accountOf = async (c, memberId) => {
    if (!accounts.has(memberId))
      accounts.set(
        memberId,
        (await c.query(`SELECT id FROM coin_accounts WHERE member_id = $1`, [memberId])).rows[0].id,
      );
    return accounts.get(memberId);
  };
  baselineServer = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (d) => chunks.push(d));
    req.on('end', () => void transfer(Buffer.concat(chunks), res));
  });
  const transfer = async (raw, res) => {
    const body = JSON.parse(raw.toString('utf8'));
    let c;
    try {
      c = await db.connect();
    } catch (err) {
      res.writeHead(503).end(String(err));
      return;
    }
    try {
      await c.query('BEGIN');
      const [from, to] = [await accountOf(c, body.from), await accountOf(c, body.to)];
      const claimed = await c.query(
        `INSERT INTO coin_transactions (kind, scope, idempotency_key, request_hash, amount, from_account, to_account, initiator_id)
           VALUES ('transfer', $1, $2, 'baseline', $3, $4, $5, $6) ON CONFLICT (scope, idempotency_key) DO NOTHING RETURNING id`,
        [body.from, body.idempotencyKey, body.amount, from, to, body.from],
      );
      await c.query(`SELECT id FROM coin_accounts WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [
        [from, to],
      ]);
      const debited = await c.query(
        `UPDATE coin_accounts SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING balance`,
        [from, body.amount],
      );
      if (debited.rowCount === 0) {
        await c.query('ROLLBACK');
        res.writeHead(422, { 'content-type': 'application/json' }).end('{"code":"COINS_INSUFFICIENT"}');
        return;
      }
      const credited = await c.query(
        `UPDATE coin_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance`,
        [to, body.amount],
      );
      await c.query(
        `INSERT INTO coin_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
        [claimed.rows[0].id, from, -body.amount, debited.rows[0].balance, to, body.amount, credited.rows[0].balance],
      );
      await c.query('COMMIT');
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: { balance: Number(debited.rows[0].balance) } }));
    } catch (err) {
      await c.query('ROLLBACK').catch(() => undefined);
      baselineFailures.set(String(err), (baselineFailures.get(String(err)) ?? 0) + 1);
      res.writeHead(500).end(String(err));
    } finally {
      c.release();
    }
  };
  return new Promise((r) => baselineServer.listen(port, '127.0.0.1', r));
}

/** autocannon with a fresh body (sender, receiver, key) per request; one in ten asks for more than anyone has. */
function cannon(port, pathname, makeRequest, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${pathname}`,
        connections: CONNECTIONS,
        duration,
        method: 'POST',
        requests: [{ setupRequest: (req) => ({ ...req, ...makeRequest() }) }],
        expectBody: undefined,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function invariant(db, label) {
  const { rows } = await db.query(`
    SELECT (SELECT coalesce(sum(balance), 0) FROM coin_accounts) AS total,
           (SELECT count(*) FROM coin_accounts a WHERE a.balance <> (SELECT coalesce(sum(amount), 0) FROM coin_entries e WHERE e.account_id = a.id)) AS mismatched,
           (SELECT count(*) FROM (SELECT transaction_id FROM coin_entries GROUP BY transaction_id HAVING sum(amount) <> 0) x) AS unbalanced,
           (SELECT count(*) FROM coin_accounts WHERE member_id IS NOT NULL AND balance < 0) AS negative,
           (SELECT count(*) FROM coin_transactions WHERE kind = 'transfer') AS transfers`);
  const r = rows[0];
  const ok =
    Number(r.total) === 0 && Number(r.mismatched) === 0 && Number(r.unbalanced) === 0 && Number(r.negative) === 0;
  log(
    `${label}: ledger sum ${r.total}, balances not matching entries ${r.mismatched}, unbalanced transactions ${r.unbalanced}, negative members ${r.negative}, transfers ${r.transfers} → ${ok ? 'OK' : 'BROKEN'}`,
  );
  return { ok, transfers: Number(r.transfers) };
}

async function main() {
  const pg = (await import('pg')).default;
  const databaseUrl = await benchDatabase({ log, prefix: 'bench-coins-pg-', quiet: true });
  const { port: appPort } = await startApp({ databaseUrl, prefix: 'bench-coins', log, timeoutMs: 60_000 });
  pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined); // idle clients dropped at shutdown
  const { senders, receivers, cookies } = await seed(pool);
  log(
    `${SENDERS} senders with ${START_COINS} coins each, ${SENDERS} receivers; ${CONNECTIONS} connections, ${DURATION} s per server`,
  );

  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const amount = () => (Math.random() < 0.1 ? START_COINS * 10 : 1 + Math.floor(Math.random() * 5));
  const before = (await invariant(pool, 'before')).transfers;

  const appResult = await cannon(
    appPort,
    '/api/coins/transfer',
    () => {
      const i = Math.floor(Math.random() * senders.length);
      return {
        headers: {
          host: HOST_HEADER,
          cookie: cookies[i],
          'x-xsrf-token': 'bench-csrf-token',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ to: pick(receivers).name, amount: amount(), idempotencyKey: randomUUID() }),
      };
    },
    DURATION,
  );
  const afterApp = await invariant(pool, 'after the app');

  const basePort = await freePort();
  await startBaseline(pool, basePort);
  const baseResult = await cannon(
    basePort,
    '/transfer',
    () => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        from: pick(senders).id,
        to: pick(receivers).id,
        amount: amount(),
        idempotencyKey: randomUUID(),
      }),
    }),
    DURATION,
  );
  const afterBase = await invariant(pool, 'after the baseline');

  const created = (r) => r['2xx'];
  const rate = (r) => created(r) / DURATION;
  const appWritten = afterApp.transfers - before;
  const baseWritten = afterBase.transfers - afterApp.transfers;
  console.log('');
  console.log(
    `transfers/s (201)   app ${rate(appResult).toFixed(0)}   baseline ${rate(baseResult).toFixed(0)}   app/baseline ${(rate(appResult) / rate(baseResult)).toFixed(2)}`,
  );
  console.log(
    `latency p50/p99 ms  app ${appResult.latency.p50}/${appResult.latency.p99}   baseline ${baseResult.latency.p50}/${baseResult.latency.p99}`,
  );
  console.log(
    `refused (4xx)       app ${appResult['4xx']}   baseline ${baseResult['4xx']}   5xx/errors app ${appResult['5xx']}/${appResult.errors} baseline ${baseResult['5xx']}/${baseResult.errors}`,
  );
  const load = os.loadavg()[0];
  if (load > os.cpus().length)
    console.log(
      `(load average ${load.toFixed(1)} on ${os.cpus().length} CPUs during the run: absolute figures are noisy)`,
    );
  // autocannon stops counting at the deadline: requests still in flight then (at most one per connection) are
  // written but not counted, so written - answered must lie in 0..connections.
  const inFlightOk = (written, answered) => written >= answered && written - answered <= CONNECTIONS;
  console.log(
    `written vs answered app ${appWritten} vs ${created(appResult)}   baseline ${baseWritten} vs ${created(baseResult)} (in flight at the deadline: at most ${CONNECTIONS})`,
  );
  const good =
    afterApp.ok &&
    afterBase.ok &&
    inFlightOk(appWritten, created(appResult)) &&
    inFlightOk(baseWritten, created(baseResult)) &&
    appResult['5xx'] === 0 &&
    appResult.errors === 0 &&
    baseResult['5xx'] === 0 &&
    created(appResult) > 0;
  for (const [message, n] of baselineFailures) console.log(`baseline 500 ×${n}: ${message}`);
  if (!good) console.error('\nbench coins: FAILED (see above)');
  return good ? 0 : 1;
}

await runMain('bench coins', main, closeOwn);
