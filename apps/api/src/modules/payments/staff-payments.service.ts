import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canViewMember, formatMoney, staffVariantScope, type Currency } from '@community/domain';
import { CoinsService } from '../coins/index.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { PaymentGateways } from './gateway/gateways.js';
import { GatewayError } from './gateway/payment-gateway.js';
import { ReversalDesk, type ReversalHandler } from './reversal-desk.js';
import { PaymentsErrorCode, PaymentsException, paymentNotFound } from './payments.exception.js';
import { PaymentsRepository, type PaymentRow } from './payments.repository.js';
import type { StaffWindow } from './staff-window.js';
import { SubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.js';
import { WithdrawalsRepository, type WithdrawalRow } from './withdrawals.repository.js';
import { WithdrawalsService } from './withdrawals.service.js';

export interface StaffPaymentRecord {
  id: string;
  reference: string;
  memberId: string;
  memberName: string;
  recipientName: string | null;
  variant: string;
  kind: string;
  status: string;
  amountMinor: number;
  currency: string;
  amountText: string;
  tier: string | null;
  coins: number | null;
  /** The processor: stripe or hosted. */
  gateway: string;
  gatewayRef: string | null;
  failureMessage: string | null;
  createdAt: string;
  refundedAt: string | null;
}

/** Staff views of payments, subscriptions and withdrawals, scoped to the staff member's variants; refunds. */
@Injectable()
export class StaffPaymentsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: PaymentsRepository,
    private readonly subs: SubscriptionsRepository,
    private readonly withdrawalRows: WithdrawalsRepository,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
    private readonly withdrawals: WithdrawalsService,
    private readonly audit: StaffAuditService,
    private readonly gateways: PaymentGateways,
    private readonly desk: ReversalDesk,
  ) {}

  /** The tickets module opens a billing ticket for each reversal a processor reports (see ReversalDesk). */
  onReversal(handler: ReversalHandler): void {
    this.desk.register(handler);
  }

  /** The variants a list may show: the staff member's scope, narrowed to one variant when the console asks (the app bar's brand). */
  private scopeVariants(staff: MemberAccount, requested?: string): string[] | null {
    const scope = staffVariantScope(staff);
    const base = scope === null ? [] : scope === 'all' ? null : [scope];
    if (!requested) return base;
    return base === null || base.includes(requested) ? [requested] : [];
  }

  /** A member name filter → ids (exact name, case-insensitive); undefined for no filter. */
  private async memberIds(name: string | undefined): Promise<string[] | undefined> {
    if (!name) return undefined;
    const m = await this.members.findByName(name);
    return m ? [m.id] : [];
  }

  private async names(ids: Array<string | null>): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const id of new Set(ids.filter((x): x is string => x !== null))) {
      const m = await this.members.findById(id);
      if (m) out.set(id, m.name);
    }
    return out;
  }

  private record(p: PaymentRow, names: Map<string, string>): StaffPaymentRecord {
    return {
      id: p.id,
      reference: p.reference,
      memberId: p.member_id,
      memberName: names.get(p.member_id) ?? '',
      recipientName: p.recipient_id ? (names.get(p.recipient_id) ?? null) : null,
      variant: p.variant,
      kind: p.kind,
      status: p.status,
      amountMinor: p.amount_minor,
      currency: p.currency,
      amountText: formatMoney(p.amount_minor, p.currency, 'en_GB'),
      tier: p.tier,
      coins: p.coins,
      gateway: p.gateway,
      gatewayRef: p.gateway_ref,
      failureMessage: p.failure_message,
      createdAt: p.created_at.toISOString(),
      refundedAt: p.refunded_at?.toISOString() ?? null,
    };
  }

  async payments(staff: MemberAccount, filter: { variant?: string; member?: string; status?: string; kind?: string }, w: StaffWindow) {
    const { rows, total } = await this.repo.staffPayments({ memberIds: await this.memberIds(filter.member), status: filter.status, kind: filter.kind, variants: this.scopeVariants(staff, filter.variant) }, w);
    const names = await this.names(rows.flatMap((r) => [r.member_id, r.recipient_id]));
    return { rows: rows.map((r) => this.record(r, names)), total };
  }

  /** One payment with the processor's webhooks (postbacks) about it and, for a hosted sale, its rebills' rows. */
  async payment(staff: MemberAccount, id: string): Promise<StaffPaymentRecord & { events: Array<{ id: string; gateway: string; type: string; receivedAt: string }> }> {
    const p = await this.repo.paymentById(id);
    if (!p || !canViewMember(staff, { homeVariant: p.variant })) throw paymentNotFound();
    // A hosted rebill's row is `<sale>#<transaction>`: its postbacks are the sale's.
    const ref = p.gateway_ref?.split('#')[0] ?? null;
    const events = ref ? await this.repo.eventsFor(ref) : [];
    return { ...this.record(p, await this.names([p.member_id, p.recipient_id])), events: events.map((e) => ({ id: e.id, gateway: e.gateway, type: e.type, receivedAt: new Date(e.received_at).toISOString() })) };
  }

  async subscriptions(staff: MemberAccount, filter: { variant?: string; member?: string; status?: string; tier?: string }, w: StaffWindow) {
    const { rows, total } = await this.subs.staffSubscriptions({ memberIds: await this.memberIds(filter.member), status: filter.status, tier: filter.tier, variants: this.scopeVariants(staff, filter.variant) }, w);
    const names = await this.names(rows.map((r) => r.member_id));
    return { rows: rows.map((s) => this.subRecord(s, names)), total };
  }

  private subRecord(s: SubscriptionRow, names: Map<string, string>) {
    return {
      id: s.id,
      memberId: s.member_id,
      memberName: names.get(s.member_id) ?? '',
      variant: s.variant,
      tier: s.tier,
      period: s.period,
      status: s.status,
      paidWith: s.paid_with,
      priceText: s.currency === 'COINS' ? `${s.amount_minor} coins` : formatMoney(s.amount_minor, s.currency as Currency, 'en_GB'),
      currentPeriodEnd: s.current_period_end.toISOString(),
      cancelAtPeriodEnd: s.cancel_at_period_end,
      pendingTier: s.pending_tier,
    };
  }

  async withdrawalList(staff: MemberAccount, filter: { member?: string; status?: string }, w: StaffWindow) {
    const { rows, total } = await this.withdrawalRows.staffWithdrawals({ memberIds: await this.memberIds(filter.member), status: filter.status }, w);
    const names = await this.names(rows.map((r) => r.member_id));
    const visible: Array<ReturnType<StaffPaymentsService['wdRecord']>> = [];
    for (const r of rows) {
      const m = await this.members.findById(r.member_id);
      if (m && canViewMember(staff, m)) visible.push(this.wdRecord(r, names));
    }
    return { rows: visible, total: this.scopeVariants(staff) === null ? total : visible.length };
  }

  private wdRecord(w: WithdrawalRow, names: Map<string, string>) {
    return { ...this.withdrawals.view(w, 'en_GB'), memberId: w.member_id, memberName: names.get(w.member_id) ?? '', payoutAccount: w.payout_account, gatewayRef: w.gateway_ref, decidedAt: w.decided_at?.toISOString() ?? null };
  }

  private async visibleWithdrawal(staff: MemberAccount, id: string): Promise<WithdrawalRow> {
    const w = await this.withdrawalRows.withdrawal(id);
    const m = w ? await this.members.findById(w.member_id) : null;
    if (!w || !m || !canViewMember(staff, m)) throw new PaymentsException(PaymentsErrorCode.NotFound, 'No such withdrawal');
    return w;
  }

  async withdrawal(staff: MemberAccount, id: string) {
    const w = await this.visibleWithdrawal(staff, id);
    return this.wdRecord(w, await this.names([w.member_id]));
  }

  async decideWithdrawal(staff: MemberAccount, id: string, decision: { approve: boolean; reason?: string }) {
    await this.visibleWithdrawal(staff, id);
    const w = decision.approve ? await this.withdrawals.approve(staff, id) : await this.withdrawals.reject(staff, id, decision.reason ?? 'Rejected by staff');
    return this.wdRecord(w, await this.names([w.member_id]));
  }

  /** A member's coins and payments by name (SPEC 2 staff pages "per-name coins and payments"). */
  async memberMoney(staff: MemberAccount, name: string) {
    const m = await this.members.findByName(name);
    if (!m || !canViewMember(staff, m)) throw new PaymentsException(PaymentsErrorCode.NotFound, 'No such member');
    const payments = await this.repo.paymentsOf(m.id, null, 50);
    const names = await this.names(payments.flatMap((p) => [p.member_id, p.recipient_id]));
    const sub = await this.subs.subscriptionOf(m.id);
    return {
      id: m.id,
      name: m.name,
      balance: await this.coins.balance(m.id),
      coins: await this.coins.historyOf(m.id, 50),
      payments: payments.map((p) => this.record(p, names)),
      subscription: sub ? this.subRecord(sub, new Map([[m.id, m.name]])) : null,
    };
  }

  /**
   * Refunds a succeeded payment in full and reverses what it gave, in one transaction with the audit entry:
   * bought coins go back out of the member's balance (refused when they were spent), a tier ends now. The
   * gateway's refund carries an idempotency key per payment, so a retried refund never pays back twice.
   */
  async refund(staff: MemberAccount, id: string, reason: string): Promise<StaffPaymentRecord> {
    const touched: string[] = [];
    const row = await this.db.transaction(async (em) => {
      const p = await this.repo.lockPayment(em, id);
      if (!p || !canViewMember(staff, { homeVariant: p.variant })) throw paymentNotFound();
      // The processor the payment was made through (a hosted processor reports the refund back by a postback too).
      const gateway = this.gateways.byName(p.gateway);
      if (!gateway) throw new PaymentsException(PaymentsErrorCode.NotRefundable, 'The payment’s processor is not configured');
      if (p.status !== 'succeeded' || !p.gateway_ref) throw new PaymentsException(PaymentsErrorCode.NotRefundable, `This payment is ${p.status}`);
      if (p.kind === 'coins' && p.coins) {
        const moved = await this.coins.moveIn(em, { kind: 'refund', from: { member: p.member_id }, to: { system: 'refunded' }, amount: p.coins, scope: 'system:refund', idempotencyKey: p.id, initiatorId: staff.id, reference: p.reference, note: reason.slice(0, 200) });
        touched.push(...moved.touched);
      } else if (p.kind !== 'coins') {
        const holder = p.kind === 'gift' ? p.recipient_id! : p.member_id;
        const sub = await this.subs.subscriptionOf(holder, em, true);
        if (sub && sub.status === 'active') {
          await this.subs.updateSubscription(em, sub.id, { status: 'expired', current_period_end: new Date(Math.max(Date.now(), sub.current_period_start.getTime() + 1000)), pending_tier: null });
          await this.members.setTier(holder, 'free', null, em);
        }
      }
      try {
        await gateway.refund(p.gateway_ref, p.amount_minor, `refund:${p.id}`);
      } catch (err) {
        if (err instanceof GatewayError) throw new PaymentsException(PaymentsErrorCode.Gateway, `The payment provider answered: ${err.message}`);
        throw err;
      }
      const updated = await this.repo.updatePayment(p.id, { status: 'refunded', refunded_at: new Date(), refunded_by: staff.id }, em);
      await this.audit.record(em, { staffId: staff.id, action: 'payment.refund', targetType: 'payment', targetId: p.id, variant: p.variant, before: { status: p.status }, after: { status: 'refunded', reason } });
      return updated;
    });
    await this.coins.publish(touched);
    return this.record(row, await this.names([row.member_id, row.recipient_id]));
  }
}
