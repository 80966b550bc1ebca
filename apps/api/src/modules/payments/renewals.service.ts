import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { translate, translationsFor } from '@community/contracts';
import { PERIOD_MONTHS, TIER_COIN_PRICES, addMonths, tierPrice, type BillingPeriod, type Currency, type PaidTier } from '@community/domain';
import { MEMBER_MAILER, type MemberMailer } from '../../shared/mail/member-mailer.js';
import { CoinsService } from '../coins/index.js';
import { MembersService } from '../members/index.js';
import { VariantsService } from '../variants/index.js';
import { GatewayError, PAYMENT_GATEWAY, type GatewayCharge, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentsRepository, found } from './payments.repository.js';
import { SubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.js';

/** How long after the period end a hosted processor's rebill postback is waited for before the tier ends. */
export const HOSTED_REBILL_GRACE_MS = 24 * 3_600_000;
/** Coin renewals are tried this long before the period ends. */
const RENEW_AHEAD_MS = 10 * 60_000;
/**
 * Card renewals are first tried this long before the period ends, so a card that fails leaves the member days to
 * fix it before the tier ends (they are e-mailed at once).
 */
export const CARD_RENEW_AHEAD_MS = 3 * 24 * 3_600_000;
/** A failed card renewal is tried again after this long (with a new idempotency key per attempt), and once more when the period ends. */
export const CARD_RETRY_AFTER_MS = 24 * 3_600_000;

/**
 * The idempotency key of one renewal attempt of one period: the payment row is recorded under it, and the gateway
 * call carries a key derived from that row. A retry of the same attempt (a crash, a second node running the job)
 * replays the gateway's answer; the next attempt has its own key, so the gateway really charges again instead of
 * answering the first attempt's failure.
 */
export function renewalKey(subscriptionId: string, periodEnd: Date, attempt: number): string {
  return `renewal:${subscriptionId}:${periodEnd.toISOString()}:${attempt}`;
}

/** A new payment's reference (`pay_` and 20 letters or digits). */
export const newReference = () => `pay_${randomBytes(15).toString('base64url').replace(/[-_]/g, 'x')}`;

/** A subscription that renews by a card on file: both gateway references are known. */
type CardOnFile = SubscriptionRow & { customer_ref: string; payment_method_ref: string };

/** The member's language when the variant speaks it, else the variant's first. */
function mailLocale(locales: readonly string[], wanted: string): string {
  return locales.find((l) => l === wanted) ?? locales[0] ?? wanted;
}

/**
 * A subscription's periods: granting or extending a tier, the scheduled renew-or-expire job (coins, or the
 * card on file with its retries), a renewal retried after a new card, and the e-mails that tell the member.
 */
@Injectable()
export class RenewalsService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly db: DataSource,
    private readonly repo: PaymentsRepository,
    private readonly subs: SubscriptionsRepository,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
    private readonly variants: VariantsService,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  /** Grants (or extends) a tier for a period: the subscription row and the member's tier move together. */
  async grantTier(
    em: EntityManager,
    memberId: string,
    tier: PaidTier,
    period: BillingPeriod,
    o: { paidWith: SubscriptionRow['paid_with']; amount: number; currency: string; variant: string; customerRef: string | null; methodRef: string | null },
    now = new Date(),
  ): Promise<SubscriptionRow> {
    const current = await this.subs.subscriptionOf(memberId, em, true);
    const extend = current && current.status === 'active' && current.tier === tier && current.current_period_end.getTime() > now.getTime();
    const start = extend ? current.current_period_start : now;
    const end = addMonths(extend ? current.current_period_end : now, PERIOD_MONTHS[period]);
    const sub = await this.subs.upsertSubscription(em, {
      member_id: memberId,
      tier,
      period,
      currency: o.currency,
      amount_minor: o.amount,
      current_period_start: start,
      current_period_end: end,
      cancel_at_period_end: o.paidWith === 'gift',
      paid_with: o.paidWith,
      variant: o.variant,
      customer_ref: o.customerRef,
      payment_method_ref: o.methodRef,
    });
    await this.members.setTier(memberId, tier, end, em);
    return sub;
  }

  /** After a new card is saved: a renewal that failed this period is tried again at once (its next attempt, its own key). */
  async retryRenewal(sub: SubscriptionRow): Promise<SubscriptionRow> {
    if (sub.renewal_failures === 0 || sub.cancel_at_period_end || sub.status !== 'active') return sub;
    try {
      await this.renewOrExpire(sub, new Date());
    } catch (err) {
      // The scheduled job tries again; the new card is saved either way.
      this.log.warn(`renewal after the card update of subscription ${sub.id} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    return (await this.subs.subscriptionOf(sub.member_id)) ?? sub;
  }

  /**
   * The scheduled job: renews subscriptions that reach their period end (card on file or coins) unless they
   * are cancelled, and ends the tier of those that lapse, telling each member by e-mail.
   */
  async expireTiers(now = new Date()): Promise<{ renewed: number; expired: number }> {
    let renewed = 0;
    let expired = 0;
    const due = await this.subs.dueSubscriptions(new Date(now.getTime() + CARD_RENEW_AHEAD_MS), 200);
    for (const sub of due) {
      try {
        const outcome = await this.renewOrExpire(sub, now);
        if (outcome === 'renewed') renewed++;
        if (outcome === 'expired') expired++;
      } catch (err) {
        this.log.error({ err, subscription: sub.id }, 'renewal failed');
      }
    }
    return { renewed, expired };
  }

  private async renewOrExpire(sub: SubscriptionRow, now: Date): Promise<'renewed' | 'expired' | 'waiting'> {
    const lapsed = sub.current_period_end.getTime() <= now.getTime();
    const tier = sub.pending_tier ?? sub.tier;
    if (!sub.cancel_at_period_end && sub.paid_with === 'coins') {
      if (sub.current_period_end.getTime() - now.getTime() > RENEW_AHEAD_MS) return 'waiting';
      const after: Array<() => Promise<void>> = [];
      try {
        await this.db.transaction(async (em) => {
          const locked = await this.subs.lockSubscription(em, sub.id);
          if (!locked || locked.status !== 'active' || locked.current_period_end.getTime() !== sub.current_period_end.getTime()) return;
          const moved = await this.coins.moveIn(em, { kind: 'upgrade', from: { member: sub.member_id }, to: { system: 'spent' }, amount: TIER_COIN_PRICES[tier], scope: 'system:renewal', idempotencyKey: `renew:${sub.id}:${sub.current_period_end.toISOString()}`, initiatorId: null, note: `${tier} (renewal)` });
          after.push(() => this.coins.publish(moved.touched));
          await this.extend(em, locked, tier, TIER_COIN_PRICES[tier]);
        });
        for (const fn of after) await fn();
        return 'renewed';
      } catch (err) {
        this.log.warn({ err: (err as Error).message, subscription: sub.id }, 'coin renewal refused');
      }
    } else if (!sub.cancel_at_period_end && sub.paid_with === 'card' && sub.customer_ref && sub.payment_method_ref && this.gateway) {
      const outcome = await this.renewByCard(this.gateway, { ...sub, customer_ref: sub.customer_ref, payment_method_ref: sub.payment_method_ref }, tier, lapsed, now);
      if (outcome !== 'failed') return outcome;
    }
    if (!lapsed) return 'waiting';
    // A hosted processor rebills on its own and its postback may come a little after the period end: a day's grace.
    if (sub.payment_method_ref?.startsWith('hosted:') && !sub.cancel_at_period_end && now.getTime() - sub.current_period_end.getTime() < HOSTED_REBILL_GRACE_MS) return 'waiting';
    const ended = await this.db.transaction(async (em) => {
      const locked = await this.subs.lockSubscription(em, sub.id);
      if (!locked || locked.status !== 'active' || locked.current_period_end.getTime() > now.getTime()) return false;
      await this.subs.updateSubscription(em, sub.id, { status: 'expired', pending_tier: null });
      const member = await this.members.findById(sub.member_id, em);
      if (member && member.tier === locked.tier) await this.members.setTier(member.id, 'free', null, em);
      return true;
    });
    if (ended) await this.tellExpired(sub);
    return ended ? 'expired' : 'waiting';
  }

  /**
   * One card renewal attempt, when one is due: the first from CARD_RENEW_AHEAD_MS before the period end, another
   * CARD_RETRY_AFTER_MS after a failure (or at once when the member saved another card since), and a last one when
   * the period has ended. Attempt n of a period is one payment row under `renewalKey(…, n)`; the gateway call
   * carries `charge:<row id>`, so repeating attempt n is idempotent and attempt n+1 is a new charge. The first
   * failure of a period e-mails the member at once.
   */
  private async renewByCard(gateway: PaymentGateway, sub: CardOnFile, tier: PaidTier, lapsed: boolean, now: Date): Promise<'renewed' | 'waiting' | 'failed'> {
    const attempt = sub.renewal_failures + 1;
    if (sub.renewal_failures > 0 && !lapsed) {
      const last = await this.repo.paymentByKey(sub.member_id, renewalKey(sub.id, sub.current_period_end, sub.renewal_failures));
      const cardChanged = last !== null && last.payment_method_ref !== null && last.payment_method_ref !== sub.payment_method_ref;
      if (last && !cardChanged && now.getTime() - last.updated_at.getTime() < CARD_RETRY_AFTER_MS) return 'waiting';
    }
    const amount = tierPrice(tier, sub.period, sub.currency as Currency);
    const key = renewalKey(sub.id, sub.current_period_end, attempt);
    const row = await this.repo.insertOrGetPayment({ reference: newReference(), member_id: sub.member_id, variant: sub.variant, kind: 'renewal', amount_minor: amount, currency: sub.currency, tier, period: sub.period, coins: null, product: null, recipient_id: null, gateway: gateway.name, customer_ref: sub.customer_ref, idempotency_key: key });
    let charge: GatewayCharge | null = null;
    // An attempt already answered (by an earlier run or the webhook) is only finished below, never charged again.
    if (row.status !== 'succeeded' && row.status !== 'failed') {
      try {
        charge = await gateway.chargeSaved(
          { reference: row.reference, amountMinor: amount, currency: sub.currency, description: `${tier} renewal`, customerRef: sub.customer_ref, savedMethod: sub.payment_method_ref, saveForRenewal: true },
          `charge:${row.id}`,
        );
      } catch (err) {
        // A transient failure leaves the attempt pending: the next run repeats it under the same key.
        if (!(err instanceof GatewayError) || err.retryable) throw err;
        // The gateway refused the request itself (a detached card, say): this attempt failed.
        charge = { ref: '', status: 'failed', amountMinor: amount, currency: sub.currency, actionUrl: null, savedMethod: null, customerRef: sub.customer_ref, failureMessage: err.message, reference: row.reference };
      }
    }
    const outcome = await this.db.transaction(async (em) => {
      const locked = found(await this.repo.lockPayment(em, row.id), `payment ${row.id}`);
      let ok = locked.status === 'succeeded';
      if (charge && locked.status !== 'succeeded' && locked.status !== 'failed') {
        ok = charge.status === 'succeeded';
        await this.repo.updatePayment(row.id, { gateway_ref: charge.ref || null, status: ok ? 'succeeded' : 'failed', failure_message: charge.failureMessage, applied_at: ok ? new Date() : null, payment_method_ref: sub.payment_method_ref }, em);
      }
      const current = await this.subs.lockSubscription(em, sub.id);
      if (!current || current.status !== 'active' || current.current_period_end.getTime() !== sub.current_period_end.getTime()) return ok ? 'renewed' : 'failed';
      if (ok) {
        await this.extend(em, current, tier, amount);
        return 'renewed';
      }
      // Counted once per attempt, whichever run (or the webhook) saw the failure first.
      if (current.renewal_failures >= attempt) return 'failed';
      await this.subs.updateSubscription(em, sub.id, { renewal_failures: attempt, renewal_failed_at: new Date() });
      return 'counted';
    });
    if (outcome === 'renewed') return 'renewed';
    if (outcome === 'counted' && attempt === 1 && !lapsed) await this.tellRenewalFailed(sub);
    return 'failed';
  }

  /** Tells the member at once, in their language, that the card renewal failed and when the tier ends unless they fix it. */
  private async tellRenewalFailed(sub: SubscriptionRow): Promise<void> {
    const member = await this.members.findById(sub.member_id);
    const variant = this.variants.byCode(sub.variant);
    if (!member || !variant) return;
    const locale = mailLocale(variant.locales, member.locale);
    const catalogue = translationsFor(locale);
    const values = {
      name: member.name,
      brand: variant.brand.name,
      tier: translate(catalogue, `overlays.tier.${sub.tier}`),
      date: new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(sub.current_period_end) + ' UTC',
      // The subscription page with the card form open.
      url: `${this.variants.originFor(variant, variant.hosts[0])}/payment/subscription/card`,
    };
    try {
      await this.mailer.send(member, variant.code, {
        subject: translate(catalogue, 'payments.mail.renewalFailed.subject', values),
        text: translate(catalogue, 'payments.mail.renewalFailed.text', values),
        template: 'payments.renewal-failed',
      });
    } catch (err) {
      // The next attempt and the subscription page still tell the member; the renewal itself is recorded.
      this.log.warn(`could not queue the renewal-failed e-mail for subscription ${sub.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async extend(em: EntityManager, sub: SubscriptionRow, tier: PaidTier, amount: number): Promise<void> {
    const end = addMonths(sub.current_period_end, PERIOD_MONTHS[sub.period]);
    await this.subs.updateSubscription(em, sub.id, { tier, amount_minor: amount, pending_tier: null, current_period_start: sub.current_period_end, current_period_end: end, renewal_failures: 0, renewal_failed_at: null });
    await this.members.setTier(sub.member_id, tier, end, em);
  }

  /** Tells the member, by e-mail in their language (the variant's when it does not speak theirs), that the tier ended. */
  private async tellExpired(sub: SubscriptionRow): Promise<void> {
    const member = await this.members.findById(sub.member_id);
    const variant = this.variants.byCode(sub.variant);
    if (!member || !variant) return;
    const locale = mailLocale(variant.locales, member.locale);
    const catalogue = translationsFor(locale);
    const trial = sub.paid_with === 'trial';
    const values = {
      name: member.name,
      brand: variant.brand.name,
      tier: translate(catalogue, `overlays.tier.${sub.tier}`),
      date: new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(sub.current_period_end),
      url: `${this.variants.originFor(variant, variant.hosts[0])}/upgrade`,
    };
    try {
      await this.mailer.send(member, variant.code, {
        subject: translate(catalogue, trial ? 'payments.mail.trialEnded.subject' : 'payments.mail.expired.subject', values),
        text: translate(catalogue, trial ? 'payments.mail.trialEnded.text' : 'payments.mail.expired.text', values),
        template: trial ? 'payments.trial-ended' : 'payments.tier-expired',
      });
    } catch (err) {
      // The tier has ended either way; the subscription page says so.
      this.log.warn(`could not queue the expiry e-mail for subscription ${sub.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
