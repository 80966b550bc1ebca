import { randomUUID } from 'node:crypto';
import type { MessageEvent, ServerToClientEvents, TypingEvent } from '@community/contracts';
import { appForTests, type Client } from './harness.js';
import { socketsForTests, type AppSocket } from './support/sockets.js';

describe('messaging over the socket endpoint', () => {
  const t = appForTests();
  const sockets = socketsForTests(t);

  async function member() {
    const m = await t.createMember({ tier: 'gold' });
    const c = t.client();
    await c.login(m.name, m.password);
    return { ...m, c };
  }
  const connect = (c: Client) => sockets.connect(c);
  const next = <E extends keyof ServerToClientEvents>(socket: AppSocket, event: E, timeoutMs = 3000) =>
    new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
      socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
        clearTimeout(timer);
        resolve(payload);
      }) as never);
    });
  const send = (c: Client, conversationId: string, message: string) =>
    c.post(`/api/conversations/${conversationId}/messages`, { clientId: randomUUID(), message });

  it('tells B what an incoming message is (the toast’s preview): an album invitation by its album, a text as text', async () => {
    const a = await member();
    const b = await member();
    await t.db.query(`UPDATE members SET created_at = now() - interval '90 days' WHERE id = ANY($1::uuid[])`, [[a.id, b.id]]);
    const sb = await connect(b.c);
    const first = next(sb, 'message.new');
    const started = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'hi' });
    expect(started.status).toBe(201);
    expect((await first).message).toMatchObject({ kind: 'text', albumInvite: null });
    const album = await a.c.post('/api/media-albums', { name: 'Summer 2026', visibility: 'private' });
    expect(album.status).toBe(201);
    const incoming = next(sb, 'message.new');
    const conversationId = started.body.data.conversation.id as string;
    const res = await a.c.post(`/api/conversations/${conversationId}/messages`, { clientId: randomUUID(), message: '', albumInvite: album.body.data.id });
    expect(res.status).toBe(201);
    const event = await incoming;
    expect(event.message).toMatchObject({ body: '', kind: 'albumInvite', albumInvite: { album: { id: album.body.data.id, name: 'Summer 2026', ownerName: a.name } } });
  });

  it('A sends, B receives at once with the unread count; A’s read tick follows B’s reading', async () => {
    const a = await member();
    const b = await member();
    const sa = await connect(a.c);
    const sb = await connect(b.c);
    const incoming = next(sb, 'message.new');
    const own = next(sa, 'message.new');
    const res = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'hello B' });
    expect(res.status).toBe(201);
    const event = (await incoming) as MessageEvent;
    expect(event).toMatchObject({ conversationId: res.body.data.conversation.id, unread: 1, isGroup: false, message: { body: 'hello B', sender: { id: a.id } } });
    expect((await own).unread).toBe(0);
    const tick = next(sa, 'message.read');
    await b.c.put(`/api/conversations/${event.conversationId}/mark-read`);
    expect(await tick).toMatchObject({ conversationId: event.conversationId, memberId: b.id, isReadByEveryone: true, lastReadMessageId: event.message.id });
  });

  it('with read receipts off, B’s reading reaches only B’s own tabs', async () => {
    const a = await member();
    const b = await member();
    await b.c.put('/api/conversations/settings', { readReceipts: false });
    const res = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'seen?' });
    const id = res.body.data.conversation.id as string;
    const [sa, sb] = await Promise.all([connect(a.c), connect(b.c)]);
    let aHeard = false;
    sa.on('message.read', () => (aHeard = true));
    const own = next(sb, 'message.read');
    await b.c.put(`/api/conversations/${id}/mark-read`);
    expect(await own).toMatchObject({ conversationId: id, memberId: b.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(aHeard).toBe(false);
  });

  it('relays the typing whisper only inside the conversation room; it is not echoed to strangers', async () => {
    const a = await member();
    const b = await member();
    const x = await member();
    const res = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'hi' });
    const id = res.body.data.conversation.id as string;
    const [sa, sb, sx] = await Promise.all([connect(a.c), connect(b.c), connect(x.c)]);
    expect(await sa.emitWithAck('conversation.join', id)).toEqual({ ok: true });
    expect(await sb.emitWithAck('conversation.join', id)).toEqual({ ok: true });
    expect(await sx.emitWithAck('conversation.join', id)).toEqual({ ok: false });
    expect(await sx.emitWithAck('conversation.join', 'not-a-uuid')).toEqual({ ok: false });

    let strangerHeard = false;
    sx.on('conversation.typing', () => (strangerHeard = true));
    const typing = next(sb, 'conversation.typing');
    const startedAt = Date.now();
    sa.emit('conversation.typing', id);
    expect((await typing) as TypingEvent).toEqual({ conversationId: id, memberId: a.id, name: a.name });
    // A stranger's whisper into a room they were refused goes nowhere.
    let bHeardStranger = false;
    sb.on('conversation.typing', (p) => (p.memberId === x.id ? (bHeardStranger = true) : undefined));
    sx.emit('conversation.typing', id);
    // No further whisper: B's indicator (libs/domain typingNow, 2 s) clears; nothing else arrives meanwhile.
    await new Promise((r) => setTimeout(r, 2100 - (Date.now() - startedAt)));
    const { typingNow, typingStarted } = await import('@community/domain');
    expect(typingNow(typingStarted({}, a.id, startedAt), Date.now())).toEqual([]);
    expect(strangerHeard).toBe(false);
    expect(bHeardStranger).toBe(false);
    sb.emit('conversation.leave', id);
  });

  it('relays no whisper from a member who turned "send typing" off, whatever their browser emits', async () => {
    const a = await member();
    const b = await member();
    const res = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'hi' });
    const id = res.body.data.conversation.id as string;
    const [sa, sb] = await Promise.all([connect(a.c), connect(b.c)]);
    expect(await sa.emitWithAck('conversation.join', id)).toEqual({ ok: true });
    expect(await sb.emitWithAck('conversation.join', id)).toEqual({ ok: true });

    expect((await a.c.put('/api/conversations/settings', { sendTyping: false })).status).toBe(200);
    let heard = 0;
    sb.on('conversation.typing', () => (heard += 1));
    sa.emit('conversation.typing', id);
    // A round trip on A's socket after the whisper: the server has handled it by the time the ack returns.
    await sa.emitWithAck('ping');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toBe(0);

    // Switched back on, the same socket's whisper reaches B again (no reconnect needed).
    expect((await a.c.put('/api/conversations/settings', { sendTyping: true })).status).toBe(200);
    const typing = next(sb, 'conversation.typing');
    sa.emit('conversation.typing', id);
    expect(((await typing) as TypingEvent).memberId).toBe(a.id);
  });

  it('B disconnects, A sends three, B reconnects and catches up on all three exactly once', async () => {
    const a = await member();
    const b = await member();
    const first = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'before' });
    const id = first.body.data.conversation.id as string;
    const lastHeld = first.body.data.message.id as string;
    const sb = await connect(b.c);
    sb.close();
    for (const m of ['one', 'two', 'three']) expect((await send(a.c, id, m)).status).toBe(201);
    const again = await connect(b.c);
    const live: string[] = [];
    again.on('message.new', (e) => live.push(e.message.id));
    const catchUp = await b.c.get(`/api/conversations/updates?after=${lastHeld}`);
    // What the client holds: what it had, plus the catch-up, plus anything live, merged by id.
    const held = new Map<string, string>();
    for (const m of catchUp.body.data.items as Array<{ id: string; body: string }>) held.set(m.id, m.body);
    for (const lid of live) expect(held.has(lid)).toBe(true);
    expect([...held.values()]).toEqual(['one', 'two', 'three']);
    expect(catchUp.body.data.more).toBe(false);
    // A fourth arrives live after the reconnect.
    const fourth = next(again, 'message.new');
    await send(a.c, id, 'four');
    expect((await fourth).message.body).toBe('four');
  });
});
