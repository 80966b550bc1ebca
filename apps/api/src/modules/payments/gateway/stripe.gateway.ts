import Stripe from 'stripe';
import {
  GatewayError,
  WebhookSignatureError,
  type CardUpdateInput,
  type CardUpdateStatus,
  type ChargeStatus,
  type CreateChargeInput,
  type GatewayCardUpdate,
  type GatewayCharge,
  type GatewayEvent,
  type PaymentGateway,
} from './payment-gateway.js';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API server (the tests' local Stripe server), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

const STATUS: Record<string, ChargeStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** The Stripe adapter: PaymentIntents (3-D Secure through `next_action.redirect_to_url`), customers, refunds, transfers. */
export class StripeGateway implements PaymentGateway {
  readonly name = 'stripe';
  readonly flow = 'api' as const;
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeGatewayOptions) {
    this.testMode = opts.secretKey.includes('_test_');
    const base = opts.apiBase ? new URL(opts.apiBase) : null;
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) throw new GatewayError(err.message, false, true, err.param ?? null);
      if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new GatewayError(err.message, false, false, err.param ?? null);
      if (err instanceof Stripe.errors.StripeError) throw new GatewayError(err.message, true);
      throw new GatewayError(err instanceof Error ? err.message : String(err), true);
    }
  }

  private toCharge(pi: Stripe.PaymentIntent): GatewayCharge {
    let status = STATUS[pi.status] ?? 'failed';
    // A failed attempt returns the intent to requires_payment_method with the error kept.
    if (status === 'requires_payment_method' && pi.last_payment_error) status = 'failed';
    const redirect = pi.next_action?.type === 'redirect_to_url' ? (pi.next_action.redirect_to_url?.url ?? null) : null;
    const pm = typeof pi.payment_method === 'string' ? pi.payment_method : (pi.payment_method?.id ?? null);
    const customer = typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null);
    return {
      ref: pi.id,
      status,
      amountMinor: pi.amount,
      currency: pi.currency.toUpperCase(),
      actionUrl: status === 'requires_action' ? redirect : null,
      savedMethod: status === 'succeeded' && pi.setup_future_usage ? pm : null,
      customerRef: customer,
      failureMessage: pi.last_payment_error?.message ?? null,
      reference: pi.metadata?.reference ?? null,
      clientSecret: status === 'requires_action' ? (pi.client_secret ?? null) : null,
    };
  }

  async ensureCustomer(member: { id: string; email: string; name: string }, idempotencyKey: string): Promise<string> {
    const c = await this.call(() =>
      this.stripe.customers.create({ email: member.email, name: member.name, metadata: { memberId: member.id } }, { idempotencyKey }),
    );
    return c.id;
  }

  /** What every PaymentIntent this gateway creates carries: the amount, its currency, the description and our reference. */
  private intentBasics(input: CreateChargeInput) {
    return {
      amount: input.amountMinor,
      currency: input.currency.toLowerCase(),
      description: input.description,
      metadata: { reference: input.reference },
    };
  }

  async createCharge(input: CreateChargeInput, idempotencyKey: string): Promise<GatewayCharge> {
    const pi = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          ...this.intentBasics(input),
          ...(input.customerRef ? { customer: input.customerRef } : {}),
          ...(input.saveForRenewal && input.customerRef ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey },
      ),
    );
    return this.toCharge(pi);
  }

  async confirmCharge(chargeRef: string, paymentMethod: string, returnUrl: string, idempotencyKey: string): Promise<GatewayCharge> {
    try {
      const pi = await this.call(() =>
        this.stripe.paymentIntents.confirm(chargeRef, { payment_method: paymentMethod, return_url: returnUrl }, { idempotencyKey }),
      );
      return this.toCharge(pi);
    } catch (err) {
      // A declined card: the intent keeps the error; read it back for the message and status.
      if (err instanceof GatewayError && err.declined) return this.retrieveCharge(chargeRef);
      throw err;
    }
  }

  async retrieveCharge(chargeRef: string): Promise<GatewayCharge> {
    return this.toCharge(await this.call(() => this.stripe.paymentIntents.retrieve(chargeRef)));
  }

  async chargeSaved(input: CreateChargeInput & { customerRef: string; savedMethod: string }, idempotencyKey: string): Promise<GatewayCharge> {
    try {
      const pi = await this.call(() =>
        this.stripe.paymentIntents.create(
          {
            ...this.intentBasics(input),
            customer: input.customerRef,
            payment_method: input.savedMethod,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey },
        ),
      );
      return this.toCharge(pi);
    } catch (err) {
      if (err instanceof GatewayError && err.declined) {
        return { ref: '', status: 'failed', amountMinor: input.amountMinor, currency: input.currency, actionUrl: null, savedMethod: null, customerRef: input.customerRef, failureMessage: err.message, reference: input.reference };
      }
      throw err;
    }
  }

  private toCardUpdate(si: Stripe.SetupIntent): GatewayCardUpdate {
    const pm = typeof si.payment_method === 'string' ? si.payment_method : (si.payment_method?.id ?? null);
    const redirect = si.next_action?.type === 'redirect_to_url' ? (si.next_action.redirect_to_url?.url ?? null) : null;
    let status: CardUpdateStatus;
    let action: GatewayCardUpdate['action'] = null;
    if (si.status === 'succeeded') status = 'succeeded';
    else if (si.status === 'processing') status = 'processing';
    else if (si.status === 'canceled' || si.last_setup_error) status = 'failed';
    else {
      // requires_action (3-D Secure), or waiting for the browser to collect and confirm the card with Stripe.js.
      status = 'requires_action';
      action = redirect ? { type: 'redirect', url: redirect } : si.client_secret ? { type: 'client', clientSecret: si.client_secret } : null;
    }
    return {
      ref: si.id,
      status,
      action,
      savedMethod: status === 'succeeded' ? pm : null,
      failureMessage: si.last_setup_error?.message ?? null,
      reference: si.metadata?.reference ?? null,
    };
  }

  /**
   * A SetupIntent for the customer, for off-session use. With a payment method (test mode's `pm_card_visa` and
   * friends, or one Stripe.js collected) it is confirmed at once: it succeeds (Stripe attaches the method to the
   * customer), asks for 3-D Secure (a redirect back to `returnUrl`) or is declined. Without one the browser
   * confirms it with Stripe.js using the client secret.
   */
  async startCardUpdate(input: CardUpdateInput, idempotencyKey: string): Promise<GatewayCardUpdate> {
    try {
      const si = await this.call(() =>
        this.stripe.setupIntents.create(
          {
            customer: input.customerRef,
            usage: 'off_session',
            metadata: { reference: input.reference },
            ...(input.paymentMethod ? { payment_method: input.paymentMethod, confirm: true, return_url: input.returnUrl } : {}),
          },
          { idempotencyKey },
        ),
      );
      return this.toCardUpdate(si);
    } catch (err) {
      if (err instanceof GatewayError && err.declined) {
        return { ref: '', status: 'failed', action: null, savedMethod: null, failureMessage: err.message, reference: input.reference };
      }
      throw err;
    }
  }

  async retrieveCardUpdate(ref: string): Promise<GatewayCardUpdate> {
    return this.toCardUpdate(await this.call(() => this.stripe.setupIntents.retrieve(ref)));
  }

  async refund(chargeRef: string, amountMinor: number, idempotencyKey: string): Promise<{ ref: string; status: string }> {
    const r = await this.call(() => this.stripe.refunds.create({ payment_intent: chargeRef, amount: amountMinor }, { idempotencyKey }));
    return { ref: r.id, status: r.status ?? 'pending' };
  }

  async payout(input: { destination: string; amountMinor: number; currency: string; reference: string }, idempotencyKey: string): Promise<{ ref: string }> {
    const t = await this.call(() =>
      this.stripe.transfers.create(
        { amount: input.amountMinor, currency: input.currency.toLowerCase(), destination: input.destination, transfer_group: input.reference, metadata: { reference: input.reference } },
        { idempotencyKey },
      ),
    );
    return { ref: t.id };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new WebhookSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.opts.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad signature');
    }
    const obj = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
    let chargeRef: string | null = null;
    if (obj.object === 'payment_intent' && obj.id) chargeRef = obj.id;
    else if ((obj.object === 'charge' || obj.object === 'refund') && obj.payment_intent) {
      chargeRef = typeof obj.payment_intent === 'string' ? obj.payment_intent : obj.payment_intent.id;
    }
    const cardUpdateRef = obj.object === 'setup_intent' && obj.id ? obj.id : null;
    return { id: event.id, type: event.type, chargeRef, cardUpdateRef, payload: event };
  }
}
