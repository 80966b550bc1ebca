import { randomUUID } from 'node:crypto';
import { CoinsService } from '../src/modules/coins/coins.service.js';
import { RenewalsService } from '../src/modules/payments/renewals.service.js';
import type { Client } from './harness.js';
import { hostedAppForTests } from './payments/hosted-app.js';
import { expectLedgerSound } from './support/coins.js';

/**
 * Payments through the hosted-form processor adapter (issue 25) against its local stand-in, on a real
 * PostgreSQL: the signed form request, the return URL that grants nothing, postbacks (digest checked, replays
 * refused by event id, any order harmless because the sale is read back), rebills, cancellations, refunds and
 * chargebacks reversing what was granted and opening a billing ticket. `swbw` is the variant set to `hosted`.
 */
describe('payments API (hosted-form processor, local stand-in)', () => {
  const { t, hosted } = hostedAppForTests();
  const HOST = 'swbw.localhost:3000';
  const key = () => randomUUID();
  const member = () => t.signedInMember({ host: HOST, homeVariant: 'swbw' });

  /** Delivers a postback (by event id from the stand-in's outbox, or a raw body and signature) to the app. */
  async function deliver(eventId: string, override?: { body?: string; signature?: string }) {
    const signed = hosted.signed(eventId);
    return t
      .client()
      .agent.post('/api/payments/webhooks/hosted')
      .set('host', HOST)
      .set('content-type', 'application/json')
      .set('x-hosted-signature', override?.signature ?? signed.signature)
      .send(override?.body ?? signed.body);
  }

  const lastEvent = () => hosted.outbox[hosted.outbox.length - 1]!.postback.eventId;

  async function startGold(c: Client) {
    const res = await c.post('/api/payment/upgrade', { tier: 'gold', period: 'month', idempotencyKey: key() });
    expect(res.status).toBe(201);
    return res.body.data as { reference: string; status: string; actionUrl: string; gateway: string; amountMinor: number };
  }

  async function state(c: Client, reference: string) {
    return (await c.get(`/api/payment/transactions/${reference}`)).body.data as { status: string };
  }

  async function tierOf(memberId: string): Promise<string> {
    const [row] = await t.db.query(`SELECT tier FROM members WHERE id = $1`, [memberId]);
    return row.tier;
  }

  async function ticketsOf(memberId: string): Promise<Array<{ subject: string; category: string; priority: string; context: Record<string, unknown> }>> {
    return t.db.query(`SELECT subject, category, priority, context FROM tickets WHERE member_id = $1 ORDER BY created_at, reference`, [memberId]);
  }

  it('sends the member to the processor’s form with a signed request; a tampered request shows no form', async () => {
    const { c } = await member();
    expect((await c.get('/api/payment/upgrade')).body.data).toMatchObject({ currency: 'GBP', open: true });
    const p = await startGold(c);
    expect(p).toMatchObject({ status: 'requires_action', gateway: 'hosted', amountMinor: 1799 });
    const form = new URL(p.actionUrl);
    expect(form.origin).toBe(hosted.base);
    expect(Object.fromEntries(form.searchParams)).toMatchObject({ initialPrice: '17.99', initialPeriod: '30', recurringPrice: '17.99', recurringPeriod: '30', numRebills: '99', currencyCode: '826', reference: p.reference });
    expect(form.searchParams.get('returnUrl')).toBe(`http://${HOST}/payment/${p.reference}?returned=1`);
    expect((await fetch(p.actionUrl)).status).toBe(200);
    const cheaper = new URL(p.actionUrl);
    cheaper.searchParams.set('initialPrice', '0.99');
    const refused = await fetch(cheaper);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('not signed correctly');
    // Nobody pays a hosted payment with a payment method of ours.
    const process = await c.post(`/api/payment/process/${p.reference}`, { paymentMethod: 'pm_card_visa' });
    expect(process.body).toMatchObject({ statusCode: 409, code: 'PAYMENTS_NOT_PAYABLE' });
    // Stripe variants are untouched: shuk has no Stripe keys here, so it takes no payments.
    const uk = await t.signedInMember({ host: 'shuk.localhost:3000' });
    expect((await uk.c.get('/api/payment/upgrade')).body.data.open).toBe(false);
  });

  it('grants nothing when the member comes back without a postback', async () => {
    const { m, c } = await member();
    const p = await startGold(c);
    hosted.pay(p.actionUrl);
    // The browser's return: the page asks the API, which does not read the sale back for a hosted processor.
    const back = await c.post('/api/payment/threed-secure', { reference: p.reference });
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe('requires_action');
    expect((await c.get('/api/payment/subscription')).body.data.subscription).toBeNull();
    expect(await tierOf(m.id)).toBe('free');
  });

  it('refuses a postback with a wrong digest and changes nothing', async () => {
    const { m, c } = await member();
    const p = await startGold(c);
    hosted.pay(p.actionUrl);
    const id = lastEvent();
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM payment_events`))[0].n;
    const forged = await deliver(id, { signature: 'sha256=' + '0'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('PAYMENTS_BAD_SIGNATURE');
    // A body changed after signing (another reference) does not verify either.
    const other = hosted.signed(id).body.replace(p.reference, 'pay_attackerxxxxxxxxxxxxx');
    expect((await deliver(id, { body: other })).status).toBe(400);
    expect((await deliver(id, { signature: '' })).status).toBe(400);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM payment_events`))[0].n).toBe(before);
    expect((await state(c, p.reference)).status).toBe('requires_action');
    expect(await tierOf(m.id)).toBe('free');
    // The genuine postback then completes it.
    expect((await deliver(id)).body).toEqual({ received: true, duplicate: false });
    expect((await state(c, p.reference)).status).toBe('succeeded');
    expect(await tierOf(m.id)).toBe('gold');
  });

  it('grants once when the same postback arrives twice', async () => {
    const { m, c } = await member();
    const buy = await c.post('/api/payment/coins', { product: 'coins-1100', idempotencyKey: key() });
    expect(buy.body.data).toMatchObject({ status: 'requires_action', gateway: 'hosted' });
    hosted.pay(buy.body.data.actionUrl);
    const id = lastEvent();
    expect((await deliver(id)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(id)).body).toEqual({ received: true, duplicate: true });
    expect(await t.app.get(CoinsService).balance(m.id)).toBe(1100);
    expect((await state(c, buy.body.data.reference)).status).toBe('succeeded');
    await expectLedgerSound(t);
  });

  it('a declined card leaves the payment failed, and the form can be tried again', async () => {
    const { m, c } = await member();
    const p = await startGold(c);
    hosted.pay(p.actionUrl, '4000 0000 0000 0002');
    await deliver(lastEvent());
    const failed = (await c.get(`/api/payment/transactions/${p.reference}`)).body.data;
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'The card was declined by the issuer', actionUrl: p.actionUrl });
    hosted.pay(p.actionUrl);
    await deliver(lastEvent());
    expect((await state(c, p.reference)).status).toBe('succeeded');
    expect(await tierOf(m.id)).toBe('gold');
  });

  it('rebills extend the subscription to the processor’s date; a cancellation stops renewals and keeps what is paid', async () => {
    const { m, c } = await member();
    const p = await startGold(c);
    hosted.pay(p.actionUrl);
    await deliver(lastEvent());
    const first = (await c.get('/api/payment/subscription')).body.data.subscription;
    expect(first).toMatchObject({ tier: 'gold', status: 'active', paidWith: 'card', canUpdateCard: false, cancelAtPeriodEnd: false });
    const renewal = hosted.renew(p.reference);
    await deliver(renewal.eventId);
    const sale = hosted.sales.get(p.reference)!;
    const renewed = (await c.get('/api/payment/subscription')).body.data.subscription;
    expect(renewed.currentPeriodEnd).toBe(sale.paidThrough!.toISOString());
    const rows = await t.db.query(`SELECT kind, status, amount_minor FROM payments WHERE member_id = $1 ORDER BY created_at`, [m.id]);
    expect(rows).toEqual([
      { kind: 'upgrade', status: 'succeeded', amount_minor: 1799 },
      { kind: 'renewal', status: 'succeeded', amount_minor: 1799 },
    ]);
    // Our own renewal job charges nothing for it, and does not end it while the processor may still rebill.
    await t.app.get(RenewalsService).expireTiers(new Date(sale.paidThrough!.getTime() + 3_600_000));
    expect((await c.get('/api/payment/subscription')).body.data.subscription.status).toBe('active');
    // The member cancels on our site: the processor's rebills stop too (and its postback changes nothing more).
    expect((await c.post('/api/payment/subscription/cancel', {})).status).toBe(200);
    expect(hosted.sales.get(p.reference)!.subscriptionStatus).toBe('cancelled');
    expect((await c.post('/api/payment/subscription/resume', {})).body.code).toBe('PAYMENTS_CANNOT_RESUME');
    await deliver(lastEvent());
    const cancelled = (await c.get('/api/payment/subscription')).body.data.subscription;
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, tier: 'gold' });
    expect(await tierOf(m.id)).toBe('gold');
    expect(await ticketsOf(m.id)).toEqual([]);
  });

  it('a renewal, a refund and a chargeback arriving out of order end in the right state', async () => {
    const { m, c } = await member();
    const p = await startGold(c);
    hosted.pay(p.actionUrl);
    const sale = lastEvent();
    const renewal = hosted.renew(p.reference);
    const renewalTx = renewal.transactionId!;
    const refund = hosted.refund(p.reference, renewalTx);
    const chargeback = hosted.chargeback(p.reference, hosted.sales.get(p.reference)!.transactions[0]!.id);
    // Newest first: every postback reads the whole sale back, so the first one already applies all of it.
    for (const id of [chargeback.eventId, refund.eventId, renewal.eventId, sale]) expect((await deliver(id)).status).toBe(200);
    const rows = await t.db.query(`SELECT kind, status, failure_message FROM payments WHERE member_id = $1 ORDER BY created_at`, [m.id]);
    expect(rows).toEqual([
      { kind: 'upgrade', status: 'refunded', failure_message: 'Charged back by the card holder' },
      { kind: 'renewal', status: 'refunded', failure_message: 'Refunded by the payment processor' },
    ]);
    // The member's page shows no subscription any more; the row says it ended.
    expect((await c.get('/api/payment/subscription')).body.data.subscription).toBeNull();
    expect(await t.db.query(`SELECT status FROM subscriptions WHERE member_id = $1`, [m.id])).toEqual([{ status: 'expired' }]);
    expect(await tierOf(m.id)).toBe('free');
    const tickets = await ticketsOf(m.id);
    expect(tickets).toHaveLength(2);
    expect(tickets.map((x) => [x.category, x.priority, x.context.reversal]).sort()).toEqual([
      ['billing', 'high', 'chargeback'],
      ['billing', 'normal', 'refund'],
    ]);
    // Delivered again, in order this time: nothing moves.
    for (const id of [sale, renewal.eventId, refund.eventId, chargeback.eventId]) expect((await deliver(id)).body.duplicate).toBe(true);
    await hosted.redeliver(p.reference);
    expect(await ticketsOf(m.id)).toHaveLength(2);
    expect(await tierOf(m.id)).toBe('free');
  });

  it('coins bought and charged back leave the ledger balanced, taking back what is left and telling staff what was spent', async () => {
    const { m, c } = await member();
    const buy = await c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() });
    const reference = buy.body.data.reference;
    hosted.pay(buy.body.data.actionUrl);
    await deliver(lastEvent());
    const coins = t.app.get(CoinsService);
    expect(await coins.balance(m.id)).toBe(500);
    await coins.move({ kind: 'upgrade', from: { member: m.id }, to: { system: 'spent' }, amount: 200, scope: 'system:test', idempotencyKey: key(), initiatorId: m.id });
    await deliver(hosted.chargeback(reference).eventId);
    expect(await coins.balance(m.id)).toBe(0);
    expect((await state(c, reference)).status).toBe('refunded');
    await expectLedgerSound(t);
    const [ticket] = await ticketsOf(m.id);
    expect(ticket).toMatchObject({ category: 'billing', priority: 'high' });
    expect(ticket!.context).toMatchObject({ reversal: 'chargeback', coinsReversed: 300, coinsShort: 200, paymentReference: reference, gateway: 'hosted' });
  });

  it('a staff refund goes through the processor, and its Refund postback reverses nothing twice', async () => {
    const { m, c } = await member();
    const buy = await c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() });
    const reference = buy.body.data.reference;
    hosted.pay(buy.body.data.actionUrl);
    await deliver(lastEvent());
    const staff = await t.signedInMember({ role: 'admin', homeVariant: 'swbw' });
    const list = await staff.c.get(`/api/staff/payments?filter=${encodeURIComponent(JSON.stringify({ member: m.name }))}`);
    const row = list.body.find((x: { reference: string }) => x.reference === reference);
    expect(row).toMatchObject({ gateway: 'hosted', status: 'succeeded' });
    const refunded = await staff.c.post(`/api/staff/payments/${row.id}/refund`, { reason: 'Asked for it' });
    expect(refunded.status).toBe(200);
    expect(hosted.sales.get(reference)!.transactions[0]!.status).toBe('refunded');
    expect((await deliver(lastEvent())).body.duplicate).toBe(false);
    expect(await t.app.get(CoinsService).balance(m.id)).toBe(0);
    // Staff refunded it themselves: no ticket for it.
    expect(await ticketsOf(m.id)).toEqual([]);
    const detail = (await staff.c.get(`/api/staff/payments/${row.id}`)).body;
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(['NewSaleSuccess', 'Refund']);
    await expectLedgerSound(t);
  });
});
