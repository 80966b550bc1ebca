import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatMoney } from '@community/domain';
import { CoinsService } from '../../coins/index.js';
import { MembersService } from '../../members/index.js';
import { CheckoutService } from '../checkout.service.js';
import type { GatewayBilling, GatewayTransaction } from '../gateway/payment-gateway.js';
import { PaymentsRepository, found, type PaymentRow } from '../payments.repository.js';
import { ReversalDesk } from '../reversal-desk.js';
import { newReference } from '../renewals.service.js';
import { SubscriptionsRepository } from '../subscriptions.repository.js';

const TIER_KINDS = new Set(['upgrade', 'offer', 'renewal', 'gift', 'proration']);

/**
 * Applies a hosted processor's sale, as read back from it after a verified postback, to our records: the first
 * charge (granted once, by CheckoutService.syncIn), each rebill (a `renewal` payment row once per processor
 * transaction, the subscription paid up to the processor's date), each refund or chargeback (the payment marked
 * refunded, coins taken back through a reversing ledger entry, the tier ended, a billing ticket for staff), and a
 * cancellation (no more renewals; what is paid stays). It works from the whole state every time, so the same
 * postback twice, or postbacks in any order, end in the same place.
 */
@Injectable()
export class HostedBillingService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly subs: SubscriptionsRepository,
    private readonly checkout: CheckoutService,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
    private readonly desk: ReversalDesk,
  ) {}

  async reconcileIn(em: EntityManager, paymentId: string, billing: GatewayBilling, after: Array<() => Promise<void>>, now = new Date()): Promise<void> {
    const row = await this.checkout.syncIn(em, paymentId, billing.charge, after);
    if (!row.applied_at) return;
    const renewals = new Map<string, PaymentRow>();
    for (const tx of billing.transactions.filter((t) => t.type === 'renewal')) renewals.set(tx.ref, await this.renewalRow(em, row, tx));
    let tierEnded = false;
    for (const tx of billing.transactions.filter((t) => t.status !== 'approved')) {
      const target = tx.type === 'sale' ? row : renewals.get(tx.ref);
      if (!target) continue;
      const ended = await this.reverse(em, target, tx, after, now);
      tierEnded ||= ended || (await this.wasReversed(em, target));
    }
    if (row.kind !== 'upgrade' && row.kind !== 'offer') return;
    const sub = await this.subs.subscriptionOf(row.member_id, em, true);
    // Only the subscription this sale started (a later one of the member's is not the processor's to move).
    if (!sub || sub.payment_method_ref === null || sub.payment_method_ref !== row.payment_method_ref) return;
    if (tierEnded || billing.transactions.some((t) => t.status !== 'approved')) return;
    const paidThrough = billing.paidThrough;
    const patch: Parameters<SubscriptionsRepository['updateSubscription']>[2] = {};
    const noMoreRebills = billing.cancelled || billing.ended;
    if (sub.cancel_at_period_end !== noMoreRebills && sub.status === 'active') patch.cancel_at_period_end = noMoreRebills;
    if (paidThrough && paidThrough.getTime() > sub.current_period_end.getTime() && paidThrough.getTime() > now.getTime()) {
      // A rebill: paid up to the processor's date (a late postback also brings back a tier the expiry job ended).
      Object.assign(patch, { status: 'active', current_period_end: paidThrough, renewal_failures: 0, renewal_failed_at: null, cancel_at_period_end: noMoreRebills });
      await this.members.setTier(row.member_id, sub.tier, paidThrough, em);
    }
    if (Object.keys(patch).length) await this.subs.updateSubscription(em, sub.id, patch);
  }

  private async wasReversed(em: EntityManager, row: PaymentRow): Promise<boolean> {
    const fresh = await this.repo.paymentById(row.id, em);
    return fresh?.status === 'refunded' && TIER_KINDS.has(fresh.kind);
  }

  /** One rebill's payment row, recorded once per processor transaction. */
  private async renewalRow(em: EntityManager, sale: PaymentRow, tx: GatewayTransaction): Promise<PaymentRow> {
    const key = `hosted:${tx.ref}`;
    const existing = await this.repo.paymentByKey(sale.member_id, key, em);
    if (existing) return existing;
    const inserted = found(
      await this.repo.insertPayment(
        {
          reference: newReference(),
          member_id: sale.member_id,
          variant: sale.variant,
          kind: 'renewal',
          amount_minor: tx.amountMinor,
          currency: sale.currency,
          tier: sale.tier,
          period: sale.period,
          coins: null,
          product: null,
          recipient_id: null,
          gateway: sale.gateway,
          customer_ref: null,
          idempotency_key: key,
        },
        em,
      ),
      `renewal ${key}`,
    );
    return this.repo.updatePayment(inserted.id, { status: 'succeeded', applied_at: tx.at, gateway_ref: `${sale.gateway_ref}#${tx.ref}`, payment_method_ref: sale.payment_method_ref }, em);
  }

  /** Reverses what one payment gave, once (under its row lock); true when it ended a tier. */
  private async reverse(em: EntityManager, target: PaymentRow, tx: GatewayTransaction, after: Array<() => Promise<void>>, now: Date): Promise<boolean> {
    const p = found(await this.repo.lockPayment(em, target.id), `payment ${target.id}`);
    if (p.status === 'refunded' || !p.applied_at) return false;
    const reason = tx.status === 'chargedback' ? 'chargeback' : 'refund';
    let coinsReversed: number | null = null;
    let coinsShort: number | null = null;
    let tierEnded: string | null = null;
    if (p.kind === 'coins' && p.coins) {
      // A reversing entry for what is left of them: coins already spent cannot be taken back (staff follow up).
      const balance = await this.coins.balance(p.member_id, em);
      const take = Math.min(balance, p.coins);
      if (take > 0) {
        const moved = await this.coins.moveIn(em, { kind: 'refund', from: { member: p.member_id }, to: { system: 'refunded' }, amount: take, scope: 'system:refund', idempotencyKey: `reversal:${p.id}`, initiatorId: null, reference: p.reference, note: reason });
        after.push(() => this.coins.publish(moved.touched));
      }
      coinsReversed = take;
      coinsShort = p.coins - take;
    } else if (TIER_KINDS.has(p.kind)) {
      const holder = p.kind === 'gift' && p.recipient_id ? p.recipient_id : p.member_id;
      const sub = await this.subs.subscriptionOf(holder, em, true);
      if (sub && sub.status === 'active') {
        await this.subs.updateSubscription(em, sub.id, { status: 'expired', current_period_end: new Date(Math.max(now.getTime(), sub.current_period_start.getTime() + 1000)), pending_tier: null, cancel_at_period_end: true });
        await this.members.setTier(holder, 'free', null, em);
        tierEnded = sub.tier;
      }
    }
    await this.repo.updatePayment(p.id, { status: 'refunded', refunded_at: now, failure_message: reason === 'chargeback' ? 'Charged back by the card holder' : 'Refunded by the payment processor' }, em);
    await this.desk.open(em, {
      paymentId: p.id,
      paymentReference: p.reference,
      memberId: p.member_id,
      variant: p.variant,
      gateway: p.gateway,
      reason,
      kind: p.kind,
      amountMinor: p.amount_minor,
      currency: p.currency,
      amountText: formatMoney(p.amount_minor, p.currency, 'en_GB'),
      coinsReversed,
      coinsShort,
      tierEnded,
    });
    return tierEnded !== null;
  }
}
