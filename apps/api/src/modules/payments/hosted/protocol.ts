import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hosted-form processor's protocol (CCBill-style), shared by the adapter (hosted.gateway.ts) and the local
 * stand-in (stand-in.ts) so both sides sign and verify the same bytes:
 * - the form request: the browser is sent to `<base>/form/<formId>?…` with the price, period, rebills and the
 *   processor's numeric currency code, signed by `formDigest` = md5(initialPrice + initialPeriod + recurringPrice
 *   + recurringPeriod + numRebills + currencyCode + salt), as such processors do (a one-off sale has recurring
 *   price and period 0 and no rebills);
 * - postbacks: a JSON body POSTed to our webhook with `X-Hosted-Signature: sha256=<hex HMAC-SHA256(salt, body)>`;
 *   each has its own `eventId` (a redelivery repeats it);
 * - the status API (`GET <base>/api/v1/sales/<reference>`, `POST …/refund`), signed per request with the salt
 *   over the account, a timestamp, the method and the path: our side reads the sale's state back from it and
 *   never trusts a postback's body for state.
 */

export const POSTBACK_SIGNATURE_HEADER = 'x-hosted-signature';

/** The numeric (ISO 4217) currency codes such processors take; the configuration may override them. */
export const DEFAULT_CURRENCY_CODES: Record<string, string> = {
  GBP: '826',
  EUR: '978',
  USD: '840',
  AUD: '036',
  NZD: '554',
  CAD: '124',
  CHF: '756',
  PLN: '985',
  ZAR: '710',
};

/** `GBP:826,EUR:978` → { GBP: '826', EUR: '978' } over the defaults. */
export function currencyCodes(config: string | undefined): Record<string, string> {
  const out = { ...DEFAULT_CURRENCY_CODES };
  for (const pair of (config ?? '').split(',').filter(Boolean)) {
    const [alpha, numeric] = pair.split(':');
    if (alpha && numeric) out[alpha] = numeric;
  }
  return out;
}

export interface FormFields {
  clientAccnum: string;
  clientSubacc: string;
  formName: string;
  /** Decimal prices with two places, as the form shows them ("9.99"). */
  initialPrice: string;
  /** Days. */
  initialPeriod: string;
  recurringPrice: string;
  recurringPeriod: string;
  numRebills: string;
  currencyCode: string;
  /** Our payment reference, echoed in postbacks and the status API. */
  reference: string;
  /** Where the browser comes back to (grants nothing by itself). */
  returnUrl: string;
  formDigest: string;
}

export const minorToDecimal = (minor: number): string => (minor / 100).toFixed(2);
export const decimalToMinor = (decimal: string): number => Math.round(Number(decimal) * 100);

export function formDigest(f: Omit<FormFields, 'formDigest' | 'clientAccnum' | 'clientSubacc' | 'formName' | 'reference' | 'returnUrl'>, salt: string): string {
  return createHash('md5')
    .update(f.initialPrice + f.initialPeriod + f.recurringPrice + f.recurringPeriod + f.numRebills + f.currencyCode + salt)
    .digest('hex');
}

export function hmac(salt: string, data: string | Buffer): string {
  return createHmac('sha256', salt).update(data).digest('hex');
}

/** Constant-time comparison of two hex strings. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const postbackSignature = (salt: string, raw: Buffer | string): string => `sha256=${hmac(salt, raw)}`;

/** The headers of one status-API request. */
export function apiHeaders(account: string, salt: string, method: string, path: string, now = Date.now()): Record<string, string> {
  const ts = String(Math.floor(now / 1000));
  return { 'x-hosted-account': account, 'x-hosted-timestamp': ts, 'x-hosted-signature': hmac(salt, `${account}\n${ts}\n${method} ${path}`) };
}

/** Checks a status-API request's headers (five minutes of clock skew allowed). */
export function verifyApiHeaders(account: string, salt: string, method: string, path: string, headers: Record<string, string | string[] | undefined>, now = Date.now()): boolean {
  const ts = headers['x-hosted-timestamp'];
  const sig = headers['x-hosted-signature'];
  if (headers['x-hosted-account'] !== account || typeof ts !== 'string' || typeof sig !== 'string') return false;
  if (Math.abs(now / 1000 - Number(ts)) > 300) return false;
  return sameHex(sig, hmac(salt, `${account}\n${ts}\n${method} ${path}`));
}

export type PostbackType = 'NewSaleSuccess' | 'NewSaleFailure' | 'RenewalSuccess' | 'RenewalFailure' | 'Cancellation' | 'Refund' | 'Chargeback';

export interface Postback {
  eventId: string;
  eventType: PostbackType;
  timestamp: string;
  clientAccnum: string;
  clientSubacc: string;
  reference: string;
  subscriptionId: string | null;
  transactionId: string | null;
}

export type SaleTransactionStatus = 'approved' | 'refunded' | 'chargedback';

/** The status API's answer for one sale (the member's purchase and, for a subscription, its rebills). */
export interface SaleState {
  reference: string;
  subscriptionId: string | null;
  /** pending: the member has not finished the form; declined: the last attempt was declined. */
  status: 'pending' | 'approved' | 'declined';
  declineReason: string | null;
  amountMinor: number;
  currency: string;
  recurring: boolean;
  /** null for a one-off sale; ended: the processor bills no more (after a refund or chargeback, or rebills failing). */
  subscriptionStatus: 'active' | 'cancelled' | 'ended' | null;
  /** Paid up to (the initial period plus every approved rebill). */
  paidThrough: string | null;
  transactions: Array<{ id: string; type: 'sale' | 'renewal'; amountMinor: number; status: SaleTransactionStatus; at: string }>;
}
