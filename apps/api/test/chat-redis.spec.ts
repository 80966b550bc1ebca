import { randomUUID } from 'node:crypto';
import type { ChatJoinAck, ChatMessage, ChatRoom } from '@community/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { REDIS_URL, redisReachable, startSecondNode, type SecondNode } from './support/redis.js';
import { SocketClients, listenOnLoopback } from './support/sockets.js';

const redisUp = await redisReachable('the two-node chat test was');

(redisUp ? describe : describe.skip)('chat rooms across two app nodes (Redis Streams adapter)', () => {
  let t: TestApp;
  let first: string;
  let second: SecondNode;
  const sockets = new SocketClients(() => first);
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
    first = await listenOnLoopback(t.app);
    second = await startSecondNode(t);
    // Two app nodes boot here: allow for a loaded CI machine (each boot alone takes a few seconds).
  }, 120_000);
  afterAll(async () => {
    sockets.closeAll();
    await second?.close();
    await t?.close();
  });

  /** A browser's socket to the node at `base`, once ready. */
  const connect = async (base: string, cookie: string) => (await sockets.open(cookie, base)).socket;

  it('members on two nodes share a room: messages, joins, counts and a kick cross nodes', async () => {
    const [a, b] = [await t.createMember({ tier: 'gold' }), await t.createMember({ tier: 'gold' })];
    const [ca, cb] = [t.client(), t.client()];
    await ca.login(a.name, a.password);
    await cb.login(b.name, b.password);
    const created = await ca.post('/api/chat/rooms', { roomname: `Two nodes ${randomUUID().slice(0, 6)}` });
    const room = created.body.data as ChatRoom;
    const sa = await connect(first, `SID=${ca.cookie('SID')}; UID=${a.id}`);
    const sb = await connect(second.base, `SID=${cb.cookie('SID')}; UID=${b.id}`);
    const watcher = await connect(second.base, '');
    expect(((await sa.emitWithAck('chat.join', { roomId: room.id })) as ChatJoinAck).ok).toBe(true);
    const joined = new Promise((resolve) => sa.once('chat.joined', resolve));
    const count = new Promise<{ count: number }>((resolve) => watcher.on('chat.count', (e) => (e.roomId === room.id && e.count === 2 ? resolve(e) : undefined)));
    const jb = (await sb.emitWithAck('chat.join', { roomId: room.id })) as ChatJoinAck;
    expect(jb.ok && jb.tab.members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    await joined;
    await count;
    const heard = new Promise<ChatMessage>((resolve) => sb.once('chat.message', resolve));
    expect((await sa.emitWithAck('chat.say', { roomId: room.id, clientId: randomUUID(), body: 'across nodes' })).ok).toBe(true);
    await expect(heard).resolves.toMatchObject({ body: 'across nodes', from: { id: a.id } });
    // The owner on node 1 kicks b on node 2: b's socket there leaves the room.
    const removed = new Promise((resolve) => sb.once('chat.removed', resolve));
    expect((await ca.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'kick', memberId: b.id })).status).toBe(200);
    await expect(removed).resolves.toMatchObject({ reason: 'kick' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await sb.emitWithAck('chat.say', { roomId: room.id, clientId: randomUUID(), body: 'gone?' })).toMatchObject({ ok: false, code: 'not-in-room' });
  });
});
