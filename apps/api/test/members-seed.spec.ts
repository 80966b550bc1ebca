import { DEMO_PASSWORD, seedDemo } from '../src/seed/seed.js';
import { appForTests, type Client } from './harness.js';

/** The demo members' relationships and activity (issue 7): a demo login does not open on empty pages. */
describe('members: demo seed', () => {
  const t = appForTests();
  beforeAll(async () => {
    await seedDemo(t.db, { ifEmpty: false });
  });

  async function login(name: string): Promise<Client> {
    const c = t.client();
    expect((await c.login(name, DEMO_PASSWORD)).status).toBe(200);
    return c;
  }
  const names = (items: Array<{ name?: string; member?: { name: string }; voucher?: { name: string } }>) =>
    items.map((i) => i.name ?? i.member?.name ?? i.voucher?.name).sort();

  const TABLES = ['friendships', 'friend_requests', 'follows', 'winks', 'profile_views', 'favourites', 'vouches', 'member_wall_posts', 'member_wall_comments', 'member_wall_votes', 'member_activity', 'notifications'];
  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of TABLES) out[table] = (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    return out;
  }

  it('gives a demo member friends, a pending request, winks, views, followers and a feed', async () => {
    const c = await login('free_uk');
    expect(names((await c.get('/api/users/free_uk/friends')).body.data.items)).toEqual(['gold_uk', 'silver_uk']);
    expect(names((await c.get('/api/me/friend-requests')).body.data.received)).toEqual(['lush_member']);
    expect(names((await c.get('/api/interactions/winks-received')).body.data.items)).toEqual(['gold_uk', 'platinum_uk']);
    expect(names((await c.get('/api/interactions/views')).body.data.items)).toEqual(['lush_member', 'platinum_uk']);
    expect(names((await c.get('/api/users/free_uk/following')).body.data.items)).toEqual(['gold_uk', 'platinum_uk']);
    const feed = (await c.get('/api/activity')).body.data.items as Array<{ kind: string; actor: { name: string } }>;
    expect(feed.some((e) => e.kind === 'post' && e.actor.name === 'platinum_uk')).toBe(true);
    expect(feed.some((e) => e.kind === 'friend')).toBe(true);
    const stats = (await c.get('/api/activity/stats')).body.data;
    expect(stats).toMatchObject({ friends: 2, following: 2, pendingRequests: 1, winksReceived: 2 });
  });

  it('tells the demo member about the waiting request and the winks, and the request can be accepted from the bell', async () => {
    const c = await login('free_uk');
    expect((await c.get('/api/auth/profile')).body.data.notificationCount).toBe(2);
    const items = (await c.get('/api/notifications')).body.data.items as Array<{ action: string; actors: Array<{ name: string }>; responseEndpoint: string | null }>;
    const request = items.find((n) => n.action === 'Request')!;
    expect(request.actors.map((a) => a.name)).toEqual(['lush_member']);
    const wink = items.find((n) => n.action === 'Wink')!;
    expect(wink.actors.map((a) => a.name).sort()).toEqual(['gold_uk', 'platinum_uk']);
    // silver_uk answers kiwi_member's request through the notification's endpoint (free_uk's is left for the next tests).
    const silver = await login('silver_uk');
    const theirs = ((await silver.get('/api/notifications')).body.data.items as Array<{ action: string; responseEndpoint: string }>).find((n) => n.action === 'Request')!;
    expect((await silver.put(theirs.responseEndpoint, { approve: 1 })).status).toBe(200);
    expect(names((await silver.get('/api/users/silver_uk/friends')).body.data.items)).toContain('kiwi_member');
  });

  it('gives walls posts with comments and votes, and profiles vouches from friends', async () => {
    const c = await login('silver_uk');
    const wall = (await c.get('/api/users/platinum_uk/wall')).body.data.items as Array<{ author: { name: string }; commentsCount: number; score: number }>;
    expect(wall).toHaveLength(1);
    expect(wall[0]).toMatchObject({ author: { name: 'platinum_uk' }, commentsCount: 2, score: 3 });
    expect(names((await c.get('/api/users/gold_uk/vouches')).body.data.items)).toEqual(['platinum_uk', 'silver_uk']);
    expect(names((await c.get('/api/users/platinum_uk/followers')).body.data.items)).toEqual(['free_uk', 'free_us', 'lush_member', 'silber_de', 'silver_uk']);
  });

  it('adds nothing twice, and never puts back what a block ended', async () => {
    const before = await counts();
    await seedDemo(t.db, { ifEmpty: false });
    expect(await counts()).toEqual(before);

    // free_uk blocks silver_uk, which ends their friendship and follows: a second seed leaves the pair alone.
    const c = await login('free_uk');
    expect((await c.put('/api/privacy/blacklist/silver_uk')).status).toBe(204);
    const afterBlock = await counts();
    expect(afterBlock.friendships).toBe(before.friendships! - 2);
    await seedDemo(t.db, { ifEmpty: false });
    expect(await counts()).toEqual(afterBlock);
    expect(names((await c.get('/api/users/free_uk/friends')).body.data.items)).toEqual(['gold_uk']);
    expect((await c.get('/api/users/silver_uk')).status).toBe(404);
  });

  it('does nothing at start when the database already has members', async () => {
    const before = await counts();
    expect(await seedDemo(t.db, { ifEmpty: true })).toBe(0);
    expect(await counts()).toEqual(before);
  });
});
