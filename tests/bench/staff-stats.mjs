// The staff dashboard's figures (`GET /api/staff/site-stats`, issue 10) on a large database:
//   node tests/bench/staff-stats.mjs [--members N] [--quick] [--reuse]
//
// --reuse (with DATABASE_URL): skip generating when the database already holds N generated members from an earlier
// run (so a change to the queries can be timed again without waiting for the rows).
//
// Generates N members (default 200000, the issue's figure; --quick: 20000) spread over the 21 variants and
// joined over the past year, with a year of activity: logins (sessions, ~8 per member), messages (~10 per
// member in 1:1 conversations), published stories (1 per 10 members), first subscriptions (1 per 10) and
// payments (~1 per 4, a tenth of them refunded or failed). Everything is written with generate_series straight
// into the app's tables, after the app's own migrations, on an embedded PostgreSQL (or DATABASE_URL, which
// then keeps the rows).
//
// Then it runs the daily rollup job's work once (SiteStatsRollup.run: every finished day of the last 400 into
// staff_stats_*, timed) and times SiteStatsService.stats — the same code the endpoint runs — both ways beside
// each other: "live" (every day aggregated from the source tables) and "rollup" (finished days read from the
// rollup, today live, as the endpoint does), for 7, 30, 90 and 365 days, for all brands and for one brand, each
// the median of 5 runs after one warm-up; it checks the two give the same figures ("same") and prints the plans'
// index use (EXPLAIN of the per-day signups and messages queries). Needs a build (`npm run build`).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDatabase, benchScript, cleanup, root } from '../support/bench.mjs';

const { argv, option, log } = benchScript('bench staff-stats');
const QUICK = argv.includes('--quick');
const MEMBERS = option('members', 'BENCH_MEMBERS', QUICK ? 20_000 : 200_000, 100);
const RUNS = 5;
const VARIANTS = ['fsuk', 'kiwi', 'lush', 'pefr', 'psbr', 's4ie', 'scit', 'scnl', 'shat', 'shau', 'shbe', 'shca', 'shch', 'shde', 'shes', 'shpl', 'shuk', 'shus', 'shza', 'stsp', 'swbw'];

/** DATABASE_URL, else an embedded PostgreSQL tuned for bulk writes. */
const startDatabase = () =>
  benchDatabase({ log, prefix: 'bench-staff-stats-pg-', quiet: true, flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_wal_size=4GB', '-c', 'synchronous_commit=off'] });

const dist = (p) => import(pathToFileURL(path.join(root, 'apps/api/dist', p)).href);

async function seed(ds) {
  const n = MEMBERS;
  const started = Date.now();
  const step = async (label, sql, params = []) => {
    const t = Date.now();
    await ds.query(sql, params);
    log(`  ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  const run = Math.random().toString(36).slice(2, 8);
  log(`generating ${n} members and a year of activity…`);
  // Members: joined evenly over the past 365 days, round-robin over the variants.
  await step(
    `${n} members`,
    `INSERT INTO members (name, email, password_hash, date_of_birth, genders, home_variant, locale, avatar_colour, confirmed_at, created_at)
     SELECT 'st${run}_' || i, 'st${run}_' || i || '@bench.invalid', 'no-login', DATE '1980-01-01', 'f',
            ($2::text[])[1 + i % 21], 'en_GB', 1 + i % 4, now(), now() - make_interval(secs => (hashint4(i) & 2147483647) % (365 * 86400))
       FROM generate_series(1, $1::int) AS i`,
    [n, VARIANTS],
  );
  await ds.query(`CREATE TEMP TABLE bench_m AS SELECT row_number() OVER (ORDER BY id) AS k, id, created_at FROM members WHERE name LIKE 'st${run}_%'`);
  await ds.query(`CREATE UNIQUE INDEX ON bench_m (k)`);
  // Logins: 8 per member on average, after they joined.
  await step(
    `${n * 8} sessions (logins)`,
    `INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at, ended_at)
     SELECT sha256(convert_to('${run}' || i, 'UTF8')), m.id, t, t, t + interval '7 days', t + interval '2 hours'
       FROM generate_series(1, $1::int) AS i
       JOIN bench_m m ON m.k = 1 + (hashint4(i) & 2147483647) % $2
       CROSS JOIN LATERAL (SELECT m.created_at + (now() - m.created_at) * ((hashint4(i * 7) & 2147483647) / 2147483647.0) AS t) AS x`,
    [n * 8, n],
  );
  // One 1:1 conversation per 2 members; ~10 messages per member.
  await step(
    `${n / 2} conversations`,
    `INSERT INTO conversations (is_group, created_by, direct_key, created_at)
     SELECT false, a.id, a.id || ':' || b.id, greatest(a.created_at, b.created_at)
       FROM generate_series(1, $1::int) AS i JOIN bench_m a ON a.k = 2 * i - 1 JOIN bench_m b ON b.k = 2 * i`,
    [Math.floor(n / 2)],
  );
  await ds.query(`CREATE TEMP TABLE bench_c AS SELECT row_number() OVER (ORDER BY id) AS k, id, created_by, created_at FROM conversations WHERE direct_key LIKE '%:%' AND created_by IN (SELECT id FROM bench_m)`);
  await ds.query(`CREATE UNIQUE INDEX ON bench_c (k)`);
  await step(
    `${n * 10} messages`,
    `INSERT INTO messages (conversation_id, sender_id, client_id, body, created_at)
     SELECT c.id, c.created_by, gen_random_uuid(), 'hello ' || i, c.created_at + (now() - c.created_at) * ((hashint4(i * 3) & 2147483647) / 2147483647.0)
       FROM generate_series(1, $1::int) AS i JOIN bench_c c ON c.k = 1 + (hashint4(i) & 2147483647) % $2`,
    [n * 10, Math.floor(n / 2)],
  );
  await step(
    `${n / 10} published stories`,
    `INSERT INTO stories (id, author_id, slug, title, genre, status, published_at, created_at)
     SELECT gen_random_uuid(), m.id, 'st${run}-' || i, 'Story ' || i, 'romance', 'published', t, t
       FROM generate_series(1, $1::int) AS i JOIN bench_m m ON m.k = 1 + (hashint4(i) & 2147483647) % $2
       CROSS JOIN LATERAL (SELECT m.created_at + (now() - m.created_at) * ((hashint4(i * 5) & 2147483647) / 2147483647.0) AS t) AS x`,
    [Math.floor(n / 10), n],
  );
  await step(
    `${n / 10} subscriptions`,
    `INSERT INTO subscriptions (member_id, tier, period, status, currency, amount_minor, current_period_start, current_period_end, paid_with, variant, created_at)
     SELECT m.id, 'gold', 'month', 'active', 'GBP', 1299, now(), now() + interval '1 month', 'card', mm.home_variant, m.created_at + (now() - m.created_at) / 2
       FROM bench_m m JOIN members mm ON mm.id = m.id WHERE m.k % 10 = 0`,
  );
  await step(
    `${n / 4} payments`,
    `INSERT INTO payments (reference, member_id, variant, kind, status, amount_minor, currency, gateway, idempotency_key, created_at)
     SELECT 'B${run}-' || i, m.id, mm.home_variant, 'upgrade', (ARRAY['succeeded','succeeded','succeeded','succeeded','succeeded','succeeded','succeeded','succeeded','refunded','failed'])[1 + i % 10],
            1299, CASE WHEN mm.home_variant IN ('shde','shat','shes','pefr','scit','scnl','shbe','shpl','s4ie') THEN 'EUR' WHEN mm.home_variant IN ('shus','shca','shau','kiwi','shza') THEN 'USD' ELSE 'GBP' END,
            'bench', 'k' || i, m.created_at + (now() - m.created_at) * ((hashint4(i * 11) & 2147483647) / 2147483647.0)
       FROM generate_series(1, $1::int) AS i JOIN bench_m m ON m.k = 1 + (hashint4(i) & 2147483647) % $2 JOIN members mm ON mm.id = m.id`,
    [Math.floor(n / 4), n],
  );
  // VACUUM sets the visibility map as autovacuum would on a live database, so index-only scans are possible.
  await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const url = await startDatabase();
  const { createDataSource, migrate } = await dist('data-source.js');
  const { SiteStatsRepository } = await dist('modules/staff/stats/site-stats.repository.js');
  const { SiteStatsService } = await dist('modules/staff/stats/site-stats.service.js');
  const { SiteStatsRollup } = await dist('modules/staff/stats/site-stats.rollup.js');
  const ds = createDataSource(url, { poolSize: 10, applicationName: 'bench-staff-stats' });
  await ds.initialize();
  try {
    await migrate(ds);
    const generated = argv.includes('--reuse') && process.env.DATABASE_URL
      ? (await ds.query(`SELECT count(*)::int AS n FROM members WHERE email LIKE '%@bench.invalid'`))[0].n
      : 0;
    if (generated >= MEMBERS) log(`--reuse: ${generated} generated members already there, not generating`);
    else await seed(ds);
    const counts = (await ds.query(`SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM sessions)::int AS sessions, (SELECT count(*) FROM messages)::int AS messages,
      (SELECT count(*) FROM stories)::int AS stories, (SELECT count(*) FROM payments)::int AS payments, (SELECT count(*) FROM subscriptions)::int AS subscriptions`))[0];
    log(`rows: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const repo = new SiteStatsRepository(ds);
    const service = new SiteStatsService(repo);
    const rollup = new SiteStatsRollup(repo, null);
    const tr = performance.now();
    const rolled = await rollup.run();
    log(`rollup job: ${rolled.days} days, ${rolled.rows} (day, variant) rows in ${((performance.now() - tr) / 1000).toFixed(1)} s`);
    const superActor = { id: '00000000-0000-0000-0000-000000000000', role: 'super', homeVariant: 'shuk', pageAccess: [] };
    const to = new Date().toISOString().slice(0, 10);
    const time = async (q, source) => {
      await service.stats(superActor, q, new Date(), source);
      const times = [];
      let last;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        last = await service.stats(superActor, q, new Date(), source);
        times.push(performance.now() - t);
      }
      return { ms: median(times), result: last };
    };
    const same = (a, b) => JSON.stringify({ ...a, queryMs: 0 }) === JSON.stringify({ ...b, queryMs: 0 });
    const results = [];
    for (const days of [7, 30, 90, 365]) {
      const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      for (const variant of [undefined, 'shuk']) {
        const q = { from, to, ...(variant ? { variant } : {}) };
        const live = await time(q, 'live');
        const fast = await time(q, 'rollup');
        results.push({ days, variant: variant ?? 'all', live: live.ms, rollup: fast.ms, same: same(live.result, fast.result), signups: fast.result.totals.signups, messages: fast.result.totals.messagesSent });
      }
    }
    console.log('\nsite-stats on', counts.members, 'members (median of', RUNS, 'runs, ms): live aggregates vs daily rollup (finished days from staff_stats_*, today live)');
    console.log('days  brand   live_ms  rollup_ms  speed-up  same  signups  messages');
    for (const r of results)
      console.log(
        `${String(r.days).padStart(4)}  ${r.variant.padEnd(5)}  ${r.live.toFixed(1).padStart(8)}  ${r.rollup.toFixed(1).padStart(9)}  ${(r.live / r.rollup).toFixed(1).padStart(7)}x  ${(r.same ? 'yes' : 'NO').padEnd(4)}  ${String(r.signups).padStart(7)}  ${String(r.messages).padStart(8)}`,
      );
    if (results.some((r) => !r.same)) process.exitCode = 1;
    const plan = async (label, sql) => {
      const rows = await ds.query(`EXPLAIN ${sql}`);
      const text = rows.map((r) => r['QUERY PLAN']).join('\n');
      const scans = [...new Set([...text.matchAll(/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan) (?:using (\S+) )?on (\S+)/g)].map((m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]}`))];
      console.log(`${label}: ${scans.join('; ')}`);
    };
    const from30 = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    console.log('\nplans (30 days, all brands):');
    await plan('signups', `SELECT (created_at AT TIME ZONE 'UTC')::date, home_variant, count(*) FROM members WHERE created_at >= DATE '${from30}' AND created_at < DATE '${to}' + 1 GROUP BY 1, 2`);
    await plan('messages', `SELECT (x.created_at AT TIME ZONE 'UTC')::date, m.home_variant, count(*) FROM messages x JOIN members m ON m.id = x.sender_id WHERE x.created_at >= DATE '${from30}' AND x.created_at < DATE '${to}' + 1 GROUP BY 1, 2`);
    await plan('active', `SELECT (x.created_at AT TIME ZONE 'UTC')::date, m.home_variant, count(DISTINCT x.member_id) FROM sessions x JOIN members m ON m.id = x.member_id WHERE x.created_at >= DATE '${from30}' AND x.created_at < DATE '${to}' + 1 GROUP BY 1, 2`);
    await plan('active over the period', `SELECT m.home_variant, count(*) FROM (SELECT DISTINCT member_id FROM sessions x WHERE x.created_at >= DATE '${from30}' AND x.created_at < DATE '${to}' + 1) s JOIN members m ON m.id = s.member_id GROUP BY ROLLUP (m.home_variant)`);
    await plan('rollup read', `SELECT * FROM staff_stats_days WHERE day BETWEEN DATE '${from30}' AND DATE '${to}'`);
  } finally {
    await ds.destroy();
    await cleanup();
  }
}

main().catch(async (err) => {
  console.error(err);
  await cleanup();
  process.exit(1);
});
