import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** One aggregate row: a (day, variant) cell, a variant's period total (day null) or the grand total (both null). */
export interface StatsCell {
  day: string | null;
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

/** Revenue cell: like StatsCell, per currency. */
export interface RevenueCell {
  day: string | null;
  variant: string | null;
  currency: string;
  n: number;
}

/**
 * The dashboard's figures as SQL aggregates (never rows in Node), each one GROUPING SETS query over an indexed
 * timestamp column, giving per (day, variant), per variant and overall in one pass:
 * - signups: members.created_at (members_created_idx);
 * - active members: distinct members who started a session that day (a login or a remember-me renewal;
 *   sessions_created_idx) — distinct counts do not add up across days, hence the grouping sets;
 * - messages sent: messages.created_at (messages_created_idx), attributed to the sender's home variant;
 * - stories published: first publication, stories.published_at (stories_newest_idx), the author's home variant.
 *
 * - new subscriptions: subscriptions.created_at; revenue: payments.created_at of succeeded payments, per currency
 *   (payments_created_idx).
 *
 * This is a read-only reporting query across the members, auth, messaging, stories and payments tables: the one place
 * the staff module reads other modules' tables, because a cross-module GROUP BY cannot be assembled from
 * their services without loading rows. It never writes to them.
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
    newSubscriptions: { table: 'subscriptions x', at: 'x.created_at', variant: 'x.variant', count: 'count(*)' },
  };

  /** Money received per day, variant and currency: succeeded payments (refunded ones are not revenue). */
  async revenue(r: StatsRange): Promise<RevenueCell[]> {
    const params: unknown[] = [r.from, r.to];
    const where = [`x.status = 'succeeded'`, `x.created_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'`, `x.created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`];
    if (r.variants) {
      params.push(r.variants);
      where.push(`x.variant = ANY($3::text[])`);
    }
    const day = `(x.created_at AT TIME ZONE 'UTC')::date`;
    return this.db.query(
      `SELECT to_char(${day}, 'YYYY-MM-DD') AS day, x.variant, x.currency, sum(x.amount_minor)::float8 AS n
         FROM payments x
        WHERE ${where.join(' AND ')}
        GROUP BY GROUPING SETS ((${day}, x.variant, x.currency), (x.variant, x.currency), (x.currency))`,
      params,
    );
  }

  async metric(metric: StatsMetric, r: StatsRange): Promise<StatsCell[]> {
    const s = SiteStatsRepository.SOURCES[metric];
    const params: unknown[] = [r.from, r.to];
    const where = [`${s.at} >= ($1::date)::timestamp AT TIME ZONE 'UTC'`, `${s.at} < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`];
    if (s.where) where.push(s.where);
    if (r.variants) {
      params.push(r.variants);
      where.push(`${s.variant} = ANY($3::text[])`);
    }
    const day = `(${s.at} AT TIME ZONE 'UTC')::date`;
    const rows: Array<{ day: string | null; variant: string | null; n: number }> = await this.db.query(
      `SELECT to_char(${day}, 'YYYY-MM-DD') AS day, ${s.variant} AS variant, ${s.count}::int AS n
         FROM ${s.table} ${s.join ?? ''}
        WHERE ${where.join(' AND ')}
        GROUP BY GROUPING SETS ((${day}, ${s.variant}), (${s.variant}), ())`,
      params,
    );
    return rows;
  }
}
