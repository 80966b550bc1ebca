import { randomUUID } from 'node:crypto';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { findUnguardedRoutes } from '../src/modules/auth/access.js';
import { expectLedgerSound, grantCoins, memberWithCoins } from './support/coins.js';
import { appForTests, unique } from './harness.js';
import { decodeMail } from './payments/mail.js';

/** Coin requests and gift cards through the API on a real PostgreSQL: success, refusals, concurrency. */
describe('coin requests and gift cards API', () => {
  const t = appForTests();

  const member = (opts: { confirmed?: boolean; coins?: number } = {}) => memberWithCoins(t, opts);
  type Someone = Awaited<ReturnType<typeof member>>;

  const grant = (memberId: string, amount: number) => grantCoins(t, memberId, amount);

  const key = () => randomUUID();
  const balanceOf = async (x: Someone) => (await x.c.get('/api/coins')).body.data.balance as number;

  async function ask(requester: Someone, payer: Someone, amount: number, note?: string) {
    const res = await requester.c.post('/api/coins/requests', { from: payer.m.name, amount, note, idempotencyKey: key() });
    expect(res.status).toBe(201);
    return res.body.data as { code: string; status: string };
  }

  it('every coin request and gift card route says who may call it, and is in the OpenAPI document', async () => {
    const missing = findUnguardedRoutes(t.app.get(DiscoveryService), t.app.get(MetadataScanner), t.app.get(Reflector));
    expect(missing.filter((m) => /^(CoinRequests|GiftCards)Controller\./.test(m))).toEqual([]);
    const doc = (await t.client().get('/api/docs/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/coins/requests', '/api/coins/requests/{code}/approve', '/api/coins/requests/{code}/resend', '/api/coins/gift-cards', '/api/coins/gift-cards/redeem']),
    );
  });

  describe('coin requests', () => {
    it('asks a member by name, the member is e-mailed, approves once: the coins move payer → requester', async () => {
      const payer = await member({ coins: 100 });
      const asker = await member();
      const k = key();
      const made = await asker.c.post('/api/coins/requests', { from: payer.m.name, amount: 40, note: 'for the tickets', idempotencyKey: k });
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({
        amount: 40,
        note: 'for the tickets',
        status: 'pending',
        direction: 'outgoing',
        requester: { name: asker.m.name },
        payer: { name: payer.m.name },
        resendCount: 0,
        transactionId: null,
      });
      const code = made.body.data.code as string;
      // A retried create (same key) answers the same request.
      const again = await asker.c.post('/api/coins/requests', { from: payer.m.name, amount: 40, note: 'for the tickets', idempotencyKey: k });
      expect(again.body.data.code).toBe(code);
      const reused = await asker.c.post('/api/coins/requests', { from: payer.m.name, amount: 41, idempotencyKey: k });
      expect(reused.body).toMatchObject({ statusCode: 409, code: 'COINS_IDEMPOTENCY_KEY_REUSED' });
      const mail = await t.waitForMail(payer.m.email, 'coins.request');
      expect(mail).toContain(`${asker.m.name} asks you for 40 coins`);
      expect(mail).toContain('/coins/approve');

      const theirs = (await payer.c.get('/api/coins/requests')).body.data;
      expect(theirs.incoming.map((r: { code: string }) => r.code)).toEqual([code]);
      expect(theirs.incoming[0].direction).toBe('incoming');
      expect(theirs.outgoing).toEqual([]);
      expect((await asker.c.get('/api/coins/requests')).body.data.outgoing.map((r: { code: string }) => r.code)).toEqual([code]);
      expect((await payer.c.get(`/api/coins/requests/${code}`)).status).toBe(200);

      const approved = await payer.c.post(`/api/coins/requests/${code}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ status: 'approved', direction: 'incoming' });
      expect(approved.body.data.transactionId).toEqual(expect.any(String));
      expect(await balanceOf(payer)).toBe(60);
      expect(await balanceOf(asker)).toBe(40);
      const line = (await asker.c.get('/api/coins/history')).body.data.items[0];
      expect(line).toMatchObject({ kind: 'request', amount: 40, reference: code, note: 'for the tickets', counterparty: { name: payer.m.name } });
      expect((await payer.c.get('/api/coins/history')).body.data.items[0]).toMatchObject({ kind: 'request', amount: -40 });
      await t.waitForMail(asker.m.email, 'coins.request-approved');

      // Approving again moves nothing: 409, and the balances stand.
      const twice = await payer.c.post(`/api/coins/requests/${code}/approve`);
      expect(twice.body).toMatchObject({ statusCode: 409, code: 'COINS_REQUEST_NOT_PENDING' });
      expect(await balanceOf(payer)).toBe(60);
      expect(await balanceOf(asker)).toBe(40);
      // Nor can it be declined or cancelled afterwards.
      expect((await payer.c.post(`/api/coins/requests/${code}/decline`)).status).toBe(409);
      expect((await asker.c.post(`/api/coins/requests/${code}/cancel`)).status).toBe(409);
      await expectLedgerSound(t);
    });

    it('e-mails each member in their own language when the site speaks it', async () => {
      const payerSeed = await t.createMember({ homeVariant: 'shde' });
      await t.db.query(`UPDATE members SET locale = 'de_DE' WHERE id = $1`, [payerSeed.id]);
      await grant(payerSeed.id, 100);
      const payer = { m: payerSeed, c: t.client('shde.localhost:3000') };
      expect((await payer.c.login(payerSeed.name, payerSeed.password)).status).toBe(200);
      const askerSeed = await t.createMember({ homeVariant: 'shde' });
      const asker = { m: askerSeed, c: t.client('shde.localhost:3000') };
      expect((await asker.c.login(askerSeed.name, askerSeed.password)).status).toBe(200);
      const { code } = await ask(asker, payer, 25, 'für die Karten');
      const asked = decodeMail(await t.waitForMail(payer.m.email, 'coins.request'));
      expect(asked).toContain(`Hallo ${payer.m.name},`);
      expect(asked).toContain(`${asker.m.name} bittet dich auf`);
      expect(asked).toContain('Die Notiz dazu: „für die Karten“');
      expect(asked).toContain('shde.localhost:3000/coins/approve');
      expect(asked).not.toContain('asks you for');
      expect((await payer.c.post(`/api/coins/requests/${code}/approve`)).status).toBe(200);
      // The asker reads English (their locale, which this site also speaks).
      const paid = decodeMail(await t.waitForMail(asker.m.email, 'coins.request-approved'));
      expect(paid).toContain(`${payer.m.name} approved your request and sent you 25 coins`);
      expect(paid).not.toContain('Hallo');
    });

    it('refuses guests, unconfirmed members, bad input, unknown and blocked members, and strangers', async () => {
      const payer = await member({ coins: 10 });
      const asker = await member();
      const eve = await member();
      const guest = t.client();
      expect((await guest.get('/api/coins/requests')).status).toBe(401);
      expect((await guest.post('/api/coins/requests', { from: payer.m.name, amount: 1, idempotencyKey: key() })).status).toBe(401);
      const unconfirmed = await member({ confirmed: false });
      expect((await unconfirmed.c.post('/api/coins/requests', { from: payer.m.name, amount: 1, idempotencyKey: key() })).status).toBe(403);
      for (const [body, field] of [
        [{ from: payer.m.name, amount: 0, idempotencyKey: key() }, 'amount'],
        [{ from: payer.m.name, amount: 2.5, idempotencyKey: key() }, 'amount'],
        [{ from: payer.m.name, amount: 1 }, 'idempotencyKey'],
        [{ amount: 1, idempotencyKey: key() }, 'from'],
        [{ from: payer.m.name, amount: 1, note: 'x'.repeat(201), idempotencyKey: key() }, 'note'],
      ] as const) {
        const res = await asker.c.post('/api/coins/requests', body);
        expect(res.status).toBe(422);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      const nobody = await asker.c.post('/api/coins/requests', { from: unique('nobody'), amount: 1, idempotencyKey: key() });
      expect(nobody.body).toMatchObject({ statusCode: 422, code: 'COINS_RECIPIENT_NOT_FOUND', errors: [{ field: 'from' }] });
      const self = await asker.c.post('/api/coins/requests', { from: asker.m.name, amount: 1, idempotencyKey: key() });
      expect(self.body).toMatchObject({ statusCode: 422, code: 'COINS_SELF' });

      // Blocked either way: neither can ask the other (and the answer does not reveal the block).
      const blocker = await member();
      expect((await blocker.c.put(`/api/privacy/blacklist/${asker.m.name}`)).status).toBe(204);
      expect((await asker.c.post('/api/coins/requests', { from: blocker.m.name, amount: 1, idempotencyKey: key() })).body.code).toBe('COINS_RECIPIENT_NOT_FOUND');
      expect((await blocker.c.post('/api/coins/requests', { from: asker.m.name, amount: 1, idempotencyKey: key() })).body.code).toBe('COINS_RECIPIENT_NOT_FOUND');

      const { code } = await ask(asker, payer, 50);
      // Bad and unknown codes.
      expect((await payer.c.post('/api/coins/requests/not-a-code/approve')).status).toBe(422);
      expect((await payer.c.post('/api/coins/requests/ABCDEFGHJK/approve')).body).toMatchObject({ statusCode: 404, code: 'COINS_REQUEST_NOT_FOUND' });
      // A stranger cannot see or answer it: the same 404 as no request at all.
      expect((await eve.c.get(`/api/coins/requests/${code}`)).status).toBe(404);
      expect((await eve.c.post(`/api/coins/requests/${code}/approve`)).status).toBe(404);
      expect((await eve.c.post(`/api/coins/requests/${code}/decline`)).status).toBe(404);
      expect((await eve.c.post(`/api/coins/requests/${code}/cancel`)).status).toBe(404);
      expect((await eve.c.get('/api/coins/requests')).body.data).toEqual({ incoming: [], outgoing: [] });
      // The asker cannot approve or decline their own request; the payer cannot cancel or remind.
      expect((await asker.c.post(`/api/coins/requests/${code}/approve`)).body).toMatchObject({ statusCode: 403, code: 'COINS_REQUEST_OTHER_SIDE' });
      expect((await asker.c.post(`/api/coins/requests/${code}/decline`)).status).toBe(403);
      expect((await payer.c.post(`/api/coins/requests/${code}/cancel`)).status).toBe(403);
      expect((await payer.c.post(`/api/coins/requests/${code}/resend`)).status).toBe(403);
      expect((await guest.post(`/api/coins/requests/${code}/approve`)).status).toBe(401);
      // More than the payer has: refused, nothing moves, the request stays open.
      const over = await payer.c.post(`/api/coins/requests/${code}/approve`);
      expect(over.body).toMatchObject({ statusCode: 422, code: 'COINS_INSUFFICIENT' });
      expect(await balanceOf(payer)).toBe(10);
      expect(await balanceOf(asker)).toBe(0);
      expect((await payer.c.get(`/api/coins/requests/${code}`)).body.data.status).toBe('pending');
      // Once blocked, an open request can no longer be paid.
      const small = await ask(asker, payer, 5);
      expect((await payer.c.put(`/api/privacy/blacklist/${asker.m.name}`)).status).toBe(204);
      expect((await payer.c.post(`/api/coins/requests/${small.code}/approve`)).body).toMatchObject({ statusCode: 422, code: 'COINS_RECIPIENT_NOT_FOUND' });
      expect(await balanceOf(payer)).toBe(10);
      await expectLedgerSound(t);
    });

    it('declines and cancels: only pending requests, only by the right member, and nothing moves', async () => {
      const payer = await member({ coins: 100 });
      const asker = await member();
      const a = await ask(asker, payer, 10);
      const declined = await payer.c.post(`/api/coins/requests/${a.code}/decline`);
      expect(declined.status).toBe(200);
      expect(declined.body.data.status).toBe('declined');
      expect(declined.body.data.decidedAt).toEqual(expect.any(String));
      expect((await payer.c.post(`/api/coins/requests/${a.code}/approve`)).body).toMatchObject({ statusCode: 409, code: 'COINS_REQUEST_NOT_PENDING' });
      expect((await asker.c.post(`/api/coins/requests/${a.code}/cancel`)).status).toBe(409);
      const b = await ask(asker, payer, 20);
      const cancelled = await asker.c.post(`/api/coins/requests/${b.code}/cancel`);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', resendAvailableAt: null });
      expect((await payer.c.post(`/api/coins/requests/${b.code}/approve`)).status).toBe(409);
      expect((await payer.c.post(`/api/coins/requests/${b.code}/decline`)).status).toBe(409);
      expect(await balanceOf(payer)).toBe(100);
      expect(await balanceOf(asker)).toBe(0);
    });

    it('reminds at most once a day and three times in all; caps the open requests one member may have', async () => {
      const payer = await member();
      const asker = await member();
      const { code } = await ask(asker, payer, 5);
      const tooSoon = await asker.c.post(`/api/coins/requests/${code}/resend`);
      expect(tooSoon.body).toMatchObject({ statusCode: 409, code: 'COINS_REQUEST_RESEND_REFUSED' });
      expect(tooSoon.body.message).toMatch(/once every 24 hours/);
      const dayAgo = () => t.db.query(`UPDATE coin_requests SET last_sent_at = now() - interval '25 hours' WHERE code = $1`, [code]);
      for (let i = 1; i <= 3; i++) {
        await dayAgo();
        const sent = await asker.c.post(`/api/coins/requests/${code}/resend`);
        expect(sent.status).toBe(200);
        expect(sent.body.data.resendCount).toBe(i);
        if (i === 1) {
          expect((await asker.c.post(`/api/coins/requests/${code}/resend`)).status).toBe(409);
          await t.waitForMail(payer.m.email, 'coins.request-reminder');
        }
      }
      expect((await asker.c.get(`/api/coins/requests/${code}`)).body.data.resendAvailableAt).toBeNull();
      await dayAgo();
      const noMore = await asker.c.post(`/api/coins/requests/${code}/resend`);
      expect(noMore.body).toMatchObject({ statusCode: 409, code: 'COINS_REQUEST_RESEND_REFUSED' });
      expect(noMore.body.message).toMatch(/No more reminders/);

      // Ten open requests at most; answering or cancelling one frees a place.
      for (let i = 0; i < 9; i++) await ask(asker, payer, 1);
      const eleventh = await asker.c.post('/api/coins/requests', { from: payer.m.name, amount: 1, idempotencyKey: key() });
      expect(eleventh.body).toMatchObject({ statusCode: 409, code: 'COINS_TOO_MANY_REQUESTS' });
      expect((await asker.c.post(`/api/coins/requests/${code}/cancel`)).status).toBe(200);
      expect((await asker.c.post('/api/coins/requests', { from: payer.m.name, amount: 1, idempotencyKey: key() })).status).toBe(201);
    });

    it('concurrent approvals of one request move the coins once; approvals beyond the balance never overdraw', async () => {
      const payer = await member({ coins: 100 });
      const asker = await member();
      const { code } = await ask(asker, payer, 60);
      await payer.c.csrf();
      const results = await Promise.all(Array.from({ length: 10 }, () => payer.c.post(`/api/coins/requests/${code}/approve`)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'COINS_REQUEST_NOT_PENDING')).toBe(true);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      expect(await balanceOf(payer)).toBe(40);
      expect(await balanceOf(asker)).toBe(60);
      // Three open requests of 30 against 40 coins, approved at once: one is paid, the balance never goes below zero.
      const asks = await Promise.all([member(), member(), member()]);
      const codes = [];
      for (const a of asks) codes.push((await ask(a, payer, 30)).code);
      const raced = await Promise.all(codes.map((c) => payer.c.post(`/api/coins/requests/${c}/approve`)));
      expect(raced.map((r) => r.status).sort()).toEqual([200, 422, 422]);
      expect(await balanceOf(payer)).toBe(10);
      await expectLedgerSound(t);
    });
  });

  describe('gift cards', () => {
    type Card = { id: string; code: string; value: number; relation: string; redeemed: boolean; redeemedBy: { name: string } | null };

    it('buys a card with coins (idempotent), shows its code only to the buyer, and redeems it exactly once', async () => {
      const buyer = await member({ coins: 300 });
      const friend = await member();
      const eve = await member();
      const k = key();
      const bought = await buyer.c.post('/api/coins/gift-cards', { value: 250, idempotencyKey: k });
      expect(bought.status).toBe(201);
      expect(bought.body.data.balance).toBe(50);
      const card = bought.body.data.card as Card;
      expect(card).toMatchObject({ value: 250, relation: 'bought', redeemed: false, redeemedBy: null });
      expect(card.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
      // A retry with the same key answers the same card and moves nothing; the key for another value is refused.
      const again = await buyer.c.post('/api/coins/gift-cards', { value: 250, idempotencyKey: k });
      expect(again.body.data.card.id).toBe(card.id);
      expect(await balanceOf(buyer)).toBe(50);
      expect((await buyer.c.post('/api/coins/gift-cards', { value: 100, idempotencyKey: k })).body).toMatchObject({ statusCode: 409, code: 'COINS_IDEMPOTENCY_KEY_REUSED' });
      expect((await buyer.c.get('/api/coins/history')).body.data.items[0]).toMatchObject({ kind: 'gift-card', amount: -250, balanceAfter: 50 });
      const mine = (await buyer.c.get('/api/coins/gift-cards')).body.data as Card[];
      expect(mine.map((c) => c.code)).toEqual([card.code]);
      // Nobody else sees it.
      expect((await eve.c.get('/api/coins/gift-cards')).body.data).toEqual([]);

      // The friend types it lower case without dashes.
      const redeemed = await friend.c.post('/api/coins/gift-cards/redeem', { code: card.code.replace(/-/g, '').toLowerCase() });
      expect(redeemed.status).toBe(200);
      expect(redeemed.body.data).toMatchObject({ balance: 250, card: { id: card.id, relation: 'redeemed', redeemed: true, redeemedBy: { name: friend.m.name } } });
      expect((await friend.c.get('/api/coins/history')).body.data.items[0]).toMatchObject({ kind: 'gift-card-redeem', amount: 250 });
      expect((await buyer.c.get('/api/coins/gift-cards')).body.data[0]).toMatchObject({ redeemed: true, redeemedBy: { name: friend.m.name } });
      expect((await friend.c.get('/api/coins/gift-cards')).body.data.map((c: Card) => c.id)).toEqual([card.id]);
      expect((await eve.c.get('/api/coins/gift-cards')).body.data).toEqual([]);

      // Once only: not again by the friend, nor by anyone else.
      expect((await friend.c.post('/api/coins/gift-cards/redeem', { code: card.code })).body).toMatchObject({ statusCode: 409, code: 'COINS_GIFT_CARD_REDEEMED' });
      expect((await eve.c.post('/api/coins/gift-cards/redeem', { code: card.code })).body).toMatchObject({ statusCode: 409, code: 'COINS_GIFT_CARD_REDEEMED' });
      expect(await balanceOf(friend)).toBe(250);
      expect(await balanceOf(eve)).toBe(0);
      await expectLedgerSound(t);
    });

    it('refuses guests, unconfirmed members, values not on offer, overdrafts, malformed and unknown codes', async () => {
      const buyer = await member({ coins: 120 });
      const guest = t.client();
      expect((await guest.get('/api/coins/gift-cards')).status).toBe(401);
      expect((await guest.post('/api/coins/gift-cards', { value: 100, idempotencyKey: key() })).status).toBe(401);
      expect((await guest.post('/api/coins/gift-cards/redeem', { code: 'ABCD-EFGH-JKLM-NPQR' })).status).toBe(401);
      const unconfirmed = await member({ confirmed: false });
      expect((await unconfirmed.c.post('/api/coins/gift-cards', { value: 100, idempotencyKey: key() })).status).toBe(403);
      for (const [body, field] of [
        [{ value: 123, idempotencyKey: key() }, 'value'],
        [{ value: -100, idempotencyKey: key() }, 'value'],
        [{ value: 100 }, 'idempotencyKey'],
      ] as const) {
        const res = await buyer.c.post('/api/coins/gift-cards', body);
        expect(res.status).toBe(422);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      const over = await buyer.c.post('/api/coins/gift-cards', { value: 250, idempotencyKey: key() });
      expect(over.body).toMatchObject({ statusCode: 422, code: 'COINS_INSUFFICIENT' });
      expect(await balanceOf(buyer)).toBe(120);
      expect((await buyer.c.post('/api/coins/gift-cards/redeem', {})).status).toBe(422);
      expect((await buyer.c.post('/api/coins/gift-cards/redeem', { code: 'not a code' })).body).toMatchObject({ statusCode: 422, code: 'COINS_GIFT_CARD_BAD_CODE', errors: [{ field: 'code' }] });
      // O and 0 are not in the alphabet: a code with them is malformed, not merely unknown.
      expect((await buyer.c.post('/api/coins/gift-cards/redeem', { code: 'ABCD-EFGH-JKLM-NPQ0' })).body.code).toBe('COINS_GIFT_CARD_BAD_CODE');
      expect((await buyer.c.post('/api/coins/gift-cards/redeem', { code: 'ABCD-EFGH-JKLM-NPQR' })).body).toMatchObject({ statusCode: 404, code: 'COINS_GIFT_CARD_NOT_FOUND' });
      expect(await balanceOf(buyer)).toBe(120);
      await expectLedgerSound(t);
    });

    it('one code redeemed by ten members at once pays exactly one of them', async () => {
      const buyer = await member({ coins: 100 });
      const card = (await buyer.c.post('/api/coins/gift-cards', { value: 100, idempotencyKey: key() })).body.data.card as Card;
      const takers = await Promise.all(Array.from({ length: 10 }, () => member()));
      await Promise.all(takers.map((x) => x.c.csrf()));
      const results = await Promise.all(takers.map((x) => x.c.post('/api/coins/gift-cards/redeem', { code: card.code })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      const balances = await Promise.all(takers.map(balanceOf));
      expect(balances.sort((a, b) => b - a)).toEqual([100, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(await balanceOf(buyer)).toBe(0);
      await expectLedgerSound(t);
    });
  });
});
