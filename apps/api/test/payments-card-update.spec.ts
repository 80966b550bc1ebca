import { randomUUID } from 'node:crypto';
import { addMonths } from '@community/domain';
import { RenewalsService } from '../src/modules/payments/renewals.service.js';
import type { Client } from './harness.js';
import { buySilverByCard } from './payments/members.js';
import { stripeAppForTests } from './payments/stripe-app.js';

/**
 * Replacing the card a subscription renews with, through the real Stripe client against the local Stripe test
 * server: a SetupIntent confirmed with a test payment method (3-D Secure through the stand-in's page), the new
 * method attached to the customer and set as the subscription's card in one transaction, an idempotency key on
 * every gateway call; only the member's own subscription; a renewal that failed is tried again at once.
 */
describe('payments: replacing the saved card (local Stripe server)', () => {
  const { t, stripe } = stripeAppForTests();
  let payments: RenewalsService;
  beforeAll(() => {
    payments = t.app.get(RenewalsService);
  });

  const key = () => randomUUID();
  const HOUR = 3_600_000;

  const member = () => t.signedInMember();

  /** A member with a Silver subscription paid by card (pm_card_visa saved for renewals); answers its view. */
  async function subscriber(c: Client) {
    await buySilverByCard(c);
    const sub = (await c.get('/api/payment/subscription')).body.data.subscription;
    expect(sub).toMatchObject({ paidWith: 'card', canUpdateCard: true, testMode: true, renewalFailedAt: null, endsUnlessFixedAt: null });
    return sub as { id: string; currentPeriodEnd: string };
  }

  async function subRow(memberId: string) {
    const [row] = await t.db.query(`SELECT * FROM subscriptions WHERE member_id = $1`, [memberId]);
    return row as { id: string; payment_method_ref: string; customer_ref: string; renewal_failures: number; renewal_failed_at: Date | null; current_period_end: Date };
  }

  const setupRequests = () => stripe.requests.filter((r) => r.path.startsWith('/v1/setup_intents'));

  it('replaces the card: a SetupIntent for the customer, the new method attached and saved, once per idempotency key', async () => {
    const { m, c } = await member();
    const sub = await subscriber(c);
    const before = await subRow(m.id);
    const k = key();
    const res = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_mastercard', idempotencyKey: k });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'succeeded', actionUrl: null, failureMessage: null, subscription: { id: sub.id, paidWith: 'card' } });
    expect(res.body.data.reference).toMatch(/^cu_/);

    const after = await subRow(m.id);
    expect(after.payment_method_ref).not.toBe(before.payment_method_ref);
    expect(after.payment_method_ref).toMatch(/^pm_[0-9a-f]{24}$/);
    // Stripe attached the new method to the member's customer (the one the renewals charge).
    expect(stripe.attached.get(after.payment_method_ref)).toEqual({ customer: before.customer_ref, from: 'pm_card_mastercard' });
    const [row] = await t.db.query(`SELECT * FROM card_updates WHERE reference = $1`, [res.body.data.reference]);
    expect(row).toMatchObject({ status: 'succeeded', member_id: m.id, subscription_id: sub.id, payment_method_ref: after.payment_method_ref });
    expect(row.applied_at).not.toBeNull();
    const seti = stripe.setupIntents.get(row.gateway_ref)!;
    expect(seti).toMatchObject({ customer: before.customer_ref, usage: 'off_session', status: 'succeeded', metadata: { reference: res.body.data.reference } });

    // The same request again (a retry): the same answer, nothing new at the gateway.
    const setupsBefore = stripe.setupIntents.size;
    const again = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_mastercard', idempotencyKey: k });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ reference: res.body.data.reference, status: 'succeeded' });
    expect(stripe.setupIntents.size).toBe(setupsBefore);
    expect((await subRow(m.id)).payment_method_ref).toBe(after.payment_method_ref);

    // Every request that changed something at the gateway carried an idempotency key.
    const writes = stripe.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/'));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((r) => r.idempotencyKey !== null)).toBe(true);
    expect(setupRequests().filter((r) => r.method === 'POST').map((r) => r.idempotencyKey)).toContain(`card-update:${row.id}`);

    // The next renewal charges the new card.
    await t.db.query(`UPDATE subscriptions SET current_period_start = now() - interval '1 month', current_period_end = now() + interval '1 day' WHERE member_id = $1`, [m.id]);
    await payments.expireTiers();
    const [renewal] = await t.db.query(`SELECT reference, status FROM payments WHERE member_id = $1 AND kind = 'renewal'`, [m.id]);
    expect(renewal).toMatchObject({ status: 'succeeded' });
    const pi = [...stripe.intents.values()].find((x) => x.metadata.reference === renewal.reference)!;
    expect(pi.payment_method).toBe(after.payment_method_ref);
  });

  it('3-D Secure: the answer sends the browser to the bank; back from it, the new card is saved (and a late webhook changes nothing)', async () => {
    const { m, c } = await member();
    const sub = await subscriber(c);
    const before = await subRow(m.id);
    const res = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_threeDSecure2Required', idempotencyKey: key() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'requires_action' });
    const reference: string = res.body.data.reference;
    expect(res.body.data.actionUrl).toMatch(new RegExp(`^${stripe.base}/3ds/seti_`));
    const setiId = res.body.data.actionUrl.split('/').pop();
    // The bank returns to the subscription page of the variant with the update's reference.
    expect(stripe.setupIntents.get(setiId)!.next_action!.redirect_to_url.return_url).toMatch(new RegExp(`/payment/subscription/card\\?update=${reference}$`));
    // Nothing is saved until the bank says yes.
    expect((await subRow(m.id)).payment_method_ref).toBe(before.payment_method_ref);
    const early = await c.post('/api/payment/subscription/card/threed-secure', { reference });
    expect(early.body.data).toMatchObject({ status: 'requires_action' });
    expect((await subRow(m.id)).payment_method_ref).toBe(before.payment_method_ref);

    stripe.authenticate(setiId, true);
    const done = await c.post('/api/payment/subscription/card/threed-secure', { reference });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ reference, status: 'succeeded', actionUrl: null });
    const saved = (await subRow(m.id)).payment_method_ref;
    expect(saved).not.toBe(before.payment_method_ref);
    expect(stripe.attached.get(saved)).toMatchObject({ customer: before.customer_ref, from: 'pm_card_threeDSecure2Required' });

    // The webhook arriving afterwards is stored and changes nothing; its duplicate is ignored.
    const w = stripe.webhook('setup_intent.succeeded', stripe.setupIntents.get(setiId));
    const send = () =>
      t.client().agent.post('/api/payments/webhooks/stripe').set('host', 'shuk.localhost:3000').set('content-type', 'application/json').set('stripe-signature', w.signature).send(w.body);
    expect((await send()).body).toEqual({ received: true, duplicate: false });
    expect((await send()).body).toEqual({ received: true, duplicate: true });
    expect((await subRow(m.id)).payment_method_ref).toBe(saved);
  });

  it('3-D Secure completed by the webhook alone; a failed authentication keeps the old card', async () => {
    const { m, c } = await member();
    const sub = await subscriber(c);
    const before = await subRow(m.id);
    // Failed authentication.
    const failed = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_threeDSecure2Required', idempotencyKey: key() });
    stripe.authenticate(failed.body.data.actionUrl.split('/').pop(), false);
    const back = await c.post('/api/payment/subscription/card/threed-secure', { reference: failed.body.data.reference });
    expect(back.body.data).toMatchObject({ status: 'failed', failureMessage: 'The authentication failed.' });
    expect((await subRow(m.id)).payment_method_ref).toBe(before.payment_method_ref);

    // The member never comes back from the bank, but the webhook tells us.
    const started = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_threeDSecure2Required', idempotencyKey: key() });
    const setiId = started.body.data.actionUrl.split('/').pop();
    stripe.authenticate(setiId, true);
    const w = stripe.webhook('setup_intent.succeeded', stripe.setupIntents.get(setiId));
    const res = await t.client().agent.post('/api/payments/webhooks/stripe').set('host', 'shuk.localhost:3000').set('content-type', 'application/json').set('stripe-signature', w.signature).send(w.body);
    expect(res.status).toBe(200);
    const saved = (await subRow(m.id)).payment_method_ref;
    expect(saved).toBe(stripe.setupIntents.get(setiId)!.payment_method);
    expect(saved).not.toBe(before.payment_method_ref);
    // Coming back later answers the applied update.
    expect((await c.post('/api/payment/subscription/card/threed-secure', { reference: started.body.data.reference })).body.data.status).toBe('succeeded');
  });

  it('without a payment method the answer is a client action (the secret for the gateway’s own card form), and a retry answers it again', async () => {
    const { m, c } = await member();
    const sub = await subscriber(c);
    const card = (await subRow(m.id)).payment_method_ref;
    const k = key();
    const res = await c.post(`/api/payment/subscription/${sub.id}/card`, { idempotencyKey: k });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'requires_action', actionUrl: null });
    expect(res.body.data.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    const [row] = await t.db.query(`SELECT * FROM card_updates WHERE reference = $1`, [res.body.data.reference]);
    expect(stripe.setupIntents.get(row.gateway_ref)).toMatchObject({ status: 'requires_payment_method', customer: (await subRow(m.id)).customer_ref });
    const setups = stripe.setupIntents.size;
    const again = await c.post(`/api/payment/subscription/${sub.id}/card`, { idempotencyKey: k });
    expect(again.body.data).toMatchObject({ reference: res.body.data.reference, status: 'requires_action', clientSecret: res.body.data.clientSecret });
    expect(stripe.setupIntents.size).toBe(setups);
    expect((await subRow(m.id)).payment_method_ref).toBe(card);
  });

  it('refuses another member’s subscription and card update (404, nothing changes), and guests (401)', async () => {
    const a = await member();
    const subA = await subscriber(a.c);
    const cardA = (await subRow(a.m.id)).payment_method_ref;
    const b = await member();
    await subscriber(b.c);
    const setups = stripe.setupIntents.size;

    const idor = await b.c.post(`/api/payment/subscription/${subA.id}/card`, { paymentMethod: 'pm_card_mastercard', idempotencyKey: key() });
    expect(idor.status).toBe(404);
    expect(idor.body.code).toBe('PAYMENTS_NO_SUBSCRIPTION');
    expect(stripe.setupIntents.size).toBe(setups);
    expect((await subRow(a.m.id)).payment_method_ref).toBe(cardA);

    // A's pending 3-D Secure update cannot be completed (or read) by B.
    const pending = await a.c.post(`/api/payment/subscription/${subA.id}/card`, { paymentMethod: 'pm_card_threeDSecure2Required', idempotencyKey: key() });
    stripe.authenticate(pending.body.data.actionUrl.split('/').pop(), true);
    const other = await b.c.post('/api/payment/subscription/card/threed-secure', { reference: pending.body.data.reference });
    expect(other.status).toBe(404);
    expect((await subRow(a.m.id)).payment_method_ref).toBe(cardA);

    const guest = t.client();
    expect((await guest.post(`/api/payment/subscription/${subA.id}/card`, { paymentMethod: 'pm_card_visa', idempotencyKey: key() })).status).toBe(401);
    expect((await guest.post('/api/payment/subscription/card/threed-secure', { reference: pending.body.data.reference })).status).toBe(401);
    expect((await subRow(a.m.id)).payment_method_ref).toBe(cardA);
  });

  it('bad input: a malformed or unknown payment method is a 422 naming paymentMethod; a declined card keeps the old one', async () => {
    const { m, c } = await member();
    const sub = await subscriber(c);
    const card = (await subRow(m.id)).payment_method_ref;

    const malformed = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'card_4242', idempotencyKey: key() });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual([expect.objectContaining({ field: 'paymentMethod' })]);

    const unknown = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_no_such_method', idempotencyKey: key() });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: 'PAYMENTS_BAD_PAYMENT_METHOD', errors: [expect.objectContaining({ field: 'paymentMethod' })] });

    const noKey = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_visa' });
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors).toEqual([expect.objectContaining({ field: 'idempotencyKey' })]);

    const badId = await c.post('/api/payment/subscription/not-a-subscription/card', { paymentMethod: 'pm_card_visa', idempotencyKey: key() });
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);

    const badRef = await c.post('/api/payment/subscription/card/threed-secure', { reference: 'pay_abcdefghijklmnop' });
    expect(badRef.status).toBe(422);
    expect(badRef.body.errors).toEqual([expect.objectContaining({ field: 'reference' })]);

    const declined = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_chargeDeclined', idempotencyKey: key() });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect((await subRow(m.id)).payment_method_ref).toBe(card);

    // A coin subscription has no card to replace.
    const coinsMember = await member();
    await t.db.query(
      `INSERT INTO subscriptions (member_id, tier, period, status, currency, amount_minor, current_period_start, current_period_end, paid_with, variant)
       VALUES ($1, 'silver', 'month', 'active', 'COINS', 1000, now(), now() + interval '1 month', 'coins', 'shuk')`,
      [coinsMember.m.id],
    );
    const coinSub = (await coinsMember.c.get('/api/payment/subscription')).body.data.subscription;
    expect(coinSub.canUpdateCard).toBe(false);
    const refused = await coinsMember.c.post(`/api/payment/subscription/${coinSub.id}/card`, { paymentMethod: 'pm_card_visa', idempotencyKey: key() });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PAYMENTS_NO_CARD');
  });

  it('after a failed renewal the subscription says so, and a new card retries the renewal at once (its own attempt and key)', async () => {
    const { m, c } = await member();
    const sub = await subscriber(c);
    const end = new Date(Date.now() + 2 * 24 * HOUR);
    await t.db.query(
      `UPDATE subscriptions SET current_period_start = $2::timestamptz - interval '1 month', current_period_end = $2, payment_method_ref = 'pm_card_chargeDeclined' WHERE member_id = $1`,
      [m.id, end],
    );
    await t.db.query(`UPDATE members SET tier_expires_at = $2 WHERE id = $1`, [m.id, end]);
    await payments.expireTiers();
    expect((await subRow(m.id)).renewal_failures).toBe(1);

    const view = (await c.get('/api/payment/subscription')).body.data.subscription;
    expect(view.endsUnlessFixedAt).toBe(end.toISOString());
    expect(Date.now() - new Date(view.renewalFailedAt).getTime()).toBeLessThan(60_000);
    expect(view.canUpdateCard).toBe(true);

    // The job's next run the same day waits for the daily retry.
    const before = stripe.requests.length;
    await payments.expireTiers();
    expect(stripe.requests.length).toBe(before);

    const res = await c.post(`/api/payment/subscription/${sub.id}/card`, { paymentMethod: 'pm_card_visa', idempotencyKey: key() });
    expect(res.body.data.status).toBe('succeeded');
    // Renewed at once with the new card: a new period, no warning left.
    expect(res.body.data.subscription).toMatchObject({ renewalFailedAt: null, endsUnlessFixedAt: null, currentPeriodEnd: addMonths(end, 1).toISOString() });
    const row = await subRow(m.id);
    expect(row).toMatchObject({ renewal_failures: 0, renewal_failed_at: null });
    const renewals = (await t.db.query(`SELECT id, reference, status, idempotency_key FROM payments WHERE member_id = $1 AND kind = 'renewal' ORDER BY created_at`, [m.id])) as Array<{
      id: string;
      reference: string;
      status: string;
      idempotency_key: string;
    }>;
    expect(renewals.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect(renewals[1]!.idempotency_key).toBe(`renewal:${row.id}:${end.toISOString()}:2`);
    const pi = [...stripe.intents.values()].find((x) => x.metadata.reference === renewals[1]!.reference)!;
    expect(pi).toMatchObject({ status: 'succeeded', payment_method: row.payment_method_ref });
    expect(stripe.requests.some((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `charge:${renewals[1]!.id}`)).toBe(true);
    // The job running afterwards charges nothing more.
    const settled = stripe.intents.size;
    await payments.expireTiers();
    expect(stripe.intents.size).toBe(settled);
  });
});
