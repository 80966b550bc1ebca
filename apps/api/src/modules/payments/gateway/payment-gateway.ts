/**
 * The payment gateway port. Stripe is one adapter (stripe.gateway.ts); the port is shaped so an
 * adult-approved processor with a hosted payment form (CCBill-style) fits too:
 * - `createCharge` may answer `requires_action` with an `actionUrl` at once (a hosted form the browser is
 *   sent to) instead of waiting for `confirmCharge` with a payment method (Stripe's PaymentIntents);
 * - `savedMethod` on a succeeded charge is whatever the processor gives for charging again without the
 *   member (a Stripe PaymentMethod id, a CCBill upgrade token), used by `chargeSaved` for renewals;
 * - webhooks are parsed and verified by the adapter (`parseWebhook`), and the service never trusts an event's
 *   body for state: it reads the charge back (`retrieveCharge`), so out-of-order events are harmless.
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
}

export interface CreateChargeInput {
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  customerRef: string | null;
  /** Keep the payment method for renewals (subscriptions). */
  saveForRenewal: boolean;
}

export interface GatewayEvent {
  id: string;
  type: string;
  /** The charge the event is about, when it is about one. */
  chargeRef: string | null;
  payload: unknown;
}

export interface PaymentGateway {
  readonly name: string;
  /** Test mode: test payment methods are accepted, no real money moves. */
  readonly testMode: boolean;
  ensureCustomer(member: { id: string; email: string; name: string }, idempotencyKey: string): Promise<string>;
  createCharge(input: CreateChargeInput, idempotencyKey: string): Promise<GatewayCharge>;
  confirmCharge(chargeRef: string, paymentMethod: string, returnUrl: string, idempotencyKey: string): Promise<GatewayCharge>;
  retrieveCharge(chargeRef: string): Promise<GatewayCharge>;
  /** Charge a saved method without the member present (renewals). */
  chargeSaved(input: CreateChargeInput & { customerRef: string; savedMethod: string }, idempotencyKey: string): Promise<GatewayCharge>;
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
  ) {
    super(message);
  }
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
