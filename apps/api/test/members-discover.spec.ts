import { appForTests, approveMedia, unique, uploadPhoto, type Client, type TestApp } from './harness.js';
import { befriend, signedInWho, type Who } from './support/members.js';

/**
 * Issue 7, discovery: `explore` sections, the public `stream`, the public `site-stats`, badge choices
 * (`me/badges`), one newsfeed card (`newsfeed/{card}`: read, hide, IDOR), photos on wall posts and avatars
 * from one's own photos.
 */
describe('members: explore, stream, site stats, badges, newsfeed cards', () => {
  const t = appForTests();

  type Card = { id: string; name: string; badge: string | null; isVerified: boolean; distance: { value: number; unit: string } | null };
  async function member(opts: Parameters<TestApp['createMember']>[0] & { audience?: 'everyone' | 'members' | 'friends' } = {}): Promise<Who> {
    const { audience, ...seed } = opts;
    const who = await signedInWho(t, { name: unique('disc'), ...seed });
    if (audience) expect((await who.c.put('/api/privacy/settings', { profile: audience })).status).toBe(200);
    return who;
  }
  /** Puts a member at a point (London by default) without the gazetteer. */
  async function place(w: Who, lat = 51.5074, lng = -0.1278, town = 'London') {
    await t.db.query(`UPDATE member_profiles SET lat = $2, lng = $3, town = $4, country = 'GB', place_id = 'test' WHERE member_id = $1`, [w.id, lat, lng, town]);
  }
  const explore = async (c: Client) => {
    const res = await c.get('/api/explore');
    expect(res.status).toBe(200);
    return res.body.data as { nearMe: Card[] | null; newest: Card[]; onlineNow: Card[]; mostFollowed: Array<Card & { newFollowers: number }>; photos: Array<{ id: string }>; hasLocation: boolean };
  };
  const names = (cards: Card[] | null) => (cards ?? []).map((c) => c.name);

  describe('explore', () => {
    it('shows new members near me, newest, online now and most followed, within privacy, blocks and suspensions', async () => {
      const me = await member();
      await place(me);
      const near = await member({ audience: 'everyone' });
      await place(near, 51.45, -0.97, 'Reading');
      const far = await member({ audience: 'everyone' });
      await place(far, 53.48, -2.24, 'Manchester');
      const membersOnly = await member({ audience: 'members' });
      const friendsOnly = await member({ audience: 'friends' });
      const friend = await member({ audience: 'friends' });
      await befriend(me, friend);
      const blocker = await member({ audience: 'everyone' });
      expect((await blocker.c.put(`/api/privacy/blacklist/${me.name}`)).status).toBe(204);
      const suspended = await member({ audience: 'everyone' });
      await t.db.query(`UPDATE members SET suspended_at = now() WHERE id = $1`, [suspended.id]);
      const unconfirmed = await member({ audience: 'everyone', confirmed: false });
      const staff = await member({ audience: 'everyone', role: 'moderator' });
      // Everyone here was just active (their log-in).
      const mine = await explore(me.c);
      expect(mine.hasLocation).toBe(true);
      expect(names(mine.nearMe)).toContain(near.name);
      expect(names(mine.nearMe)).not.toContain(far.name);
      expect(mine.nearMe!.find((c) => c.name === near.name)!.distance).toEqual({ value: expect.any(Number), unit: 'mi' });
      for (const section of [mine.newest, mine.onlineNow]) {
        expect(names(section)).toEqual(expect.arrayContaining([membersOnly.name, friend.name]));
        expect(names(section)).not.toContain(me.name);
        expect(names(section)).not.toContain(friendsOnly.name);
        expect(names(section)).not.toContain(blocker.name);
        expect(names(section)).not.toContain(suspended.name);
      }
      expect(names(mine.newest)).not.toContain(unconfirmed.name);
      // Staff have their own page (meet the team), not explore's lists.
      expect(names(mine.newest)).not.toContain(staff.name);
      expect(names(mine.onlineNow)).not.toContain(staff.name);
      expect(mine.newest.length).toBeLessThanOrEqual(8);
      // The blocker does not see me either; a guest sees only profiles shown to everyone, and no "near me".
      expect(names((await explore(blocker.c)).onlineNow)).not.toContain(me.name);
      const guest = await explore(t.client());
      expect(guest.nearMe).toBeNull();
      expect(guest.hasLocation).toBe(false);
      expect(names(guest.onlineNow)).toContain(near.name);
      expect(names(guest.onlineNow)).not.toContain(membersOnly.name);
      expect(names(guest.onlineNow)).not.toContain(friend.name);
    });

    it('ranks the most followed this week and shows the newest approved public photos', async () => {
      const star = await member({ audience: 'everyone' });
      const fans = await Promise.all([member(), member(), member()]);
      for (const f of fans) expect((await f.c.put(`/api/users/${star.name}/follow`)).status).toBeLessThan(300);
      const old = await member({ audience: 'everyone' });
      const oldFan = await member();
      expect((await oldFan.c.put(`/api/users/${old.name}/follow`)).status).toBeLessThan(300);
      await t.db.query(`UPDATE follows SET created_at = now() - interval '8 days' WHERE followed_id = $1`, [old.id]);
      const viewer = await member();
      const top = (await explore(viewer.c)).mostFollowed;
      expect(top[0]).toMatchObject({ name: star.name, newFollowers: 3 });
      expect(names(top)).not.toContain(old.name);
      // A block hides the most followed member from the blocked one.
      expect((await star.c.put(`/api/privacy/blacklist/${viewer.name}`)).status).toBe(204);
      expect(names((await explore(viewer.c)).mostFollowed)).not.toContain(star.name);

      const photo = await uploadPhoto(star.c, 'public');
      expect((await explore(t.client())).photos.map((p) => p.id)).not.toContain(photo);
      await approveMedia(t, photo);
      expect((await explore(t.client())).photos.map((p) => p.id)).toContain(photo);
      expect((await explore(viewer.c)).photos.map((p) => p.id)).not.toContain(photo);
    });
  });

  describe('stream', () => {
    type Item = { id: string; kind: string; actor: { name: string }; objectId: string };
    const stream = async (c: Client, q = '') => {
      const res = await c.get(`/api/stream${q}`);
      expect(res.status).toBe(200);
      return res.body.data as { items: Item[]; next: string | null };
    };
    const post = async (w: Who, body: string) => {
      const res = await w.c.post(`/api/users/${w.name}/wall`, { body });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    };

    it('streams public wall posts to members (not guests), newest first in keyset pages, blocks both ways', async () => {
      const a = await member({ audience: 'everyone' });
      const b = await member({ audience: 'members' });
      const hidden = await member({ audience: 'friends' });
      const p1 = await post(a, 'first post');
      const p2 = await post(b, 'second post');
      const p3 = await post(hidden, 'friends only');
      const viewer = await member();
      const page1 = await stream(viewer.c, '?limit=1');
      expect(page1.items.map((i) => i.objectId)).toEqual([p2]);
      expect(page1.next).not.toBeNull();
      const page2 = await stream(viewer.c, `?limit=1&after=${page1.next}`);
      expect(page2.items.map((i) => i.objectId)).toEqual([p1]);
      const all = (await stream(viewer.c, '?limit=50')).items.map((i) => i.objectId);
      expect(all).not.toContain(p3);
      // Walls are for members: a guest's stream has no wall posts.
      expect((await stream(t.client(), '?limit=50')).items.map((i) => i.kind)).not.toContain('post');
      // Blocks, both ways.
      expect((await viewer.c.put(`/api/privacy/blacklist/${a.name}`)).status).toBe(204);
      expect((await stream(viewer.c, '?limit=50')).items.map((i) => i.objectId)).not.toContain(p1);
      expect((await stream(a.c, '?limit=50')).items.map((i) => i.objectId)).toEqual(expect.arrayContaining([p1]));
      expect((await b.c.put(`/api/privacy/blacklist/${viewer.name}`)).status).toBe(204);
      expect((await stream(viewer.c, '?limit=50')).items.map((i) => i.objectId)).not.toContain(p2);
      expect((await viewer.c.get('/api/stream?after=nonsense')).status).toBe(422);
      expect((await viewer.c.get('/api/stream?limit=500')).status).toBe(422);
    });

    it('shows guests the profile photos of profiles shown to everyone', async () => {
      const a = await member({ audience: 'everyone' });
      const b = await member({ audience: 'members' });
      for (const w of [a, b]) await t.db.query(`INSERT INTO member_activity (actor_id, kind, object_id) VALUES ($1, 'avatar', gen_random_uuid()::text)`, [w.id]);
      const guest = (await stream(t.client(), '?limit=50')).items.filter((i) => i.kind === 'avatar').map((i) => i.actor.name);
      expect(guest).toContain(a.name);
      expect(guest).not.toContain(b.name);
    });
  });

  describe('site-stats', () => {
    it('answers guests and members the public figures, cached for a minute, apart from the staff figures', async () => {
      const guest = t.client();
      const res = await guest.get('/api/site-stats');
      expect(res.status).toBe(200);
      const first = res.body.data as { members: number; onlineNow: number; joinedToday: number; stories: number | null; at: string };
      expect(first).toMatchObject({ members: expect.any(Number), onlineNow: expect.any(Number), joinedToday: expect.any(Number), stories: null });
      await member();
      // Cached: the same figures within 60 s.
      expect((await guest.get('/api/site-stats')).body.data).toEqual(first);
      // Per variant: the stories site counts stories.
      const stsp = await t.client('stsp.localhost:3000').get('/api/site-stats');
      expect(stsp.body.data.stories).toEqual(expect.any(Number));
      expect(stsp.body.data.members).toBeGreaterThan(first.members);
      // The staff dashboard's figures stay staff-only.
      expect((await guest.get('/api/staff/site-stats')).status).toBe(401);
    });
  });

  describe('badges', () => {
    const card = async (viewer: Who, name: string) => (await viewer.c.get(`/api/users/${name}`)).body.data as Card;

    it('refuses guests and unknown badges', async () => {
      const guest = t.client();
      expect((await guest.get('/api/me/badges')).status).toBe(401);
      expect((await guest.put('/api/me/badges', { hidden: [] })).status).toBe(401);
      const m = await member();
      const bad = await m.c.put('/api/me/badges', { hidden: ['halo'] });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'hidden.0' })]);
      expect((await m.c.put('/api/me/badges', { hidden: ['staff'] })).status).toBe(422);
      expect((await m.c.put('/api/me/badges', { hidden: ['crown', 'crown'] })).status).toBe(422);
      expect((await m.c.put('/api/me/badges', {})).status).toBe(422);
    });

    it('lets a Platinum member hide the crown and a verified member the tick, everywhere cards are shown', async () => {
      const plat = await member({ tier: 'platinum', audience: 'everyone' });
      await t.db.query(`UPDATE members SET verified_at = now() WHERE id = $1`, [plat.id]);
      const viewer = await member();
      expect(await card(viewer, plat.name)).toMatchObject({ badge: 'crown', isVerified: true });
      expect((await plat.c.get('/api/me/badges')).body.data).toEqual({
        badges: [
          { badge: 'verified', have: true, shown: true },
          { badge: 'star', have: false, shown: false },
          { badge: 'crown', have: true, shown: true },
        ],
        hidden: [],
      });
      const res = await plat.c.put('/api/me/badges', { hidden: ['crown', 'verified'] });
      expect(res.status).toBe(200);
      expect(res.body.data.badges).toContainEqual({ badge: 'crown', have: true, shown: false });
      expect(await card(viewer, plat.name)).toMatchObject({ badge: null, isVerified: false });
      // Lists too (explore, search), and the verified filter does not give the hidden tick away.
      expect((await explore(viewer.c)).onlineNow.find((c) => c.name === plat.name)).toMatchObject({ badge: null, isVerified: false });
      const search = (await viewer.c.get('/api/search?verified=1&limit=50')).body.data.items as Card[];
      expect(names(search)).not.toContain(plat.name);
      // Shown again.
      expect((await plat.c.put('/api/me/badges', { hidden: [] })).status).toBe(200);
      expect(await card(viewer, plat.name)).toMatchObject({ badge: 'crown', isVerified: true });
    });

    it('keeps the choice for a badge the member does not have (yet), without showing anything', async () => {
      const free = await member();
      const res = await free.c.put('/api/me/badges', { hidden: ['crown'] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ hidden: ['crown'], badges: expect.arrayContaining([{ badge: 'crown', have: false, shown: false }]) });
      await t.db.query(`UPDATE members SET tier = 'platinum' WHERE id = $1`, [free.id]);
      const viewer = await member();
      expect((await card(viewer, free.name)).badge).toBeNull();
    });
  });

  describe('newsfeed cards', () => {
    it('reads and hides one card of my own newsfeed; anyone else’s card is not found', async () => {
      const me = await member();
      const friend = await member();
      const stranger = await member();
      await befriend(me, friend);
      expect((await friend.c.post(`/api/users/${friend.name}/wall`, { body: 'Hello friends' })).status).toBe(201);
      const feed = (await me.c.get('/api/newsfeed')).body.data.items as Array<{ id: string; kind: string }>;
      const postCard = feed.find((i) => i.kind === 'post')!;
      expect(postCard).toBeDefined();
      expect((await me.c.get(`/api/newsfeed/${postCard.id}`)).body.data).toMatchObject({ id: postCard.id, kind: 'post', actor: { name: friend.name } });
      // IDOR: the stranger cannot read or hide a card of someone else's feed, and cannot tell it exists.
      const strangerRead = await stranger.c.get(`/api/newsfeed/${postCard.id}`);
      expect(strangerRead.status).toBe(404);
      expect((await stranger.c.get('/api/newsfeed/999999999')).body.code).toBe(strangerRead.body.code);
      expect((await stranger.c.delete(`/api/newsfeed/${postCard.id}`)).status).toBe(404);
      expect((await t.client().get(`/api/newsfeed/${postCard.id}`)).status).toBe(401);
      expect((await t.client().delete(`/api/newsfeed/${postCard.id}`)).status).toBe(401);
      expect((await me.c.get('/api/newsfeed/not-a-card')).status).toBe(422);
      // Hidden: gone from my newsfeed for good; the friend's own and other feeds are untouched.
      expect((await me.c.delete(`/api/newsfeed/${postCard.id}`)).status).toBe(204);
      expect(((await me.c.get('/api/newsfeed')).body.data.items as Array<{ id: string }>).map((i) => i.id)).not.toContain(postCard.id);
      expect((await me.c.get(`/api/newsfeed/${postCard.id}`)).status).toBe(404);
      expect((await me.c.delete(`/api/newsfeed/${postCard.id}`)).status).toBe(404);
      await befriend(stranger, friend);
      expect((await stranger.c.get(`/api/newsfeed/${postCard.id}`)).status).toBe(200);
      // The settings paths are not taken for cards.
      expect((await me.c.get('/api/newsfeed/settings')).status).toBe(200);
    });
  });

  describe('photos on walls and avatars', () => {
    it('puts one of my approved public or members photos on a wall post, and refuses anything else naming mediaId', async () => {
      const me = await member();
      const other = await member();
      const viewer = await member();
      const photo = await uploadPhoto(me.c, 'public');
      const pending = await uploadPhoto(me.c, 'public');
      const privatePhoto = await uploadPhoto(me.c, 'private');
      const theirs = await uploadPhoto(other.c, 'public');
      for (const id of [photo, privatePhoto, theirs]) await approveMedia(t, id);
      const write = (mediaId: string) => me.c.post(`/api/users/${me.name}/wall`, { body: 'look', mediaId });
      for (const id of [pending, privatePhoto, theirs]) {
        const res = await write(id);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual([expect.objectContaining({ field: 'mediaId' })]);
      }
      expect((await write('nope')).status).toBe(422);
      const res = await write(photo);
      expect(res.status).toBe(201);
      expect(res.body.data.media).toMatchObject({ id: photo, sizes: expect.any(Object) });
      const wall = (await viewer.c.get(`/api/users/${me.name}/wall`)).body.data.items as Array<{ media: { id: string } | null }>;
      expect(wall[0]!.media).toMatchObject({ id: photo });
      // Deleting the photo takes it off the post; the post stays.
      expect((await me.c.delete(`/api/media/${photo}`)).status).toBeLessThan(300);
      const after = (await viewer.c.get(`/api/users/${me.name}/wall`)).body.data.items as Array<{ media: unknown; body: string }>;
      expect(after[0]).toMatchObject({ body: 'look', media: null });
    });

    it('makes a pending avatar from one of my approved photos; refuses others’ photos and a missing mediaId', async () => {
      const me = await member();
      const other = await member();
      const photo = await uploadPhoto(me.c, 'private');
      const theirs = await uploadPhoto(other.c, 'public');
      await approveMedia(t, photo);
      await approveMedia(t, theirs);
      expect((await t.client().post('/api/me/avatar', { mediaId: photo })).status).toBe(401);
      const missing = await me.c.post('/api/me/avatar', {});
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'mediaId' })]);
      const stolen = await me.c.post('/api/me/avatar', { mediaId: theirs });
      expect(stolen.status).toBe(422);
      expect(stolen.body.errors).toEqual([expect.objectContaining({ field: 'mediaId' })]);
      const res = await me.c.post('/api/me/avatar?x=0&y=0&width=0.5&height=0.5', { mediaId: photo });
      expect(res.status).toBe(201);
      expect(res.body.data.pending).toMatchObject({ small: expect.any(String), large: expect.any(String) });
      expect(res.body.data.approved.small).toBeNull();
    });
  });
});
