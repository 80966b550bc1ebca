import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { translate, translationsFor, type CardUpdate, type CoinProducts, type FreeTrial, type Payment, type PaymentPage, type Subscription, type UpgradeOffer, type UpgradePrices } from '@community/contracts';
import {
  BILLING_PERIODS,
  COIN_PACKS,
  PAID_TIERS,
  PERIOD_MONTHS,
  TIER_COIN_PRICES,
  TRIAL_DAYS,
  TRIAL_TIER,
  addMonths,
  canUpgrade,
  coinPack,
  coinPackPrice,
  effectiveTier,
  formatMoney,
  isCurrency,
  isStaff,
  prorate,
  tierPrice,
  tierRank,
  trialEnd,
  trialRefusal,
  type BillingPeriod,
  type Currency,
  type PaidTier,
} from '@community/domain';
import { QueueService } from '../../infra/queue/queue.service.js';
import { CoinsService } from '../coins/index.js';
import type { Member } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { toViewer } from '../members/index.js';
import { VariantsService, type SiteContext } from '../variants/index.js';
import { GatewayError, PAYMENT_GATEWAY, WebhookSignatureError, type GatewayCardUpdate, type GatewayCharge, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentsErrorCode, PaymentsException, paymentNotFound, paymentsOff } from './payments.exception.js';
import { PaymentsRepository, type CardUpdateRow, type PaymentKind, type PaymentRow, type SubscriptionRow } from './payments.repository.js';
import { decodeCursor, encodeCursor } from '../../shared/cursor/cursor.js';

/** The offer: half the Gold monthly price (ending in .99), for 48 hours from the first time the member sees it. */
const OFFER_HOURS = 48;
export function offerPrice(currency: Currency): number {
  const half = Math.floor(tierPrice('gold', 'month', currency) / 2);
  return Math.floor(half / 100) * 100 + 99;
}

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

export interface PaymentContext {
  member: Member;
  site: SiteContext;
}

const newReference = () => `pay_${randomBytes(15).toString('base64url').replace(/[-_]/g, 'x')}`;
const newCardUpdateReference = () => `cu_${randomBytes(15).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * Checkout through the payment gateway (coins, tiers, gifts, the offer, tier changes), 3-D Secure completion,
 * webhooks, subscriptions and their renewal or expiry. A payment's effects (coins credited, a tier granted)
 * are applied exactly once, in one transaction with the payment's change of status, whichever of the
 * browser's return, the webhook or a retry arrives first.
 */
@Injectable()
export class PaymentsService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly db: DataSource,
    private readonly repo: PaymentsRepository,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
    private readonly variants: VariantsService,
    private readonly queue: QueueService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  // --- What is on sale --------------------------------------------------------------------------------

  currencyOf(site: SiteContext): Currency {
    const c = site.variant.currency;
    if (!isCurrency(c)) throw new Error(`variant ${site.variant.code} charges in ${c}, which has no prices`);
    return c;
  }

  isOpen(site: SiteContext): boolean {
    const flags = this.variants.siteFlags(site.variant);
    return this.gateway !== null && flags.paid && flags.payments;
  }

  private requireOpen(site: SiteContext): PaymentGateway {
    if (!this.gateway || !this.isOpen(site)) throw paymentsOff();
    return this.gateway;
  }

  upgradePrices(site: SiteContext): UpgradePrices {
    const currency = this.currencyOf(site);
    const prices = PAID_TIERS.flatMap((tier) =>
      BILLING_PERIODS.map((period) => {
        const amount = tierPrice(tier, period, currency);
        return {
          tier,
          period,
          amountMinor: amount,
          currency,
          priceText: formatMoney(amount, currency, site.locale),
          monthlyText: formatMoney(Math.round(amount / PERIOD_MONTHS[period]), currency, site.locale),
        };
      }),
    );
    return { currency, open: this.isOpen(site), prices, coinPrices: PAID_TIERS.map((tier) => ({ tier, coins: TIER_COIN_PRICES[tier] })) };
  }

  coinProducts(site: SiteContext): CoinProducts {
    const currency = this.currencyOf(site);
    return {
      open: this.isOpen(site),
      currency,
      products: COIN_PACKS.map((p) => {
        const amount = coinPackPrice(p.code, currency)!;
        return { code: p.code, coins: p.coins, bonus: p.bonus, amountMinor: amount, currency, priceText: formatMoney(amount, currency, site.locale) };
      }),
    };
  }

  // --- Starting a payment -----------------------------------------------------------------------------

  async buyCoins(ctx: PaymentContext, product: string, key: string): Promise<Payment> {
    this.requireOpen(ctx.site);
    const pack = coinPack(product);
    if (!pack) throw new PaymentsException(PaymentsErrorCode.UnknownProduct, 'No such coin product', { field: 'product' });
    const currency = this.currencyOf(ctx.site);
    return this.start(ctx, key, {
      kind: 'coins',
      amount: coinPackPrice(pack.code, currency)!,
      currency,
      coins: pack.coins,
      product: pack.code,
      description: `${pack.coins} coins`,
    });
  }

  async buyUpgrade(ctx: PaymentContext, input: { tier: PaidTier; period: BillingPeriod; giftTo?: string }, key: string): Promise<Payment> {
    this.requireOpen(ctx.site);
    const currency = this.currencyOf(ctx.site);
    const amount = tierPrice(input.tier, input.period, currency);
    if (input.giftTo !== undefined) {
      const recipient = await this.members.findByName(input.giftTo);
      const now = new Date();
      if (!recipient || recipient.id === ctx.member.id || recipient.suspendedAt || isStaff(recipient.role) || tierRank(effectiveTier(recipient, now)) > tierRank(input.tier)) {
        throw new PaymentsException(PaymentsErrorCode.RecipientNotFound, 'That member cannot receive this gift', { field: 'giftTo' });
      }
      return this.start(ctx, key, { kind: 'gift', amount, currency, tier: input.tier, period: input.period, recipientId: recipient.id, description: `${input.tier} (${input.period}) for ${recipient.name}` });
    }
    this.requireCanUpgrade(ctx);
    const sub = await this.repo.subscriptionOf(ctx.member.id);
    if (sub?.status === 'active' && sub.paid_with !== 'trial') {
      throw new PaymentsException(PaymentsErrorCode.HasSubscription, 'You already have a subscription: change its tier instead', { field: 'tier' });
    }
    if (tierRank(this.ownTier(ctx.member, sub)) >= tierRank(input.tier)) {
      throw new PaymentsException(PaymentsErrorCode.SameTier, 'Choose a tier above your own', { field: 'tier' });
    }
    return this.start(ctx, key, { kind: 'upgrade', amount, currency, tier: input.tier, period: input.period, description: `${input.tier} (${input.period})`, save: true });
  }

  /** The tier the member holds on their own account: a running free trial lends its tier, it is not theirs. */
  private ownTier(member: Member, sub: SubscriptionRow | null, now = new Date()): PaidTier | 'free' {
    if (sub?.status === 'active' && sub.paid_with === 'trial') return 'free';
    return effectiveTier(member, now);
  }

  private requireCanUpgrade(ctx: PaymentContext): void {
    if (!canUpgrade(toViewer(ctx.member), this.variants.siteFlags(ctx.site.variant), new Date())) {
      throw new PaymentsException(PaymentsErrorCode.CannotUpgrade, 'upgrade:not-available');
    }
  }

  async offer(ctx: PaymentContext, now = new Date()): Promise<UpgradeOffer> {
    const currency = this.currencyOf(ctx.site);
    const regular = tierPrice('gold', 'month', currency);
    const price = offerPrice(currency);
    const base = {
      tier: 'gold' as const,
      period: 'month' as const,
      amountMinor: price,
      regularMinor: regular,
      currency,
      priceText: formatMoney(price, currency, ctx.site.locale),
      regularText: formatMoney(regular, currency, ctx.site.locale),
    };
    const eligible =
      this.isOpen(ctx.site) &&
      canUpgrade(toViewer(ctx.member), this.variants.siteFlags(ctx.site.variant), now) &&
      effectiveTier(ctx.member, now) === 'free' &&
      !(await this.repo.hasPaid(ctx.member.id));
    if (!eligible) return { ...base, available: false, expiresAt: null };
    const offer = await this.repo.offerOf(ctx.member.id, new Date(now.getTime() + OFFER_HOURS * 3_600_000));
    const available = offer !== null && offer.used_at === null && offer.expires_at.getTime() > now.getTime();
    return { ...base, available, expiresAt: available ? offer.expires_at.toISOString() : null };
  }

  async buyOffer(ctx: PaymentContext, key: string): Promise<Payment> {
    this.requireOpen(ctx.site);
    const existing = await this.repo.paymentByKey(ctx.member.id, key);
    if (existing) return this.view(existing, ctx.site.locale);
    const offer = await this.offer(ctx);
    if (!offer.available) throw new PaymentsException(PaymentsErrorCode.OfferUnavailable, 'The offer is not available to you');
    return this.start(ctx, key, { kind: 'offer', amount: offer.amountMinor, currency: offer.currency as Currency, tier: 'gold', period: 'month', description: 'Gold (offer, 1 month)', save: true });
  }

  // --- The free trial ---------------------------------------------------------------------------------

  async trial(ctx: PaymentContext, now = new Date()): Promise<FreeTrial> {
    const refusal = await this.trialRefusalOf(ctx, now);
    return { available: refusal === null, refusal, tier: TRIAL_TIER, days: TRIAL_DAYS };
  }

  private async trialRefusalOf(ctx: PaymentContext, now: Date) {
    return trialRefusal({
      open: this.isOpen(ctx.site),
      canUpgrade: canUpgrade(toViewer(ctx.member), this.variants.siteFlags(ctx.site.variant), now),
      tier: effectiveTier(ctx.member, now),
      hasPaid: await this.repo.hasPaid(ctx.member.id),
      used: await this.repo.trialUsed(ctx.member.id),
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
      const running = await this.repo.subscriptionOf(ctx.member.id);
      if (running?.status === 'active' && running.paid_with === 'trial') return this.subView(running, ctx.site.locale);
    }
    if (refusal === 'payments-off') throw paymentsOff();
    if (refusal === 'not-member') throw new PaymentsException(PaymentsErrorCode.CannotUpgrade, 'upgrade:not-available');
    if (refusal) throw new PaymentsException(PaymentsErrorCode.TrialUnavailable, `The free trial is not available to you (${refusal})`);
    const ends = trialEnd(now);
    const sub = await this.db.transaction(async (em) => {
      const current = await this.repo.subscriptionOf(ctx.member.id, em, true);
      if (current?.status === 'active') {
        if (current.paid_with === 'trial') return current;
        throw new PaymentsException(PaymentsErrorCode.TrialUnavailable, 'The free trial is not available to you (has-tier)');
      }
      if (!(await this.repo.insertTrial(em, { member_id: ctx.member.id, tier: TRIAL_TIER, variant: ctx.site.variant.code, started_at: now, ends_at: ends }))) {
        // A parallel request started it first (the insert waited for it to commit): answer that trial.
        const started = await this.repo.subscriptionOf(ctx.member.id, em);
        if (started?.status === 'active' && started.paid_with === 'trial') return started;
        throw new PaymentsException(PaymentsErrorCode.TrialUnavailable, 'The free trial is not available to you (used)');
      }
      const row = await this.repo.upsertSubscription(em, {
        member_id: ctx.member.id,
        tier: TRIAL_TIER,
        period: 'month',
        currency: this.currencyOf(ctx.site),
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
    return this.subView(sub, ctx.site.locale);
  }

  /**
   * Records the payment (once per idempotency key), then creates the gateway charge with an idempotency key
   * derived from the payment, so a retried request, or a crash between the two steps, never charges twice.
   */
  private async start(
    ctx: PaymentContext,
    key: string,
    p: { kind: PaymentKind; amount: number; currency: Currency; description: string; tier?: PaidTier; period?: BillingPeriod; coins?: number; product?: string; recipientId?: string; save?: boolean },
  ): Promise<Payment> {
    const gateway = this.requireOpen(ctx.site);
    let row = await this.repo.paymentByKey(ctx.member.id, key);
    if (!row) {
      const customer = p.save ? await this.customerFor(ctx.member) : null;
      row =
        (await this.repo.insertPayment({
          reference: newReference(),
          member_id: ctx.member.id,
          variant: ctx.site.variant.code,
          kind: p.kind,
          amount_minor: p.amount,
          currency: p.currency,
          tier: p.tier ?? null,
          period: p.period ?? null,
          coins: p.coins ?? null,
          product: p.product ?? null,
          recipient_id: p.recipientId ?? null,
          gateway: gateway.name,
          customer_ref: customer,
          idempotency_key: key,
        })) ?? (await this.repo.paymentByKey(ctx.member.id, key))!;
    }
    if (!row.gateway_ref) {
      const charge = await this.gatewayCall(() =>
        gateway.createCharge(
          { reference: row!.reference, amountMinor: row!.amount_minor, currency: row!.currency, description: p.description, customerRef: row!.customer_ref, saveForRenewal: Boolean(p.save) },
          `charge:${row!.id}`,
        ),
      );
      row = await this.repo.updatePayment(row.id, { gateway_ref: charge.ref });
    }
    return this.view(row, ctx.site.locale);
  }

  private async customerFor(member: Member): Promise<string> {
    const known = (await this.repo.subscriptionOf(member.id))?.customer_ref ?? (await this.repo.customerOf(member.id));
    if (known) return known;
    return this.gatewayCall(() => this.gateway!.ensureCustomer({ id: member.id, email: member.email, name: member.name }, `customer:${member.id}`));
  }

  private async gatewayCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof GatewayError) throw new PaymentsException(PaymentsErrorCode.Gateway, `The payment provider answered: ${err.message}`);
      throw err;
    }
  }

  // --- Paying, 3-D Secure, webhooks -------------------------------------------------------------------

  /** My payment by reference (another member's is the same 404). */
  async mine(member: Member, reference: string, locale: string): Promise<Payment> {
    const row = await this.repo.paymentByReference(reference);
    if (!row || row.member_id !== member.id) throw paymentNotFound();
    return this.view(row, locale);
  }

  async process(ctx: PaymentContext, reference: string, paymentMethod: string): Promise<Payment> {
    const gateway = this.requireOpen(ctx.site);
    const row = await this.repo.paymentByReference(reference);
    if (!row || row.member_id !== ctx.member.id) throw paymentNotFound();
    if (!row.gateway_ref || !['pending', 'failed', 'requires_action'].includes(row.status)) {
      throw new PaymentsException(PaymentsErrorCode.NotPayable, `This payment is ${row.status}`);
    }
    const returnUrl = `${ctx.site.origin}/payment/threed-secure/${row.reference}`;
    const charge = await this.gatewayCall(() => gateway.confirmCharge(row.gateway_ref!, paymentMethod, returnUrl, `confirm:${row.id}:${paymentMethod}:${row.updated_at.getTime()}`));
    return this.view(await this.sync(row.id, charge), ctx.site.locale);
  }

  /** The browser is back from 3-D Secure: read the charge's state from the gateway and apply it. */
  async completeThreeDSecure(ctx: PaymentContext, reference: string): Promise<Payment> {
    const gateway = this.requireOpen(ctx.site);
    const row = await this.repo.paymentByReference(reference);
    if (!row || row.member_id !== ctx.member.id || !row.gateway_ref) throw paymentNotFound();
    const charge = await this.gatewayCall(() => gateway.retrieveCharge(row.gateway_ref!));
    return this.view(await this.sync(row.id, charge), ctx.site.locale);
  }

  /** A webhook: verified over the raw body, stored once by event id, applied from the charge's current state. */
  async webhook(raw: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<{ received: true; duplicate: boolean }> {
    if (!this.gateway) throw paymentsOff();
    if (!raw) throw new PaymentsException(PaymentsErrorCode.BadSignature, 'Missing body');
    let event;
    try {
      event = this.gateway.parseWebhook(raw, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new PaymentsException(PaymentsErrorCode.BadSignature, 'Webhook signature does not verify');
      throw err;
    }
    const payment = event.chargeRef ? await this.repo.paymentByGatewayRef(event.chargeRef) : null;
    // Out-of-order safe: never trust the event's copy of the charge, read its current state.
    const charge = payment?.gateway_ref ? await this.gatewayCall(() => this.gateway!.retrieveCharge(payment.gateway_ref!)) : null;
    const cardUpdate = event.cardUpdateRef ? await this.repo.cardUpdateByGatewayRef(event.cardUpdateRef) : null;
    const setup = cardUpdate && !cardUpdate.applied_at && cardUpdate.status !== 'failed' ? await this.gatewayCall(() => this.gateway!.retrieveCardUpdate(cardUpdate.gateway_ref!)) : null;
    const after: Array<() => Promise<void>> = [];
    let savedCard: SubscriptionRow | null = null;
    const stored = await this.db.transaction(async (em) => {
      const fresh = await this.repo.insertEvent(em, { id: event.id, gateway: this.gateway!.name, type: event.type, gatewayRef: event.chargeRef ?? event.cardUpdateRef, payload: event.payload });
      if (!fresh) return false;
      if (payment && charge) await this.syncIn(em, payment.id, charge, after);
      if (cardUpdate && setup) {
        const r = await this.applyCardUpdateIn(em, cardUpdate.id, setup);
        if (r.applied) savedCard = r.sub;
      }
      return true;
    });
    for (const fn of after) await fn();
    if (savedCard) await this.retryRenewal(savedCard);
    return { received: true, duplicate: !stored };
  }

  /** Applies a charge's state to the payment in one transaction; effects exactly once. */
  async sync(paymentId: string, charge: GatewayCharge): Promise<PaymentRow> {
    const after: Array<() => Promise<void>> = [];
    const row = await this.db.transaction((em) => this.syncIn(em, paymentId, charge, after));
    for (const fn of after) await fn();
    return row;
  }

  private async syncIn(em: EntityManager, paymentId: string, charge: GatewayCharge, after: Array<() => Promise<void>>): Promise<PaymentRow> {
    const row = (await this.repo.lockPayment(em, paymentId))!;
    if (row.applied_at || row.status === 'refunded') return row;
    if (charge.status === 'succeeded') {
      if (charge.amountMinor !== row.amount_minor || charge.currency !== row.currency) {
        this.log.error({ reference: row.reference, charge: charge.ref }, 'charge amount or currency differs from the payment: not applied');
        return this.repo.updatePayment(row.id, { status: 'failed', failure_message: 'The amount charged does not match' }, em);
      }
      const updated = await this.repo.updatePayment(
        row.id,
        { status: 'succeeded', applied_at: new Date(), action_url: null, failure_message: null, payment_method_ref: charge.savedMethod ?? row.payment_method_ref, customer_ref: charge.customerRef ?? row.customer_ref },
        em,
      );
      await this.applyIn(em, updated, after);
      return updated;
    }
    const status = charge.status === 'requires_payment_method' ? 'pending' : charge.status;
    if (status === row.status && charge.actionUrl === row.action_url && charge.failureMessage === row.failure_message) return row;
    return this.repo.updatePayment(row.id, { status, action_url: charge.actionUrl, failure_message: charge.failureMessage }, em);
  }

  private async applyIn(em: EntityManager, p: PaymentRow, after: Array<() => Promise<void>>): Promise<void> {
    switch (p.kind) {
      case 'coins': {
        const moved = await this.coins.moveIn(em, {
          kind: 'purchase',
          from: { system: 'issuance' },
          to: { member: p.member_id },
          amount: p.coins!,
          scope: 'system:payment',
          idempotencyKey: p.id,
          initiatorId: p.member_id,
          reference: p.reference,
        });
        after.push(() => this.coins.publish(moved.touched));
        return;
      }
      case 'upgrade':
      case 'offer':
        if (p.kind === 'offer') await this.repo.useOffer(em, p.member_id);
        await this.grantTier(em, p.member_id, p.tier!, p.period!, { paidWith: 'card', amount: p.kind === 'offer' ? tierPrice(p.tier!, p.period!, p.currency as Currency) : p.amount_minor, currency: p.currency, variant: p.variant, customerRef: p.customer_ref, methodRef: p.payment_method_ref });
        return;
      case 'gift':
        await this.grantTier(em, p.recipient_id!, p.tier!, p.period!, { paidWith: 'gift', amount: p.amount_minor, currency: p.currency, variant: p.variant, customerRef: null, methodRef: null });
        return;
      case 'proration': {
        const sub = await this.repo.subscriptionOf(p.member_id, em, true);
        if (!sub || sub.status !== 'active') return;
        await this.repo.updateSubscription(em, sub.id, { tier: p.tier!, amount_minor: tierPrice(p.tier!, sub.period, sub.currency as Currency), pending_tier: null });
        await this.members.setTier(p.member_id, p.tier!, sub.current_period_end, em);
        return;
      }
      case 'renewal':
        return; // applied by the renewal itself
    }
  }

  /** Grants (or extends) a tier for a period: the subscription row and the member's tier move together. */
  private async grantTier(
    em: EntityManager,
    memberId: string,
    tier: PaidTier,
    period: BillingPeriod,
    o: { paidWith: SubscriptionRow['paid_with']; amount: number; currency: string; variant: string; customerRef: string | null; methodRef: string | null },
    now = new Date(),
  ): Promise<SubscriptionRow> {
    const current = await this.repo.subscriptionOf(memberId, em, true);
    const extend = current && current.status === 'active' && current.tier === tier && current.current_period_end.getTime() > now.getTime();
    const start = extend ? current.current_period_start : now;
    const end = addMonths(extend ? current.current_period_end : now, PERIOD_MONTHS[period]);
    const sub = await this.repo.upsertSubscription(em, {
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

  // --- Subscriptions ----------------------------------------------------------------------------------

  async subscription(member: Member, locale: string): Promise<Subscription | null> {
    const sub = await this.repo.subscriptionOf(member.id);
    return sub && sub.status === 'active' ? this.subView(sub, locale) : null;
  }

  async cancel(member: Member, locale: string): Promise<Subscription> {
    return this.db.transaction(async (em) => {
      const sub = await this.activeSub(em, member.id);
      return this.subView(await this.repo.updateSubscription(em, sub.id, { cancel_at_period_end: true }), locale);
    });
  }

  async resume(member: Member, locale: string): Promise<Subscription> {
    return this.db.transaction(async (em) => {
      const sub = await this.activeSub(em, member.id);
      if (sub.paid_with === 'gift') throw new PaymentsException(PaymentsErrorCode.CannotResume, 'A gift ends with its period; buy the tier to keep it');
      if (sub.paid_with === 'trial') throw new PaymentsException(PaymentsErrorCode.CannotResume, 'A free trial ends by itself; buy the tier to keep it');
      if (sub.paid_with === 'card' && !sub.payment_method_ref) throw new PaymentsException(PaymentsErrorCode.CannotResume, 'No saved card to renew with; buy the tier again when it ends');
      return this.subView(await this.repo.updateSubscription(em, sub.id, { cancel_at_period_end: false }), locale);
    });
  }

  private async activeSub(em: EntityManager, memberId: string): Promise<SubscriptionRow> {
    const sub = await this.repo.subscriptionOf(memberId, em, true);
    if (!sub || sub.status !== 'active') throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    return sub;
  }

  async changePreview(member: Member, tier: PaidTier, locale: string, now = new Date()) {
    const sub = await this.repo.subscriptionOf(member.id);
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
    const sub = await this.repo.subscriptionOf(ctx.member.id);
    if (!sub || sub.status !== 'active') throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    if (sub.paid_with === 'gift' || sub.paid_with === 'trial') throw new PaymentsException(PaymentsErrorCode.CannotResume, `A ${sub.paid_with === 'gift' ? 'gift' : 'free trial'} cannot change tier`);
    if (sub.tier === tier) throw new PaymentsException(PaymentsErrorCode.SameTier, 'That is your tier already', { field: 'tier' });
    const p = this.proration(sub, tier, now);
    if (p.effective === 'period-end') {
      const updated = await this.db.transaction(async (em) => this.repo.updateSubscription(em, (await this.activeSub(em, ctx.member.id)).id, { pending_tier: tier }));
      return { subscription: this.subView(updated, ctx.site.locale), payment: null };
    }
    if (sub.paid_with === 'coins') {
      const after: Array<() => Promise<void>> = [];
      const updated = await this.db.transaction(async (em) => {
        const locked = await this.activeSub(em, ctx.member.id);
        const moved = await this.coins.moveIn(em, { kind: 'upgrade', from: { member: ctx.member.id }, to: { system: 'spent' }, amount: Math.max(1, p.amountDue), scope: ctx.member.id, idempotencyKey: key, initiatorId: ctx.member.id, note: `${tier} (prorated)` });
        after.push(() => this.coins.publish(moved.touched));
        if (moved.replayed) return locked;
        await this.members.setTier(ctx.member.id, tier, locked.current_period_end, em);
        return this.repo.updateSubscription(em, locked.id, { tier, amount_minor: TIER_COIN_PRICES[tier], pending_tier: null });
      });
      for (const fn of after) await fn();
      return { subscription: this.subView(updated, ctx.site.locale), payment: null };
    }
    this.requireOpen(ctx.site);
    if (p.amountDue <= 0) throw new PaymentsException(PaymentsErrorCode.NotPayable, 'Nothing is left of this period to prorate');
    const payment = await this.start(ctx, key, { kind: 'proration', amount: p.amountDue, currency: sub.currency as Currency, tier, period: sub.period, description: `${tier} (prorated)` });
    return { subscription: this.subView(sub, ctx.site.locale), payment };
  }

  // --- Replacing the saved card ----------------------------------------------------------------------

  /**
   * Starts replacing the card a subscription renews with (only the caller's own subscription; another member's
   * id is the same 404 as none). The attempt is recorded once per idempotency key, and the gateway call carries
   * `card-update:<row id>`, so a retried request never sets up a card twice. The gateway answers at once
   * (succeeded or declined), or asks the browser to act (3-D Secure or a hosted form: a redirect back to
   * `/payment/subscription/card?update=<reference>`; a client secret for the gateway's own script).
   */
  async startCardUpdate(ctx: PaymentContext, subscriptionId: string, paymentMethod: string | undefined, key: string): Promise<CardUpdate> {
    const gateway = this.requireOpen(ctx.site);
    const sub = await this.repo.subscriptionOf(ctx.member.id);
    if (!sub || sub.id !== subscriptionId || sub.status !== 'active') throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no such subscription');
    if (sub.paid_with !== 'card') throw new PaymentsException(PaymentsErrorCode.NoCard, `This subscription is ${sub.paid_with === 'coins' ? 'paid with coins' : sub.paid_with === 'gift' ? 'a gift' : 'a free trial'}: it has no card to replace`);
    let row = await this.repo.cardUpdateByKey(ctx.member.id, key);
    if (row && row.subscription_id !== sub.id) throw new PaymentsException(PaymentsErrorCode.KeyReused, 'idempotencyKey was used for another request', { field: 'idempotencyKey' });
    if (!row) {
      row = (await this.repo.insertCardUpdate({ reference: newCardUpdateReference(), member_id: ctx.member.id, subscription_id: sub.id, gateway: gateway.name, idempotency_key: key })) ?? (await this.repo.cardUpdateByKey(ctx.member.id, key))!;
    }
    if (row.status !== 'pending') {
      // A retry of a started update: its current state (and the client secret again while it waits for the browser).
      if (row.gateway_ref && (row.status === 'requires_action' || row.status === 'processing')) {
        const current = await this.gatewayCall(() => gateway.retrieveCardUpdate(row.gateway_ref!));
        return this.applyCardUpdate(row.id, current, ctx.site.locale);
      }
      return this.cardUpdateView(row, await this.subOrThrow(ctx.member.id), ctx.site.locale, null);
    }
    const customerRef = sub.customer_ref ?? (await this.customerFor(ctx.member));
    const returnUrl = `${ctx.site.origin}/payment/subscription/card?update=${row.reference}`;
    let update: GatewayCardUpdate;
    try {
      update = await gateway.startCardUpdate({ reference: row.reference, customerRef, paymentMethod: paymentMethod ?? null, returnUrl }, `card-update:${row.id}`);
    } catch (err) {
      if (err instanceof GatewayError && err.param === 'payment_method') {
        // The gateway does not know the method: nothing was set up; the attempt is over (a new key tries again).
        await this.repo.updateCardUpdate(row.id, { status: 'failed', failure_message: err.message });
        throw new PaymentsException(PaymentsErrorCode.BadPaymentMethod, `paymentMethod: ${err.message}`, { field: 'paymentMethod' });
      }
      if (err instanceof GatewayError) throw new PaymentsException(PaymentsErrorCode.Gateway, `The payment provider answered: ${err.message}`);
      throw err;
    }
    return this.applyCardUpdate(row.id, update, ctx.site.locale);
  }

  /** Back from 3-D Secure (or a hosted form): read the update's state from the gateway and apply it. Only my own. */
  async completeCardUpdate(ctx: PaymentContext, reference: string): Promise<CardUpdate> {
    const gateway = this.requireOpen(ctx.site);
    const row = await this.repo.cardUpdateByReference(reference);
    if (!row || row.member_id !== ctx.member.id) throw new PaymentsException(PaymentsErrorCode.NotFound, 'No such card update');
    if (!row.gateway_ref || row.applied_at || row.status === 'failed') return this.cardUpdateView(row, await this.subOrThrow(ctx.member.id), ctx.site.locale, null);
    const update = await this.gatewayCall(() => gateway.retrieveCardUpdate(row.gateway_ref!));
    return this.applyCardUpdate(row.id, update, ctx.site.locale);
  }

  private async subOrThrow(memberId: string): Promise<SubscriptionRow> {
    const sub = await this.repo.subscriptionOf(memberId);
    if (!sub) throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    return sub;
  }

  /**
   * Applies the gateway's answer in one transaction: the attempt's status, and on success the new method as the
   * subscription's card (once: `applied_at`). A subscription whose renewal failed is then tried again at once
   * with the new card (the renewal sees the card changed; its attempt has its own idempotency key).
   */
  private async applyCardUpdate(rowId: string, update: GatewayCardUpdate, locale: string): Promise<CardUpdate> {
    const { row, sub, applied } = await this.db.transaction((em) => this.applyCardUpdateIn(em, rowId, update));
    const shown = applied ? await this.retryRenewal(sub) : sub;
    return this.cardUpdateView(row, shown, locale, update.action?.type === 'client' ? update.action.clientSecret : null);
  }

  private async applyCardUpdateIn(em: EntityManager, rowId: string, update: GatewayCardUpdate): Promise<{ row: CardUpdateRow; sub: SubscriptionRow; applied: boolean }> {
    const locked = (await this.repo.lockCardUpdate(em, rowId))!;
    const current = await this.repo.lockSubscription(em, locked.subscription_id);
    if (!current) throw new PaymentsException(PaymentsErrorCode.NoSubscription, 'You have no subscription');
    if (locked.applied_at || locked.status === 'failed') return { row: locked, sub: current, applied: false };
    const ok = update.status === 'succeeded' && update.savedMethod !== null && current.status === 'active' && current.paid_with === 'card';
    const refused = update.status === 'succeeded' && !ok;
    const next = await this.repo.updateCardUpdate(
      locked.id,
      {
        gateway_ref: update.ref || locked.gateway_ref,
        status: refused ? 'failed' : update.status,
        payment_method_ref: update.savedMethod,
        failure_message: refused ? 'The subscription no longer renews by card' : update.failureMessage,
        action_url: update.action?.type === 'redirect' ? update.action.url : null,
        applied_at: ok ? new Date() : null,
      },
      em,
    );
    if (!ok) return { row: next, sub: current, applied: false };
    const updated = await this.repo.updateSubscription(em, current.id, { payment_method_ref: update.savedMethod });
    return { row: next, sub: updated, applied: true };
  }

  /** After a new card is saved: a renewal that failed this period is tried again at once (its next attempt, its own key). */
  private async retryRenewal(sub: SubscriptionRow): Promise<SubscriptionRow> {
    if (sub.renewal_failures === 0 || sub.cancel_at_period_end || sub.status !== 'active') return sub;
    try {
      await this.renewOrExpire(sub, new Date());
    } catch (err) {
      // The scheduled job tries again; the new card is saved either way.
      this.log.warn(`renewal after the card update of subscription ${sub.id} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    return (await this.repo.subscriptionOf(sub.member_id)) ?? sub;
  }

  private cardUpdateView(row: CardUpdateRow, sub: SubscriptionRow, locale: string, clientSecret: string | null): CardUpdate {
    return {
      reference: row.reference,
      status: row.status,
      actionUrl: row.status === 'requires_action' ? row.action_url : null,
      clientSecret: row.status === 'requires_action' ? clientSecret : null,
      failureMessage: row.failure_message,
      subscription: this.subView(sub, locale),
    };
  }

  /** Pays a tier with coins (one month; renews from coins unless cancelled). */
  async upgradeWithCoins(ctx: PaymentContext, tier: PaidTier, key: string): Promise<Subscription> {
    const after: Array<() => Promise<void>> = [];
    const sub = await this.db.transaction(async (em) => {
      const current = await this.repo.subscriptionOf(ctx.member.id, em, true);
      const moved = await this.coins.moveIn(em, { kind: 'upgrade', from: { member: ctx.member.id }, to: { system: 'spent' }, amount: TIER_COIN_PRICES[tier], scope: ctx.member.id, idempotencyKey: key, initiatorId: ctx.member.id, note: `${tier} (1 month)` });
      if (moved.replayed && current) return current;
      this.requireCanUpgrade(ctx);
      const paying = current?.status === 'active' && current.paid_with !== 'trial';
      if (paying && current.tier !== tier) {
        throw new PaymentsException(PaymentsErrorCode.HasSubscription, 'You already have a subscription: change its tier instead', { field: 'tier' });
      }
      if (paying && current.paid_with !== 'coins') {
        throw new PaymentsException(PaymentsErrorCode.HasSubscription, 'Your subscription is paid by card', { field: 'tier' });
      }
      if (!paying && tierRank(this.ownTier(ctx.member, current)) >= tierRank(tier)) {
        throw new PaymentsException(PaymentsErrorCode.SameTier, 'Choose a tier above your own', { field: 'tier' });
      }
      after.push(() => this.coins.publish(moved.touched));
      return this.grantTier(em, ctx.member.id, tier, 'month', { paidWith: 'coins', amount: TIER_COIN_PRICES[tier], currency: 'COINS', variant: ctx.site.variant.code, customerRef: null, methodRef: null });
    });
    for (const fn of after) await fn();
    return this.subView(sub, ctx.site.locale);
  }

  /**
   * The scheduled job: renews subscriptions that reach their period end (card on file or coins) unless they
   * are cancelled, and ends the tier of those that lapse, telling each member by e-mail.
   */
  async expireTiers(now = new Date()): Promise<{ renewed: number; expired: number }> {
    let renewed = 0;
    let expired = 0;
    const due = await this.repo.dueSubscriptions(new Date(now.getTime() + CARD_RENEW_AHEAD_MS), 200);
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
          const locked = await this.repo.lockSubscription(em, sub.id);
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
      const outcome = await this.renewByCard(sub, tier, lapsed, now);
      if (outcome !== 'failed') return outcome;
    }
    if (!lapsed) return 'waiting';
    const ended = await this.db.transaction(async (em) => {
      const locked = await this.repo.lockSubscription(em, sub.id);
      if (!locked || locked.status !== 'active' || locked.current_period_end.getTime() > now.getTime()) return false;
      await this.repo.updateSubscription(em, sub.id, { status: 'expired', pending_tier: null });
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
  private async renewByCard(sub: SubscriptionRow, tier: PaidTier, lapsed: boolean, now: Date): Promise<'renewed' | 'waiting' | 'failed'> {
    const gateway = this.gateway!;
    const attempt = sub.renewal_failures + 1;
    if (sub.renewal_failures > 0 && !lapsed) {
      const last = await this.repo.paymentByKey(sub.member_id, renewalKey(sub.id, sub.current_period_end, sub.renewal_failures));
      const cardChanged = last !== null && last.payment_method_ref !== null && last.payment_method_ref !== sub.payment_method_ref;
      if (last && !cardChanged && now.getTime() - last.updated_at.getTime() < CARD_RETRY_AFTER_MS) return 'waiting';
    }
    const amount = tierPrice(tier, sub.period, sub.currency as Currency);
    const key = renewalKey(sub.id, sub.current_period_end, attempt);
    const row =
      (await this.repo.insertPayment({ reference: newReference(), member_id: sub.member_id, variant: sub.variant, kind: 'renewal', amount_minor: amount, currency: sub.currency, tier, period: sub.period, coins: null, product: null, recipient_id: null, gateway: gateway.name, customer_ref: sub.customer_ref, idempotency_key: key })) ??
      (await this.repo.paymentByKey(sub.member_id, key))!;
    let charge: GatewayCharge | null = null;
    // An attempt already answered (by an earlier run or the webhook) is only finished below, never charged again.
    if (row.status !== 'succeeded' && row.status !== 'failed') {
      try {
        charge = await gateway.chargeSaved(
          { reference: row.reference, amountMinor: amount, currency: sub.currency, description: `${tier} renewal`, customerRef: sub.customer_ref!, savedMethod: sub.payment_method_ref!, saveForRenewal: true },
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
      const locked = (await this.repo.lockPayment(em, row.id))!;
      let ok = locked.status === 'succeeded';
      if (charge && locked.status !== 'succeeded' && locked.status !== 'failed') {
        ok = charge.status === 'succeeded';
        await this.repo.updatePayment(row.id, { gateway_ref: charge.ref || null, status: ok ? 'succeeded' : 'failed', failure_message: charge.failureMessage, applied_at: ok ? new Date() : null, payment_method_ref: sub.payment_method_ref }, em);
      }
      const current = await this.repo.lockSubscription(em, sub.id);
      if (!current || current.status !== 'active' || current.current_period_end.getTime() !== sub.current_period_end.getTime()) return ok ? 'renewed' : 'failed';
      if (ok) {
        await this.extend(em, current, tier, amount);
        return 'renewed';
      }
      // Counted once per attempt, whichever run (or the webhook) saw the failure first.
      if (current.renewal_failures >= attempt) return 'failed';
      await this.repo.updateSubscription(em, sub.id, { renewal_failures: attempt, renewal_failed_at: new Date() });
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
    const locale = variant.locales.find((l) => l === member.locale) ?? variant.locales[0]!;
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
      await this.queue.enqueue('mail.send', {
        to: member.email,
        subject: translate(catalogue, 'payments.mail.renewalFailed.subject', values),
        text: translate(catalogue, 'payments.mail.renewalFailed.text', values),
        variant: variant.code,
        template: 'payments.renewal-failed',
      });
    } catch (err) {
      // The next attempt and the subscription page still tell the member; the renewal itself is recorded.
      this.log.warn(`could not queue the renewal-failed e-mail for subscription ${sub.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async extend(em: EntityManager, sub: SubscriptionRow, tier: PaidTier, amount: number): Promise<void> {
    const end = addMonths(sub.current_period_end, PERIOD_MONTHS[sub.period]);
    await this.repo.updateSubscription(em, sub.id, { tier, amount_minor: amount, pending_tier: null, current_period_start: sub.current_period_end, current_period_end: end, renewal_failures: 0, renewal_failed_at: null });
    await this.members.setTier(sub.member_id, tier, end, em);
  }

  /** Tells the member, by e-mail in their language (the variant's when it does not speak theirs), that the tier ended. */
  private async tellExpired(sub: SubscriptionRow): Promise<void> {
    const member = await this.members.findById(sub.member_id);
    const variant = this.variants.byCode(sub.variant);
    if (!member || !variant) return;
    const locale = variant.locales.find((l) => l === member.locale) ?? variant.locales[0]!;
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
      await this.queue.enqueue('mail.send', {
        to: member.email,
        subject: translate(catalogue, trial ? 'payments.mail.trialEnded.subject' : 'payments.mail.expired.subject', values),
        text: translate(catalogue, trial ? 'payments.mail.trialEnded.text' : 'payments.mail.expired.text', values),
        variant: variant.code,
        template: trial ? 'payments.trial-ended' : 'payments.tier-expired',
      });
    } catch (err) {
      // The tier has ended either way; the subscription page says so.
      this.log.warn(`could not queue the expiry e-mail for subscription ${sub.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  // --- History and views ------------------------------------------------------------------------------

  async history(member: Member, after: string | undefined, limit: number, locale: string): Promise<PaymentPage> {
    const key = decodeCursor(after, ['ts', 'uuid'], () => new PaymentsException(PaymentsErrorCode.BadCursor, 'after must be a cursor from a previous page', { field: 'after' }));
    const before = key ? { at: key[0] as string, id: key[1] as string } : null;
    const rows = await this.repo.paymentsOf(member.id, before, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    const items = await Promise.all(shown.map((r) => this.view(r, locale)));
    return { items, next: rows.length > limit && last ? encodeCursor([last.created_key, last.id]) : null };
  }

  async view(r: PaymentRow, locale: string): Promise<Payment> {
    const recipient = r.recipient_id ? await this.members.findById(r.recipient_id) : null;
    return {
      reference: r.reference,
      kind: r.kind === 'renewal' ? 'upgrade' : r.kind,
      status: r.status,
      amountMinor: r.amount_minor,
      currency: r.currency,
      amountText: formatMoney(r.amount_minor, r.currency, locale),
      tier: r.tier,
      period: r.period,
      coins: r.coins,
      recipient: recipient ? { id: recipient.id, name: recipient.name } : null,
      failureMessage: r.failure_message,
      actionUrl: r.status === 'requires_action' ? r.action_url : null,
      testMode: this.gateway?.testMode ?? false,
      createdAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
    };
  }

  subView(s: SubscriptionRow, locale: string): Subscription {
    return {
      id: s.id,
      tier: s.tier,
      period: s.period,
      status: s.status,
      currency: s.currency,
      amountMinor: s.amount_minor,
      priceText: s.currency === 'COINS' ? `${s.amount_minor} coins` : formatMoney(s.amount_minor, s.currency, locale),
      currentPeriodStart: s.current_period_start.toISOString(),
      currentPeriodEnd: s.current_period_end.toISOString(),
      cancelAtPeriodEnd: s.cancel_at_period_end,
      pendingTier: s.pending_tier,
      paidWith: s.paid_with,
      renewalFailedAt: s.renewal_failures > 0 && s.renewal_failed_at ? s.renewal_failed_at.toISOString() : null,
      endsUnlessFixedAt: s.renewal_failures > 0 && !s.cancel_at_period_end && s.status === 'active' ? s.current_period_end.toISOString() : null,
      canUpdateCard: s.status === 'active' && s.paid_with === 'card' && this.gateway !== null,
      testMode: this.gateway?.testMode ?? false,
    };
  }
}
