import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Withdrawal, WithdrawalProducts } from '@community/contracts';
import {
  MAX_WITHDRAWAL_COINS,
  MIN_WITHDRAWAL_COINS,
  WITHDRAWAL_APPROVAL_COINS,
  WITHDRAWAL_PRODUCTS,
  formatMoney,
  needsWithdrawalApproval,
  withdrawalPayout,
} from '@community/domain';
import { QueueService } from '../../infra/queue/queue.service.js';
import { CoinsService } from '../coins/index.js';
import type { MemberRef } from '../members/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import type { SiteContext } from '../variants/index.js';
import { GatewayError, PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentsErrorCode, PaymentsException, paymentsOff } from './payments.exception.js';
import { WithdrawalsRepository, type WithdrawalRow } from './withdrawals.repository.js';
import { PaymentViewsService } from './payment-views.service.js';

/** Payout attempts before a withdrawal fails and its coins go back. */
export const MAX_PAYOUT_ATTEMPTS = 5;

/**
 * Withdrawals: the coins are held (moved to the `held` account) when the member asks; from the approval
 * threshold a staff member approves first; the `coins.withdrawal-payout` job pays out through the gateway
 * with an idempotency key per withdrawal (a retried or restarted job never pays twice), then moves the held
 * coins to `paid-out`; a final failure or a rejection moves them back to the member.
 */
@Injectable()
export class WithdrawalsService {
  private readonly log = new Logger('Withdrawals');

  constructor(
    private readonly db: DataSource,
    private readonly repo: WithdrawalsRepository,
    private readonly coins: CoinsService,
    private readonly payments: PaymentViewsService,
    private readonly queue: QueueService,
    private readonly audit: StaffAuditService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  async products(member: MemberRef, site: SiteContext): Promise<WithdrawalProducts> {
    const currency = this.payments.currencyOf(site);
    const payoutAccount = await this.coins.payoutAccount(member.id);
    return {
      currency,
      minCoins: MIN_WITHDRAWAL_COINS,
      maxCoins: MAX_WITHDRAWAL_COINS,
      approvalFromCoins: WITHDRAWAL_APPROVAL_COINS,
      products: WITHDRAWAL_PRODUCTS.map((coins) => ({ coins, payoutMinor: withdrawalPayout(coins, currency), payoutText: formatMoney(withdrawalPayout(coins, currency), currency, site.locale) })),
      available: this.payments.isOpen(site) && payoutAccount !== null,
      payoutAccount,
    };
  }

  async request(member: MemberRef, site: SiteContext, coins: number, key: string): Promise<Withdrawal> {
    if (!this.payments.isOpen(site)) throw paymentsOff();
    const known = await this.repo.withdrawalByKey(member.id, key);
    if (known) return this.view(known, site.locale);
    const account = await this.coins.payoutAccount(member.id);
    if (!account) throw new PaymentsException(PaymentsErrorCode.NoPayoutAccount, 'Set where withdrawals are paid first (coin settings)', { field: 'payoutAccount' });
    const currency = this.payments.currencyOf(site);
    const status = needsWithdrawalApproval(coins) ? 'awaiting-approval' : 'queued';
    const result = await this.db.transaction(async (em) => {
      const moved = await this.coins.moveIn(em, { kind: 'withdrawal', from: { member: member.id }, to: { system: 'held' }, amount: coins, scope: member.id, idempotencyKey: `withdraw:${key}`, initiatorId: member.id });
      if (moved.replayed) return { row: (await this.repo.withdrawalByKey(member.id, key, em))!, touched: [] as string[] };
      const row = await this.repo.insertWithdrawal(em, { member_id: member.id, coins, payout_minor: withdrawalPayout(coins, currency), currency, status, payout_account: account, hold_transaction_id: moved.transaction.id, idempotency_key: key });
      return { row, touched: moved.touched };
    });
    await this.coins.publish(result.touched);
    if (result.row.status === 'queued') await this.enqueue(result.row.id);
    return this.view(result.row, site.locale);
  }

  private enqueue(id: string): Promise<void> {
    return this.queue.enqueue('coins.withdrawal-payout', { withdrawalId: id }, { jobId: `withdrawal-${id}` });
  }

  async mine(member: MemberRef, locale: string): Promise<Withdrawal[]> {
    return (await this.repo.withdrawalsOf(member.id, 50)).map((w) => this.view(w, locale));
  }

  /** The payout job. Safe to run again after a crash at any point. */
  async payout(id: string): Promise<void> {
    const claimed = await this.db.transaction(async (em) => {
      const w = await this.repo.withdrawal(id, em, true);
      if (!w || (w.status !== 'queued' && w.status !== 'processing')) return null;
      return this.repo.updateWithdrawal(em, id, { status: 'processing', attempts: w.attempts + 1 });
    });
    if (!claimed) return;
    if (!this.gateway) throw new Error('no payment gateway: the payout waits for one');
    try {
      const out = await this.gateway.payout({ destination: claimed.payout_account, amountMinor: claimed.payout_minor, currency: claimed.currency, reference: claimed.id }, `payout:${claimed.id}`);
      await this.settle(id, out.ref);
    } catch (err) {
      const retryable = err instanceof GatewayError ? err.retryable : true;
      if (retryable && claimed.attempts < MAX_PAYOUT_ATTEMPTS) throw err;
      await this.giveBack(id, 'failed', err instanceof Error ? err.message : String(err), null);
    }
  }

  private async settle(id: string, gatewayRef: string): Promise<void> {
    await this.db.transaction(async (em) => {
      const w = await this.repo.withdrawal(id, em, true);
      if (!w || w.status === 'paid') return;
      const moved = await this.coins.moveIn(em, { kind: 'withdrawal-paid', from: { system: 'held' }, to: { system: 'paid-out' }, amount: w.coins, scope: 'system:withdrawal', idempotencyKey: `paid:${w.id}`, initiatorId: null, reference: w.id });
      await this.repo.updateWithdrawal(em, id, { status: 'paid', gateway_ref: gatewayRef, settle_transaction_id: moved.transaction.id, failure_reason: null });
    });
  }

  /** Moves the held coins back to the member (failed payout, or rejected by staff). */
  private async giveBack(id: string, status: 'failed' | 'rejected', reason: string, staff: MemberRef | null): Promise<WithdrawalRow> {
    const after: string[] = [];
    const row = await this.db.transaction(async (em) => {
      const w = await this.repo.withdrawal(id, em, true);
      if (!w) throw new PaymentsException(PaymentsErrorCode.NotFound, 'No such withdrawal');
      if (staff && w.status !== 'awaiting-approval') throw new PaymentsException(PaymentsErrorCode.NotPending, `This withdrawal is ${w.status}`);
      if (w.status === 'paid' || w.status === 'failed' || w.status === 'rejected') return w;
      const moved = await this.coins.moveIn(em, { kind: 'withdrawal-return', from: { system: 'held' }, to: { member: w.member_id }, amount: w.coins, scope: 'system:withdrawal', idempotencyKey: `return:${w.id}`, initiatorId: staff?.id ?? null, reference: w.id, note: reason.slice(0, 200) });
      after.push(...moved.touched);
      const updated = await this.repo.updateWithdrawal(em, id, { status, failure_reason: reason.slice(0, 500), settle_transaction_id: moved.transaction.id, ...(staff ? { decided_by: staff.id, decided_at: new Date() } : {}) });
      if (staff) await this.audit.record(em, { staffId: staff.id, action: 'withdrawal.reject', targetType: 'withdrawal', targetId: id, before: { status: w.status }, after: { status, reason } });
      return updated;
    });
    await this.coins.publish(after);
    if (status === 'failed') this.log.warn({ withdrawal: id, reason }, 'withdrawal failed; coins returned');
    return row;
  }

  async approve(staff: MemberRef, id: string): Promise<WithdrawalRow> {
    const row = await this.db.transaction(async (em) => {
      const w = await this.repo.withdrawal(id, em, true);
      if (!w) throw new PaymentsException(PaymentsErrorCode.NotFound, 'No such withdrawal');
      if (w.status !== 'awaiting-approval') throw new PaymentsException(PaymentsErrorCode.NotPending, `This withdrawal is ${w.status}`);
      if (w.member_id === staff.id) throw new PaymentsException(PaymentsErrorCode.NotPending, 'You cannot approve your own withdrawal');
      await this.audit.record(em, { staffId: staff.id, action: 'withdrawal.approve', targetType: 'withdrawal', targetId: id, before: { status: w.status }, after: { status: 'queued' } });
      return this.repo.updateWithdrawal(em, id, { status: 'queued', decided_by: staff.id, decided_at: new Date() });
    });
    await this.enqueue(row.id);
    return row;
  }

  reject(staff: MemberRef, id: string, reason: string): Promise<WithdrawalRow> {
    return this.giveBack(id, 'rejected', reason, staff);
  }

  view(w: WithdrawalRow, locale: string): Withdrawal {
    return {
      id: w.id,
      coins: w.coins,
      payoutMinor: w.payout_minor,
      currency: w.currency,
      payoutText: formatMoney(w.payout_minor, w.currency, locale),
      status: w.status,
      attempts: w.attempts,
      failureReason: w.failure_reason,
      createdAt: w.created_at.toISOString(),
      updatedAt: w.updated_at.toISOString(),
    };
  }
}
