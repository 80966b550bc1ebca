import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** One per-day aggregate: a (day, variant) cell. */
export interface StatsCell {
  day: string;
  variant: string;
  n: number;
}

/** A period's distinct active members of one variant (variant null: every variant asked for together). */
export interface ActiveCell {
  variant: string | null;
  n: number;
}

export interface StatsRange {
  /** First UTC day, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last UTC day, inclusive. */
  to: string;
  /** null: every variant. */
  variants: string[] | null;
}

export type StatsMetric = 'signups' | 'activeMembers' | 'messagesSent' | 'storiesPublished' | 'newSubscriptions';
export const STATS_METRICS: StatsMetric[] = ['signups', 'activeMembers', 'messagesSent', 'storiesPublished', 'newSubscriptions'];

/** Revenue cell: like StatsCell, per currency. */
export interface RevenueCell {
  day: string;
  variant: string;
  currency: string;
  n: number;
}

/** The rollup's columns, by metric. */
const COLUMNS: Record<StatsMetric, string> = {
  signups: 'signups',
  activeMembers: 'active_members',
  messagesSent: 'messages_sent',
  storiesPublished: 'stories_published',
  newSubscriptions: 'new_subscriptions',
};

const DAY_FROM = (at: string, p: number) => `${at} >= ($${p}::date)::timestamp AT TIME ZONE 'UTC'`;
const DAY_TO = (at: string, p: number) => `${at} < ($${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/**
 * The dashboard's figures as SQL aggregates (never rows in Node), each a GROUP BY (UTC day, variant) over an
 * indexed timestamp column:
 * - signups: members.created_at (members_created_idx);
 * - active members: distinct members who started a session that day (a login or a remember-me renewal;
 *   sessions_created_idx); distinct counts do not add up across days, so a period's figure is its own
 *   distinct count (`activeDistinct`, an index-only scan of sessions_created_idx);
 * - messages sent: messages.created_at (messages_created_idx), attributed to the sender's home variant;
 * - stories published: first publication, stories.published_at (stories_newest_idx), the author's home variant;
 * - new subscriptions: subscriptions.created_at; revenue: payments.created_at of succeeded payments, per currency
 *   (payments_created_idx).
 *
 * The same per-day SQL fills the daily rollup (`rollUp`, tables staff_stats_*), so rolled-up and live figures
 * are the same aggregates by construction. This is a read-only reporting query across the members, auth,
 * messaging, stories and payments tables: the one place the staff module reads other modules' tables, because
 * a cross-module GROUP BY cannot be assembled from their services without loading rows. It never writes to them.
 */
@Injectable()
export class SiteStatsRepository {
  constructor(private readonly db: DataSource) {}

  private static readonly SOURCES: Record<StatsMetric, { table: string; at: string; variant: string; join?: string; count: string; where?: string }> = {
    signups: { table: 'members x', at: 'x.created_at', variant: 'x.home_variant', count: 'count(*)' },
    activeMembers: { table: 'sessions x', join: 'JOIN members m ON m.id = x.member_id', at: 'x.created_at', variant: 'm.home_variant', count: 'count(DISTINCT x.member_id)' },
    messagesSent: { table: 'messages x', join: 'JOIN members m ON m.id = x.sender_id', at: 'x.created_at', variant: 'm.home_variant', count: 'count(*)' },
    storiesPublished: { table: 'stories x', join: 'JOIN members m ON m.id = x.author_id', at: 'x.published_at', variant: 'm.home_variant', count: 'count(*)', where: `x.status = 'published'` },
    // A member's first subscription (the table keeps one row per member; renewals and tier changes update it).
    // A free trial is not one until it is paid for: the row then counts on the day the trial began.
    newSubscriptions: { table: 'subscriptions x', at: 'x.created_at', variant: 'x.variant', count: 'count(*)', where: `x.paid_with <> 'trial'` },
  };

  /** The per-(day, variant) SQL of one metric over days $1..$2 (and variants $3 when `filtered`). */
  private static metricSql(metric: StatsMetric, filtered: boolean): string {
    const s = SiteStatsRepository.SOURCES[metric];
    const where = [DAY_FROM(s.at, 1), DAY_TO(s.at, 2)];
    if (s.where) where.push(s.where);
    if (filtered) where.push(`${s.variant} = ANY($3::text[])`);
    const day = `(${s.at} AT TIME ZONE 'UTC')::date`;
    return `SELECT ${day} AS day, ${s.variant} AS variant, ${s.count}::int AS n
              FROM ${s.table} ${s.join ?? ''}
             WHERE ${where.join(' AND ')}
             GROUP BY 1, 2`;
  }

  /** Money received per day, variant and currency: succeeded payments (refunded ones are not revenue). */
  private static revenueSql(filtered: boolean): string {
    const where = [`x.status = 'succeeded'`, DAY_FROM('x.created_at', 1), DAY_TO('x.created_at', 2)];
    if (filtered) where.push(`x.variant = ANY($3::text[])`);
    return `SELECT (x.created_at AT TIME ZONE 'UTC')::date AS day, x.variant, x.currency, sum(x.amount_minor)::bigint AS n
              FROM payments x
             WHERE ${where.join(' AND ')}
             GROUP BY 1, 2, 3`;
  }

  private static params(r: StatsRange): unknown[] {
    return r.variants ? [r.from, r.to, r.variants] : [r.from, r.to];
  }

  /** Live: one metric per (day, variant). */
  async metric(metric: StatsMetric, r: StatsRange): Promise<StatsCell[]> {
    const rows: Array<{ day: string; variant: string; n: number }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, variant, n FROM (${SiteStatsRepository.metricSql(metric, !!r.variants)}) t`,
      SiteStatsRepository.params(r),
    );
    return rows;
  }

  /** Live: revenue per (day, variant, currency). */
  async revenue(r: StatsRange): Promise<RevenueCell[]> {
    const rows: Array<{ day: string; variant: string; currency: string; n: string }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, variant, currency, n FROM (${SiteStatsRepository.revenueSql(!!r.variants)}) t`,
      SiteStatsRepository.params(r),
    );
    return rows.map((c) => ({ ...c, n: Number(c.n) }));
  }

  /**
   * Live: distinct members who started a session in the period, per variant and over all the variants asked
   * for (variant null). Reads only sessions_created_idx (created_at, member_id) and the members' primary key.
   */
  async activeDistinct(r: StatsRange): Promise<ActiveCell[]> {
    const filter = r.variants ? `WHERE m.home_variant = ANY($3::text[])` : '';
    return this.db.query(
      `SELECT m.home_variant AS variant, count(*)::int AS n
         FROM (SELECT DISTINCT member_id FROM sessions x WHERE ${DAY_FROM('x.created_at', 1)} AND ${DAY_TO('x.created_at', 2)}) s
         JOIN members m ON m.id = s.member_id
        ${filter}
        GROUP BY ROLLUP (m.home_variant)`,
      SiteStatsRepository.params(r),
    );
  }

  /** The days of [from, to] that are rolled up. */
  async rolledDays(from: string, to: string): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM staff_stats_rolled_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
      [from, to],
    );
    return rows.map((r) => r.day);
  }

  /** Rolled-up figures of the days in [from, to], per (day, variant), every metric. */
  async rolledCells(r: StatsRange): Promise<Record<StatsMetric, StatsCell[]>> {
    const rows: Array<{ day: string; variant: string } & Record<string, number>> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, variant, ${Object.values(COLUMNS).join(', ')}
         FROM staff_stats_days
        WHERE day BETWEEN $1::date AND $2::date ${r.variants ? 'AND variant = ANY($3::text[])' : ''}`,
      SiteStatsRepository.params(r),
    );
    const out = Object.fromEntries(STATS_METRICS.map((m) => [m, [] as StatsCell[]])) as Record<StatsMetric, StatsCell[]>;
    for (const row of rows) for (const m of STATS_METRICS) if (row[COLUMNS[m]]) out[m].push({ day: row.day, variant: row.variant, n: Number(row[COLUMNS[m]]) });
    return out;
  }

  async rolledRevenue(r: StatsRange): Promise<RevenueCell[]> {
    const rows: Array<{ day: string; variant: string; currency: string; n: string }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, variant, currency, amount_minor AS n
         FROM staff_stats_revenue_days
        WHERE day BETWEEN $1::date AND $2::date ${r.variants ? 'AND variant = ANY($3::text[])' : ''}`,
      SiteStatsRepository.params(r),
    );
    return rows.map((c) => ({ ...c, n: Number(c.n) }));
  }

  /**
   * Which days the rollup should (re)compute before `today` (a UTC day, never rolled itself): every finished
   * day of the last `keepDays` not rolled up yet, and the last `rerollDays` finished days when rolled more than
   * `rerollAfterHours` ago (late changes: refunds, unpublished stories, deleted members).
   */
  async daysToRoll(today: string, keepDays: number, rerollDays: number, rerollAfterHours: number): Promise<string[]> {
    const rows: Array<{ day: string }> = await this.db.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
         FROM generate_series($1::date - $2::int, $1::date - 1, interval '1 day') AS g(d)
         LEFT JOIN staff_stats_rolled_days r ON r.day = g.d::date
        WHERE r.day IS NULL
           OR (g.d::date >= $1::date - $3::int AND r.rolled_at < now() - make_interval(hours => $4::int))
        ORDER BY 1`,
      [today, keepDays, rerollDays, rerollAfterHours],
    );
    return rows.map((r) => r.day);
  }

  /**
   * Rolls the days [from, to] up in one transaction, by SQL: the same per-(day, variant) aggregates as the
   * live figures, written over whatever those days held. Returns the number of (day, variant) rows written.
   */
  async rollUp(from: string, to: string): Promise<number> {
    return this.db.transaction(async (em: EntityManager) => {
      await em.query(`DELETE FROM staff_stats_days WHERE day BETWEEN $1::date AND $2::date`, [from, to]);
      await em.query(`DELETE FROM staff_stats_revenue_days WHERE day BETWEEN $1::date AND $2::date`, [from, to]);
      const unions = STATS_METRICS.map((m) => `SELECT day, variant, '${m}' AS metric, n FROM (${SiteStatsRepository.metricSql(m, false)}) t_${m}`).join('\nUNION ALL\n');
      const cols = STATS_METRICS.map((m) => COLUMNS[m]).join(', ');
      const sums = STATS_METRICS.map((m) => `coalesce(sum(n) FILTER (WHERE metric = '${m}'), 0)`).join(', ');
      const written: Array<unknown> = await em.query(
        `INSERT INTO staff_stats_days (day, variant, ${cols})
         SELECT day, variant, ${sums} FROM (${unions}) u GROUP BY day, variant
         RETURNING day`,
        [from, to],
      );
      await em.query(`INSERT INTO staff_stats_revenue_days (day, variant, currency, amount_minor) ${SiteStatsRepository.revenueSql(false)}`, [from, to]);
      await em.query(
        `INSERT INTO staff_stats_rolled_days (day, rolled_at)
         SELECT d::date, now() FROM generate_series($1::date, $2::date, interval '1 day') AS g(d)
         ON CONFLICT (day) DO UPDATE SET rolled_at = excluded.rolled_at`,
        [from, to],
      );
      return written.length;
    });
  }
}
