import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BillingPeriod, PaidTier } from '@community/domain';
import { rowsOf } from '../../shared/db/rows.js';

export type PaymentKind = 'coins' | 'upgrade' | 'gift' | 'offer' | 'proration' | 'renewal';
export type PaymentStatusValue = 'pending' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'refunded';

export interface PaymentRow {
  id: string;
  reference: string;
  member_id: string;
  variant: string;
  kind: PaymentKind;
  status: PaymentStatusValue;
  amount_minor: number;
  currency: string;
  tier: PaidTier | null;
  period: BillingPeriod | null;
  coins: number | null;
  product: string | null;
  recipient_id: string | null;
  gateway: string;
  gateway_ref: string | null;
  customer_ref: string | null;
  payment_method_ref: string | null;
  idempotency_key: string;
  failure_message: string | null;
  action_url: string | null;
  applied_at: Date | null;
  refunded_at: Date | null;
  refunded_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * A payment row as its kind reads it: the columns that kind always carries are non-null (one nullable
 * `PaymentRow` serves every kind). `asKind` checks them once, where the row is read for its effects.
 */
export type CoinsPaymentRow = PaymentRow & { kind: 'coins'; coins: number };
export type TierPaymentRow = PaymentRow & { kind: 'upgrade' | 'offer' | 'proration' | 'renewal'; tier: PaidTier; period: BillingPeriod };
export type GiftPaymentRow = PaymentRow & { kind: 'gift'; tier: PaidTier; period: BillingPeriod; recipient_id: string };
export type KindPaymentRow = CoinsPaymentRow | TierPaymentRow | GiftPaymentRow;

export function asKind(p: PaymentRow): KindPaymentRow {
  const { kind, coins, tier, period, recipient_id } = p;
  if (kind === 'coins') {
    if (coins !== null) return { ...p, kind, coins };
  } else if (kind === 'gift') {
    if (tier !== null && period !== null && recipient_id !== null) return { ...p, kind, tier, period, recipient_id };
  } else if (tier !== null && period !== null) {
    return { ...p, kind, tier, period };
  }
  throw new Error(`payment ${p.reference} (${kind}) lacks the columns its kind needs`);
}

/** A row the caller knows exists (just inserted, or locked by an id read a moment ago); a clear error if not. */
export function found<T>(row: T | null | undefined, what: string): T {
  if (row === null || row === undefined) throw new Error(`${what} not found`);
  return row;
}

export type NewPayment = Pick<
  PaymentRow,
  'reference' | 'member_id' | 'variant' | 'kind' | 'amount_minor' | 'currency' | 'tier' | 'period' | 'coins' | 'product' | 'recipient_id' | 'gateway' | 'customer_ref' | 'idempotency_key'
>;

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

export interface WithdrawalRow {
  id: string;
  member_id: string;
  coins: number;
  payout_minor: number;
  currency: string;
  status: 'awaiting-approval' | 'queued' | 'processing' | 'paid' | 'failed' | 'rejected';
  payout_account: string;
  hold_transaction_id: string;
  settle_transaction_id: string | null;
  gateway_ref: string | null;
  attempts: number;
  failure_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  idempotency_key: string;
  created_at: Date;
  updated_at: Date;
}

/** Offset window and filters of a staff list (react-admin simple REST). */
export interface StaffWindow {
  offset: number;
  limit: number;
  sortField: string;
  sortDesc: boolean;
}

const PAYMENT_SORTS: Record<string, string> = { createdAt: 'created_at', amountMinor: 'amount_minor', status: 'status', kind: 'kind' };
const SUB_SORTS: Record<string, string> = { currentPeriodEnd: 'current_period_end', createdAt: 'created_at', tier: 'tier', status: 'status' };
const WD_SORTS: Record<string, string> = { createdAt: 'created_at', coins: 'coins', status: 'status' };

/** The only code that queries payments, payment_events, subscriptions, withdrawals, upgrade_offers and payment_trials (card_updates: CardUpdatesRepository). */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly db: DataSource) {}

  private m(em?: EntityManager): EntityManager {
    return em ?? this.db.manager;
  }

  // Payments

  /** Inserts, or returns null when this member already used the idempotency key. */
  async insertPayment(p: NewPayment, em?: EntityManager): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.m(em).query(
      `INSERT INTO payments (reference, member_id, variant, kind, status, amount_minor, currency, tier, period, coins, product, recipient_id, gateway, customer_ref, idempotency_key)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING *`,
      [p.reference, p.member_id, p.variant, p.kind, p.amount_minor, p.currency, p.tier, p.period, p.coins, p.product, p.recipient_id, p.gateway, p.customer_ref, p.idempotency_key],
    );
    return rows[0] ?? null;
  }

  /** The payment recorded under this member's idempotency key: inserted now, or the one a parallel or earlier request recorded. */
  async insertOrGetPayment(p: NewPayment): Promise<PaymentRow> {
    return (await this.insertPayment(p)) ?? found(await this.paymentByKey(p.member_id, p.idempotency_key), `payment under key ${p.idempotency_key}`);
  }

  async paymentByKey(memberId: string, key: string, em?: EntityManager): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.m(em).query(`SELECT * FROM payments WHERE member_id = $1 AND idempotency_key = $2`, [memberId, key]);
    return rows[0] ?? null;
  }

  async paymentByReference(reference: string, em?: EntityManager): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.m(em).query(`SELECT * FROM payments WHERE reference = $1`, [reference]);
    return rows[0] ?? null;
  }

  async paymentByGatewayRef(ref: string, em?: EntityManager): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.m(em).query(`SELECT * FROM payments WHERE gateway_ref = $1`, [ref]);
    return rows[0] ?? null;
  }

  async paymentById(id: string, em?: EntityManager): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.m(em).query(`SELECT * FROM payments WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async lockPayment(em: EntityManager, id: string): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await em.query(`SELECT * FROM payments WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  async updatePayment(id: string, patch: Partial<Omit<PaymentRow, 'id'>>, em?: EntityManager): Promise<PaymentRow> {
    const keys = Object.keys(patch) as Array<keyof typeof patch>;
    const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
    const rows = rowsOf<PaymentRow>(await this.m(em).query(`UPDATE payments SET ${sets}, updated_at = now() WHERE id = $1 RETURNING *`, [id, ...keys.map((k) => patch[k])]));
    return rows[0]!;
  }

  async hasPaid(memberId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM payments WHERE member_id = $1 AND status IN ('succeeded','refunded') LIMIT 1`, [memberId]);
    return rows.length > 0;
  }

  /** The member's newest gateway customer, to reuse it. */
  async customerOf(memberId: string): Promise<string | null> {
    const rows: Array<{ customer_ref: string }> = await this.db.query(
      `SELECT customer_ref FROM payments WHERE member_id = $1 AND customer_ref IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      [memberId],
    );
    return rows[0]?.customer_ref ?? null;
  }

  async paymentsOf(memberId: string, before: { at: string; id: string } | null, limit: number): Promise<Array<PaymentRow & { created_key: string }>> {
    return this.db.query(
      `SELECT *, created_at::text AS created_key FROM payments
       WHERE member_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
      [memberId, before?.at ?? null, before?.id ?? null, limit],
    );
  }

  async staffPayments(filter: { memberIds?: string[]; status?: string; kind?: string; variants?: string[] | null }, w: StaffWindow) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.memberIds) where.push(`(member_id = ANY($${args.push(filter.memberIds)}::uuid[]) OR recipient_id = ANY($${args.length}::uuid[]))`);
    if (filter.status) where.push(`status = $${args.push(filter.status)}`);
    if (filter.kind) where.push(`kind = $${args.push(filter.kind)}`);
    if (filter.variants) where.push(`variant = ANY($${args.push(filter.variants)}::text[])`);
    return this.window<PaymentRow>('payments', where, args, PAYMENT_SORTS[w.sortField] ?? 'created_at', w);
  }

  private async window<T>(table: string, where: string[], args: unknown[], sort: string, w: StaffWindow): Promise<{ rows: T[]; total: number }> {
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [count]: Array<{ n: string }> = await this.db.query(`SELECT count(*) AS n FROM ${table} ${clause}`, args);
    const rows: T[] = await this.db.query(
      `SELECT * FROM ${table} ${clause} ORDER BY ${sort} ${w.sortDesc ? 'DESC' : 'ASC'}, id DESC OFFSET $${args.length + 1} LIMIT $${args.length + 2}`,
      [...args, w.offset, w.limit],
    );
    return { rows, total: Number(count!.n) };
  }

  // Webhook events

  /** Stores the event; false when it was stored before (a duplicate delivery). */
  async insertEvent(em: EntityManager, e: { id: string; gateway: string; type: string; gatewayRef: string | null; payload: unknown }): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `INSERT INTO payment_events (id, gateway, type, gateway_ref, payload) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [e.id, e.gateway, e.type, e.gatewayRef, JSON.stringify(e.payload)],
    );
    return rows.length > 0;
  }

  async eventCount(): Promise<number> {
    const [r]: Array<{ n: string }> = await this.db.query(`SELECT count(*) AS n FROM payment_events`);
    return Number(r!.n);
  }

  // Subscriptions

  async subscriptionOf(memberId: string, em?: EntityManager, lock = false): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await this.m(em).query(`SELECT * FROM subscriptions WHERE member_id = $1 ${lock ? 'FOR UPDATE' : ''}`, [memberId]);
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
    const keys = Object.keys(patch) as Array<keyof typeof patch>;
    const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
    const rows = rowsOf<SubscriptionRow>(await em.query(`UPDATE subscriptions SET ${sets}, updated_at = now() WHERE id = $1 RETURNING *`, [id, ...keys.map((k) => patch[k])]));
    return rows[0]!;
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
    return this.window<SubscriptionRow>('subscriptions', where, args, SUB_SORTS[w.sortField] ?? 'current_period_end', w);
  }

  // Withdrawals

  async insertWithdrawal(em: EntityManager, w: Pick<WithdrawalRow, 'member_id' | 'coins' | 'payout_minor' | 'currency' | 'status' | 'payout_account' | 'hold_transaction_id' | 'idempotency_key'>): Promise<WithdrawalRow> {
    const rows: WithdrawalRow[] = await em.query(
      `INSERT INTO withdrawals (member_id, coins, payout_minor, currency, status, payout_account, hold_transaction_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [w.member_id, w.coins, w.payout_minor, w.currency, w.status, w.payout_account, w.hold_transaction_id, w.idempotency_key],
    );
    return rows[0]!;
  }

  async withdrawalByKey(memberId: string, key: string, em?: EntityManager): Promise<WithdrawalRow | null> {
    const rows: WithdrawalRow[] = await this.m(em).query(`SELECT * FROM withdrawals WHERE member_id = $1 AND idempotency_key = $2`, [memberId, key]);
    return rows[0] ?? null;
  }

  async withdrawal(id: string, em?: EntityManager, lock = false): Promise<WithdrawalRow | null> {
    const rows: WithdrawalRow[] = await this.m(em).query(`SELECT * FROM withdrawals WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async updateWithdrawal(em: EntityManager, id: string, patch: Partial<Omit<WithdrawalRow, 'id'>>): Promise<WithdrawalRow> {
    const keys = Object.keys(patch) as Array<keyof typeof patch>;
    const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
    const rows = rowsOf<WithdrawalRow>(await em.query(`UPDATE withdrawals SET ${sets}, updated_at = now() WHERE id = $1 RETURNING *`, [id, ...keys.map((k) => patch[k])]));
    return rows[0]!;
  }

  async withdrawalsOf(memberId: string, limit: number): Promise<WithdrawalRow[]> {
    return this.db.query(`SELECT * FROM withdrawals WHERE member_id = $1 ORDER BY created_at DESC LIMIT $2`, [memberId, limit]);
  }

  async staffWithdrawals(filter: { memberIds?: string[]; status?: string }, w: StaffWindow) {
    const where: string[] = [];
    const args: unknown[] = [];
    if (filter.memberIds) where.push(`member_id = ANY($${args.push(filter.memberIds)}::uuid[])`);
    if (filter.status) where.push(`status = $${args.push(filter.status)}`);
    return this.window<WithdrawalRow>('withdrawals', where, args, WD_SORTS[w.sortField] ?? 'created_at', w);
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

  async trialUsed(memberId: string, em?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await this.m(em).query(`SELECT 1 FROM payment_trials WHERE member_id = $1`, [memberId]);
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
