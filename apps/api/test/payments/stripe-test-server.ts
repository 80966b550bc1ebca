import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints the payments module uses, for tests (loopback only): the real
 * `stripe` client talks to it through its host/port/protocol options. It keeps PaymentIntents in memory,
 * honours Idempotency-Key (same key → same response), and knows Stripe's test payment methods:
 * - pm_card_visa: succeeds;
 * - pm_card_threeDSecure2Required / pm_card_authenticationRequired: requires_action with a redirect to this
 *   server's 3-D Secure page (/3ds/<id>), whose Complete or Fail buttons finish it and return to return_url;
 * - pm_card_chargeDeclined: declined (402 card_error).
 * SetupIntents (replacing a saved card) take the same test payment methods; a confirmed one that succeeds
 * attaches a new `pm_…` (a copy of the test method, as Stripe does) to the customer; an unknown method is
 * refused naming `payment_method`.
 * Transfers to `acct_fail…` are refused (400); to `acct_flaky…` fail with 500 the first `flakyFailures` times.
 * `webhook(event)` signs an event for the app with Stripe's own test header helper.
 */

type Params = Record<string, unknown>;

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  description: string | null;
  metadata: Record<string, string>;
  next_action: null | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } };
  last_payment_error: null | { code: string; message: string; type: string };
  client_secret: string;
  created: number;
  livemode: false;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  next_action: null | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } };
  last_setup_error: null | { code: string; message: string; type: string };
  client_secret: string;
  created: number;
  livemode: false;
}

/** The test payment methods this server knows (anything else is "No such PaymentMethod"). */
const TEST_METHODS = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_threeDSecure2Required', 'pm_card_authenticationRequired', 'pm_card_chargeDeclined']);

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding: `a[b]=1&c[0]=x` → { a: { b: '1' }, c: { 0: 'x' } }. */
export function parseForm(body: string): Params {
  const out: Params = {};
  for (const [k, v] of new URLSearchParams(body)) {
    const parts = k.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let cur: Params = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) cur[p] = v;
      else cur = (cur[p] ??= {}) as Params;
    });
  }
  return out;
}

export class StripeTestServer {
  readonly secretKey = 'sk_test_local' + randomBytes(8).toString('hex');
  readonly webhookSecret = 'whsec_local' + randomBytes(8).toString('hex');
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds: Array<{ id: string; payment_intent: string; amount: number }> = [];
  readonly transfers: Array<{ id: string; amount: number; currency: string; destination: string }> = [];
  readonly customers: string[] = [];
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  /** Payment methods attached to customers by succeeded SetupIntents: pm id → { customer, from (the test method) }. */
  readonly attached = new Map<string, { customer: string; from: string }>();
  /** Every request: method, path, idempotency key. */
  readonly requests: Array<{ method: string; path: string; idempotencyKey: string | null }> = [];
  flakyFailures = 2;
  private flakyCount = new Map<string, number>();
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private server?: Server;
  port = 0;

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Environment for startTestApp. */
  env(): Record<string, string> {
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_BASE: this.base };
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          this.handle(req, res, Buffer.concat(chunks).toString('utf8'));
        } catch (err) {
          this.json(res, 500, { error: { type: 'api_error', message: String(err) } });
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(res: ServerResponse, status: number, body: unknown): string {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(text);
    return text;
  }

  private handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const url = new URL(req.url ?? '/', this.base);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key });
    if (url.pathname.startsWith('/3ds/')) return this.threeDS(req, res, url);
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      this.json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : null;
    if (cacheKey && this.idempotent.has(cacheKey)) {
      const hit = this.idempotent.get(cacheKey)!;
      res.writeHead(hit.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      res.end(hit.body);
      return;
    }
    const params = parseForm(raw);
    const [status, body] = this.route(req.method ?? 'GET', url.pathname, params);
    const text = this.json(res, status, body);
    if (cacheKey && status < 500) this.idempotent.set(cacheKey, { status, body: text });
  }

  private route(method: string, path: string, p: Params): [number, unknown] {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const cid = id('cus');
      this.customers.push(cid);
      return [200, { id: cid, object: 'customer', email: p.email ?? null, metadata: p.metadata ?? {} }];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pi: FakeIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(p.amount),
        currency: String(p.currency),
        status: 'requires_payment_method',
        customer: (p.customer as string) ?? null,
        payment_method: (p.payment_method as string) ?? null,
        setup_future_usage: (p.setup_future_usage as string) ?? (p.off_session ? 'off_session' : null),
        description: (p.description as string) ?? null,
        metadata: (p.metadata as Record<string, string>) ?? {},
        next_action: null,
        last_payment_error: null,
        client_secret: '',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`;
      if (!Number.isInteger(pi.amount) || pi.amount < 1) return [400, { error: { type: 'invalid_request_error', message: 'Invalid amount' } }];
      this.intents.set(pi.id, pi);
      if (p.confirm === 'true') return this.confirm(pi, pi.payment_method ?? '', null, p.off_session === 'true');
      return [200, pi];
    }
    if ((m = path.match(/^\/v1\/payment_intents\/(pi_\w+)$/)) && method === 'GET') {
      const pi = this.intents.get(m[1]!);
      return pi ? [200, pi] : [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
    }
    if ((m = path.match(/^\/v1\/payment_intents\/(pi_\w+)\/confirm$/)) && method === 'POST') {
      const pi = this.intents.get(m[1]!);
      if (!pi) return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
      if (pi.status === 'succeeded') return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded' } }];
      return this.confirm(pi, String(p.payment_method ?? ''), (p.return_url as string) ?? null, false);
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = (p.customer as string) ?? null;
      if (customer && !this.customers.includes(customer)) return [400, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${customer}'` } }];
      const si: FakeSetupIntent = {
        id: id('seti'),
        object: 'setup_intent',
        status: 'requires_payment_method',
        customer,
        payment_method: null,
        usage: (p.usage as string) ?? 'off_session',
        metadata: (p.metadata as Record<string, string>) ?? {},
        next_action: null,
        last_setup_error: null,
        client_secret: '',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      si.client_secret = `${si.id}_secret_${randomBytes(6).toString('hex')}`;
      const pm = (p.payment_method as string) ?? null;
      if (pm && !TEST_METHODS.has(pm) && !this.attached.has(pm)) {
        return [400, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: `No such PaymentMethod: '${pm}'` } }];
      }
      this.setupIntents.set(si.id, si);
      if (pm) si.status = 'requires_confirmation';
      if (pm && p.confirm === 'true') return this.confirmSetup(si, pm, (p.return_url as string) ?? null);
      return [200, si];
    }
    if ((m = path.match(/^\/v1\/setup_intents\/(seti_\w+)$/)) && method === 'GET') {
      const si = this.setupIntents.get(m[1]!);
      return si ? [200, si] : [404, { error: { type: 'invalid_request_error', message: 'No such setup_intent' } }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = this.intents.get(String(p.payment_intent));
      if (!pi || pi.status !== 'succeeded') return [400, { error: { type: 'invalid_request_error', message: 'PaymentIntent cannot be refunded' } }];
      const r = { id: id('re'), object: 'refund', payment_intent: pi.id, amount: Number(p.amount ?? pi.amount), status: 'succeeded', currency: pi.currency };
      this.refunds.push(r);
      return [200, r];
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = String(p.destination);
      if (destination.startsWith('acct_fail')) return [400, { error: { type: 'invalid_request_error', message: 'No such destination account' } }];
      if (destination.startsWith('acct_flaky')) {
        const n = this.flakyCount.get(destination) ?? 0;
        this.flakyCount.set(destination, n + 1);
        if (n < this.flakyFailures) return [500, { error: { type: 'api_error', message: 'Temporary failure' } }];
      }
      const t = { id: id('tr'), object: 'transfer', amount: Number(p.amount), currency: String(p.currency), destination, metadata: p.metadata ?? {} };
      this.transfers.push(t);
      return [200, t];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  private confirm(pi: FakeIntent, pm: string, returnUrl: string | null, offSession: boolean): [number, unknown] {
    pi.payment_method = pm;
    pi.last_payment_error = null;
    if (pm === 'pm_card_chargeDeclined') {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' };
      return [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: pi } }];
    }
    if ((pm === 'pm_card_threeDSecure2Required' || pm === 'pm_card_authenticationRequired') && !offSession) {
      pi.status = 'requires_action';
      pi.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `${this.base}/3ds/${pi.id}`, return_url: returnUrl ?? '' } };
      return [200, pi];
    }
    if (!pm.startsWith('pm_')) return [400, { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } }];
    pi.status = 'succeeded';
    pi.next_action = null;
    return [200, pi];
  }

  private confirmSetup(si: FakeSetupIntent, pm: string, returnUrl: string | null): [number, unknown] {
    si.payment_method = pm;
    si.last_setup_error = null;
    if (pm === 'pm_card_chargeDeclined') {
      si.status = 'requires_payment_method';
      si.last_setup_error = { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' };
      return [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', setup_intent: si } }];
    }
    if (pm === 'pm_card_threeDSecure2Required' || pm === 'pm_card_authenticationRequired') {
      si.status = 'requires_action';
      si.next_action = { type: 'redirect_to_url', redirect_to_url: { url: `${this.base}/3ds/${si.id}`, return_url: returnUrl ?? '' } };
      return [200, si];
    }
    this.succeedSetup(si);
    return [200, si];
  }

  /** A succeeded SetupIntent: a new payment method (a copy of the test one) attached to the customer. */
  private succeedSetup(si: FakeSetupIntent): void {
    const from = si.payment_method!;
    const attached = id('pm');
    this.attached.set(attached, { customer: si.customer ?? '', from: this.attached.get(from)?.from ?? from });
    si.payment_method = attached;
    si.status = 'succeeded';
    si.next_action = null;
  }

  /** The bank's 3-D Secure page: Complete or Fail, then back to the return URL. */
  private threeDS(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const m = url.pathname.match(/^\/3ds\/((?:pi|seti)_\w+)(?:\/(complete|fail))?$/);
    const pi = m ? (this.intents.get(m[1]!) ?? this.setupIntents.get(m[1]!)) : undefined;
    if (!pi || !pi.next_action) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('No authentication pending');
      return;
    }
    if (req.method === 'POST' && m![2]) {
      const returnUrl = pi.next_action.redirect_to_url.return_url || this.base;
      this.authenticate(pi.id, m![2] === 'complete');
      const back = new URL(returnUrl);
      back.searchParams.set(pi.object === 'setup_intent' ? 'setup_intent' : 'payment_intent', pi.id);
      res.writeHead(303, { location: back.toString() });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>3-D Secure test page</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:1rem}</style></head>
<body><h1>3-D Secure test page</h1><p>Local Stripe test server: ${pi.object === 'setup_intent' ? 'authenticate saving this card for renewals' : `authenticate the payment of ${(pi.amount / 100).toFixed(2)} ${pi.currency.toUpperCase()}`}?</p>
<form method="post" action="/3ds/${pi.id}/complete" style="display:inline"><button type="submit">Complete authentication</button></form>
<form method="post" action="/3ds/${pi.id}/fail" style="display:inline"><button type="submit">Fail authentication</button></form></body></html>`);
  }

  /** What the 3-D Secure page's buttons do (tests call it directly). */
  authenticate(piId: string, ok: boolean): FakeIntent | FakeSetupIntent {
    const si = this.setupIntents.get(piId);
    if (si) {
      if (ok) this.succeedSetup(si);
      else {
        si.status = 'requires_payment_method';
        si.last_setup_error = { code: 'setup_intent_authentication_failure', message: 'The authentication failed.', type: 'card_error' };
        si.next_action = null;
      }
      return si;
    }
    const pi = this.intents.get(piId)!;
    if (ok) {
      pi.status = 'succeeded';
    } else {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { code: 'payment_intent_authentication_failure', message: 'The authentication failed.', type: 'card_error' };
    }
    pi.next_action = null;
    return pi;
  }

  /** A signed webhook delivery for `payment_intent.<type>` about an intent (its state as of now, or as given). */
  webhook(type: string, object: unknown, eventId = id('evt')): { body: string; signature: string; id: string } {
    const body = JSON.stringify({ id: eventId, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), type, data: { object }, livemode: false, pending_webhooks: 1, request: null });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.webhookSecret });
    return { body, signature, id: eventId };
  }
}
