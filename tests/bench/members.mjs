// `npm run bench` (members part), or on its own: `node tests/bench/members.mjs [--quick] [flags]`.
//
// Issue 7's figures, each beside a raw node:http + pg server doing the same database work in the same run
// (tests/bench/members-baseline.mjs), one server at a time:
//   1. member search with distance and age filters — GET /api/search?distance=50&ageMin=25&ageMax=50&sort=distance
//      — over generated members spread over Great Britain (the viewer in London);
//   2. one member's activity feed, page 1 and a deep page (page 200 of 20 cards), for a member with thousands
//      of friends (keyset pagination: the deep page should cost about what page 1 does).
//
// Flags (env in brackets): --members N [BENCH_MEMBERS] (default 20000; the full figure is 200000),
// --friends F [BENCH_FRIENDS] (default 2000), --duration S [BENCH_DURATION] (default 10; --quick: 5),
// --connections C [BENCH_CONNECTIONS] (default 10), --quick. DATABASE_URL: use this PostgreSQL instead of an
// embedded one (the bench adds members to it).
//
// Set-up (not measured): members, profiles, friendships, activity and the viewer's session are written to the
// app's tables directly with generate_series. Exit 1 when a response is not 2xx or the two servers' answers
// differ (the comparison would not be fair).
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { appVsBaseline, table } from './measure.mjs';
import { benchDatabase, benchScript, httpText, logMachine, runMain, startApp, startBaseline } from '../support/bench.mjs';

const { argv, option, log } = benchScript('bench members');
const QUICK = argv.includes('--quick');
const MEMBERS = option('members', 'BENCH_MEMBERS', 20_000);
const FRIENDS = option('friends', 'BENCH_FRIENDS', 2_000);
const DURATION = option('duration', 'BENCH_DURATION', QUICK ? 5 : 10);
const CONNECTIONS = option('connections', 'BENCH_CONNECTIONS', 10);
const WARMUP = 1;
const HOST_HEADER = 'shuk.localhost';
const PER_FRIEND = 10;
const DEEP_PAGE = 200;

const get = (port, pathname, headers = {}) => httpText(port, 'GET', pathname, { host: HOST_HEADER, headers });

/**
 * MEMBERS members over Great Britain (ages 18–75, mixed profile types), the viewer in London with FRIENDS
 * friends who each did PER_FRIEND things (activity cards), and the viewer's session. Returns the viewer's
 * cookie and the cursor of the feed's deep page.
 */
async function seed(databaseUrl) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const started = Date.now();
  try {
    const run = randomBytes(3).toString('hex');
    await c.query('BEGIN');
    await c.query(
      `INSERT INTO members (name, email, password_hash, date_of_birth, genders, tier, home_variant, locale, avatar_colour, confirmed_at, created_at)
       SELECT 'bm${run}_' || i, 'bm${run}_' || i || '@bench.invalid', 'no-login',
              (current_date - make_interval(days => 18 * 366 + (hashint4(i) & 2147483647) % (57 * 365)))::date,
              (ARRAY['m','f','mf','ff','t','n','mm','mfm'])[1 + (hashint4(i + 7) & 2147483647) % 8], 'free', 'shuk', 'en_GB',
              1 + (i % 4), now(), now() - make_interval(days => i % 400)
         FROM generate_series(1, $1::int) AS i`,
      [MEMBERS],
    );
    // Members written straight to the table have no profile row yet (MembersService.create makes one).
    await c.query(
      `INSERT INTO member_profiles (member_id, lat, lng, town, region, country, place_id, last_active_at)
       SELECT id, 50.0 + ((hashint4(n::int) & 2147483647) % 85000) / 10000.0, -5.5 + ((hashint4(n::int + 99) & 2147483647) % 72000) / 10000.0,
              'Town ' || (n % 500), 'England', 'GB', 'bench-' || (n % 500), now() - make_interval(mins => (n % 5000)::int)
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM members WHERE name LIKE 'bm${run}_%') m
       ON CONFLICT (member_id) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng, town = EXCLUDED.town, region = EXCLUDED.region,
              country = EXCLUDED.country, place_id = EXCLUDED.place_id, last_active_at = EXCLUDED.last_active_at`,
    );
    const viewer = (
      await c.query(
        `INSERT INTO members (name, email, password_hash, date_of_birth, genders, tier, home_variant, locale, avatar_colour, confirmed_at)
         VALUES ('bench_viewer_${run}', 'bench_viewer_${run}@bench.invalid', 'no-login', '1985-06-01', 'f', 'gold', 'shuk', 'en_GB', 2, now()) RETURNING id`,
      )
    ).rows[0].id;
    await c.query(`INSERT INTO member_profiles (member_id, lat, lng, town, region, country, place_id) VALUES ($1, 51.5074, -0.1278, 'London', 'England', 'GB', 'bench-london')
                   ON CONFLICT (member_id) DO UPDATE SET lat = 51.5074, lng = -0.1278, town = 'London', region = 'England', country = 'GB'`, [viewer]);
    // The viewer's friends: the first FRIENDS members, two rows per pair.
    await c.query(
      `INSERT INTO friendships (member_id, friend_id)
       SELECT $1::uuid, id FROM (SELECT id FROM members WHERE name LIKE 'bm${run}_%' ORDER BY id LIMIT $2) f
       UNION ALL SELECT id, $1::uuid FROM (SELECT id FROM members WHERE name LIKE 'bm${run}_%' ORDER BY id LIMIT $2) f`,
      [viewer, FRIENDS],
    );
    // Each friend has PER_FRIEND cards, interleaved in time (ids ascending as they were "made").
    await c.query(
      `INSERT INTO member_activity (actor_id, kind, object_id, title, url, created_at)
       SELECT f.friend_id, 'story', 'bench-' || g || '-' || f.friend_id, 'Story ' || g, '/stories', now() - make_interval(mins => $2 - g)
         FROM generate_series(1, $2::int) AS g CROSS JOIN (SELECT friend_id FROM friendships WHERE member_id = $1) f
        ORDER BY g, f.friend_id`,
      [viewer, PER_FRIEND],
    );
    const token = randomBytes(32).toString('base64url');
    await c.query(`INSERT INTO sessions (token_hash, member_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [createHash('sha256').update(token).digest(), viewer]);
    await c.query('COMMIT');
    await c.query('ANALYZE');
    // The deep page's cursor: the id of the last card of page DEEP_PAGE - 1 (20 cards a page).
    const deep = (
      await c.query(
        `SELECT a.id::text AS id FROM member_activity a JOIN friendships f ON f.friend_id = a.actor_id AND f.member_id = $1
          ORDER BY a.id DESC OFFSET $2 LIMIT 1`,
        [viewer, (DEEP_PAGE - 1) * 20 - 1],
      )
    ).rows[0]?.id;
    const cards = FRIENDS * PER_FRIEND;
    log(`seeded ${MEMBERS} members, ${FRIENDS} friends of the viewer, ${cards} activity cards in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { cookie: `SID=${token}; UID=${viewer}`, deepCursor: deep ? Buffer.from(JSON.stringify([deep])).toString('base64url') : null };
  } finally {
    await c.end();
  }
}

function cannon(port, pathname, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}${pathname}`, connections: CONNECTIONS, duration, headers: { host: HOST_HEADER, ...headers } }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

async function main() {
  const t0 = Date.now();
  logMachine(log, `${MEMBERS} members, ${FRIENDS} friends × ${PER_FRIEND} cards; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per figure and server${QUICK ? ' (--quick)' : ''}`);

  const databaseUrl = await benchDatabase({ log, prefix: 'bench-members-pg-' });
  const { port: appPort, env } = await startApp({ databaseUrl, prefix: 'bench-members', log });
  const { cookie, deepCursor } = await seed(databaseUrl);
  const { port: basePort } = await startBaseline({ script: 'tests/bench/members-baseline.mjs', env, log });

  const figures = [
    { name: 'search: 50 mi, age 25–50, by distance', path: '/api/search?distance=50&ageMin=25&ageMax=50&sort=distance&limit=24' },
    { name: 'activity feed, page 1', path: '/api/activity?limit=20' },
    ...(deepCursor ? [{ name: `activity feed, page ${DEEP_PAGE}`, path: `/api/activity?limit=20&after=${deepCursor}` }] : []),
  ];
  // Same answers from both servers, or the comparison is not fair.
  const headers = { cookie };
  for (const f of figures) {
    const [a, b] = await Promise.all([get(appPort, f.path, headers), get(basePort, f.path, headers)]);
    if (a.status !== 200 || b.status !== 200) throw new Error(`${f.path}: status app ${a.status} (${a.body.slice(0, 200)}) vs baseline ${b.status} (${b.body.slice(0, 200)})`);
    const appData = JSON.parse(a.body).data;
    const baseData = JSON.parse(b.body).data;
    const appIds = f.path.startsWith('/api/search') ? appData.items.map((i) => [i.id, i.distance.value]) : appData.items.map((i) => i.id);
    const baseIds = f.path.startsWith('/api/search') ? baseData.items.map((i) => [i.id, i.distance]) : baseData.items;
    if (JSON.stringify(appIds) !== JSON.stringify(baseIds)) throw new Error(`${f.path}: the app and the baseline answer different items`);
    if (!appIds.length) throw new Error(`${f.path}: no items (the seed did not produce a fair test)`);
    f.items = appIds.length;
  }

  const { rows, bad } = await appVsBaseline({ figures, appPort, basePort, warmup: WARMUP, duration: DURATION, load: (port, f, seconds) => cannon(port, f.path, headers, seconds), log });
  console.log('');
  console.log(table(rows));
  console.log(`(${MEMBERS} members, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up; total ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  if (bad) {
    console.error('\nbench members: FAILED: some responses were not 2xx or requests errored');
    return 1;
  }
  return 0;
}

await runMain('bench members', main);
