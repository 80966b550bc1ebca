import { randomUUID } from 'node:crypto';
import type { Tier } from '@community/domain';
import { jest } from '@jest/globals';
import { MediaRepository } from '../src/modules/media/media.repository.js';
import { MediaService } from '../src/modules/media/media.service.js';
import { MessagingRepository } from '../src/modules/messaging/messaging.repository.js';
import { UnreadAlertsService } from '../src/modules/messaging/unread-alerts.service.js';
import { appForTests, approveMedia, countMemberLookups, expectInvalid, giveApprovedAvatar, uploadPhoto, type Client } from './harness.js';

describe('messaging API /api/conversations', () => {
  const t = appForTests();

  async function member(o: { tier?: Tier; confirmed?: boolean; role?: 'member' | 'moderator' } = {}) {
    const { m, c } = await t.signedInMember({ tier: o.tier ?? 'gold', confirmed: o.confirmed, role: o.role });
    return { ...m, c };
  }
  const text = (message: string, extra: object = {}) => ({ clientId: randomUUID(), message, ...extra });
  async function start(from: { c: Client }, to: { id: string }[], message = 'hello') {
    const res = await from.c.post('/api/conversations', { recipientIds: to.map((x) => x.id), ...text(message) });
    expect(res.status).toBe(201);
    return res.body.data as { conversation: { id: string }; message: { id: string } };
  }
  /** Accounts older than 30 days, so the default new-account filter leaves them in the inbox. */
  async function age(...ids: string[]) {
    await t.db.query(`UPDATE members SET created_at = now() - interval '90 days' WHERE id = ANY($1::uuid[])`, [ids]);
  }

  it('refuses guests on every route (401)', async () => {
    const g = t.client();
    const id = randomUUID();
    expect((await g.get('/api/conversations')).status).toBe(401);
    expect((await g.get(`/api/conversations/${id}`)).status).toBe(401);
    expect((await g.get(`/api/conversations/${id}/messages`)).status).toBe(401);
    expect((await g.post(`/api/conversations/${id}/messages`, text('x'))).status).toBe(401);
    expect((await g.post('/api/conversations', { recipientIds: [id], ...text('x') })).status).toBe(401);
    expect((await g.put(`/api/conversations/${id}/mark-read`)).status).toBe(401);
    expect((await g.post('/api/conversations/mark-all-read')).status).toBe(401);
    expect((await g.delete(`/api/conversations/${id}`)).status).toBe(401);
    expect((await g.get('/api/conversations/settings')).status).toBe(401);
    expect((await g.get('/api/conversations/unread')).status).toBe(401);
    expect((await g.get('/api/conversations/updates?after=0')).status).toBe(401);
  });

  it('starts a one-to-one conversation, lists it with lastMessage read state, and reuses it', async () => {
    const a = await member();
    const b = await member();
    await age(a.id, b.id);
    const first = await start(a, [b], 'Hi :smile:');
    const again = await start(a, [b], 'second');
    expect(again.conversation.id).toBe(first.conversation.id);

    const listA = await a.c.get('/api/conversations');
    expect(listA.status).toBe(200);
    expect(listA.body.data).toMatchObject({ page: 1, perPage: 15, next: null });
    expect(listA.body.data.items).toHaveLength(1);
    expect(listA.body.data.items[0]).toMatchObject({
      id: first.conversation.id,
      isGroup: false,
      name: b.name,
      unread: 0,
      folder: 'inbox',
      lastMessage: { message: 'second', kind: 'text', albumName: null, senderId: a.id, isRead: true, isReadByEveryone: false },
    });
    const listB = await b.c.get('/api/conversations');
    expect(listB.body.data.items[0]).toMatchObject({ name: a.name, unread: 2, lastMessage: { isRead: false } });
    expect((await b.c.get('/api/conversations/unread')).body.data).toEqual({ inbox: 1, requests: 0 });

    const read = await b.c.put(`/api/conversations/${first.conversation.id}/mark-read`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ inbox: 0, requests: 0 });
    const after = await a.c.get(`/api/conversations/${first.conversation.id}`);
    expect(after.body.data.lastMessage).toMatchObject({ isRead: true, isReadByEveryone: true });
  });

  it('pages messages back through history (keyset) and forward from an id', async () => {
    const a = await member();
    const b = await member();
    const { conversation } = await start(a, [b], 'm0');
    for (let i = 1; i < 7; i++) expect((await a.c.post(`/api/conversations/${conversation.id}/messages`, text(`m${i}`))).status).toBe(201);
    const page1 = await b.c.get(`/api/conversations/${conversation.id}/messages?limit=3`);
    expect(page1.status).toBe(200);
    expect(page1.body.data.items.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5', 'm6']);
    expect(page1.body.data.more).toBe(true);
    const page2 = await b.c.get(`/api/conversations/${conversation.id}/messages?limit=3&before=${page1.body.data.items[0].id}`);
    expect(page2.body.data.items.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3']);
    const page3 = await b.c.get(`/api/conversations/${conversation.id}/messages?limit=3&before=${page2.body.data.items[0].id}`);
    expect(page3.body.data).toMatchObject({ more: false });
    expect(page3.body.data.items.map((m: { body: string }) => m.body)).toEqual(['m0']);
    const newer = await b.c.get(`/api/conversations/${conversation.id}/messages?after=${page2.body.data.items[2].id}`);
    expect(newer.body.data.items.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5', 'm6']);
    const catchUp = await b.c.get(`/api/conversations/updates?after=${page2.body.data.items[2].id}`);
    expect(catchUp.status).toBe(200);
    expect(catchUp.body.data.items.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5', 'm6']);
  });

  it('lists conversations newest activity first with page/per_page over a keyset cursor', async () => {
    const a = await member();
    const others = [await member(), await member(), await member()];
    await age(a.id, ...others.map((o) => o.id));
    for (const o of others) await start(o, [a]);
    const p1 = await a.c.get('/api/conversations?per_page=2');
    expect(p1.body.data.items.map((c: { name: string }) => c.name)).toEqual([others[2]!.name, others[1]!.name]);
    expect(p1.body.data.next).toEqual(expect.any(String));
    const p2 = await a.c.get(`/api/conversations?per_page=2&page=2&after=${p1.body.data.next}`);
    expect(p2.body.data).toMatchObject({ page: 2, next: null });
    expect(p2.body.data.items.map((c: { name: string }) => c.name)).toEqual([others[0]!.name]);
    expectInvalid(await a.c.get('/api/conversations?page=2'), 'after');
    const forged = await a.c.get('/api/conversations?after=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(422);
    expectInvalid(await a.c.get('/api/conversations?per_page=500'), 'per_page');
  });

  it('answers 422 naming the field for bad input, and refuses the payload kinds that are not built yet', async () => {
    const a = await member();
    const b = await member();
    const { conversation } = await start(a, [b]);
    const url = `/api/conversations/${conversation.id}/messages`;
    const cases: Array<[object, string]> = [
      [{ message: 'x' }, 'clientId'],
      [{ clientId: 'nope', message: 'x' }, 'clientId'],
      [{ clientId: randomUUID() }, 'message'],
      [{ clientId: randomUUID(), message: '   ' }, 'message'],
      [{ clientId: randomUUID(), message: 'x'.repeat(5001) }, 'message'],
      [{ clientId: randomUUID(), message: 'x', albumInvite: 12 }, 'albumInvite'],
      [{ clientId: randomUUID(), message: 'x', media: [1] }, 'media'],
      [{ clientId: randomUUID(), message: 'x', media: 'not-a-uuid' }, 'media'],
      [{ clientId: randomUUID(), message: 'x', groupInvite: 'g' }, 'groupInvite'],
      [{ clientId: randomUUID(), message: 'x', partyInvite: 'p' }, 'partyInvite'],
    ];
    for (const [body, field] of cases) {
      const res = await a.c.post(url, body);
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    // Writing as another identity waits for its design (issue 20's `as`): refused, and saying so (group and party
    // invitations: groups.spec.ts and parties.spec.ts).
    for (const kind of ['as']) {
      const pending = await a.c.post(url, { clientId: randomUUID(), message: 'x', [kind]: 1 });
      expect(pending.status).toBe(422);
      expect(pending.body.message).toMatch(/not available yet/);
    }
    expect((await a.c.get('/api/conversations/not-a-uuid')).status).toBe(422);
    expectInvalid(await a.c.post('/api/conversations', { recipientIds: [a.id], ...text('me') }), 'recipientIds');
    expectInvalid(await a.c.post('/api/conversations', { recipientIds: [randomUUID()], ...text('x') }), 'recipientIds');
    expectInvalid(await a.c.put('/api/conversations/settings', { sound: 'loud' }), 'sound');
  });

  describe('photos in messages', () => {
    const upload = uploadPhoto;
    const approve = (id: string) => approveMedia(t, id);

    it('sends my approved private photo without text; the recipient sees it through the message only', async () => {
      const a = await member();
      const b = await member();
      await age(a.id, b.id);
      const { conversation } = await start(a, [b]);
      const photo = await upload(a.c, 'private');
      await approve(photo);
      const sent = await a.c.post(`/api/conversations/${conversation.id}/messages`, { clientId: randomUUID(), message: '', media: photo });
      expect(sent.status).toBe(201);
      expect(sent.body.data.message).toMatchObject({ body: '', kind: 'photo', hasMedia: true, media: { id: photo, kind: 'image', video: null } });

      const thread = await b.c.get(`/api/conversations/${conversation.id}/messages`);
      const last = thread.body.data.items.at(-1);
      expect(last).toMatchObject({ body: '', hasMedia: true, media: { id: photo, width: 320, height: 240 } });
      // A private photo: its URLs are signed, and B can fetch the file with them…
      expect(last.media.sizes.medium).toMatch(/sig=/);
      expect((await b.c.get(last.media.sizes.medium)).status).toBe(200);
      // …while the item itself stays private to anyone asking the media API.
      expect((await b.c.get(`/api/media/${photo}`)).status).toBe(404);
      const list = await b.c.get('/api/conversations');
      // The list says what the last message is, so a preview without text reads "Photo".
      expect(list.body.data.items.find((c: { id: string }) => c.id === conversation.id).lastMessage).toMatchObject({ message: '', kind: 'photo', albumName: null });
      expect(sent.body.data.conversation.lastMessage).toMatchObject({ message: '', kind: 'photo', albumName: null });

      // A caption goes with a photo too.
      const captioned = await a.c.post(`/api/conversations/${conversation.id}/messages`, { clientId: randomUUID(), message: 'the view :smile:', media: photo });
      expect(captioned.status).toBe(201);
      expect(captioned.body.data.message).toMatchObject({ body: 'the view :smile:', media: { id: photo } });

      // Deleted by its owner, the photo leaves the conversation (the message stays, marked as having had one).
      expect((await a.c.delete(`/api/media/${photo}`)).status).toBeLessThan(300);
      const after = await b.c.get(`/api/conversations/${conversation.id}/messages`);
      expect(after.body.data.items.at(-1)).toMatchObject({ hasMedia: true, media: null });
    });

    /** How many media lookups `run` makes: single-item reads (MediaService.get, MediaRepository.item) and batch ones. */
    async function countMediaLookups<T>(run: () => Promise<T>): Promise<{ result: T; single: number; batch: number }> {
      const spies = [
        jest.spyOn(t.app.get(MediaService), 'get'),
        jest.spyOn(t.app.get(MediaRepository), 'item'),
        jest.spyOn(t.app.get(MediaService), 'sentMedia'),
        jest.spyOn(t.app.get(MediaRepository), 'itemsByIds'),
      ];
      try {
        const result = await run();
        const [get, item, sent, byIds] = spies.map((s) => s.mock.calls.length);
        return { result, single: get! + item!, batch: sent! + byIds! };
      } finally {
        for (const s of spies) s.mockRestore();
      }
    }

    it('looks the photos of a thread page up in one query, whatever the number of photos (no N+1)', async () => {
      const a = await member();
      const b = await member();
      await age(a.id, b.id);
      const { conversation } = await start(a, [b]);
      const url = `/api/conversations/${conversation.id}/messages`;
      const photos: string[] = [];
      for (let i = 0; i < 4; i++) {
        const id = await upload(a.c, i % 2 ? 'public' : 'private');
        await approve(id);
        photos.push(id);
        expect((await a.c.post(url, { clientId: randomUUID(), message: `photo ${i}`, media: id })).status).toBe(201);
      }
      const page = (limit: number) =>
        countMediaLookups(async () => {
          const res = await b.c.get(url).query({ limit });
          expect(res.status).toBe(200);
          return res.body.data.items as Array<{ media: { id: string } | null }>;
        });
      const one = await page(1);
      const four = await page(4);
      expect(one.result.map((m) => m.media?.id)).toEqual([photos[3]]);
      expect(four.result.map((m) => m.media?.id)).toEqual(photos);
      // One batch lookup for a page of one photo and for a page of four; never one per photo.
      expect(four.single).toBe(0);
      expect(one.single).toBe(0);
      expect(four.batch).toBe(one.batch);
      expect(four.batch).toBeLessThanOrEqual(2);
    });

    it('refuses someone else’s photo, a pending one, a missing one, and a retry that swaps the photo (422/409)', async () => {
      const a = await member();
      const b = await member();
      await age(a.id, b.id);
      const { conversation } = await start(a, [b]);
      const url = `/api/conversations/${conversation.id}/messages`;
      const pending = await upload(a.c, 'public');
      const refused = async (body: object, pattern: RegExp) => {
        const res = await a.c.post(url, body);
        expect(res.status).toBe(422);
        expect(res.body.errors[0].field).toBe('media');
        expect(res.body.message).toMatch(pattern);
      };
      await refused({ clientId: randomUUID(), message: 'look', media: pending }, /once it is approved/);
      const theirs = await upload(b.c, 'public');
      await approve(theirs);
      await refused({ clientId: randomUUID(), message: 'look', media: theirs }, /No such photo or video of yours/);
      await refused({ clientId: randomUUID(), message: 'look', media: randomUUID() }, /No such photo or video of yours/);
      // Starting a conversation checks the photo the same way.
      const c = await member();
      await age(c.id);
      expectInvalid(await a.c.post('/api/conversations', { recipientIds: [c.id], clientId: randomUUID(), message: '', media: theirs }), 'media');
      // Neither text nor photo: the text is required.
      expectInvalid(await a.c.post(url, { clientId: randomUUID(), message: '' }), 'message');

      await approve(pending);
      const clientId = randomUUID();
      expect((await a.c.post(url, { clientId, message: 'look', media: pending })).status).toBe(201);
      expect((await a.c.post(url, { clientId, message: 'look', media: pending })).status).toBe(201);
      expect((await a.c.post(url, { clientId, message: 'look' })).status).toBe(409);
      // Guests and other members cannot send into the conversation with a photo either.
      expect((await t.client().post(url, { clientId: randomUUID(), message: '', media: pending })).status).toBe(401);
      const x = await member();
      expect((await x.c.post(url, { clientId: randomUUID(), message: '', media: pending })).status).toBe(404);
    });
  });

  it('refuses another member’s conversation everywhere with the same 404 (IDOR)', async () => {
    const a = await member();
    const b = await member();
    const x = await member();
    const { conversation, message } = await start(a, [b]);
    const id = conversation.id;
    expect((await x.c.get(`/api/conversations/${id}`)).status).toBe(404);
    expect((await x.c.get(`/api/conversations/${id}/messages`)).status).toBe(404);
    expect((await x.c.post(`/api/conversations/${id}/messages`, text('intrude'))).status).toBe(404);
    expect((await x.c.put(`/api/conversations/${id}/mark-read`)).status).toBe(404);
    expect((await x.c.put(`/api/conversations/${id}/accept`)).status).toBe(404);
    expect((await x.c.delete(`/api/conversations/${id}`)).status).toBe(404);
    expect((await x.c.put(`/api/conversations/${id}/messages/${message.id}/save`)).status).toBe(404);
    expect((await x.c.delete(`/api/conversations/${id}/messages/${message.id}/save`)).status).toBe(404);
    expect((await x.c.get(`/api/conversations/${id}/messages?before=${message.id}`)).status).toBe(404);
    expect((await x.c.get(`/api/conversations/${id}/messages?after=0`)).status).toBe(404);
    // Nothing the stranger did changed the owners' view.
    expect((await b.c.get(`/api/conversations/${id}`)).body.data).toMatchObject({ unread: 1, folder: expect.any(String) });
    expect((await a.c.get(`/api/conversations/${id}/messages`)).body.data.items.map((m: { isSaved: boolean }) => m.isSaved)).toEqual([false]);
    expect((await x.c.get(`/api/conversations/updates?after=0`)).body.data.items).toEqual([]);
    expect((await x.c.get(`/api/conversations/${randomUUID()}`)).status).toBe(404);
    const count = await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1`, [id]);
    expect(count[0].n).toBe(1);
    // A member of one conversation cannot reach another conversation's message through their own.
    const mine = await start(x, [a]);
    expect((await x.c.put(`/api/conversations/${mine.conversation.id}/messages/${message.id}/save`)).status).toBe(404);
  });

  it('refuses guests on the remaining routes too, and lets the unsubscribe link work without a login', async () => {
    const g = t.client();
    const id = randomUUID();
    expect((await g.put('/api/conversations/settings', { sound: false })).status).toBe(401);
    expect((await g.get(`/api/conversations/with/${id}`)).status).toBe(401);
    expect((await g.put(`/api/conversations/${id}/accept`)).status).toBe(401);
    expect((await g.put(`/api/conversations/${id}/messages/1/save`)).status).toBe(401);
    expect((await g.delete(`/api/conversations/${id}/messages/1/save`)).status).toBe(401);
    // The unsubscribe route is public, but only a valid token does anything (and bad input is a 422).
    expectInvalid(await g.post('/api/conversations/alerts/unsubscribe', { token: 'short' }), 'token');
    const forged = await g.post('/api/conversations/alerts/unsubscribe', { token: `${randomUUID()}.${'x'.repeat(43)}` });
    expect(forged.status).toBe(400);
  });

  it('answers 422 for bad ids and paging input on every route that takes them', async () => {
    const a = await member();
    const b = await member();
    const { conversation } = await start(a, [b]);
    const id = conversation.id;
    const field = async (res: Promise<{ status: number; body: { errors?: Array<{ field: string }> } }>, name: string) => {
      const r = await res;
      expect(r.status).toBe(422);
      expect(r.body.errors?.map((e) => e.field)).toContain(name);
    };
    await field(a.c.get(`/api/conversations/${id}/messages?before=abc`), 'before');
    await field(a.c.get(`/api/conversations/${id}/messages?before=1&after=2`), 'after');
    await field(a.c.get(`/api/conversations/${id}/messages?limit=0`), 'limit');
    await field(a.c.get('/api/conversations/updates'), 'after');
    await field(a.c.get('/api/conversations/updates?after=-1'), 'after');
    // Path parameters: 422 (the shared validation pipe names them "body" for now; see the report).
    expect((await a.c.get('/api/conversations/with/nope')).status).toBe(422);
    expect((await a.c.put(`/api/conversations/${id}/messages/x1/save`)).status).toBe(422);
    await field(a.c.get(`/api/conversations/with/${a.id}`), 'memberId');
    await field(a.c.get('/api/conversations?folder=spam'), 'folder');
    await field(a.c.put('/api/conversations/settings', { requests: { nonFriends: 'yes' } }), 'requests.nonFriends');
    const unknown = await a.c.put('/api/conversations/settings', { volume: 11 });
    expect(unknown.status).toBe(422);
  });

  it('returns the stored message for a retry with the same clientId (no duplicate), and 409 when the id is reused for other text', async () => {
    const a = await member();
    const b = await member();
    const { conversation } = await start(a, [b]);
    const body = text('only once');
    const url = `/api/conversations/${conversation.id}/messages`;
    const [r1, r2] = await Promise.all([a.c.post(url, body), a.c.post(url, body)]);
    expect([r1.status, r2.status]).toEqual([201, 201]);
    expect(r1.body.data.message.id).toBe(r2.body.data.message.id);
    const r3 = await a.c.post(url, body);
    expect(r3.body.data.message.id).toBe(r1.body.data.message.id);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM messages WHERE client_id = $1`, [body.clientId]);
    expect(rows[0].n).toBe(1);
    const unread = await t.db.query(`SELECT unread_count FROM conversation_members WHERE conversation_id = $1 AND member_id = $2`, [conversation.id, b.id]);
    expect(unread[0].unread_count).toBe(2);
    const reused = await a.c.post(url, { ...body, message: 'different' });
    expect(reused.status).toBe(409);
    expect(reused.body.errors[0].field).toBe('clientId');
    // The same retry on the start endpoint answers with the stored conversation too.
    const startBody = { recipientIds: [b.id], ...text('start retry') };
    const s1 = await a.c.post('/api/conversations', startBody);
    const s2 = await a.c.post('/api/conversations', startBody);
    expect(s2.body.data.message.id).toBe(s1.body.data.message.id);
    const other = await member();
    const elsewhere = await a.c.post('/api/conversations', { ...startBody, recipientIds: [other.id] });
    expect(elsewhere.status).toBe(409);
  });

  it('applies the tier rule: a free member on a paid site may reply but not start (403 upgrade:send-message)', async () => {
    const free = await member({ tier: 'free' });
    const gold = await member({ tier: 'gold' });
    const refused = await free.c.post('/api/conversations', { recipientIds: [gold.id], ...text('hi') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('upgrade:send-message');
    expect((await free.c.get(`/api/conversations/with/${gold.id}`)).body.data).toMatchObject({ conversationId: null, canStart: false, reason: 'upgrade' });
    const { conversation } = await start(gold, [free]);
    const reply = await free.c.post(`/api/conversations/${conversation.id}/messages`, text('thanks!'));
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ canSendMessages: false, canReplyMessages: true });
    // Writing through the start endpoint to someone who already wrote continues that conversation.
    const viaStart = await free.c.post('/api/conversations', { recipientIds: [gold.id], ...text('again') });
    expect(viaStart.status).toBe(201);
    expect(viaStart.body.data.conversation.id).toBe(conversation.id);
    // On a free site (kiwi) the same member may start.
    const other = await member();
    const kiwi = t.client('kiwi.localhost:3000');
    await kiwi.login(free.name, free.password);
    expect((await kiwi.post('/api/conversations', { recipientIds: [other.id], ...text('hello from kiwi') })).status).toBe(201);
  });

  it('asks unconfirmed members to confirm first (403 verification_required) and refuses suspended ones', async () => {
    const u = await member({ confirmed: false });
    const b = await member();
    const res = await u.c.post('/api/conversations', { recipientIds: [b.id], ...text('hi') });
    expect(res.status).toBe(403);
    expect(res.body.verification_required).toBe(true);
    const s = await member();
    const { conversation } = await start(b, [s]);
    await t.db.query(`UPDATE members SET suspended_at = now() WHERE id = $1`, [s.id]);
    const suspended = await s.c.post(`/api/conversations/${conversation.id}/messages`, text('x'));
    expect([401, 403]).toContain(suspended.status);
  });

  describe('album invitations in messages', () => {
    async function album(c: Client, visibility: 'private' | 'friends' | 'public' = 'private', name = `Holiday ${randomUUID().slice(0, 6)}`) {
      const res = await c.post('/api/media-albums', { name, visibility });
      expect(res.status).toBe(201);
      return { id: res.body.data.id as string, name };
    }
    const received = async (c: Client) => (await c.get('/api/album-invites').query({ box: 'received' })).body.data.items as Array<{ id: string; album: { id: string } }>;

    it('invites the recipient to my album with a real invitation, shown as a card with the album link (reused on a second invitation)', async () => {
      const a = await member();
      const b = await member();
      await age(a.id, b.id);
      const { conversation } = await start(a, [b]);
      const { id: albumId, name } = await album(a.c);
      const url = `/api/conversations/${conversation.id}/messages`;
      const sent = await a.c.post(url, { clientId: randomUUID(), message: '', albumInvite: albumId });
      expect(sent.status).toBe(201);
      const card = { album: { id: albumId, name, ownerName: a.name }, url: `/profile/${a.name}/media?album=${albumId}` };
      expect(sent.body.data.message).toMatchObject({ body: '', kind: 'albumInvite', albumInvite: card });
      // The conversation's last message names the album (the list's preview: "Album invitation: <name>").
      expect(sent.body.data.conversation.lastMessage).toMatchObject({ message: '', kind: 'albumInvite', albumName: name });
      const listed = async (c: Client) => ((await c.get('/api/conversations')).body.data.items as Array<{ id: string; lastMessage: object }>).find((x) => x.id === conversation.id)!.lastMessage;
      expect(await listed(b.c)).toMatchObject({ message: '', kind: 'albumInvite', albumName: name, senderId: a.id });
      expect(await listed(a.c)).toMatchObject({ kind: 'albumInvite', albumName: name });
      // The recipient holds a real invitation to the album, answerable like any other.
      const invites = await received(b.c);
      expect(invites.filter((i) => i.album.id === albumId)).toHaveLength(1);
      // The thread shows the card; a plain message has none.
      const thread = (await b.c.get(url)).body.data.items;
      expect(thread.at(-1)).toMatchObject({ kind: 'albumInvite', albumInvite: card });
      expect(thread[0]).toMatchObject({ kind: 'text', albumInvite: null });
      // Inviting again reuses the invitation (no second one, no error).
      expect((await a.c.post(url, { clientId: randomUUID(), message: 'again', albumInvite: albumId })).status).toBe(201);
      expect((await received(b.c)).filter((i) => i.album.id === albumId)).toHaveLength(1);
      expect((await b.c.put(`/api/album-invites/${invites[0]!.id}`)).status).toBe(200);
      // Starting a conversation can carry an invitation too.
      const c = await member();
      await age(c.id);
      const started = await a.c.post('/api/conversations', { recipientIds: [c.id], clientId: randomUUID(), message: 'have a look', albumInvite: albumId });
      expect(started.status).toBe(201);
      expect(started.body.data.message.albumInvite).toEqual(card);
      expect((await received(c.c)).map((i) => i.album.id)).toContain(albumId);
      // The album gone, the message stays without its card.
      expect((await a.c.delete(`/api/media-albums/${albumId}`)).status).toBeLessThan(300);
      expect((await b.c.get(url)).body.data.items.at(-1)).toMatchObject({ kind: 'albumInvite', albumInvite: null });
      // …and the preview still says it was an invitation, without a name.
      expect(await listed(b.c)).toMatchObject({ message: 'again', kind: 'albumInvite', albumName: null });
    });

    it('refuses an album that is not mine (or none) with 422 on albumInvite, and invites nobody', async () => {
      const a = await member();
      const b = await member();
      await age(a.id, b.id);
      const { conversation } = await start(a, [b]);
      const url = `/api/conversations/${conversation.id}/messages`;
      const theirs = await album(b.c);
      for (const albumInvite of [theirs.id, randomUUID()]) {
        const res = await a.c.post(url, { clientId: randomUUID(), message: 'look', albumInvite });
        expect(res.status).toBe(422);
        expect(res.body.code).toBe('MESSAGING_ALBUM_NOT_SENDABLE');
        expect(res.body.errors[0].field).toBe('albumInvite');
      }
      expect((await a.c.post(url, { clientId: randomUUID(), message: 'x', albumInvite: 'nope' })).status).toBe(422);
      expect(await received(a.c)).toEqual([]);
      // Another member cannot send into the conversation with an album either.
      const x = await member();
      const mine = await album(x.c);
      expect((await x.c.post(url, { clientId: randomUUID(), message: '', albumInvite: mine.id })).status).toBe(404);
    });

    it('refuses an album invitation to a member across a block, and creates no invitation', async () => {
      const a = await member();
      const b = await member();
      await age(a.id, b.id);
      const { conversation } = await start(a, [b]);
      const { id: albumId } = await album(a.c);
      await t.db.query(`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [b.id, a.id]);
      const res = await a.c.post(`/api/conversations/${conversation.id}/messages`, { clientId: randomUUID(), message: '', albumInvite: albumId });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('MESSAGING_BLOCKED');
      expect(await received(b.c)).toEqual([]);
    });

    it('writes the invitation in the message\'s transaction: a message that fails to write leaves no invitation, and the retry invites once', async () => {
      const a = await member();
      const b = await member();
      await age(a.id, b.id);
      const { conversation } = await start(a, [b]);
      const { id: albumId } = await album(a.c);
      const url = `/api/conversations/${conversation.id}/messages`;
      const message = { clientId: randomUUID(), message: 'a look', albumInvite: albumId };
      const failing = jest.spyOn(t.app.get(MessagingRepository), 'sendMessage').mockRejectedValueOnce(new Error('the disk is full'));
      try {
        expect((await a.c.post(url, message)).status).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect(await received(b.c)).toEqual([]);
      expect((await a.c.post(url, message)).status).toBe(201);
      expect((await received(b.c)).map((i) => i.album.id)).toEqual([albumId]);
    });
  });

  it('stops messages both ways across a block', async () => {
    const a = await member();
    const b = await member();
    const { conversation } = await start(a, [b]);
    await t.db.query(`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [b.id, a.id]);
    const fromA = await a.c.post(`/api/conversations/${conversation.id}/messages`, text('still there?'));
    expect(fromA.status).toBe(403);
    expect(fromA.body.message).toMatch(/^message:/);
    const fromB = await b.c.post(`/api/conversations/${conversation.id}/messages`, text('go away'));
    expect(fromB.status).toBe(403);
    expect((await a.c.get(`/api/conversations/${conversation.id}`)).body.data.canSend).toBe(false);
    const c = await member();
    await t.db.query(`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [c.id, a.id]);
    expect((await a.c.post('/api/conversations', { recipientIds: [c.id], ...text('hi') })).status).toBe(403);
    expect((await a.c.get(`/api/conversations/with/${c.id}`)).status).toBe(404);
  });

  it('honours the recipient’s privacy for new conversations (friends only)', async () => {
    const a = await member();
    const b = await member();
    await t.db.query(`UPDATE members SET privacy = privacy || '{"messages":"friends"}'::jsonb WHERE id = $1`, [b.id]);
    const res = await a.c.post('/api/conversations', { recipientIds: [b.id], ...text('hi') });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MESSAGING_PRIVACY');
  });

  it('routes strangers to the requests folder per the filter; replying or accepting moves it to the inbox', async () => {
    const a = await member();
    const b = await member();
    // a is a new account (under 30 days): b's default filter sends it to requests.
    await age(b.id);
    const { conversation } = await start(a, [b]);
    expect((await b.c.get('/api/conversations')).body.data.items).toEqual([]);
    const requests = await b.c.get('/api/conversations?folder=requests');
    expect(requests.body.data.items.map((c: { id: string }) => c.id)).toEqual([conversation.id]);
    expect((await b.c.get('/api/conversations/unread')).body.data).toEqual({ inbox: 0, requests: 1 });
    const accepted = await b.c.put(`/api/conversations/${conversation.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.folder).toBe('inbox');

    // Unverified filter, turned on in settings; a verified sender passes.
    const c = await member();
    const v = await member();
    await age(c.id, v.id);
    expect((await b.c.put('/api/conversations/settings', { requests: { unverified: true } })).body.data.requests).toEqual({
      nonFriends: false,
      newAccounts: true,
      unverified: true,
    });
    await t.db.query(`UPDATE members SET verified_at = now() WHERE id = $1`, [v.id]);
    const fromC = await start(c, [b]);
    const fromV = await start(v, [b]);
    const inbox = (await b.c.get('/api/conversations')).body.data.items.map((x: { id: string }) => x.id);
    expect(inbox).toContain(fromV.conversation.id);
    expect(inbox).not.toContain(fromC.conversation.id);
    // Replying takes it to the inbox.
    expect((await b.c.post(`/api/conversations/${fromC.conversation.id}/messages`, text('hello'))).status).toBe(201);
    expect((await b.c.get(`/api/conversations/${fromC.conversation.id}`)).body.data.folder).toBe('inbox');
  });

  it('runs group conversations: everyone receives, unread per member, names listed', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    await age(a.id, b.id, c.id);
    const res = await a.c.post('/api/conversations', { recipientIds: [b.id, c.id], name: 'Weekend plans', ...text('who is in?') });
    expect(res.status).toBe(201);
    const id = res.body.data.conversation.id;
    expect(res.body.data.conversation).toMatchObject({ isGroup: true, name: 'Weekend plans', coverImage: null });
    expect((await b.c.post(`/api/conversations/${id}/messages`, text('me'))).status).toBe(201);
    const forC = (await c.c.get(`/api/conversations/${id}`)).body.data;
    expect(forC.unread).toBe(2);
    expect(forC.participants.map((p: { id: string }) => p.id).sort()).toEqual([a.id, b.id].sort());
    await c.c.put(`/api/conversations/${id}/mark-read`);
    const forB = (await b.c.get(`/api/conversations/${id}`)).body.data;
    expect(forB.lastMessage).toMatchObject({ senderId: b.id, isReadByEveryone: false });
    await a.c.put(`/api/conversations/${id}/mark-read`);
    expect((await b.c.get(`/api/conversations/${id}`)).body.data.lastMessage.isReadByEveryone).toBe(true);
    expectInvalid(await a.c.post('/api/conversations', { recipientIds: [b.id], name: 'not a group', ...text('x') }), 'name');
  });

  it('marks all read, deletes for me (a new message brings it back, older ones stay hidden), and saves notes', async () => {
    const a = await member();
    const b = await member();
    await age(a.id, b.id);
    const one = await start(a, [b], 'first');
    const saved = await b.c.post(`/api/conversations/${one.conversation.id}/messages`, text('kept', { saveNote: true }));
    expect(saved.body.data.message.isSaved).toBe(true);
    const c = await member();
    await age(c.id);
    await start(c, [b]);
    expect((await b.c.get('/api/conversations/unread')).body.data.inbox).toBe(1);
    await start(a, [b], 'more');
    expect((await b.c.get('/api/conversations/unread')).body.data.inbox).toBe(2);
    const all = await b.c.post('/api/conversations/mark-all-read');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ inbox: 0, requests: 0 });

    expect((await b.c.delete(`/api/conversations/${one.conversation.id}`)).status).toBe(204);
    const list = (await b.c.get('/api/conversations')).body.data.items.map((x: { id: string }) => x.id);
    expect(list).not.toContain(one.conversation.id);
    // a still has it.
    expect((await a.c.get('/api/conversations')).body.data.items.map((x: { id: string }) => x.id)).toContain(one.conversation.id);
    const hidden = await b.c.get(`/api/conversations/${one.conversation.id}/messages`);
    expect(hidden.body.data.items.map((m: { body: string }) => m.body)).toEqual(['kept']);
    await a.c.post(`/api/conversations/${one.conversation.id}/messages`, text('back again'));
    const back = await b.c.get(`/api/conversations/${one.conversation.id}/messages`);
    expect(back.body.data.items.map((m: { body: string }) => m.body)).toEqual(['kept', 'back again']);
    const unsave = await b.c.delete(`/api/conversations/${one.conversation.id}/messages/${saved.body.data.message.id}/save`);
    expect(unsave.status).toBe(200);
    expect(unsave.body.data.isSaved).toBe(false);
  });

  it('limits flooding: 30 messages a minute (429 with retryAfter), staff not limited', async () => {
    const a = await member();
    const b = await member();
    const { conversation } = await start(a, [b]);
    await t.db.query(
      `INSERT INTO messages (conversation_id, sender_id, client_id, body) SELECT $1, $2, gen_random_uuid(), 'spam' FROM generate_series(1, 29)`,
      [conversation.id, a.id],
    );
    const res = await a.c.post(`/api/conversations/${conversation.id}/messages`, text('one more'));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'MESSAGING_TOO_MANY', retryAfter: 60 });
    // The other member is not affected.
    expect((await b.c.post(`/api/conversations/${conversation.id}/messages`, text('hi'))).status).toBe(201);
  });

  it('refuses to write into a one-to-one conversation whose other member closed their account', async () => {
    const a = await member();
    const b = await member();
    const { conversation } = await start(a, [b]);
    await t.db.query(`DELETE FROM members WHERE id = $1`, [b.id]);
    const res = await a.c.post(`/api/conversations/${conversation.id}/messages`, text('anyone?'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MESSAGING_UNAVAILABLE');
    const c = (await a.c.get(`/api/conversations/${conversation.id}`)).body.data;
    expect(c).toMatchObject({ participants: [], canSend: false, name: '' });
  });

  it('read receipts off: my reads are not shown, and I see no one’s', async () => {
    const a = await member();
    const b = await member();
    await age(a.id, b.id);
    expect((await b.c.put('/api/conversations/settings', { readReceipts: false })).body.data.readReceipts).toBe(false);
    const { conversation } = await start(a, [b], 'did you read this?');
    await b.c.put(`/api/conversations/${conversation.id}/mark-read`);
    expect((await a.c.get(`/api/conversations/${conversation.id}`)).body.data.lastMessage).toMatchObject({ isRead: true, isReadByEveryone: false });
    const own = await b.c.post(`/api/conversations/${conversation.id}/messages`, text('maybe'));
    await a.c.put(`/api/conversations/${conversation.id}/mark-read`);
    const forB = await b.c.get(`/api/conversations/${conversation.id}/messages`);
    expect(forB.body.data.items.find((m: { id: string }) => m.id === own.body.data.message.id).isReadByEveryone).toBe(false);
    // B's own unread state is still right.
    expect((await b.c.get(`/api/conversations/${conversation.id}`)).body.data.unread).toBe(0);
  });

  it('keeps messaging settings per member with sendOnEnter on by default', async () => {
    const a = await member();
    const res = await a.c.get('/api/conversations/settings');
    expect(res.body.data).toEqual({
      groupSound: true,
      sound: true,
      sendOnEnter: true,
      emailAlerts: true,
      readReceipts: true,
      sendTyping: true,
      requests: { nonFriends: false, newAccounts: true, unverified: false },
    });
    const put = await a.c.put('/api/conversations/settings', { sendOnEnter: false, sound: false });
    expect(put.body.data).toMatchObject({ sendOnEnter: false, sound: false, groupSound: true });
    expect((await a.c.get('/api/conversations/settings')).body.data.sendOnEnter).toBe(false);
  });

  it('shows participants with their approved photo, and looks members up once per page whatever its size (no N+1)', async () => {
    const a = await member();
    const others = [];
    for (let i = 0; i < 15; i++) others.push(await t.createMember({ tier: 'gold' }));
    await age(a.id, ...others.map((o) => o.id));
    for (const o of others) await start(a, [o], `hello ${o.name}`);
    // The newest conversation's member has an approved photo.
    const pictured = others[others.length - 1]!;
    const avatarId = await giveApprovedAvatar(t, pictured.id);
    const lookups = (url: string) => countMemberLookups(t, a.c, url);

    const small = await lookups('/api/conversations?per_page=2');
    const full = await lookups('/api/conversations?per_page=15');
    expect(small.res.body.data.items).toHaveLength(2);
    expect(full.res.body.data.items).toHaveLength(15);
    // Fifteen rows cost the same member lookups as two.
    expect(full.one).toBe(small.one);
    expect(full.many).toBe(small.many);
    const top = full.res.body.data.items[0];
    expect(top.participants[0]).toMatchObject({ id: pictured.id, avatar: { small: `/api/avatars/${avatarId}/small`, large: `/api/avatars/${avatarId}/large` } });
    expect(top.coverImage.small).toBe(`/api/avatars/${avatarId}/small`);
    expect(full.res.body.data.items[1].participants[0].avatar.small).toBeNull();
    // The thread's senders carry their photo too.
    const thread = await lookups(`/api/conversations/${top.id}/messages`);
    expect(thread.res.body.data.items[0].sender).toMatchObject({ id: a.id });
    const c = t.client();
    await c.login(pictured.name, pictured.password);
    const reply = await c.post(`/api/conversations/${top.id}/messages`, text('my photo'));
    expect(reply.body.data.message.sender.avatar.small).toBe(`/api/avatars/${avatarId}/small`);
  });

  it('never-miss-match: one e-mail per conversation a day while unread, with a working unsubscribe link', async () => {
    const a = await member();
    const b = await member();
    const { conversation, message } = await start(a, [b], 'are you there?');
    const svc = t.app.get(UnreadAlertsService);
    const job = { conversationId: conversation.id, memberId: b.id, messageId: message.id };
    expect(await svc.sendUnreadAlert(job)).toBe('sent');
    expect(await svc.sendUnreadAlert(job)).toBe('skipped');
    const mail = await t.waitForMail(b.email, 'messaging.unread-alert');
    expect(mail).toContain(a.name);
    const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /unsubscribe=([A-Za-z0-9._-]+)/.exec(body)![1]!;
    expect((await t.client().post('/api/conversations/alerts/unsubscribe', { token: token.slice(0, -2) + 'xx' })).status).toBe(400);
    expect((await t.client().post('/api/conversations/alerts/unsubscribe', { token })).status).toBe(204);
    expect((await b.c.get('/api/conversations/settings')).body.data.emailAlerts).toBe(false);
    // A read conversation sends nothing.
    const c = await member();
    const second = await start(a, [c]);
    await c.c.put(`/api/conversations/${second.conversation.id}/mark-read`);
    expect(await svc.sendUnreadAlert({ conversationId: second.conversation.id, memberId: c.id, messageId: second.message.id })).toBe('skipped');
  });
});
