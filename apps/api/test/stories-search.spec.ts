import { appForTests, unique, type Client } from './harness.js';
import { filler, writeStory } from './support/stories.js';

/**
 * Full-text search, best match first, on a real PostgreSQL: a title match before a summary match before a
 * match in the text only; among text-only matches the most liked first; keyset pages neither repeat nor skip
 * a story, even while new matching stories are published between two pages.
 */
describe('stories API: best-match search', () => {
  const t = appForTests({}, 120_000);

  const member = () => t.signedInMember();


  const publish = async (c: Client, opts: { title?: string; summary?: string; text: string }) => (await writeStory(c, { ...opts, tags: ['search'] })).id;

  type Page = { items: Array<{ id: string }>; next: string | null };
  const page = async (c: Client, url: string): Promise<Page> => {
    const res = await c.get(url);
    expect(res.status).toBe(200);
    return res.body.data as Page;
  };

  it('ranks title, summary, then text matches (most liked first) and pages without duplicates or gaps', async () => {
    const word = unique('zq').replace(/[^a-z]/g, '').slice(0, 10) + 'beacon';
    const { c: w } = await member();
    const inText = [];
    for (let i = 0; i < 5; i++) inText.push(await publish(w, { text: `${filler(30)} ${word} ${filler(20)}` }));
    const inSummary = await publish(w, { summary: `A keeper tends the ${word} all winter long.`, text: filler(60) });
    const inTitle = await publish(w, { title: `The ${word}`, text: filler(60) });
    // Two readers like the third text-only story, one the fifth: they lead the text-only matches.
    for (const liker of [await member(), await member()]) expect((await liker.c.put(`/api/stories/${inText[2]}/like`)).status).toBe(200);
    expect((await (await member()).c.put(`/api/stories/${inText[4]}/like`)).status).toBe(200);

    const reader = t.client();
    const all = await page(reader, `/api/stories?q=${word}&limit=50`);
    const order = all.items.map((s) => s.id);
    expect(all.next).toBeNull();
    expect(order.slice(0, 4)).toEqual([inTitle, inSummary, inText[2], inText[4]]);
    expect([...order].sort()).toEqual([inTitle, inSummary, ...inText].sort());

    // Two at a time: the same order, each story once; a story published between pages comes in no page
    // already read and never twice.
    const seen: string[] = [];
    let next: string | null = null;
    let added: string | null = null;
    do {
      const p = await page(reader, `/api/stories?q=${word}&limit=2${next ? `&after=${next}` : ''}`);
      seen.push(...p.items.map((s) => s.id));
      next = p.next;
      if (!added) added = await publish(w, { text: `${word} ${filler(60)}` });
    } while (next);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id !== added)).toEqual(order);
    // The newcomer (no likes, text only) ranks with the unliked text matches: after the liked ones.
    const again = (await page(reader, `/api/stories?q=${word}&limit=50`)).items.map((s) => s.id);
    expect(again.indexOf(added!)).toBeGreaterThan(again.indexOf(inText[4]!));
  }, 60_000);

  it('refuses a forged cursor with 422 naming after', async () => {
    const res = await t.client().get(`/api/stories?q=anything&after=${Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url')}`);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('after');
  });
});
