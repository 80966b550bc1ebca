import type { ServerToClientEvents } from '@community/contracts';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { appForTests, countMemberLookups, eventually, expectInvalid, giveApprovedAvatar } from './harness.js';
import { SocketClients, listenOnLoopback } from './support/sockets.js';

describe('notifications API /api/notifications', () => {
  const t = appForTests();
  let svc: NotificationsService;
  beforeAll(async () => {
    svc = t.app.get(NotificationsService);
  });

  async function member() {
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password);
    return { ...m, c };
  }

  it('refuses guests (401)', async () => {
    const g = t.client();
    expect((await g.get('/api/notifications')).status).toBe(401);
    expect((await g.get('/api/notifications/count')).status).toBe(401);
    expect((await g.delete('/api/notifications/1')).status).toBe(401);
    expect((await g.delete('/api/notifications')).status).toBe(401);
    expect((await g.post('/api/notifications/seen')).status).toBe(401);
  });

  it('stores a friend request with its response endpoint, lists it, counts it', async () => {
    const me = await member();
    const anna = await t.createMember({ name: `anna${Date.now().toString(36)}` });
    const n = await svc.notify({
      memberId: me.id,
      action: 'Request',
      category: 'friends',
      actorId: anna.id,
      objectType: 'member',
      objectId: anna.id,
      target: { to: 'profile-name', slug: anna.name },
      responseEndpoint: `/api/users/${anna.name}/friends`,
    });
    expect(n).toMatchObject({ action: 'Request', actorCount: 1, responseEndpoint: `/api/users/${anna.name}/friends` });
    const list = await me.c.get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      action: 'Request',
      actors: [{ id: anna.id, name: anna.name }],
      target: { to: 'profile-name', slug: anna.name, canAccept: true, canAcceptUpgrade: null },
      seen: false,
    });
    expect((await me.c.get('/api/notifications/count')).body.data).toEqual({ count: 1 });
    // Nobody is told about their own act.
    expect(await svc.notify({ memberId: me.id, action: 'Follow', actorId: me.id })).toBeNull();
  });

  it('groups likes on one object: "Anna and 4 others"', async () => {
    const me = await member();
    const likers = await Promise.all([1, 2, 3, 4, 5].map(() => t.createMember()));
    for (const l of likers) await svc.notify({ memberId: me.id, action: 'StoryLike', actorId: l.id, objectType: 'story', objectId: '42', phrase: 'My first story' });
    await svc.notify({ memberId: me.id, action: 'StoryLike', actorId: likers[4]!.id, objectType: 'story', objectId: '42' });
    await svc.notify({ memberId: me.id, action: 'StoryLike', actorId: likers[0]!.id, objectType: 'story', objectId: '7' });
    const items = (await me.c.get('/api/notifications')).body.data.items;
    expect(items).toHaveLength(2);
    const group = items.find((i: { objectId: string }) => i.objectId === '42');
    expect(group.actorCount).toBe(5);
    expect(group.actors.map((a: { id: string }) => a.id)).toEqual([likers[4]!.id, likers[3]!.id, likers[2]!.id]);
    // Once seen, a new like starts a new group.
    await me.c.post('/api/notifications/seen');
    expect((await me.c.get('/api/notifications/count')).body.data.count).toBe(0);
    await svc.notify({ memberId: me.id, action: 'StoryLike', actorId: likers[1]!.id, objectType: 'story', objectId: '42' });
    expect((await me.c.get('/api/notifications')).body.data.items).toHaveLength(3);
  });

  type Item = { id: string; action: string; responseEndpoint: string | null; actors: Array<{ id: string }> };
  const itemsOf = async (c: { get: (u: string) => Promise<{ body: { data: { items: Item[] } } }> }) => (await c.get('/api/notifications')).body.data.items;

  it('answers a real friend request from the notification itself (PUT approve 1/0 on its responseEndpoint); nobody else can', async () => {
    const me = await member();
    const anna = await member();
    const ben = await member();
    const stranger = await member();
    expect((await anna.c.post(`/api/users/${me.name}/friends`)).status).toBe(201);
    const [request] = await eventually(() => itemsOf(me.c), (items) => items.some((i) => i.action === 'Request'));
    expect(request).toMatchObject({ action: 'Request', actors: [{ id: anna.id }], responseEndpoint: `/api/users/${encodeURIComponent(anna.name)}/friends` });
    // The endpoint answers the caller's own requests only: a stranger has none from Anna.
    const intruder = await stranger.c.put(request!.responseEndpoint!, { approve: 1 });
    expect(intruder.status).toBeGreaterThanOrEqual(400);
    expect((await anna.c.get(`/api/users/${stranger.name}/friends`)).body.data?.items ?? []).not.toContainEqual(expect.objectContaining({ id: stranger.id }));
    expect((await me.c.put(request!.responseEndpoint!, { approve: 'yes' })).status).toBe(422);

    const accepted = await me.c.put(request!.responseEndpoint!, { approve: 1 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.state).toBe('friends');
    // Answered: the request leaves my list, and Anna hears that I accepted.
    expect(await eventually(() => itemsOf(me.c), (items) => !items.some((i) => i.action === 'Request'))).toEqual([]);
    const annas = await eventually(() => itemsOf(anna.c), (items) => items.some((i) => i.action === 'FriendAccepted'));
    expect(annas.find((i) => i.action === 'FriendAccepted')).toMatchObject({ actors: [{ id: me.id }], responseEndpoint: null });

    expect((await ben.c.post(`/api/users/${me.name}/friends`)).status).toBe(201);
    const [fromBen] = await eventually(() => itemsOf(me.c), (items) => items.some((i) => i.action === 'Request'));
    const declined = await me.c.put(fromBen!.responseEndpoint!, { approve: 0 });
    expect(declined.status).toBe(200);
    expect(declined.body.data.state).toBe('none');
    expect(await eventually(() => itemsOf(me.c), (items) => items.length === 0)).toEqual([]);
    // The count never goes below zero, even when the answered notification is deleted again.
    expect((await me.c.delete(`/api/notifications/${fromBen!.id}`)).status).toBe(404);
    expect((await me.c.get('/api/notifications/count')).body.data.count).toBe(0);
  });

  it('shows actors with their approved photo, and looks members up once per page whatever its size (no N+1)', async () => {
    const me = await member();
    const actors = await Promise.all(Array.from({ length: 12 }, () => t.createMember()));
    const pictured = actors[actors.length - 1]!;
    const avatarId = await giveApprovedAvatar(t, pictured.id);
    for (const a of actors) await svc.notify({ memberId: me.id, action: 'Request', actorId: a.id, objectType: 'member', objectId: a.id });

    const lookups = (url: string) => countMemberLookups(t, me.c, url);
    const small = await lookups('/api/notifications?limit=2');
    const full = await lookups('/api/notifications?limit=12');
    expect(full.res.body.data.items).toHaveLength(12);
    expect(full.one).toBe(small.one);
    expect(full.many).toBe(small.many);
    const top = full.res.body.data.items[0];
    expect(top.actors[0]).toMatchObject({ id: pictured.id, avatar: { small: `/api/avatars/${avatarId}/small`, medium: `/api/avatars/${avatarId}/medium` } });
    expect(full.res.body.data.items[1].actors[0].avatar.small).toBeNull();
  });

  it('pages with a keyset cursor and answers 422 for bad input', async () => {
    const me = await member();
    const actors = await Promise.all([1, 2, 3].map(() => t.createMember()));
    for (const a of actors) await svc.notify({ memberId: me.id, action: 'Request', actorId: a.id, objectId: a.id });
    const p1 = await me.c.get('/api/notifications?limit=2');
    expect(p1.body.data.items).toHaveLength(2);
    const p2 = await me.c.get(`/api/notifications?limit=2&after=${p1.body.data.next}`);
    expect(p2.body.data).toMatchObject({ next: null });
    expect(p2.body.data.items[0].actors[0].id).toBe(actors[0]!.id);
    expectInvalid(await me.c.get('/api/notifications?after=garbage'), 'after');
    expectInvalid(await me.c.get('/api/notifications?limit=0'), 'limit');
    expect((await me.c.delete('/api/notifications/abc')).status).toBe(422);
  });

  it('deletes by id (another member’s id is a 404), deletes all, and the count never goes below zero', async () => {
    const me = await member();
    const other = await member();
    const a = await t.createMember();
    const mine = (await svc.notify({ memberId: me.id, action: 'Request', actorId: a.id, objectId: a.id }))!;
    const theirs = (await svc.notify({ memberId: other.id, action: 'Request', actorId: a.id, objectId: a.id }))!;
    expect((await me.c.delete(`/api/notifications/${theirs.id}`)).status).toBe(404);
    expect((await other.c.get('/api/notifications/count')).body.data.count).toBe(1);
    const del = await me.c.delete(`/api/notifications/${mine.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.count).toBe(0);
    expect((await me.c.delete(`/api/notifications/${mine.id}`)).status).toBe(404);
    expect((await me.c.get('/api/notifications/count')).body.data.count).toBe(0);
    await svc.notify({ memberId: me.id, action: 'idVerified' });
    expect((await me.c.delete('/api/notifications')).status).toBe(204);
    expect((await me.c.get('/api/notifications')).body.data.items).toEqual([]);
    expect((await other.c.get('/api/notifications')).body.data.items).toHaveLength(1);
  });

  it('marks only my own notifications seen (another member’s count is untouched)', async () => {
    const me = await member();
    const other = await member();
    const a = await t.createMember();
    await svc.notify({ memberId: me.id, action: 'Request', actorId: a.id, objectId: a.id });
    await svc.notify({ memberId: other.id, action: 'Request', actorId: a.id, objectId: a.id });
    const seen = await me.c.post('/api/notifications/seen');
    expect(seen.status).toBe(200);
    expect(seen.body.data.count).toBe(0);
    expect((await other.c.get('/api/notifications/count')).body.data.count).toBe(1);
    expect((await other.c.get('/api/notifications')).body.data.items[0].seen).toBe(false);
    const badCursor = await me.c.get('/api/notifications?after=WyJ4IiwiMSJd');
    expect(badCursor.status).toBe(422);
    expect(badCursor.body.code).toBe('NOTIFICATIONS_BAD_CURSOR');
  });

  it('pushes added, removed and cleared events to the member’s browsers', async () => {
    const sockets = new SocketClients(await listenOnLoopback(t.app));
    const me = await member();
    try {
      const { socket } = await sockets.open(`SID=${me.c.cookie('SID')}; UID=${me.id}`);
      const added = new Promise<Parameters<ServerToClientEvents['notification.added']>[0]>((r) => socket.once('notification.added', r));
      const a = await t.createMember();
      const n = (await svc.notify({ memberId: me.id, action: 'Request', actorId: a.id, objectId: a.id }))!;
      expect(await added).toMatchObject({ notification: { id: n.id }, count: 1 });
      const removed = new Promise<Parameters<ServerToClientEvents['notification.removed']>[0]>((r) => socket.once('notification.removed', r));
      await svc.removeWhere(me.id, 'Request', a.id);
      expect(await removed).toEqual({ ids: [n.id], count: 0 });
      const cleared = new Promise<Parameters<ServerToClientEvents['notification.cleared']>[0]>((r) => socket.once('notification.cleared', r));
      await me.c.delete('/api/notifications');
      expect(await cleared).toEqual({ count: 0 });
      const refresh = new Promise((r) => socket.once('user.refresh', r));
      svc.refreshUser(me.id);
      expect(await refresh).toEqual({});
    } finally {
      sockets.closeAll();
    }
  });
});
