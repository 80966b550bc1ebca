import { randomUUID } from 'node:crypto';
import { QueueService } from '../src/infra/queue/queue.service.js';
import { appForTests, unique, type Client, type TestApp } from './harness.js';

/**
 * Issue 19, the forum: categories, topics and posts (pages of 20, jump to the first unread post, quotes,
 * edits with history, soft delete), votes (idempotent under concurrency), watch levels driving
 * notifications, settings, search, members' lists, new-member limits, the word filter, reports hiding a
 * post, and moderation by the variant's staff only.
 */
describe('forum', () => {
  const t = appForTests();

  type Who = { id: string; name: string; email: string; c: Client };
  async function member(opts: Parameters<TestApp['createMember']>[0] & { fresh?: boolean } = {}): Promise<Who> {
    const { fresh, ...seed } = opts;
    const { m, c } = await t.signedInMember({ name: unique('fm'), ...seed });
    // Members older than a day, unless the test is about new members.
    if (!fresh) await t.db.query(`UPDATE members SET created_at = now() - interval '3 days' WHERE id = $1`, [m.id]);
    return { id: m.id, name: m.name, email: m.email, c };
  }

  async function category(o: { posting?: string; visibility?: string; questions?: boolean; filters?: unknown[]; variant?: string } = {}): Promise<string> {
    const slug = unique('cat').toLowerCase();
    await t.db.query(
      `INSERT INTO forum_categories (variant, slug, name, description, posting, visibility, questions, search_config, keyword_filters)
       VALUES ($1, $2, $3, 'A test category', $4, $5, $6, 'english', $7::jsonb)`,
      [o.variant ?? 'shuk', slug, `Category ${slug}`, o.posting ?? 'everyone', o.visibility ?? 'public', o.questions ?? false, JSON.stringify(o.filters ?? [])],
    );
    return slug;
  }

  type Location = { topicId: string; topicSlug: string; categorySlug: string; postId: string; number: number; page: number };
  async function topic(w: Who, cat: string, title = 'A topic about gardens', body = '<p>Roses and tulips in spring.</p>'): Promise<Location> {
    const res = await w.c.post(`/api/forum/categories/${cat}/topics`, { title, body });
    expect(res.status).toBe(201);
    return res.body.data as Location;
  }
  async function reply(w: Who, topicId: string, body = '<p>A reply here.</p>', quotePostId?: string): Promise<Location> {
    const res = await w.c.post('/api/forum/posts', { topicId, body, quotePostId });
    expect(res.status).toBe(201);
    return res.body.data as Location;
  }
  const page = async (c: Client, at: Pick<Location, 'categorySlug' | 'topicSlug'>, q = '') => {
    const res = await c.get(`/api/forum/categories/${at.categorySlug}/topics/${at.topicSlug}${q}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const forumNotes = async (w: Who) =>
    ((await w.c.get('/api/notifications')).body.data.items as Array<{ action: string; objectId: string; target: { url: string } }>).filter((n) => n.action.startsWith('Forum'));

  it('lets guests read public categories and refuses them everything else', async () => {
    const pub = await category();
    const secret = await category({ visibility: 'staff' });
    const membersOnly = await category({ visibility: 'members' });
    const a = await member();
    const at = await topic(a, pub);
    const guest = t.client();
    const list = (await guest.get('/api/forum/categories')).body.data.items as Array<{ slug: string; viewer: { canPost: boolean } }>;
    expect(list.map((c) => c.slug)).toContain(pub);
    expect(list.map((c) => c.slug)).not.toContain(secret);
    expect(list.map((c) => c.slug)).not.toContain(membersOnly);
    expect(list.find((c) => c.slug === pub)!.viewer.canPost).toBe(false);
    expect((await guest.get(`/api/forum/categories/${pub}/topics`)).body.data.items.map((x: { id: string }) => x.id)).toEqual([at.topicId]);
    const shown = await page(guest, at);
    expect(shown.posts[0].html).toContain('Roses');
    expect(shown.viewer).toMatchObject({ canReply: false, replyRefusal: 'guest', firstUnreadPostId: null });
    expect((await guest.get(`/api/forum/categories/${secret}/topics`)).status).toBe(404);
    expect((await guest.get(`/api/forum/categories/${membersOnly}/topics`)).status).toBe(404);
    expect((await a.c.get(`/api/forum/categories/${membersOnly}/topics`)).status).toBe(200);
    expect((await a.c.get(`/api/forum/categories/${secret}/topics`)).status).toBe(404);

    const refused = [
      await guest.post(`/api/forum/categories/${pub}/topics`, { title: 'Hello there', body: '<p>hi</p>' }),
      await guest.post('/api/forum/posts', { topicId: at.topicId, body: '<p>hi</p>' }),
      await guest.put(`/api/forum/posts/${at.postId}`, { body: '<p>hi</p>' }),
      await guest.delete(`/api/forum/posts/${at.postId}`),
      await guest.put(`/api/forum/posts/${at.postId}/vote`, { value: 1 }),
      await guest.put(`/api/forum/topics/${at.topicId}/vote`, { value: 1 }),
      await guest.put(`/api/forum/topics/${at.topicId}/watch`, { level: 'watching' }),
      await guest.put(`/api/forum/topics/${at.topicId}/read`, { number: 1 }),
      await guest.put(`/api/forum/topics/${at.topicId}/accepted`, { postId: null }),
      await guest.get(`/api/forum/topics/${at.topicId}/edit`),
      await guest.put(`/api/forum/topics/${at.topicId}`, { title: 'Hello there', body: '<p>hi</p>' }),
      await guest.put(`/api/forum/categories/${pub}/watch`, { level: 'muted' }),
      await guest.get('/api/forum/settings'),
      await guest.put('/api/forum/settings', { digest: 'daily' }),
      await guest.get('/api/forum/watched'),
      await guest.put(`/api/forum/topics/${at.topicId}/moderation`, { locked: true, reason: 'calm down' }),
      await guest.put(`/api/forum/posts/${at.postId}/review`, { decision: 'restore', reason: 'fine' }),
      await guest.get(`/api/forum/posts/${at.postId}/history`),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 401));
  });

  it('refuses bad input naming the field', async () => {
    const cat = await category();
    const a = await member();
    const short = await a.c.post(`/api/forum/categories/${cat}/topics`, { title: 'Hi', body: '<p>Something</p>' });
    expect(short.status).toBe(422);
    expect(short.body.errors[0].field).toBe('title');
    const empty = await a.c.post(`/api/forum/categories/${cat}/topics`, { title: 'A fine title', body: '<p> </p>' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].field).toBe('body');
    const badTopic = await a.c.post('/api/forum/posts', { topicId: 'nope', body: '<p>x y</p>' });
    expect(badTopic.status).toBe(422);
    expect(badTopic.body.errors[0].field).toBe('topicId');
    const badPath = await a.c.put('/api/forum/topics/42/vote', { value: 1 });
    expect(badPath.status).toBe(422);
    expect(badPath.body.errors[0].field).toBe('topic');
    const at = await topic(a, cat);
    const b = await member();
    const badVote = await b.c.put(`/api/forum/topics/${at.topicId}/vote`, { value: 5 });
    expect(badVote.status).toBe(422);
    expect(badVote.body.errors[0].field).toBe('value');
    const badDigest = await a.c.put('/api/forum/settings', { digest: 'hourly' });
    expect(badDigest.status).toBe(422);
    expect(badDigest.body.errors[0].field).toBe('digest');
    const badSearch = await a.c.get('/api/forum/search?q=roses&from=2026-02-01&to=2026-01-01');
    expect(badSearch.status).toBe(422);
    expect(badSearch.body.errors[0].field).toBe('from');
    const badCursor = await a.c.get(`/api/forum/categories/${cat}/topics?after=zzz`);
    expect(badCursor.status).toBe(422);
    expect(badCursor.body.errors[0].field).toBe('after');
    expect((await a.c.get(`/api/forum/categories/${cat}/topics/no-such-topic`)).status).toBe(404);
  });

  it('pages a topic by 20, opens at the first unread post and answers the page holding a post', async () => {
    const cat = await category();
    const a = await member();
    const b = await member();
    const at = await topic(a, cat, 'A long conversation');
    const replies: Location[] = [];
    for (let i = 0; i < 24; i++) replies.push(await reply(i % 2 ? a : b, at.topicId, `<p>Reply number ${i + 2}</p>`));
    expect(replies[23]).toMatchObject({ number: 25, page: 2 });
    // b has read up to its own last post (24); a's reply 25 is unread for b.
    const first = await page(b.c, at);
    expect(first.pageCount).toBe(2);
    expect(first.page).toBe(2);
    expect(first.viewer.firstUnreadPostId).toBe(replies[23]!.postId);
    expect(first.viewer.firstUnreadPage).toBe(2);
    expect(first.posts.map((p: { number: number }) => p.number)).toEqual([21, 22, 23, 24, 25]);
    // Opening the page read it: nothing unread now.
    expect((await page(b.c, at)).viewer).toMatchObject({ firstUnreadPostId: null, unread: 0, lastReadNumber: 25 });
    const p1 = await page(b.c, at, '?page=1');
    expect(p1.posts).toHaveLength(20);
    expect(p1.posts[0]).toMatchObject({ number: 1, author: { name: a.name }, state: 'visible' });
    const jump = await page(t.client(), at, `?post=${replies[5]!.postId}`);
    expect(jump.page).toBe(1);
    const jump2 = await page(t.client(), at, `?post=${replies[20]!.postId}`);
    expect(jump2.page).toBe(2);
    const c = await member();
    // A first visit opens page 1 with the first post as the first unread one.
    expect((await page(c.c, at)).viewer).toMatchObject({ firstUnreadPostId: at.postId, unread: 25 });
    expect((await c.c.put(`/api/forum/topics/${at.topicId}/read`, { number: 3 })).body.data).toEqual({ lastReadNumber: 20, unread: 5 });
  });

  it('quotes a post with a link back, edits with an edited mark and history for staff, and refuses editing another member’s post', async () => {
    const cat = await category();
    const a = await member();
    const b = await member();
    const staff = await member({ role: 'moderator' });
    const at = await topic(a, cat, 'Quoting and editing', '<p>The original words.</p>');
    const r = await reply(b, at.topicId, '<p>I agree with this.</p>', at.postId);
    const shown = await page(a.c, at);
    expect(shown.posts[1].quote).toMatchObject({ postId: at.postId, topicId: at.topicId, page: 1, author: { name: a.name } });
    expect(shown.posts[1].quote.excerpt).toContain('The original words');
    const other = await b.c.put(`/api/forum/posts/${at.postId}`, { body: '<p>Hijacked</p>' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORUM_NOT_YOURS');
    expect((await b.c.delete(`/api/forum/posts/${at.postId}`)).status).toBe(403);
    const edit = await a.c.put(`/api/forum/posts/${at.postId}`, { body: '<p>The better words.</p>' });
    expect(edit.status).toBe(200);
    expect(edit.body.data.html).toContain('better words');
    expect(edit.body.data.editedAt).not.toBeNull();
    expect((await a.c.get(`/api/forum/posts/${at.postId}/history`)).status).toBe(403);
    const history = await staff.c.get(`/api/forum/posts/${at.postId}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.items[0].html).toContain('original words');
    const editable = await a.c.get(`/api/forum/topics/${at.topicId}/edit`);
    expect(editable.body.data).toMatchObject({ title: 'Quoting and editing', firstPostId: at.postId });
    expect((await b.c.get(`/api/forum/topics/${at.topicId}/edit`)).status).toBe(403);
    const retitled = await a.c.put(`/api/forum/topics/${at.topicId}`, { title: 'Quoting and editing, again', body: '<p>Third words.</p>' });
    expect(retitled.status).toBe(200);
    expect((await page(a.c, at)).title).toBe('Quoting and editing, again');
    // Soft delete keeps the post's place; its text is gone for members.
    expect((await b.c.delete(`/api/forum/posts/${r.postId}`)).status).toBe(204);
    const after = await page(a.c, at);
    expect(after.posts[1]).toMatchObject({ id: r.postId, state: 'deleted', html: '' });
    // A moderator deleting another member's post gives a reason (audited).
    const noReason = await staff.c.delete(`/api/forum/posts/${at.postId}`);
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].field).toBe('reason');
    expect((await staff.c.delete(`/api/forum/posts/${at.postId}`, { reason: 'Off topic' })).status).toBe(204);
    expect((await a.c.get(`/api/forum/categories/${at.categorySlug}/topics/${at.topicSlug}`)).status).toBe(404);
    const audit = await t.db.query(`SELECT action FROM staff_audit_log WHERE target_id = $1`, [at.postId]);
    expect(audit).toEqual([{ action: 'forum.post.delete' }]);
  });

  it('refuses replies to a locked topic; pinning and locking are for the variant’s moderators only', async () => {
    const cat = await category();
    const a = await member();
    const b = await member();
    const staff = await member({ role: 'moderator' });
    const elsewhere = await member({ role: 'moderator', homeVariant: 'shde' });
    const at = await topic(a, cat, 'To be locked');
    expect((await a.c.put(`/api/forum/topics/${at.topicId}/moderation`, { locked: true, reason: 'Too heated' })).status).toBe(403);
    const foreign = await elsewhere.c.put(`/api/forum/topics/${at.topicId}/moderation`, { locked: true, reason: 'Too heated' });
    expect(foreign.status).toBe(403);
    const noReason = await staff.c.put(`/api/forum/topics/${at.topicId}/moderation`, { locked: true });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].field).toBe('reason');
    const locked = await staff.c.put(`/api/forum/topics/${at.topicId}/moderation`, { locked: true, pinned: true, reason: 'Too heated' });
    expect(locked.status).toBe(200);
    expect(locked.body.data).toMatchObject({ locked: true, pinned: true });
    const refused = await b.c.post('/api/forum/posts', { topicId: at.topicId, body: '<p>One more thing</p>' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORUM_TOPIC_LOCKED');
    expect((await page(b.c, at)).viewer).toMatchObject({ canReply: false, replyRefusal: 'locked' });
    const list = (await b.c.get(`/api/forum/categories/${cat}/topics`)).body.data;
    expect(list.pinned.map((x: { id: string }) => x.id)).toEqual([at.topicId]);
    expect(list.items).toEqual([]);
    const audit = await t.db.query(`SELECT action, after FROM staff_audit_log WHERE target_id = $1`, [at.topicId]);
    expect(audit[0]).toMatchObject({ action: 'forum.topic.moderate', after: { locked: true, reason: 'Too heated' } });
    // Moving to another category: the topic, its posts and its link follow.
    const elsewhereCat = await category();
    const other = await topic(b, elsewhereCat, 'To be locked');
    const moved = await staff.c.put(`/api/forum/topics/${at.topicId}/moderation`, { category: elsewhereCat, reason: 'Belongs there' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ categorySlug: elsewhereCat, slug: `${other.topicSlug}-2` });
    expect((await page(b.c, { categorySlug: elsewhereCat, topicSlug: `${other.topicSlug}-2` })).posts[0].id).toBe(at.postId);
    expect((await b.c.get(`/api/forum/categories/${cat}/topics`)).body.data.pinned).toEqual([]);
    const unknown = await staff.c.put(`/api/forum/topics/${at.topicId}/moderation`, { category: 'no-such-category', reason: 'Belongs there' });
    expect(unknown.status).toBe(404);
  });

  it('keeps one vote per member under 20 concurrent votes, changeable and idempotent', async () => {
    const cat = await category();
    const a = await member();
    const b = await member();
    const at = await topic(a, cat, 'Vote on me');
    const same = await Promise.all(Array.from({ length: 20 }, () => b.c.put(`/api/forum/topics/${at.topicId}/vote`, { value: 1 })));
    expect(same.map((r) => r.status)).toEqual(same.map(() => 200));
    expect((await page(b.c, at)).score).toBe(1);
    const voters = await Promise.all(Array.from({ length: 20 }, () => member()));
    const many = await Promise.all(voters.map((v) => v.c.put(`/api/forum/posts/${at.postId}/vote`, { value: 1 })));
    expect(many.map((r) => r.status)).toEqual(many.map(() => 200));
    const post = await b.c.get(`/api/forum/posts/${at.postId}`);
    expect(post.body.data.score).toBe(20);
    const changed = await voters[0]!.c.put(`/api/forum/posts/${at.postId}/vote`, { value: -1 });
    expect(changed.body.data).toEqual({ value: -1, score: 18 });
    const back = await voters[0]!.c.put(`/api/forum/posts/${at.postId}/vote`, { value: 0 });
    expect(back.body.data).toEqual({ value: 0, score: 19 });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM forum_topic_votes WHERE topic_id = $1`, [at.topicId]))[0].n).toBe(1);
    const own = await a.c.put(`/api/forum/topics/${at.topicId}/vote`, { value: 1 });
    expect(own.status).toBe(422);
    expect(own.body.code).toBe('FORUM_OWN_VOTE');
  });

  it('notifies watchers of every reply; tracking only counts unread; muted hides the topic and its mentions', async () => {
    const cat = await category();
    const author = await member();
    const tracker = await member();
    const muter = await member();
    const replier = await member();
    const at = await topic(author, cat, 'Who is watching');
    expect((await tracker.c.put(`/api/forum/topics/${at.topicId}/watch`, { level: 'tracking' })).body.data).toEqual({ level: 'tracking', own: 'tracking' });
    expect((await muter.c.put(`/api/forum/topics/${at.topicId}/watch`, { level: 'muted' })).status).toBe(200);
    await page(tracker.c, at);
    const r = await reply(replier, at.topicId, `<p>Hello @${muter.name} and everyone</p>`);
    // The author watches topics they start (default settings): told about the reply, with a link to it.
    const notes = await forumNotes(author);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ action: 'ForumReply', objectId: r.postId });
    expect(notes[0]!.target.url).toBe(`/forum/${cat}/${at.topicSlug}?post=${r.postId}&page=1`);
    expect(await forumNotes(tracker)).toEqual([]);
    expect(await forumNotes(muter)).toEqual([]);
    const tracked = (await tracker.c.get(`/api/forum/categories/${cat}/topics`)).body.data.items[0];
    expect(tracked.viewer).toMatchObject({ unread: 1, watch: 'tracking' });
    const cats = (await tracker.c.get('/api/forum/categories')).body.data.items.find((c: { slug: string }) => c.slug === cat);
    expect(cats.viewer.unread).toBe(1);
    expect((await muter.c.get(`/api/forum/categories/${cat}/topics`)).body.data.items).toEqual([]);
    // A mention tells a member who did not mute the topic; the replier now tracks it (default for replies).
    await reply(author, at.topicId, `<p>Thanks @${tracker.name}!</p>`);
    expect((await forumNotes(tracker)).map((n) => n.action)).toEqual(['ForumMention']);
    expect(await forumNotes(replier)).toEqual([]);
    const watched = (await tracker.c.get('/api/forum/watched')).body.data.items.map((x: { id: string }) => x.id);
    expect(watched).toEqual([at.topicId]);
    // Watching a category tells about replies in all its topics.
    await muter.c.put(`/api/forum/categories/${cat}/watch`, { level: 'watching' });
    const other = await topic(author, cat, 'Another topic here');
    await reply(replier, other.topicId);
    expect((await forumNotes(muter)).map((n) => n.action)).toEqual(['ForumReply']);
  });

  it('refuses the fourth topic of a new member with a clear message, and more than two links in a post', async () => {
    const cat = await category();
    const fresh = await member({ fresh: true });
    for (let i = 1; i <= 3; i++) await topic(fresh, cat, `New member topic ${i}`);
    const fourth = await fresh.c.post(`/api/forum/categories/${cat}/topics`, { title: 'New member topic 4', body: '<p>One more</p>' });
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe('FORUM_NEW_MEMBER_LIMIT');
    expect(fourth.body.message).toMatch(/^New members can start 3 topics in their first 24 hours\. You can start another one after \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/);
    const at = (await fresh.c.get(`/api/forum/members/${fresh.name}/topics`)).body.data.items[0];
    const links = await fresh.c.post('/api/forum/posts', {
      topicId: at.id,
      body: '<p><a href="https://a.example">a</a> <a href="https://b.example">b</a> https://c.example</p>',
    });
    expect(links.status).toBe(422);
    expect(links.body.errors[0]).toMatchObject({ field: 'body' });
    const old = await member();
    for (let i = 1; i <= 4; i++) await topic(old, cat, `Old member topic ${i}`);
  });

  it('limits the flood of replies in one topic (the route’s rate limit)', async () => {
    const cat = await category();
    const a = await member();
    const at = await topic(a, cat, 'Flooded topic');
    await reply(a, at.topicId);
    // As if 29 more replies had come from this address this minute.
    await t.db.query(`UPDATE rate_limit_hits SET hits = 30 WHERE bucket = 'forum-reply' AND key LIKE '%|' || $1`, [at.topicId]);
    const flood = await a.c.post('/api/forum/posts', { topicId: at.topicId, body: '<p>Again and again</p>' });
    expect(flood.status).toBe(429);
    expect(flood.body.retryAfter).toBeGreaterThan(0);
  });

  it('applies the category’s word filter as chat rooms do', async () => {
    const cat = await category({ filters: [{ word: 'badword', action: 'hide' }, { word: 'iffy', action: 'report' }] });
    const a = await member();
    const refused = await a.c.post(`/api/forum/categories/${cat}/topics`, { title: 'Clean title', body: '<p>This has a badword in it</p>' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].field).toBe('body');
    const held = await topic(a, cat, 'Held for review', '<p>Something iffy here</p>');
    expect((await page(t.client(), held)).posts[0]).toMatchObject({ state: 'hidden', html: '' });
  });

  it('hides a post that three distinct members report until staff restore it', async () => {
    const cat = await category();
    const a = await member();
    const at = await topic(a, cat, 'Reported topic');
    const r = await reply(a, at.topicId, '<p>Something people dislike</p>');
    const reporters = await Promise.all([member(), member(), member()]);
    expect((await a.c.post('/api/reports', { subjectType: 'forum-post', subjectId: r.postId, reason: 'spam' })).status).toBe(404);
    expect((await reporters[0]!.c.post('/api/reports', { subjectType: 'forum-post', subjectId: randomUUID(), reason: 'spam' })).status).toBe(404);
    for (const [i, who] of reporters.entries()) {
      expect((await who.c.post('/api/reports', { subjectType: 'forum-post', subjectId: r.postId, reason: 'spam' })).status).toBe(201);
      const seen = (await page(t.client(), at)).posts[1];
      expect(seen.state).toBe(i < 2 ? 'visible' : 'hidden');
    }
    expect((await page(reporters[0]!.c, at)).posts[1]).toMatchObject({ state: 'hidden', html: '' });
    const counts = async () => {
      const item = (await t.client().get(`/api/forum/categories/${cat}/topics`)).body.data.items[0];
      const cats = (await t.client().get('/api/forum/categories')).body.data.items.find((c: { slug: string }) => c.slug === cat);
      return [item.replyCount, cats.postCount, cats.topicCount];
    };
    expect(await counts()).toEqual([0, 1, 1]);
    const staff = await member({ role: 'moderator' });
    expect((await page(staff.c, at)).posts[1].html).toContain('dislike');
    expect((await a.c.put(`/api/forum/posts/${r.postId}/review`, { decision: 'restore', reason: 'Fine' })).status).toBe(403);
    const restored = await staff.c.put(`/api/forum/posts/${r.postId}/review`, { decision: 'restore', reason: 'Nothing wrong here' });
    expect(restored.status).toBe(200);
    expect(restored.body.data.state).toBe('visible');
    expect(await counts()).toEqual([1, 2, 1]);
    expect(await t.db.query(`SELECT DISTINCT status FROM reports WHERE subject_id = $1`, [r.postId])).toEqual([{ status: 'dismissed' }]);
    expect((await t.db.query(`SELECT action FROM staff_audit_log WHERE target_id = $1`, [r.postId]))[0].action).toBe('forum.post.restore');
  });

  it('collapses a blocked member’s posts for the member who blocked them', async () => {
    const cat = await category();
    const a = await member();
    const b = await member();
    const at = await topic(a, cat, 'Blocking matters');
    await reply(b, at.topicId, '<p>Annoying reply</p>');
    expect((await a.c.put(`/api/privacy/blacklist/${b.name}`)).status).toBe(204);
    const shown = await page(a.c, at);
    expect(shown.posts[1].viewer.collapsed).toBe(true);
    expect(shown.posts[0].viewer.collapsed).toBe(false);
    expect((await page(t.client(), at)).posts[1].viewer.collapsed).toBe(false);
  });

  it('sorts by votes in Q&A categories with the accepted answer first', async () => {
    const cat = await category({ questions: true });
    const asker = await member();
    const helper = await member();
    const voter = await member();
    const q1 = await topic(asker, cat, 'How do I prune roses?');
    const q2 = await topic(asker, cat, 'When do tulips bloom?');
    await voter.c.put(`/api/forum/topics/${q1.topicId}/vote`, { value: 1 });
    const list = (await voter.c.get(`/api/forum/categories/${cat}/topics`)).body.data;
    expect(list.sort).toBe('votes');
    expect(list.items.map((x: { id: string }) => x.id)).toEqual([q1.topicId, q2.topicId]);
    expect((await voter.c.get(`/api/forum/categories/${cat}/topics?sort=newest`)).body.data.items[0].id).toBe(q2.topicId);
    const answer = await reply(helper, q1.topicId, '<p>Cut above an outward bud.</p>');
    expect((await helper.c.put(`/api/forum/topics/${q1.topicId}/accepted`, { postId: answer.postId })).status).toBe(403);
    expect((await asker.c.put(`/api/forum/topics/${q1.topicId}/accepted`, { postId: q1.postId })).status).toBe(422);
    const accepted = await asker.c.put(`/api/forum/topics/${q1.topicId}/accepted`, { postId: answer.postId });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.acceptedAnswer).toMatchObject({ id: answer.postId, accepted: true });
    expect((await voter.c.get(`/api/forum/categories/${cat}/topics`)).body.data.items[0].hasAcceptedAnswer).toBe(true);
    const plain = await category();
    const p = await topic(asker, plain, 'Not a question at all');
    const r = await reply(helper, p.topicId);
    expect((await asker.c.put(`/api/forum/topics/${p.topicId}/accepted`, { postId: r.postId })).status).toBe(422);
  });

  it('searches titles and posts with filters, by relevance or date, in keyset pages', async () => {
    const cat = await category();
    const other = await category();
    const secret = await category({ visibility: 'staff' });
    const a = await member();
    const b = await member();
    const staff = await member({ role: 'moderator' });
    const word = `zebra${unique('w').toLowerCase().replace(/[^a-z]/g, '')}`;
    const t1 = await topic(a, cat, `Gardens with ${word} stripes`, '<p>Nothing else here.</p>');
    await reply(b, t1.topicId, `<p>I saw a ${word} once. The ${word} was large.</p>`);
    await topic(b, other, 'Something unrelated', `<p>Also a ${word} mention.</p>`);
    await topic(staff, secret, 'Staff only things', `<p>Secret ${word}.</p>`);
    const all = (await t.client().get(`/api/forum/search?q=${word}`)).body.data;
    expect(all.items).toHaveLength(3);
    expect(all.items[0].isTopic).toBe(true);
    expect(all.items[0].headline).toContain('<mark>');
    const byCat = (await a.c.get(`/api/forum/search?q=${word}&category=${other}`)).body.data.items;
    expect(byCat).toHaveLength(1);
    const byAuthor = (await a.c.get(`/api/forum/search?q=${word}&author=${b.name}&order=date`)).body.data.items;
    expect(byAuthor.map((h: { categorySlug: string }) => h.categorySlug)).toEqual([other, cat]);
    const paged = (await a.c.get(`/api/forum/search?q=${word}&limit=2`)).body.data;
    expect(paged.items).toHaveLength(2);
    const rest = (await a.c.get(`/api/forum/search?q=${word}&limit=2&after=${paged.next}`)).body.data;
    expect(rest.items).toHaveLength(1);
    expect(rest.next).toBeNull();
    expect((await staff.c.get(`/api/forum/search?q=${word}`)).body.data.items).toHaveLength(4);
    expect((await a.c.get(`/api/forum/search?q=${word}&accepted=true`)).body.data.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await a.c.get(`/api/forum/search?q=${word}&from=${today}&to=${today}`)).body.data.items).toHaveLength(3);
    expect((await a.c.get(`/api/forum/search?q=${word}&to=2000-01-01`)).body.data.items).toEqual([]);
  });

  it('keeps settings, and lists a member’s topics and posts', async () => {
    const cat = await category();
    const a = await member();
    expect((await a.c.get('/api/forum/settings')).body.data).toEqual({ watchCreated: 'watching', watchReplied: 'tracking', watchDefault: 'normal', notifyMentions: true, digest: 'off' });
    const saved = await a.c.put('/api/forum/settings', { digest: 'weekly', watchCreated: 'tracking' });
    expect(saved.body.data).toMatchObject({ digest: 'weekly', watchCreated: 'tracking', watchReplied: 'tracking' });
    expect((await a.c.get('/api/forum/settings')).body.data.digest).toBe('weekly');
    const at = await topic(a, cat, 'My own topic');
    expect((await page(a.c, at)).viewer.watch).toBe('tracking');
    await reply(a, at.topicId, '<p>And my reply</p>');
    const topics = (await t.client().get(`/api/forum/members/${a.name}/topics`)).body.data.items;
    expect(topics.map((x: { id: string }) => x.id)).toEqual([at.topicId]);
    const posts = (await t.client().get(`/api/forum/members/${a.name}/posts?limit=1`)).body.data;
    expect(posts.items[0]).toMatchObject({ number: 2, topicId: at.topicId, page: 1 });
    expect(posts.next).not.toBeNull();
    expect((await t.client().get('/api/forum/members/nobody-here-xyz/posts')).status).toBe(422);
  });

  it('e-mails the digest of followed topics with new posts through the BullMQ job', async () => {
    const cat = await category();
    const a = await member();
    const b = await member();
    const quiet = await member();
    const at = await topic(a, cat, 'Digest worthy topic');
    await a.c.put('/api/forum/settings', { digest: 'daily' });
    await quiet.c.put('/api/forum/settings', { digest: 'daily' });
    await reply(b, at.topicId, '<p>Something new to read</p>');
    await t.app.get(QueueService).enqueue('forum.digest', { cadence: 'daily' });
    const mail = await t.waitForMail(a.email, 'forum.digest');
    expect(mail).toContain('Digest worthy topic (1 new)');
    expect(mail).toContain(`/forum/${cat}/${at.topicSlug}?post=`);
    expect(t.mailsTo(quiet.email).some((m) => m.includes('X-Template: forum.digest'))).toBe(false);
    expect(t.mailsTo(b.email).some((m) => m.includes('X-Template: forum.digest'))).toBe(false);
  });

  it('refuses posting by rule: verified-only and staff-only categories', async () => {
    const verified = await category({ posting: 'verified' });
    const staffOnly = await category({ posting: 'staff' });
    const a = await member();
    const mod = await member({ role: 'moderator' });
    const v = await a.c.post(`/api/forum/categories/${verified}/topics`, { title: 'Hello verified', body: '<p>hi there</p>' });
    expect(v.status).toBe(403);
    expect(v.body.verification_required).toBe(true);
    expect((await a.c.post(`/api/forum/categories/${staffOnly}/topics`, { title: 'Hello staff', body: '<p>hi there</p>' })).status).toBe(403);
    await topic(mod, staffOnly, 'Announcement today');
    const cats = (await a.c.get('/api/forum/categories')).body.data.items as Array<{ slug: string; viewer: { canPost: boolean; postingRefusal: string | null } }>;
    expect(cats.find((c) => c.slug === staffOnly)!.viewer).toMatchObject({ canPost: false, postingRefusal: 'staff' });
    expect(cats.find((c) => c.slug === verified)!.viewer).toMatchObject({ canPost: false, postingRefusal: 'verified' });
  });
});
