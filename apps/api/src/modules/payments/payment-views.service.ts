import { Inject, Injectable } from '@nestjs/common';
import type { CoinProducts, Payment, PaymentPage, Subscription, UpgradePrices } from '@community/contracts';
import {
  BILLING_PERIODS,
  COIN_PACKS,
  PAID_TIERS,
  PERIOD_MONTHS,
  TIER_COIN_PRICES,
  canUpgrade,
  coinPackPrice,
  effectiveTier,
  formatMoney,
  isCurrency,
  tierPrice,
  type Currency,
  type PaidTier,
} from '@community/domain';
import type { MemberAccount } from '../members/index.js';
import { MembersService, toViewer } from '../members/index.js';
import { VariantsService, type SiteContext } from '../variants/index.js';
import { decodeCursor, encodeCursor } from '../../shared/cursor/cursor.js';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { PaymentGateways } from './gateway/gateways.js';
import { GatewayError, PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { PaymentsErrorCode, PaymentsException, paymentNotFound, paymentsOff } from './payments.exception.js';
import { PaymentsRepository, type PaymentRow } from './payments.repository.js';
import { SubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.js';

/** Who pays, on which site: what every member-facing payment service takes. */
export interface PaymentContext {
  member: MemberAccount;
  site: SiteContext;
}

/**
 * What a member sees of payments (what is on sale here, their payments and subscription, as contract views),
 * and the small rules every payment job shares: whether payments are open on a site, its currency, the
 * gateway behind them, and the member's own tier.
 */
/** A subscription billed by the hosted processor carries its processor subscription as `hosted:<id>`. */
export const isHostedMethod = (ref: string | null): boolean => ref !== null && ref.startsWith('hosted:');

@Injectable()
export class PaymentViewsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly subs: SubscriptionsRepository,
    private readonly members: MembersService,
    private readonly variants: VariantsService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly gateways: PaymentGateways,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // --- What is on sale --------------------------------------------------------------------------------

  currencyOf(site: SiteContext): Currency {
    const c = site.variant.currency;
    if (!isCurrency(c)) throw new Error(`variant ${site.variant.code} charges in ${c}, which has no prices`);
    return c;
  }

  isOpen(site: SiteContext): boolean {
    const flags = this.variants.siteFlags(site.variant);
    return this.gateways.forVariant(site.variant.code) !== null && flags.paid && flags.payments;
  }

  /** The gateway that takes this site's payments (its variant's `payments.gateway`); 403 when payments are off here. */
  requireOpen(site: SiteContext): PaymentGateway {
    const gateway = this.gateways.forVariant(site.variant.code);
    if (!gateway || !this.isOpen(site)) throw paymentsOff();
    return gateway;
  }

  /** The gateway a payment was made through (its row's `gateway`). */
  gatewayOf(row: { gateway: string }): PaymentGateway {
    const gateway = this.gateways.byName(row.gateway);
    if (!gateway) throw paymentsOff();
    return gateway;
  }

  /** The API-flow (Stripe) gateway, for customers and saved cards. */
  requireGateway(): PaymentGateway {
    if (!this.gateway) throw paymentsOff();
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
      products: COIN_PACKS.flatMap((p) => {
        // Every pack of COIN_PACKS has a price in every currency (null is only for an unknown code).
        const amount = coinPackPrice(p.code, currency);
        return amount === null ? [] : [{ code: p.code, coins: p.coins, bonus: p.bonus, amountMinor: amount, currency, priceText: formatMoney(amount, currency, site.locale) }];
      }),
    };
  }

  /** The tier the member holds on their own account: a running free trial lends its tier, it is not theirs. */
  ownTier(member: MemberAccount, sub: SubscriptionRow | null, now = new Date()): PaidTier | 'free' {
    if (sub?.status === 'active' && sub.paid_with === 'trial') return 'free';
    return effectiveTier(member, now);
  }

  requireCanUpgrade(ctx: PaymentContext): void {
    if (!canUpgrade(toViewer(ctx.member), this.variants.siteFlags(ctx.site.variant), new Date())) {
      throw new PaymentsException(PaymentsErrorCode.CannotUpgrade, 'upgrade:not-available');
    }
  }

  async customerFor(member: MemberAccount): Promise<string> {
    const known = (await this.subs.subscriptionOf(member.id))?.customer_ref ?? (await this.repo.customerOf(member.id));
    if (known) return known;
    const gateway = this.requireGateway();
    return this.gatewayCall(() => gateway.ensureCustomer({ id: member.id, email: member.email, name: member.name }, `customer:${member.id}`));
  }

  async gatewayCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof GatewayError) throw new PaymentsException(PaymentsErrorCode.Gateway, `The payment provider answered: ${err.message}`);
      throw err;
    }
  }

  /** My payment by reference (another member's is the same 404). */
  async mine(member: MemberAccount, reference: string, locale: string): Promise<Payment> {
    const row = await this.repo.paymentByReference(reference);
    if (!row || row.member_id !== member.id) throw paymentNotFound();
    return this.view(row, locale);
  }

  // --- History and views ------------------------------------------------------------------------------

  async subscription(member: MemberAccount, locale: string): Promise<Subscription | null> {
    const sub = await this.subs.subscriptionOf(member.id);
    return sub && sub.status === 'active' ? this.subView(sub, locale) : null;
  }

  async history(member: MemberAccount, after: string | undefined, limit: number, locale: string): Promise<PaymentPage> {
    const key = decodeCursor(after, ['ts', 'uuid'], () => new PaymentsException(PaymentsErrorCode.BadCursor, 'after must be a cursor from a previous page', { field: 'after' }));
    const before = key ? { at: key[0] as string, id: key[1] as string } : null;
    const rows = await this.repo.paymentsOf(member.id, before, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    const items = await Promise.all(shown.map((r) => this.view(r, locale)));
    return { items, next: rows.length > limit && last ? encodeCursor([last.created_key, last.id]) : null };
  }

  /** Live Stripe card entry for a payment through `gateway`: the publishable key and Stripe.js's URL, or null. */
  private cardEntry(gateway: PaymentGateway | null): Payment['cardEntry'] {
    if (!gateway || gateway.flow !== 'api' || gateway.testMode || !this.config.STRIPE_PUBLISHABLE_KEY) return null;
    return { publishableKey: this.config.STRIPE_PUBLISHABLE_KEY, scriptUrl: this.config.STRIPE_JS_URL };
  }

  /** A payment as its owner sees it; `clientSecret` only in the answer to paying (live 3-D Secure), never stored. */
  async view(r: PaymentRow, locale: string, clientSecret: string | null = null): Promise<Payment> {
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
      // A hosted form can be tried again after a decline: its (signed) URL stays the way to pay.
      actionUrl: r.status === 'requires_action' || (r.gateway === 'hosted' && r.status === 'failed') ? r.action_url : null,
      testMode: this.gateways.byName(r.gateway)?.testMode ?? false,
      gateway: r.gateway === 'hosted' ? 'hosted' : 'stripe',
      cardEntry: this.cardEntry(this.gateways.byName(r.gateway)),
      clientSecret: r.status === 'requires_action' ? clientSecret : null,
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
      // A hosted processor's subscription keeps its card at the processor (changed on its own pages).
      canUpdateCard: s.status === 'active' && s.paid_with === 'card' && this.gateway !== null && !isHostedMethod(s.payment_method_ref),
      testMode: this.gateway?.testMode ?? false,
    };
  }
}
