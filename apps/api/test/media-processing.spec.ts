import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_MAX_FRAMES } from '@community/domain';
import { appForTests, settledMedia, type Client } from './harness.js';

/**
 * Issue 16: heavy media work runs off the web process. Four parallel uploads of a 1.5 MB, 300-frame GIF used to
 * hold libuv's four threads for ~40 s (sharp runs there), and an unrelated compressed answer (zlib runs there too)
 * waited 36.7 s. Now image work runs in the media process pool, an animation answers 202 `processing` with its
 * progress, and the pixel, frame and duration limits answer 422 naming what is too big.
 */

/** A 1.5 MB animated GIF like the finding's: `frames` frames of size×size, a dot circling over a gradient. */
async function animatedGif(frames: number, size: number, shift: number): Promise<Buffer> {
  const raw = Buffer.alloc(size * size * frames * 3);
  for (let f = 0; f < frames; f++) {
    const cx = size / 2 + (size / 3) * Math.cos((f + shift) / 20);
    const cy = size / 2 + (size / 3) * Math.sin((f + shift) / 20);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const i = ((f * size + y) * size + x) * 3;
        const dot = (x - cx) ** 2 + (y - cy) ** 2 < (size / 7.5) ** 2;
        raw[i] = dot ? 240 : (x >> 2) * 3;
        raw[i + 1] = dot ? 40 : ((y + shift) >> 2) * 3;
        raw[i + 2] = dot ? 60 : (((x + y + f + shift) >> 3) * 8) & 255;
      }
    }
  }
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } }).gif({ effort: 1, colours: 16, dither: 0 }).toBuffer();
}

/**
 * A GIF whose logical screen is width×height with `frames` one-pixel frames: tiny on the wire, but a decoder
 * would expand every frame to the full screen — what the header limits must refuse before any pixel is decoded.
 */
function sparseGif(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of 2 colours
  const parts = [Buffer.from('GIF89a'), screen, Buffer.from([0, 0, 0, 255, 255, 255]), Buffer.from([0x21, 0xff, 0x0b]), Buffer.from('NETSCAPE2.0'), Buffer.from([3, 1, 0, 0, 0])];
  for (let f = 0; f < frames; f++) {
    const frame = Buffer.alloc(10);
    frame[0] = 0x2c;
    frame.writeUInt16LE(f % width, 1);
    frame.writeUInt16LE(1, 5);
    frame.writeUInt16LE(1, 7);
    // Graphic control (delay 4/100 s), the 1×1 frame, its LZW data (clear, pixel 0, end).
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 4, 0, 0, 0]), frame, Buffer.from([2, 2, 0x44, 0x01, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'media-processing-spec-'));

function makeVideo(name: string, seconds: number, size: string, rate: number): Buffer {
  const out = path.join(tmp, name);
  const r = spawnSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', out,
  ]);
  if (r.status !== 0) throw new Error(`ffmpeg could not make ${name}: ${r.stderr.toString()}`);
  return readFileSync(out);
}

describe('media processing off the request loop', () => {
  const t = appForTests();
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const member = () => t.signedInMember();
  async function upload(c: Client, body: Buffer, filename: string) {
    const token = await c.csrf();
    return c.agent.post('/api/media').query({ visibility: 'members' }).set('host', c.host).set('x-xsrf-token', token).attach('file', body, filename);
  }

  it('four parallel 300-frame GIF uploads answer 202 with progress, and an unrelated request is answered meanwhile', async () => {
    const gifs = await Promise.all([0, 1, 2, 3].map((i) => animatedGif(300, 300, i * 40)));
    for (const g of gifs) expect(g.length).toBeGreaterThan(1_000_000);
    const { c } = await member();
    const guest = t.client();
    // Warm: the layout's first answer builds its cache.
    expect((await guest.get('/api/layout').set('accept-encoding', 'br')).status).toBe(200);

    let settled = false;
    const progressSeen = new Set<number>();
    const work = (async () => {
      const answers = await Promise.all(gifs.map((g, i) => upload(c, g, `anim-${i}.gif`)));
      const ready = [];
      for (const res of answers) {
        if (res.status !== 202) return { answers, ready };
        for (;;) {
          const item = (await c.get(`/api/media/${res.body.data.id as string}`)).body.data;
          if (item.processing !== 'processing') {
            ready.push(item);
            break;
          }
          progressSeen.add(item.progress as number);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      return { answers, ready };
    })().finally(() => (settled = true));

    // Meanwhile, a guest asks for two cheap things again and again: the compressed layout (zlib shares libuv's
    // thread pool with sharp) and /healthz.
    const waits: Array<{ url: string; ms: number; status: number }> = [];
    const started = Date.now();
    while (!settled && Date.now() - started < 180_000) {
      for (const url of ['/api/layout', '/healthz']) {
        const t0 = performance.now();
        const res = await guest.get(url).set('accept-encoding', 'br');
        waits.push({ url, ms: Math.round(performance.now() - t0), status: res.status });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const { answers, ready } = await work;

    // The unrelated requests: answered all along (before issue 16: one waited 36.7 s).
    expect(waits.length).toBeGreaterThan(10);
    const slowest = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
    expect(waits.every((w) => w.status === 200)).toBe(true);
    expect(slowest.ms).toBeLessThan(2500);

    // Each upload: 202 processing at once, with the item's address to follow.
    for (const res of answers) {
      expect(res.status).toBe(202);
      expect(res.body.data).toMatchObject({ kind: 'image', processing: 'processing', progress: 0, width: 300, height: 300 });
      expect(res.headers.location).toBe(`/api/media/${res.body.data.id as string}`);
    }
    // Progress moved between 0 and 100 while the owner watched; each ended ready, still animated.
    expect([...progressSeen].some((p) => p > 0 && p < 100)).toBe(true);
    expect(ready).toHaveLength(4);
    for (const item of ready) expect(item).toMatchObject({ processing: 'ready', progress: 100, processingError: null });
    const large = await c.get(ready[0].sizes.large).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(large.status).toBe(200);
    const meta = await sharp(large.body as Buffer, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 300, width: 300, pageHeight: 300 });
    // The uploaded source is dropped once processed.
    const rows: Array<{ source_key: string | null }> = await t.db.query(`SELECT source_key FROM media_items WHERE id = ANY($1::uuid[])`, [ready.map((i) => i.id)]);
    expect(rows.map((r) => r.source_key)).toEqual([null, null, null, null]);
  }, 300_000);

  it('refuses, from the header, a photo over 50 megapixels and animations over the frame and total-pixel limits (422 naming file)', async () => {
    const { c, m } = await member();
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#888' } }).png({ compressionLevel: 1 }).toBuffer();
    const pixels = await upload(c, huge, 'huge.png');
    expect(pixels.status).toBe(422);
    expect(pixels.body.code).toBe('MEDIA_TOO_MANY_PIXELS');
    expect(pixels.body.errors).toEqual([{ field: 'file', message: 'This image is too large: 8000×7000 is 56 megapixels, and 50 megapixels is the most we take.' }]);

    const long = await upload(c, sparseGif(16, 16, MEDIA_MAX_FRAMES + 1), 'long.gif');
    expect(long.status).toBe(422);
    expect(long.body.code).toBe('MEDIA_TOO_MANY_FRAMES');
    expect(long.body.errors[0]).toEqual({ field: 'file', message: `This animation has too many frames: ${MEDIA_MAX_FRAMES + 1}, and ${MEDIA_MAX_FRAMES} is the most we take. Shorten it and upload it again.` });

    // 30 frames of 2000×2000: 120 megapixels once decoded, from a file of under a kilobyte.
    const bomb = sparseGif(2000, 2000, 30);
    expect(bomb.length).toBeLessThan(1024);
    const big = await upload(c, bomb, 'bomb.gif');
    expect(big.status).toBe(422);
    expect(big.body.code).toBe('MEDIA_ANIMATION_TOO_LARGE');
    expect(big.body.errors[0].message).toMatch(/^This animation is too large: 30 frames of 2000×2000 are 120 megapixels, and 100 megapixels over all frames/);

    // The same sparse GIF within the limits is taken (202, then ready).
    const fine = await upload(c, sparseGif(40, 40, 12), 'fine.gif');
    expect(fine.status).toBe(202);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM media_items WHERE owner_id = $1`, [m.id]);
    expect(n).toBe(1);
  });

  (hasFfmpeg ? it : it.skip)('a video answers 202 with progress until ready; one over 60 s is refused with 422', async () => {
    const { c } = await member();
    const res = await upload(c, makeVideo('clip.mp4', 3, '320x240', 10), 'clip.mp4');
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ kind: 'video', processing: 'processing', progress: 0 });
    expect(res.headers.location).toBe(`/api/media/${res.body.data.id as string}`);
    const item = await settledMedia(c, res.body.data.id);
    expect(item).toMatchObject({ processing: 'ready', progress: 100 });

    const tooLong = await upload(c, makeVideo('long.mp4', 65, '64x48', 1), 'long.mp4');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.code).toBe('MEDIA_VIDEO_TOO_LONG');
    expect(tooLong.body.errors).toEqual([{ field: 'file', message: 'This video is too long: 60 seconds at most.' }]);
  }, 120_000);
});
