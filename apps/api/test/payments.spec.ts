import { randomUUID } from 'node:crypto';
import { CoinsService } from '../src/modules/coins/coins.service.js';
import { RenewalsService } from '../src/modules/payments/renewals.service.js';
import { appForTests, type Client } from './harness.js';
import { decodeMail } from './payments/mail.js';
import { stripeAppForTests } from './payments/stripe-app.js';
import { expectLedgerSound, grantCoins } from './support/coins.js';

/**
 * Payments through the real Stripe client against the local Stripe test server (loopback), on a real
 * PostgreSQL: checkout, 3-D Secure, webhooks (duplicate, out of order, bad signature), subscriptions.
 */
describe('payments API (Stripe adapter, local Stripe server)', () => {
  const { t, stripe } = stripeAppForTests();
  let coins: CoinsService;
  beforeAll(() => {
    coins = t.app.get(CoinsService);
  });

  const key = () => randomUUID();

  const member = (seed: { host?: string; tier?: 'free' | 'silver' | 'gold' | 'platinum'; role?: 'member' | 'admin'; homeVariant?: string } = {}) => t.signedInMember(seed);

  async function pay(c: Client, reference: string, paymentMethod = 'pm_card_visa') {
    return c.post(`/api/payment/process/${reference}`, { paymentMethod });
  }

  async function sendWebhook(type: string, object: unknown, eventId?: string, signature?: string) {
    const w = stripe.webhook(type, object, eventId);
    const res = await t
      .client()
      .agent.post('/api/payments/webhooks/stripe')
      .set('host', 'shuk.localhost:3000')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature ?? w.signature)
      .send(w.body);
    return { res, id: w.id };
  }

  it('opens payments where the variant sells upgrades, priced in its currency', async () => {
    const { c } = await member();
    const options = (await c.get('/api/upgrades')).body.data;
    expect(options).toMatchObject({ paymentsOpen: true, canUpgrade: true, currentTier: 'free' });
    const banner = (await c.get('/api/upgrades/banner')).body.data;
    expect(banner.type).toMatch(/default|black-friday/);
    expect(banner.translations.cost).toBe('From £9.99 a month.');
    const prices = (await c.get('/api/payment/upgrade')).body.data;
    expect(prices).toMatchObject({ currency: 'GBP', open: true });
    expect(prices.prices.find((p: { tier: string; period: string }) => p.tier === 'gold' && p.period === 'month')).toMatchObject({ amountMinor: 1799, priceText: '£17.99' });
    const us = await member({ host: 'shus.localhost:3000', homeVariant: 'shus' });
    expect((await us.c.get('/api/payment/coins')).body.data).toMatchObject({ currency: 'USD', open: true });
    // A brand whose variant file takes no payments stays closed even with a gateway.
    const psbr = await member({ host: 'psbr.localhost:3000', homeVariant: 'psbr' });
    expect((await psbr.c.get('/api/payment/coins')).body.data.open).toBe(false);
    const refused = await psbr.c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() });
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'PAYMENTS_OFF' });
  });

  it('buys coins once per idempotency key and credits them once the card is charged', async () => {
    const { m, c } = await member();
    const k = key();
    const started = await c.post('/api/payment/coins', { product: 'coins-1100', idempotencyKey: k });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ kind: 'coins', status: 'pending', amountMinor: 999, currency: 'GBP', coins: 1100, testMode: true });
    const again = await c.post('/api/payment/coins', { product: 'coins-1100', idempotencyKey: k });
    expect(again.body.data.reference).toBe(started.body.data.reference);
    expect([...stripe.intents.values()].filter((pi) => pi.metadata.reference === started.body.data.reference)).toHaveLength(1);
    const paid = await pay(c, started.body.data.reference);
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('succeeded');
    expect((await c.get('/api/coins')).body.data.balance).toBe(1100);
    expect((await c.get('/api/auth/profile')).body.data.coinBalance).toBe(1100);
    // Paying again is refused; the coins were credited once.
    expect((await pay(c, started.body.data.reference)).status).toBe(409);
    const history = (await c.get('/api/coins/history')).body.data.items;
    expect(history).toMatchObject([{ kind: 'purchase', amount: 1100, reference: started.body.data.reference }]);
    const txs = (await c.get('/api/payment/transactions')).body.data.items;
    expect(txs.map((x: { reference: string }) => x.reference)).toEqual([started.body.data.reference]);
    expect(await coins.balance(m.id)).toBe(1100);
    await expectLedgerSound(t);
  });

  it('refuses guests, bad input naming the field, and other members’ payments', async () => {
    const { c } = await member();
    const eve = await member();
    expect((await t.client().post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() })).status).toBe(401);
    expect((await t.client().get('/api/payment/transactions')).status).toBe(401);
    const unknown = await c.post('/api/payment/coins', { product: 'coins-7', idempotencyKey: key() });
    expect(unknown.body).toMatchObject({ statusCode: 422, errors: [{ field: 'product' }] });
    const noKey = await c.post('/api/payment/coins', { product: 'coins-500' });
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors[0].field).toBe('idempotencyKey');
    const badTier = await c.post('/api/payment/upgrade', { tier: 'diamond', idempotencyKey: key() });
    expect(badTier.body.errors[0].field).toBe('tier');
    const started = (await c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() })).body.data;
    const badPm = await c.post(`/api/payment/process/${started.reference}`, { paymentMethod: 'visa' });
    expect(badPm.body.errors[0].field).toBe('paymentMethod');
    expect((await eve.c.get(`/api/payment/upgrade/${started.reference}`)).status).toBe(404);
    expect((await eve.c.get(`/api/payment/transactions/${started.reference}`)).status).toBe(404);
    expect((await pay(eve.c, started.reference)).status).toBe(404);
    expect((await eve.c.post('/api/payment/threed-secure', { reference: started.reference })).status).toBe(404);
  });

  it('upgrades to Gold through 3-D Secure: requires_action, the bank page, back to the site, completed', async () => {
    const { c } = await member();
    const started = (await c.post('/api/payment/upgrade', { tier: 'gold', period: 'month', idempotencyKey: key() })).body.data;
    expect(started).toMatchObject({ kind: 'upgrade', tier: 'gold', period: 'month', amountMinor: 1799 });
    const challenged = await pay(c, started.reference, 'pm_card_threeDSecure2Required');
    expect(challenged.body.data.status).toBe('requires_action');
    const actionUrl: string = challenged.body.data.actionUrl;
    expect(actionUrl).toMatch(new RegExp(`^${stripe.base}/3ds/pi_`));
    // The browser at the bank: the test page, then Complete, which returns to our 3-D Secure route.
    expect((await fetch(actionUrl)).status).toBe(200);
    const back = await fetch(`${actionUrl}/complete`, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/payment/threed-secure/${started.reference}?payment_intent=pi_`);
    const done = await c.post('/api/payment/threed-secure', { reference: started.reference });
    expect(done.body.data.status).toBe('succeeded');
    const profile = (await c.get('/api/auth/profile')).body.data;
    expect(profile.member.tier).toBe('gold');
    expect(profile.permissions.canUpgrade).toBe(true);
    expect((await c.get('/api/upgrades/banner')).body.data.type).toMatch(/platinum|black-friday/);
    const sub = (await c.get('/api/payment/subscription')).body.data.subscription;
    expect(sub).toMatchObject({ tier: 'gold', period: 'month', status: 'active', cancelAtPeriodEnd: false, paidWith: 'card', priceText: '£17.99' });
    // Completing again changes nothing.
    expect((await c.post('/api/payment/threed-secure', { reference: started.reference })).body.data.status).toBe('succeeded');
  });

  it('a failed authentication or a declined card leaves the payment open to retry with another card', async () => {
    const { c } = await member();
    const started = (await c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() })).body.data;
    const declined = await pay(c, started.reference, 'pm_card_chargeDeclined');
    expect(declined.body.data).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    const challenged = await pay(c, started.reference, 'pm_card_threeDSecure2Required');
    stripe.authenticate(challenged.body.data.actionUrl.split('/').pop(), false);
    const failed = await c.post('/api/payment/threed-secure', { reference: started.reference });
    expect(failed.body.data.status).toBe('failed');
    expect((await c.get('/api/coins')).body.data.balance).toBe(0);
    expect((await pay(c, started.reference, 'pm_card_visa')).body.data.status).toBe('succeeded');
    expect((await c.get('/api/coins')).body.data.balance).toBe(500);
  });

  it('webhooks: applied once, duplicates ignored, out-of-order events read the current state, bad signatures change nothing', async () => {
    const { m, c } = await member();
    const started = (await c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() })).body.data;
    const pi = [...stripe.intents.values()].find((x) => x.metadata.reference === started.reference)!;
    // An early "succeeded" event while the intent is in fact still unpaid: nothing is credited.
    const early = await sendWebhook('payment_intent.succeeded', { ...pi, status: 'succeeded' });
    expect(early.res.status).toBe(200);
    expect(await coins.balance(m.id)).toBe(0);
    // The customer pays (e.g. with Stripe.js in the browser); the webhook brings it in.
    pi.status = 'succeeded';
    const ok = await sendWebhook('payment_intent.succeeded', pi);
    expect(ok.res.body).toEqual({ received: true, duplicate: false });
    expect(await coins.balance(m.id)).toBe(500);
    const dup = await sendWebhook('payment_intent.succeeded', pi, ok.id);
    expect(dup.res.body).toEqual({ received: true, duplicate: true });
    // A late, older event (processing) after success: the state is read back from Stripe, nothing moves.
    const late = await sendWebhook('payment_intent.processing', { ...pi, status: 'processing' });
    expect(late.res.status).toBe(200);
    expect((await c.get(`/api/payment/upgrade/${started.reference}`)).body.data.status).toBe('succeeded');
    expect(await coins.balance(m.id)).toBe(500);
    // The browser's return after the webhook changes nothing either.
    expect((await c.post('/api/payment/threed-secure', { reference: started.reference })).body.data.status).toBe('succeeded');
    expect(await coins.balance(m.id)).toBe(500);
    const [before] = await t.db.query(`SELECT count(*)::int AS n FROM payment_events`);
    const forged = await sendWebhook('payment_intent.succeeded', pi, undefined, 't=1,v1=deadbeef');
    expect(forged.res.status).toBe(400);
    expect(forged.res.body.code).toBe('PAYMENTS_BAD_SIGNATURE');
    const unsigned = await t.client().agent.post('/api/payments/webhooks/stripe').set('content-type', 'application/json').send('{}');
    expect(unsigned.status).toBe(400);
    const [after] = await t.db.query(`SELECT count(*)::int AS n FROM payment_events`);
    expect(after.n).toBe(before.n);
    await expectLedgerSound(t);
  });

  it('subscription: cancel at period end, resume, upgrade with proration, downgrade at period end', async () => {
    const { m, c } = await member();
    const gold = (await c.post('/api/payment/upgrade', { tier: 'gold', period: 'month', idempotencyKey: key() })).body.data;
    expect((await pay(c, gold.reference)).body.data.status).toBe('succeeded');
    expect((await c.post('/api/payment/upgrade', { tier: 'platinum', idempotencyKey: key() })).body.code).toBe('PAYMENTS_HAS_SUBSCRIPTION');
    expect((await c.post('/api/payment/subscription/cancel')).body.data.cancelAtPeriodEnd).toBe(true);
    expect((await c.post('/api/payment/subscription/resume')).body.data.cancelAtPeriodEnd).toBe(false);
    // Move the period so half of it is left: the upgrade to Platinum costs half the difference.
    await t.db.query(`UPDATE subscriptions SET current_period_start = now() - interval '15 days', current_period_end = now() + interval '15 days' WHERE member_id = $1`, [m.id]);
    const preview = (await c.get('/api/payment/subscription/change?tier=platinum')).body.data;
    expect(preview.effective).toBe('now');
    expect(preview.amountDueMinor).toBeGreaterThanOrEqual(599);
    expect(preview.amountDueMinor).toBeLessThanOrEqual(601);
    const change = (await c.post('/api/payment/subscription/change', { tier: 'platinum', idempotencyKey: key() })).body.data;
    expect(change.payment).toMatchObject({ kind: 'proration', tier: 'platinum', status: 'pending' });
    expect((await pay(c, change.payment.reference)).body.data.status).toBe('succeeded');
    const sub = (await c.get('/api/payment/subscription')).body.data.subscription;
    expect(sub).toMatchObject({ tier: 'platinum', amountMinor: 2999 });
    expect((await c.get('/api/auth/profile')).body.data.member.tier).toBe('platinum');
    const down = (await c.post('/api/payment/subscription/change', { tier: 'silver', idempotencyKey: key() })).body.data;
    expect(down).toMatchObject({ payment: null, subscription: { tier: 'platinum', pendingTier: 'silver' } });
    expect((await c.get('/api/payment/subscription/change?tier=diamond')).body.errors[0].field).toBe('tier');
    const none = await member();
    expect((await none.c.post('/api/payment/subscription/cancel')).status).toBe(404);
    expect((await t.client().post('/api/payment/subscription/cancel')).status).toBe(401);
  });

  it('the scheduled job renews with the saved card, ends cancelled tiers and tells the member', async () => {
    const payments = t.app.get(RenewalsService);
    const renewing = await member();
    const r = (await renewing.c.post('/api/payment/upgrade', { tier: 'silver', period: 'month', idempotencyKey: key() })).body.data;
    await pay(renewing.c, r.reference);
    const ending = await member();
    const e = (await ending.c.post('/api/payment/upgrade', { tier: 'gold', period: 'month', idempotencyKey: key() })).body.data;
    await pay(ending.c, e.reference);
    await ending.c.post('/api/payment/subscription/cancel');
    await t.db.query(`UPDATE subscriptions SET current_period_start = now() - interval '31 days', current_period_end = now() - interval '1 minute' WHERE member_id = ANY($1::uuid[])`, [[renewing.m.id, ending.m.id]]);
    await t.db.query(`UPDATE members SET tier_expires_at = now() - interval '1 minute' WHERE id = ANY($1::uuid[])`, [[renewing.m.id, ending.m.id]]);
    const out = await payments.expireTiers();
    expect(out.renewed).toBeGreaterThanOrEqual(1);
    expect(out.expired).toBeGreaterThanOrEqual(1);
    const renewed = (await renewing.c.get('/api/payment/subscription')).body.data.subscription;
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    expect((await renewing.c.get('/api/auth/profile')).body.data.member.tier).toBe('silver');
    const renewals = (await renewing.c.get('/api/payment/transactions')).body.data.items;
    expect(renewals).toHaveLength(2);
    expect((await ending.c.get('/api/payment/subscription')).body.data.subscription).toBeNull();
    expect((await ending.c.get('/api/auth/profile')).body.data.member.tier).toBe('free');
    await t.waitForMail(ending.m.email, 'payments.tier-expired');
    // Running again does nothing more.
    await payments.expireTiers();
    expect((await renewing.c.get('/api/payment/transactions')).body.data.items).toHaveLength(2);
  });

  it('pays a tier with coins, gives a tier as a gift, and offers half-price Gold once to members who never paid', async () => {
    const a = await member();
    await grantCoins(t, a.m.id, 2000);
    const k = key();
    const sub = await a.c.post('/api/coins/upgrade', { tier: 'gold', idempotencyKey: k });
    expect(sub.status).toBe(201);
    expect(sub.body.data).toMatchObject({ tier: 'gold', paidWith: 'coins', priceText: '1800 coins' });
    expect((await a.c.post('/api/coins/upgrade', { tier: 'gold', idempotencyKey: k })).status).toBe(201);
    expect((await a.c.get('/api/coins')).body.data.balance).toBe(200);
    const poor = await member();
    const refused = await poor.c.post('/api/coins/upgrade', { tier: 'silver', idempotencyKey: key() });
    expect(refused.body).toMatchObject({ statusCode: 422, code: 'COINS_INSUFFICIENT' });

    const giver = await member();
    const friend = await member();
    const gift = (await giver.c.post('/api/payment/upgrade', { tier: 'silver', period: 'month', giftTo: friend.m.name, idempotencyKey: key() })).body.data;
    expect(gift).toMatchObject({ kind: 'gift', recipient: { name: friend.m.name } });
    await pay(giver.c, gift.reference);
    expect((await friend.c.get('/api/payment/subscription')).body.data.subscription).toMatchObject({ tier: 'silver', paidWith: 'gift', cancelAtPeriodEnd: true });
    expect((await giver.c.get('/api/auth/profile')).body.data.member.tier).toBe('free');
    expect((await giver.c.post('/api/payment/upgrade', { tier: 'gold', giftTo: 'no-such-member-x', idempotencyKey: key() })).body.errors[0].field).toBe('giftTo');

    const fresh = await member();
    const offer = (await fresh.c.get('/api/payment/upgrade/offer')).body.data;
    expect(offer).toMatchObject({ available: true, tier: 'gold', amountMinor: 899, regularMinor: 1799 });
    expect(new Date(offer.expiresAt).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    const bought = (await fresh.c.post('/api/payment/upgrade/offer', { idempotencyKey: key() })).body.data;
    expect(bought.amountMinor).toBe(899);
    await pay(fresh.c, bought.reference);
    expect((await fresh.c.get('/api/payment/upgrade/offer')).body.data.available).toBe(false);
    expect((await fresh.c.post('/api/payment/upgrade/offer', { idempotencyKey: key() })).body.code).toBe('PAYMENTS_OFFER_UNAVAILABLE');
  });

  it('free trial: a week of Gold once, no card; buying Gold during it adds the month after the trial', async () => {
    const a = await member();
    expect((await a.c.get('/api/payment/trial')).body.data).toEqual({ available: true, refusal: null, tier: 'gold', days: 7 });
    // Five clicks at once start one trial, and all of them answer it.
    const starts = await Promise.all(Array.from({ length: 5 }, () => a.c.post('/api/payment/trial')));
    expect(starts.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(starts.map((r) => r.body.data.id)).size).toBe(1);
    const trial = starts[0]!.body.data;
    expect(trial).toMatchObject({ tier: 'gold', paidWith: 'trial', amountMinor: 0, cancelAtPeriodEnd: true, status: 'active' });
    const days = (new Date(trial.currentPeriodEnd).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [rows] = await t.db.query(`SELECT count(*)::int AS n FROM payment_trials WHERE member_id = $1`, [a.m.id]);
    expect(rows.n).toBe(1);
    expect((await a.c.get('/api/auth/profile')).body.data.member.tier).toBe('gold');
    expect((await a.c.get('/api/payment/trial')).body.data).toMatchObject({ available: false, refusal: 'used' });
    // A trial is neither resumed nor prorated; it ends by itself.
    expect((await a.c.post('/api/payment/subscription/resume')).body).toMatchObject({ statusCode: 409, code: 'PAYMENTS_CANNOT_RESUME' });
    expect((await a.c.get('/api/payment/subscription/change?tier=platinum')).body.code).toBe('PAYMENTS_CANNOT_RESUME');
    expect((await a.c.post('/api/payment/subscription/change', { tier: 'platinum', idempotencyKey: key() })).body.code).toBe('PAYMENTS_CANNOT_RESUME');
    // Buying Gold during the trial is allowed (the trial's Gold is lent), and the paid month follows the trial.
    const gold = await a.c.post('/api/payment/upgrade', { tier: 'gold', period: 'month', idempotencyKey: key() });
    expect(gold.status).toBe(201);
    expect((await pay(a.c, gold.body.data.reference)).body.data.status).toBe('succeeded');
    const paid = (await a.c.get('/api/payment/subscription')).body.data.subscription;
    expect(paid).toMatchObject({ tier: 'gold', paidWith: 'card', cancelAtPeriodEnd: false });
    expect(new Date(paid.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(trial.currentPeriodEnd).getTime() + 27 * 86_400_000);
    // Asking for the trial again after it was used is refused, and nothing changes.
    expect((await a.c.post('/api/payment/trial')).body).toMatchObject({ statusCode: 409, code: 'PAYMENTS_TRIAL_UNAVAILABLE' });
    expect((await a.c.get('/api/payment/subscription')).body.data.subscription).toMatchObject({ paidWith: 'card' });
  });

  it('free trial: refused to guests, paying or upgraded members, and where payments are off', async () => {
    expect((await t.client().get('/api/payment/trial')).status).toBe(401);
    expect((await t.client().post('/api/payment/trial')).status).toBe(401);
    const silver = await member({ tier: 'silver' });
    expect((await silver.c.get('/api/payment/trial')).body.data).toMatchObject({ available: false, refusal: 'has-tier' });
    expect((await silver.c.post('/api/payment/trial')).body).toMatchObject({ statusCode: 409, code: 'PAYMENTS_TRIAL_UNAVAILABLE' });
    const buyer = await member();
    const pack = (await buyer.c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() })).body.data;
    await pay(buyer.c, pack.reference);
    expect((await buyer.c.get('/api/payment/trial')).body.data).toMatchObject({ available: false, refusal: 'has-paid' });
    expect((await buyer.c.post('/api/payment/trial')).status).toBe(409);
    const admin = await member({ role: 'admin' });
    expect((await admin.c.get('/api/payment/trial')).body.data.refusal).toBe('not-member');
    expect((await admin.c.post('/api/payment/trial')).body).toMatchObject({ statusCode: 403, code: 'PAYMENTS_CANNOT_UPGRADE' });
    const psbr = await member({ host: 'psbr.localhost:3000', homeVariant: 'psbr' });
    expect((await psbr.c.get('/api/payment/trial')).body.data.refusal).toBe('payments-off');
    expect((await psbr.c.post('/api/payment/trial')).body).toMatchObject({ statusCode: 403, code: 'PAYMENTS_OFF' });
    for (const m of [silver, buyer, admin, psbr]) {
      const [row] = await t.db.query(`SELECT count(*)::int AS n FROM payment_trials WHERE member_id = $1`, [m.m.id]);
      expect(row.n).toBe(0);
    }
  });

  it('the job ends a free trial and tells the member in their language', async () => {
    const payments = t.app.get(RenewalsService);
    const de = await member({ host: 'shde.localhost:3000', homeVariant: 'shde' });
    await t.db.query(`UPDATE members SET locale = 'de_DE' WHERE id = $1`, [de.m.id]);
    expect((await de.c.post('/api/payment/trial')).status).toBe(201);
    await t.db.query(`UPDATE subscriptions SET current_period_start = now() - interval '7 days', current_period_end = now() - interval '1 minute' WHERE member_id = $1`, [de.m.id]);
    await t.db.query(`UPDATE members SET tier_expires_at = now() - interval '1 minute' WHERE id = $1`, [de.m.id]);
    expect((await payments.expireTiers()).expired).toBeGreaterThanOrEqual(1);
    expect((await de.c.get('/api/auth/profile')).body.data.member.tier).toBe('free');
    expect((await de.c.get('/api/payment/subscription')).body.data.subscription).toBeNull();
    const mail = decodeMail(await t.waitForMail(de.m.email, 'payments.trial-ended'));
    expect(mail).toContain(`Hallo ${de.m.name},`);
    expect(mail).toContain('dein kostenloser Test von Gold bei');
    expect(mail).toContain('/upgrade');
    expect(mail).not.toContain('Hello');
    expect((await de.c.post('/api/payment/trial')).body.code).toBe('PAYMENTS_TRIAL_UNAVAILABLE');
  });
});

describe('payments without Stripe keys', () => {
  const t = appForTests();

  it('stay honestly off: nothing on sale, checkout refused, webhooks refused', async () => {
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password);
    expect((await c.get('/api/payment/upgrade')).body.data.open).toBe(false);
    expect((await c.get('/api/upgrades')).body.data.paymentsOpen).toBe(false);
    const res = await c.post('/api/payment/upgrade', { tier: 'gold', idempotencyKey: randomUUID() });
    expect(res.body).toMatchObject({ statusCode: 403, code: 'PAYMENTS_OFF' });
    expect((await c.get('/api/payment/upgrade/offer')).body.data.available).toBe(false);
    expect((await c.get('/api/payment/trial')).body.data).toMatchObject({ available: false, refusal: 'payments-off' });
    expect((await c.post('/api/payment/trial')).body).toMatchObject({ statusCode: 403, code: 'PAYMENTS_OFF' });
    const hook = await t.client().agent.post('/api/payments/webhooks/stripe').set('content-type', 'application/json').send('{}');
    expect(hook.status).toBe(403);
  });
});
