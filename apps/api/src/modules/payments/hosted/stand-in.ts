import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_CURRENCY_CODES,
  POSTBACK_SIGNATURE_HEADER,
  decimalToMinor,
  formDigest,
  postbackSignature,
  sameHex,
  verifyApiHeaders,
  type Postback,
  type PostbackType,
  type SaleState,
} from './protocol.js';

/**
 * A local stand-in for the hosted-form processor (loopback only), for the API tests, the browser tests and
 * `npm start`'s demo mode (started by the payments module when a variant uses the hosted processor and no
 * HOSTED_PAY_* settings are given). It:
 * - shows the hosted card form for a signed form request (a wrong digest answers 400 and shows no form);
 *   card 4242 4242 4242 4242 (any other number passing Luhn too) is approved, 4000 0000 0000 0002 declined;
 * - signs postbacks (HMAC-SHA256 with the salt) and POSTs them to `postbackUrl` when it has one, keeping every
 *   one in `outbox` (tests deliver them themselves; `holdPostbacks` keeps them from being sent);
 * - answers the status API (`GET /api/v1/sales/<reference>`, signed requests only) and refunds through it;
 * - can be told to rebill, fail a rebill, cancel, refund or charge back a sale: from code (`renew(ref)`, …) or
 *   from its own page at `/` (the demo's operator console).
 * Nothing leaves the machine; no card number is kept (only its last four digits).
 */

export interface StandInSale {
  reference: string;
  subscriptionId: string | null;
  status: SaleState['status'];
  declineReason: string | null;
  amountMinor: number;
  currency: string;
  recurring: boolean;
  recurringMinor: number;
  periodDays: number;
  subscriptionStatus: SaleState['subscriptionStatus'];
  paidThrough: Date | null;
  last4: string | null;
  transactions: SaleState['transactions'];
}

export interface HostedStandInOptions {
  account?: string;
  subaccount?: string;
  formId?: string;
  salt?: string;
  /** Where postbacks go (the app's `/api/payments/webhooks/hosted`); none: they wait in `outbox`. */
  postbackUrl?: string;
}

const DECLINED_CARD = '4000000000000002';
const rid = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function luhn(n: string): boolean {
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return n.length >= 12 && sum % 10 === 0;
}

export class HostedStandIn {
  readonly account: string;
  readonly subaccount: string;
  readonly formId: string;
  readonly salt: string;
  postbackUrl: string | null;
  /** Postbacks are signed and kept but not sent while true. */
  holdPostbacks = false;
  readonly sales = new Map<string, StandInSale>();
  /** Every postback, signed, in the order they were made. */
  readonly outbox: Array<{ postback: Postback; body: string; signature: string }> = [];
  private readonly idempotent = new Map<string, string>();
  private readonly alphaOf: Record<string, string>;
  private server?: Server;
  port = 0;

  constructor(opts: HostedStandInOptions = {}) {
    this.account = opts.account ?? String(900000 + Math.floor(Math.random() * 99999));
    this.subaccount = opts.subaccount ?? '0001';
    this.formId = opts.formId ?? 'standin-form';
    this.salt = opts.salt ?? randomBytes(18).toString('hex');
    this.postbackUrl = opts.postbackUrl ?? null;
    this.alphaOf = Object.fromEntries(Object.entries(DEFAULT_CURRENCY_CODES).map(([a, n]) => [n, a]));
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The app's settings for this stand-in. */
  env(): Record<string, string> {
    return { HOSTED_PAY_ACCOUNT: this.account, HOSTED_PAY_SUBACCOUNT: this.subaccount, HOSTED_PAY_FORM_ID: this.formId, HOSTED_PAY_SALT: this.salt, HOSTED_PAY_BASE_URL: this.base };
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      // A client that goes away mid-request must not become an unhandled 'error' in the app's process (demo mode).
      req.on('error', () => res.destroy());
      res.on('error', () => undefined);
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > 64 * 1024) req.destroy();
        else chunks.push(c);
      });
      req.on('end', () => {
        void this.handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((err: unknown) => this.send(res, 500, 'application/json', JSON.stringify({ error: String(err) })));
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      // exclusive: in a cluster worker a shared handle would spread connections over every worker's stand-in
      // (each with its own sales); one process holds it and the others get EADDRINUSE and use that one.
      this.server!.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // ---- what the processor does ------------------------------------------------------------------------

  /** The member submits the form of `formUrl` (a URL createCharge answered) with a card number. */
  pay(formUrl: string, card = '4242424242424242'): StandInSale {
    const params = Object.fromEntries(new URL(formUrl).searchParams);
    const checked = this.checkForm(params);
    if (typeof checked === 'string') throw new Error(checked);
    return this.submit(params, card);
  }

  private checkForm(p: Record<string, string>): string | null {
    if (p.clientAccnum !== this.account || p.clientSubacc !== this.subaccount || p.formName !== this.formId) return 'Unknown merchant account or form';
    const fields = ['initialPrice', 'initialPeriod', 'recurringPrice', 'recurringPeriod', 'numRebills', 'currencyCode', 'reference', 'formDigest'] as const;
    if (fields.some((f) => typeof p[f] !== 'string')) return 'Incomplete form request';
    const digest = formDigest({ initialPrice: p.initialPrice!, initialPeriod: p.initialPeriod!, recurringPrice: p.recurringPrice!, recurringPeriod: p.recurringPeriod!, numRebills: p.numRebills!, currencyCode: p.currencyCode! }, this.salt);
    if (!sameHex(p.formDigest!, digest)) return 'The form request is not signed correctly';
    if (!this.alphaOf[p.currencyCode!]) return 'Unknown currency';
    return null;
  }

  private submit(p: Record<string, string>, cardInput: string): StandInSale {
    const card = cardInput.replace(/\D/g, '');
    const reference = p.reference!;
    const existing = this.sales.get(reference);
    if (existing?.status === 'approved') return existing;
    const recurring = Number(p.numRebills) > 0;
    const sale: StandInSale = existing ?? {
      reference,
      subscriptionId: null,
      status: 'pending',
      declineReason: null,
      amountMinor: decimalToMinor(p.initialPrice!),
      currency: this.alphaOf[p.currencyCode!]!,
      recurring,
      recurringMinor: decimalToMinor(p.recurringPrice!),
      periodDays: Number(recurring ? p.recurringPeriod : p.initialPeriod) || 0,
      subscriptionStatus: null,
      paidThrough: null,
      last4: null,
      transactions: [],
    };
    this.sales.set(reference, sale);
    sale.last4 = card.slice(-4);
    if (card === DECLINED_CARD || !luhn(card)) {
      sale.status = 'declined';
      sale.declineReason = card === DECLINED_CARD ? 'The card was declined by the issuer' : 'The card number is not valid';
      this.postback('NewSaleFailure', sale, null);
      return sale;
    }
    const now = new Date();
    sale.status = 'approved';
    sale.declineReason = null;
    sale.subscriptionId = rid('sub');
    if (recurring) {
      sale.subscriptionStatus = 'active';
      sale.paidThrough = new Date(now.getTime() + Number(p.initialPeriod) * 86_400_000);
    }
    const tx = { id: rid('tx'), type: 'sale' as const, amountMinor: sale.amountMinor, status: 'approved' as const, at: now.toISOString() };
    sale.transactions.push(tx);
    this.postback('NewSaleSuccess', sale, tx.id);
    return sale;
  }

  private live(reference: string): StandInSale {
    const sale = this.sales.get(reference);
    if (!sale || sale.status !== 'approved') throw new Error(`no approved sale ${reference}`);
    return sale;
  }

  /** The processor's rebill succeeds: a renewal transaction, paid one more period. */
  renew(reference: string): Postback {
    const sale = this.live(reference);
    if (!sale.recurring || sale.subscriptionStatus !== 'active' || !sale.paidThrough) throw new Error(`sale ${reference} does not rebill`);
    const tx = { id: rid('tx'), type: 'renewal' as const, amountMinor: sale.recurringMinor, status: 'approved' as const, at: new Date().toISOString() };
    sale.transactions.push(tx);
    sale.paidThrough = new Date(sale.paidThrough.getTime() + sale.periodDays * 86_400_000);
    return this.postback('RenewalSuccess', sale, tx.id);
  }

  /** The rebill is declined: the processor ends the subscription. */
  failRenewal(reference: string): Postback {
    const sale = this.live(reference);
    sale.subscriptionStatus = 'ended';
    return this.postback('RenewalFailure', sale, null);
  }

  /** The member cancels at the processor: no more rebills; what is paid stays. */
  cancel(reference: string): Postback {
    const sale = this.live(reference);
    if (sale.subscriptionStatus === 'active') sale.subscriptionStatus = 'cancelled';
    return this.postback('Cancellation', sale, null);
  }

  private reverse(reference: string, to: 'refunded' | 'chargedback', txId?: string): Postback {
    const sale = this.live(reference);
    const tx = txId ? sale.transactions.find((t) => t.id === txId) : [...sale.transactions].reverse().find((t) => t.status === 'approved');
    if (!tx || tx.status !== 'approved') throw new Error(`nothing to reverse on ${reference}`);
    tx.status = to;
    if (sale.recurring) sale.subscriptionStatus = 'ended';
    return this.postback(to === 'refunded' ? 'Refund' : 'Chargeback', sale, tx.id);
  }

  refund(reference: string, txId?: string): Postback {
    return this.reverse(reference, 'refunded', txId);
  }

  chargeback(reference: string, txId?: string): Postback {
    return this.reverse(reference, 'chargedback', txId);
  }

  state(sale: StandInSale): SaleState {
    return {
      reference: sale.reference,
      subscriptionId: sale.subscriptionId,
      status: sale.status,
      declineReason: sale.declineReason,
      amountMinor: sale.amountMinor,
      currency: sale.currency,
      recurring: sale.recurring,
      subscriptionStatus: sale.subscriptionStatus,
      paidThrough: sale.paidThrough?.toISOString() ?? null,
      transactions: sale.transactions.map((t) => ({ ...t })),
    };
  }

  // ---- postbacks --------------------------------------------------------------------------------------

  /** Signs a postback body (a test may sign its own, e.g. a forged one, with `sign`). */
  sign(body: string): string {
    return postbackSignature(this.salt, body);
  }

  private postback(eventType: PostbackType, sale: StandInSale, transactionId: string | null): Postback {
    const postback: Postback = {
      eventId: rid('evt'),
      eventType,
      timestamp: new Date().toISOString(),
      clientAccnum: this.account,
      clientSubacc: this.subaccount,
      reference: sale.reference,
      subscriptionId: sale.subscriptionId,
      transactionId,
    };
    const body = JSON.stringify(postback);
    const entry = { postback, body, signature: this.sign(body) };
    this.outbox.push(entry);
    if (this.postbackUrl && !this.holdPostbacks) void this.deliver(entry.body, entry.signature);
    return postback;
  }

  /** The postback with this event id, signed, to deliver (again) by hand. */
  signed(eventId: string): { body: string; signature: string } {
    const e = this.outbox.find((x) => x.postback.eventId === eventId);
    if (!e) throw new Error(`no postback ${eventId}`);
    return { body: e.body, signature: e.signature };
  }

  /** Sends every postback of a sale again, in order (what a processor does after an outage). */
  async redeliver(reference: string): Promise<void> {
    for (const e of this.outbox.filter((x) => x.postback.reference === reference)) await this.deliver(e.body, e.signature);
  }

  private async deliver(body: string, signature: string): Promise<void> {
    const url = this.postbackUrl;
    if (!url) return;
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [POSTBACK_SIGNATURE_HEADER]: signature }, body, signal: AbortSignal.timeout(10_000) });
        if (res.status < 500) return;
      } catch {
        // retried below
      }
      await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
    }
  }

  // ---- HTTP -------------------------------------------------------------------------------------------

  private send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', ...headers });
    res.end(body);
  }

  private page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:24px;color:#111}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #bbb;border-radius:8px;font-size:16px}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:16px;cursor:pointer}.muted{color:#555;font-size:13px}.err{background:#fee2e2;color:#991b1b;padding:10px;border-radius:8px;margin:12px 0}
table{width:100%;border-collapse:collapse;font-size:13px}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}form.inline{display:inline}form.inline button{width:auto;margin:2px;padding:4px 8px;font-size:12px}</style></head>
<body><main>${body}</main></body></html>`;
  }

  private formPage(p: Record<string, string>, error: string | null): string {
    const hidden = Object.entries(p)
      .filter(([k]) => k !== 'card')
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
      .join('');
    const currency = this.alphaOf[p.currencyCode ?? ''] ?? '';
    const recurring = Number(p.numRebills) > 0;
    const what = recurring ? `${esc(p.initialPrice ?? '')} ${currency} now, then ${esc(p.recurringPrice ?? '')} ${currency} every ${esc(p.recurringPeriod ?? '')} days until you cancel` : `${esc(p.initialPrice ?? '')} ${currency}, once`;
    return this.page(
      'Secure payment',
      `<h1>Secure payment</h1><p class="muted">Local stand-in of the hosted payment processor · merchant ${esc(this.account)}-${esc(this.subaccount)}</p>
<p data-testid="hosted-amount"><strong>${what}</strong></p>${error ? `<div class="err" role="alert">${esc(error)}</div>` : ''}
<form method="post" action="/form/${esc(this.formId)}/pay">${hidden}
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" value="Test Member">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
<label for="exp">Expiry (MM/YY)</label><input id="exp" name="exp" autocomplete="cc-exp" value="12/30">
<label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" value="123">
<button type="submit">Pay now</button></form>
<p class="muted">Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.</p>
${p.returnUrl ? `<p class="muted"><a href="${esc(p.returnUrl)}">Back to the site without paying</a></p>` : ''}`,
    );
  }

  private adminPage(): string {
    const rows = [...this.sales.values()]
      .reverse()
      .map((s) => {
        const actions = s.status === 'approved' ? ['renew', 'fail-renewal', 'cancel', 'refund', 'chargeback'].map((a) => `<form class="inline" method="post" action="/control/sales/${esc(s.reference)}/${a}"><button>${a}</button></form>`).join('') : '';
        return `<tr><td>${esc(s.reference)}</td><td>${(s.amountMinor / 100).toFixed(2)} ${esc(s.currency)}</td><td>${esc(s.status)}${s.subscriptionStatus ? ` / ${esc(s.subscriptionStatus)}` : ''}</td><td>${s.transactions.map((t) => `${esc(t.type)}: ${esc(t.status)}`).join('<br>')}</td><td>${actions}</td></tr>`;
      })
      .join('');
    return this.page('Processor stand-in', `<h1>Processor stand-in</h1><p class="muted">Sales on merchant ${esc(this.account)}-${esc(this.subaccount)}; postbacks to ${esc(this.postbackUrl ?? '(kept, not sent)')}.</p><table><tr><th>Reference</th><th>Amount</th><th>State</th><th>Transactions</th><th></th></tr>${rows || '<tr><td colspan="5">No sales yet.</td></tr>'}</table>`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (method === 'GET' && path === '/ready') return this.send(res, 200, 'application/json', '{"ok":true}');
    if (method === 'GET' && path === '/') return this.send(res, 200, 'text/html', this.adminPage());
    if (method === 'GET' && path === `/form/${this.formId}`) {
      const params = Object.fromEntries(url.searchParams);
      const bad = this.checkForm(params);
      if (bad) return this.send(res, 400, 'text/html', this.page('Payment form', `<h1>Payment form</h1><div class="err" role="alert">${esc(bad)}</div>`));
      return this.send(res, 200, 'text/html', this.formPage(params, null));
    }
    if (method === 'POST' && path === `/form/${this.formId}/pay`) {
      const params = Object.fromEntries(new URLSearchParams(body));
      const bad = this.checkForm(params);
      if (bad) return this.send(res, 400, 'text/html', this.page('Payment form', `<h1>Payment form</h1><div class="err" role="alert">${esc(bad)}</div>`));
      const sale = this.submit(params, params.card ?? '');
      if (sale.status !== 'approved') return this.send(res, 200, 'text/html', this.formPage(params, sale.declineReason));
      if (!params.returnUrl) return this.send(res, 200, 'text/html', this.page('Paid', '<h1>Thank you</h1><p>Your payment was approved.</p>'));
      return this.send(res, 303, 'text/plain', '', { location: params.returnUrl });
    }
    const control = /^\/control\/sales\/([^/]+)\/(renew|fail-renewal|cancel|refund|chargeback)$/.exec(path);
    if (method === 'POST' && control) {
      const [, ref, action] = control as unknown as [string, string, string];
      try {
        if (action === 'renew') this.renew(ref);
        else if (action === 'fail-renewal') this.failRenewal(ref);
        else if (action === 'cancel') this.cancel(ref);
        else if (action === 'refund') this.refund(ref);
        else this.chargeback(ref);
      } catch (err) {
        return this.send(res, 409, 'application/json', JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
      }
      if ((req.headers.accept ?? '').includes('text/html')) return this.send(res, 303, 'text/plain', '', { location: '/' });
      return this.send(res, 200, 'application/json', JSON.stringify(this.state(this.sales.get(ref)!)));
    }
    const api = /^\/api\/v1\/sales\/([^/]+)(\/refund|\/cancel)?$/.exec(path);
    if (api) {
      if (!verifyApiHeaders(this.account, this.salt, method, path, req.headers)) return this.send(res, 401, 'application/json', JSON.stringify({ error: 'The request is not signed for this account' }));
      const ref = decodeURIComponent(api[1]!);
      const sale = this.sales.get(ref);
      if (method === 'GET' && !api[2]) return sale ? this.send(res, 200, 'application/json', JSON.stringify(this.state(sale))) : this.send(res, 404, 'application/json', JSON.stringify({ error: 'No such sale' }));
      if (method === 'POST' && api[2] === '/cancel') {
        if (!sale || sale.status !== 'approved' || !sale.recurring) return this.send(res, 404, 'application/json', JSON.stringify({ error: 'No such subscription' }));
        if (sale.subscriptionStatus === 'active') this.cancel(ref);
        return this.send(res, 200, 'application/json', JSON.stringify({ status: sale.subscriptionStatus }));
      }
      if (method === 'POST' && api[2]) {
        const key = req.headers['idempotency-key'];
        const cacheKey = typeof key === 'string' ? `refund:${key}` : null;
        const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
        if (cached) return this.send(res, 200, 'application/json', cached);
        if (!sale || sale.status !== 'approved') return this.send(res, 404, 'application/json', JSON.stringify({ error: 'No such sale' }));
        let postback: Postback;
        try {
          postback = this.refund(ref);
        } catch (err) {
          return this.send(res, 409, 'application/json', JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
        }
        const answer = JSON.stringify({ id: postback.transactionId, status: 'succeeded' });
        if (cacheKey) this.idempotent.set(cacheKey, answer);
        return this.send(res, 200, 'application/json', answer);
      }
    }
    return this.send(res, 404, 'application/json', JSON.stringify({ error: 'Not found' }));
  }
}
