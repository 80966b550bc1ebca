import { appForTests, unique, type Client } from './harness.js';
import { filler, writeStory } from './support/stories.js';

/** The stories section for crawlers and feed readers: sitemap and Atom feeds per genre and per writer. */
describe('stories: sitemap and Atom feeds', () => {
  const t = appForTests({}, 120_000);

  const member = () => t.signedInMember();

  const story = (c: Client, title: string, publish = true) =>
    writeStory(c, { title, summary: 'Two strangers share the last tram home & talk.', genre: 'humour', language: 'en', text: filler(40, 'word'), publish });

  const get = (path: string) => t.client().get(path).buffer(true).parse((res, cb) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (body += chunk));
    res.on('end', () => cb(null, body));
  });

  it('lists a genre’s published stories newest first as Atom, escaped, with absolute links; drafts and other genres stay out', async () => {
    const { c } = await member();
    const first = await story(c, `Tom & Jerry <3 ${unique('a')}`);
    const second = await story(c, `Second ${unique('b')}`);
    const draft = await story(c, `Draft ${unique('d')}`, false);
    const res = await get('/stories/humour/feed.atom');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const body = res.body as string;
    expect(body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(body).toContain(`<id>urn:uuid:${second.id}</id>`);
    expect(body).toContain('Tom &amp; Jerry &lt;3');
    expect(body).not.toContain('Tom & Jerry <3');
    expect(body).toMatch(new RegExp(`href="https?://[^"]+/stories/humour/${first.slug}"`));
    expect(body.indexOf(second.id)).toBeLessThan(body.indexOf(first.id));
    expect(body).not.toContain(draft.id);
    expect(body).toContain('<category term="slow-burn"/>');
    expect(body).toContain('<title>Humour · ');

    expect((await get('/stories/romance/feed.atom')).body).not.toContain(first.id);
    expect((await get('/stories/cooking/feed.atom')).status).toBe(404);
  });

  it('gives each writer a feed of their own published stories; an unknown writer is 404', async () => {
    const { m, c } = await member();
    const { c: other } = await member();
    const mine = await story(c, `Mine ${unique('m')}`);
    const theirs = await story(other, `Theirs ${unique('t')}`);
    const res = await get(`/profile/${m.name}/stories/feed.atom`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`urn:uuid:${mine.id}`);
    expect(res.body).not.toContain(theirs.id);
    expect(res.body).toContain(`<name>${m.name}</name>`);
    expect(res.body).toMatch(new RegExp(`<link rel="self" type="application/atom\\+xml" href="https?://[^"]+/profile/${m.name}/stories/feed.atom"/>`));
    expect((await get(`/profile/${unique('nobody')}/stories/feed.atom`)).status).toBe(404);
  });

  it('lists the section, every genre, each published story and each writer’s story list in the sitemap', async () => {
    const { m, c } = await member();
    const pub = await story(c, `Mapped ${unique('s')}`);
    const draft = await story(c, `Unmapped ${unique('u')}`, false);
    const res = await get('/sitemap-stories.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const body = res.body as string;
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toMatch(/<loc>https?:\/\/[^<]+\/stories<\/loc>/);
    expect(body).toMatch(/<loc>https?:\/\/[^<]+\/stories\/poetry<\/loc>/);
    expect(body).toMatch(new RegExp(`<loc>https?://[^<]+/stories/humour/${pub.slug}</loc><lastmod>`));
    expect(body).toMatch(new RegExp(`<loc>https?://[^<]+/profile/${m.name}/stories</loc>`));
    expect(body).not.toContain(draft.slug);
  });
});
