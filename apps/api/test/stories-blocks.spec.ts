import { appForTests, unique, type Client } from './harness.js';
import { filler, writeStory } from './support/stories.js';

/**
 * Member blocks (privacy blacklist) on stories, on a real PostgreSQL: stories and comments of members on
 * either side of a block are hidden from each other in every list, search, top list and count.
 */
describe('stories API: member blocks', () => {
  const t = appForTests({}, 120_000);

  const member = () => t.signedInMember();


  const publish = (c: Client, tag: string, word = 'lorem') => writeStory(c, { tags: [tag], text: filler(40, word) });

  const ids = (res: { body: { data: { items: Array<{ id: string }> } } }) => res.body.data.items.map((s) => s.id);

  it('hides a blocked writer’s stories from the blocker and the blocker’s from them, everywhere, with matching counts', async () => {
    const tag = unique('tg').slice(0, 20).toLowerCase();
    const word = unique('zq').replace(/[^a-z]/g, '').slice(0, 12) + 'word';
    const { m: writer, c: w } = await member();
    const { m: reader, c: r } = await member();
    const { c: other } = await member();
    const byWriter = await publish(w, tag, word);
    const byReader = await publish(r, tag, word);
    // A read each, so the top lists have them.
    await other.post(`/api/stories/${byWriter.id}/reads`);
    await other.post(`/api/stories/${byReader.id}/reads`);

    const genreCount = async (c: Client) => ((await c.get('/api/stories/genres')).body.data as Array<{ genre: string; stories: number }>).find((g) => g.genre === 'romance')!.stories;
    const tagCount = async (c: Client) => ((await c.get(`/api/stories/tags?prefix=${tag}`)).body.data as Array<{ tag: string; stories: number }>).find((x) => x.tag === tag)?.stories ?? 0;
    const before = { genre: await genreCount(r), tag: await tagCount(r) };
    expect(before.tag).toBe(2);
    expect(ids(await r.get(`/api/stories?tags=${tag}`))).toContain(byWriter.id);

    // The reader blocks the writer (privacy blacklist, members module).
    expect((await r.put(`/api/privacy/blacklist/${writer.name}`)).status).toBe(204);

    for (const [viewer, hidden, visible] of [
      [r, byWriter, byReader],
      [w, byReader, byWriter],
    ] as const) {
      expect(ids(await viewer.get(`/api/stories?tags=${tag}`))).toEqual([visible.id]);
      expect(ids(await viewer.get(`/api/stories/tag/${tag}`))).toEqual([visible.id]);
      expect(ids(await viewer.get(`/api/stories?q=${word}`))).toEqual([visible.id]);
      expect((await viewer.get(`/api/stories/${hidden.id}`)).status).toBe(404);
      expect((await viewer.get(`/api/stories/${hidden.slug}`)).status).toBe(404);
      expect((await viewer.get(`/api/stories/${hidden.id}/chapters/1`)).status).toBe(404);
      expect((await viewer.get(`/api/stories/${hidden.id}/comments`)).status).toBe(404);
      expect((await viewer.put(`/api/stories/${hidden.id}/like`)).status).toBe(404);
      const top = (await viewer.get('/api/top/stories?period=all&limit=50')).body.data as Array<{ id: string }>;
      expect(top.map((s) => s.id)).not.toContain(hidden.id);
      const authors = (await viewer.get('/api/top/authors?period=all&limit=50')).body.data as Array<{ author: { id: string } }>;
      expect(authors.map((a) => a.author.id)).not.toContain(hidden === byWriter ? writer.id : reader.id);
      expect(await tagCount(viewer)).toBe(1);
    }
    expect(await genreCount(r)).toBe(before.genre - 1);
    // A third member still sees both.
    expect(ids(await other.get(`/api/stories?tags=${tag}`)).sort()).toEqual([byWriter.id, byReader.id].sort());
    expect(await tagCount(other)).toBe(2);

    // Unblocking brings them back.
    expect((await r.delete(`/api/privacy/blacklist/${writer.name}`)).status).toBe(204);
    expect(ids(await r.get(`/api/stories?tags=${tag}`)).sort()).toEqual([byWriter.id, byReader.id].sort());
    expect(await genreCount(r)).toBe(before.genre);
  });

  it('takes a blocked writer’s stories off the blocker’s favourites and reading list', async () => {
    const tag = unique('tg').slice(0, 20).toLowerCase();
    const { c: w } = await member();
    const { m: reader, c: r } = await member();
    const s = await publish(w, tag);
    expect((await r.put(`/api/stories/${s.id}/favourite`)).status).toBe(200);
    expect((await r.put(`/api/reading/${s.id}`, { chapterId: s.chapterIds[0], paragraph: 0 })).status).toBe(204);
    expect(ids(await r.get('/api/favourite-stories'))).toContain(s.id);
    expect((await r.get('/api/reading')).body.data.items.map((i: { story: { id: string } }) => i.story.id)).toContain(s.id);

    // The writer blocks the reader this time: either side hides.
    expect((await w.put(`/api/privacy/blacklist/${reader.name}`)).status).toBe(204);
    expect(ids(await r.get('/api/favourite-stories'))).not.toContain(s.id);
    expect((await r.get('/api/reading')).body.data.items.map((i: { story: { id: string } }) => i.story.id)).not.toContain(s.id);
  });

  it('hides comments (and the replies under them) of blocked members, and counts only what is shown', async () => {
    const tag = unique('tg').slice(0, 20).toLowerCase();
    const { c: w } = await member();
    const { m: a, c: ca } = await member();
    const { m: b, c: cb } = await member();
    const { c: cc } = await member();
    const s = await publish(w, tag);
    const first = (await cb.post(`/api/stories/${s.id}/comments`, { body: 'B says hello' })).body.data;
    await cc.post(`/api/stories/${s.id}/comments`, { body: `C replies to B` , parentId: first.id });
    await cc.post(`/api/stories/${s.id}/comments`, { body: 'C on its own' });

    const view = async (c: Client) => {
      const res = await c.get(`/api/stories/${s.id}/comments`);
      expect(res.status).toBe(200);
      return { bodies: res.body.data.items.map((x: { body: string }) => x.body) as string[], total: res.body.data.totalItems as number };
    };
    expect((await view(ca)).total).toBe(3);

    // A blocks B: B's comment and the reply under it go, for A and for B.
    expect((await ca.put(`/api/privacy/blacklist/${b.name}`)).status).toBe(204);
    const seenByA = await view(ca);
    expect(seenByA).toEqual({ bodies: ['C on its own'], total: 1 });
    expect((await ca.get(`/api/stories/${s.id}`)).body.data.commentCount).toBe(1);
    expect((await ca.get(`/api/stories?tags=${tag}`)).body.data.items[0].commentCount).toBe(1);
    // A's own comment is hidden from B; B cannot reply to it by id.
    const mine = (await ca.post(`/api/stories/${s.id}/comments`, { body: 'A speaks' })).body.data;
    expect((await view(cb)).bodies).not.toContain('A speaks');
    const reply = await cb.post(`/api/stories/${s.id}/comments`, { body: 'B answers A', parentId: mine.id });
    expect(reply.status).toBe(422);
    expect(reply.body.errors[0].field).toBe('parentId');
    // Everyone else sees every comment.
    const seenByC = await view(cc);
    expect(seenByC.total).toBe(4);
    expect(seenByC.bodies).toEqual(expect.arrayContaining(['B says hello', 'C replies to B', 'C on its own', 'A speaks']));
    expect(a.name).toBeTruthy();
  });
});
