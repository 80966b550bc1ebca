import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BillingPeriod, PaidTier } from '@community/domain';
import { updateById } from '../../shared/db/rows.js';
import { staffWindow, type StaffWindow } from './staff-window.js';

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

const PAYMENT_SORTS: Record<string, string> = { createdAt: 'created_at', amountMinor: 'amount_minor', status: 'status', kind: 'kind' };

/** The only code that queries payments and payment_events (subscriptions, offers, trials: SubscriptionsRepository; withdrawals: WithdrawalsRepository; card_updates: CardUpdatesRepository). */
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
    return updateById<PaymentRow>(this.m(em), 'payments', id, patch);
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
    return staffWindow<PaymentRow>(this.db, 'payments', where, args, PAYMENT_SORTS[w.sortField] ?? 'created_at', w);
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

  /** The webhooks (postbacks) received about one charge, oldest first. */
  async eventsFor(gatewayRef: string): Promise<Array<{ id: string; gateway: string; type: string; received_at: Date }>> {
    return this.db.query(`SELECT id, gateway, type, received_at FROM payment_events WHERE gateway_ref = $1 ORDER BY received_at, id LIMIT 200`, [gatewayRef]);
  }

  async eventCount(): Promise<number> {
    const [r]: Array<{ n: string }> = await this.db.query(`SELECT count(*) AS n FROM payment_events`);
    return Number(r!.n);
  }
}
