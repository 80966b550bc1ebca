import {
  GatewayError,
  WebhookSignatureError,
  type CardUpdateInput,
  type CreateChargeInput,
  type GatewayBilling,
  type GatewayCardUpdate,
  type GatewayCharge,
  type GatewayEvent,
  type PaymentGateway,
} from '../gateway/payment-gateway.js';
import {
  POSTBACK_SIGNATURE_HEADER,
  apiHeaders,
  formDigest,
  minorToDecimal,
  postbackSignature,
  sameHex,
  type FormFields,
  type Postback,
  type SaleState,
} from './protocol.js';

export interface HostedGatewayOptions {
  account: string;
  subaccount: string;
  formId: string;
  salt: string;
  /** The processor's base URL: its hosted form (`/form/<formId>`) and status API (`/api/v1/…`). */
  baseUrl: string;
  /** Our currency (ISO alpha) → the processor's numeric code. */
  currencyCodes: Record<string, string>;
  /** The stand-in (loopback): test mode. */
  testMode?: boolean;
}

const POSTBACK_TYPES = new Set(['NewSaleSuccess', 'NewSaleFailure', 'RenewalSuccess', 'RenewalFailure', 'Cancellation', 'Refund', 'Chargeback']);

/**
 * The hosted-form processor adapter (CCBill-style, see protocol.ts). `createCharge` signs a form request and
 * answers `requires_action` with the form's URL; the member pays on the processor's page and comes back to our
 * return URL, which grants nothing; the processor's signed postback makes us read the sale back
 * (`retrieveBilling`) and apply it. Renewals are the processor's own rebills, so `chargeSaved` refuses.
 */
export class HostedGateway implements PaymentGateway {
  readonly name = 'hosted';
  readonly flow = 'hosted' as const;
  readonly testMode: boolean;

  constructor(private readonly opts: HostedGatewayOptions) {
    this.testMode = opts.testMode ?? false;
  }

  private base(): string {
    return this.opts.baseUrl.replace(/\/+$/, '');
  }

  private async api<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<{ status: number; body: T | null }> {
    let res: Response;
    try {
      res = await fetch(this.base() + path, {
        method,
        headers: {
          ...apiHeaders(this.opts.account, this.opts.salt, method, path),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw new GatewayError(`The payment processor did not answer: ${err instanceof Error ? err.message : String(err)}`, true);
    }
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as T) : null;
    if (res.status === 404) return { status: 404, body: null };
    if (res.status >= 500) throw new GatewayError(`The payment processor answered ${res.status}`, true);
    if (res.status >= 400) {
      const message = (parsed as { error?: string } | null)?.error ?? `The payment processor answered ${res.status}`;
      throw new GatewayError(message, false);
    }
    return { status: res.status, body: parsed };
  }

  private currencyCode(currency: string): string {
    const code = this.opts.currencyCodes[currency.toUpperCase()];
    if (!code) throw new GatewayError(`The payment processor takes no ${currency}`, false, false, 'currency');
    return code;
  }

  /** The signed form URL for a charge. */
  formUrl(input: CreateChargeInput): string {
    const recurring = input.recurring ?? null;
    const base = {
      initialPrice: minorToDecimal(input.amountMinor),
      initialPeriod: String(recurring ? recurring.periodDays : 0),
      recurringPrice: recurring ? minorToDecimal(recurring.amountMinor) : '0.00',
      recurringPeriod: String(recurring ? recurring.periodDays : 0),
      numRebills: recurring ? '99' : '0',
      currencyCode: this.currencyCode(input.currency),
    };
    const fields: FormFields = {
      clientAccnum: this.opts.account,
      clientSubacc: this.opts.subaccount,
      formName: this.opts.formId,
      ...base,
      reference: input.reference,
      returnUrl: input.returnUrl ?? '',
      formDigest: formDigest(base, this.opts.salt),
    };
    return `${this.base()}/form/${encodeURIComponent(this.opts.formId)}?${new URLSearchParams(fields as unknown as Record<string, string>).toString()}`;
  }

  /** No customer objects: the processor keeps the card with its own subscription. */
  async ensureCustomer(): Promise<string> {
    throw new GatewayError('The hosted processor keeps no customers', false);
  }

  async createCharge(input: CreateChargeInput): Promise<GatewayCharge> {
    return {
      ref: input.reference,
      status: 'requires_action',
      amountMinor: input.amountMinor,
      currency: input.currency,
      actionUrl: this.formUrl(input),
      savedMethod: null,
      customerRef: null,
      failureMessage: null,
      reference: input.reference,
    };
  }

  async confirmCharge(): Promise<GatewayCharge> {
    throw new GatewayError('The card is entered on the payment processor’s own form', false, false, 'paymentMethod');
  }

  private async sale(ref: string): Promise<SaleState | null> {
    return (await this.api<SaleState>('GET', `/api/v1/sales/${encodeURIComponent(ref)}`)).body;
  }

  private toCharge(ref: string, s: SaleState | null): GatewayCharge {
    if (!s) return { ref, status: 'requires_action', amountMinor: 0, currency: '', actionUrl: null, savedMethod: null, customerRef: null, failureMessage: null, reference: ref };
    const status = s.status === 'approved' ? 'succeeded' : s.status === 'declined' ? 'failed' : 'requires_action';
    return {
      ref,
      status,
      amountMinor: s.amountMinor,
      currency: s.currency.toUpperCase(),
      actionUrl: null,
      // The sale our side refers to for its rebills (cancelling them): `hosted:<reference>`.
      savedMethod: status === 'succeeded' && s.recurring ? `hosted:${s.reference}` : null,
      customerRef: null,
      failureMessage: s.status === 'declined' ? (s.declineReason ?? 'The card was declined') : null,
      reference: s.reference,
    };
  }

  async retrieveCharge(chargeRef: string): Promise<GatewayCharge> {
    return this.toCharge(chargeRef, await this.sale(chargeRef));
  }

  async retrieveBilling(chargeRef: string): Promise<GatewayBilling | null> {
    const s = await this.sale(chargeRef);
    if (!s) return null;
    return {
      charge: this.toCharge(chargeRef, s),
      cancelled: s.subscriptionStatus === 'cancelled',
      ended: s.subscriptionStatus === 'ended',
      paidThrough: s.paidThrough ? new Date(s.paidThrough) : null,
      transactions: s.transactions.map((t) => ({ ref: t.id, type: t.type, amountMinor: t.amountMinor, status: t.status, at: new Date(t.at) })),
    };
  }

  async chargeSaved(): Promise<GatewayCharge> {
    throw new GatewayError('The hosted processor bills renewals itself', false);
  }

  async startCardUpdate(input: CardUpdateInput): Promise<GatewayCardUpdate> {
    return { ref: '', status: 'failed', action: null, savedMethod: null, failureMessage: 'The card is changed on the payment processor’s own pages', reference: input.reference };
  }

  async retrieveCardUpdate(ref: string): Promise<GatewayCardUpdate> {
    return { ref, status: 'failed', action: null, savedMethod: null, failureMessage: 'The card is changed on the payment processor’s own pages', reference: null };
  }

  /** Refunds the sale's latest approved transaction in full (the processor reports it by a Refund postback too). */
  async refund(chargeRef: string, amountMinor: number, idempotencyKey: string): Promise<{ ref: string; status: string }> {
    const r = await this.api<{ id: string; status: string }>('POST', `/api/v1/sales/${encodeURIComponent(chargeRef)}/refund`, { amountMinor }, idempotencyKey);
    if (!r.body) throw new GatewayError('The payment processor does not know this sale', false);
    return { ref: r.body.id, status: r.body.status };
  }

  async cancelRecurring(chargeRef: string, idempotencyKey: string): Promise<void> {
    const r = await this.api<{ status: string }>('POST', `/api/v1/sales/${encodeURIComponent(chargeRef)}/cancel`, {}, idempotencyKey);
    if (!r.body) throw new GatewayError('The payment processor does not know this sale', false);
  }

  async payout(): Promise<{ ref: string }> {
    throw new GatewayError('The hosted processor pays no members out', false);
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent {
    const signature = headers[POSTBACK_SIGNATURE_HEADER];
    if (typeof signature !== 'string') throw new WebhookSignatureError(`missing ${POSTBACK_SIGNATURE_HEADER} header`);
    if (!sameHex(signature, postbackSignature(this.opts.salt, rawBody))) throw new WebhookSignatureError('postback digest does not verify');
    let p: Postback;
    try {
      p = JSON.parse(rawBody.toString('utf8')) as Postback;
    } catch {
      throw new WebhookSignatureError('postback is not JSON');
    }
    if (typeof p.eventId !== 'string' || !/^[A-Za-z0-9_-]{8,80}$/.test(p.eventId) || !POSTBACK_TYPES.has(p.eventType) || typeof p.reference !== 'string' || p.reference.length > 80) {
      throw new WebhookSignatureError('postback lacks its event id, type or reference');
    }
    if (p.clientAccnum !== this.opts.account || p.clientSubacc !== this.opts.subaccount) throw new WebhookSignatureError('postback for another account');
    return { id: `hosted_${p.eventId}`, type: p.eventType, chargeRef: p.reference, cardUpdateRef: null, payload: p };
  }
}
