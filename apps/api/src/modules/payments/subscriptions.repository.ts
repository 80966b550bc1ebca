import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BillingPeriod, PaidTier } from '@community/domain';
import { rowsOf, updateById } from '../../shared/db/rows.js';
import { staffWindow, type StaffWindow } from './staff-window.js';

export interface SubscriptionRow {
  id: string;
  member_id: string;
  tier: PaidTier;
  period: BillingPeriod;
  status: 'active' | 'expired';
  currency: string;
  amount_minor: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  pending_tier: PaidTier | null;
  paid_with: 'card' | 'coins' | 'gift' | 'trial';
  variant: string;
  customer_ref: string | null;
  payment_method_ref: string | null;
  renewal_failures: number;
  /** When the latest card renewal attempt of this period failed (null once renewed). */
  renewal_failed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type SubscriptionUpsert = Pick<
  SubscriptionRow,
  'member_id' | 'tier' | 'period' | 'currency' | 'amount_minor' | 'current_period_start' | 'current_period_end' | 'cancel_at_period_end' | 'paid_with' | 'variant' | 'customer_ref' | 'payment_method_ref'
>;

const SUB_SORTS: Record<string, string> = { currentPeriodEnd: 'current_period_end', createdAt: 'created_at', tier: 'tier', status: 'status' };

/** The only code that queries subscriptions, upgrade_offers and payment_trials: a member's paid tier and the terms they had. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly db: DataSource) {}

  // Subscriptions

  async subscriptionOf(memberId: string, em: EntityManager = this.db.manager, lock = false): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await em.query(`SELECT * FROM subscriptions WHERE member_id = $1 ${lock ? 'FOR UPDATE' : ''}`, [memberId]);
    return rows[0] ?? null;
  }

  async lockSubscription(em: EntityManager, id: string): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await em.query(`SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async upsertSubscription(em: EntityManager, s: SubscriptionUpsert): Promise<SubscriptionRow> {
    const rows: SubscriptionRow[] = await em.query(
      `INSERT INTO subscriptions (member_id, tier, period, status, currency, amount_minor, current_period_start, current_period_end, cancel_at_period_end, pending_tier, paid_with, variant, customer_ref, payment_method_ref)
       VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $8, NULL, $9, $10, $11, $12)
       ON CONFLICT (member_id) DO UPDATE SET tier = EXCLUDED.tier, period = EXCLUDED.period, status = 'active', currency = EXCLUDED.currency,
         amount_minor = EXCLUDED.amount_minor, current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
         cancel_at_period_end = EXCLUDED.cancel_at_period_end, pending_tier = NULL, paid_with = EXCLUDED.paid_with, variant = EXCLUDED.variant,
         customer_ref = coalesce(EXCLUDED.customer_ref, subscriptions.customer_ref),
         payment_method_ref = coalesce(EXCLUDED.payment_method_ref, subscriptions.payment_method_ref), renewal_failures = 0, renewal_failed_at = NULL, updated_at = now()
       RETURNING *`,
      [s.member_id, s.tier, s.period, s.currency, s.amount_minor, s.current_period_start, s.current_period_end, s.cancel_at_period_end, s.paid_with, s.variant, s.customer_ref, s.payment_method_ref],
    );
    return rows[0]!;
  }

  async updateSubscription(em: EntityManager, id: string, patch: Partial<Omit<SubscriptionRow, 'id'>>): Promise<SubscriptionRow> {
    return updateById<SubscriptionRow>(em, 'subscriptions', id, patch);
  }

  /** Active subscriptions whose period ends before `until`. */
  async dueSubscriptions(until: Date, limit: number): Promise<SubscriptionRow[]> {
    return this.db.query(`SELECT * FROM subscriptions WHERE status = 'active' AND current_period_end <= $1 ORDER BY current_period_end LIMIT $2`, [until, limit]);
  }

  async staffSubscriptions(filter: { memberIds?: string[]; status?: string; tier?: string; variants?: string[] | null }, w: StaffWindow) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.memberIds) where.push(`member_id = ANY($${args.push(filter.memberIds)}::uuid[])`);
    if (filter.status) where.push(`status = $${args.push(filter.status)}`);
    if (filter.tier) where.push(`tier = $${args.push(filter.tier)}`);
    if (filter.variants) where.push(`variant = ANY($${args.push(filter.variants)}::text[])`);
    return staffWindow<SubscriptionRow>(this.db, 'subscriptions', where, args, SUB_SORTS[w.sortField] ?? 'current_period_end', w);
  }

  // Offers

  async offerOf(memberId: string, createWithExpiry: Date | null): Promise<{ expires_at: Date; used_at: Date | null } | null> {
    if (createWithExpiry) {
      await this.db.query(`INSERT INTO upgrade_offers (member_id, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [memberId, createWithExpiry]);
    }
    const rows: Array<{ expires_at: Date; used_at: Date | null }> = await this.db.query(`SELECT expires_at, used_at FROM upgrade_offers WHERE member_id = $1`, [memberId]);
    return rows[0] ?? null;
  }

  async useOffer(em: EntityManager, memberId: string): Promise<void> {
    await em.query(`UPDATE upgrade_offers SET used_at = now() WHERE member_id = $1 AND used_at IS NULL`, [memberId]);
  }

  // Free trials

  async trialUsed(memberId: string, em: EntityManager = this.db.manager): Promise<boolean> {
    const rows: unknown[] = await em.query(`SELECT 1 FROM payment_trials WHERE member_id = $1`, [memberId]);
    return rows.length > 0;
  }

  /** Records the member's one trial; false when they have had it (the primary key decides, under any race). */
  async insertTrial(em: EntityManager, t: { member_id: string; tier: PaidTier; variant: string; started_at: Date; ends_at: Date }): Promise<boolean> {
    const rows: unknown[] = rowsOf(
      await em.query(
        `INSERT INTO payment_trials (member_id, tier, variant, started_at, ends_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
        [t.member_id, t.tier, t.variant, t.started_at, t.ends_at],
      ),
    );
    return rows.length > 0;
  }
}
