import { existsSync } from 'node:fs';
import path from 'node:path';
import { translationsFor } from '@community/contracts';
import { repoRoot } from '../src/infra/paths/paths.js';
import { appForTests, unique, type Client } from './harness.js';

/**
 * Pages rendered on the server (issue 18) by the site's own renderer (apps/site/src/entry-server.tsx, built by
 * `npm run build` into apps/site/dist/server), on the real app and database: what a visitor gets before any
 * JavaScript runs is the page itself, with the status the page deserves and a member's data only in their
 * own, uncached response.
 */
const SITE_DIST = path.join(repoRoot(), 'apps/site/dist');
if (!existsSync(path.join(SITE_DIST, 'server', 'entry-server.js'))) throw new Error('ssr-pages.spec needs the built site: run npm run build');

describe('web: pages rendered on the server', () => {
  const t = appForTests(async () => ({ SITE_DIST }), 120_000);
  const en = translationsFor('en_GB') as Readonly<Record<string, string>>;

  const page = (url: string, client?: Client, host = 'shuk.localhost:3000') => (client ?? t.client(host)).get(url).set('accept', 'text/html').set('cookie', 'dark=off');
  /** The server's rendering: what is inside `<div id="root">` before the page's scripts. */
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr">/.exec(html)?.[1] ?? '';
  const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { queries: { queries: Array<{ queryKey: unknown[] }> } } | null;
  /** A spinner where content should be: the first page's loader (PageLoader). */
  const SPINNER = 'aria-label="Loading"';

  async function story(c: Client, title: string, text: string) {
    const saved = await c.post('/api/stories/save', {
      title,
      summary: 'A ferry captain and a painter meet every evening at the pier.',
      genre: 'humour',
      tags: ['harbour'],
      language: 'en',
      chapters: [{ title: 'The pier', body: `<p>${'lorem '.repeat(30)} ${text}</p>` }],
    });
    expect(saved.status).toBe(201);
    expect((await c.post(`/api/stories/${saved.body.data.id}/publish`)).status).toBe(200);
    return saved.body.data.slug as string;
  }

  it("a guest's home page holds the welcome and the age gate, not a spinner; a short public cache", async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain(en['home.hero.join'] ?? 'Join');
    expect(root).toContain('data-testid="age-gate"');
    expect(root).toContain(en['ageGate.title']);
    expect(root).not.toContain(SPINNER);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Cookie');
    // The data the page was rendered from rides along for the browser (no second round trip).
    expect(stateOf(res.text)?.queries.queries.map((q) => q.queryKey[0])).toContain('auth');
  });

  it("a guest who confirmed their age gets no age gate; the dark cookie paints dark", async () => {
    const res = await t.client('shuk.localhost:3000').get('/').set('accept', 'text/html').set('cookie', 'age-confirm=1; dark=on');
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).not.toContain(en['ageGate.title']);
    expect(/<html\b[^>]*>/.exec(res.text)?.[0]).toContain('data-mantine-color-scheme="dark"');
  });

  it("a story page holds the story's title, summary, writer and chapter text; an unknown story is a 404 page", async () => {
    const { m, c } = await t.signedInMember();
    const word = `quayside${unique('w').replace(/[^a-z0-9]/g, '')}`;
    const title = `Harbour lights ${unique('h')}`;
    const slug = await story(c, title, word);
    const res = await page(`/stories/humour/${slug}`);
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain(title);
    expect(root).toContain('A ferry captain and a painter meet every evening at the pier.');
    expect(root).toContain(m.name);
    expect(root).toContain(word);
    expect(root).not.toContain(SPINNER);
    // The head of the page is the story's own.
    expect(res.text).toContain(`<meta property="og:title" content="${title}">`);

    const missing = await page(`/stories/humour/no-such-story-${unique('x')}`);
    expect(missing.status).toBe(404);
    expect(rootOf(missing.text)).toContain(en['errors.notFound.title']);
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
  });

  it('/stories on the stories site lists its newest stories', async () => {
    const { c } = await t.signedInMember({ host: 'stsp.localhost:3000', homeVariant: 'stsp' });
    const title = `Lantern walk ${unique('l')}`;
    await story(c, title, 'lanterns');
    const res = await page('/stories', undefined, 'stsp.localhost:3000');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain(title);
    expect(root).not.toContain(SPINNER);
  });

  it("a profile holds the member's name (for a member; a guest gets its head and logs in first); a legal page its text", async () => {
    const { m } = await t.signedInMember();
    const viewer = await t.signedInMember();
    const profile = await page(`/profile/${m.name}`, viewer.c);
    expect(profile.status).toBe(200);
    expect(rootOf(profile.text)).toContain(m.name);
    expect(rootOf(profile.text)).not.toContain(SPINNER);
    const guest = await page(`/profile/${m.name}`);
    expect(guest.text).toContain('<div id="root"></div>');

    const legal = await page('/legal/privacy-policy');
    expect(legal.status).toBe(200);
    expect(rootOf(legal.text)).toMatch(/privacy/i);
    expect(rootOf(legal.text)).not.toContain(SPINNER);
  });

  it("two members asking at once each get their own name and email in their own page only, never cached", async () => {
    const [a, b] = await Promise.all([t.signedInMember(), t.signedInMember()]);
    const [pa, pb] = await Promise.all([page('/', a.c), page('/', b.c)]);
    for (const [res, own, other] of [
      [pa, a.m, b.m],
      [pb, b.m, a.m],
    ] as const) {
      expect(res.status).toBe(200);
      const root = rootOf(res.text);
      expect(root).toContain(`<span data-testid="member-name">${own.name}</span>`);
      // The member's own profile (private: their email) rides along for the browser; never the other's.
      expect(res.text).toContain(own.email);
      expect(res.text).not.toContain(other.email);
      expect(root).not.toContain(`<span data-testid="member-name">${other.name}</span>`);
      expect(root).not.toContain(en['ageGate.title']);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('a page needs no inline script (the CSP allows scripts from the site only): nothing of it is left hidden at the end of <body>', async () => {
    const { m, c } = await t.signedInMember();
    for (const [url, client] of [
      ['/', undefined],
      ['/', c],
      [`/profile/${m.name}`, c],
      ['/legal/privacy-policy', undefined],
    ] as const) {
      const res = await page(url, client);
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const scripts = [...(res.text as string).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      // Only scripts from files, or data (the boot and render state, type application/json), which the CSP allows.
      expect(scripts.filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/json"/.test(attrs))).toEqual([]);
      // React's late segments (hidden divs "S:n" moved by an inline script) would be stuck there.
      expect(res.text).not.toMatch(/<div hidden id="S:/);
    }
  });

  it("a page links its locale's translations (preloaded, versioned) instead of carrying them in #boot", async () => {
    const res = await page('/legal/privacy-policy');
    const boot = JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/.exec(res.text)?.[1] ?? 'null') as { layout: Record<string, unknown>; translationsUrl: string };
    expect(boot.layout['translations']).toBeUndefined();
    expect(boot.translationsUrl).toMatch(/^\/api\/translations\/en_GB\?v=[\w-]+$/);
    expect(res.text).toContain(`<link rel="preload" href="${boot.translationsUrl.replace('&', '&amp;')}" as="fetch" crossorigin="anonymous">`);
    const linked = await t.client('shuk.localhost:3000').get(boot.translationsUrl);
    expect(linked.status).toBe(200);
    expect(linked.body.data['ageGate.title']).toBe(en['ageGate.title']);
    // The page itself is rendered in that language all the same.
    expect(rootOf(res.text)).toMatch(/privacy/i);
  });

  it('a members-only page asked by a guest is left to the browser, which sends them to log in', async () => {
    const res = await page('/messages');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('id="ssr"');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
