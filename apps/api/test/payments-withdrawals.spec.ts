import { randomUUID } from 'node:crypto';
import { CoinsService } from '../src/modules/coins/coins.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../src/modules/payments/gateway/payment-gateway.js';
import { WithdrawalsService } from '../src/modules/payments/withdrawals.service.js';
import { eventually } from './harness.js';
import { stripeAppForTests } from './payments/stripe-app.js';
import { expectLedgerSound, grantCoins } from './support/coins.js';

/** Withdrawals (held coins, the BullMQ payout job, approval, failure, a restarted worker) and the staff money screens. */
describe('withdrawals and staff payments', () => {
  const { t, stripe } = stripeAppForTests();
  let coins: CoinsService;
  beforeAll(() => {
    coins = t.app.get(CoinsService);
  });

  const key = () => randomUUID();

  async function member(opts: { coins?: number; role?: 'member' | 'admin' | 'support' | 'moderator'; homeVariant?: string; payout?: string } = {}) {
    const { m, c } = await t.signedInMember({ role: opts.role, homeVariant: opts.homeVariant });
    if (opts.coins) await grantCoins(t, m.id, opts.coins);
    if (opts.payout) expect((await c.put('/api/coins/settings', { payoutAccount: opts.payout })).status).toBe(200);
    return { m, c };
  }

  /** The payout job runs after the request has answered: read until it has. */
  const waitFor = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => eventually(read, ok, { within: 20_000, every: 100 });

  const withdrawalOf = async (c: Awaited<ReturnType<typeof member>>['c'], id: string) =>
    ((await c.get('/api/coins/withdrawals')).body.data as Array<{ id: string; status: string }>).find((w) => w.id === id)!;

  it('holds the coins at request time and the job pays out once', async () => {
    const { m, c } = await member({ coins: 3000, payout: 'acct_member1234' });
    const products = (await c.get('/api/coins/withdraw/products')).body.data;
    expect(products).toMatchObject({ currency: 'GBP', available: true, payoutAccount: 'acct_member1234', minCoins: 1000 });
    expect(products.products[0]).toMatchObject({ coins: 1000, payoutMinor: 500, payoutText: '£5.00' });
    const k = key();
    const res = await c.post('/api/coins/withdraw', { coins: 2000, idempotencyKey: k });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ coins: 2000, payoutMinor: 1000, status: 'queued' });
    expect((await c.post('/api/coins/withdraw', { coins: 2000, idempotencyKey: k })).body.data.id).toBe(res.body.data.id);
    expect(await coins.balance(m.id)).toBe(1000);
    const done = await waitFor(() => withdrawalOf(c, res.body.data.id), (w) => w.status === 'paid');
    expect(done.status).toBe('paid');
    expect(stripe.transfers.filter((x) => x.destination === 'acct_member1234')).toEqual([expect.objectContaining({ amount: 1000, currency: 'gbp' })]);
    expect((await c.get('/api/coins/history')).body.data.items[0]).toMatchObject({ kind: 'withdrawal', amount: -2000 });
    await expectLedgerSound(t);
  });

  it('refuses bad input, overdrafts, a missing payout account and guests', async () => {
    const { c } = await member({ coins: 1500 });
    expect((await c.post('/api/coins/withdraw', { coins: 1000, idempotencyKey: key() })).body).toMatchObject({ statusCode: 422, code: 'PAYMENTS_NO_PAYOUT_ACCOUNT' });
    expect((await c.put('/api/coins/settings', { payoutAccount: 'iban-123' })).body.errors[0].field).toBe('payoutAccount');
    await c.put('/api/coins/settings', { payoutAccount: 'acct_abcdef12' });
    expect((await c.post('/api/coins/withdraw', { coins: 999, idempotencyKey: key() })).body.errors[0].field).toBe('coins');
    expect((await c.post('/api/coins/withdraw', { coins: 1050, idempotencyKey: key() })).body.errors[0].field).toBe('coins');
    expect((await c.post('/api/coins/withdraw', { coins: 2000, idempotencyKey: key() })).body.code).toBe('COINS_INSUFFICIENT');
    expect((await t.client().post('/api/coins/withdraw', { coins: 1000, idempotencyKey: key() })).status).toBe(401);
    expect((await t.client().get('/api/coins/withdraw/products')).status).toBe(401);
  });

  it('retries a flaky payout with backoff; a refused payout fails and returns the coins', async () => {
    // The Stripe client retries a 500 twice itself (same idempotency key); the third failure fails the job, BullMQ retries it.
    stripe.flakyFailures = 3;
    const flaky = await member({ coins: 1000, payout: 'acct_flaky0001' });
    const a = (await flaky.c.post('/api/coins/withdraw', { coins: 1000, idempotencyKey: key() })).body.data;
    const broken = await member({ coins: 1000, payout: 'acct_fail00001' });
    const b = (await broken.c.post('/api/coins/withdraw', { coins: 1000, idempotencyKey: key() })).body.data;
    const paid = await waitFor(() => withdrawalOf(flaky.c, a.id), (w) => w.status === 'paid');
    expect(paid).toMatchObject({ status: 'paid', attempts: 2 });
    const failed = await waitFor(() => withdrawalOf(broken.c, b.id), (w) => w.status === 'failed');
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('No such destination') });
    expect(await coins.balance(broken.m.id)).toBe(1000);
    expect((await broken.c.get('/api/coins/history')).body.data.items[0]).toMatchObject({ kind: 'withdrawal-return', amount: 1000 });
    await expectLedgerSound(t);
  });

  it('fault: a worker that died after paying (or mid-claim) and runs again pays exactly once', async () => {
    const { m, c } = await member({ coins: 10_000, payout: 'acct_crash0001' });
    const service = t.app.get(WithdrawalsService);
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    // Above the threshold: waits for staff, so the job does not run by itself here.
    const w = (await c.post('/api/coins/withdraw', { coins: 10_000, idempotencyKey: key() })).body.data;
    expect(w.status).toBe('awaiting-approval');
    // Simulate the crash: the row was claimed (processing) and the gateway paid, then the process died.
    await t.db.query(`UPDATE withdrawals SET status = 'processing', attempts = 1 WHERE id = $1`, [w.id]);
    await gateway.payout({ destination: 'acct_crash0001', amountMinor: 5000, currency: 'GBP', reference: w.id }, `payout:${w.id}`);
    // The restarted worker runs the job again (twice, even at once).
    await Promise.all([service.payout(w.id), service.payout(w.id)]);
    await service.payout(w.id);
    expect((await withdrawalOf(c, w.id)).status).toBe('paid');
    expect(stripe.transfers.filter((x) => x.destination === 'acct_crash0001')).toHaveLength(1);
    expect(await coins.balance(m.id)).toBe(0);
    await expectLedgerSound(t);
  });

  it('staff approve or reject large withdrawals (audited); members cannot', async () => {
    const admin = await member({ role: 'admin' });
    const big = await member({ coins: 25_000, payout: 'acct_bigone001' });
    const one = (await big.c.post('/api/coins/withdraw', { coins: 10_000, idempotencyKey: key() })).body.data;
    const two = (await big.c.post('/api/coins/withdraw', { coins: 10_000, idempotencyKey: key() })).body.data;
    expect([one.status, two.status]).toEqual(['awaiting-approval', 'awaiting-approval']);
    expect((await big.c.put(`/api/staff/withdrawals/${one.id}`, { status: 'queued' })).status).toBe(403);
    const list = await admin.c.get(`/api/staff/withdrawals?filter=${encodeURIComponent(JSON.stringify({ status: 'awaiting-approval', member: big.m.name }))}`);
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toMatch(/^withdrawals 0-1\/2$/);
    expect((await admin.c.put(`/api/staff/withdrawals/${one.id}`, { status: 'queued' })).body).toMatchObject({ status: 'queued' });
    expect((await admin.c.put(`/api/staff/withdrawals/${two.id}`, { status: 'rejected', reason: 'Payout account unverified' })).body).toMatchObject({ status: 'rejected' });
    expect((await admin.c.put(`/api/staff/withdrawals/${two.id}`, { status: 'queued' })).status).toBe(409);
    expect((await admin.c.put(`/api/staff/withdrawals/${two.id}`, { status: 'paid' })).body.errors[0].field).toBe('status');
    await waitFor(() => withdrawalOf(big.c, one.id), (w) => w.status === 'paid');
    expect(await coins.balance(big.m.id)).toBe(15_000);
    const audit = await t.db.query(`SELECT action FROM staff_audit_log WHERE actor_id = $1 ORDER BY created_at`, [admin.m.id]);
    expect(audit.map((r: { action: string }) => r.action)).toEqual(['withdrawal.approve', 'withdrawal.reject']);
    await expectLedgerSound(t);
  });

  it('staff refund a coin purchase (reverses the ledger, audited), never twice, and only in their scope', async () => {
    const admin = await member({ role: 'admin' });
    const foreign = await member({ role: 'admin', homeVariant: 'shde' });
    const buyer = await member();
    const started = (await buyer.c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() })).body.data;
    await buyer.c.post(`/api/payment/process/${started.reference}`, { paymentMethod: 'pm_card_visa' });
    expect(await coins.balance(buyer.m.id)).toBe(500);
    const listed = await admin.c.get(`/api/staff/payments?filter=${encodeURIComponent(JSON.stringify({ member: buyer.m.name }))}`);
    expect(listed.headers['content-range']).toBe('payments 0-0/1');
    const id = listed.body[0].id;
    expect(listed.body[0]).toMatchObject({ reference: started.reference, memberName: buyer.m.name, status: 'succeeded', amountText: '£4.99' });
    expect((await foreign.c.get(`/api/staff/payments?filter=${encodeURIComponent(JSON.stringify({ member: buyer.m.name }))}`)).body).toEqual([]);
    expect((await foreign.c.post(`/api/staff/payments/${id}/refund`, { reason: 'customer asked' })).status).toBe(404);
    expect((await buyer.c.post(`/api/staff/payments/${id}/refund`, { reason: 'customer asked' })).status).toBe(403);
    // Support staff do not open the payments pages (STAFF_PAGES.payments) unless Super grants the page.
    const support = await member({ role: 'support' });
    expect((await support.c.get('/api/staff/payments')).body).toMatchObject({ statusCode: 403, code: 'PAYMENTS_STAFF_FORBIDDEN' });
    await t.db.query(`UPDATE members SET page_access = '{payments}' WHERE id = $1`, [support.m.id]);
    expect((await support.c.get('/api/staff/payments')).status).toBe(200);
    expect((await admin.c.post(`/api/staff/payments/${id}/refund`, {})).body.errors[0].field).toBe('reason');
    const refunded = await admin.c.post(`/api/staff/payments/${id}/refund`, { reason: 'customer asked' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(await coins.balance(buyer.m.id)).toBe(0);
    expect((await admin.c.post(`/api/staff/payments/${id}/refund`, { reason: 'again' })).status).toBe(409);
    expect(stripe.refunds.filter((r) => r.amount === 499)).toHaveLength(1);
    const money = (await admin.c.get(`/api/staff/member-money/${buyer.m.name}`)).body;
    expect(money).toMatchObject({ name: buyer.m.name, balance: 0, payments: [{ status: 'refunded' }] });
    expect(money.coins.map((x: { kind: string }) => x.kind)).toEqual(['refund', 'purchase']);
    const audit = await t.db.query(`SELECT action, target_id FROM staff_audit_log WHERE actor_id = $1`, [admin.m.id]);
    expect(audit).toEqual([{ action: 'payment.refund', target_id: id }]);
    // Spent coins cannot be refunded back out: refused, and nothing is refunded at Stripe.
    const spender = await member();
    const p2 = (await spender.c.post('/api/payment/coins', { product: 'coins-500', idempotencyKey: key() })).body.data;
    await spender.c.post(`/api/payment/process/${p2.reference}`, { paymentMethod: 'pm_card_visa' });
    await spender.c.post('/api/coins/transfer', { to: buyer.m.name, amount: 100, idempotencyKey: key() });
    const p2id = (await admin.c.get(`/api/staff/payments?filter=${encodeURIComponent(JSON.stringify({ member: spender.m.name }))}`)).body[0].id;
    const refused = await admin.c.post(`/api/staff/payments/${p2id}/refund`, { reason: 'chargeback' });
    expect(refused.body.code).toBe('COINS_INSUFFICIENT');
    expect(stripe.refunds).toHaveLength(1);
    const subs = await admin.c.get('/api/staff/subscriptions');
    expect(subs.status).toBe(200);
    expect(subs.headers['content-range']).toMatch(/^subscriptions /);
    await expectLedgerSound(t);
  });
});
