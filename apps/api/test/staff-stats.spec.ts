import { SiteStatsRepository } from '../src/modules/staff/stats/site-stats.repository.js';
import { ROLLUP_KEEP_DAYS, SiteStatsRollup, spans } from '../src/modules/staff/stats/site-stats.rollup.js';
import { SiteStatsService } from '../src/modules/staff/stats/site-stats.service.js';
import type { MemberAccount } from '../src/modules/members/index.js';
import { eventually, startTestApp, type TestApp } from './harness.js';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The dashboard's daily rollup (`staff.stats-rollup`): the same figures as the live aggregates, read fast. */
describe('site-stats daily rollup', () => {
  let t: TestApp;
  let service: SiteStatsService;
  let repo: SiteStatsRepository;
  let rollup: SiteStatsRollup;
  let superActor: MemberAccount;
  let adminActor: MemberAccount;
  const today = iso(Date.now());
  const yesterday = iso(Date.now() - DAY);
  const from = iso(Date.now() - 29 * DAY);
  const withoutTiming = <T extends { queryMs: number }>(s: T) => ({ ...s, queryMs: 0 });

  beforeAll(async () => {
    t = await startTestApp();
    service = t.app.get(SiteStatsService);
    repo = t.app.get(SiteStatsRepository);
    rollup = t.app.get(SiteStatsRollup);
    const su = await t.createMember({ role: 'super', homeVariant: 'shuk' });
    const ad = await t.createMember({ role: 'admin', homeVariant: 'lush' });
    superActor = (await t.db.query(`SELECT id, role, home_variant AS "homeVariant", page_access AS "pageAccess" FROM members WHERE id = $1`, [su.id]))[0];
    adminActor = (await t.db.query(`SELECT id, role, home_variant AS "homeVariant", page_access AS "pageAccess" FROM members WHERE id = $1`, [ad.id]))[0];
  });
  afterAll(() => t.close());

  /** A few weeks of activity over three brands, today included: members, logins, messages, stories, subscriptions, payments. */
  async function seed(run: string, n: number) {
    const variants = ['shuk', 'lush', 'pefr'];
    const spread = (i: string) => `now() - make_interval(secs => (hashint4(${i}) & 2147483647) % (20 * 86400))`;
    await t.db.query(
      `INSERT INTO members (name, email, password_hash, date_of_birth, genders, home_variant, locale, avatar_colour, confirmed_at, created_at)
       SELECT 'rs${run}_' || i, 'rs${run}_' || i || '@stats.invalid', 'no-login', DATE '1990-01-01', 'f', ($2::text[])[1 + i % 3], 'en_GB', 1, now(), ${spread('i')}
         FROM generate_series(1, $1::int) AS i`,
      [n, variants],
    );
    const ids = `(SELECT id, created_at, row_number() OVER (ORDER BY id) AS k FROM members WHERE name LIKE 'rs${run}\\_%')`;
    await t.db.query(
      `INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at, ended_at)
       SELECT sha256(convert_to('${run}' || i, 'UTF8')), m.id, ts, ts, ts + interval '7 days', ts + interval '1 hour'
         FROM generate_series(1, $1::int) AS i JOIN ${ids} m ON m.k = 1 + i % $2
         CROSS JOIN LATERAL (SELECT greatest(m.created_at, ${spread('i * 7')}) AS ts) x`,
      [n * 4, n],
    );
    await t.db.query(
      `INSERT INTO conversations (is_group, created_by, direct_key, created_at)
       SELECT false, a.id, '${run}:' || a.id || ':' || b.id, now() - interval '25 days' FROM ${ids} a JOIN ${ids} b ON b.k = a.k + 1 WHERE a.k % 2 = 1`,
    );
    await t.db.query(
      `INSERT INTO messages (conversation_id, sender_id, client_id, body, created_at)
       SELECT c.id, c.created_by, gen_random_uuid(), 'hi ' || i, ${spread('i * 3')}
         FROM generate_series(1, $1::int) AS i
         JOIN (SELECT id, created_by, row_number() OVER (ORDER BY id) AS k FROM conversations WHERE direct_key LIKE '${run}:%') c ON c.k = 1 + i % $2`,
      [n * 5, Math.floor(n / 2)],
    );
    await t.db.query(
      `INSERT INTO stories (id, author_id, slug, title, genre, status, published_at, created_at)
       SELECT gen_random_uuid(), m.id, 'rs${run}-' || m.k, 'Story ' || m.k, 'romance', CASE WHEN m.k % 4 = 0 THEN 'draft' ELSE 'published' END,
              CASE WHEN m.k % 4 = 0 THEN NULL ELSE ${spread('m.k::int * 5')} END, now() - interval '21 days'
         FROM ${ids} m WHERE m.k % 3 = 0`,
    );
    await t.db.query(
      `INSERT INTO subscriptions (member_id, tier, period, status, currency, amount_minor, current_period_start, current_period_end, paid_with, variant, created_at)
       SELECT m.id, 'gold', 'month', 'active', 'GBP', 1299, now(), now() + interval '1 month', 'card', mm.home_variant, ${spread('m.k::int * 13')}
         FROM ${ids} m JOIN members mm ON mm.id = m.id WHERE m.k % 5 = 0`,
    );
    await t.db.query(
      `INSERT INTO payments (reference, member_id, variant, kind, status, amount_minor, currency, gateway, idempotency_key, created_at)
       SELECT 'RS${run}-' || m.k, m.id, mm.home_variant, 'upgrade', (ARRAY['succeeded','succeeded','refunded','failed'])[1 + m.k % 4],
              100 + m.k, CASE WHEN mm.home_variant = 'pefr' THEN 'EUR' ELSE 'GBP' END, 'test', 'rs${run}-' || m.k, ${spread('m.k::int * 11')}
         FROM ${ids} m JOIN members mm ON mm.id = m.id WHERE m.k % 2 = 0`,
    );
  }

  it('the repeatable job is scheduled and its first run rolls up every finished day of the keep period', async () => {
    const rolledDays = async (): Promise<number> => (await t.db.query(`SELECT count(*)::int AS n FROM staff_stats_rolled_days`))[0].n;
    const n = await eventually(rolledDays, (days) => days >= ROLLUP_KEEP_DAYS, { within: 30_000, every: 200 });
    expect(n).toBe(ROLLUP_KEEP_DAYS);
    const rolled = await repo.rolledDays(iso(Date.now() - 3 * DAY), today);
    expect(rolled).toEqual([iso(Date.now() - 3 * DAY), iso(Date.now() - 2 * DAY), yesterday]);
    expect(await repo.daysToRoll(today, ROLLUP_KEEP_DAYS, 7, 20)).toEqual([]);
  });

  it('rolled-up figures equal the live aggregates on the same data, for all brands and for one', async () => {
    await seed('a', 600);
    const q = { from, to: today };
    const live = await service.stats(superActor, q, new Date(), 'live');
    expect(live.totals.signups).toBeGreaterThanOrEqual(600);
    expect(live.totals.messagesSent).toBe(3000);
    // The days were rolled up before the data arrived: the rollup is what is read (stale here).
    const stale = await service.stats(superActor, q);
    expect(stale.totals.messagesSent).toBeLessThan(live.totals.messagesSent);

    expect(await repo.rollUp(from, yesterday)).toBeGreaterThan(0);
    const rolled = await service.stats(superActor, q);
    expect(withoutTiming(rolled)).toEqual(withoutTiming(live));
    // Today is not rolled up, and it has figures of its own (live).
    expect(await repo.rolledDays(today, today)).toEqual([]);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM staff_stats_days WHERE day = $1::date`, [today]);
    expect(rows[0].n).toBe(0);

    for (const variant of ['pefr', 'lush'] as const) {
      const one = { ...q, variant };
      expect(withoutTiming(await service.stats(superActor, one))).toEqual(withoutTiming(await service.stats(superActor, one, new Date(), 'live')));
    }
    // A brand-bound admin's scope is applied to the rollup too.
    const mine = await service.stats(adminActor, q);
    expect(withoutTiming(mine)).toEqual(withoutTiming(await service.stats(adminActor, q, new Date(), 'live')));
    expect(mine.byVariant.map((v) => v.variant)).toEqual(['lush']);
    expect(Object.keys(live.totals.revenue ?? {}).sort()).toEqual(['EUR', 'GBP']);
  });

  it('today stays live: activity after the rollup shows at once', async () => {
    const before = await service.stats(superActor, { from, to: today, variant: 'shuk' });
    await t.createMember({ homeVariant: 'shuk' });
    const after = await service.stats(superActor, { from, to: today, variant: 'shuk' });
    expect(after.days.at(-1)!.signups).toBe(before.days.at(-1)!.signups + 1);
    expect(after.totals.signups).toBe(before.totals.signups + 1);
  });

  it('a run rolls only what is due: missing days, and last week’s days rolled a day ago', async () => {
    await t.db.query(`DELETE FROM staff_stats_rolled_days WHERE day IN ($1::date, $2::date)`, [iso(Date.now() - 40 * DAY), iso(Date.now() - 41 * DAY)]);
    await t.db.query(`UPDATE staff_stats_rolled_days SET rolled_at = now() - interval '1 day' WHERE day IN ($1::date, $2::date)`, [yesterday, iso(Date.now() - 30 * DAY)]);
    expect(await repo.daysToRoll(today, ROLLUP_KEEP_DAYS, 7, 20)).toEqual([iso(Date.now() - 41 * DAY), iso(Date.now() - 40 * DAY), yesterday]);
    // A payment refunded late (after its day was rolled up): the re-roll takes it in.
    const paid = await t.db.query(`UPDATE payments SET status = 'refunded' WHERE reference = (SELECT reference FROM payments WHERE status = 'succeeded' AND created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC' AND created_at < ($1::date + 1)::timestamp AT TIME ZONE 'UTC' LIMIT 1) RETURNING reference`, [yesterday]);
    expect(paid[0]).toHaveLength(1);
    expect(await rollup.run()).toMatchObject({ days: 3 });
    expect(await repo.daysToRoll(today, ROLLUP_KEEP_DAYS, 7, 20)).toEqual([]);
    const q = { from, to: today };
    expect(withoutTiming(await service.stats(superActor, q))).toEqual(withoutTiming(await service.stats(superActor, q, new Date(), 'live')));
  });

  it('days not rolled up yet are computed live (no gap, no double count)', async () => {
    await t.db.query(`DELETE FROM staff_stats_rolled_days WHERE day BETWEEN $1::date AND $2::date`, [iso(Date.now() - 12 * DAY), iso(Date.now() - 10 * DAY)]);
    const q = { from, to: today };
    expect(withoutTiming(await service.stats(superActor, q))).toEqual(withoutTiming(await service.stats(superActor, q, new Date(), 'live')));
  });

  it('consecutive days are rolled in one pass each', () => {
    expect(spans(['2026-01-01', '2026-01-02', '2026-01-04', '2026-02-28', '2026-03-01'])).toEqual([
      ['2026-01-01', '2026-01-02'],
      ['2026-01-04', '2026-01-04'],
      ['2026-02-28', '2026-03-01'],
    ]);
  });
});
