import { seedDemo } from '../src/seed/seed.js';
import { appForTests, expectInvalid, unique, type Client } from './harness.js';
import { filler } from './support/stories.js';

/** Stories API on a real PostgreSQL: writing, reading, search, top lists, comments and the block list. */
describe('stories API', () => {
  const t = appForTests();

  async function member(opts: { confirmed?: boolean } = {}) {
    const m = await t.createMember({ confirmed: opts.confirmed });
    const c = t.client();
    expect((await c.login(m.name, m.password)).status).toBe(200);
    return { m, c };
  }

  const para = (words: string) => `<p>${words}</p>`;

  function draft(extra: Record<string, unknown> = {}) {
    return {
      title: `Tale ${unique('t')}`,
      summary: 'Two strangers share the last tram home.',
      genre: 'romance',
      tags: ['slow burn'],
      language: 'en',
      chapters: [{ title: 'One', body: para(filler(40)) }],
      ...extra,
    };
  }

  async function publish(c: Client, extra: Record<string, unknown> = {}) {
    const saved = await c.post('/api/stories/save', draft(extra));
    expect(saved.status).toBe(201);
    const pub = await c.post(`/api/stories/${saved.body.data.id}/publish`);
    expect(pub.status).toBe(200);
    return saved.body.data as { id: string; slug: string; chapterIds: string[]; version: number };
  }

  describe('writing', () => {
    it('refuses guests (401) and unconfirmed members (403 verification_required)', async () => {
      expect((await t.client().post('/api/stories/save', draft())).status).toBe(401);
      const { c } = await member({ confirmed: false });
      const res = await c.post('/api/stories/save', draft());
      expect(res.status).toBe(403);
      expect(res.body.verification_required).toBe(true);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['title too long', { title: 'x'.repeat(121) }, 'title'],
      ['summary too long', { summary: 'x'.repeat(1251) }, 'summary'],
      ['unknown genre', { genre: 'cooking' }, 'genre'],
      ['no chapters', { chapters: [] }, 'chapters'],
      ['too many tags', { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, 'tags'],
      ['a one-letter tag', { tags: ['x'] }, 'tags.0'],
      ['a chapter over 500,000 characters', { chapters: [{ title: '', body: 'x'.repeat(500_001) }] }, 'chapters.0.body'],
      ['an unknown warning', { warnings: ['spoilers'] }, 'warnings.0'],
      ['an unknown language', { language: 'xx' }, 'language'],
    ])('answers 422 naming the field: %s', async (_n, patch, field) => {
      const { c } = await member();
      const res = await c.post('/api/stories/save', draft(patch));
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    });

    it('creates a draft, cleans the HTML on the server, counts words, autosaves without resending text', async () => {
      const { c } = await member();
      const res = await c.post('/api/stories/save', draft({
        title: 'The Lighthouse Keeper',
        chapters: [
          { title: 'Arrival', body: '<p onclick="x()">The <b>storm</b> came in.</p><script>alert(1)</script><div>Second line</div>' },
          { title: 'Night', body: para(filler(10)) },
        ],
      }));
      expect(res.status).toBe(201);
      const saved = res.body.data;
      expect(saved).toMatchObject({ slug: 'the-lighthouse-keeper', status: 'draft', wordCount: 4 + 2 + 10, version: 1 });
      expect(saved.chapterIds).toHaveLength(2);

      const edit = await c.get(`/api/stories/${saved.id}/edit`);
      expect(edit.status).toBe(200);
      expect(edit.body.data.chapters[0].html).toBe('<p>The <strong>storm</strong> came in.</p><p>Second line</p>');
      expect(edit.body.data.chapters[0].paragraphs).toBe(2);

      // Autosave: chapter order swapped, first chapter's text not resent (kept), title changed.
      const auto = await c.put(`/api/stories/${saved.id}/save`, draft({
        version: 1,
        title: 'The Lighthouse Keeper Returns',
        chapters: [
          { id: saved.chapterIds[1], title: 'Night' },
          { id: saved.chapterIds[0], title: 'Arrival' },
        ],
      }));
      expect(auto.status).toBe(200);
      expect(auto.body.data).toMatchObject({ version: 2, wordCount: 16, slug: 'the-lighthouse-keeper-returns' });
      const again = await c.get(`/api/stories/${saved.id}/edit`);
      expect(again.body.data.chapters.map((ch: { title: string; position: number }) => [ch.position, ch.title])).toEqual([[1, 'Night'], [2, 'Arrival']]);
      expect(again.body.data.chapters[1].html).toContain('storm');

      // A stale version (another tab) is refused.
      const stale = await c.put(`/api/stories/${saved.id}/save`, draft({ version: 1, chapters: [{ id: saved.chapterIds[0], title: 'x' }] }));
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('STORIES_VERSION_CONFLICT');

      // A chapter that belongs to another story is refused, naming it.
      expectInvalid(await c.put(`/api/stories/${saved.id}/save`, draft({ chapters: [{ id: '00000000-0000-4000-8000-000000000000', title: 'x' }] })), 'chapters.0.id');
    });

    it('keeps drafts private: 404 to other members and guests, on every route', async () => {
      const { c } = await member();
      const { id } = (await c.post('/api/stories/save', draft())).body.data;
      const { c: other } = await member();
      for (const res of [
        await other.get(`/api/stories/${id}`),
        await t.client().get(`/api/stories/${id}`),
        await other.get(`/api/stories/${id}/chapters/1`),
        await other.get(`/api/stories/${id}/edit`),
        await other.put(`/api/stories/${id}/save`, draft()),
        await other.post(`/api/stories/${id}/publish`),
        await other.delete(`/api/stories/${id}`),
        await other.put(`/api/stories/${id}/like`),
        await other.put(`/api/reading/${id}`, { chapterId: id, paragraph: 0 }),
      ]) {
        expect(res.status).toBe(404);
      }
      expect((await c.get(`/api/stories/${id}`)).status).toBe(200);
    });

    it('refuses to publish an unfinished draft, naming every field; publishes; others may read but not change it', async () => {
      const { c } = await member();
      const { id } = (await c.post('/api/stories/save', draft({ title: 'Hi', summary: '', genre: null, chapters: [{ title: '', body: '' }] }))).body.data;
      const refused = await c.post(`/api/stories/${id}/publish`);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['title', 'summary', 'genre', 'chapters.0.body']);

      const fixed = await c.put(`/api/stories/${id}/save`, draft());
      expect(fixed.status).toBe(200);
      const pub = await c.post(`/api/stories/${id}/publish`);
      expect(pub.status).toBe(200);
      expect(pub.body.data.status).toBe('published');
      expect(pub.body.data.publishedAt).toEqual(expect.any(String));

      const { c: other } = await member();
      expect((await other.get(`/api/stories/${id}`)).status).toBe(200);
      expect((await other.put(`/api/stories/${id}/save`, draft())).status).toBe(403);
      expect((await other.post(`/api/stories/${id}/unpublish`)).status).toBe(403);
      expect((await other.delete(`/api/stories/${id}`)).status).toBe(403);
      expect((await other.get(`/api/stories/${id}/edit`)).status).toBe(403);

      // A published story stays publishable.
      expectInvalid(await c.put(`/api/stories/${id}/save`, draft({ chapters: [{ title: '', body: '<p></p>' }] })), 'chapters.0.body');
    });

    it('unpublishes (404 to readers, kept for the writer) and deletes', async () => {
      const { c } = await member();
      const { id, slug } = await publish(c);
      const { c: reader } = await member();
      expect((await reader.get(`/api/stories/${slug}`)).status).toBe(200);
      expect((await c.post(`/api/stories/${id}/unpublish`)).body.data.status).toBe('draft');
      expect((await reader.get(`/api/stories/${slug}`)).status).toBe(404);
      expect((await c.get(`/api/stories/${slug}`)).status).toBe(200);
      const mine = await c.get('/api/stories/mine');
      expect(mine.body.data.items.map((s: { id: string }) => s.id)).toContain(id);
      expect((await c.delete(`/api/stories/${id}`)).status).toBe(204);
      expect((await c.get(`/api/stories/${id}`)).status).toBe(404);
    });

    it('puts a published story on the activity feed of the writer’s followers, and takes it back on unpublish and delete', async () => {
      const writer = await member();
      const follower = await member();
      const stranger = await member();
      expect((await follower.c.put(`/api/users/${writer.m.name}/follow`)).status).toBe(204);
      const storyCards = async (c: Client) =>
        ((await c.get('/api/activity?type=story')).body.data.items as Array<{ kind: string; actor: { name: string }; objectId: string; title: string; url: string }>);

      const saved = await writer.c.post('/api/stories/save', draft({ title: 'The last tram home' }));
      expect(saved.status).toBe(201);
      const id = saved.body.data.id as string;
      // A draft is nobody's news.
      expect(await storyCards(follower.c)).toEqual([]);
      // Another member cannot publish it (and so cannot put it on anyone's feed).
      expect((await stranger.c.post(`/api/stories/${id}/publish`)).status).toBe(404);
      expect((await writer.c.post(`/api/stories/${id}/publish`)).status).toBe(200);
      const cards = await storyCards(follower.c);
      expect(cards).toEqual([
        expect.objectContaining({ kind: 'story', objectId: id, title: 'The last tram home', url: `/stories/romance/${saved.body.data.slug}` }),
      ]);
      expect(cards[0]!.actor.name).toBe(writer.m.name);
      // Publishing twice makes one card; neither the writer nor a stranger (not following) sees it.
      expect((await writer.c.post(`/api/stories/${id}/publish`)).status).toBe(200);
      expect(await storyCards(follower.c)).toHaveLength(1);
      expect(await storyCards(writer.c)).toEqual([]);
      expect(await storyCards(stranger.c)).toEqual([]);

      expect((await writer.c.post(`/api/stories/${id}/unpublish`)).status).toBe(200);
      expect(await storyCards(follower.c)).toEqual([]);
      expect((await writer.c.post(`/api/stories/${id}/publish`)).status).toBe(200);
      expect(await storyCards(follower.c)).toHaveLength(1);
      expect((await writer.c.delete(`/api/stories/${id}`)).status).toBe(204);
      expect(await storyCards(follower.c)).toEqual([]);
    });

    it('gives each story its own slug', async () => {
      const { c } = await member();
      const title = `Same Title ${unique('s')}`;
      const a = await publish(c, { title });
      const b = await publish(c, { title });
      expect(b.slug).toBe(`${a.slug}-2`);
    });
  });

  describe('reading', () => {
    it('serves chapters with next and previous, by slug or id', async () => {
      const { c } = await member();
      const s = await publish(c, { chapters: [{ title: 'First', body: para(filler(30)) }, { title: 'Second', body: para(filler(30)) }] });
      const guest = t.client();
      const detail = await guest.get(`/api/stories/${s.slug}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.chapters.map((ch: { title: string }) => ch.title)).toEqual(['First', 'Second']);
      expect(detail.body.data.viewer).toEqual({ liked: false, favourite: false, canEdit: false, progress: null });
      const one = await guest.get(`/api/stories/${s.id}/chapters/1`);
      expect(one.body.data).toMatchObject({ title: 'First', previous: null, next: 2 });
      const two = await guest.get(`/api/stories/${s.id}/chapters/2`);
      expect(two.body.data).toMatchObject({ title: 'Second', previous: 1, next: null });
      expect((await guest.get(`/api/stories/${s.id}/chapters/3`)).status).toBe(404);
      expectInvalid(await guest.get(`/api/stories/${s.id}/chapters/zero`), 'position');
    });

    it('counts a read once per reader per day, never the writer’s', async () => {
      const { c } = await member();
      const s = await publish(c);
      expect((await c.post(`/api/stories/${s.id}/reads`)).body.data).toEqual({ counted: false, readCount: 0 });
      const { c: reader } = await member();
      expect((await reader.post(`/api/stories/${s.id}/reads`)).body.data).toEqual({ counted: true, readCount: 1 });
      expect((await reader.post(`/api/stories/${s.id}/reads`)).body.data).toEqual({ counted: false, readCount: 1 });
      const guest = t.client();
      expect((await guest.post(`/api/stories/${s.id}/reads`)).body.data).toEqual({ counted: true, readCount: 2 });
      expect((await guest.post(`/api/stories/${s.id}/reads`)).body.data).toEqual({ counted: false, readCount: 2 });
      // Yesterday's read does not stop today's.
      await t.db.query(`UPDATE story_reads SET day = day - 1 WHERE story_id = $1`, [s.id]);
      expect((await reader.post(`/api/stories/${s.id}/reads`)).body.data).toEqual({ counted: true, readCount: 3 });
    });

    it('likes (not one’s own), favourites, and lists favourites privately', async () => {
      const { c } = await member();
      const s = await publish(c);
      const own = await c.put(`/api/stories/${s.id}/like`);
      expect(own.status).toBe(422);
      const { c: reader } = await member();
      expect((await t.client().put(`/api/stories/${s.id}/like`)).status).toBe(401);
      expect((await reader.put(`/api/stories/${s.id}/like`)).body.data).toEqual({ on: true, count: 1 });
      expect((await reader.put(`/api/stories/${s.id}/like`)).body.data).toEqual({ on: true, count: 1 });
      expect((await reader.delete(`/api/stories/${s.id}/like`)).body.data).toEqual({ on: false, count: 0 });
      await reader.put(`/api/stories/${s.id}/like`);
      expect((await reader.put(`/api/stories/${s.id}/favourite`)).body.data).toEqual({ on: true, count: 1 });
      const detail = await reader.get(`/api/stories/${s.id}`);
      expect(detail.body.data.viewer).toMatchObject({ liked: true, favourite: true });
      expect(detail.body.data.likeCount).toBe(1);
      const favs = await reader.get('/api/favourite-stories');
      expect(favs.body.data.items.map((x: { id: string }) => x.id)).toEqual([s.id]);
      expect((await c.get('/api/favourite-stories')).body.data.items).toEqual([]);
      expect((await t.client().get('/api/favourite-stories')).status).toBe(401);
    });

    it('remembers each member’s reader settings: defaults first, saved per member, bad values refused', async () => {
      expect((await t.client().get('/api/reader-settings')).status).toBe(401);
      expect((await t.client().put('/api/reader-settings', { fontSize: 20, width: 'wide', font: 'sans', theme: 'sepia' })).status).toBe(401);
      const { c } = await member();
      const { c: other } = await member();
      const defaults = { fontSize: 18, width: 'medium', font: 'serif', theme: 'light' };
      expect((await c.get('/api/reader-settings')).body.data).toEqual(defaults);

      const chosen = { fontSize: 22, width: 'wide', font: 'sans', theme: 'sepia' };
      const saved = await c.put('/api/reader-settings', chosen);
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual(chosen);
      expect((await c.get('/api/reader-settings')).body.data).toEqual(chosen);
      // Another member's settings are their own.
      expect((await other.get('/api/reader-settings')).body.data).toEqual(defaults);

      for (const [bad, field] of [
        [{ ...chosen, fontSize: 40 }, 'fontSize'],
        [{ ...chosen, fontSize: 19.5 }, 'fontSize'],
        [{ ...chosen, theme: 'neon' }, 'theme'],
        [{ ...chosen, width: 'huge' }, 'width'],
        [{ ...chosen, font: 'comic' }, 'font'],
        [{ fontSize: 20 }, 'width'],
      ] as const) {
        const res = await c.put('/api/reader-settings', bad);
        expect(res.status).toBe(422);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      // Nothing refused was stored.
      expect((await c.get('/api/reader-settings')).body.data).toEqual(chosen);
      const again = { ...chosen, theme: 'dark', fontSize: 14 };
      expect((await c.put('/api/reader-settings', again)).body.data).toEqual(again);
    });

    it('remembers where I left off (chapter and paragraph) and lists it on /reading', async () => {
      const { c } = await member();
      const s = await publish(c, { chapters: [{ title: 'A', body: para(filler(20)) }, { title: 'B', body: `${para(filler(10))}${para(filler(10))}${para(filler(10))}` }] });
      const { c: reader } = await member();
      expect((await reader.put(`/api/reading/${s.id}`, { chapterId: s.chapterIds[1], paragraph: 1 })).status).toBe(204);
      const detail = await reader.get(`/api/stories/${s.id}`);
      expect(detail.body.data.viewer.progress).toMatchObject({ chapterId: s.chapterIds[1], chapterPosition: 2, paragraph: 1 });
      const reading = await reader.get('/api/reading');
      expect(reading.body.data.items).toHaveLength(1);
      expect(reading.body.data.items[0]).toMatchObject({ chapterPosition: 2, chapterTitle: 'B', paragraph: 1, percent: 83 });
      // Paragraphs past the end are clamped; a chapter of another story is refused.
      await reader.put(`/api/reading/${s.id}`, { chapterId: s.chapterIds[1], paragraph: 99 });
      expect((await reader.get('/api/reading')).body.data.items[0].paragraph).toBe(2);
      const other = await publish(c);
      expectInvalid(await reader.put(`/api/reading/${s.id}`, { chapterId: other.chapterIds[0], paragraph: 0 }), 'chapterId');
      expectInvalid(await reader.put(`/api/reading/${s.id}`, { chapterId: s.chapterIds[0], paragraph: -1 }), 'paragraph');
      expect((await t.client().put(`/api/reading/${s.id}`, { chapterId: s.chapterIds[0], paragraph: 0 })).status).toBe(401);
      // Reading is private: the writer does not see it.
      expect((await c.get('/api/reading')).body.data.items).toEqual([]);
      expect((await reader.delete(`/api/reading/${s.id}`)).status).toBe(204);
      expect((await reader.get('/api/reading')).body.data.items).toEqual([]);
    });
  });

  describe('search, filters and paging', () => {
    it('finds a story by a word of its second chapter; a title match ranks above a text match', async () => {
      const { c } = await member();
      const word = unique('zq').replace(/[0-9]/g, 'x');
      const inText = await publish(c, { chapters: [{ title: '1', body: para(filler(30)) }, { title: '2', body: para(`${filler(30)} ${word} appears here`) }] });
      const inTitle = await publish(c, { title: `The ${word} affair` });
      const res = await t.client().get('/api/stories').query({ q: word });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((s: { id: string }) => s.id)).toEqual([inTitle.id, inText.id]);
      // Stemming: the plural finds the singular in English stories.
      const stem = await publish(c, { chapters: [{ title: '', body: para(`${filler(30)} the lighthouse ${word}keeper waited`) }] });
      const plural = await t.client().get('/api/stories').query({ q: `${word}keepers` });
      expect(plural.body.data.items.map((s: { id: string }) => s.id)).toEqual([stem.id]);
      // Drafts are never found.
      await c.post('/api/stories/save', draft({ title: `${word} draft` }));
      expect((await t.client().get('/api/stories').query({ q: word })).body.data.items).toHaveLength(2);
    });

    it('filters by genre, tags in and out, word range and completeness, and sorts', async () => {
      const { c } = await member();
      const tag = unique('tg');
      const a = await publish(c, { genre: 'fantasy', tags: [tag, 'dragons'], isComplete: true, chapters: [{ title: '', body: para(filler(100)) }] });
      const b = await publish(c, { genre: 'fantasy', tags: [tag], chapters: [{ title: '', body: para(filler(300)) }] });
      const d = await publish(c, { genre: 'poetry', tags: [tag], chapters: [{ title: '', body: para(filler(50)) }] });
      const ids = async (query: Record<string, string | number | boolean>) =>
        (await t.client().get('/api/stories').query({ tags: tag, ...query })).body.data.items.map((s: { id: string }) => s.id);
      expect(await ids({ sort: 'longest' })).toEqual([b.id, a.id, d.id]);
      expect(await ids({ genre: 'fantasy', sort: 'longest' })).toEqual([b.id, a.id]);
      expect(await ids({ exclude: 'dragons', sort: 'longest' })).toEqual([b.id, d.id]);
      expect(await ids({ tags: `${tag},dragons` })).toEqual([a.id]);
      expect(await ids({ minWords: 60, maxWords: 200 })).toEqual([a.id]);
      expect(await ids({ complete: true })).toEqual([a.id]);
      expect(await ids({ complete: false, sort: 'longest' })).toEqual([b.id, d.id]);
      expect(await ids({ sort: 'newest' })).toEqual([d.id, b.id, a.id]);
      const tagRoute = await t.client().get(`/api/stories/tag/${tag}`).query({ sort: 'longest' });
      expect(tagRoute.body.data.items.map((s: { id: string }) => s.id)).toEqual([b.id, a.id, d.id]);

      expectInvalid(await t.client().get('/api/stories').query({ minWords: 10, maxWords: 5 }), 'minWords');
      expectInvalid(await t.client().get('/api/stories').query({ sort: 'random' }), 'sort');
      expectInvalid(await t.client().get('/api/stories').query({ after: 'nonsense' }), 'after');
    });

    it('pages with a keyset cursor: no duplicates or gaps while new stories arrive', async () => {
      const { c } = await member();
      const tag = unique('pg');
      const made: string[] = [];
      for (let i = 0; i < 7; i++) made.push((await publish(c, { tags: [tag] })).id);
      const seen: string[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const res = await t.client().get('/api/stories').query({ tags: tag, limit: 3, ...(after ? { after } : {}) });
        expect(res.status).toBe(200);
        seen.push(...res.body.data.items.map((s: { id: string }) => s.id));
        after = res.body.data.next ?? undefined;
        // A new story arrives between pages: it belongs before the cursor, so it never shifts the pages.
        if (pages++ === 0) await publish(c, { tags: [tag] });
      } while (after);
      expect(seen).toEqual([...made].reverse());
      expect(new Set(seen).size).toBe(seen.length);
    });
  });

  describe('top lists and counts', () => {
    it('ranks stories, authors and genres by reads', async () => {
      const { m: w1, c: c1 } = await member();
      const { m: w2, c: c2 } = await member();
      const s1 = await publish(c1, { genre: 'historical' });
      const s2 = await publish(c2, { genre: 'historical' });
      for (let i = 0; i < 3; i++) await (await member()).c.post(`/api/stories/${s1.id}/reads`);
      await (await member()).c.post(`/api/stories/${s2.id}/reads`);
      const top = await t.client().get('/api/top/stories').query({ period: 'week', genre: 'historical' });
      expect(top.body.data.slice(0, 2).map((s: { id: string }) => s.id)).toEqual([s1.id, s2.id]);
      const all = await t.client().get('/api/top/stories').query({ period: 'all', genre: 'historical' });
      expect(all.body.data[0].id).toBe(s1.id);
      const authors = await t.client().get('/api/top/authors').query({ period: 'month' });
      const names = authors.body.data.map((a: { author: { name: string } }) => a.author.name);
      expect(names.indexOf(w1.name)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(w1.name)).toBeLessThan(names.indexOf(w2.name));
      expect(authors.body.data.find((a: { author: { name: string } }) => a.author.name === w1.name)).toMatchObject({ stories: 1, reads: 3 });
      const genres = await t.client().get('/api/top-genres').query({ period: 'all' });
      expect(genres.body.data.find((g: { genre: string }) => g.genre === 'historical')).toMatchObject({ stories: 2, reads: 4 });
      expectInvalid(await t.client().get('/api/top/stories').query({ period: 'decade' }), 'period');
    });
  });

  describe('comments', () => {
    it('threads replies at most five deep; writer and story writer may delete; guests may read but not write', async () => {
      const { c: writer } = await member();
      const s = await publish(writer);
      const { c: reader } = await member();
      expect((await t.client().post(`/api/stories/${s.id}/comments`, { body: 'hi' })).status).toBe(401);
      expectInvalid(await reader.post(`/api/stories/${s.id}/comments`, { body: '   ' }), 'body');
      let parent: string | undefined;
      for (let depth = 1; depth <= 5; depth++) {
        const res = await reader.post(`/api/stories/${s.id}/comments`, { body: `level ${depth}`, parentId: parent });
        expect(res.status).toBe(201);
        expect(res.body.data.depth).toBe(depth);
        parent = res.body.data.id;
      }
      expectInvalid(await reader.post(`/api/stories/${s.id}/comments`, { body: 'too deep', parentId: parent }), 'parentId');
      const top2 = await writer.post(`/api/stories/${s.id}/comments`, { body: 'thank you all' });
      expect(top2.body.data.isAuthorOfStory).toBe(true);

      const list = await t.client().get(`/api/stories/${s.id}/comments`);
      expect(list.body.data.items.map((x: { body: string }) => x.body)).toEqual(['level 1', 'level 2', 'level 3', 'level 4', 'level 5', 'thank you all']);
      expect(list.body.data.totalItems).toBe(6);
      const page1 = await t.client().get(`/api/stories/${s.id}/comments`).query({ limit: 4 });
      const page2 = await t.client().get(`/api/stories/${s.id}/comments`).query({ limit: 4, after: page1.body.data.next });
      expect([...page1.body.data.items, ...page2.body.data.items]).toHaveLength(6);

      const first = list.body.data.items[0].id;
      const { c: stranger } = await member();
      expect((await stranger.put(`/api/stories/comments/${first}`, { body: 'hacked' })).status).toBe(403);
      expect((await stranger.delete(`/api/stories/comments/${first}`)).status).toBe(403);
      expect((await reader.put(`/api/stories/comments/${first}`, { body: 'level one' })).body.data).toMatchObject({ body: 'level one', editedAt: expect.any(String) });
      expect((await writer.delete(`/api/stories/comments/${first}`)).status).toBe(204);
      const after = await t.client().get(`/api/stories/${s.id}/comments`);
      expect(after.body.data.items[0]).toMatchObject({ deleted: true, body: '', author: null });
      expect(after.body.data.items).toHaveLength(6);
      expect(after.body.data.totalItems).toBe(5);
    });
  });

  describe('comment likes', () => {
    it('likes a comment once per member (not one’s own), shows counts and the viewer’s mark, tells its writer', async () => {
      const writer = await member();
      const s = await publish(writer.c);
      const commenter = await member();
      const liker = await member();
      const posted = await commenter.c.post(`/api/stories/${s.id}/comments`, { body: 'What an ending.' });
      expect(posted.status).toBe(201);
      expect(posted.body.data).toMatchObject({ likeCount: 0, liked: false });
      const id = posted.body.data.id as string;

      expect((await t.client().put(`/api/stories/comments/${id}/like`)).status).toBe(401);
      expectInvalid(await liker.c.put('/api/stories/comments/not-a-comment/like'), 'comment');
      expect((await liker.c.put('/api/stories/comments/00000000-0000-4000-8000-000000000000/like')).status).toBe(404);
      expectInvalid(await commenter.c.put(`/api/stories/comments/${id}/like`), 'comment');

      const liked = await liker.c.put(`/api/stories/comments/${id}/like`);
      expect(liked.status).toBe(200);
      expect(liked.body.data).toEqual({ on: true, count: 1 });
      // Twice is still one like.
      expect((await liker.c.put(`/api/stories/comments/${id}/like`)).body.data).toEqual({ on: true, count: 1 });
      expect((await writer.c.put(`/api/stories/comments/${id}/like`)).body.data).toEqual({ on: true, count: 2 });

      const mine = (await liker.c.get(`/api/stories/${s.id}/comments`)).body.data.items[0];
      expect(mine).toMatchObject({ id, likeCount: 2, liked: true });
      const guest = (await t.client().get(`/api/stories/${s.id}/comments`)).body.data.items[0];
      expect(guest).toMatchObject({ id, likeCount: 2, liked: false });

      // The comment's writer is told (one grouped notification), not the likers.
      const told = (await commenter.c.get('/api/notifications')).body.data.items as Array<{ action: string; actorCount: number }>;
      expect(told.filter((n) => n.action === 'CommentLike')).toEqual([expect.objectContaining({ action: 'CommentLike', actorCount: 2 })]);
      const likerTold = (await liker.c.get('/api/notifications')).body.data.items as Array<{ action: string }>;
      expect(likerTold.some((n) => n.action === 'CommentLike')).toBe(false);

      expect((await liker.c.delete(`/api/stories/comments/${id}/like`)).body.data).toEqual({ on: false, count: 1 });
      expect((await liker.c.delete(`/api/stories/comments/${id}/like`)).body.data).toEqual({ on: false, count: 1 });
      expect((await liker.c.get(`/api/stories/${s.id}/comments`)).body.data.items[0]).toMatchObject({ likeCount: 1, liked: false });

      // Once the story is a draft again, its comments are not found for anyone but the writer.
      expect((await writer.c.post(`/api/stories/${s.id}/unpublish`)).status).toBe(200);
      expect((await liker.c.put(`/api/stories/comments/${id}/like`)).status).toBe(404);
      // A deleted comment cannot be liked.
      expect((await writer.c.post(`/api/stories/${s.id}/publish`)).status).toBe(200);
      expect((await commenter.c.delete(`/api/stories/comments/${id}`)).status).toBe(204);
      expect((await liker.c.put(`/api/stories/comments/${id}/like`)).status).toBe(404);
    });
  });

  describe('block list', () => {
    it('hides a blocked tag and a blocked writer from lists, search and counts', async () => {
      const { m: w, c } = await member();
      const tag = unique('bk');
      const word = unique('wd').replace(/[0-9]/g, 'y');
      const hidden = await publish(c, { genre: 'paranormal', tags: [tag], title: `${word} ghosts` });
      const { c: c2 } = await member();
      const shown = await publish(c2, { genre: 'paranormal', title: `${word} moon` });
      const { c: reader } = await member();
      const count = async () =>
        (await reader.get('/api/stories/genres')).body.data.find((g: { genre: string }) => g.genre === 'paranormal').stories as number;
      const before = await count();
      const ids = async () => (await reader.get('/api/stories').query({ q: word })).body.data.items.map((s: { id: string }) => s.id).sort();
      expect(await ids()).toEqual([hidden.id, shown.id].sort());

      const blocked = await reader.put(`/api/story-blocks/tags/${tag}`);
      expect(blocked.status).toBe(200);
      expect(blocked.body.data.tags).toEqual([tag]);
      expect(await ids()).toEqual([shown.id]);
      expect(await count()).toBe(before - 1);
      expect((await reader.get('/api/stories').query({ genre: 'paranormal' })).body.data.items.map((s: { id: string }) => s.id)).not.toContain(hidden.id);
      expect((await reader.get('/api/stories/tags').query({ prefix: tag })).body.data).toEqual([]);
      expect((await t.client().get('/api/stories/tags').query({ prefix: tag })).body.data).toEqual([{ tag, stories: 1 }]);

      await reader.delete(`/api/story-blocks/tags/${tag}`);
      expect(await ids()).toEqual([hidden.id, shown.id].sort());
      const byAuthor = await reader.put(`/api/story-blocks/authors/${w.name}`);
      expect(byAuthor.body.data.authors.map((a: { name: string }) => a.name)).toEqual([w.name]);
      expect(await ids()).toEqual([shown.id]);
      expect((await reader.put('/api/story-blocks/authors/nobody-has-this-name')).status).toBe(404);
      expect((await t.client().get('/api/story-blocks')).status).toBe(401);
    });
  });

  describe('demo content', () => {
    it('seeds the writer’s stories once, findable by full text in their own language', async () => {
      await seedDemo(t.db, { ifEmpty: false });
      await seedDemo(t.db, { ifEmpty: false });
      const mine = await t.client().get('/api/stories').query({ author: 'writer', limit: 50 });
      expect(mine.body.data.items).toHaveLength(4);
      const en = await t.client().get('/api/stories').query({ q: 'lighthouses' });
      expect(en.body.data.items.map((s: { title: string }) => s.title)).toContain('The Lighthouse Keeper’s Ledger');
      const de = await t.client().get('/api/stories').query({ q: 'Regenschirm', language: 'de' });
      expect(de.body.data.items.map((s: { title: string }) => s.title)).toEqual(['Sommerregen']);
      const story = await t.client().get('/api/stories/the-last-tram-to-alfama');
      expect(story.body.data.chapters).toHaveLength(2);
      expect(story.body.data.likeCount).toBe(1);
    });
  });
});
