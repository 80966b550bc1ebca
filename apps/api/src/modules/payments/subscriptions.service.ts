import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { FreeTrial, Payment, Subscription } from '@community/contracts';
import { TIER_COIN_PRICES, TRIAL_DAYS, TRIAL_TIER, canUpgrade, effectiveTier, formatMoney, prorate, tierPrice, tierRank, trialEnd, trialRefusal, type Currency, type PaidTier } from '@community/domain';
import { CoinsService } from '../coins/index.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService, toViewer } from '../members/index.js';
import { VariantsService } from '../variants/index.js';
import { CheckoutService } from './checkout.service.js';
import { isHostedMethod, PaymentViewsService, type PaymentContext } from './payment-views.service.js';
import { PaymentsErrorCode, PaymentsException, paymentsOff } from './payments.exception.js';
import { PaymentsRepository } from './payments.repository.js';
import { SubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.js';
import { RenewalsService } from './renewals.service.js';

/**
 * A member's subscription: the free trial, paying a tier with coins, cancelling and resuming, and changing tier
 * (a downgrade at the period end; an upgrade prorated now, by coins or a card payment started at checkout).
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: PaymentsRepository,
    private readonly subs: SubscriptionsRepository,
    private readonly views: PaymentViewsService,
    private readonly checkout: CheckoutService,
    private readonly renewals: RenewalsService,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
    private readonly variants: VariantsService,
  ) {}

  // The free trial

  async trial(ctx: PaymentContext, now = new Date()): Promise<FreeTrial> {
    const refusal = await this.trialRefusalOf(ctx, now);
    return { available: refusal === null, refusal, tier: TRIAL_TIER, days: TRIAL_DAYS };
  }

  private async trialRefusalOf(ctx: PaymentContext, now: Date) {
    return trialRefusal({
      open: this.views.isOpen(ctx.site),
      canUpgrade: canUpgrade(toViewer(ctx.member), this.variants.siteFlags(ctx.site.variant), now),
      tier: effectiveTier(ctx.member, now),
      hasPaid: await this.repo.hasPaid(ctx.member.id),
      used: await this.subs.trialUsed(ctx.member.id),
    });
  }

  /**
   * Starts the member's one free trial: TRIAL_TIER for TRIAL_DAYS, no card, cancelled at its end (the expiry
   * job drops the tier and tells the member). Asking again while it runs answers the running trial.
   */
  async startTrial(ctx: PaymentContext, now = new Date()): Promise<Subscription> {
    const refusal = await this.trialRefusalOf(ctx, now);
    if (refusal === 'used' || refusal === 'has-tier') {
      // Read after the refusal, so a trial started a moment ago by a parallel request is seen here.
      const running = await this.subs.subscriptionOf(ctx.member.id);
      if (running?.status === 'active' && running.paid_with === 'trial') return this.views.subView(running, ctx.site.locale);
    }
    if (refusal === 'payments-off') throw paymentsOff();
    if (refusal === 'not-member') throw new PaymentsException(PaymentsErrorCode.CannotUpgrade, 'upgrade:not-available');
    if (refusal) throw new PaymentsException(PaymentsErrorCode.TrialUnavailable, `The free trial is not available to you (${refusal})`);
    const ends = trialEnd(now);
    const sub = await this.db.transaction(async (em) => {
      const current = await this.subs.subscriptionOf(ctx.member.id, em, true);
      if (current?.status === 'active') {
        if (current.paid_with === 'trial') return current;
        throw new PaymentsException(PaymentsErrorCode.TrialUnavailable, 'The free trial is not available to you (has-tier)');
      }
      if (!(await this.subs.insertTrial(em, { member_id: ctx.member.id, tier: TRIAL_TIER, variant: ctx.site.variant.code, started_at: now, ends_at: ends }))) {
        // A parallel request started it first (the insert waited for it to commit): answer that trial.
        const started = await this.subs.subscriptionOf(ctx.member.id, em);
        if (started?.status === 'active' && started.paid_with === 'trial') return started;
        throw new PaymentsException(PaymentsErrorCode.TrialUnavailable, 'The free trial is not available to you (used)');
      }
      const row = await this.subs.upsertSubscription(em, {
        member_id: ctx.member.id,
        tier: TRIAL_TIER,
        period: 'month',
        currency: this.views.currencyOf(ctx.site),
        amount_minor: 0,
        current_period_start: now,
        current_period_end: ends,
        cancel_at_period_end: true,
        paid_with: 'trial',
        variant: ctx.site.variant.code,
        customer_ref: null,
        payment_method_ref: null,
      });
      await this.members.setTier(ctx.member.id, TRIAL_TIER, ends, em);
      return row;
    });
    return this.views.subView(sub, ctx.site.locale);
  }

  async cancel(member: MemberAccount, locale: string): Promise<Subscription> {
    const current = await this.subs.subscriptionOf(member.id);
    const saleRef = current?.status === 'active' && !current.cancel_at_period_end && isHostedMethod(current.payment_method_ref) ? current.payment_method_ref!.slice('hosted:'.length) : null;
    if (saleRef) {
      // A hosted processor's subscription rebills at the processor: stop it there first (its Cancellation postback follows).
      const gateway = this.views.gatewayOf({ gateway: 'hosted' });
      await this.views.gatewayCall(() => gateway.cancelRecurring!(saleRef, `cancel:${current!.id}:${current!.current_period_end.toISOString()}`));
    }
    return this.db.transaction(async (em) => {
      const sub = await this.activeSub(em, member.id);
      return this.views.subView(await this.subs.updateSubscription(em, sub.id, { cancel_at_period_end: true }), locale);
    });
  }

  async resume(member: MemberAccount, locale: string): Promise<Subscription> {
    return this.db.transaction(async (em) => {
      const sub = await this.activeSub(em, member.id);
      if (sub.paid_with === 'gift') throw new PaymentsException(PaymentsErrorCode.CannotResume, 'A gift ends with its period; buy the tier to keep it');
      if (sub.paid_with === 'trial') throw new PaymentsException(PaymentsErrorCode.CannotResume, 'A free trial ends by itself; buy the tier to keep it');
      if (isHostedMethod(sub.payment_method_ref)) throw new PaymentsException(PaymentsErrorCode.CannotResume, 'The payment processor does not restart a cancelled subscription; buy the tier again when it ends');
      if (sub.paid_with === 'card' && !sub.payment_method_ref) throw new PaymentsException(PaymentsErrorCode.CannotResume, 'No saved card to renew with; buy the tier again when it ends');
      return this.views.subView(await this.subs.updateSubscription(em, sub.id, { cancel_at_period_end: false }), locale);
    });
  }

  private async activeSub(em: EntityManager, memberId: string): Promise<SubscriptionRow> {
    const sub = await this.subs.subscriptionOf(memberId, em, true);
    if (!sub || sub.status !== 'active') throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    return sub;
  }

  async changePreview(member: MemberAccount, tier: PaidTier, locale: string, now = new Date()) {
    const sub = await this.subs.subscriptionOf(member.id);
    if (!sub || sub.status !== 'active') throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    if (sub.paid_with === 'gift' || sub.paid_with === 'trial') throw new PaymentsException(PaymentsErrorCode.CannotResume, `A ${sub.paid_with === 'gift' ? 'gift' : 'free trial'} cannot change tier`);
    if (sub.tier === tier) throw new PaymentsException(PaymentsErrorCode.SameTier, 'That is your tier already', { field: 'tier' });
    const p = this.proration(sub, tier, now);
    return { tier, amountDueMinor: p.amountDue, amountDueText: formatMoney(p.amountDue, sub.currency === 'COINS' ? 'GBP' : sub.currency, locale), effective: p.effective };
  }

  private proration(sub: SubscriptionRow, tier: PaidTier, now: Date) {
    const newPrice = sub.paid_with === 'coins' ? TIER_COIN_PRICES[tier] : tierPrice(tier, sub.period, sub.currency as Currency);
    return prorate({ currentPrice: sub.amount_minor, newPrice, periodStart: sub.current_period_start, periodEnd: sub.current_period_end, now });
  }

  /**
   * Changes tier: a downgrade waits for the period end (nothing charged); an upgrade is charged the prorated
   * difference now — a card payment to complete (returned), or coins moved at once for coin subscriptions.
   */
  async changeTier(ctx: PaymentContext, tier: PaidTier, key: string, now = new Date()): Promise<{ subscription: Subscription; payment: Payment | null }> {
    const sub = await this.subs.subscriptionOf(ctx.member.id);
    if (!sub || sub.status !== 'active') throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    if (sub.paid_with === 'gift' || sub.paid_with === 'trial') throw new PaymentsException(PaymentsErrorCode.CannotResume, `A ${sub.paid_with === 'gift' ? 'gift' : 'free trial'} cannot change tier`);
    if (sub.tier === tier) throw new PaymentsException(PaymentsErrorCode.SameTier, 'That is your tier already', { field: 'tier' });
    const p = this.proration(sub, tier, now);
    if (p.effective === 'period-end') {
      const updated = await this.db.transaction(async (em) => this.subs.updateSubscription(em, (await this.activeSub(em, ctx.member.id)).id, { pending_tier: tier }));
      return { subscription: this.views.subView(updated, ctx.site.locale), payment: null };
    }
    if (sub.paid_with === 'coins') {
      const after: Array<() => Promise<void>> = [];
      const updated = await this.db.transaction(async (em) => {
        const locked = await this.activeSub(em, ctx.member.id);
        const moved = await this.coins.moveIn(em, { kind: 'upgrade', from: { member: ctx.member.id }, to: { system: 'spent' }, amount: Math.max(1, p.amountDue), scope: ctx.member.id, idempotencyKey: key, initiatorId: ctx.member.id, note: `${tier} (prorated)` });
        after.push(() => this.coins.publish(moved.touched));
        if (moved.replayed) return locked;
        await this.members.setTier(ctx.member.id, tier, locked.current_period_end, em);
        return this.subs.updateSubscription(em, locked.id, { tier, amount_minor: TIER_COIN_PRICES[tier], pending_tier: null });
      });
      for (const fn of after) await fn();
      return { subscription: this.views.subView(updated, ctx.site.locale), payment: null };
    }
    this.views.requireOpen(ctx.site);
    if (p.amountDue <= 0) throw new PaymentsException(PaymentsErrorCode.NotPayable, 'Nothing is left of this period to prorate');
    const payment = await this.checkout.start(ctx, key, { kind: 'proration', amount: p.amountDue, currency: sub.currency as Currency, tier, period: sub.period, description: `${tier} (prorated)` });
    return { subscription: this.views.subView(sub, ctx.site.locale), payment };
  }

  /** Pays a tier with coins (one month; renews from coins unless cancelled). */
  async upgradeWithCoins(ctx: PaymentContext, tier: PaidTier, key: string): Promise<Subscription> {
    const after: Array<() => Promise<void>> = [];
    const sub = await this.db.transaction(async (em) => {
      const current = await this.subs.subscriptionOf(ctx.member.id, em, true);
      const moved = await this.coins.moveIn(em, { kind: 'upgrade', from: { member: ctx.member.id }, to: { system: 'spent' }, amount: TIER_COIN_PRICES[tier], scope: ctx.member.id, idempotencyKey: key, initiatorId: ctx.member.id, note: `${tier} (1 month)` });
      if (moved.replayed && current) return current;
      this.views.requireCanUpgrade(ctx);
      const paying = current?.status === 'active' && current.paid_with !== 'trial';
      if (paying && current.tier !== tier) {
        throw new PaymentsException(PaymentsErrorCode.HasSubscription, 'You already have a subscription: change its tier instead', { field: 'tier' });
      }
      if (paying && current.paid_with !== 'coins') {
        throw new PaymentsException(PaymentsErrorCode.HasSubscription, 'Your subscription is paid by card', { field: 'tier' });
      }
      if (!paying && tierRank(this.views.ownTier(ctx.member, current)) >= tierRank(tier)) {
        throw new PaymentsException(PaymentsErrorCode.SameTier, 'Choose a tier above your own', { field: 'tier' });
      }
      after.push(() => this.coins.publish(moved.touched));
      return this.renewals.grantTier(em, ctx.member.id, tier, 'month', { paidWith: 'coins', amount: TIER_COIN_PRICES[tier], currency: 'COINS', variant: ctx.site.variant.code, customerRef: null, methodRef: null });
    });
    for (const fn of after) await fn();
    return this.views.subView(sub, ctx.site.locale);
  }
}
