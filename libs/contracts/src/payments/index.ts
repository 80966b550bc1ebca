import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { BILLING_PERIODS, PAID_TIERS } from '@community/domain';
import { IdempotencyKey } from '../coins/index.js';

/** Payments (issue 6): prices, checkout through the gateway, 3-D Secure, subscriptions, my transactions. */

export const TierPrice = z.object({
  tier: z.enum(PAID_TIERS),
  period: z.enum(BILLING_PERIODS),
  amountMinor: z.number().int(),
  currency: z.string(),
  priceText: z.string(),
  /** Per month, for comparing periods. */
  monthlyText: z.string(),
});
export type TierPrice = z.infer<typeof TierPrice>;

export const UpgradePrices = z.object({
  currency: z.string(),
  /** Payments are taken on this variant now. */
  open: z.boolean(),
  prices: z.array(TierPrice),
  coinPrices: z.array(z.object({ tier: z.enum(PAID_TIERS), coins: z.number().int() })),
});
export type UpgradePrices = z.infer<typeof UpgradePrices>;

export const CoinProduct = z.object({
  code: z.string(),
  coins: z.number().int(),
  bonus: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  priceText: z.string(),
});
export type CoinProduct = z.infer<typeof CoinProduct>;
export const CoinProducts = z.object({ open: z.boolean(), currency: z.string(), products: z.array(CoinProduct) });
export type CoinProducts = z.infer<typeof CoinProducts>;

export const PAYMENT_KINDS = ['coins', 'upgrade', 'gift', 'offer', 'proration'] as const;
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment of mine (`/payment/{reference}`, `payment/transactions`). */
export const Payment = z.object({
  reference: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  amountText: z.string(),
  /** What it buys, e.g. "Gold, 1 month" or "1,100 coins". */
  tier: z.enum(PAID_TIERS).nullable(),
  period: z.enum(BILLING_PERIODS).nullable(),
  coins: z.number().int().nullable(),
  /** A gift's recipient. */
  recipient: z.object({ id: z.string(), name: z.string() }).nullable(),
  failureMessage: z.string().nullable(),
  /** Where the browser goes to authenticate (3-D Secure) while status is requires_action. */
  actionUrl: z.string().nullable(),
  /** Test mode: the gateway accepts test payment methods (`pm_card_visa`, `pm_card_threeDSecure2Required`, …). */
  testMode: z.boolean(),
  /**
   * Who takes the card: `stripe` (entered on our page) or `hosted` (the processor's own form at actionUrl; the
   * payment completes when the processor confirms it, not when the browser comes back).
   */
  gateway: z.enum(['stripe', 'hosted']),
  /**
   * Live Stripe card entry (not test mode, a publishable key configured): the browser loads Stripe.js from
   * `scriptUrl` and collects the card with the Payment Element; null otherwise.
   */
  cardEntry: z.object({ publishableKey: z.string(), scriptUrl: z.string() }).nullable(),
  /** While a live Stripe payment asks for 3-D Secure: the secret Stripe.js's handleNextAction finishes it with. */
  clientSecret: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentPage = pageOf(Payment);
export type PaymentPage = z.infer<typeof PaymentPage>;

export const BuyCoinsRequest = z.strictObject({ product: z.string('product is required').min(1, 'product is required').max(40), idempotencyKey: IdempotencyKey });
export const BuyUpgradeRequest = z.strictObject({
  tier: z.enum(PAID_TIERS, 'tier must be silver, gold or platinum'),
  period: z.enum(BILLING_PERIODS, 'period must be month, quarter or year').default('month'),
  /** Buy the tier for another member (by name). */
  giftTo: z.string().trim().min(1).max(60).optional(),
  idempotencyKey: IdempotencyKey,
});
export const BuyOfferRequest = z.strictObject({ idempotencyKey: IdempotencyKey });

export const ProcessPaymentRequest = z.strictObject({
  /** A gateway payment method id (test mode: `pm_card_visa`, `pm_card_threeDSecure2Required`, `pm_card_chargeDeclined`). */
  paymentMethod: z.string('paymentMethod is required').regex(/^pm_[A-Za-z0-9_]{3,100}$/, 'paymentMethod must be a payment method id (pm_…)'),
});
export const ThreeDSecureRequest = z.strictObject({ reference: z.string('reference is required').regex(/^pay_[A-Za-z0-9]{10,40}$/, 'reference must be a payment reference') });

export const UpgradeOffer = z.object({
  available: z.boolean(),
  tier: z.enum(PAID_TIERS),
  period: z.enum(BILLING_PERIODS),
  amountMinor: z.number().int(),
  regularMinor: z.number().int(),
  currency: z.string(),
  priceText: z.string(),
  regularText: z.string(),
  expiresAt: z.string().nullable(),
});
export type UpgradeOffer = z.infer<typeof UpgradeOffer>;

export const SUBSCRIPTION_STATUSES = ['active', 'expired'] as const;
export const Subscription = z.object({
  id: z.uuid(),
  tier: z.enum(PAID_TIERS),
  period: z.enum(BILLING_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currency: z.string(),
  amountMinor: z.number().int(),
  priceText: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade waiting for the period end. */
  pendingTier: z.enum(PAID_TIERS).nullable(),
  /** `trial`: the free trial (no card, never renews). */
  paidWith: z.enum(['card', 'coins', 'gift', 'trial']),
  /** When the latest card renewal attempt of this period failed (it is tried again daily, and at once after a card update); null otherwise. */
  renewalFailedAt: z.string().nullable(),
  /** While a renewal has failed and the subscription is not cancelled: when the tier ends unless the card is fixed. */
  endsUnlessFixedAt: z.string().nullable(),
  /** The saved card can be replaced (`POST payment/subscription/{id}/card`): a card subscription where payments are taken. */
  canUpdateCard: z.boolean(),
  /** The gateway is in test mode: test payment methods (`pm_card_visa`, …) are accepted; otherwise the card is collected by the gateway's own form. */
  testMode: z.boolean(),
});
export type Subscription = z.infer<typeof Subscription>;
export const SubscriptionView = z.object({ subscription: Subscription.nullable() });

/** A payment method id the browser collected, or a test payment method in test mode. */
const PaymentMethodId = z.string('paymentMethod is required').regex(/^pm_[A-Za-z0-9_]{3,100}$/, 'paymentMethod must be a payment method id (pm_…)');

/**
 * Replace the subscription's saved card. With `paymentMethod` the gateway confirms it at once (test mode: the test
 * payment methods); without it the answer says what the browser must do (a redirect to a hosted card form, or a
 * client secret for the gateway's own script). Idempotent by `idempotencyKey`.
 */
export const UpdateCardRequest = z.strictObject({ paymentMethod: PaymentMethodId.optional(), idempotencyKey: IdempotencyKey });
export const CardUpdateReference = z.string('reference is required').regex(/^cu_[A-Za-z0-9]{10,40}$/, 'reference must be a card update reference');
export const CompleteCardUpdateRequest = z.strictObject({ reference: CardUpdateReference });
export const CARD_UPDATE_STATUSES = ['pending', 'requires_action', 'processing', 'succeeded', 'failed'] as const;
export const CardUpdate = z.object({
  reference: z.string(),
  /** `succeeded`: the new card is the subscription's card (a failed renewal is tried again at once). */
  status: z.enum(CARD_UPDATE_STATUSES),
  /** Where the browser goes next (3-D Secure, or a hosted card form) while status is requires_action. */
  actionUrl: z.string().nullable(),
  /** For the gateway's own browser script (Stripe.js) when it, not a redirect, finishes the update. */
  clientSecret: z.string().nullable(),
  failureMessage: z.string().nullable(),
  subscription: Subscription,
});
export type CardUpdate = z.infer<typeof CardUpdate>;

export const ChangeTierRequest = z.strictObject({ tier: z.enum(PAID_TIERS, 'tier must be silver, gold or platinum'), idempotencyKey: IdempotencyKey });
export const ChangeTierPreview = z.object({
  tier: z.enum(PAID_TIERS),
  amountDueMinor: z.number().int(),
  amountDueText: z.string(),
  effective: z.enum(['now', 'period-end']),
});
export const ChangeTierResult = z.object({ subscription: Subscription, payment: Payment.nullable() });

/** The free trial (libs/domain TRIAL_TIER for TRIAL_DAYS, once per member who never paid). */
export const TRIAL_REFUSALS = ['payments-off', 'not-member', 'has-tier', 'has-paid', 'used'] as const;
export const FreeTrial = z.object({
  available: z.boolean(),
  /** Why it is not available (null when it is). */
  refusal: z.enum(TRIAL_REFUSALS).nullable(),
  tier: z.enum(PAID_TIERS),
  days: z.number().int(),
});
export type FreeTrial = z.infer<typeof FreeTrial>;
