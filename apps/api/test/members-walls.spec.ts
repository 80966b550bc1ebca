import { randomUUID } from 'node:crypto';
import { appForTests, unique, type TestApp } from './harness.js';
import { befriend, signedInWho, type Who } from './support/members.js';

/**
 * Issue 7, profile walls: posts on a member's wall (`users/{name}/wall`, `walls/{post}`), one vote per member
 * and post (`walls/{post}/vote`), comments in keyset pages, and the `post` activity card. Who may write follows
 * the owner's privacy settings and blocks; the author, the owner and staff delete.
 */
describe('members: profile walls', () => {
  const t = appForTests();

  const member = (opts: Parameters<TestApp['createMember']>[0] = {}) => signedInWho(t, { name: unique('wall'), ...opts });
  async function privacy(w: Who, settings: Record<string, unknown>) {
    expect((await w.c.put('/api/privacy/settings', settings)).status).toBe(200);
  }
  async function write(author: Who, wall: Who, body: string): Promise<string> {
    const res = await author.c.post(`/api/users/${wall.name}/wall`, { body });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  }
  type Post = { id: string; body: string; score: number; myVote: number; commentsCount: number; canRemove: boolean; canVote: boolean; canComment: boolean; author: { name: string }; wall: { name: string } };
  const wall = async (viewer: Who, owner: Who, q = '') => (await viewer.c.get(`/api/users/${owner.name}/wall${q}`)).body.data as { items: Post[]; next: string | null; canPost: boolean };
  const feed = async (w: Who) => (await w.c.get('/api/activity?type=post')).body.data.items as Array<{ kind: string; objectId: string; title: string; url: string; actor: { name: string } }>;

  it('refuses guests everywhere', async () => {
    const owner = await member();
    const id = await write(owner, owner, 'Hello wall');
    const guest = t.client();
    expect((await guest.get(`/api/users/${owner.name}/wall`)).status).toBe(401);
    expect((await guest.post(`/api/users/${owner.name}/wall`, { body: 'hi' })).status).toBe(401);
    expect((await guest.get(`/api/walls/${id}`)).status).toBe(401);
    expect((await guest.delete(`/api/walls/${id}`)).status).toBe(401);
    expect((await guest.put(`/api/walls/${id}/vote`, { value: 1 })).status).toBe(401);
    expect((await guest.get(`/api/walls/${id}/comments`)).status).toBe(401);
    expect((await guest.post(`/api/walls/${id}/comments`, { body: 'hi' })).status).toBe(401);
    expect((await owner.c.get(`/api/walls/${id}`)).body.data).toMatchObject({ id, body: 'Hello wall', canRemove: true, canVote: false, canComment: true });
  });

  it('lists a wall newest first in keyset pages, with an honest empty page', async () => {
    const owner = await member();
    const viewer = await member();
    expect(await wall(viewer, owner)).toEqual({ items: [], next: null, canPost: true });
    const first = await write(owner, owner, 'first');
    const second = await write(viewer, owner, 'second');
    const third = await write(owner, owner, 'third');
    const page1 = await wall(viewer, owner, '?limit=2');
    expect(page1.items.map((p) => p.id)).toEqual([third, second]);
    expect(page1.items[1]).toMatchObject({ author: { name: viewer.name }, wall: { name: owner.name }, canRemove: true, canVote: false });
    expect(page1.items[0]).toMatchObject({ author: { name: owner.name }, canRemove: false, canVote: true });
    const page2 = await wall(viewer, owner, `?limit=2&after=${page1.next}`);
    expect(page2.items.map((p) => p.id)).toEqual([first]);
    expect(page2.next).toBeNull();
  });

  it('lets members write as the owner’s privacy setting says: everyone, friends only, or nobody but the owner', async () => {
    const owner = await member();
    const friend = await member();
    const stranger = await member();
    await befriend(owner, friend);
    // Default: every member who may see the profile.
    await write(stranger, owner, 'from a stranger');
    await privacy(owner, { messages: 'friends' });
    const closed = await stranger.c.post(`/api/users/${owner.name}/wall`, { body: 'again' });
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('MEMBERS_WALL_CLOSED');
    expect((await wall(stranger, owner)).canPost).toBe(false);
    expect((await wall(friend, owner)).canPost).toBe(true);
    await write(friend, owner, 'from a friend');
    await privacy(owner, { messages: 'nobody' });
    expect((await friend.c.post(`/api/users/${owner.name}/wall`, { body: 'x' })).status).toBe(403);
    await write(owner, owner, 'only me now');
    // Comments follow the same rule.
    const [latest] = (await wall(friend, owner)).items;
    expect(latest!.canComment).toBe(false);
    const comment = await friend.c.post(`/api/walls/${latest!.id}/comments`, { body: 'nice' });
    expect(comment.status).toBe(403);
    expect(comment.body.code).toBe('MEMBERS_WALL_CLOSED');
    // Writing needs a confirmed e-mail address.
    const unconfirmed = await member({ confirmed: false });
    await privacy(owner, { messages: 'everyone' });
    expect((await unconfirmed.c.post(`/api/users/${owner.name}/wall`, { body: 'hi' })).status).toBe(403);
  });

  it('refuses a private wall to strangers and shows it to friends', async () => {
    const owner = await member();
    const friend = await member();
    const stranger = await member();
    await befriend(owner, friend);
    const id = await write(owner, owner, 'for friends');
    await privacy(owner, { profile: 'friends' });
    const refused = await stranger.c.get(`/api/users/${owner.name}/wall`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MEMBERS_PRIVATE');
    expect((await stranger.c.get(`/api/walls/${id}`)).status).toBe(403);
    expect((await stranger.c.get(`/api/walls/${id}/comments`)).status).toBe(403);
    expect((await stranger.c.put(`/api/walls/${id}/vote`, { value: 1 })).status).toBe(403);
    expect((await stranger.c.post(`/api/users/${owner.name}/wall`, { body: 'let me in' })).status).toBe(403);
    expect((await wall(friend, owner)).items.map((p) => p.id)).toEqual([id]);
  });

  it('hides everything across a block, either way, and a blocked author’s posts from the owner’s wall', async () => {
    const owner = await member();
    const blocked = await member();
    const other = await member();
    const id = await write(owner, owner, 'mine');
    const theirs = await write(blocked, owner, 'from the soon blocked');
    expect((await owner.c.put(`/api/privacy/blacklist/${blocked.name}`)).status).toBe(204);
    const wallRes = await blocked.c.get(`/api/users/${owner.name}/wall`);
    expect(wallRes.status).toBe(404);
    expect((await blocked.c.post(`/api/users/${owner.name}/wall`, { body: 'hi' })).status).toBe(404);
    for (const res of [
      await blocked.c.get(`/api/walls/${id}`),
      await blocked.c.put(`/api/walls/${id}/vote`, { value: 1 }),
      await blocked.c.get(`/api/walls/${id}/comments`),
      await blocked.c.post(`/api/walls/${id}/comments`, { body: 'hi' }),
      await blocked.c.delete(`/api/walls/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('MEMBERS_POST_NOT_FOUND');
    }
    // The blocked member's post is gone from the owner's wall, for the owner and for everyone else.
    expect((await wall(owner, owner)).items.map((p) => p.id)).toEqual([id]);
    expect((await wall(other, owner)).items.map((p) => p.id)).toEqual([id]);
    expect((await other.c.get(`/api/walls/${theirs}`)).status).toBe(404);
    // The block the other way round (the author blocks a reader) hides the author's posts from that reader.
    const reader = await member();
    const post = await write(other, owner, 'by other');
    expect((await other.c.put(`/api/privacy/blacklist/${reader.name}`)).status).toBe(204);
    expect((await wall(reader, owner)).items.map((p) => p.id)).toEqual([id]);
    expect((await reader.c.get(`/api/walls/${post}`)).status).toBe(404);
  });

  it('lets the author, the wall’s owner and staff delete a post, nobody else', async () => {
    const owner = await member();
    const author = await member();
    const stranger = await member();
    const mod = await member({ role: 'moderator' });
    const a = await write(author, owner, 'one');
    const b = await write(author, owner, 'two');
    const c = await write(owner, owner, 'three');
    const refused = await stranger.c.delete(`/api/walls/${a}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MEMBERS_NOT_YOURS');
    // The author of a post on someone's wall cannot delete the owner's own posts.
    expect((await author.c.delete(`/api/walls/${c}`)).status).toBe(403);
    expect((await author.c.delete(`/api/walls/${a}`)).status).toBe(204);
    expect((await owner.c.delete(`/api/walls/${b}`)).status).toBe(204);
    expect((await mod.c.get(`/api/walls/${c}`)).body.data.canRemove).toBe(true);
    expect((await mod.c.delete(`/api/walls/${c}`)).status).toBe(204);
    expect((await wall(owner, owner)).items).toEqual([]);
    expect((await owner.c.get(`/api/walls/${a}`)).status).toBe(404);
    expect((await owner.c.delete(`/api/walls/${a}`)).status).toBe(404);
    expect((await owner.c.delete(`/api/walls/${randomUUID()}`)).status).toBe(404);
  });

  it('refuses bad input by field', async () => {
    const owner = await member();
    const id = await write(owner, owner, 'hello');
    const cases: Array<[Promise<{ status: number; body: { errors: Array<{ field: string }> } }>, string]> = [
      [owner.c.post(`/api/users/${owner.name}/wall`, { body: '   ' }), 'body'],
      [owner.c.post(`/api/users/${owner.name}/wall`, { body: 'x'.repeat(2001) }), 'body'],
      [owner.c.post(`/api/users/${owner.name}/wall`, {}), 'body'],
      [owner.c.put(`/api/walls/${id}/vote`, { value: 2 }), 'value'],
      [owner.c.put(`/api/walls/${id}/vote`, {}), 'value'],
      [owner.c.get('/api/walls/not-a-uuid'), 'post'],
      [owner.c.post(`/api/walls/${id}/comments`, { body: '' }), 'body'],
      [owner.c.post(`/api/walls/${id}/comments`, { body: 'y'.repeat(1001) }), 'body'],
      [owner.c.get(`/api/users/${owner.name}/wall?after=nonsense`), 'after'],
      [owner.c.get(`/api/walls/${id}/comments?after=nonsense`), 'after'],
      [owner.c.get(`/api/users/${owner.name}/wall?limit=500`), 'limit'],
    ];
    for (const [pending, field] of cases) {
      const res = await pending;
      expect([res.status, res.body.errors?.[0]?.field]).toEqual([422, field]);
    }
    expect((await owner.c.get('/api/users/nobody-at-all-here/wall')).status).toBe(404);
    // Voting on one's own post is refused too.
    const own = await owner.c.put(`/api/walls/${id}/vote`, { value: 1 });
    expect([own.status, own.body.errors[0].field]).toEqual([422, 'value']);
  });

  it('counts one vote per member and post: a repeated vote does not count twice', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const id = await write(owner, owner, 'vote on me');
    const vote = async (w: Who, value: number) => {
      const res = await w.c.put(`/api/walls/${id}/vote`, { value });
      expect(res.status).toBe(200);
      return res.body.data as { score: number; myVote: number };
    };
    expect(await vote(a, 1)).toEqual({ score: 1, myVote: 1 });
    expect(await vote(a, 1)).toEqual({ score: 1, myVote: 1 });
    expect(await vote(b, 1)).toEqual({ score: 2, myVote: 1 });
    expect(await vote(a, -1)).toEqual({ score: 0, myVote: -1 });
    // Concurrent repeats of the same vote still count once.
    await Promise.all([vote(b, 1), vote(b, 1), vote(b, 1)]);
    expect((await a.c.get(`/api/walls/${id}`)).body.data).toMatchObject({ score: 0, myVote: -1 });
    expect(await vote(a, 0)).toEqual({ score: 1, myVote: 0 });
    expect((await b.c.get(`/api/walls/${id}`)).body.data).toMatchObject({ score: 1, myVote: 1 });
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM member_wall_votes WHERE post_id = $1`, [id]);
    expect(rows[0].n).toBe(1);
  });

  it('pages comments oldest first, counts them, and lets the commenter, the post’s author and the owner delete them', async () => {
    const owner = await member();
    const author = await member();
    const c1 = await member();
    const stranger = await member();
    const id = await write(author, owner, 'comment on me');
    const ids: string[] = [];
    for (const [who, body] of [[c1, 'one'], [owner, 'two'], [c1, 'three']] as const) {
      const res = await who.c.post(`/api/walls/${id}/comments`, { body });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ body, author: { name: who.name }, canRemove: true });
      ids.push(res.body.data.id);
    }
    const page1 = (await stranger.c.get(`/api/walls/${id}/comments?limit=2`)).body.data;
    expect(page1.items.map((c: { body: string }) => c.body)).toEqual(['one', 'two']);
    expect(page1.items.map((c: { canRemove: boolean }) => c.canRemove)).toEqual([false, false]);
    const page2 = (await stranger.c.get(`/api/walls/${id}/comments?limit=2&after=${page1.next}`)).body.data;
    expect(page2).toMatchObject({ items: [{ body: 'three' }], next: null });
    expect((await stranger.c.get(`/api/walls/${id}`)).body.data.commentsCount).toBe(3);

    const refused = await stranger.c.delete(`/api/walls/${id}/comments/${ids[0]}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MEMBERS_NOT_YOURS');
    expect((await c1.c.delete(`/api/walls/${id}/comments/${ids[0]}`)).status).toBe(204);
    expect((await author.c.delete(`/api/walls/${id}/comments/${ids[1]}`)).status).toBe(204);
    expect((await owner.c.delete(`/api/walls/${id}/comments/${ids[2]}`)).status).toBe(204);
    expect((await owner.c.delete(`/api/walls/${id}/comments/${ids[2]}`)).status).toBe(404);
    expect((await owner.c.get(`/api/walls/${id}`)).body.data.commentsCount).toBe(0);
    // A comment id under another post is not found there.
    const other = await write(owner, owner, 'other');
    const x = (await c1.c.post(`/api/walls/${other}/comments`, { body: 'x' })).body.data.id as string;
    expect((await owner.c.delete(`/api/walls/${id}/comments/${x}`)).status).toBe(404);
    // Deleting a post takes its comments with it.
    expect((await owner.c.delete(`/api/walls/${other}`)).status).toBe(204);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM member_wall_comments WHERE id = $1`, [x]))[0].n).toBe(0);
  });

  it('shows a post on one’s own wall as a `post` activity card to friends, and takes it back with the post', async () => {
    const owner = await member();
    const friend = await member();
    await befriend(owner, friend);
    const id = await write(owner, owner, `A long post about the weekend ${'and more '.repeat(30)}`);
    // A post on someone else's wall is not an activity card.
    await write(friend, owner, 'on your wall');
    const cards = await feed(friend);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ kind: 'post', objectId: id, actor: { name: owner.name }, url: `/profile/${owner.name}/post/${id}` });
    expect(cards[0]!.title.length).toBeLessThanOrEqual(140);
    expect(cards[0]!.title.startsWith('A long post about the weekend')).toBe(true);
    expect(await feed(owner)).toEqual([]);
    expect((await owner.c.delete(`/api/walls/${id}`)).status).toBe(204);
    expect(await feed(friend)).toEqual([]);
  });
});
