import { appForTests, unique, type Client } from './harness.js';
import { filler, writeStory } from './support/stories.js';

/**
 * Full-text search, best match first, on a real PostgreSQL: a title match before a summary match before a
 * match in the text only; among equal matches the newest first; keyset pages neither repeat nor skip a story,
 * even while new matching stories are published or liked between two pages. The words of a search may be split
 * between the title and the text.
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

  it('ranks title, summary, then text matches (newest first) and pages without duplicates or gaps while stories are published and liked', async () => {
    const word = unique('zq').replace(/[^a-z]/g, '').slice(0, 10) + 'beacon';
    const { c: w } = await member();
    const inText = [];
    for (let i = 0; i < 5; i++) inText.push(await publish(w, { text: `${filler(30)} ${word} ${filler(20)}` }));
    const inSummary = await publish(w, { summary: `A keeper tends the ${word} all winter long.`, text: filler(60) });
    const inTitle = await publish(w, { title: `The ${word}`, text: filler(60) });
    // Likes do not move a story in the best-match order (they change while a reader pages).
    expect((await (await member()).c.put(`/api/stories/${inText[0]}/like`)).status).toBe(200);

    const reader = t.client();
    const all = await page(reader, `/api/stories?q=${word}&limit=50`);
    const order = all.items.map((s) => s.id);
    expect(all.next).toBeNull();
    expect(order).toEqual([inTitle, inSummary, ...[...inText].reverse()]);

    // Two at a time: the same order, each story once, while between pages a new matching story is published
    // and every text match not yet shown is liked (under the old score, likes moved them up past the cursor).
    const seen: string[] = [];
    let next: string | null = null;
    let added: string | null = null;
    do {
      const p = await page(reader, `/api/stories?q=${word}&limit=2${next ? `&after=${next}` : ''}`);
      seen.push(...p.items.map((s) => s.id));
      next = p.next;
      if (!added) added = await publish(w, { text: `${word} ${filler(60)}` });
      const liker = await member();
      for (const id of inText.filter((id) => !seen.includes(id))) expect((await liker.c.put(`/api/stories/${id}/like`)).status).toBe(200);
    } while (next);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id !== added)).toEqual(order);
    // The newcomer (text only, newest) leads the text-only matches.
    const again = (await page(reader, `/api/stories?q=${word}&limit=50`)).items.map((s) => s.id);
    expect(again.slice(0, 3)).toEqual([inTitle, inSummary, added]);
  }, 90_000);

  it('finds a story whose words are split between its title and its text, in every sort', async () => {
    const first = unique('zq').replace(/[^a-z]/g, '').slice(0, 8) + 'lantern';
    const second = unique('zq').replace(/[^a-z]/g, '').slice(0, 8) + 'harbour';
    const { c: w } = await member();
    const split = await publish(w, { title: `The ${first}`, text: `${filler(20)} the ${second} at dusk ${filler(10)}` });
    const titleOnly = await publish(w, { title: `A ${first} alone`, text: filler(30) });
    const reader = t.client();
    for (const sort of ['', '&sort=newest', '&sort=likes']) {
      const found = (await page(reader, `/api/stories?q=${encodeURIComponent(`${first} ${second}`)}${sort}&limit=50`)).items.map((s) => s.id);
      expect(found).toEqual([split]);
    }
    // A stop word asks nothing; a phrase in quotes still has to stand together in one place.
    expect((await page(reader, `/api/stories?q=${encodeURIComponent(`the ${first} ${second}`)}&limit=50`)).items.map((s) => s.id)).toEqual([split]);
    expect((await page(reader, `/api/stories?q=${encodeURIComponent(`"${first} ${second}"`)}&limit=50`)).items).toEqual([]);
    expect((await page(reader, `/api/stories?q=${first}&limit=50`)).items.map((s) => s.id).sort()).toEqual([split, titleOnly].sort());
  }, 60_000);

  it('refuses a forged cursor with 422 naming after', async () => {
    const res = await t.client().get(`/api/stories?q=anything&after=${Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url')}`);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('after');
  });
});
