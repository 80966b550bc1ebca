import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appForTests, settledMedia, type Client } from './harness.js';

/**
 * Videos (issue 8): upload → `processing` → the `media.video-process` job (run by the in-process worker the
 * harness starts, on the PostgreSQL queue) → `ready` with a poster in the image sizes and H.264/AAC MP4 sizes.
 * Needs ffmpeg and ffprobe (Debian's `ffmpeg` package); without them only the refusal is tested.
 */
const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0;
if (!hasFfmpeg) console.warn('media-videos.spec: ffmpeg/ffprobe are NOT installed — the video processing tests are SKIPPED (apt-get install ffmpeg)');

const tmp = mkdtempSync(path.join(os.tmpdir(), 'media-videos-spec-'));

/** A tiny test clip made with ffmpeg: colour bars and a tone, with metadata that must not survive. */
function makeVideo(name: string, seconds: number, size = '320x240', rate = 10): Buffer {
  const out = path.join(tmp, name);
  const r = spawnSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
    '-f', 'lavfi', '-i', `sine=duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    '-metadata', 'title=secret-title', '-metadata', 'location=+51.5000-000.1200/', '-metadata', 'comment=exif-secret',
    out,
  ]);
  if (r.status !== 0) throw new Error(`ffmpeg could not make ${name}: ${r.stderr.toString()}`);
  return readFileSync(out);
}

interface Probe {
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
  format: { format_name: string; tags?: Record<string, string> };
}
function probe(body: Buffer): Probe {
  const file = path.join(tmp, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(file, body);
  const r = spawnSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]);
  return JSON.parse(r.stdout.toString()) as Probe;
}

const d = hasFfmpeg ? describe : describe.skip;

describe('media videos', () => {
  const t = appForTests();
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const member = (seed: { role?: 'member' | 'moderator' } = {}) => t.signedInMember(seed);

  async function upload(c: Client, body: Buffer, query: Record<string, string> = {}, filename = 'clip.mp4') {
    const token = await c.csrf();
    return c.agent.post('/api/media').query(query).set('host', c.host).set('x-xsrf-token', token).attach('file', body, filename);
  }

  async function fetchFile(c: Client, url: string, headers: Record<string, string> = {}) {
    let req = c.get(url);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req.buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (b: Buffer) => chunks.push(b));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  }


  if (!hasFfmpeg) {
    it('without ffmpeg a video is refused clearly (422), not a crash', async () => {
      const { c } = await member();
      const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(500, 1)]);
      const res = await upload(c, mp4);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('MEDIA_VIDEO_UNAVAILABLE');
      expect(res.body.message).toMatch(/videos are not available on this server/i);
    });
  }

  d('with ffmpeg', () => {
    let clip: Buffer;
    beforeAll(() => {
      clip = makeVideo('clip.mp4', 2);
    });

    it('upload → processing (owner only) → the job makes the poster and MP4 sizes → ready, served as video/mp4 with ranges', async () => {
      const { c, m } = await member();
      const { c: other } = await member();
      const res = await upload(c, clip, { visibility: 'public', description: 'Bars' });
      expect(res.status).toBe(202);
      const item = res.body.data;
      expect(item).toMatchObject({ kind: 'video', processing: 'processing', video: null, status: 'pending', width: 320, height: 240, description: 'Bars' });
      expect(item.duration).toBeCloseTo(2, 0);

      const ready = await settledMedia(c, item.id);
      expect(ready).toMatchObject({ kind: 'video', processing: 'ready', processingError: null });
      expect(Object.keys(ready.video).sort()).toEqual(['video-480', 'video-low', 'video-small']);

      // The poster frame went through the image pipeline.
      const poster = await fetchFile(c, ready.sizes.large);
      expect(poster.status).toBe(200);
      expect(poster.headers['content-type']).toBe('image/webp');
      const [{ phash }] = await t.db.query(`SELECT phash::text, source_key FROM media_items WHERE id = $1`, [item.id]);
      expect(phash).not.toBeNull();

      // The viewer's size: H.264/AAC MP4, no metadata, index first (+faststart).
      const full = await fetchFile(c, ready.video['video-480']);
      expect(full.status).toBe(200);
      expect(full.headers['content-type']).toBe('video/mp4');
      expect(full.headers['accept-ranges']).toBe('bytes');
      expect(full.headers['content-disposition']).toBe(`inline; filename="${item.id}-video-480.mp4"`);
      const body = full.body as Buffer;
      expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(body.indexOf('moov')).toBeLessThan(body.indexOf('mdat'));
      for (const secret of ['secret-title', 'exif-secret', '+51.5000']) expect(body.includes(Buffer.from(secret))).toBe(false);
      const p = probe(body);
      expect(p.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
      expect(p.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 320, height: 240 });
      expect(Object.keys(p.format.tags ?? {}).filter((k) => k !== 'major_brand' && k !== 'minor_version' && k !== 'compatible_brands' && k !== 'encoder')).toEqual([]);
      // The small size is a muted preview.
      const small = await fetchFile(c, ready.video['video-small']);
      expect(probe(small.body as Buffer).streams.map((s) => s.codec_type)).toEqual(['video']);

      // Byte ranges.
      const part = await fetchFile(c, ready.video['video-480'], { range: 'bytes=0-99' });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${body.length}`);
      expect((part.body as Buffer).equals(body.subarray(0, 100))).toBe(true);
      const tail = await fetchFile(c, ready.video['video-480'], { range: 'bytes=-10' });
      expect(tail.status).toBe(206);
      expect((tail.body as Buffer).equals(body.subarray(body.length - 10))).toBe(true);
      const past = await fetchFile(c, ready.video['video-480'], { range: `bytes=${body.length + 5}-` });
      expect(past.status).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${body.length}`);

      // The source is gone once processed.
      const [{ source_key }] = await t.db.query(`SELECT source_key FROM media_items WHERE id = $1`, [item.id]);
      expect(source_key).toBeNull();

      // Pending: another member and a guest see nothing, not even by the plain URL.
      expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
      expect((await t.client().get(`/api/media/files/${item.id}/video-480`)).status).toBe(404);

      // Approved and public: everyone, by the plain URL.
      const { c: mod } = await member({ role: 'moderator' });
      const staffView = await mod.get(`/api/staff/media/${item.id}`);
      expect(staffView.body).toMatchObject({ kind: 'video', processing: 'ready', video: expect.stringContaining(`/api/media/files/${item.id}/video-480?exp=`) });
      expect((await mod.put(`/api/staff/media/${item.id}`, { status: 'approved' })).status).toBe(200);
      const seen = await t.client().get(`/api/media/${item.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.data.video['video-480']).toBe(`/api/media/files/${item.id}/video-480`);
      expect(seen.body.data.processingError).toBeNull();
      const open = await fetchFile(t.client(), `/api/media/files/${item.id}/video-480`);
      expect(open.status).toBe(200);
      expect(open.headers['content-type']).toBe('video/mp4');
      expect(open.headers['cache-control']).toMatch(/^public/);
      // Unknown size names are refused.
      expect((await t.client().get(`/api/media/files/${item.id}/video-huge`)).status).toBe(422);

      // The picker finds it by type; the owner's list has it.
      const picker = await c.get('/api/media/mine').query({ type: 'video' });
      expect(picker.body.data.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
      expect((await c.get('/api/media/mine').query({ type: 'image' })).body.data.items).toEqual([]);
      const list = await other.get('/api/media').query({ owner: m.name });
      expect(list.body.data.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    });

    it('a processing item is seen by its owner and staff only, even when approved and public; it cannot be approved or liked yet', async () => {
      const { c, m } = await member();
      const { c: other } = await member();
      const item = (await upload(c, clip, { visibility: 'public' })).body.data;
      await settledMedia(c, item.id);
      // Put it back in the processing state (as it is while the job runs) to check the rule on its own.
      await t.db.query(`UPDATE media_items SET processing = 'processing', status = 'approved' WHERE id = $1`, [item.id]);
      const mine = await c.get(`/api/media/${item.id}`);
      expect(mine.body.data).toMatchObject({ processing: 'processing', video: null });
      expect((await other.get(`/api/media/${item.id}`)).status).toBe(404);
      expect((await t.client().get(`/api/media/${item.id}`)).status).toBe(404);
      expect((await other.put(`/api/media/${item.id}/like`)).status).toBe(404);
      expect((await other.get('/api/media').query({ owner: m.name })).body.data.items).toEqual([]);
      expect((await t.client().get('/api/media/gallery')).body.data.items.map((i: { id: string }) => i.id)).not.toContain(item.id);
      // Its URLs are signed for the owner; the plain URL is refused.
      expect(mine.body.data.sizes.large).toMatch(/\?exp=\d+&sig=/);
      expect((await t.client().get(`/api/media/files/${item.id}/large`)).status).toBe(404);
      const { c: mod } = await member({ role: 'moderator' });
      expect((await mod.get(`/api/staff/media/${item.id}`)).body).toMatchObject({ processing: 'processing', video: null });
      await t.db.query(`UPDATE media_items SET status = 'pending' WHERE id = $1`, [item.id]);
      const approve = await mod.put(`/api/staff/media/${item.id}`, { status: 'approved' });
      expect(approve.status).toBe(422);
      expect(approve.body.code).toBe('MEDIA_NOT_READY');
    });

    it('refuses a renamed non-video, an unreadable video and one that is too long (422 naming file); guests 401', async () => {
      const { c, m } = await member();
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);
      const renamed = await upload(c, exe, {}, 'clip.mp4');
      expect(renamed.status).toBe(422);
      expect(renamed.body.code).toBe('MEDIA_UNSUPPORTED_TYPE');
      expect(renamed.body.errors).toEqual([{ field: 'file', message: expect.stringContaining('not a photo or a video') }]);

      const garbage = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(5000, 1)]);
      const broken = await upload(c, garbage, {}, 'clip.mp4');
      expect(broken.status).toBe(422);
      expect(broken.body.code).toBe('MEDIA_UNDECODABLE');
      expect(broken.body.errors[0].field).toBe('file');

      // Size limits by kind: 25 MB is too much for a photo (413) but within a video's 40 MB (then read by ffprobe).
      const big = Buffer.alloc(25 * 1024 * 1024, 1);
      const bigVideo = await upload(c, Buffer.concat([garbage.subarray(0, 12), big]), {}, 'big.mp4');
      expect(bigVideo.status).toBe(422);
      expect(bigVideo.body.code).toBe('MEDIA_UNDECODABLE');
      const bigPhoto = await upload(c, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), big]), {}, 'big.jpg').catch((err: { response?: { status: number } }) => err.response ?? { status: 0 });
      expect(bigPhoto.status).toBe(413);

      const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 0), Buffer.from('AVI LIST'), Buffer.alloc(500, 0)]);
      const aviRes = await upload(c, avi, {}, 'clip.avi');
      expect(aviRes.status).toBe(422);
      expect(aviRes.body.message).toMatch(/MP4, MOV or WebM/);

      const long = makeVideo('long.mp4', 65, '64x48', 1);
      const tooLong = await upload(c, long);
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.code).toBe('MEDIA_VIDEO_TOO_LONG');
      expect(tooLong.body.errors).toEqual([{ field: 'file', message: 'This video is too long: 60 seconds at most.' }]);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM media_items WHERE owner_id = $1`, [m.id]);
      expect(n).toBe(0);

      expect((await upload(t.client(), clip)).status).toBe(401);
    });

    it('a video whose poster matches the staff hash block list fails, is reported, and is never shown', async () => {
      const { c: mod } = await member({ role: 'moderator' });
      const { c, m } = await member();
      const first = (await upload(c, clip)).body.data;
      await settledMedia(c, first.id);
      const block = await mod.post('/api/staff/media-hashes', { mediaId: first.id, reason: 'Known abuse video (test)' });
      expect(block.status).toBe(201);

      const again = (await upload(c, clip)).body.data;
      const failed = await settledMedia(c, again.id);
      expect(failed).toMatchObject({ processing: 'failed', video: null, processingError: expect.stringContaining('referred to our moderators') });
      const reported = await mod.get('/api/staff/media-blocked-uploads');
      expect(reported.body.find((r: { memberName: string }) => r.memberName === m.name)).toMatchObject({ blockId: block.body.id });
      const [{ source_key }] = await t.db.query(`SELECT source_key FROM media_items WHERE id = $1`, [again.id]);
      expect(source_key).toBeNull();
      // Failed items cannot be approved.
      expect((await mod.put(`/api/staff/media/${again.id}`, { status: 'approved' })).status).toBe(422);
    });
  });
});
