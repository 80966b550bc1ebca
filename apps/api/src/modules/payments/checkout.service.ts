import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Payment, UpgradeOffer } from '@community/contracts';
import { PERIOD_MONTHS, canUpgrade, coinPack, coinPackPrice, effectiveTier, formatMoney, isStaff, tierPrice, tierRank, type BillingPeriod, type Currency, type PaidTier } from '@community/domain';
import { CoinsService } from '../coins/index.js';
import { MembersService, toViewer } from '../members/index.js';
import { VariantsService } from '../variants/index.js';
import { type GatewayCharge, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentViewsService, type PaymentContext } from './payment-views.service.js';
import { PaymentsErrorCode, PaymentsException, paymentNotFound } from './payments.exception.js';
import { PaymentsRepository, asKind, found, type PaymentKind, type PaymentRow } from './payments.repository.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { RenewalsService, newReference } from './renewals.service.js';

/** The offer: half the Gold monthly price (ending in .99), for 48 hours from the first time the member sees it. */
const OFFER_HOURS = 48;
export function offerPrice(currency: Currency): number {
  const half = Math.floor(tierPrice('gold', 'month', currency) / 2);
  return Math.floor(half / 100) * 100 + 99;
}

/** What the gateway shows for a recorded payment (as `start` described it). */
function describe(row: PaymentRow): string {
  if (row.kind === 'coins') return `${row.coins ?? 0} coins`;
  if (row.kind === 'offer') return 'Gold (offer, 1 month)';
  return `${row.tier ?? ''} (${row.period ?? ''})`;
}

/** A charge to start: what it buys (the columns its kind needs) and what the gateway shows. */
export interface NewCharge {
  kind: PaymentKind;
  amount: number;
  currency: Currency;
  description: string;
  tier?: PaidTier;
  period?: BillingPeriod;
  coins?: number;
  product?: string;
  recipientId?: string;
  save?: boolean;
}

/**
 * Checkout through the payment gateway (coins, tiers, gifts, the offer; tier changes start theirs here too),
 * paying with a method, 3-D Secure completion, and applying a charge's state. A payment's effects (coins
 * credited, a tier granted) are applied exactly once, in one transaction with the payment's change of status,
 * whichever of the browser's return, the webhook or a retry arrives first.
 */
@Injectable()
export class CheckoutService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly db: DataSource,
    private readonly repo: PaymentsRepository,
    private readonly subs: SubscriptionsRepository,
    private readonly views: PaymentViewsService,
    private readonly renewals: RenewalsService,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
    private readonly variants: VariantsService,
  ) {}

  async buyCoins(ctx: PaymentContext, product: string, key: string): Promise<Payment> {
    this.views.requireOpen(ctx.site);
    const pack = coinPack(product);
    if (!pack) throw new PaymentsException(PaymentsErrorCode.UnknownProduct, 'No such coin product', { field: 'product' });
    const currency = this.views.currencyOf(ctx.site);
    const amount = coinPackPrice(pack.code, currency);
    if (amount === null) throw new PaymentsException(PaymentsErrorCode.UnknownProduct, 'No such coin product', { field: 'product' });
    return this.start(ctx, key, {
      kind: 'coins',
      amount,
      currency,
      coins: pack.coins,
      product: pack.code,
      description: `${pack.coins} coins`,
    });
  }

  async buyUpgrade(ctx: PaymentContext, input: { tier: PaidTier; period: BillingPeriod; giftTo?: string }, key: string): Promise<Payment> {
    this.views.requireOpen(ctx.site);
    const currency = this.views.currencyOf(ctx.site);
    const amount = tierPrice(input.tier, input.period, currency);
    if (input.giftTo !== undefined) {
      const recipient = await this.members.findByName(input.giftTo);
      const now = new Date();
      if (!recipient || recipient.id === ctx.member.id || recipient.suspendedAt || isStaff(recipient.role) || tierRank(effectiveTier(recipient, now)) > tierRank(input.tier)) {
        throw new PaymentsException(PaymentsErrorCode.RecipientNotFound, 'That member cannot receive this gift', { field: 'giftTo' });
      }
      return this.start(ctx, key, { kind: 'gift', amount, currency, tier: input.tier, period: input.period, recipientId: recipient.id, description: `${input.tier} (${input.period}) for ${recipient.name}` });
    }
    this.views.requireCanUpgrade(ctx);
    const sub = await this.subs.subscriptionOf(ctx.member.id);
    if (sub?.status === 'active' && sub.paid_with !== 'trial') {
      throw new PaymentsException(PaymentsErrorCode.HasSubscription, 'You already have a subscription: change its tier instead', { field: 'tier' });
    }
    if (tierRank(this.views.ownTier(ctx.member, sub)) >= tierRank(input.tier)) {
      throw new PaymentsException(PaymentsErrorCode.SameTier, 'Choose a tier above your own', { field: 'tier' });
    }
    return this.start(ctx, key, { kind: 'upgrade', amount, currency, tier: input.tier, period: input.period, description: `${input.tier} (${input.period})`, save: true });
  }

  async offer(ctx: PaymentContext, now = new Date()): Promise<UpgradeOffer> {
    const currency = this.views.currencyOf(ctx.site);
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
      this.views.isOpen(ctx.site) &&
      canUpgrade(toViewer(ctx.member), this.variants.siteFlags(ctx.site.variant), now) &&
      effectiveTier(ctx.member, now) === 'free' &&
      !(await this.repo.hasPaid(ctx.member.id));
    if (!eligible) return { ...base, available: false, expiresAt: null };
    const offer = await this.subs.offerOf(ctx.member.id, new Date(now.getTime() + OFFER_HOURS * 3_600_000));
    const available = offer !== null && offer.used_at === null && offer.expires_at.getTime() > now.getTime();
    return { ...base, available, expiresAt: available ? offer.expires_at.toISOString() : null };
  }

  async buyOffer(ctx: PaymentContext, key: string): Promise<Payment> {
    this.views.requireOpen(ctx.site);
    const existing = await this.repo.paymentByKey(ctx.member.id, key);
    if (existing) return this.views.view(existing, ctx.site.locale);
    const offer = await this.offer(ctx);
    if (!offer.available) throw new PaymentsException(PaymentsErrorCode.OfferUnavailable, 'The offer is not available to you');
    return this.start(ctx, key, { kind: 'offer', amount: offer.amountMinor, currency: offer.currency as Currency, tier: 'gold', period: 'month', description: 'Gold (offer, 1 month)', save: true });
  }

  /**
   * Records the payment (once per idempotency key), then creates the gateway charge with an idempotency key
   * derived from the payment, so a retried request, or a crash between the two steps, never charges twice.
   */
  async start(ctx: PaymentContext, key: string, p: NewCharge): Promise<Payment> {
    const gateway = this.views.requireOpen(ctx.site);
    const row = (await this.repo.paymentByKey(ctx.member.id, key)) ?? (await this.record(ctx, key, p, gateway));
    if (row.gateway_ref) return this.views.view(row, ctx.site.locale);
    // Live Stripe: no PaymentIntent until the member pays with a card (process creates it with the payment method).
    if (gateway.flow === 'api' && !gateway.testMode) return this.views.view(row, ctx.site.locale);
    return this.views.view(await this.createChargeFor(ctx, row, gateway, p.description, p), ctx.site.locale);
  }

  /** Creates the gateway's charge for a recorded payment (idempotent by `charge:<payment id>`) and keeps its reference. */
  private async createChargeFor(ctx: PaymentContext, row: PaymentRow, gateway: PaymentGateway, description: string, p: Pick<NewCharge, 'save' | 'tier' | 'period' | 'currency'>): Promise<PaymentRow> {
    // A processor that bills renewals itself is told the rebill (the tier's full price: an offer's first month is cheaper).
    const recurring = p.save && p.tier && p.period && gateway.flow === 'hosted' ? { periodDays: PERIOD_MONTHS[p.period] * 30, amountMinor: tierPrice(p.tier, p.period, p.currency) } : undefined;
    const charge = await this.views.gatewayCall(() =>
      gateway.createCharge(
        {
          reference: row.reference,
          amountMinor: row.amount_minor,
          currency: row.currency,
          description,
          customerRef: row.customer_ref,
          saveForRenewal: Boolean(p.save),
          recurring,
          // The member's way back from a hosted form: the payment's page, which waits for the processor's word.
          returnUrl: `${ctx.site.origin}/payment/${row.reference}?returned=1`,
        },
        `charge:${row.id}`,
      ),
    );
    const hostedForm = charge.status === 'requires_action' && charge.actionUrl ? { status: 'requires_action' as const, action_url: charge.actionUrl } : {};
    return this.repo.updatePayment(row.id, { gateway_ref: charge.ref, ...hostedForm });
  }

  private async record(ctx: PaymentContext, key: string, p: NewCharge, gateway: PaymentGateway): Promise<PaymentRow> {
    // A hosted processor keeps the card with its own subscription: no customer of ours at the gateway.
    const customer = p.save && gateway.flow === 'api' ? await this.views.customerFor(ctx.member) : null;
    return this.repo.insertOrGetPayment({
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
    });
  }

  async process(ctx: PaymentContext, reference: string, paymentMethod: string): Promise<Payment> {
    const gateway = this.views.requireOpen(ctx.site);
    const row = await this.repo.paymentByReference(reference);
    if (!row || row.member_id !== ctx.member.id) throw paymentNotFound();
    if (this.views.gatewayOf(row).flow === 'hosted') {
      throw new PaymentsException(PaymentsErrorCode.NotPayable, 'This payment is made on the payment processor’s own form (actionUrl)');
    }
    if (!['pending', 'failed', 'requires_action'].includes(row.status)) {
      throw new PaymentsException(PaymentsErrorCode.NotPayable, `This payment is ${row.status}`);
    }
    // Live Stripe creates the PaymentIntent only now, when the member pays (see start).
    const charged = row.gateway_ref ? row : await this.createChargeFor(ctx, row, gateway, describe(row), { save: row.kind === 'upgrade' || row.kind === 'offer', tier: row.tier ?? undefined, period: row.period ?? undefined, currency: row.currency as Currency });
    const returnUrl = `${ctx.site.origin}/payment/threed-secure/${row.reference}`;
    const ref = charged.gateway_ref;
    if (!ref) throw new PaymentsException(PaymentsErrorCode.NotPayable, 'This payment has no charge at the payment provider');
    const charge = await this.views.gatewayCall(() => gateway.confirmCharge(ref, paymentMethod, returnUrl, `confirm:${row.id}:${paymentMethod}:${row.updated_at.getTime()}`));
    return this.views.view(await this.sync(row.id, charge), ctx.site.locale, charge.clientSecret ?? null);
  }

  /** The browser is back from 3-D Secure: read the charge's state from the gateway and apply it. */
  async completeThreeDSecure(ctx: PaymentContext, reference: string): Promise<Payment> {
    this.views.requireOpen(ctx.site);
    const row = await this.repo.paymentByReference(reference);
    if (!row || row.member_id !== ctx.member.id || !row.gateway_ref) throw paymentNotFound();
    const gateway = this.views.gatewayOf(row);
    // A hosted form's return grants nothing: only the processor's verified postback completes the payment.
    if (gateway.flow === 'hosted') return this.views.view(row, ctx.site.locale);
    const ref = row.gateway_ref;
    const charge = await this.views.gatewayCall(() => gateway.retrieveCharge(ref));
    return this.views.view(await this.sync(row.id, charge), ctx.site.locale);
  }

  /** Applies a charge's state to the payment in one transaction; effects exactly once. */
  async sync(paymentId: string, charge: GatewayCharge): Promise<PaymentRow> {
    const after: Array<() => Promise<void>> = [];
    const row = await this.db.transaction((em) => this.syncIn(em, paymentId, charge, after));
    for (const fn of after) await fn();
    return row;
  }

  /** `sync` inside the caller's transaction (the webhook stores its event in the same one); effects run after it commits. */
  async syncIn(em: EntityManager, paymentId: string, charge: GatewayCharge, after: Array<() => Promise<void>>): Promise<PaymentRow> {
    const row = found(await this.repo.lockPayment(em, paymentId), `payment ${paymentId}`);
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
    // A hosted form's URL is ours (the processor does not echo it back): it stays the way to pay, or to try again.
    const actionUrl = charge.actionUrl ?? (row.gateway === 'hosted' ? row.action_url : null);
    if (status === row.status && actionUrl === row.action_url && charge.failureMessage === row.failure_message) return row;
    return this.repo.updatePayment(row.id, { status, action_url: actionUrl, failure_message: charge.failureMessage }, em);
  }

  private async applyIn(em: EntityManager, row: PaymentRow, after: Array<() => Promise<void>>): Promise<void> {
    if (row.kind === 'renewal') return; // applied by the renewal itself
    const p = asKind(row);
    switch (p.kind) {
      case 'coins': {
        const moved = await this.coins.moveIn(em, {
          kind: 'purchase',
          from: { system: 'issuance' },
          to: { member: p.member_id },
          amount: p.coins,
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
        if (p.kind === 'offer') await this.subs.useOffer(em, p.member_id);
        await this.renewals.grantTier(em, p.member_id, p.tier, p.period, { paidWith: 'card', amount: p.kind === 'offer' ? tierPrice(p.tier, p.period, p.currency as Currency) : p.amount_minor, currency: p.currency, variant: p.variant, customerRef: p.customer_ref, methodRef: p.payment_method_ref });
        return;
      case 'gift':
        await this.renewals.grantTier(em, p.recipient_id, p.tier, p.period, { paidWith: 'gift', amount: p.amount_minor, currency: p.currency, variant: p.variant, customerRef: null, methodRef: null });
        return;
      case 'proration': {
        const sub = await this.subs.subscriptionOf(p.member_id, em, true);
        if (!sub || sub.status !== 'active') return;
        await this.subs.updateSubscription(em, sub.id, { tier: p.tier, amount_minor: tierPrice(p.tier, sub.period, sub.currency as Currency), pending_tier: null });
        await this.members.setTier(p.member_id, p.tier, sub.current_period_end, em);
        return;
      }
      case 'renewal':
        return;
    }
  }
}
