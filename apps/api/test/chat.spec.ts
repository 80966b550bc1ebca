import { randomUUID } from 'node:crypto';
import type { ChatJoinAck, ChatMessage, ChatRoom, ChatSayAck, ServerToClientEvents } from '@community/contracts';
import { floodAllowance } from '@community/domain';
import { appForTests, approveMedia, uploadPhoto, type Client, type TestApp } from './harness.js';
import { socketsForTests, type AppSocket } from './support/sockets.js';

describe('chat rooms over the socket endpoint', () => {
  const t = appForTests();
  const sockets = socketsForTests(t);

  async function member(opts: Parameters<TestApp['createMember']>[0] = {}) {
    const { m, c } = await t.signedInMember({ tier: 'gold', ...opts });
    return { ...m, c };
  }
  type Person = Awaited<ReturnType<typeof member>>;
  const connect = (c?: Client) => sockets.connect(c);
  /** The next `event` on the socket (that `where` accepts: other rooms' counts travel on the same public channel). */
  const next = <E extends keyof ServerToClientEvents>(
    socket: AppSocket,
    event: E,
    timeoutMs = 3000,
    where: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ) =>
    new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off(event, listener as never);
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
        if (!where(payload)) return;
        clearTimeout(timer);
        socket.off(event, listener as never);
        resolve(payload);
      };
      socket.on(event, listener as never);
    });
  const join = (s: AppSocket, roomId: string, secret?: string) => s.emitWithAck('chat.join', { roomId, ...(secret ? { secret } : {}) }) as Promise<ChatJoinAck>;
  const say = (s: AppSocket, roomId: string, body: string, clientId = randomUUID()) => s.emitWithAck('chat.say', { roomId, clientId, body }) as Promise<ChatSayAck>;
  const lobby = async (): Promise<ChatRoom> => {
    const res = await t.client().get('/api/chat/rooms');
    return (res.body.data.items as ChatRoom[]).find((r) => r.name === 'Lobby')!;
  };
  async function roomOf(owner: Person, config: Record<string, unknown> = {}) {
    const res = await owner.c.post('/api/chat/rooms', { roomname: `Room ${randomUUID().slice(0, 8)}`, ...config });
    expect(res.status).toBe(201);
    return res.body.data as ChatRoom & { myRank: string };
  }
  const patch = async (c: Client, url: string, body: object) => {
    const token = await c.csrf();
    return c.agent.patch(url).set('host', c.host).set('x-xsrf-token', token).send(body);
  };
  const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

  it('lists the variant’s system rooms to anyone, by priority, with counts', async () => {
    const res = await t.client().get('/api/chat/rooms');
    expect(res.status).toBe(200);
    const items = res.body.data.items as ChatRoom[];
    expect(items.slice(0, 3).map((r) => r.name)).toEqual(['Lobby', 'Flirt & chat', 'Newcomers']);
    expect(items[0]).toMatchObject({ domain: 'shuk', kind: 'system', count: 0, detail: { persistent: true } });
    const stories = await t.client('stsp.localhost:3000').get('/api/chat/rooms');
    expect((stories.body.data.items as ChatRoom[]).map((r) => r.name)).toEqual(['Lobby', 'Writers’ lounge']);
  });

  it('join, speak and receive in order; the public channel carries the live count', async () => {
    const [a, b] = [await member(), await member()];
    const guest = await connect();
    const room = await roomOf(a);
    const [sa, sb] = await Promise.all([connect(a.c), connect(b.c)]);
    const counted = next(guest, 'chat.count', 3000, (c) => c.roomId === room.id);
    const ja = await join(sa, room.id);
    expect(ja).toMatchObject({ ok: true, tab: { id: room.id, type: 'room', self: a.name, myRank: 'owner', members: [{ id: a.id, rank: 'owner' }] } });
    expect(await counted).toMatchObject({ roomId: room.id, count: 1, domain: 'shuk' });
    const joined = next(sa, 'chat.joined');
    const jb = await join(sb, room.id);
    expect(jb.ok && jb.tab.members.map((m) => m.id).sort()).toEqual([a.id, b.id].sort());
    expect((await joined).member).toMatchObject({ id: b.id, nick: b.name, rank: 'member' });
    const got: string[] = [];
    sb.on('chat.message', (m) => got.push(m.body));
    for (const body of ['one', 'two', 'three', 'four']) expect((await say(sa, room.id, body)).ok).toBe(true);
    await settle();
    expect(got).toEqual(['one', 'two', 'three', 'four']);
    // A second tab of b does not count twice; leaving takes b out.
    const left = next(sa, 'chat.left');
    expect(await sb.emitWithAck('chat.leave', room.id)).toEqual({ ok: true });
    expect(await left).toMatchObject({ memberId: b.id });
    expect((await t.client().get('/api/chat/rooms')).body.data.items.find((r: ChatRoom) => r.id === room.id).count).toBe(1);
  });

  it('a guest or a member outside the room cannot speak; bad input names the field', async () => {
    const a = await member();
    const room = await lobby();
    const guest = await connect();
    expect(await join(guest, room.id)).toMatchObject({ ok: false, code: 'login' });
    const sa = await connect(a.c);
    expect(await say(sa, room.id, 'not in yet')).toMatchObject({ ok: false, code: 'not-in-room' });
    expect(await join(sa, 'nope')).toMatchObject({ ok: false, code: 'invalid', field: 'roomId' });
    await join(sa, room.id);
    expect(await say(sa, room.id, '   ')).toMatchObject({ ok: false, code: 'invalid', field: 'body' });
    expect(await say(sa, room.id, 'x'.repeat(1001))).toMatchObject({ ok: false, code: 'invalid', field: 'body' });
    const bad = await a.c.post('/api/chat/rooms', { roomname: 'x', protectedroom: true });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['roomname', 'roomsecret']);
    const unconfirmed = await member({ confirmed: false });
    expect(await join(await connect(unconfirmed.c), room.id)).toMatchObject({ ok: false, code: 'unconfirmed' });
  });

  it('200 messages into a persistent room leave exactly the newest 150 for a member who joins later; a duplicate id is dropped', async () => {
    const staff = await member({ role: 'moderator' });
    const owner = await member();
    const room = await roomOf(owner, { persistentroom: true });
    const ss = await connect(staff.c);
    expect((await join(ss, room.id)).ok).toBe(true);
    let first: ChatMessage | null = null;
    for (let i = 1; i <= 200; i++) {
      const ack = await say(ss, room.id, `message ${i}`);
      if (!ack.ok) throw new Error(`message ${i} refused: ${ack.code}`);
      first ??= ack.message;
    }
    // A second member in the room hears a message sent twice with the same id once.
    const listener = await member();
    const sl = await connect(listener.c);
    expect((await join(sl, room.id)).ok).toBe(true);
    const heard: string[] = [];
    sl.on('chat.message', (m) => heard.push(m.id));
    const clientId = randomUUID();
    const once = await say(ss, room.id, 'only once', clientId);
    const twice = await say(ss, room.id, 'only once', clientId);
    expect(once.ok && twice.ok && twice.message.id).toBe(once.ok && once.message.id);
    await settle();
    expect(heard).toEqual([once.ok ? once.message.id : 'refused']);
    const later = await member();
    const jl = await join(await connect(later.c), room.id);
    if (!jl.ok) throw new Error(jl.code);
    expect(jl.tab.messages).toHaveLength(150);
    expect(jl.tab.messages[0]!.body).toBe('message 52');
    expect(jl.tab.messages.at(-1)!.body).toBe('only once');
    expect(new Set(jl.tab.messages.map((m) => m.id)).size).toBe(150);
    const stored = await t.db.query(`SELECT count(*)::int AS n FROM chat_messages WHERE room_id = $1`, [room.id]);
    expect(stored[0].n).toBe(150);
  });

  it('a room that does not persist shows no history and closes when the last member leaves', async () => {
    const a = await member();
    const room = await roomOf(a);
    const sa = await connect(a.c);
    await join(sa, room.id);
    await say(sa, room.id, 'hello');
    const watcher = await connect();
    const closed = next(watcher, 'chat.count', 3000, (c) => c.roomId === room.id && c.closed === true);
    sa.close();
    expect(await closed).toMatchObject({ roomId: room.id, count: 0, closed: true });
    expect((await t.client().get('/api/chat/rooms')).body.data.items.some((r: ChatRoom) => r.id === room.id)).toBe(false);
  });

  it('kick, ban and silence are refused for members and work for the owner; a banned member cannot rejoin; all of it is audited', async () => {
    const [owner, x, y] = [await member(), await member(), await member()];
    const room = await roomOf(owner);
    const [so, sx, sy] = await Promise.all([connect(owner.c), connect(x.c), connect(y.c)]);
    for (const s of [so, sx, sy]) expect((await join(s, room.id)).ok).toBe(true);
    // A member moderates nobody.
    const refused = await x.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'kick', memberId: y.id });
    expect(refused.status).toBe(403);
    expect((await x.c.get(`/api/chat/rooms/${room.id}`)).status).toBe(404);
    // The owner kicks y: y is told, taken out, and may come back.
    const removed = next(sy, 'chat.removed');
    const kicked = await owner.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'kick', memberId: y.id });
    expect(kicked.status).toBe(200);
    expect(await removed).toMatchObject({ roomId: room.id, reason: 'kick' });
    expect(await say(sy, room.id, 'still here?')).toMatchObject({ ok: false, code: 'not-in-room' });
    expect((await join(sy, room.id)).ok).toBe(true);
    // Banned for 10 minutes: out, and the door stays shut.
    const banned = await owner.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'ban', memberId: y.id, minutes: 10, reason: 'rude' });
    expect(banned.body.data.bans).toEqual([expect.objectContaining({ memberId: y.id, until: expect.any(String) })]);
    expect(await join(sy, room.id)).toMatchObject({ ok: false, code: 'banned' });
    // Silenced: x stays but cannot speak.
    const notice = next(sx, 'chat.notice');
    await owner.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'silence', memberId: x.id });
    expect(await notice).toMatchObject({ code: 'silenced-by' });
    expect(await say(sx, room.id, 'hello?')).toMatchObject({ ok: false, code: 'silenced' });
    await owner.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'unsilence', memberId: x.id });
    expect((await say(sx, room.id, 'free again')).ok).toBe(true);
    // A temporary moderator kicks members but not the owner, and does not name moderators.
    await owner.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'moderator', memberId: x.id, minutes: 60 });
    expect((await x.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'kick', memberId: owner.id })).status).toBe(403);
    expect((await x.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'moderator', memberId: y.id })).status).toBe(403);
    expect((await x.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'unban', memberId: y.id })).status).toBe(200);
    expect((await join(sy, room.id)).ok).toBe(true);
    // Bad input names the field.
    const bad = await owner.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'explode', memberId: 'x', minutes: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['action', 'memberId', 'minutes']);
    // The audit log: staff see it, members do not.
    expect((await x.c.get('/api/staff/chat-audit')).status).toBe(403);
    const staff = await member({ role: 'moderator' });
    const audit = await staff.c.get(`/api/staff/chat-audit?filter=${encodeURIComponent(JSON.stringify({ roomId: room.id }))}`);
    expect(audit.status).toBe(200);
    expect(audit.headers['content-range']).toMatch(/^chat-audit 0-\d+\/7$/);
    expect((audit.body as Array<{ action: string }>).map((e) => e.action)).toEqual(['unban', 'moderator', 'unsilence', 'silence', 'ban', 'kick', 'room.create']);
    expect(audit.body[1]).toMatchObject({ actorName: owner.name, targetName: x.name, roomName: room.name });
  });

  it('staff moderate system rooms; the owner cannot touch staff', async () => {
    const [staff, m] = [await member({ role: 'moderator' }), await member()];
    const room = await lobby();
    const sm = await connect(m.c);
    await join(sm, room.id);
    const removed = next(sm, 'chat.removed');
    const res = await staff.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'ban', memberId: m.id });
    expect(res.status).toBe(200);
    expect(await removed).toMatchObject({ reason: 'ban', until: null });
    expect(await join(sm, room.id)).toMatchObject({ ok: false, code: 'banned' });
    const owner = await member();
    const own = await roomOf(owner);
    expect((await owner.c.post(`/api/chat/rooms/${own.id}/moderation`, { action: 'ban', memberId: staff.id })).status).toBe(403);
    await staff.c.post(`/api/chat/rooms/${room.id}/moderation`, { action: 'unban', memberId: m.id });
  });

  it('slow mode refuses the second message within its window', async () => {
    const [owner, m] = [await member(), await member()];
    const room = await roomOf(owner);
    expect((await patch(m.c, `/api/chat/rooms/${room.id}`, { slowModeSeconds: 0 })).status).toBe(404);
    const patched = await patch(owner.c, `/api/chat/rooms/${room.id}`, { slowModeSeconds: 30 });
    expect(patched.status).toBe(200);
    expect(patched.body.data.slowModeSeconds).toBe(30);
    const sm = await connect(m.c);
    const so = await connect(owner.c);
    expect((await join(sm, room.id)).ok && (await join(so, room.id)).ok).toBe(true);
    expect((await say(sm, room.id, 'first')).ok).toBe(true);
    const notice = next(sm, 'chat.notice');
    const second = await say(sm, room.id, 'second');
    expect(second).toMatchObject({ ok: false, code: 'slow' });
    expect(!second.ok && second.retryAfterMs).toBeGreaterThan(25_000);
    expect(await notice).toMatchObject({ roomId: room.id, code: 'slow' });
    // The owner is not held by slow mode.
    expect((await say(so, room.id, 'a')).ok && (await say(so, room.id, 'b')).ok).toBe(true);
  });

  it('a flood of 50 messages in one second from one member delivers at most the allowed rate, and a copy-paste never reaches the room', async () => {
    const [a, b] = [await member(), await member()];
    const room = await roomOf(a);
    const [sa, sb] = await Promise.all([connect(a.c), connect(b.c)]);
    await join(sa, room.id);
    await join(sb, room.id);
    let delivered = 0;
    sb.on('chat.message', (m) => (m.from.id === b.id ? undefined : delivered++));
    const notices: string[] = [];
    sa.on('chat.notice', (n) => notices.push(n.code));
    const started = Date.now();
    const acks = await Promise.all(Array.from({ length: 50 }, (_v, i) => say(sa, room.id, `flood line ${i} ${String.fromCharCode(97 + (i % 26)).repeat(i % 7)}`)));
    const elapsed = Date.now() - started;
    await settle(300);
    expect(acks.filter((x) => x.ok).length).toBe(delivered);
    expect(delivered).toBeLessThanOrEqual(floodAllowance(elapsed));
    expect(delivered).toBeGreaterThanOrEqual(5);
    expect(notices).toContain('flood');
    // After a pause the member speaks again; the same text twice does not go out twice.
    await settle(2100);
    const before = delivered;
    expect((await say(sb, room.id, 'Buy my stuff!')).ok).toBe(true);
    expect(await say(sb, room.id, 'buy my   STUFF')).toMatchObject({ ok: false, code: 'repeat' });
    expect(await say(sb, room.id, 'spam spam spam spam spam')).toMatchObject({ ok: false, code: 'repeat' });
    await settle();
    expect(delivered).toBe(before);
  });

  it('occupancy cap, secret, verified-only and tier limits decide who enters', async () => {
    const owner = await member();
    const room = await roomOf(owner, { protectedroom: true, roomsecret: 'open sesame' });
    const patchRoom = (body: object) => patch(owner.c, `/api/chat/rooms/${room.id}`, body);
    const [a, b, c] = [await member({ tier: 'free' }), await member(), await member()];
    const [sa, sb, sc] = await Promise.all([connect(a.c), connect(b.c), connect(c.c)]);
    expect(await join(sb, room.id)).toMatchObject({ ok: false, code: 'secret' });
    expect(await join(sb, room.id, 'wrong')).toMatchObject({ ok: false, code: 'secret' });
    expect((await join(sb, room.id, 'open sesame')).ok).toBe(true);
    expect((await patchRoom({ roomsecret: null, maxOccupancy: 2, minTier: 'silver' })).status).toBe(200);
    expect(await join(sa, room.id)).toMatchObject({ ok: false, code: 'tier' });
    const so = await connect(owner.c);
    expect((await join(so, room.id)).ok).toBe(true);
    expect(await join(sc, room.id)).toMatchObject({ ok: false, code: 'full' });
    // b's second tab is not refused for the cap.
    expect((await join(await connect(b.c), room.id)).ok).toBe(true);
    expect((await patchRoom({ maxOccupancy: null, minTier: null, verifiedOnly: true })).status).toBe(200);
    expect(await join(sc, room.id)).toMatchObject({ ok: false, code: 'verified' });
    expect((await patchRoom({ maxOccupancy: 1 })).status).toBe(422);
  });

  it('members-only rooms admit the owner’s friends', async () => {
    const [owner, friend, stranger] = [await member(), await member(), await member()];
    await owner.c.post(`/api/users/${friend.name}/friends`);
    await friend.c.put(`/api/users/${owner.name}/friends`, { approve: 1 });
    const room = await roomOf(owner, { only: true });
    expect(await join(await connect(stranger.c), room.id)).toMatchObject({ ok: false, code: 'members-only' });
    expect((await join(await connect(friend.c), room.id)).ok).toBe(true);
  });

  it('blocked members: hidden from the blocker’s tab, private chat refused either way', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    expect((await a.c.put(`/api/privacy/blacklist/${b.name}`)).status).toBe(204);
    const room = await roomOf(c);
    const [sa, sb, sc] = await Promise.all([connect(a.c), connect(b.c), connect(c.c)]);
    await join(sb, room.id);
    const ja = await join(sa, room.id);
    expect(ja.ok && ja.tab.blocked).toEqual([b.id]);
    expect(ja.ok && ja.tab.members.find((m) => m.id === b.id)?.blocked).toBe(true);
    expect(await sa.emitWithAck('chat.whois', b.id)).toMatchObject({ ok: true, member: { id: b.id, blocked: true } });
    // b did not block a: a is shown to b (b is hidden only on a's side).
    expect(await sb.emitWithAck('chat.whois', a.id)).toMatchObject({ ok: true, member: { id: a.id, blocked: false } });
    const jb = await join(await connect(b.c), room.id);
    expect(jb.ok && jb.tab.blocked).toEqual([]);
    const pm = (s: AppSocket, to: string, body: string) => s.emitWithAck('chat.pm', { toMemberId: to, clientId: randomUUID(), body }) as Promise<ChatSayAck>;
    expect(await pm(sb, a.id, 'hi')).toMatchObject({ ok: false, code: 'blocked' });
    expect(await pm(sa, b.id, 'hi')).toMatchObject({ ok: false, code: 'blocked' });
    // Unblocked pairs chat privately; both of c's and a's tabs hear it.
    const heard = next(sc, 'chat.pm');
    const ack = await pm(sa, c.id, 'private hello');
    expect(ack).toMatchObject({ ok: true, message: { body: 'private hello', to: { id: c.id }, roomId: null } });
    expect(await heard).toMatchObject({ body: 'private hello', from: { id: a.id } });
    // pmFilter "friends" refuses strangers.
    expect((await c.c.put('/api/chat-settings', { pmFilter: 'friends' })).status).toBe(200);
    expect(await pm(sa, c.id, 'again?')).toMatchObject({ ok: false, code: 'pm-filter' });
  });

  it('keyword filters hide or report; members report a message to staff', async () => {
    const [owner, m, staff] = [await member(), await member(), await member({ role: 'moderator' })];
    const room = await roomOf(owner);
    const patched = await patch(owner.c, `/api/chat/rooms/${room.id}`, { keywordFilters: [{ word: 'casino', action: 'hide' }, { word: 'whatsapp', action: 'report' }], subject: 'Be nice' });
    expect(patched.body.data).toMatchObject({ subject: 'Be nice', keywordFilters: [{ word: 'casino' }, { word: 'whatsapp' }] });
    const [so, sm] = [await connect(owner.c), await connect(m.c)];
    await join(so, room.id);
    const jm = await join(sm, room.id);
    expect(jm.ok && jm.tab.subject).toBe('Be nice');
    const seen: string[] = [];
    so.on('chat.message', (x) => seen.push(x.body));
    const casino = await say(sm, room.id, 'Best CASINO here');
    expect(casino).toMatchObject({ ok: true, hidden: true });
    const reported = await say(sm, room.id, 'add me on whatsapp');
    expect(reported.ok).toBe(true);
    await settle();
    expect(seen).toEqual(['add me on whatsapp']);
    // The owner reports the message; twice is a 409; one's own is a 422; a stranger cannot report it.
    const id = reported.ok ? reported.message.id : '';
    const r1 = await owner.c.post('/api/chat/reports', { messageId: id, reason: 'spam' });
    expect(r1.status).toBe(201);
    expect((await owner.c.post('/api/chat/reports', { messageId: id, reason: 'spam' })).status).toBe(409);
    expect((await m.c.post('/api/chat/reports', { messageId: id, reason: 'spam' })).status).toBe(422);
    const stranger = await member();
    expect((await stranger.c.post('/api/chat/reports', { messageId: id, reason: 'spam' })).status).toBe(404);
    expect((await owner.c.post('/api/chat/reports', { messageId: 'abc', reason: 'nope' })).status).toBe(422);
    const list = await staff.c.get('/api/staff/chat-reports');
    expect(list.status).toBe(200);
    const mine = (list.body as Array<{ roomId: string; source: string; body: string; reporterName: string; reportId: string | null }>).filter((r) => r.roomId === room.id);
    expect(mine.map((r) => [r.source, r.body])).toEqual([
      ['member', 'add me on whatsapp'],
      ['keyword', 'add me on whatsapp'],
      ['keyword', 'Best CASINO here'],
    ]);
    expect(mine[0]!.reportId).toEqual(r1.body.data.id);
    // The general staff reports queue has it too.
    const queue = await staff.c.get(`/api/staff/reports?filter=${encodeURIComponent(JSON.stringify({ subjectType: 'chat-message' }))}`);
    expect((queue.body as Array<{ subjectId: string }>).some((r) => r.subjectId === id)).toBe(true);
    expect((await m.c.get('/api/staff/chat-reports')).status).toBe(403);
    // A brand filter outside a variant-bound moderator's scope shows nothing; inside it, the same list.
    const other = await staff.c.get(`/api/staff/chat-reports?filter=${encodeURIComponent(JSON.stringify({ variant: 'shde' }))}`);
    expect(other.headers['content-range']).toBe('chat-reports 0-0/0');
    const own = await staff.c.get(`/api/staff/chat-reports?filter=${encodeURIComponent(JSON.stringify({ variant: 'shuk', source: 'keyword' }))}`);
    expect((own.body as Array<{ source: string }>).every((r) => r.source === 'keyword')).toBe(true);
  });

  it('xmpp/auth: my chat identity and whether I may chat, with no credential in it; guests and suspended members are refused', async () => {
    expect((await t.client().get('/api/xmpp/auth')).status).toBe(401);
    const a = await member();
    const nick = `Nick${a.id.slice(0, 6)}`;
    expect((await a.c.put('/api/chat-settings', { nick })).status).toBe(200);
    const res = await a.c.get('/api/xmpp/auth');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ memberId: a.id, nick, rank: 'member', canChat: true, reason: null, transport: 'socket.io', socketPath: '/napi/notification' });
    // What it says holds on the socket: the nick is the one a room shows.
    const ja = await join(await connect(a.c), (await lobby()).id);
    expect(ja.ok && ja.tab.self).toBe(nick);
    const staff = await member({ role: 'moderator' });
    expect((await staff.c.get('/api/xmpp/auth')).body.data).toMatchObject({ memberId: staff.id, nick: staff.name, rank: 'staff', canChat: true });
    // An unconfirmed member is told why, and the socket refuses them for the same reason.
    const u = await member({ confirmed: false });
    expect((await u.c.get('/api/xmpp/auth')).body.data).toMatchObject({ memberId: u.id, canChat: false, reason: 'unconfirmed' });
    expect(await join(await connect(u.c), (await lobby()).id)).toMatchObject({ ok: false, code: 'unconfirmed' });
    // A suspended member's session no longer counts.
    const s = await member();
    await t.db.query(`UPDATE members SET suspended_at = now() WHERE id = $1`, [s.id]);
    expect((await s.c.get('/api/xmpp/auth')).status).toBe(401);
  });

  it('chat settings are stored per member; a nickname is unique and shows in rooms', async () => {
    const [a, b] = [await member(), await member()];
    expect((await t.client().get('/api/chat-settings')).status).toBe(401);
    const first = await a.c.get('/api/chat-settings');
    expect(first.body.data).toMatchObject({ imgRooms: true, pmFilter: 'everyone', viewHideBlocked: true, nick: null, camFormat: '4:3' });
    const put = await a.c.put('/api/chat-settings', { viewCompact: true, mentionSound: false, nick: 'Sunny' + a.id.slice(0, 4) });
    expect(put.status).toBe(200);
    expect((await a.c.get('/api/chat-settings')).body.data).toMatchObject({ viewCompact: true, mentionSound: false, nick: put.body.data.nick });
    const taken = await b.c.put('/api/chat-settings', { nick: put.body.data.nick.toUpperCase() });
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].field).toBe('nick');
    expect((await b.c.put('/api/chat-settings', { nick: a.name })).status).toBe(422);
    const bad = await b.c.put('/api/chat-settings', { pmFilter: 'martians', nick: 'a b' });
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['nick', 'pmFilter']);
    const room = await lobby();
    const ja = await join(await connect(a.c), room.id);
    expect(ja.ok && ja.tab.self).toBe(put.body.data.nick);
  });

  describe('photos in rooms and private chats', () => {
    const upload = uploadPhoto;
    const approve = (id: string) => approveMedia(t, id);
    const send = (s: AppSocket, payload: Record<string, unknown>) => s.emitWithAck('chat.say', { clientId: randomUUID(), ...payload } as never) as Promise<ChatSayAck>;

    it('my approved photo goes into a room that allows images and into a private chat; later members see it while it is approved', async () => {
      const [a, b, c] = [await member(), await member(), await member()];
      const room = await roomOf(a, { persistentroom: true, images: true });
      const [sa, sb] = await Promise.all([connect(a.c), connect(b.c)]);
      expect((await join(sa, room.id)).ok).toBe(true);
      expect((await join(sb, room.id)).ok).toBe(true);
      const photo = await upload(a.c, 'private');
      await approve(photo);

      const heard = next(sb, 'chat.message', 3000, (m) => m.from.id === a.id);
      const ack = await send(sa, { roomId: room.id, media: photo });
      expect(ack).toMatchObject({ ok: true, message: { body: '', hasMedia: true, media: { id: photo, width: 320, height: 240 } } });
      const got = await heard;
      expect(got.media?.id).toBe(photo);
      // A private photo: its URLs are signed, so the room sees the file while the item stays private.
      expect(got.media!.sizes.medium).toMatch(/sig=/);
      expect((await b.c.get(got.media!.sizes.medium)).status).toBe(200);
      expect((await b.c.get(`/api/media/${photo}`)).status).toBe(404);
      // Reported, staff see which photo it was (to open it in the media pages).
      expect((await b.c.post('/api/chat/reports', { messageId: got.id, reason: 'other' })).status).toBe(201);
      const staff = await member({ role: 'moderator' });
      const reports = await staff.c.get('/api/staff/chat-reports');
      expect((reports.body as Array<{ messageId: string; mediaId: string | null; body: string }>).find((r) => r.messageId === got.id)).toMatchObject({ mediaId: photo, body: '' });

      // With a caption, in a private chat.
      const pm = next(sb, 'chat.pm');
      const sent = (await sa.emitWithAck('chat.pm', { toMemberId: b.id, clientId: randomUUID(), body: 'the view', media: photo } as never)) as ChatSayAck;
      expect(sent).toMatchObject({ ok: true, message: { body: 'the view', media: { id: photo } } });
      expect((await pm).media?.id).toBe(photo);

      // A member who joins later finds it in the room's history…
      const sc = await connect(c.c);
      const jc = await join(sc, room.id);
      expect(jc.ok && jc.tab.messages.at(-1)).toMatchObject({ hasMedia: true, media: { id: photo } });
      await sc.emitWithAck('chat.leave', room.id);
      // …until its owner deletes it: the line stays, marked as having had a photo.
      expect((await a.c.delete(`/api/media/${photo}`)).status).toBeLessThan(300);
      const again = await join(sc, room.id);
      expect(again.ok && again.tab.messages.at(-1)).toMatchObject({ hasMedia: true, media: null });
    });

    it('refuses a photo in a room without images, someone else’s, a pending or missing one, and an empty line', async () => {
      const [a, b] = [await member(), await member()];
      const noImages = await roomOf(a, { images: false });
      const open = await roomOf(a, { images: true });
      const sa = await connect(a.c);
      expect((await join(sa, noImages.id)).ok).toBe(true);
      expect((await join(sa, open.id)).ok).toBe(true);
      const mine = await upload(a.c, 'public');
      await approve(mine);
      const pending = await upload(a.c, 'public');
      const theirs = await upload(b.c, 'public');
      await approve(theirs);
      const heard: ChatMessage[] = [];
      sa.on('chat.message', (m) => heard.push(m));

      expect(await send(sa, { roomId: noImages.id, body: 'look', media: mine })).toMatchObject({ ok: false, code: 'images-off', field: 'media' });
      expect(await send(sa, { roomId: open.id, media: pending })).toMatchObject({ ok: false, code: 'photo', field: 'media', message: expect.stringMatching(/once it is approved/) });
      expect(await send(sa, { roomId: open.id, media: theirs })).toMatchObject({ ok: false, code: 'photo', field: 'media', message: 'No such photo of yours' });
      expect(await send(sa, { roomId: open.id, media: randomUUID() })).toMatchObject({ ok: false, code: 'photo', field: 'media' });
      expect(await send(sa, { roomId: open.id, media: 'not-a-uuid' })).toMatchObject({ ok: false, code: 'invalid', field: 'media' });
      expect(await send(sa, { roomId: open.id, body: '   ' })).toMatchObject({ ok: false, code: 'invalid', field: 'body' });
      const pmRefused = (await sa.emitWithAck('chat.pm', { toMemberId: b.id, clientId: randomUUID(), media: theirs } as never)) as ChatSayAck;
      expect(pmRefused).toMatchObject({ ok: false, code: 'photo', field: 'media' });
      await settle();
      expect(heard).toEqual([]);
      // The room still takes my own approved photo.
      expect(await send(sa, { roomId: open.id, media: mine })).toMatchObject({ ok: true, message: { media: { id: mine } } });
    });
  });
});
