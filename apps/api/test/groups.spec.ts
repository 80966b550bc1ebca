import { randomUUID } from 'node:crypto';
import { appForTests, unique } from './harness.js';
import { befriend, signedInWho, type Who } from './support/members.js';

/**
 * Issue 20, groups: creating and editing, visibility (a secret group is a 404 to outsiders in every list,
 * search and direct address), joining open / by request / by invitation, roles and ownership, bans,
 * invitations (by name and in a message), the notifications that answer requests and invitations, and the
 * group wall shared with clubs.
 */
describe('groups', () => {
  const t = appForTests();
  const member = (): Promise<Who> => signedInWho(t, { name: unique('gm') });

  type Opts = { visibility?: string; joinPolicy?: string; category?: string; name?: string };
  async function group(owner: Who, o: Opts = {}): Promise<{ slug: string; id: string }> {
    const name = o.name ?? `Group ${unique('g')}`;
    const res = await owner.c.post('/api/groups', { name, description: 'A test group', category: o.category ?? 'social', visibility: o.visibility ?? 'public', joinPolicy: o.joinPolicy ?? 'open' });
    expect(res.status).toBe(201);
    return { slug: res.body.data.slug, id: res.body.data.id };
  }
  const listSlugs = async (w: Who | null, q = '') => {
    const c = w ? w.c : t.client();
    const res = await c.get(`/api/groups${q}`);
    expect(res.status).toBe(200);
    return (res.body.data.items as Array<{ slug: string }>).map((g) => g.slug);
  };

  it('creates a group with its owner as the first member, refuses guests and names the bad field', async () => {
    const owner = await member();
    const res = await owner.c.post('/api/groups', { name: 'Night Owls Club', category: 'social', visibility: 'public', joinPolicy: 'open' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Night Owls Club', membersCount: 1, viewer: { state: 'active', role: 'owner', canEdit: true } });
    expect(res.body.data.slug).toMatch(/^night-owls-club/);

    expect((await t.client().post('/api/groups', { name: 'x', category: 'social', visibility: 'public', joinPolicy: 'open' })).status).toBe(401);
    const bad = await owner.c.post('/api/groups', { name: 'ok name', category: 'nope', visibility: 'public', joinPolicy: 'open' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('category');
    const taken = await owner.c.post('/api/groups', { name: 'Another', slug: res.body.data.slug, category: 'social', visibility: 'public', joinPolicy: 'open' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors[0].field).toBe('slug');
    const cover = await owner.c.post('/api/groups', { name: 'With cover', category: 'social', visibility: 'public', joinPolicy: 'open', coverMediaId: randomUUID() });
    expect(cover.status).toBe(422);
    expect(cover.body.errors[0].field).toBe('coverMediaId');
  });

  it('lets only the owner and moderators edit; another member is refused', async () => {
    const owner = await member();
    const other = await member();
    const g = await group(owner);
    const form = { name: 'Renamed group', category: 'travel', visibility: 'public', joinPolicy: 'request' };
    expect((await other.c.put(`/api/groups/${g.slug}`, form)).status).toBe(403);
    expect((await other.c.post(`/api/groups/${g.slug}/join`)).status).toBe(200);
    expect((await other.c.put(`/api/groups/${g.slug}`, form)).status).toBe(403);
    expect((await other.c.delete(`/api/groups/${g.slug}`)).status).toBe(403);
    const ok = await owner.c.put(`/api/groups/${g.slug}`, form);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Renamed group', category: 'travel', joinPolicy: 'request', slug: g.slug });
    // A moderator edits too.
    expect((await owner.c.put(`/api/groups/${g.slug}/members/${other.id}`, { action: 'promote' })).status).toBe(200);
    expect((await other.c.put(`/api/groups/${g.slug}`, { ...form, name: 'By the moderator' })).status).toBe(200);
    // Only the owner deletes.
    expect((await other.c.delete(`/api/groups/${g.slug}`)).status).toBe(403);
    expect((await owner.c.delete(`/api/groups/${g.slug}`)).status).toBe(204);
    expect((await owner.c.get(`/api/groups/${g.slug}`)).status).toBe(404);
  });

  it('keeps a secret group invisible to non-members in every list, search, count and direct address', async () => {
    const owner = await member();
    const outsider = await member();
    const friend = await member();
    await befriend(owner, friend);
    const name = `Hidden ${unique('h')}`;
    const g = await group(owner, { visibility: 'secret', joinPolicy: 'invite', name });
    const open = await group(owner, { name: `Open ${unique('o')}` });

    for (const who of [outsider, null]) {
      expect(await listSlugs(who)).not.toContain(g.slug);
      expect(await listSlugs(who, `?q=${encodeURIComponent(name.slice(0, 10))}`)).not.toContain(g.slug);
      expect(await listSlugs(who, '?sort=newest')).not.toContain(g.slug);
      expect(await listSlugs(who, '?sort=members')).not.toContain(g.slug);
      const c = who ? who.c : t.client();
      const direct = await c.get(`/api/groups/${g.slug}`);
      expect(direct.status).toBe(404);
      expect(direct.body.message).toBe((await c.get('/api/groups/never-was-a-group')).body.message);
    }
    for (const path of ['', '/wall', '/members', '/members?state=requested']) {
      expect((await outsider.c.get(`/api/groups/${g.slug}${path}`)).status).toBe(404);
    }
    expect((await outsider.c.post(`/api/groups/${g.slug}/join`)).status).toBe(404);
    expect((await outsider.c.put(`/api/groups/${g.slug}`, { name: 'Mine now', category: 'social', visibility: 'public', joinPolicy: 'open' })).status).toBe(404);
    // The owner's profile list shows the secret group to its members only.
    const ofOwner = async (w: Who) => ((await w.c.get(`/api/users/${owner.name}/groups`)).body.data.items as Array<{ slug: string }>).map((x) => x.slug);
    expect(await ofOwner(outsider)).toEqual([open.slug]);
    expect(await ofOwner(owner)).toEqual(expect.arrayContaining([g.slug, open.slug]));
    // A post on its wall is not found either.
    const post = await owner.c.post(`/api/groups/${g.slug}/wall`, { body: 'members only' });
    expect(post.status).toBe(201);
    expect((await outsider.c.get(`/api/community-walls/${post.body.data.id}`)).status).toBe(404);
    expect((await outsider.c.put(`/api/community-walls/${post.body.data.id}/vote`, { value: 1 })).status).toBe(404);

    // An invited friend sees it (to answer), then as a member.
    const inv = await owner.c.post(`/api/groups/${g.slug}/invites`, { names: [friend.name, outsider.name] });
    expect(inv.status).toBe(200);
    expect(inv.body.data.invited).toEqual([friend.name]);
    expect(inv.body.data.skipped).toEqual([{ name: outsider.name, reason: 'not-friend' }]);
    expect((await friend.c.get(`/api/groups/${g.slug}`)).body.data.viewer.state).toBe('invited');
    expect(await listSlugs(friend)).toContain(g.slug);
    expect((await outsider.c.get(`/api/groups/${g.slug}`)).status).toBe(404);
  });

  it('joins an open group at once, asks in a by-request group (approved from the notification), refuses invitation-only', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const openG = await group(owner, { joinPolicy: 'open' });
    const reqG = await group(owner, { joinPolicy: 'request', visibility: 'private' });
    const invG = await group(owner, { joinPolicy: 'invite' });

    expect((await t.client().post(`/api/groups/${openG.slug}/join`)).status).toBe(401);
    const joined = await a.c.post(`/api/groups/${openG.slug}/join`);
    expect(joined.body.data).toMatchObject({ state: 'active', membersCount: 2 });

    // Private: listed, but its content is for members.
    expect((await b.c.get(`/api/groups/${reqG.slug}`)).status).toBe(200);
    expect((await b.c.get(`/api/groups/${reqG.slug}/wall`)).body.data).toMatchObject({ items: [], canPost: false });
    expect((await b.c.get(`/api/groups/${reqG.slug}/members`)).status).toBe(403);
    expect((await b.c.post(`/api/groups/${reqG.slug}/wall`, { body: 'hi' })).status).toBe(403);

    const asked = await b.c.post(`/api/groups/${reqG.slug}/join`);
    expect(asked.body.data).toMatchObject({ state: 'requested', membersCount: 1 });
    // The owner hears of it, with the endpoint that answers it.
    const notes = (await owner.c.get('/api/notifications')).body.data.items as Array<{ action: string; responseEndpoint: string | null }>;
    const note = notes.find((n) => n.action === 'GroupJoinRequest');
    expect(note?.responseEndpoint).toMatch(new RegExp(`^/api/groups/${reqG.slug}/requests/`));
    // Only managers answer, and only with status approve.
    const endpoint = note!.responseEndpoint!;
    expect((await a.c.put(endpoint, { status: 'approve' })).status).toBe(403);
    expect((await b.c.put(endpoint, { status: 'approve' })).status).toBe(403);
    expect((await owner.c.put(endpoint, { status: 'yes' })).status).toBe(422);
    const ok = await owner.c.put(endpoint, { status: 'approve' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ state: 'active', membersCount: 2 });
    expect((await owner.c.put(endpoint, { status: 'approve' })).status).toBe(404);
    expect((await b.c.get(`/api/groups/${reqG.slug}`)).body.data.viewer).toMatchObject({ state: 'active', canPost: true });

    expect((await a.c.post(`/api/groups/${invG.slug}/join`)).status).toBe(403);
  });

  it('refuses a request with DELETE and lets the member withdraw', async () => {
    const owner = await member();
    const a = await member();
    const g = await group(owner, { joinPolicy: 'request' });
    await a.c.post(`/api/groups/${g.slug}/join`);
    const reqs = (await owner.c.get(`/api/groups/${g.slug}/members?state=requested`)).body.data.items as Array<{ id: string; member: { id: string } }>;
    expect(reqs.map((r) => r.member.id)).toEqual([a.id]);
    expect((await a.c.get(`/api/groups/${g.slug}/members?state=requested`)).status).toBe(403);
    const refused = await owner.c.delete(`/api/groups/${g.slug}/requests/${reqs[0]!.id}`);
    expect(refused.status).toBe(200);
    expect((await a.c.get(`/api/groups/${g.slug}`)).body.data.viewer.state).toBe('none');
    await a.c.post(`/api/groups/${g.slug}/join`);
    expect((await a.c.delete(`/api/groups/${g.slug}/join`)).body.data.state).toBe('none');
  });

  it('invites friends; the invitee accepts or declines with PUT accept 0/1 and lists their invitations', async () => {
    const owner = await member();
    const f1 = await member();
    const f2 = await member();
    await befriend(owner, f1);
    await befriend(owner, f2);
    const g = await group(owner, { joinPolicy: 'invite', visibility: 'private' });
    expect((await owner.c.post(`/api/groups/${g.slug}/invites`, { names: [] })).status).toBe(422);
    expect((await f1.c.post(`/api/groups/${g.slug}/invites`, { names: [f2.name] })).status).toBe(403);
    const res = await owner.c.post(`/api/groups/${g.slug}/invites`, { names: [f1.name, f2.name, 'nobody-' + unique()] });
    expect(res.body.data.invited.sort()).toEqual([f1.name, f2.name].sort());
    expect(res.body.data.skipped[0].reason).toBe('unknown');

    const mine = await f1.c.get(`/api/users/${f1.name}/groups/invites`);
    expect(mine.status).toBe(200);
    const invite = (mine.body.data.items as Array<{ id: string; group: { slug: string } }>).find((i) => i.group.slug === g.slug)!;
    expect(invite).toBeDefined();
    expect((await f2.c.get(`/api/users/${f1.name}/groups/invites`)).status).toBe(403);
    const note = ((await f1.c.get('/api/notifications')).body.data.items as Array<{ action: string; responseEndpoint: string }>).find((n) => n.action === 'GroupInvite');
    expect(note?.responseEndpoint).toBe(`/api/groups/${g.slug}/invites/${invite.id}`);

    expect((await f2.c.put(`/api/groups/${g.slug}/invites/${invite.id}`, { accept: 1 })).status).toBe(404);
    expect((await f1.c.put(`/api/groups/${g.slug}/invites/${invite.id}`, { accept: 'maybe' })).status).toBe(422);
    const accepted = await f1.c.put(`/api/groups/${g.slug}/invites/${invite.id}`, { accept: 1 });
    expect(accepted.body.data).toMatchObject({ state: 'active', membersCount: 2 });

    const inv2 = ((await f2.c.get(`/api/users/${f2.name}/groups/invites`)).body.data.items as Array<{ id: string }>)[0]!;
    expect((await f2.c.put(`/api/groups/${g.slug}/invites/${inv2.id}`, { accept: 0 })).body.data.state).toBe('none');
    expect((await f2.c.get(`/api/groups/${g.slug}`)).body.data.viewer.state).toBe('none');
  });

  it('sends a group invitation in a message (groupInvite) and refuses a group the sender is not in', async () => {
    const owner = await signedInWho(t, { name: unique('gm'), tier: 'gold' });
    const friend = await member();
    const stranger = await member();
    await befriend(owner, friend);
    const g = await group(owner, { joinPolicy: 'invite', visibility: 'secret' });
    const other = await group(stranger);
    const send = (groupInvite: string) =>
      owner.c.post('/api/conversations', { clientId: randomUUID(), recipientIds: [friend.id], message: `Join my group: /groups/${g.slug}`, groupInvite });
    const refused = await send(other.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('groupInvite');
    const ok = await send(g.id);
    expect(ok.status).toBe(201);
    const detail = await friend.c.get(`/api/groups/${g.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.viewer.state).toBe('invited');
    const accepted = await friend.c.put(`/api/groups/${g.slug}/invites/${detail.body.data.viewer.inviteId}`, { accept: 1 });
    expect(accepted.body.data.state).toBe('active');
  });

  it('manages roles: promote, demote, ban (no rejoin), remove, transfer ownership; the owner cannot leave before', async () => {
    const owner = await member();
    const a = await member();
    const b = await member();
    const g = await group(owner);
    await a.c.post(`/api/groups/${g.slug}/join`);
    await b.c.post(`/api/groups/${g.slug}/join`);
    expect((await a.c.put(`/api/groups/${g.slug}/members/${b.id}`, { action: 'ban' })).status).toBe(403);
    expect((await owner.c.put(`/api/groups/${g.slug}/members/${a.id}`, { action: 'crown' })).status).toBe(422);
    expect((await owner.c.put(`/api/groups/${g.slug}/members/${a.id}`, { action: 'promote' })).body.data.role).toBe('moderator');
    // A moderator bans a member, who cannot come back; but not the owner, and does not promote.
    expect((await a.c.put(`/api/groups/${g.slug}/members/${owner.id}`, { action: 'ban' })).status).toBe(403);
    expect((await a.c.put(`/api/groups/${g.slug}/members/${b.id}`, { action: 'promote' })).status).toBe(403);
    expect((await a.c.put(`/api/groups/${g.slug}/members/${b.id}`, { action: 'ban' })).body.data.state).toBe('banned');
    expect((await b.c.post(`/api/groups/${g.slug}/join`)).status).toBe(403);
    expect((await owner.c.get(`/api/groups/${g.slug}`)).body.data.membersCount).toBe(2);
    expect((await owner.c.delete(`/api/groups/${g.slug}/members/${b.id}`)).status).toBe(204);
    expect((await b.c.post(`/api/groups/${g.slug}/join`)).body.data.state).toBe('active');

    expect((await owner.c.delete(`/api/groups/${g.slug}/join`)).status).toBe(422);
    expect((await owner.c.put(`/api/groups/${g.slug}/members/${a.id}`, { action: 'transfer' })).status).toBe(200);
    const after = await a.c.get(`/api/groups/${g.slug}`);
    expect(after.body.data).toMatchObject({ owner: { id: a.id }, viewer: { role: 'owner' } });
    expect((await owner.c.get(`/api/groups/${g.slug}`)).body.data.viewer.role).toBe('moderator');
    expect((await owner.c.delete(`/api/groups/${g.slug}/join`)).body.data).toMatchObject({ state: 'none', membersCount: 2 });
  });

  it('keeps the member count right under concurrent joins and leaves', async () => {
    const owner = await member();
    const g = await group(owner);
    const people = await Promise.all(Array.from({ length: 8 }, () => member()));
    await Promise.all(people.map((p) => p.c.post(`/api/groups/${g.slug}/join`)));
    await Promise.all(people.map((p) => p.c.post(`/api/groups/${g.slug}/join`)));
    expect((await owner.c.get(`/api/groups/${g.slug}`)).body.data.membersCount).toBe(9);
    await Promise.all(people.slice(0, 5).map((p) => p.c.delete(`/api/groups/${g.slug}/join`)));
    expect((await owner.c.get(`/api/groups/${g.slug}`)).body.data.membersCount).toBe(4);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM group_members WHERE group_id = $1 AND state = 'active'`, [g.id]);
    expect(rows[0].n).toBe(4);
  });

  it('runs the wall: members post, vote (not on their own), comment; the author and moderators remove', async () => {
    const owner = await member();
    const a = await member();
    const outsider = await member();
    const g = await group(owner, { visibility: 'private' });
    await owner.c.put(`/api/groups/${g.slug}`, { name: 'Private wall', category: 'social', visibility: 'private', joinPolicy: 'open' });
    await a.c.post(`/api/groups/${g.slug}/join`);
    expect((await outsider.c.post(`/api/groups/${g.slug}/wall`, { body: 'x' })).status).toBe(403);
    const bad = await a.c.post(`/api/groups/${g.slug}/wall`, { body: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('body');
    const post = (await a.c.post(`/api/groups/${g.slug}/wall`, { body: 'Hello group' })).body.data;
    expect(post).toMatchObject({ body: 'Hello group', author: { id: a.id }, canRemove: true, canVote: false });
    expect((await a.c.put(`/api/community-walls/${post.id}/vote`, { value: 1 })).status).toBe(422);
    expect((await owner.c.put(`/api/community-walls/${post.id}/vote`, { value: 1 })).body.data).toEqual({ score: 1, myVote: 1 });
    expect((await owner.c.put(`/api/community-walls/${post.id}/vote`, { value: 1 })).body.data).toEqual({ score: 1, myVote: 1 });
    expect((await outsider.c.get(`/api/community-walls/${post.id}`)).status).toBe(404);
    const c = await owner.c.post(`/api/community-walls/${post.id}/comments`, { body: 'Welcome!' });
    expect(c.status).toBe(201);
    expect((await outsider.c.get(`/api/community-walls/${post.id}/comments`)).status).toBe(404);
    const list = (await a.c.get(`/api/groups/${g.slug}/wall`)).body.data;
    expect(list.items[0]).toMatchObject({ id: post.id, score: 1, commentsCount: 1 });
    expect((await owner.c.get(`/api/groups/${g.slug}`)).body.data.postsCount).toBe(1);
    expect((await outsider.c.delete(`/api/community-walls/${post.id}`)).status).toBe(404);
    expect((await owner.c.delete(`/api/community-walls/${post.id}`)).status).toBe(204);
    expect((await owner.c.get(`/api/groups/${g.slug}`)).body.data.postsCount).toBe(0);
    expect((await t.client().get(`/api/groups/${g.slug}/wall`)).status).toBe(401);
  });

  it('pages the wall by keyset and rejects a forged cursor naming after', async () => {
    const owner = await member();
    const g = await group(owner);
    for (let i = 0; i < 5; i++) await owner.c.post(`/api/groups/${g.slug}/wall`, { body: `post ${i}` });
    const p1 = (await owner.c.get(`/api/groups/${g.slug}/wall?limit=2`)).body.data;
    const p2 = (await owner.c.get(`/api/groups/${g.slug}/wall?limit=2&after=${p1.next}`)).body.data;
    const p3 = (await owner.c.get(`/api/groups/${g.slug}/wall?limit=2&after=${p2.next}`)).body.data;
    expect([...p1.items, ...p2.items, ...p3.items].map((p: { body: string }) => p.body)).toEqual(['post 4', 'post 3', 'post 2', 'post 1', 'post 0']);
    expect(p3.next).toBeNull();
    const forged = await owner.c.get(`/api/groups/${g.slug}/wall?after=bm9wZQ`);
    expect(forged.status).toBe(422);
    expect(forged.body.errors[0].field).toBe('after');
  });

  it('discovers by category, newest and name; near a place needs a place id', async () => {
    const owner = await member();
    const tag = unique('zq');
    const g1 = await group(owner, { name: `Kinky ${tag} one`, category: 'kink' });
    const g2 = await group(owner, { name: `Travel ${tag} two`, category: 'travel' });
    expect(await listSlugs(owner, `?category=kink&q=${tag}`)).toEqual([g1.slug]);
    expect(await listSlugs(null, `?sort=newest&q=${tag}`)).toEqual([g2.slug, g1.slug]);
    const near = await owner.c.get('/api/groups?sort=near');
    expect(near.status).toBe(422);
    expect(near.body.errors[0].field).toBe('placeId');
    expect((await owner.c.get('/api/groups?sort=sideways')).status).toBe(422);
  });
});
