import { VariantsService } from '../src/modules/variants/variants.service.js';
import { appForTests, countQueries, unique, type Client } from './harness.js';
import { filler, writeStory } from './support/stories.js';
import { siteDist } from './support/site-dist.js';

/**
 * Story text in the server's HTML (issue 4, "public pages that search engines can read") and the printable
 * story, on a real PostgreSQL: what a crawler without JavaScript reads inside `<div id="root">`, under the
 * same visibility rules as the API.
 */
describe('web: story text in the server HTML, printable stories', () => {
  const t = appForTests(async () => ({ SITE_DIST: siteDist() }), 120_000);

  const page = (url: string, client?: Client, host = 'shuk.localhost:3000') =>
    (client ?? t.client(host)).get(url).set('accept', 'text/html').set('cookie', 'dark=off');
  /** What the app mounts into (the content a crawler reads). */
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="boot">/.exec(html)?.[1] ?? '';

  async function member() {
    const m = await t.createMember();
    const c = t.client();
    expect((await c.login(m.name, m.password)).status).toBe(200);
    return { m, c };
  }

  const word = (prefix: string) => unique(prefix).replace(/[^a-z]/g, '').slice(0, 10) + 'zed';

  const story = (c: Client, o: { title?: string; summary?: string; chapters?: Array<{ title: string; body: string }>; tags?: string[]; publish?: boolean } = {}) =>
    writeStory(c, {
      title: o.title ?? `Night tram ${unique('s')}`,
      summary: o.summary ?? 'Two strangers share the last tram home and talk.',
      genre: 'humour',
      tags: o.tags ?? ['tram'],
      language: 'en',
      text: filler(30),
      chapters: o.chapters,
      publish: o.publish,
    });

  it('a story page carries its title, writer, summary, contents and the text of the chapter being read', async () => {
    const { m, c } = await member();
    const one = word('one');
    const two = word('two');
    const s = await story(c, {
      title: `Harbour lights ${unique('h')}`,
      summary: 'A ferry captain and a painter meet every evening at the pier.',
      chapters: [
        { title: 'The pier', body: `<p>${filler(15)} ${one} ${filler(10)}</p>` },
        { title: 'The storm', body: `<p>${filler(15)} ${two} ${filler(10)}</p><p>Second paragraph.</p>` },
      ],
    });
    const first = await page(`/stories/humour/${s.slug}`);
    expect(first.status).toBe(200);
    const root1 = rootOf(first.text);
    expect(root1).toContain('Harbour lights');
    expect(root1).toContain('A ferry captain and a painter meet every evening at the pier.');
    expect(root1).toContain(`>${m.name}</a>`);
    expect(root1).toContain(one);
    expect(root1).not.toContain(two);
    // The contents link every chapter, the second by its own URL.
    expect(root1).toContain(`href="/stories/humour/${s.slug}?chapter=2"`);
    expect(root1).toContain('Chapter 2: The storm');

    const second = await page(`/stories/humour/${s.slug}?chapter=2`);
    expect(second.status).toBe(200);
    const root2 = rootOf(second.text);
    expect(root2).toContain(two);
    expect(root2).toContain('<p>Second paragraph.</p>');
    expect(root2).not.toContain(one);
    expect(root2).toContain('rel="prev"');
    // A later chapter is its own page for search engines.
    expect(/<link rel="canonical" href="([^"]*)">/.exec(second.text)?.[1]).toMatch(new RegExp(`/stories/humour/${s.slug}\\?chapter=2$`));
    expect(/<link rel="canonical" href="([^"]*)">/.exec(first.text)?.[1]).toMatch(new RegExp(`/stories/humour/${s.slug}$`));

    // A chapter that does not exist, or a bad number: the story's card, no chapter text.
    for (const q of ['?chapter=9', '?chapter=abc']) {
      const root = rootOf((await page(`/stories/humour/${s.slug}${q}`)).text);
      expect(root).toContain('Harbour lights');
      expect(root).not.toContain(one);
      expect(root).not.toContain(two);
    }
  });

  it('a draft, an unknown story and a story of a member on either side of a blacklist give no text', async () => {
    const { c: writerClient, m: writer } = await member();
    const secret = word('secret');
    const draft = await story(writerClient, { title: `Hidden draft ${unique('d')}`, chapters: [{ title: 'One', body: `<p>${filler(25)} ${secret}</p>` }], publish: false });
    for (const client of [undefined, writerClient]) {
      const res = await page(`/stories/humour/${draft.slug}`, client);
      expect(res.status).toBe(200);
      expect(rootOf(res.text)).toBe('');
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toContain('Hidden draft');
    }
    const unknown = await page(`/stories/humour/${unique('nothing')}`);
    expect(unknown.status).toBe(200);
    expect(rootOf(unknown.text)).toBe('');

    const shown = word('shown');
    const published = await story(writerClient, { chapters: [{ title: 'One', body: `<p>${filler(25)} ${shown}</p>` }] });
    expect(rootOf((await page(`/stories/humour/${published.slug}`)).text)).toContain(shown);
    // A reader who blacklisted the writer gets the API's 404 there, so no text in the HTML either.
    const { c: reader } = await member();
    expect((await reader.put(`/api/privacy/blacklist/${writer.name}`)).status).toBe(204);
    expect((await reader.get(`/api/stories/${published.slug}`)).status).toBe(404);
    const blocked = await page(`/stories/humour/${published.slug}`, reader);
    expect(blocked.status).toBe(200);
    expect(rootOf(blocked.text)).toBe('');
    expect(blocked.text).not.toContain(shown);
    expect(blocked.headers['cache-control']).toBe('private, no-cache');
    // …and the genre list the reader is served leaves the story out, while a guest's lists it.
    expect(rootOf((await page('/stories/humour', reader)).text)).not.toContain(published.slug);
    expect(rootOf((await page('/stories/humour')).text)).toContain(published.slug);
  });

  it('script injection in the text, title or summary is neutralised, even in a row written straight into the table', async () => {
    const { c } = await member();
    const s = await story(c, {
      title: `Bad <script>alert(1)</script> "title" ${unique('x')}`,
      summary: 'Summary with <img src=x onerror=alert(2)> and <b>markup</b> in it.',
      chapters: [{ title: 'One <script>alert(3)</script>', body: `<p>${filler(25)} safe</p><script>alert(4)</script><p onclick="alert(5)"><a href="javascript:alert(6)">link</a></p>` }],
    });
    // Through the API the save already cleaned it; this row skips the save path.
    await t.db.query(`UPDATE story_chapters SET html = $2 WHERE story_id = $1`, [
      s.id,
      `<p>${filler(25)} raw</p><script>alert(7)</script><p onmouseover="alert(8)">hover</p><img src="javascript:alert(9)"><iframe src="https://evil.example"></iframe>`,
    ]);
    const res = await page(`/stories/humour/${s.slug}`);
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain('raw');
    expect(root).toContain('hover');
    // The boot data is the page's only script; no event handler, javascript: URL or frame survived.
    expect(res.text.match(/<script/g)).toHaveLength(1);
    const tags = root.match(/<[^>]*>/g) ?? [];
    const names = new Set(tags.map((tag) => /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase()));
    for (const name of names) expect(['style', 'article', 'h1', 'h2', 'p', 'a', 'section', 'nav', 'ol', 'li', 'strong', 'em']).toContain(name);
    for (const tag of tags) expect(tag).not.toMatch(/\son\w+\s*=|javascript:/i);
    expect(root).toContain('Bad &lt;script&gt;alert(1)&lt;/script&gt; &quot;title&quot;');
    expect(root).toContain('&lt;img src=x onerror=alert(2)&gt;');

    const print = await t.client().get(`/stories/humour/${s.slug}/print`);
    expect(print.status).toBe(200);
    for (const tag of print.text.match(/<[^>]*>/g) ?? []) expect(tag).not.toMatch(/^<(script|iframe|img)|\son\w+\s*=|javascript:/i);
    expect(print.text).toContain('raw');
  });

  it('a genre page lists the title, summary, writer and link of its newest stories; a member’s tag block applies', async () => {
    const { m, c } = await member();
    const tag = unique('tg').slice(0, 20).toLowerCase();
    const s = await story(c, { title: `Genre listed ${unique('g')}`, summary: 'A summary the genre list shows to crawlers.', tags: [tag] });
    const draft = await story(c, { title: `Genre draft ${unique('g')}`, publish: false });
    const res = await page('/stories/humour');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain('<h1>Humour</h1>');
    expect(root).toContain(`href="/stories/humour/${s.slug}"`);
    expect(root).toContain('Genre listed');
    expect(root).toContain('A summary the genre list shows to crawlers.');
    expect(root).toContain(`>${m.name}</a>`);
    expect(root).not.toContain(draft.slug);
    expect(res.headers['cache-control']).toBe('no-cache');

    const { c: reader } = await member();
    expect((await reader.put(`/api/story-blocks/tags/${tag}`)).status).toBe(200);
    const mine = await page('/stories/humour', reader);
    expect(rootOf(mine.text)).not.toContain(s.slug);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    // An unknown genre: nothing listed.
    expect(rootOf((await page('/stories/cooking')).text)).toBe('');
  });

  it('a writer’s list carries their stories with its own head; a member without published stories gives nothing', async () => {
    const { m, c } = await member();
    const s = await story(c, { title: `By the writer ${unique('a')}` });
    const res = await page(`/profile/${m.name.toUpperCase()}/stories`);
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain(`<h1>Stories by ${m.name}</h1>`);
    expect(root).toContain(`href="/stories/humour/${s.slug}"`);
    expect(/<title>([^<]*)<\/title>/.exec(res.text)?.[1]).toBe(`Stories by ${m.name} | Sundown Hall UK`);
    expect(/<link rel="canonical" href="([^"]*)">/.exec(res.text)?.[1]).toMatch(new RegExp(`/profile/${m.name}/stories$`));

    const { m: quiet, c: qc } = await member();
    await story(qc, { publish: false });
    for (const name of [quiet.name, unique('nobody')]) {
      const none = await page(`/profile/${name}/stories`);
      expect(none.status).toBe(200);
      expect(rootOf(none.text)).toBe('');
      expect(none.text).toContain('<meta name="robots" content="noindex">');
      expect(none.text.toLowerCase()).not.toContain(name.toLowerCase());
    }
  });

  it('costs at most two queries for a story page or a list beyond the generic page', async () => {
    const { c } = await member();
    const s = await story(c, { chapters: [{ title: 'A', body: `<p>${filler(25)}</p>` }, { title: 'B', body: `<p>${filler(25)}</p>` }] });
    const queries = (url: string) => countQueries(t, async () => expect((await page(url)).status).toBe(200));
    const generic = await queries('/forum');
    // The story with its contents and chapter in one query; the writer's name at most one more (cached a minute).
    expect(await queries(`/stories/humour/${s.slug}?chapter=2`)).toBeLessThanOrEqual(generic + 2);
    expect(await queries(`/stories/humour/${s.slug}`)).toBe(generic + 1);
    expect(await queries('/stories/humour')).toBeLessThanOrEqual(generic + 2);
  });

  describe('GET /stories/{genre}/{slug}/print', () => {
    it('prints the whole story: every chapter with title and date, writer, summary, tags; serif, page breaks, noindex, no script', async () => {
      const { m, c } = await member();
      const one = word('pone');
      const two = word('ptwo');
      const s = await story(c, {
        title: `Printed tale ${unique('p')}`,
        summary: 'A tale to print and read on paper by the fire.',
        tags: ['tram', 'winter'],
        chapters: [
          { title: 'Frost', body: `<p>${filler(15)} ${one}</p>` },
          { title: 'Thaw', body: `<p>${filler(15)} ${two}</p>` },
        ],
      });
      const res = await t.client().get(`/stories/humour/${s.slug}/print`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-robots-tag']).toMatch(/noindex/);
      const html = res.text;
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('id="root"');
      expect(html).toContain('Printed tale');
      expect(html).toContain(m.name);
      expect(html).toContain('A tale to print and read on paper by the fire.');
      expect(html).toContain('Tags: tram, winter');
      expect(html).toContain('Chapter 1: Frost');
      expect(html).toContain('Chapter 2: Thaw');
      expect(html).toContain(one);
      expect(html).toContain(two);
      expect(html.match(/<time datetime="[^"]+">/g)).toHaveLength(2);
      expect(html).toMatch(/font-family: Georgia/);
      expect(html).toMatch(/break-before: page/);
      expect(html).toMatch(/@media print/);
      // Any genre segment finds it (like the story page); the canonical link names the story page.
      const elsewhere = await t.client().get(`/stories/romance/${s.slug}/print`);
      expect(elsewhere.status).toBe(200);
      expect(/<link rel="canonical" href="([^"]*)">/.exec(elsewhere.text)?.[1]).toMatch(new RegExp(`/stories/humour/${s.slug}$`));
    });

    it('a draft prints for its writer only; others, a blacklisted reader and an unknown story get 404', async () => {
      const { m: writer, c } = await member();
      const secret = word('dsecret');
      const draft = await story(c, { title: `Draft print ${unique('d')}`, chapters: [{ title: 'One', body: `<p>${filler(25)} ${secret}</p>` }], publish: false });
      const own = await c.get(`/stories/humour/${draft.slug}/print`);
      expect(own.status).toBe(200);
      expect(own.text).toContain(secret);
      expect(own.text).toContain('This story is a draft: only you can see it.');
      expect(own.headers['cache-control']).toBe('private, no-cache');

      const { c: other } = await member();
      for (const client of [other, t.client()]) {
        const res = await client.get(`/stories/humour/${draft.slug}/print`);
        expect(res.status).toBe(404);
        expect(res.text).not.toContain(secret);
      }
      expect((await t.client().get(`/stories/humour/${unique('nothing')}/print`)).status).toBe(404);

      const published = await story(c);
      expect((await other.get(`/stories/humour/${published.slug}/print`)).status).toBe(200);
      expect((await other.put(`/api/privacy/blacklist/${writer.name}`)).status).toBe(204);
      expect((await other.get(`/stories/humour/${published.slug}/print`)).status).toBe(404);
    });

    it('is served on every variant with a stories section, and is a 404 where there is none', async () => {
      const { c } = await member();
      const s = await story(c);
      const variants = t.app.get(VariantsService);
      for (const v of variants.all()) {
        const res = await t.client(`${v.code}.localhost:3000`).get(`/stories/humour/${s.slug}/print`);
        expect([v.code, res.status]).toEqual([v.code, variants.isKnownPage(v, '/stories') ? 200 : 404]);
      }
    });
  });
});
