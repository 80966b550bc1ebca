/**
 * The payment gateway port. Stripe is one adapter (stripe.gateway.ts); the port is shaped so an
 * adult-approved processor with a hosted payment form (CCBill-style) fits too:
 * - `createCharge` may answer `requires_action` with an `actionUrl` at once (a hosted form the browser is
 *   sent to) instead of waiting for `confirmCharge` with a payment method (Stripe's PaymentIntents);
 * - `savedMethod` on a succeeded charge is whatever the processor gives for charging again without the
 *   member (a Stripe PaymentMethod id, a CCBill upgrade token), used by `chargeSaved` for renewals;
 * - webhooks are parsed and verified by the adapter (`parseWebhook`), and the service never trusts an event's
 *   body for state: it reads the charge back (`retrieveCharge`), so out-of-order events are harmless.
 * - a saved card is replaced with `startCardUpdate`, which answers the next step either way a processor works:
 *   done at once (a payment method the browser collected, confirmed server-side), a redirect (3-D Secure, or a
 *   hosted card form: `action.type === 'redirect'`), or a client action (a secret the browser's SDK confirms
 *   with, e.g. Stripe.js `confirmCardSetup`: `action.type === 'client'`); `retrieveCardUpdate` reads its state
 *   back after the redirect or a webhook.
 * Every call that changes something takes an idempotency key.
 */

export type ChargeStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled' | 'failed';

export interface GatewayCharge {
  /** The gateway's id of the charge (Stripe: the PaymentIntent id). */
  ref: string;
  status: ChargeStatus;
  amountMinor: number;
  currency: string;
  /** Where the browser must go to finish (3-D Secure, a hosted form) while status is requires_action. */
  actionUrl: string | null;
  /** A reusable method for charging again off-session, once succeeded (and when saving was asked for). */
  savedMethod: string | null;
  customerRef: string | null;
  failureMessage: string | null;
  /** Our payment reference, echoed back from the charge's metadata. */
  reference: string | null;
  /** The browser SDK's secret for the charge (Stripe: the PaymentIntent's client_secret, for handleNextAction). */
  clientSecret?: string | null;
}

export interface CreateChargeInput {
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  customerRef: string | null;
  /** Keep the payment method for renewals (subscriptions). */
  saveForRenewal: boolean;
  /** A processor that bills renewals itself (hosted flow): the rebill's period and price. */
  recurring?: { periodDays: number; amountMinor: number };
  /** Where a hosted form sends the browser back to (it grants nothing by itself). */
  returnUrl?: string;
}

export type CardUpdateStatus = 'requires_action' | 'processing' | 'succeeded' | 'failed';

/** What the browser must do next to finish a card update. */
export type CardUpdateAction = { type: 'redirect'; url: string } | { type: 'client'; clientSecret: string };

export interface GatewayCardUpdate {
  /** The gateway's id of the update (Stripe: the SetupIntent id; a hosted form: its session). */
  ref: string;
  status: CardUpdateStatus;
  action: CardUpdateAction | null;
  /** Once succeeded: the reusable method, attached to the customer, that `chargeSaved` charges from now on. */
  savedMethod: string | null;
  failureMessage: string | null;
  /** Our card update reference, echoed back from the gateway's metadata. */
  reference: string | null;
}

export interface CardUpdateInput {
  /** Our reference of the card update. */
  reference: string;
  customerRef: string;
  /**
   * A payment method the browser already collected (Stripe: `pm_…`, or a test payment method in test mode); null
   * when the processor collects the card itself (a hosted form: the answer is a redirect to it) or the browser
   * confirms with the client secret.
   */
  paymentMethod: string | null;
  /** Where the browser comes back to after a redirect. */
  returnUrl: string;
}

export interface GatewayEvent {
  id: string;
  type: string;
  /** The charge the event is about, when it is about one. */
  chargeRef: string | null;
  /** The card update (Stripe: SetupIntent) the event is about, when it is about one. */
  cardUpdateRef: string | null;
  payload: unknown;
}

/** A reversal or rebill as the processor reports it (hosted processors: a sale and its rebills). */
export interface GatewayTransaction {
  ref: string;
  type: 'sale' | 'renewal';
  amountMinor: number;
  status: 'approved' | 'refunded' | 'chargedback';
  at: Date;
}

/** The whole state of a sale at a processor that bills renewals itself: the first charge, every rebill and every reversal. */
export interface GatewayBilling {
  charge: GatewayCharge;
  /** The member cancelled: no more rebills, what is paid stays until paidThrough. */
  cancelled: boolean;
  /** The processor bills no more and what it granted ends (after a refund, a chargeback, or failed rebills). */
  ended: boolean;
  paidThrough: Date | null;
  transactions: GatewayTransaction[];
}

export interface PaymentGateway {
  readonly name: string;
  /** Test mode: test payment methods are accepted, no real money moves. */
  readonly testMode: boolean;
  /**
   * `api`: we collect the card (Stripe: PaymentIntents confirmed with a payment method) and charge renewals
   * ourselves. `hosted`: the processor's hosted form collects the card (createCharge answers its URL), only a
   * verified webhook completes a payment (the browser's return grants nothing), and the processor bills renewals
   * itself, reporting them, refunds and chargebacks through webhooks read back with `retrieveBilling`.
   */
  readonly flow: 'api' | 'hosted';
  /** The sale's full state (hosted flow), or null when the processor does not know the charge (yet). */
  retrieveBilling?(chargeRef: string): Promise<GatewayBilling | null>;
  /** Stops the processor's own rebills of a sale (hosted flow); what is paid stays. */
  cancelRecurring?(chargeRef: string, idempotencyKey: string): Promise<void>;
  ensureCustomer(member: { id: string; email: string; name: string }, idempotencyKey: string): Promise<string>;
  createCharge(input: CreateChargeInput, idempotencyKey: string): Promise<GatewayCharge>;
  confirmCharge(chargeRef: string, paymentMethod: string, returnUrl: string, idempotencyKey: string): Promise<GatewayCharge>;
  retrieveCharge(chargeRef: string): Promise<GatewayCharge>;
  /** Charge a saved method without the member present (renewals). */
  chargeSaved(input: CreateChargeInput & { customerRef: string; savedMethod: string }, idempotencyKey: string): Promise<GatewayCharge>;
  /** Starts replacing the saved card of a customer (see CardUpdateAction); succeeded means the method is attached and reusable off-session. */
  startCardUpdate(input: CardUpdateInput, idempotencyKey: string): Promise<GatewayCardUpdate>;
  retrieveCardUpdate(ref: string): Promise<GatewayCardUpdate>;
  refund(chargeRef: string, amountMinor: number, idempotencyKey: string): Promise<{ ref: string; status: string }>;
  /** Pay a member out (withdrawals) to their payout account. */
  payout(input: { destination: string; amountMinor: number; currency: string; reference: string }, idempotencyKey: string): Promise<{ ref: string }>;
  /** Verifies the signature over the raw body and parses the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent;
}

export class WebhookSignatureError extends Error {}

/** A gateway refused or failed a request (card declined, network, 5xx); `retryable` for transient failures. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly declined = false,
    /** The request parameter the gateway refused (e.g. `payment_method` for an unknown payment method). */
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
