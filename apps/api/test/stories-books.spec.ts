import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Storage } from '../src/infra/storage/storage.js';
import { StoriesJobs, nextCleanup } from '../src/modules/stories/stories.jobs.js';
import { expectInvalid, startTestApp, type Client, type TestApp } from './harness.js';
import { filler, writeStory } from './support/stories.js';
import { binary, expectCoverFiles } from './support/covers.js';

/** Debian's epubcheck (`apt-get install epubcheck`), when installed: every EPUB the tests fetch must pass it. */
const EPUBCHECK = ['/usr/share/java/epubcheck.jar'].find((p) => existsSync(p));
if (!EPUBCHECK) console.warn('epubcheck is not installed: EPUB files are checked for their ZIP shape only (apt-get install epubcheck)');

/** Series, covers, ebooks (with staff review), EPUB files and the read-rows cleanup, on a real PostgreSQL. */
describe('stories API: series, covers, ebooks', () => {
  let t: TestApp;
  let tmp: string;
  beforeAll(async () => {
    t = await startTestApp();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'stories-books-'));
  }, 120_000);
  afterAll(async () => {
    rmSync(tmp, { recursive: true, force: true });
    await t.close();
  });

  async function member(opts: { confirmed?: boolean; role?: 'member' | 'moderator' | 'admin'; homeVariant?: string } = {}) {
    const m = await t.createMember({ confirmed: opts.confirmed, role: opts.role, homeVariant: opts.homeVariant });
    const c = t.client();
    expect((await c.login(m.name, m.password)).status).toBe(200);
    return { m, c };
  }


  const story = (c: Client, opts: { publish?: boolean; chapters?: number; title?: string } = {}) =>
    writeStory(c, {
      title: opts.title,
      chapters: Array.from({ length: opts.chapters ?? 1 }, (_, i) => ({ title: `Part ${i + 1}`, body: `<p>${filler(30)} &amp; more<br>line</p>` })),
      publish: opts.publish,
    });

  async function image(colour = { r: 200, g: 60, b: 90 }, width = 900, height = 700): Promise<Buffer> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${colour.r},${colour.g},${colour.b})"/><circle cx="${colour.g + 100}" cy="300" r="120" fill="#fff"/><rect x="${colour.b}" y="40" width="80" height="600" fill="#000"/></svg>`;
    return sharp(Buffer.from(svg)).jpeg().withExif({ IFD0: { Make: 'TestCam', Copyright: 'exif-secret' } }).toBuffer();
  }

  async function upload(c: Client, url: string, body: Buffer, filename = 'cover.jpg') {
    const token = await c.csrf();
    return c.agent.put(url).set('host', c.host).set('x-xsrf-token', token).attach('file', body, filename);
  }

  /** Unzips an EPUB with the system's unzip and checks the container's shape. */
  function checkEpub(body: Buffer, name: string): string {
    const file = path.join(tmp, `${name}.epub`);
    writeFileSync(file, body);
    execFileSync('unzip', ['-tq', file]);
    const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listing[0]).toBe('mimetype');
    expect(execFileSync('unzip', ['-p', file, 'mimetype'], { encoding: 'utf8' })).toBe('application/epub+zip');
    expect(listing).toEqual(expect.arrayContaining(['META-INF/container.xml', 'OEBPS/content.opf', 'OEBPS/nav.xhtml']));
    if (EPUBCHECK) {
      // Throws (with epubcheck's report) on any error or warning.
      try {
        execFileSync('java', ['-jar', EPUBCHECK, file, '--failonwarnings'], { encoding: 'utf8', stdio: 'pipe' });
      } catch (err) {
        throw new Error(`epubcheck refused ${name}.epub:\n${(err as { stdout?: string }).stdout ?? ''}${(err as { stderr?: string }).stderr ?? ''}`);
      }
    }
    return file;
  }

  describe('series', () => {
    it('creates, orders and edits a series; readers get previous/next parts; refusals', async () => {
      const { m: w, c } = await member();
      const a = await story(c);
      const b = await story(c);
      const draft = await story(c, { publish: false });
      const guest = t.client();
      const { c: other } = await member();
      const theirs = await story(other);

      // Refusals: guest 401, unconfirmed 403, bad input 422 naming fields, someone else's story 422.
      expect((await guest.post('/api/story-series', { title: 'x' })).status).toBe(401);
      const { c: unconfirmed } = await member({ confirmed: false });
      expect((await unconfirmed.post('/api/story-series', { title: 'Series' })).status).toBe(403);
      const bad = await c.post('/api/story-series', { title: '', storyIds: ['nope'] });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['title', 'storyIds.0']));
      expectInvalid(await c.post('/api/story-series', { title: 'Mixed', storyIds: [a.id, theirs.id] }), 'storyIds.1');

      const created = await c.post('/api/story-series', { title: 'The Tram Trilogy', summary: 'Three nights.', storyIds: [b.id, a.id, draft.id] });
      expect(created.status).toBe(201);
      const s = created.body.data;
      expect(s).toMatchObject({ slug: 'the-tram-trilogy', partCount: 3, canEdit: true });
      expect(s.parts.map((p: { id: string }) => p.id)).toEqual([b.id, a.id, draft.id]);

      // A story is in one series at most.
      expectInvalid(await c.post('/api/story-series', { title: 'Again', storyIds: [a.id] }), 'storyIds.0');

      // Readers see the published parts only; the draft stays the writer's.
      const seen = await guest.get(`/api/users/${w.name}/story-series/the-tram-trilogy`);
      expect(seen.status).toBe(200);
      expect(seen.body.data.parts.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
      expect(seen.body.data.canEdit).toBe(false);
      expect((await guest.get(`/api/users/${w.name}/story-series`)).body.data.map((x: { slug: string }) => x.slug)).toContain('the-tram-trilogy');

      // Previous / next in the reader.
      const first = (await guest.get(`/api/stories/${b.id}`)).body.data.series;
      expect(first).toMatchObject({ slug: 'the-tram-trilogy', position: 1, count: 2, previous: null, next: { id: a.id } });
      const second = (await guest.get(`/api/stories/${a.id}`)).body.data.series;
      expect(second).toMatchObject({ position: 2, previous: { id: b.id }, next: null });
      // The writer sees the draft as the third part.
      expect((await c.get(`/api/stories/${a.id}`)).body.data.series).toMatchObject({ count: 3, next: { id: draft.id } });

      // Reorder and rename; only the writer may.
      expect((await other.put(`/api/story-series/${s.id}`, { title: 'Mine now', storyIds: [] })).status).toBe(403);
      const edited = await c.put(`/api/story-series/${s.id}`, { title: 'The Tram Trilogy', summary: 'Reordered.', storyIds: [a.id, b.id] });
      expect(edited.status).toBe(200);
      expect(edited.body.data.parts.map((p: { id: string }) => p.id)).toEqual([a.id, b.id]);
      expect((await guest.get(`/api/stories/${b.id}`)).body.data.series).toMatchObject({ position: 2, previous: { id: a.id } });
      expect((await c.get(`/api/stories/${draft.id}`)).body.data.series).toBeNull();

      // Blocked members do not see each other's series.
      const { m: blocker, c: bc } = await member();
      expect((await bc.put(`/api/privacy/blacklist/${w.name}`)).status).toBe(204);
      expect((await bc.get(`/api/users/${w.name}/story-series/the-tram-trilogy`)).status).toBe(404);
      expect(blocker.name).toBeTruthy();

      expect((await other.delete(`/api/story-series/${s.id}`)).status).toBe(403);
      expect((await c.delete(`/api/story-series/${s.id}`)).status).toBe(204);
      expect((await guest.get(`/api/users/${w.name}/story-series/the-tram-trilogy`)).status).toBe(404);
      expect((await guest.get(`/api/stories/${a.id}`)).status).toBe(200);
    });
  });

  describe('covers', () => {
    it('uploads a cover through the media pipeline in three 2:3 sizes, serves it, replaces and removes it', async () => {
      const { c } = await member();
      const s = await story(c);
      const draft = await story(c, { publish: false });
      const { c: other } = await member();

      expect((await t.client().put(`/api/stories/${s.id}/cover`)).status).toBe(401);
      expect((await upload(other, `/api/stories/${s.id}/cover`, await image())).status).toBe(403);
      expectInvalid(await upload(c, `/api/stories/${s.id}/cover`, Buffer.from('MZ'.padEnd(200, 'x')), 'evil.jpg'), 'file');

      const res = await upload(c, `/api/stories/${s.id}/cover`, await image());
      expect(res.status).toBe(200);
      const cover = res.body.data as { small: string; medium: string; large: string };
      await expectCoverFiles(t.client(), cover);
      // Cards and the story page carry the cover.
      expect((await t.client().get(`/api/stories/${s.id}`)).body.data.cover).toEqual(cover);

      // A draft's cover is its writer's only.
      const d = await upload(c, `/api/stories/${draft.id}/cover`, await image({ r: 20, g: 200, b: 40 }));
      expect(d.status).toBe(200);
      expect((await binary(t.client(), d.body.data.small)).status).toBe(404);
      expect((await binary(c, d.body.data.small)).status).toBe(200);

      // Replacing stores a new version and deletes the old files.
      const storage = t.app.get(Storage);
      const before = await t.db.query(`SELECT cover_prefix FROM stories WHERE id = $1`, [s.id]);
      const again = await upload(c, `/api/stories/${s.id}/cover`, await image({ r: 10, g: 90, b: 250 }));
      expect(again.status).toBe(200);
      expect(again.body.data.small).not.toBe(cover.small);
      expect(await storage.exists(`${before[0].cover_prefix}/small.webp`)).toBe(false);

      expect((await c.delete(`/api/stories/${s.id}/cover`)).status).toBe(204);
      expect((await t.client().get(`/api/stories/${s.id}`)).body.data.cover).toBeNull();
      expect((await binary(t.client(), again.body.data.small)).status).toBe(404);
    });
  });

  describe('ebooks', () => {
    it('creates an ebook from the writer’s chapters; staff approve or reject with a reason the writer sees; EPUB downloads', async () => {
      const { m: w, c } = await member();
      const one = await story(c, { chapters: 2, title: 'Night Tram' });
      const two = await story(c, { publish: false, title: 'Unpublished Draft' });
      const { c: other } = await member();
      const theirs = await story(other);
      const guest = t.client();

      // Refusals.
      expect((await guest.post('/api/ebooks', { title: 'Book', chapterIds: [one.chapterIds[0]] })).status).toBe(401);
      const bad = await c.post('/api/ebooks', { title: 'B', chapterIds: [] });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['title', 'chapterIds']));
      expectInvalid(await c.post('/api/ebooks', { title: 'Borrowed', chapterIds: [one.chapterIds[0], theirs.chapterIds[0]] }), 'chapterIds.1');

      const created = await c.post('/api/ebooks', { title: 'Night Tram & Other Stories', summary: 'Collected.', chapterIds: [...one.chapterIds, two.chapterIds[0]] });
      expect(created.status).toBe(201);
      const book = created.body.data;
      expect(book).toMatchObject({ status: 'pending', chapterCount: 3, canEdit: true, rejectReason: null });
      expect(book.chapters.map((ch: { title: string }) => ch.title)).toEqual(['Night Tram: Part 1', 'Night Tram: Part 2', 'Unpublished Draft']);

      // Cover for the ebook.
      const cov = await upload(c, `/api/ebooks/${book.id}/cover`, await image({ r: 120, g: 30, b: 200 }));
      expect(cov.status).toBe(200);
      expect(cov.body.data.cover.large).toMatch(new RegExp(`^/api/ebooks/${book.id}/cover/large\\?v=`));

      // Pending: writer and staff only.
      expect((await guest.get(`/api/ebooks/${book.id}`)).status).toBe(404);
      expect((await other.get(`/api/ebooks/${book.id}`)).status).toBe(404);
      expect((await guest.get(`/api/ebooks/${book.id}/epub`)).status).toBe(404);
      expect((await guest.get('/api/ebooks')).body.data.items.map((e: { id: string }) => e.id)).not.toContain(book.id);

      // Members cannot decide; staff out of scope cannot either.
      expect((await other.post(`/api/ebooks/${book.id}/approve`)).status).toBe(403);
      const { c: deMod } = await member({ role: 'moderator', homeVariant: 'shde' });
      expect((await deMod.post(`/api/ebooks/${book.id}/approve`)).status).toBe(404);
      const { m: mod, c: staff } = await member({ role: 'moderator', homeVariant: 'shuk' });
      const queue = await staff.get(`/api/staff/ebooks?filter=${encodeURIComponent('{"status":"pending"}')}&range=[0,99]`);
      expect(queue.status).toBe(200);
      expect(queue.headers['content-range']).toMatch(/^ebooks 0-\d+\/\d+$/);
      expect(queue.body.map((e: { id: string }) => e.id)).toContain(book.id);
      expect((await staff.get(`/api/staff/ebooks/${book.id}`)).body.chapters[0].html).toContain('<p>');

      // Reject with a reason: 422 without one; the writer sees it; others do not.
      expectInvalid(await staff.post(`/api/ebooks/${book.id}/reject`, { reason: 'no' }), 'reason');
      const rejected = await staff.post(`/api/ebooks/${book.id}/reject`, { reason: 'The cover shows a real person: please use another image.' });
      expect(rejected.status).toBe(200);
      const mine = (await c.get('/api/ebooks/mine')).body.data.items.find((e: { id: string }) => e.id === book.id);
      expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'The cover shows a real person: please use another image.' });
      // …and gets an e-mail with the decision, the reason and the way back to the ebook (quoted-printable unfolded).
      const rejectMail = (await t.waitForMail(w.email, 'ebooks.rejected')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(rejectMail).toContain('The cover shows a real person: please use another image.');
      expect(rejectMail).toContain(`/ebooks/create?ebook=${book.id}`);
      expect((await staff.post(`/api/ebooks/${book.id}/approve`)).status).toBe(422);
      const audit = await t.db.query(`SELECT action, actor_id, after FROM staff_audit_log WHERE target_type = 'ebook' AND target_id = $1`, [book.id]);
      expect(audit).toEqual([{ action: 'ebook.reject', actor_id: mod.id, after: { status: 'rejected', rejectReason: 'The cover shows a real person: please use another image.' } }]);

      // The writer changes it: back to pending, the reason gone; staff approve; it is public.
      const changed = await c.put(`/api/ebooks/${book.id}`, { title: 'Night Tram & Other Stories', summary: 'Collected, new cover.', chapterIds: one.chapterIds });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ status: 'pending', rejectReason: null, chapterCount: 2 });
      expect((await other.put(`/api/ebooks/${book.id}`, { title: 'Taken', chapterIds: theirs.chapterIds })).status).toBe(404);
      expect((await staff.post(`/api/ebooks/${book.id}/approve`)).status).toBe(200);
      expect((await t.waitForMail(w.email, 'ebooks.approved')).replace(/=\r?\n/g, '')).toContain('Night Tram & Other Stories');
      expect((await guest.get('/api/ebooks')).body.data.items.map((e: { id: string }) => e.id)).toContain(book.id);
      expect((await guest.get(`/api/ebooks?author=${w.name}`)).body.data.items).toHaveLength(1);
      expect((await guest.get(`/api/ebooks/${book.id}`)).body.data.rejectReason).toBeNull();

      // EPUB: a valid container with the chapters and the cover.
      const epub = await binary(guest, `/api/ebooks/${book.id}/epub`);
      expect(epub.status).toBe(200);
      expect(epub.headers['content-type']).toBe('application/epub+zip');
      const file = checkEpub(epub.body as Buffer, 'ebook');
      const files = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' });
      expect(files).toContain('OEBPS/chapter-002.xhtml');
      expect(files).toMatch(/OEBPS\/cover\.(jpg|webp)/);
      const nav = execFileSync('unzip', ['-p', file, 'OEBPS/nav.xhtml'], { encoding: 'utf8' });
      expect(nav).toContain('Night Tram: Part 2');
      const chapter = execFileSync('unzip', ['-p', file, 'OEBPS/chapter-001.xhtml'], { encoding: 'utf8' });
      expect(chapter).toContain('<br />');

      // Blocked either way: the ebook is gone for them.
      const { m: blocked, c: bc } = await member();
      expect((await c.put(`/api/privacy/blacklist/${blocked.name}`)).status).toBe(204);
      expect((await bc.get(`/api/ebooks/${book.id}`)).status).toBe(404);
      expect((await bc.get('/api/ebooks')).body.data.items.map((e: { id: string }) => e.id)).not.toContain(book.id);

      // Only the writer deletes.
      expect((await other.delete(`/api/ebooks/${book.id}`)).status).toBe(403);
      expect((await c.delete(`/api/ebooks/${book.id}`)).status).toBe(204);
      expect((await guest.get(`/api/ebooks/${book.id}`)).status).toBe(404);
    }, 120_000);

    // epubcheck is Java: its start-up alone takes seconds on a busy machine.
    it('downloads a story as EPUB for whoever may read it', async () => {
      const { c } = await member();
      const s = await story(c, { chapters: 2 });
      const d = await story(c, { publish: false });
      const res = await binary(t.client(), `/api/stories/${s.id}/epub`);
      expect(res.status).toBe(200);
      checkEpub(res.body as Buffer, 'story');
      expect((await binary(t.client(), `/api/stories/${d.id}/epub`)).status).toBe(404);
      expect((await binary(c, `/api/stories/${d.id}/epub`)).status).toBe(200);
    }, 120_000);
  });

  describe('read rows cleanup', () => {
    it('deletes per-day read rows older than the keep period and schedules itself daily', async () => {
      const { c } = await member();
      const s = await story(c);
      await t.db.query(
        `INSERT INTO story_reads (story_id, reader_key, day) VALUES ($1, 'm:old', current_date - 500), ($1, 'm:recent', current_date - 30), ($1, 'm:today', current_date)`,
        [s.id],
      );
      const deleted = await t.app.get(StoriesJobs).purgeReads();
      expect(deleted).toBeGreaterThanOrEqual(1);
      const left = await t.db.query(`SELECT reader_key FROM story_reads WHERE story_id = $1 ORDER BY reader_key`, [s.id]);
      expect(left.map((r: { reader_key: string }) => r.reader_key)).toEqual(['m:recent', 'm:today']);

      const next = nextCleanup(new Date('2026-11-23T10:00:00Z'));
      expect(next).toEqual({ at: new Date('2026-11-24T03:30:00Z'), jobId: 'stories.reads-cleanup.2026-11-24' });
      expect(nextCleanup(new Date('2026-11-23T02:00:00Z')).at).toEqual(new Date('2026-11-23T03:30:00Z'));
    });
  });
});
