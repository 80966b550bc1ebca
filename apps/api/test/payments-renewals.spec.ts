import { addMonths } from '@community/domain';
import { RenewalsService } from '../src/modules/payments/renewals.service.js';
import { decodeMail } from './payments/mail.js';
import { buySilverByCard } from './payments/members.js';
import { stripeAppForTests } from './payments/stripe-app.js';

/**
 * Card renewals through the real Stripe client against the local Stripe test server: each attempt of a period has
 * its own idempotency key (a retry after a decline is a new charge, not the first answer replayed), repeating one
 * attempt is idempotent, and the member is e-mailed at once when the card fails.
 */
describe('payments: card renewals (local Stripe server)', () => {
  const { t, stripe } = stripeAppForTests();
  let payments: RenewalsService;
  beforeAll(() => {
    payments = t.app.get(RenewalsService);
  });

  const HOUR = 3_600_000;

  const member = (seed: { host?: string; homeVariant?: string } = {}) => t.signedInMember(seed);
  /** A member with a Silver subscription paid by card (the card saved for renewals). */
  const subscriber = buySilverByCard;

  /** Moves the member's period so it ends `endsInMs` from now, and swaps the saved card (a card gone bad, or a new one). */
  async function periodEndsIn(memberId: string, endsInMs: number, card?: string): Promise<Date> {
    const end = new Date(Date.now() + endsInMs);
    await t.db.query(
      `UPDATE subscriptions SET current_period_start = $2::timestamptz - interval '1 month', current_period_end = $2, payment_method_ref = coalesce($3, payment_method_ref) WHERE member_id = $1`,
      [memberId, end, card ?? null],
    );
    await t.db.query(`UPDATE members SET tier_expires_at = $2 WHERE id = $1`, [memberId, end]);
    return end;
  }

  async function subRow(memberId: string) {
    const [row] = await t.db.query(`SELECT * FROM subscriptions WHERE member_id = $1`, [memberId]);
    return row as { id: string; renewal_failures: number; current_period_end: Date; status: string; payment_method_ref: string };
  }

  async function renewalRows(memberId: string) {
    return (await t.db.query(`SELECT id, reference, status, idempotency_key FROM payments WHERE member_id = $1 AND kind = 'renewal' ORDER BY created_at`, [memberId])) as Array<{
      id: string;
      reference: string;
      status: string;
      idempotency_key: string;
    }>;
  }

  /** The idempotency keys the gateway was sent when creating PaymentIntents. */
  const intentKeys = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').map((r) => r.idempotencyKey);

  const renewalMails = (email: string) => t.mailsTo(email).filter((m) => m.includes('X-Template: payments.renewal-failed'));

  it('a declined renewal e-mails the member at once in their language, and the retry a day later is a new charge', async () => {
    const de = await member({ host: 'shde.localhost:3000', homeVariant: 'shde' });
    await t.db.query(`UPDATE members SET locale = 'de_DE' WHERE id = $1`, [de.m.id]);
    await subscriber(de.c);
    const sub = await subRow(de.m.id);
    const end = await periodEndsIn(de.m.id, 2 * 24 * HOUR, 'pm_card_chargeDeclined');

    // First attempt (three days ahead of the end at most): declined.
    expect(await payments.expireTiers()).toMatchObject({ renewed: 0, expired: 0 });
    let rows = await renewalRows(de.m.id);
    expect(rows).toEqual([expect.objectContaining({ status: 'failed', idempotency_key: `renewal:${sub.id}:${end.toISOString()}:1` })]);
    expect((await subRow(de.m.id)).renewal_failures).toBe(1);
    // Still Silver until the end; the member's history shows the failed renewal.
    expect((await de.c.get('/api/auth/profile')).body.data.member.tier).toBe('silver');
    const history = (await de.c.get('/api/payment/transactions')).body.data.items;
    expect(history.map((p: { status: string }) => p.status)).toEqual(['failed', 'succeeded']);

    // The e-mail, at once, in German: the card failed, the date the tier ends, the subscription page.
    const mail = decodeMail(await t.waitForMail(de.m.email, 'payments.renewal-failed'));
    expect(mail).toContain('wir wollten deine Silber-Mitgliedschaft bei');
    expect(mail).toContain(`Hallo ${de.m.name},`);
    expect(mail).toContain('Zahlung ist fehlgeschlagen');
    expect(mail).toContain(new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(end));
    // The link opens the subscription page with the card form.
    expect(mail).toMatch(/öffne: https?:\/\/\S+\/payment\/subscription\/card\n/);
    expect(mail).not.toContain('Hello');

    // The next runs the same day wait: no new charge, no second mail.
    const before = stripe.requests.length;
    await payments.expireTiers();
    await payments.expireTiers(new Date(Date.now() + 12 * HOUR));
    expect(stripe.requests.length).toBe(before);
    expect(await renewalRows(de.m.id)).toHaveLength(1);

    // A day later the card is tried again under the attempt's own key: a real new charge (declined again).
    await payments.expireTiers(new Date(Date.now() + 25 * HOUR));
    rows = await renewalRows(de.m.id);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(rows[1]!.idempotency_key).toBe(`renewal:${sub.id}:${end.toISOString()}:2`);
    expect((await subRow(de.m.id)).renewal_failures).toBe(2);
    const declined = [...stripe.intents.values()].filter((pi) => rows.some((r) => r.reference === pi.metadata.reference));
    expect(declined).toHaveLength(2);
    // One e-mail per period, not one per attempt.
    expect(renewalMails(de.m.email)).toHaveLength(1);

    // The member saves a good card: the next run tries at once (no day's wait), and two runs at the same moment
    // (two app nodes) share the attempt's key: one charge, one month added.
    await t.db.query(`UPDATE subscriptions SET payment_method_ref = 'pm_card_visa' WHERE member_id = $1`, [de.m.id]);
    const outcomes = await Promise.all([payments.expireTiers(), payments.expireTiers()]);
    expect(outcomes.reduce((n, o) => n + o.renewed, 0)).toBeGreaterThanOrEqual(1);
    rows = await renewalRows(de.m.id);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'succeeded']);
    const third = [...stripe.intents.values()].filter((pi) => pi.metadata.reference === rows[2]!.reference);
    expect(third).toHaveLength(1);
    expect(third[0]!.status).toBe('succeeded');
    const renewed = await subRow(de.m.id);
    expect(renewed.renewal_failures).toBe(0);
    expect(new Date(renewed.current_period_end).getTime()).toBe(addMonths(end, 1).getTime());
    expect((await de.c.get('/api/auth/profile')).body.data.member.tier).toBe('silver');
    // Each attempt went to the gateway under its own key (the two runs of the third sent the same one).
    const keys = intentKeys();
    for (const r of rows) expect(keys).toContain(`charge:${r.id}`);
    expect(new Set(rows.map((r) => `charge:${r.id}`)).size).toBe(3);
  });

  it('repeating an attempt that was charged but not recorded replays the same answer (one charge)', async () => {
    const a = await member();
    await subscriber(a.c);
    const sub = await subRow(a.m.id);
    const end = await periodEndsIn(a.m.id, 24 * HOUR);
    // The attempt is recorded and charged, then the process dies before it writes the result: simulate by charging
    // through the gateway under the attempt's key and leaving the payment pending.
    await payments.expireTiers();
    const [row] = await renewalRows(a.m.id);
    expect(row).toMatchObject({ status: 'succeeded', idempotency_key: `renewal:${sub.id}:${end.toISOString()}:1` });
    const first = (await subRow(a.m.id)).current_period_end;
    await t.db.query(`UPDATE payments SET status = 'pending', applied_at = NULL WHERE reference = $1`, [row!.reference]);
    await t.db.query(`UPDATE subscriptions SET current_period_end = $2, current_period_start = $2::timestamptz - interval '1 month' WHERE member_id = $1`, [a.m.id, end]);
    const intentsBefore = stripe.intents.size;
    await payments.expireTiers();
    // The same key: the gateway replayed its answer, no second PaymentIntent, the period added once.
    expect(stripe.intents.size).toBe(intentsBefore);
    expect(await renewalRows(a.m.id)).toEqual([expect.objectContaining({ reference: row!.reference, status: 'succeeded' })]);
    expect(new Date((await subRow(a.m.id)).current_period_end).getTime()).toBe(new Date(first).getTime());
    expect(renewalMails(a.m.email)).toHaveLength(0);
  });

  it('a card that fails when the period has ended ends the tier with the tier-ended mail only', async () => {
    const a = await member();
    await subscriber(a.c);
    await periodEndsIn(a.m.id, -60_000, 'pm_card_chargeDeclined');
    expect(await payments.expireTiers()).toMatchObject({ expired: 1 });
    expect((await a.c.get('/api/auth/profile')).body.data.member.tier).toBe('free');
    expect((await renewalRows(a.m.id)).map((r) => r.status)).toEqual(['failed']);
    await t.waitForMail(a.m.email, 'payments.tier-expired');
    expect(renewalMails(a.m.email)).toHaveLength(0);
  });

  it('a cancelled subscription is not charged ahead of its end', async () => {
    const a = await member();
    await subscriber(a.c);
    expect((await a.c.post('/api/payment/subscription/cancel')).status).toBe(200);
    await periodEndsIn(a.m.id, 24 * HOUR);
    const before = stripe.requests.length;
    expect(await payments.expireTiers()).toMatchObject({ renewed: 0, expired: 0 });
    expect(stripe.requests.length).toBe(before);
    expect(await renewalRows(a.m.id)).toHaveLength(0);
  });
});
