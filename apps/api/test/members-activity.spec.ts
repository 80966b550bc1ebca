import { randomUUID } from 'node:crypto';
import { appForTests, expectInvalid, uploadPhoto, unique, type TestApp } from './harness.js';
import { befriend, signedInWho, type Who } from './support/members.js';

/** Issue 7, second part: friend-request and wink notifications, the profile's counts, the activity feed. */
describe('members: notifications, counts and the activity feed', () => {
  const t = appForTests();

  async function member(opts: Parameters<TestApp['createMember']>[0] = {}): Promise<Who> {
    const who = await signedInWho(t, { name: unique('act'), tier: 'gold', ...opts });
    // Old enough for the messaging module's new-account filter to leave messages in the inbox.
    await t.db.query(`UPDATE members SET created_at = now() - interval '90 days' WHERE id = $1`, [who.id]);
    return who;
  }
  const notes = async (w: Who) => (await w.c.get('/api/notifications')).body.data.items as Array<Record<string, unknown> & { action: string; actors: Array<{ name: string }> }>;
  const feed = async (w: Who, q = '') => (await w.c.get(`/api/activity${q}`)).body.data as { items: Array<{ kind: string; actor: { name: string }; subject: { name: string } | null }>; next: string | null };

  describe('notifications', () => {
    it('tells the other member about a friend request, which they accept from the notification; the requester hears back', async () => {
      const a = await member();
      const b = await member();
      expect((await a.c.post(`/api/users/${b.name}/friends`)).status).toBe(201);
      const [request] = await notes(b);
      expect(request).toMatchObject({
        action: 'Request',
        category: 'friends',
        actors: [{ name: a.name }],
        objectType: 'member',
        objectId: a.id,
        responseEndpoint: `/api/users/${a.name}/friends`,
        target: { to: 'profile-name', slug: a.name, canAccept: true },
      });
      expect((await b.c.get('/api/auth/profile')).body.data.notificationCount).toBe(1);
      // Accept the way the site does: PUT the response endpoint with approve 1.
      expect((await b.c.put((request!.responseEndpoint as string).slice(0), { approve: 1 })).status).toBe(200);
      expect((await notes(b)).filter((n) => n.action === 'Request')).toEqual([]);
      const [accepted] = await notes(a);
      expect(accepted).toMatchObject({ action: 'FriendAccepted', actors: [{ name: b.name }], target: { to: 'profile-name', slug: b.name } });
      expect((await a.c.get('/api/auth/profile')).body.data.notificationCount).toBe(1);
    });

    it('takes the request notification back when it is declined, withdrawn or ended by a block', async () => {
      const a = await member();
      const b = await member();
      const c = await member();
      expect((await a.c.post(`/api/users/${b.name}/friends`)).status).toBe(201);
      expect((await b.c.put(`/api/users/${a.name}/friends`, { approve: 0 })).status).toBe(200);
      expect(await notes(b)).toEqual([]);
      expect(await notes(a)).toEqual([]);
      expect((await a.c.post(`/api/users/${c.name}/friends`)).status).toBe(201);
      expect((await notes(c)).length).toBe(1);
      expect((await a.c.delete(`/api/users/${c.name}/friends`)).status).toBe(204);
      expect(await notes(c)).toEqual([]);
      // Blocking ends the request, and its notification with it.
      expect((await a.c.post(`/api/users/${c.name}/friends`)).status).toBe(201);
      expect((await c.c.put(`/api/privacy/blacklist/${a.name}`)).status).toBe(204);
      expect(await notes(c)).toEqual([]);
    });

    it('tells a member about winks, several winkers grouped into one', async () => {
      const a = await member();
      const b = await member();
      const c = await member();
      expect((await b.c.post(`/api/users/${a.name}/wink`)).status).toBe(204);
      expect((await c.c.post(`/api/users/${a.name}/wink`)).status).toBe(204);
      const list = await notes(a);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ action: 'Wink', actorCount: 2, target: { to: 'interactions-tab', slug: 'winks-received' } });
      // A refused wink tells nobody anything.
      expect((await b.c.post(`/api/users/${a.name}/wink`)).status).toBe(409);
      expect((await notes(a))[0]).toMatchObject({ actorCount: 2 });
    });
  });

  it('counts unread conversations and unseen notifications on the authed profile (and at login)', async () => {
    const a = await member();
    const b = await member();
    expect((await b.c.get('/api/auth/profile')).body.data).toMatchObject({ messageCount: 0, notificationCount: 0 });
    const sent = await a.c.post('/api/conversations', { recipientIds: [b.id], clientId: randomUUID(), message: 'Hello there' });
    expect(sent.status).toBe(201);
    expect((await b.c.get('/api/auth/profile')).body.data.messageCount).toBe(1);
    expect((await b.c.post(`/api/users/${a.name}/wink`)).status).toBe(204);
    expect((await a.c.get('/api/auth/profile')).body.data.notificationCount).toBe(1);
    const again = t.client();
    const login = await again.login(b.name, 'correct horse battery staple 42');
    expect(login.body.data.profile).toMatchObject({ messageCount: 1 });
  });

  describe('activity feed', () => {
    it('shows friends’ and followed members’ new friendships, never the viewer’s own, newest first, in keyset pages', async () => {
      const me = await member();
      const friend = await member();
      const followed = await member();
      const stranger = await member();
      await befriend(me, friend);
      expect((await me.c.put(`/api/users/${followed.name}/follow`)).status).toBe(204);
      const x = await member();
      const y = await member();
      await befriend(friend, x);
      await befriend(followed, y);
      await befriend(stranger, x);

      const page = await feed(me);
      // friend→x and followed→y; the card "friend and me" is about me (left out); stranger is neither friend nor followed.
      expect(page.items.map((i) => [i.kind, i.actor.name, i.subject?.name])).toEqual([
        ['friend', followed.name, y.name],
        ['friend', friend.name, x.name],
      ]);
      // Two of my sources making friends show once, not twice.
      await befriend(friend, followed);
      const both = (await feed(me)).items.filter((i) => [i.actor.name, i.subject?.name].sort().join() === [friend.name, followed.name].sort().join());
      expect(both).toHaveLength(1);
      expect((await friend.c.delete(`/api/users/${followed.name}/friends`)).status).toBe(204);
      // x sees its friends' other friendships (friend and me), never the cards about x itself.
      expect((await feed(x)).items.map((i) => [i.actor.name, i.subject?.name])).toEqual([[friend.name, me.name]]);

      const first = await feed(me, '?limit=1');
      expect(first.items).toHaveLength(1);
      expect(first.next).toEqual(expect.any(String));
      const second = await feed(me, `?limit=1&after=${first.next}`);
      expect(second.items.map((i) => i.actor.name)).toEqual([friend.name]);
      expect((await feed(me, '?type=avatar')).items).toEqual([]);
      expect((await feed(me, '?type=friend')).items).toHaveLength(2);
    });

    it('leaves out members blocked either way, as actor or as the other friend, and takes cards back on unfriending', async () => {
      const me = await member();
      const friend = await member();
      const other = await member();
      await befriend(me, friend);
      await befriend(friend, other);
      expect((await feed(me)).items.map((i) => i.subject?.name)).toEqual([other.name]);
      expect((await other.c.put(`/api/privacy/blacklist/${me.name}`)).status).toBe(204);
      expect((await feed(me)).items).toEqual([]);
      expect((await other.c.delete(`/api/privacy/blacklist/${me.name}`)).status).toBe(204);
      expect((await feed(me)).items).toHaveLength(1);
      expect((await friend.c.delete(`/api/users/${other.name}/friends`)).status).toBe(204);
      expect((await feed(me)).items).toEqual([]);
    });

    it('shows a friend’s approved new profile photo', async () => {
      const me = await member();
      const friend = await member();
      const mod = await member({ role: 'moderator' });
      await befriend(me, friend);
      const avatarId = randomUUID();
      // The avatar pipeline is covered by avatars.spec.ts; here a pending row is enough for the decision.
      await t.db.query(
        `INSERT INTO member_avatars (id, member_id, variant, storage_prefix, width, height, phash) VALUES ($1, $2, 'shuk', $3, 100, 100, '0000000000000000')`,
        [avatarId, friend.id, `avatars/${friend.id}/${avatarId}`],
      );
      expect((await mod.c.put(`/api/staff/avatars/${avatarId}`, { status: 'approved' })).status).toBe(200);
      const cards = (await feed(me, '?type=avatar')).items;
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({ kind: 'avatar', actor: { name: friend.name, avatar: { medium: `/api/avatars/${avatarId}/medium` } } });
    });

    it('shows a friend’s photo once staff approve it, while members may see it; takes the card back when it is rejected, made private or deleted', async () => {
      const me = await member();
      const friend = await member();
      const mod = await member({ role: 'moderator' });
      await befriend(me, friend);
      const photos = async () => (await me.c.get('/api/activity?type=photo')).body.data.items as Array<{ kind: string; objectId: string; url: string; photo?: { id: string; sizes: Record<string, string> } }>;
      const shown = await uploadPhoto(friend.c, 'public');
      const hidden = await uploadPhoto(friend.c, 'private');
      expect(await photos()).toEqual([]);
      for (const id of [shown, hidden]) expect((await mod.c.put(`/api/staff/media/${id}`, { status: 'approved' })).status).toBe(200);
      // The private photo has no card: followers read the feed too.
      const [card, ...more] = await photos();
      expect(more).toEqual([]);
      expect(card).toMatchObject({ kind: 'photo', objectId: shown, url: `/profile/${friend.name}/media`, photo: { id: shown } });
      expect(Object.keys(card!.photo!.sizes)).toContain('medium');
      // The newsfeed shows the same card, and opens it by id.
      const newsfeed = (await me.c.get('/api/newsfeed')).body.data.items as Array<{ id: string; kind: string }>;
      const cardId = newsfeed.find((i) => i.kind === 'photo')!.id;
      expect((await me.c.get(`/api/newsfeed/${cardId}`)).body.data).toMatchObject({ kind: 'photo', photo: { id: shown } });
      // Made private, the photo leaves the feed at once (the card is kept while it may come back).
      expect((await friend.c.put(`/api/media/${shown}`, { visibility: 'private' })).status).toBe(200);
      expect(await photos()).toEqual([]);
      expect((await me.c.get(`/api/newsfeed/${cardId}`)).status).toBe(404);
      expect((await friend.c.put(`/api/media/${shown}`, { visibility: 'members' })).status).toBe(200);
      expect((await photos()).map((p) => p.objectId)).toEqual([shown]);
      // Rejected by staff, then deleted by its owner: no card either way.
      expect((await mod.c.put(`/api/staff/media/${shown}`, { status: 'rejected', rejectReason: 'Not allowed here' })).status).toBe(200);
      expect(await photos()).toEqual([]);
      expect((await mod.c.put(`/api/staff/media/${shown}`, { status: 'approved' })).status).toBe(200);
      expect((await photos()).map((p) => p.objectId)).toEqual([shown]);
      expect((await friend.c.delete(`/api/media/${shown}`)).status).toBeLessThan(300);
      expect(await photos()).toEqual([]);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM member_activity WHERE kind = 'photo' AND object_id = $1`, [shown]))[0].n).toBe(0);
    });

    it('honours activity-settings: kinds I stop sharing are not written and stop showing; friends-only hides my cards from followers', async () => {
      const actor = await member();
      const friend = await member();
      const follower = await member();
      await befriend(actor, friend);
      expect((await follower.c.put(`/api/users/${actor.name}/follow`)).status).toBe(204);
      const settings = '/api/activity-settings';
      expect((await actor.c.get(settings)).body.data).toEqual({ shares: ['friend', 'avatar', 'post', 'photo', 'story'], audience: 'friends-and-followers' });
      const wallPost = async (body: string) => expect((await actor.c.post(`/api/users/${actor.name}/wall`, { body })).status).toBe(201);
      const posts = async (w: Who) => ((await w.c.get('/api/activity?type=post')).body.data.items as Array<{ title: string }>).map((i) => i.title);
      await wallPost('First post, shared');
      expect(await posts(friend)).toEqual(['First post, shared']);
      expect(await posts(follower)).toEqual(['First post, shared']);

      // Friends only: followers no longer see my cards; friends still do.
      const friendsOnly = await actor.c.post(settings, { shares: ['post', 'friend'], audience: 'friends' });
      expect(friendsOnly.status).toBe(200);
      expect(friendsOnly.body.data).toEqual({ shares: ['friend', 'post'], audience: 'friends' });
      expect(await posts(follower)).toEqual([]);
      expect(await posts(friend)).toEqual(['First post, shared']);

      // Posts no longer shared: the card already written stops showing, and a new post writes none.
      expect((await actor.c.post(settings, { shares: ['friend'], audience: 'friends-and-followers' })).status).toBe(200);
      await wallPost('Second post, not shared');
      expect(await posts(friend)).toEqual([]);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM member_activity WHERE actor_id = $1 AND kind = 'post'`, [actor.id]))[0].n).toBe(1);
      // Shared again: the first card comes back, the second was never written.
      expect((await actor.c.post(settings, { shares: ['post'], audience: 'friends-and-followers' })).status).toBe(200);
      expect(await posts(follower)).toEqual(['First post, shared']);
      expect((await actor.c.get(settings)).body.data).toEqual({ shares: ['post'], audience: 'friends-and-followers' });
    });

    it('refuses bad activity-settings by field, and guests', async () => {
      const me = await member();
      for (const [body, field] of [
        [{ shares: ['post'], audience: 'everyone' }, 'audience'],
        [{ shares: ['poke'], audience: 'friends' }, 'shares'],
        [{ shares: ['post', 'post'], audience: 'friends' }, 'shares'],
        [{ audience: 'friends' }, 'shares'],
      ] as const) {
        const res = await me.c.post('/api/activity-settings', body);
        expect(res.status).toBe(422);
        expect(JSON.stringify(res.body.errors)).toContain(field);
      }
      expect((await t.client().get('/api/activity-settings')).status).toBe(401);
      expect([401, 403]).toContain((await t.client().post('/api/activity-settings', { shares: [], audience: 'friends' })).status);
    });

    it('refuses guests, bad cursors and unknown types; stats count my numbers', async () => {
      const me = await member();
      const b = await member();
      expect((await t.client().get('/api/activity')).status).toBe(401);
      expect((await t.client().get('/api/activity/stats')).status).toBe(401);
      expectInvalid(await me.c.get('/api/activity?after=nonsense'), 'after');
      expectInvalid(await me.c.get('/api/activity?type=dogs'), 'type');
      expect((await b.c.post(`/api/users/${me.name}/friends`)).status).toBe(201);
      expect((await b.c.post(`/api/users/${me.name}/wink`)).status).toBe(204);
      expect((await b.c.get(`/api/users/${me.name}`)).status).toBe(200);
      expect((await me.c.get('/api/activity/stats')).body.data).toEqual({ friends: 0, following: 0, followers: 0, profileViews: 1, winksReceived: 1, pendingRequests: 1 });
    });
  });
  describe('newsfeed (/newactivity)', () => {
    it('shows the chosen kinds of card only, and keeps the choice; all kinds until one is made', async () => {
      const me = await member();
      const friend = await member();
      const other = await member();
      await befriend(me, friend);
      await befriend(friend, other);
      expect((await friend.c.post(`/api/users/${friend.name}/wall`, { body: 'Out walking the dog by the sea this morning.' })).status).toBe(201);
      const kinds = async () => ((await me.c.get('/api/newsfeed')).body.data.items as Array<{ kind: string }>).map((i) => i.kind);
      expect(await kinds()).toEqual(['post', 'friend']);
      expect((await me.c.get('/api/newsfeed/settings')).body.data).toEqual({ kinds: ['friend', 'avatar', 'post', 'photo', 'story'], landingPage: 'activity' });

      const saved = await me.c.put('/api/newsfeed/settings', { kinds: ['post', 'photo'], landingPage: 'activity' });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ kinds: ['post', 'photo'], landingPage: 'activity' });
      expect(await kinds()).toEqual(['post']);
      expect((await me.c.get('/api/newsfeed/settings')).body.data.kinds).toEqual(['post', 'photo']);
      // The activity page itself still shows every kind.
      expect(((await me.c.get('/api/activity')).body.data.items as Array<{ kind: string }>).map((i) => i.kind)).toEqual(['post', 'friend']);
      const page = await me.c.get('/api/newsfeed?limit=1');
      expect(page.body.data.next).toBeNull();
    });

    it('sets the landing page that the log-in redirect and the profile follow', async () => {
      const m = await t.createMember({ name: unique('land') });
      const c = t.client();
      expect((await c.login(m.name, m.password)).body.data.redirect).toBe('/activity');
      expect((await c.put('/api/newsfeed/settings', { kinds: ['friend'], landingPage: 'newactivity' })).status).toBe(200);
      expect((await c.get('/api/auth/profile')).body.data.member.landingPage).toBe('newactivity');
      expect((await t.client().login(m.name, m.password)).body.data.redirect).toBe('/newactivity');
      expect((await c.put('/api/newsfeed/settings', { kinds: ['friend'], landingPage: 'activity' })).body.data.landingPage).toBe('activity');
      expect((await t.client().login(m.name, m.password)).body.data.redirect).toBe('/activity');
    });

    it('refuses bad settings by field and guests', async () => {
      const me = await member();
      for (const body of [{ kinds: [], landingPage: 'activity' }, { kinds: ['friend', 'friend'], landingPage: 'activity' }, { kinds: ['gossip'], landingPage: 'activity' }]) {
        const res = await me.c.put('/api/newsfeed/settings', body);
        expect(res.status).toBe(422);
        expect(res.body.errors[0].field).toMatch(/^kinds/);
      }
      expectInvalid(await me.c.put('/api/newsfeed/settings', { kinds: ['friend'], landingPage: 'index' }), 'landingPage');
      expect((await me.c.get('/api/newsfeed?after=bm9wZQ')).status).toBe(422);
      const guest = t.client();
      for (const path of ['/api/newsfeed', '/api/newsfeed/settings', '/api/newsfeed/profile-card']) expect((await guest.get(path)).status).toBe(401);
      expect((await guest.put('/api/newsfeed/settings', { kinds: ['friend'], landingPage: 'activity' })).status).toBe(401);
    });

    it('gives my own card, my numbers and the next setup step', async () => {
      const me = await member();
      const fan = await member();
      expect((await fan.c.put(`/api/users/${me.name}/follow`)).status).toBe(204);
      const card = await me.c.get('/api/newsfeed/profile-card');
      expect(card.status).toBe(200);
      expect(card.body.data).toMatchObject({ member: { id: me.id, name: me.name, distance: null }, stats: { followers: 1, friends: 0 }, setupNext: 'profile-type' });
      expect((await me.c.post('/api/me/setup/profile-type/skip')).status).toBe(200);
      expect((await me.c.get('/api/newsfeed/profile-card')).body.data.setupNext).toBe('about');
    });
  });
});
