import { randomUUID } from 'node:crypto';
import { afterAll } from '@jest/globals';
import { appForTests } from './harness.js';
import { StripeTestServer } from './payments/stripe-test-server.js';

/**
 * Stripe with live-style keys (issue 25), against the local Stripe server: no PaymentIntent exists before the
 * member pays — "Buy" records the payment only, and paying with a card creates and confirms the intent at once.
 */
describe('payments API (Stripe, live-style keys)', () => {
  const stripe = new StripeTestServer();
  Object.assign(stripe, { secretKey: 'sk_live_local' + randomUUID().replace(/-/g, '') });
  const t = appForTests(async () => ({ ...(await stripe.start()).env(), STRIPE_PUBLISHABLE_KEY: 'pk_live_localstandin', STRIPE_JS_URL: `${stripe.base}/v3/` }));
  afterAll(() => stripe.stop());

  it('creates no PaymentIntent when the member starts buying, only when they pay', async () => {
    const { c } = await t.signedInMember({ host: 'shuk.localhost:3000' });
    const buy = await c.post('/api/payment/upgrade', { tier: 'gold', period: 'month', idempotencyKey: randomUUID() });
    expect(buy.status).toBe(201);
    expect(buy.body.data).toMatchObject({ status: 'pending', testMode: false, gateway: 'stripe', clientSecret: null, cardEntry: { publishableKey: 'pk_live_localstandin', scriptUrl: `${stripe.base}/v3/` } });
    expect(stripe.intents.size).toBe(0);
    // Asking again under the same key creates nothing either.
    await c.get(`/api/payment/upgrade/${buy.body.data.reference}`);
    expect(stripe.intents.size).toBe(0);
    const paid = await c.post(`/api/payment/process/${buy.body.data.reference}`, { paymentMethod: 'pm_card_visa' });
    expect(paid.body.data.status).toBe('succeeded');
    expect(stripe.intents.size).toBe(1);
    const [intent] = [...stripe.intents.values()];
    expect(intent).toMatchObject({ amount: 1799, currency: 'gbp', status: 'succeeded', setup_future_usage: 'off_session' });
    expect((await c.get('/api/payment/subscription')).body.data.subscription).toMatchObject({ tier: 'gold', status: 'active' });
  });

  it('answers 3-D Secure with the client secret Stripe.js finishes it with, and keeps no copy of it', async () => {
    const { c } = await t.signedInMember({ host: 'shuk.localhost:3000' });
    const buy = await c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: randomUUID() });
    const ref = buy.body.data.reference;
    const asked = await c.post(`/api/payment/process/${ref}`, { paymentMethod: 'pm_card_threeDSecure2Required' });
    expect(asked.body.data.status).toBe('requires_action');
    const intent = [...stripe.intents.values()].find((i) => i.metadata.reference === ref)!;
    expect(asked.body.data.clientSecret).toBe(intent.client_secret);
    // The secret is not kept: reading the payment again does not show it.
    expect((await c.get(`/api/payment/transactions/${ref}`)).body.data.clientSecret).toBeNull();
  });
});
