import { randomUUID } from 'node:crypto';
import { expectLedgerSound, grantCoins, memberWithCoins } from './support/coins.js';
import { appForTests, unique, type Client } from './harness.js';
import { writeStory } from './support/stories.js';
import { socketsForTests } from './support/sockets.js';

/** The coin ledger through the API on a real PostgreSQL: transfers, tips, history, refusals, concurrency. */
describe('coins API (ledger)', () => {
  const t = appForTests();
  const sockets = socketsForTests(t);

  const member = (opts: { confirmed?: boolean; coins?: number } = {}) => memberWithCoins(t, opts);

  const grant = (memberId: string, amount: number) => grantCoins(t, memberId, amount);

  const key = () => randomUUID();

  it('starts at zero and the authenticated profile reads the ledger', async () => {
    const { m, c } = await member();
    expect((await c.get('/api/coins')).body.data).toEqual({ balance: 0, balanceText: '0' });
    await grant(m.id, 1250);
    expect((await c.get('/api/coins')).body.data).toEqual({ balance: 1250, balanceText: '1,250' });
    const profile = await c.get('/api/auth/profile');
    expect(profile.body.data.coinBalance).toBe(1250);
    expect(profile.body.data.coinBalanceText).toBe('1,250');
  });

  it('sends coins to a member: both balances, both histories, once per idempotency key', async () => {
    const a = await member({ coins: 100 });
    const b = await member();
    const k = key();
    const res = await a.c.post('/api/coins/transfer', { to: b.m.name, amount: 30, note: 'for the drinks', idempotencyKey: k });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ balance: 70, replayed: false, transaction: { kind: 'transfer', amount: -30, balanceAfter: 70, note: 'for the drinks', counterparty: { name: b.m.name } } });
    const again = await a.c.post('/api/coins/transfer', { to: b.m.name, amount: 30, note: 'for the drinks', idempotencyKey: k });
    expect(again.status).toBe(201);
    expect(again.body.data.replayed).toBe(true);
    expect(again.body.data.transaction.id).toBe(res.body.data.transaction.id);
    expect((await a.c.get('/api/coins')).body.data.balance).toBe(70);
    const theirs = (await b.c.get('/api/coins/history')).body.data.items;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ kind: 'transfer', amount: 30, balanceAfter: 30, counterparty: { name: a.m.name } });
    const one = await b.c.get(`/api/coins/history/${theirs[0].id}`);
    expect(one.status).toBe(200);
    // The same key for a different request is refused, not silently replayed.
    const reused = await a.c.post('/api/coins/transfer', { to: b.m.name, amount: 31, idempotencyKey: k });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('COINS_IDEMPOTENCY_KEY_REUSED');
    await expectLedgerSound(t);
  });

  it('refuses guests, unconfirmed members, bad input (naming the field), overdrafts, self and unknown recipients', async () => {
    const a = await member({ coins: 10 });
    const b = await member();
    expect((await t.client().post('/api/coins/transfer', { to: b.m.name, amount: 1, idempotencyKey: key() })).status).toBe(401);
    expect((await t.client().get('/api/coins')).status).toBe(401);
    const unconfirmed = await member({ confirmed: false });
    expect((await unconfirmed.c.post('/api/coins/transfer', { to: b.m.name, amount: 1, idempotencyKey: key() })).status).toBe(403);
    for (const [body, field] of [
      [{ to: b.m.name, amount: 0, idempotencyKey: key() }, 'amount'],
      [{ to: b.m.name, amount: 1.5, idempotencyKey: key() }, 'amount'],
      [{ to: b.m.name, amount: 1 }, 'idempotencyKey'],
      [{ to: b.m.name, amount: 1, idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ amount: 1, idempotencyKey: key() }, 'to'],
    ] as const) {
      const res = await a.c.post('/api/coins/transfer', body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const over = await a.c.post('/api/coins/transfer', { to: b.m.name, amount: 11, idempotencyKey: key() });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'COINS_INSUFFICIENT', errors: [{ field: 'amount' }] });
    const self = await a.c.post('/api/coins/transfer', { to: a.m.name, amount: 1, idempotencyKey: key() });
    expect(self.body).toMatchObject({ statusCode: 422, code: 'COINS_SELF' });
    const nobody = await a.c.post('/api/coins/transfer', { to: unique('nobody'), amount: 1, idempotencyKey: key() });
    expect(nobody.body).toMatchObject({ statusCode: 422, code: 'COINS_RECIPIENT_NOT_FOUND', errors: [{ field: 'to' }] });
    expect((await a.c.get('/api/coins')).body.data.balance).toBe(10);
    await expectLedgerSound(t);
  });

  it("answers 404 for someone else's transaction and for a bad cursor names the field", async () => {
    const a = await member({ coins: 50 });
    const b = await member();
    const eve = await member();
    const sent = await a.c.post('/api/coins/transfer', { to: b.m.name, amount: 5, idempotencyKey: key() });
    const id = sent.body.data.transaction.id;
    expect((await eve.c.get(`/api/coins/history/${id}`)).status).toBe(404);
    expect((await eve.c.get(`/api/coins/history/not-a-uuid`)).status).toBe(422);
    const bad = await a.c.get('/api/coins/history?after=xyz');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('after');
  });

  it('pages the history newest first with a keyset cursor', async () => {
    const a = await member({ coins: 100 });
    const b = await member();
    for (let i = 1; i <= 5; i++) await a.c.post('/api/coins/transfer', { to: b.m.name, amount: i, idempotencyKey: key() });
    const first = (await a.c.get('/api/coins/history?limit=3')).body.data;
    expect(first.items.map((x: { amount: number }) => x.amount)).toEqual([-5, -4, -3]);
    const second = (await a.c.get(`/api/coins/history?limit=3&after=${first.next}`)).body.data;
    expect(second.items.map((x: { amount: number }) => x.amount)).toEqual([-2, -1, 100]);
    expect(second.next).toBeNull();
  });

  it('tips a story author, and the author sees the balance change live', async () => {
    const writer = await member();
    const story = await writeStory(writer.c, { language: 'en' });
    const { socket } = await sockets.open(`SID=${writer.c.cookie('SID')}; UID=${writer.m.id}`);
    const live = new Promise<{ balance: number; balanceText: string }>((resolve) => socket.on('coins.balance', resolve));
    const reader = await member({ coins: 200 });
    const tip = await reader.c.post('/api/coins/tip', { storyId: story.id, amount: 25, idempotencyKey: key() });
    expect(tip.status).toBe(201);
    expect(tip.body.data.transaction).toMatchObject({ kind: 'tip', amount: -25, reference: story.id, counterparty: { name: writer.m.name } });
    expect(await live).toEqual({ balance: 25, balanceText: '25' });
    // Refusals: own story, a story that does not exist.
    expect((await writer.c.post('/api/coins/tip', { storyId: story.id, amount: 1, idempotencyKey: key() })).body.code).toBe('COINS_SELF');
    const missing = await reader.c.post('/api/coins/tip', { storyId: randomUUID(), amount: 1, idempotencyKey: key() });
    expect(missing.body).toMatchObject({ statusCode: 422, code: 'COINS_STORY_NOT_FOUND' });
  });

  it('50 parallel transfers from a balance that affords 10: exactly 10 succeed, the balance is 0, the ledger sums', async () => {
    const a = await member({ coins: 100 });
    const others = await Promise.all([member(), member(), member()]);
    await a.c.csrf();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => a.c.post('/api/coins/transfer', { to: others[i % 3]!.m.name, amount: 10, idempotencyKey: key() })),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((s) => s === 201)).toHaveLength(10);
    expect(codes.filter((s) => s === 422)).toHaveLength(40);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.code === 'COINS_INSUFFICIENT')).toBe(true);
    expect((await a.c.get('/api/coins')).body.data.balance).toBe(0);
    const received = await Promise.all(others.map(async (o) => (await o.c.get('/api/coins')).body.data.balance as number));
    expect(received.reduce((s, x) => s + x, 0)).toBe(100);
    await expectLedgerSound(t);
  });

  it('transfers both ways between the same members at once: no deadlock, nothing lost', async () => {
    const a = await member({ coins: 500 });
    const b = await member({ coins: 500 });
    const c = await member({ coins: 500 });
    await Promise.all([a.c.csrf(), b.c.csrf(), c.c.csrf()]);
    const pairs = [[a, b], [b, a], [b, c], [c, b], [c, a], [a, c]] as const;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const [from, to] = pairs[i % pairs.length]!;
        return from.c.post('/api/coins/transfer', { to: to.m.name, amount: 3, idempotencyKey: key() });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(60).fill(201));
    const balances = await Promise.all([a, b, c].map(async (x) => (await x.c.get('/api/coins')).body.data.balance as number));
    expect(balances).toEqual([500, 500, 500]);
    await expectLedgerSound(t);
  });

  it('the same idempotency key sent 20 times at once moves coins once', async () => {
    const a = await member({ coins: 100 });
    const b = await member();
    await a.c.csrf();
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => a.c.post('/api/coins/transfer', { to: b.m.name, amount: 7, idempotencyKey: k })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.body.data.transaction.id)).size).toBe(1);
    expect(results.filter((r) => r.body.data.replayed === false)).toHaveLength(1);
    expect((await a.c.get('/api/coins')).body.data.balance).toBe(93);
    expect((await b.c.get('/api/coins')).body.data.balance).toBe(7);
    await expectLedgerSound(t);
  });

  it('the database itself refuses a negative member balance, an unbalanced transaction and edits to the ledger', async () => {
    const a = await member({ coins: 5 });
    await expect(t.db.query(`UPDATE coin_accounts SET balance = -1 WHERE member_id = $1`, [a.m.id])).rejects.toThrow(/coin_accounts_member_not_negative/);
    await expect(
      t.db.transaction(async (em) => {
        const [acc] = await em.query(`SELECT id FROM coin_accounts WHERE member_id = $1`, [a.m.id]);
        const [tx] = await em.query(
          `INSERT INTO coin_transactions (kind, scope, idempotency_key, request_hash, amount, from_account, to_account)
           SELECT 'grant', 'test', $1, 'x', 5, (SELECT id FROM coin_accounts WHERE system_code = 'issuance'), $2 RETURNING id`,
          [randomUUID(), acc.id],
        );
        await em.query(`INSERT INTO coin_entries (transaction_id, account_id, amount, balance_after) VALUES ($1, $2, 5, 10)`, [tx.id, acc.id]);
      }),
    ).rejects.toThrow(/unbalanced/);
    await expect(t.db.query(`UPDATE coin_entries SET amount = amount + 1`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM coin_transactions`)).rejects.toThrow(/append-only/);
    await expectLedgerSound(t);
  });
});

export type { Client };
