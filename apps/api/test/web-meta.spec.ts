import sharp from 'sharp';
import { metaText, robotsTxt, titleFrom, trimDescription, DESCRIPTION_MAX } from '../src/modules/web/meta.js';
import { VariantsService } from '../src/modules/variants/variants.service.js';
import { appForTests, countQueries, unique, type Client } from './harness.js';
import { filler, writeStory } from './support/stories.js';
import { siteDist } from './support/site-dist.js';

/** Undoes the escaping renderPage does (the five entities it writes), to compare a tag's value with its source. */
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The head of a page and its tags by name or property, values unescaped. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const attr = (re: RegExp) => {
    const m = re.exec(head);
    return m ? unescape(m[1]!) : undefined;
  };
  return {
    head,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    og: (p: string) => attr(new RegExp(`<meta property="og:${p}" content="([^"]*)">`)),
    twitter: (p: string) => attr(new RegExp(`<meta name="twitter:${p}" content="([^"]*)">`)),
    noindex: head.includes('<meta name="robots" content="noindex">'),
  };
}

describe('web: page metadata helpers', () => {
  it('puts the page title into the template, leaving $ patterns literal', () => {
    expect(titleFrom('%s | Brand', 'Tale')).toBe('Tale | Brand');
    expect(titleFrom('%s | Brand', "Cash $& $' $` $$ tale")).toBe("Cash $& $' $` $$ tale | Brand");
    expect(titleFrom(undefined, 'Alone')).toBe('Alone');
  });

  it('trims a description to one line of at most 160 characters, cut at a word', () => {
    expect(trimDescription('  Two\n\tstrangers   share\u0000 a tram. ')).toBe('Two strangers share a tram.');
    const long = trimDescription(`${'word '.repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long).toMatch(/^word( word)*…$/);
    expect(trimDescription('x'.repeat(400))).toHaveLength(DESCRIPTION_MAX);
  });

  it('writes its own lines in the locale’s language, English otherwise, never re-reading a filled value', () => {
    expect(metaText('de_DE', 'profile', { name: 'Anna', brand: 'Sundown Hall' })).toBe('Anna ist Mitglied bei Sundown Hall.');
    expect(metaText('xx_XX', 'profile', { name: '{brand}', brand: 'B' })).toBe('{brand} is a member of B.');
    expect(metaText('pt_BR', 'genre', { genre: 'Humor', brand: 'Praia Secreta' })).toContain('Humor: contos');
  });

  it('robots.txt names the stories sitemap only where the variant has stories', () => {
    const with_ = robotsTxt('https://a.example', { stories: true });
    expect(with_).toContain('Sitemap: https://a.example/sitemap-stories.xml');
    const without = robotsTxt('https://a.example', { stories: false });
    expect(without).not.toContain('Sitemap:');
    for (const path of ['/api/', '/staff', '/settings', '/messages']) expect(without).toContain(`Disallow: ${path}\n`);
  });
});

/** Story, genre and profile pages carry their own head for search engines and link previews, as a guest sees them. */
describe('web: page metadata for sharing and search', () => {
  const t = appForTests(async () => ({ SITE_DIST: siteDist() }), 120_000);
  const timings: string[] = [];
  afterAll(() => {
    if (timings.length) console.log(`page meta timings (whole request, ms):\n${timings.join('\n')}`);
  });

  /** A page as a browser asks for it; `dark=off` so the only script in the page is the boot data. */
  const page = async (url: string, host = 'shuk.localhost:3000', client?: Client) => {
    const started = performance.now();
    const res = await (client ?? t.client(host)).get(url).set('accept', 'text/html').set('cookie', 'dark=off');
    timings.push(`${(performance.now() - started).toFixed(1).padStart(7)}  ${host} ${url}`);
    return res;
  };

  async function member(privacy?: 'everyone' | 'members' | 'friends') {
    const m = await t.createMember();
    const c = t.client();
    expect((await c.login(m.name, m.password)).status).toBe(200);
    if (privacy) expect((await c.put('/api/privacy/settings', { profile: privacy })).status).toBe(200);
    return { m, c };
  }

  async function story(c: Client, title: string, summary: string, publish = true) {
    const saved = await writeStory(c, { title, summary, genre: 'humour', tags: ['tram'], language: 'en', text: filler(40, 'word'), publish });
    const stored = await t.client().get(`/api/stories/${saved.id}`);
    return { id: saved.id, slug: saved.slug, title: (stored.body.data?.title as string) ?? title };
  }

  const ORIGIN = /^https?:\/\/shuk\.localhost:3000$/;
  const originOf = (url: string | undefined) => /^(https?:\/\/[^/]+)/.exec(url ?? '')?.[1];

  it('a published story: its title through the template, its summary trimmed, canonical, OpenGraph and Twitter tags; injections stay text', async () => {
    const { c } = await member();
    const title = `Tom & "Jerry" <script>alert(1)</script> $& $' ${unique('x')}`;
    const summary = `She said "hi" & <img src=x onerror=alert(1)> left. ${'On the last tram home they talk about everything. '.repeat(5)}`;
    const s = await story(c, title, summary);
    const res = await page(`/stories/humour/${s.slug}`);
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    // Nothing the writer typed became markup: the boot data is the only script, no attribute was broken out of.
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    expect(h.head).not.toContain('<img');
    expect(h.title).toBe(`${s.title} | Sundown Hall UK`);
    expect(h.og('title')).toBe(s.title);
    expect(h.twitter('title')).toBe(s.title);
    expect(s.title).toContain('"');
    expect(h.description).toMatch(/^She said "hi" & /);
    expect(h.description!.length).toBeLessThanOrEqual(160);
    expect(h.description!.endsWith('…')).toBe(true);
    expect(h.og('description')).toBe(h.description);
    expect(originOf(h.canonical)).toMatch(ORIGIN);
    expect(h.canonical).toMatch(new RegExp(`/stories/humour/${s.slug}$`));
    expect(h.og('url')).toBe(h.canonical);
    expect(h.og('type')).toBe('article');
    expect(h.og('site_name')).toBe('Sundown Hall');
    expect(h.og('image')).toBeUndefined();
    expect(h.twitter('card')).toBe('summary');
    expect(h.noindex).toBe(false);

    // Reached through another genre's path, the canonical link still names the story's own.
    const elsewhere = headOf((await page(`/stories/romance/${s.slug}`)).text);
    expect(elsewhere.canonical).toBe(h.canonical);
    // On another variant, the links carry that variant's origin and its own brand.
    const lush = headOf((await page(`/stories/humour/${s.slug}`, 'lush.localhost:3000')).text);
    expect(originOf(lush.canonical)).toMatch(/^https?:\/\/lush\.localhost:3000$/);
    expect(lush.title).toBe(`${s.title} | Lushwood`);
  });

  it('a story with a cover points og:image at the public large cover, which a guest can fetch', async () => {
    const { c } = await member();
    const s = await story(c, `Covered ${unique('c')}`, 'A tale with a picture on the front of it.');
    const jpeg = await sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 200, g: 60, b: 90 } } }).jpeg().toBuffer();
    const token = await c.csrf();
    const up = await c.agent.put(`/api/stories/${s.id}/cover`).set('host', c.host).set('x-xsrf-token', token).attach('file', jpeg, 'cover.jpg');
    expect(up.status).toBe(200);
    const h = headOf((await page(`/stories/humour/${s.slug}`)).text);
    const image = h.og('image');
    expect(originOf(image)).toMatch(ORIGIN);
    expect(image).toContain(`/api/stories/${s.id}/cover/large?v=`);
    expect(h.og('image:width')).toBe('1000');
    expect(h.og('image:height')).toBe('1500');
    expect(h.twitter('card')).toBe('summary_large_image');
    expect(h.twitter('image')).toBe(image);
    const cover = await t.client().get(image!.replace(/^https?:\/\/[^/]+/, ''));
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\//);
  });

  it('a draft, an unknown slug and an unknown genre: the page still answers, with noindex and nothing of its own', async () => {
    const { c } = await member();
    const draft = await story(c, `Secret draft ${unique('d')}`, 'Nobody may read this one yet, it is a draft.', false);
    for (const url of [`/stories/humour/${draft.slug}`, `/stories/humour/${unique('nothing')}`, '/stories/cooking']) {
      const res = await page(url);
      expect(res.status).toBe(200);
      const h = headOf(res.text);
      expect(h.noindex).toBe(true);
      expect(h.title).toBe('Sundown Hall UK – adult community and dating');
      expect(h.canonical).toBeUndefined();
      expect(h.og('title')).toBeUndefined();
      expect(res.text).not.toContain('Secret draft');
    }
    // The writer's own session changes nothing: the head is what a guest would see.
    expect(headOf((await page(`/stories/humour/${draft.slug}`, undefined, c)).text).noindex).toBe(true);
  });

  it('a genre page: the genre’s name in the locale, a neutral line, canonical; German on the German variant', async () => {
    const h = headOf((await page('/stories/humour')).text);
    expect(h.title).toBe('Humour | Sundown Hall UK');
    expect(h.description).toBe('Humour: stories by our members on Sundown Hall. Read, comment and share.');
    expect(h.canonical).toMatch(/^https?:\/\/shuk\.localhost:3000\/stories\/humour$/);
    expect(h.og('type')).toBe('website');
    expect(h.og('locale')).toBe('en_GB');
    expect(h.noindex).toBe(false);
    const de = headOf((await page('/stories/humour', 'shde.localhost:3000')).text);
    expect(de.title).toBe('Humor | Sundown Hall Deutschland');
    expect(de.description).toContain('Geschichten unserer Mitglieder');
    expect(de.og('locale')).toBe('de_DE');
  });

  it('a public profile: the name and a neutral line only, with its canonical casing', async () => {
    const { m } = await member('everyone');
    const res = await page(`/profile/${m.name.toUpperCase()}`);
    expect(res.status).toBe(200);
    const h = headOf(res.text);
    expect(h.title).toBe(`${m.name} | Sundown Hall UK`);
    expect(h.description).toBe(`${m.name} is a member of Sundown Hall.`);
    expect(h.canonical).toMatch(new RegExp(`^https?://shuk\\.localhost:3000/profile/${m.name}$`));
    expect(h.og('type')).toBe('profile');
    expect(h.og('image')).toBeUndefined();
    expect(h.noindex).toBe(false);
    expect(res.text).not.toContain(m.email);
  });

  it('profiles a guest may not see — members-only, friends-only, suspended, unknown — get noindex and never the name', async () => {
    const { m: membersOnly, c: own } = await member(); // the default: members only
    const { m: friendsOnly } = await member('friends');
    const { m: suspended } = await member('everyone');
    await t.db.query('UPDATE members SET suspended_at = now() WHERE id = $1', [suspended.id]);
    for (const name of [membersOnly.name, friendsOnly.name, suspended.name, unique('nobody')]) {
      const res = await page(`/profile/${name}`);
      expect(res.status).toBe(200);
      const h = headOf(res.text);
      expect(h.noindex).toBe(true);
      expect(h.title).toBe('Sundown Hall UK – adult community and dating');
      expect(h.canonical).toBeUndefined();
      expect(res.text.toLowerCase()).not.toContain(name.toLowerCase());
    }
    // Even the member's own logged-in request gets the guest's head: a private name never reaches the HTML.
    const self = await page(`/profile/${membersOnly.name}`, undefined, own);
    expect(self.text.toLowerCase()).not.toContain(membersOnly.name.toLowerCase());
  });

  it('costs one database query per profile page beyond the generic page, at most two for a story or a genre (their content too)', async () => {
    const { c } = await member();
    const s = await story(c, `Counted ${unique('q')}`, 'A tale told to count the queries of its page.');
    const { m } = await member('everyone');
    /** Queries a guest's page load runs (every query takes a query runner from the data source). */
    const queries = (url: string) => countQueries(t, async () => expect((await page(url)).status).toBe(200));
    const generic = await queries('/forum');
    // The story, its contents and chapter text in one query; its writer's name at most one more (cached a minute).
    expect(await queries(`/stories/humour/${s.slug}`)).toBeLessThanOrEqual(generic + 2);
    expect(await queries(`/stories/humour/${s.slug}`)).toBe(generic + 1);
    expect(await queries(`/profile/${m.name}`)).toBe(generic + 1);
    expect(await queries(`/profile/${unique('nobody')}`)).toBe(generic + 1);
    // The genre's first page of stories (story-html.ts) and their writers' names.
    expect(await queries('/stories/humour')).toBeLessThanOrEqual(generic + 2);
  });

  it('serves robots.txt per variant: private areas disallowed, the stories sitemap where the variant has stories', async () => {
    const variants = t.app.get(VariantsService);
    for (const v of variants.all()) {
      const host = `${v.code}.localhost:3000`;
      const res = await t.client(host).get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['vary']).toMatch(/Host/);
      const body = res.text;
      expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
      for (const p of ['/api/', '/staff', '/settings', '/messages']) expect(body).toContain(`\nDisallow: ${p}\n`);
      const stories = variants.isKnownPage(v, '/stories');
      const sitemap = /^Sitemap: (.+)$/m.exec(body)?.[1];
      if (stories) expect(sitemap).toMatch(new RegExp(`^https?://${v.code}\\.localhost:3000/sitemap-stories\\.xml$`));
      else expect(sitemap).toBeUndefined();
    }
    // The sitemap it names is served.
    const map = await t.client('stsp.localhost:3000').get('/sitemap-stories.xml');
    expect(map.status).toBe(200);
    expect(map.text).toContain('<urlset');
  });
});
