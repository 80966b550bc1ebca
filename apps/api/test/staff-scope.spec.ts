import { randomUUID } from 'node:crypto';
import type { ChatJoinAck, ChatSayAck } from '@community/contracts';
import type { Role, Tier } from '@community/domain';
import { startTestApp, unique, type Client, type TestApp } from './harness.js';
import { SocketClients, listenOnLoopback } from './support/sockets.js';

/**
 * Issue 16: staff roles bound to one variant stay in it on the member endpoints too. Outside their scope a
 * moderator, support, editor or admin gets exactly what an ordinary member of another variant gets (the same
 * status, the same view; another variant's member's private item is a 404, as for a stranger) and the
 * victim's data is unchanged after; staff whose scope covers the data succeed, and every change they make to
 * another member's data writes a staff audit entry (action, target type and id, the data's variant).
 *
 * The victim lives on `shuk`; the outsiders are bound to `shus`; the insider is a `shuk` moderator.
 */
describe('staff scope on the member endpoints', () => {
  let t: TestApp;
  type Who = { id: string; name: string; role: Role; c: Client };
  let stranger: Who;
  let outsiders: Who[];
  let insider: Who;
  let global: Who;
  let base: string;
  const sockets = new SocketClients(() => base);

  async function login(opts: { role?: Role; homeVariant?: string; tier?: Tier } = {}): Promise<Who> {
    const { m, c } = await t.signedInMember({ name: unique('scope'), role: opts.role, tier: opts.tier, homeVariant: opts.homeVariant ?? 'shuk' });
    return { id: m.id, name: m.name, role: opts.role ?? 'member', c };
  }

  beforeAll(async () => {
    t = await startTestApp();
    base = await listenOnLoopback(t.app);
    // Gold, so that only the victim's own settings stand between them and a new conversation.
    stranger = await login({ homeVariant: 'shus', tier: 'gold' });
    outsiders = [];
    for (const role of ['moderator', 'support', 'editor', 'admin'] as const) outsiders.push(await login({ role, homeVariant: 'shus' }));
    insider = await login({ role: 'moderator', homeVariant: 'shuk' });
    global = await login({ role: 'global', homeVariant: 'shus' });
  });
  afterAll(async () => {
    sockets.closeAll();
    await t.close();
  });

  const connect = (c: Client) => sockets.connect(c);

  /** A processed photo of `owner`'s (no files: the endpoints here never read them). */
  async function photo(owner: Who, visibility: 'public' | 'private', variant = 'shuk'): Promise<string> {
    const id = randomUUID();
    await t.db.query(
      `INSERT INTO media_items (id, owner_id, variant, status, visibility, description, width, height, source_mime, storage_prefix, phash)
       VALUES ($1, $2, $3, 'approved', $4, 'mine', 320, 240, 'image/jpeg', $5, 0)`,
      [id, owner.id, variant, visibility, `test/${id}`],
    );
    return id;
  }

  async function audit(targetId: string): Promise<Array<{ actor_id: string; action: string; target_type: string; variant: string | null }>> {
    return t.db.query(`SELECT actor_id, action, target_type, variant FROM staff_audit_log WHERE target_id = $1 ORDER BY id`, [targetId]);
  }

  const patch = async (c: Client, url: string, body: object) => c.agent.patch(url).set('host', c.host).set('x-xsrf-token', await c.csrf()).send(body);

  /** Every outsider gets the stranger's status (and the stranger's is `expected`). */
  async function asStranger(expected: number, run: (w: Who) => Promise<{ status: number }>): Promise<void> {
    expect((await run(stranger)).status).toBe(expected);
    for (const o of outsiders) expect({ role: o.role, status: (await run(o)).status }).toEqual({ role: o.role, status: expected });
  }

  describe('media', () => {
    it('another variant’s staff cannot read, edit or delete a private photo (404); its variant’s staff can, audited', async () => {
      const victim = await login();
      const id = await photo(victim, 'private');
      await asStranger(404, (w) => w.c.get(`/api/media/${id}`));
      await asStranger(404, (w) => w.c.put(`/api/media/${id}`, { description: 'defaced', visibility: 'public' }));
      await asStranger(404, (w) => w.c.delete(`/api/media/${id}`));
      expect((await victim.c.get(`/api/media/${id}`)).body.data).toMatchObject({ description: 'mine', visibility: 'private' });
      expect(await audit(id)).toEqual([]);

      expect((await insider.c.get(`/api/media/${id}`)).status).toBe(200);
      const edited = await insider.c.put(`/api/media/${id}`, { description: 'tidied' });
      expect(edited.status).toBe(200);
      expect(edited.body.data.description).toBe('tidied');
      expect(await audit(id)).toEqual([{ actor_id: insider.id, action: 'media.update', target_type: 'media', variant: 'shuk' }]);
      expect((await insider.c.delete(`/api/media/${id}`)).status).toBe(200);
      expect((await victim.c.get(`/api/media/${id}`)).status).toBe(404);
      expect((await audit(id)).map((a) => a.action)).toEqual(['media.update', 'media.delete']);
    });

    it('scope follows the item’s variant; global staff act on every variant; owners editing their own photo write no audit entry', async () => {
      const victim = await login();
      const elsewhere = await photo(victim, 'private', 'shus');
      // A shuk moderator cannot touch a photo posted on shus, whoever owns it.
      expect((await insider.c.put(`/api/media/${elsewhere}`, { description: 'x' })).status).toBe(404);
      expect((await global.c.put(`/api/media/${elsewhere}`, { description: 'by global' })).status).toBe(200);
      expect(await audit(elsewhere)).toEqual([{ actor_id: global.id, action: 'media.update', target_type: 'media', variant: 'shus' }]);
      const own = await photo(insider, 'private');
      expect((await insider.c.put(`/api/media/${own}`, { description: 'my own' })).status).toBe(200);
      expect(await audit(own)).toEqual([]);
    });

    it('leaves a member’s private photos out of the lists another variant’s staff read', async () => {
      const victim = await login();
      const open = await photo(victim, 'public');
      const hidden = await photo(victim, 'private');
      // Posted while visiting shus: the shus staff's to see (as in their console), not the shuk moderator's.
      const onShus = await photo(victim, 'private', 'shus');
      const ids = async (w: Who) => ((await w.c.get(`/api/media?owner=${victim.name}`)).body.data.items as Array<{ id: string }>).map((i) => i.id).sort();
      expect(await ids(stranger)).toEqual([open]);
      for (const o of outsiders) expect(await ids(o)).toEqual([open, onShus].sort());
      expect(await ids(insider)).toEqual([open, hidden].sort());
      expect(await ids(global)).toEqual([open, hidden, onShus].sort());
    });

    it('comments: another variant’s staff cannot delete one under a member’s photo; its variant’s staff can, audited', async () => {
      const victim = await login();
      const commenter = await login();
      const id = await photo(victim, 'public');
      const posted = await commenter.c.post(`/api/media/${id}/comments`, { body: 'Lovely' });
      expect(posted.status).toBe(201);
      const commentId = posted.body.data.id as string;
      const canDelete = async (w: Who) => ((await w.c.get(`/api/media/${id}/comments`)).body.data.items as Array<{ id: string; canDelete: boolean }>).find((c) => c.id === commentId)?.canDelete;
      expect(await canDelete(stranger)).toBe(false);
      for (const o of outsiders) expect(await canDelete(o)).toBe(false);
      expect(await canDelete(insider)).toBe(true);
      await asStranger(403, (w) => w.c.delete(`/api/media/${id}/comments/${commentId}`));
      expect((await victim.c.get(`/api/media/${id}/comments`)).body.data.items).toHaveLength(1);
      expect(await audit(commentId)).toEqual([]);
      expect((await insider.c.delete(`/api/media/${id}/comments/${commentId}`)).status).toBe(200);
      expect((await victim.c.get(`/api/media/${id}/comments`)).body.data.items).toHaveLength(0);
      expect(await audit(commentId)).toEqual([{ actor_id: insider.id, action: 'media-comment.delete', target_type: 'media-comment', variant: 'shuk' }]);
    });
  });

  describe('albums', () => {
    it('another variant’s staff see a private album as a stranger does and cannot edit or delete it (404); its variant’s staff can, audited', async () => {
      const victim = await login();
      const created = await victim.c.post('/api/media-albums', { name: 'Private things', description: 'secret words', visibility: 'private' });
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      const seen = async (w: Who) => {
        const res = await w.c.get(`/api/media-albums/${id}`);
        return { status: res.status, access: res.body.data?.access, description: res.body.data?.description };
      };
      expect(await seen(stranger)).toEqual({ status: 200, access: 'locked', description: '' });
      for (const o of outsiders) expect(await seen(o)).toEqual({ status: 200, access: 'locked', description: '' });
      await asStranger(404, (w) => w.c.put(`/api/media-albums/${id}`, { name: 'Defaced', visibility: 'public' }));
      await asStranger(404, (w) => w.c.delete(`/api/media-albums/${id}`));
      expect((await victim.c.get(`/api/media-albums/${id}`)).body.data).toMatchObject({ name: 'Private things', visibility: 'private', description: 'secret words' });
      expect(await audit(id)).toEqual([]);

      expect(await seen(insider)).toEqual({ status: 200, access: 'open', description: 'secret words' });
      expect((await insider.c.put(`/api/media-albums/${id}`, { name: 'Renamed' })).status).toBe(200);
      expect((await insider.c.delete(`/api/media-albums/${id}`)).status).toBe(200);
      expect((await victim.c.get(`/api/media-albums/${id}`)).status).toBe(404);
      expect(await audit(id)).toEqual([
        { actor_id: insider.id, action: 'album.update', target_type: 'album', variant: 'shuk' },
        { actor_id: insider.id, action: 'album.delete', target_type: 'album', variant: 'shuk' },
      ]);
    });
  });

  describe('walls', () => {
    it('another variant’s staff cannot remove a post or a comment on a member’s wall; its variant’s staff can, audited', async () => {
      const victim = await login();
      const commenter = await login();
      const wrote = await victim.c.post(`/api/users/${victim.name}/wall`, { body: 'My news' });
      expect(wrote.status).toBe(201);
      const postId = wrote.body.data.id as string;
      const commented = await commenter.c.post(`/api/walls/${postId}/comments`, { body: 'Nice' });
      expect(commented.status).toBe(201);
      const commentId = commented.body.data.id as string;

      const canRemove = async (w: Who) => (await w.c.get(`/api/walls/${postId}`)).body.data.canRemove as boolean;
      expect(await canRemove(stranger)).toBe(false);
      for (const o of outsiders) expect(await canRemove(o)).toBe(false);
      expect(await canRemove(insider)).toBe(true);
      await asStranger(403, (w) => w.c.delete(`/api/walls/${postId}/comments/${commentId}`));
      await asStranger(403, (w) => w.c.delete(`/api/walls/${postId}`));
      expect((await victim.c.get(`/api/walls/${postId}/comments`)).body.data.items).toHaveLength(1);
      expect((await victim.c.get(`/api/walls/${postId}`)).status).toBe(200);
      expect([...(await audit(postId)), ...(await audit(commentId))]).toEqual([]);

      expect((await insider.c.delete(`/api/walls/${postId}/comments/${commentId}`)).status).toBe(204);
      expect(await audit(commentId)).toEqual([{ actor_id: insider.id, action: 'wall-comment.delete', target_type: 'wall-comment', variant: 'shuk' }]);
      expect((await insider.c.delete(`/api/walls/${postId}`)).status).toBe(204);
      expect((await victim.c.get(`/api/walls/${postId}`)).status).toBe(404);
      expect(await audit(postId)).toEqual([{ actor_id: insider.id, action: 'wall-post.delete', target_type: 'wall-post', variant: 'shuk' }]);
    });

    it('a friends-only wall stays hidden from another variant’s staff', async () => {
      const victim = await login();
      const postId = (await victim.c.post(`/api/users/${victim.name}/wall`, { body: 'Friends only' })).body.data.id as string;
      expect((await victim.c.put('/api/privacy/settings', { profile: 'friends' })).status).toBe(200);
      const expected = (await stranger.c.get(`/api/walls/${postId}`)).status;
      expect(expected).toBe(403);
      await asStranger(expected, (w) => w.c.get(`/api/walls/${postId}`));
      await asStranger(expected, (w) => w.c.delete(`/api/walls/${postId}`));
      expect((await victim.c.get(`/api/walls/${postId}`)).status).toBe(200);
      expect((await insider.c.get(`/api/walls/${postId}`)).status).toBe(200);
    });
  });

  describe('profiles', () => {
    it('another variant’s staff see a private, suspended or blocking member as a stranger does; its variant’s staff see them', async () => {
      const hidden = await login();
      expect((await hidden.c.put('/api/privacy/settings', { profile: 'friends' })).status).toBe(200);
      const visibility = async (w: Who, name: string) => {
        const res = await w.c.get(`/api/users/${name}`);
        return { status: res.status, visibility: res.body.data?.visibility };
      };
      expect(await visibility(stranger, hidden.name)).toEqual({ status: 200, visibility: 'private' });
      for (const o of outsiders) expect(await visibility(o, hidden.name)).toEqual({ status: 200, visibility: 'private' });
      expect(await visibility(insider, hidden.name)).toEqual({ status: 200, visibility: 'full' });

      const suspended = await login();
      await t.db.query(`UPDATE members SET suspended_at = now() WHERE id = $1`, [suspended.id]);
      await asStranger(404, (w) => w.c.get(`/api/users/${suspended.name}`));
      expect((await insider.c.get(`/api/users/${suspended.name}`)).status).toBe(200);

      // Blocks made before the accounts became staff (members cannot block staff through the API).
      const blocker = await login();
      for (const w of [stranger, ...outsiders, insider]) {
        await t.db.query(`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [blocker.id, w.id]);
      }
      await asStranger(404, (w) => w.c.get(`/api/users/${blocker.name}`));
      await asStranger(404, (w) => w.c.get(`/api/conversations/with/${blocker.id}`));
      expect((await insider.c.get(`/api/users/${blocker.name}`)).status).toBe(200);
      expect((await insider.c.get(`/api/conversations/with/${blocker.id}`)).status).toBe(200);
    });
  });

  describe('messaging', () => {
    it('another variant’s staff cannot start a conversation past a member’s privacy; its variant’s staff can', async () => {
      const victim = await login();
      expect((await victim.c.put('/api/privacy/settings', { messages: 'nobody' })).status).toBe(200);
      const decision = async (w: Who) => {
        const res = await w.c.get(`/api/conversations/with/${victim.id}`);
        expect(res.status).toBe(200);
        return { canStart: res.body.data.canStart, reason: res.body.data.reason };
      };
      expect(await decision(stranger)).toEqual({ canStart: false, reason: 'privacy' });
      for (const o of outsiders) expect(await decision(o)).toEqual({ canStart: false, reason: 'privacy' });
      expect(await decision(insider)).toEqual({ canStart: true, reason: null });
      await asStranger(403, (w) => w.c.post('/api/conversations', { recipientIds: [victim.id], message: 'hello', clientId: randomUUID() }));
      const members = async () => (await t.db.query(`SELECT count(*)::int AS n FROM conversation_members WHERE member_id = $1`, [victim.id]))[0].n as number;
      expect(await members()).toBe(0);
      expect((await insider.c.post('/api/conversations', { recipientIds: [victim.id], message: 'A word from the moderators', clientId: randomUUID() })).status).toBe(201);
      expect(await members()).toBe(1);
    });
  });

  describe('chat rooms', () => {
    it('another variant’s staff cannot open, change, moderate or close a member’s room; its variant’s staff can, audited', async () => {
      const owner = await login();
      const target = await login();
      const created = await owner.c.post('/api/chat/rooms', { roomname: `Room ${randomUUID().slice(0, 8)}` });
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      await asStranger(404, (w) => w.c.get(`/api/chat/rooms/${id}`));
      await asStranger(404, (w) => patch(w.c, `/api/chat/rooms/${id}`, { subject: 'Taken over', slowModeSeconds: 60 }));
      await asStranger(403, (w) => w.c.post(`/api/chat/rooms/${id}/moderation`, { action: 'ban', memberId: target.id }));
      await asStranger(403, (w) => w.c.delete(`/api/chat/rooms/${id}`));
      const room = (await owner.c.get(`/api/chat/rooms/${id}`)).body.data as { subject: string | null; slowModeSeconds: number; banned?: unknown[] };
      expect(room).toMatchObject({ slowModeSeconds: 0 });
      expect(room.subject ?? '').toBe('');
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM chat_sanctions WHERE room_id = $1`, [id]);
      expect(n).toBe(0);
      expect((await t.client().get('/api/chat/rooms')).body.data.items.some((r: { id: string }) => r.id === id)).toBe(true);
      expect(await audit(id)).toEqual([]);

      expect((await patch(insider.c, `/api/chat/rooms/${id}`, { subject: 'Be kind' })).status).toBe(200);
      expect((await insider.c.post(`/api/chat/rooms/${id}/moderation`, { action: 'ban', memberId: target.id })).status).toBe(200);
      expect((await insider.c.delete(`/api/chat/rooms/${id}`)).status).toBe(204);
      expect(await audit(id)).toEqual([
        { actor_id: insider.id, action: 'chat-room.update', target_type: 'chat-room', variant: 'shuk' },
        { actor_id: insider.id, action: 'chat-room.ban', target_type: 'chat-room', variant: 'shuk' },
        { actor_id: insider.id, action: 'chat-room.close', target_type: 'chat-room', variant: 'shuk' },
      ]);
    });

    it('another variant’s staff need a protected room’s secret and respect a member’s private-chat filter, as members do', async () => {
      const owner = await login();
      const created = await owner.c.post('/api/chat/rooms', { roomname: `Locked ${randomUUID().slice(0, 8)}`, protectedroom: true, roomsecret: 'open sesame' });
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      const join = async (w: Who) => (await connect(w.c)).emitWithAck('chat.join', { roomId: id }) as Promise<ChatJoinAck>;
      expect(await join(stranger)).toMatchObject({ ok: false, code: 'secret' });
      for (const o of outsiders) expect(await join(o)).toMatchObject({ ok: false, code: 'secret' });
      const inside = await join(insider);
      expect(inside.ok && inside.tab.myRank).toBe('staff');

      const quiet = await login();
      expect((await quiet.c.put('/api/chat-settings', { pmFilter: 'nobody' })).status).toBe(200);
      const pm = async (w: Who) => (await connect(w.c)).emitWithAck('chat.pm', { toMemberId: quiet.id, clientId: randomUUID(), body: 'hello' }) as Promise<ChatSayAck>;
      expect(await pm(stranger)).toMatchObject({ ok: false, code: 'pm-filter' });
      for (const o of outsiders) expect(await pm(o)).toMatchObject({ ok: false, code: 'pm-filter' });
      expect(await pm(insider)).toMatchObject({ ok: true });
    });
  });
});
