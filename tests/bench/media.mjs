// `npm run bench` (media part), or on its own: `node tests/bench/media.mjs [--quick] [flags]` (expects a build).
//
// Issue 8's figures, each beside a baseline measured in the same run, one at a time:
//   1. uploads per second of a 3 MB JPEG (a 12-megapixel phone photo with camera and GPS EXIF) through the whole
//      pipeline — POST /api/media, multipart over HTTP with the session and CSRF checks, sniffed by its bytes,
//      decoded, re-encoded to the four WebP sizes without metadata, hashed, checked against the block list,
//      stored under DATA_DIR/storage and recorded in PostgreSQL — beside sharp alone in this process re-encoding
//      the same JPEG to the same sizes with the app's settings (rotate, sRGB, resize, WebP quality 82 effort 4),
//      at the same concurrency;
//   2. the media URL served per second — GET /api/media/files/<id>/large of an approved public photo (plain URL),
//      and of a private one by its signed URL — beside a raw node:http server streaming the very same stored file
//      with fs.createReadStream and the same content type, length and caching headers;
//   3. (issue 16) the app's event-loop delay (p99, from monitorEventLoopDelay preloaded into it: loop-delay.mjs) and
//      an unrelated request's latency — GET /api/layout compressed with brotli (zlib shares libuv's thread pool with
//      sharp) and GET /healthz — while CONCURRENCY uploads of a 1.5 MB, 300-frame, 300×300 GIF are kept in flight
//      (each answers 202 and is followed until ready), beside the same figures with the app idle, in the same run.
//      A fresh app process with WEB_CONCURRENCY=1, so the figures are those of the process taking the uploads.
//
// Flags (env in brackets): --concurrency N [BENCH_UPLOAD_CONCURRENCY] (uploads in flight, default 4),
// --upload-duration S [BENCH_UPLOAD_DURATION] (default 30; --quick: 10), --duration S [BENCH_DURATION] (URL figures,
// default 10; --quick: 5), --connections C [BENCH_CONNECTIONS] (URL figures, default 20), --gif-duration S
// [BENCH_GIF_DURATION] (part 3, each phase, default 30; --quick: 15), --gif-only (part 3 alone), --quick.
// DATABASE_URL: use this PostgreSQL instead of an embedded one. Exit 1 when an upload or a request fails, or when
// the app's file and the baseline's differ (the comparison would not be fair).
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { benchDatabase, benchScript, delay, freePort, httpRequest, logMachine, root, runMain, startApp, startBaseline, startChild, stopChild, stopChildren, tempDir, waitHealthy } from '../support/bench.mjs';

const { argv, option, log } = benchScript('bench media');
const QUICK = argv.includes('--quick');
const CONCURRENCY = option('concurrency', 'BENCH_UPLOAD_CONCURRENCY', 4);
const UPLOAD_DURATION = option('upload-duration', 'BENCH_UPLOAD_DURATION', QUICK ? 10 : 30);
const DURATION = option('duration', 'BENCH_DURATION', QUICK ? 5 : 10);
const CONNECTIONS = option('connections', 'BENCH_CONNECTIONS', 20);
const GIF_DURATION = option('gif-duration', 'BENCH_GIF_DURATION', QUICK ? 15 : 30);
const GIF_ONLY = argv.includes('--gif-only');
const WARMUP = 1;
/** Turns each upload side gets, alternating (see main). */
const ROUNDS = QUICK ? 2 : 3;
const HOST_HEADER = 'shuk.localhost';
const CSRF = 'bench-csrf-token';
const TARGET_BYTES = 3 * 1024 * 1024;


if (argv.includes('--baseline-files')) {
  baselineFiles();
} else {
  await runBench();
}

// ---- the URL baseline: raw node:http streaming one stored file ------------------------------------------
function baselineFiles() {
  const file = process.env.BENCH_FILE;
  const { size, mtime } = statSync(file);
  const etag = `"${createHash('sha1').update(`${size}-${mtime.getTime()}`).digest('hex').slice(0, 16)}"`;
  const server = http.createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end('{"status":"ok"}');
    }
    res.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': String(size),
      'content-disposition': 'inline; filename="photo-large.webp"',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=3600',
      etag,
      'last-modified': mtime.toUTCString(),
      'x-content-type-options': 'nosniff',
    });
    createReadStream(file).pipe(res);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => server.close(() => process.exit(0)));
}

// ---- the bench ----------------------------------------------------------------------------------------------
async function runBench() {
  const { default: autocannon } = await import('autocannon');
  const { default: sharp } = await import('sharp');
  /** One request on a fresh connection; resolves status, headers and the body as a Buffer. */
  const request = (port, method, pathname, headers = {}, body = undefined) => httpRequest(port, method, pathname, { host: HOST_HEADER, headers, body, timeoutMs: 60_000 });

  /**
   * A 4032×3024 photo-like JPEG of about 3 MB (a soft gradient with grain, so it neither compresses to nothing
   * nor is pure noise) carrying camera and GPS EXIF, as a phone would send it.
   */
  async function makePhoto() {
    const width = 4032;
    const height = 3024;
    const raw = Buffer.alloc(width * height * 3);
    let seed = 12345;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grain = (seed >> 16) % 41;
        const i = (y * width + x) * 3;
        raw[i] = Math.min(255, ((x * 200) / width + grain) | 0);
        raw[i + 1] = Math.min(255, ((y * 180) / height + grain) | 0);
        raw[i + 2] = Math.min(255, (120 + Math.sin((x + y) / 150) * 60 + grain) | 0);
      }
    }
    const encode = (quality) =>
      sharp(raw, { raw: { width, height, channels: 3 } })
        .jpeg({ quality })
        .withExif({
          IFD0: { Make: 'BenchCam', Model: 'Phone 12' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        })
        .toBuffer();
    // The quality whose size is nearest 3 MB.
    let lo = 40;
    let hi = 100;
    let best = await encode(85);
    while (lo <= hi) {
      const q = (lo + hi) >> 1;
      const out = await encode(q);
      if (Math.abs(out.length - TARGET_BYTES) < Math.abs(best.length - TARGET_BYTES)) best = out;
      if (out.length < TARGET_BYTES) lo = q + 1;
      else hi = q - 1;
    }
    return best;
  }

  /** One confirmed member with a session (the figure is the pipeline, not the login). */
  async function seedMember(databaseUrl) {
    const pg = (await import('pg')).default;
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const run = randomBytes(3).toString('hex');
      const { rows } = await c.query(
        `INSERT INTO members (name, email, password_hash, date_of_birth, genders, tier, home_variant, locale, avatar_colour, confirmed_at)
         VALUES ($1, $1 || '@bench.invalid', 'no-login', '1985-01-01', 'f', 'free', 'shuk', 'en_GB', 1, now()) RETURNING id`,
        [`bench_media_${run}`],
      );
      const token = randomBytes(32).toString('base64url');
      await c.query(
        `INSERT INTO sessions (token_hash, member_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
        [createHash('sha256').update(token).digest(), rows[0].id],
      );
      return { id: rows[0].id, cookie: `SID=${token}; UID=${rows[0].id}; XSRF-TOKEN=${CSRF}` };
    } finally {
      await c.end();
    }
  }

  function multipart(photo, filename = 'IMG_0001.jpg', type = 'image/jpeg') {
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  }

  /** CONCURRENCY loops calling `once` until `seconds` have passed; counts completions and their latencies. */
  async function loops(seconds, once) {
    const latencies = [];
    const errors = [];
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          try {
            await once();
            latencies.push(performance.now() - t);
          } catch (err) {
            errors.push(err instanceof Error ? err.message : String(err));
            if (errors.length > 20) return;
          }
        }
      }),
    );
    return { latencies, elapsed: (performance.now() - started) / 1000, errors };
  }

  /** Sums rounds of `loops` into one figure. */
  function combine(rounds) {
    const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const elapsed = rounds.reduce((n, r) => n + r.elapsed, 0);
    const pct = (p) =>
      latencies.length
        ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0)
        : 'n/a';
    return {
      done: latencies.length,
      seconds: elapsed,
      perSecond: latencies.length / elapsed,
      p50: pct(50),
      p99: pct(99),
      errors: rounds.flatMap((r) => r.errors),
    };
  }

  const cannon = (port, pathname, duration) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: `http://127.0.0.1:${port}${pathname}`,
          connections: CONNECTIONS,
          duration,
          headers: { host: HOST_HEADER },
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
    });
  const table = (rows) => {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
    const line = (r) =>
      r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
    return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
  };

  /** A 1.5 MB animated GIF like issue 16's: 300 frames of 300×300, a dot circling over a gradient (16 colours). */
  async function makeGif(shift) {
    const size = 300;
    const frames = 300;
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
    return sharp(raw, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
      .gif({ effort: 1, colours: 16, dither: 0 })
      .toBuffer();
  }

  /**
   * Part 3: a fresh app process (one web process, the loop-delay preload) on the same database; an idle phase, then
   * a phase with CONCURRENCY GIF uploads kept in flight; in each, GET /api/layout (br) and GET /healthz one after
   * the other every 100 ms, and the app's event-loop delay over the phase.
   */
  async function gifPart(env, databaseUrl) {
    const gifs = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => makeGif(i * 40)));
    log(`part 3: ${gifs.length} GIFs of 300 frames, 300×300, ${(gifs[0].length / 1024 / 1024).toFixed(2)} MB each`);
    const loopFile = path.join(tempDir('bench-media-loop-'), 'delay.json');
    const port = await freePort();
    const app = startChild(
      'app (part 3)',
      ['--import', path.join(root, 'tests/bench/loop-delay.mjs'), path.join(root, 'apps/api/dist/main.js')],
      { ...env, PORT: String(port), WEB_CONCURRENCY: '1', BENCH_LOOP_DELAY_FILE: loopFile },
    );
    await waitHealthy(app, port, 90_000);
    const me = await seedMember(databaseUrl);
    const auth = { cookie: me.cookie, 'x-xsrf-token': CSRF };
    const loopDelay = async () => {
      rmSync(loopFile, { force: true });
      app.proc.kill('SIGUSR2');
      for (let i = 0; i < 50 && !existsSync(loopFile); i++) await delay(50);
      return JSON.parse(readFileSync(loopFile, 'utf8'));
    };
    for (const url of ['/api/layout', '/healthz']) await request(port, 'GET', url, { 'accept-encoding': 'br' });

    async function phase(name, busy) {
      await loopDelay(); // starts the phase's histogram
      const end = performance.now() + GIF_DURATION * 1000;
      const probes = { '/api/layout': [], '/healthz': [] };
      const errors = [];
      let processed = 0;
      let accepted = 0;
      const uploadLoops = busy
        ? gifs.map(async (gif, i) => {
            const form = multipart(gif, `anim-${i}.gif`, 'image/gif');
            while (performance.now() < end) {
              const r = await request(port, 'POST', '/api/media?visibility=members', {
                ...auth,
                'content-type': form.type,
                'content-length': String(form.body.length),
              }, form.body);
              if (r.status !== 202) {
                errors.push(`upload answered ${r.status}: ${r.body.toString('utf8').slice(0, 200)}`);
                return;
              }
              accepted++;
              const id = JSON.parse(r.body.toString('utf8')).data.id;
              for (;;) {
                await delay(250);
                const item = JSON.parse((await request(port, 'GET', `/api/media/${id}`, { cookie: me.cookie })).body.toString('utf8')).data;
                if (item.processing === 'ready') {
                  processed++;
                  break;
                }
                if (item.processing === 'failed') {
                  errors.push(`processing failed: ${item.processingError}`);
                  return;
                }
                if (performance.now() > end + 600_000) return;
              }
            }
          })
        : [];
      while (performance.now() < end) {
        for (const url of Object.keys(probes)) {
          const t = performance.now();
          const r = await request(port, 'GET', url, { 'accept-encoding': 'br' });
          if (r.status !== 200) errors.push(`${url} answered ${r.status}`);
          probes[url].push(performance.now() - t);
        }
        await delay(100);
      }
      const loop = await loopDelay();
      await Promise.all(uploadLoops);
      const stats = (xs) => {
        const s = [...xs].sort((a, b) => a - b);
        const at = (p) => (s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN);
        return { n: s.length, p50: at(50), p99: at(99), max: s.at(-1) ?? NaN };
      };
      const r = { loop, layout: stats(probes['/api/layout']), healthz: stats(probes['/healthz']), accepted, processed, errors };
      log(
        `${name}: event-loop delay p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms; /api/layout p50 ${r.layout.p50.toFixed(0)} / p99 ${r.layout.p99.toFixed(0)} / max ${r.layout.max.toFixed(0)} ms (${r.layout.n}); ` +
          `/healthz p50 ${r.healthz.p50.toFixed(0)} / p99 ${r.healthz.p99.toFixed(0)} / max ${r.healthz.max.toFixed(0)} ms; uploads accepted ${accepted}, processed ${processed}; errors ${errors.length}`,
      );
      return r;
    }
    const idle = await phase('idle', false);
    const loaded = await phase(`${gifs.length} GIF uploads in flight`, true);
    await stopChild(app);
    return { idle, loaded, gifBytes: gifs[0].length };
  }

  function gifTable(g) {
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(1) : 'n/a');
    const ms = (x) => x.toFixed(0);
    /** @type {Array<Array<string | number>>} */
    const rows = [['figure (ms)', 'idle', `${CONCURRENCY} GIF uploads in flight`, 'ratio']];
    rows.push(['app event-loop delay p99', g.idle.loop.p99, g.loaded.loop.p99, ratio(g.loaded.loop.p99, g.idle.loop.p99)]);
    rows.push(['app event-loop delay max', g.idle.loop.max, g.loaded.loop.max, ratio(g.loaded.loop.max, g.idle.loop.max)]);
    for (const [name, k] of [
      ['GET /api/layout (br)', 'layout'],
      ['GET /healthz', 'healthz'],
    ]) {
      rows.push([`${name} p50`, ms(g.idle[k].p50), ms(g.loaded[k].p50), ratio(g.loaded[k].p50, g.idle[k].p50)]);
      rows.push([`${name} p99`, ms(g.idle[k].p99), ms(g.loaded[k].p99), ratio(g.loaded[k].p99, g.idle[k].p99)]);
      rows.push([`${name} max`, ms(g.idle[k].max), ms(g.loaded[k].max), ratio(g.loaded[k].max, g.idle[k].max)]);
    }
    console.log('');
    console.log(table(rows));
    console.log(
      `(part 3: ${GIF_DURATION} s per phase; GIF ${(g.gifBytes / 1024 / 1024).toFixed(2)} MB, 300 frames of 300×300; ` +
        `${g.loaded.accepted} uploads answered 202, ${g.loaded.processed} processed to ready during the loaded phase)`,
    );
    return g.idle.errors.length + g.loaded.errors.length === 0;
  }

  async function main() {
    const { MEDIA_IMAGE_SIZES } = await import('@community/domain');
    const t0 = Date.now();
    logMachine(
      log,
      `uploads: ${CONCURRENCY} in flight, ${UPLOAD_DURATION} s; URLs: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per figure and server` +
        `${QUICK ? ' (--quick)' : ''}; sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}, ${sharp.concurrency()} threads)`,
    );

    const photo = await makePhoto();
    const meta = await sharp(photo).metadata();
    log(`test photo: ${meta.width}×${meta.height} JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB, EXIF with GPS`);

    const databaseUrl = await benchDatabase({ log, prefix: 'bench-media-pg-' });
    // Local disk (no S3_BUCKET): the URL baseline streams the very file the app stored.
    const { app, port: appPort, env, dataDir } = await startApp({ databaseUrl, prefix: 'bench-media', log, unset: ['S3_BUCKET'] });
    if (GIF_ONLY) {
      await stopChild(app);
      const ok = gifTable(await gifPart(env, databaseUrl));
      if (!ok) console.error('\nbench media: FAILED: some GIF uploads or requests failed');
      return ok ? 0 : 1;
    }
    const me = await seedMember(databaseUrl);

    // ---- 1. uploads ------------------------------------------------------------------------------------------
    const form = multipart(photo);
    const ids = [];
    const uploadOnce = (visibility = 'members') =>
      request(
        appPort,
        'POST',
        `/api/media?visibility=${visibility}`,
        {
          cookie: me.cookie,
          'x-xsrf-token': CSRF,
          'content-type': form.type,
          'content-length': String(form.body.length),
        },
        form.body,
      ).then((r) => {
        if (r.status !== 201) throw new Error(`upload answered ${r.status}: ${r.body.toString('utf8').slice(0, 300)}`);
        ids.push(JSON.parse(r.body.toString('utf8')).data.id);
      });
    await uploadOnce(); // warm-up: first decode, first storage folder, first INSERT

    const reencode = async () => {
      const base = sharp(photo, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate().toColourspace('srgb');
      await Promise.all(
        MEDIA_IMAGE_SIZES.map((s) =>
          base
            .clone()
            .resize({
              width: s.width,
              height: s.height,
              fit: s.fit,
              withoutEnlargement: s.fit === 'inside',
              position: 'attention',
            })
            .webp({ quality: 82, effort: 4 })
            .toBuffer(),
        ),
      );
    };
    await reencode();
    // The two sides alternate in ROUNDS turns of equal length, so a change in the machine's load (other work on a
    // shared machine) falls on both rather than on one.
    const appRounds = [];
    const baseRounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      appRounds.push(await loops(UPLOAD_DURATION / ROUNDS, () => uploadOnce()));
      baseRounds.push(await loops(UPLOAD_DURATION / ROUNDS, reencode));
    }
    const app1 = combine(appRounds);
    const base1 = combine(baseRounds);
    for (const [name, r] of /** @type {Array<[string, typeof app1]>} */ ([
      ['app', app1],
      ['sharp alone', base1],
    ])) {
      log(
        `uploads — ${name}: ${r.perSecond.toFixed(2)}/s (${r.done} in ${r.seconds.toFixed(1)} s over ${ROUNDS} turns), p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors.length}`,
      );
    }

    // ---- 2. the media URL ------------------------------------------------------------------------------------
    const pg = (await import('pg')).default;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const [openId, privateId] = ids;
    await db.query(
      `UPDATE media_items SET status = 'approved', moderated_at = now(), visibility = CASE WHEN id = $1 THEN 'public' ELSE 'private' END WHERE id = ANY($2::uuid[])`,
      [openId, [openId, privateId]],
    );
    const prefix = (await db.query(`SELECT storage_prefix FROM media_items WHERE id = $1`, [openId])).rows[0]
      .storage_prefix;
    await db.end();
    const privateItem = JSON.parse(
      (await request(appPort, 'GET', `/api/media/${privateId}`, { cookie: me.cookie })).body.toString('utf8'),
    ).data;
    const signedUrl = privateItem.sizes.large;
    const openUrl = `/api/media/files/${openId}/large`;
    if (!/sig=/.test(signedUrl)) throw new Error(`the private photo's URL is not signed: ${signedUrl}`);
    const stored = path.join(dataDir, 'storage', ...`${prefix}/large.webp`.split('/'));

    const { port: basePort } = await startBaseline({ script: 'tests/bench/media.mjs', args: ['--baseline-files'], env: { ...env, BENCH_FILE: stored }, log });
    log(`baseline streams ${path.relative(dataDir, stored)} (${statSync(stored).size} B)`);

    const figures = [
      { name: 'public photo, plain URL (large)', path: openUrl },
      { name: 'private photo, signed URL (large)', path: signedUrl },
    ];
    const baselineAnswer = await request(basePort, 'GET', '/file');
    for (const f of figures) {
      const a = await request(appPort, 'GET', f.path);
      if (a.status !== 200) throw new Error(`${f.path}: the app answered ${a.status}`);
      if (!a.body.equals(baselineAnswer.body)) throw new Error(`${f.path}: the app's file and the baseline's differ`);
      for (const h of ['content-type', 'content-length'])
        if (a.headers[h] !== baselineAnswer.headers[h])
          throw new Error(`${f.path}: ${h} app "${a.headers[h]}" vs baseline "${baselineAnswer.headers[h]}"`);
      f.bytes = a.body.length;
      f.cache = a.headers['cache-control'];
    }
    const results = [];
    for (const f of figures) {
      for (const s of [
        { name: 'app', port: appPort, path: f.path },
        { name: 'baseline', port: basePort, path: '/file' },
      ]) {
        await cannon(s.port, s.path, WARMUP);
        const r = await cannon(s.port, s.path, DURATION);
        results.push({ f, s, r });
        log(
          `${f.name} — ${s.name}: ${Math.round(r.requests.average)} req/s, ${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
        );
      }
    }

    /** @type {Array<Array<string | number>>} */
    const rows = [
      ['figure', 'app /s', 'baseline /s', 'app/baseline', 'app p50/p99 ms', 'baseline p50/p99 ms', 'errors app/base'],
    ];
    rows.push([
      `upload 3 MB JPEG → 4 WebP sizes (baseline: sharp alone)`,
      app1.perSecond.toFixed(2),
      base1.perSecond.toFixed(2),
      (app1.perSecond / base1.perSecond).toFixed(2),
      `${app1.p50} / ${app1.p99}`,
      `${base1.p50} / ${base1.p99}`,
      `${app1.errors.length} / ${base1.errors.length}`,
    ]);
    let bad = app1.errors.length > 0 || base1.errors.length > 0;
    for (const f of figures) {
      const a = results.find((x) => x.f === f && x.s.name === 'app').r;
      const b = results.find((x) => x.f === f && x.s.name === 'baseline').r;
      rows.push([
        `${f.name}, ${f.bytes} B (baseline: node:http + fs stream)`,
        Math.round(a.requests.average),
        Math.round(b.requests.average),
        (a.requests.average / b.requests.average).toFixed(2),
        `${a.latency.p50} / ${a.latency.p99}`,
        `${b.latency.p50} / ${b.latency.p99}`,
        `${a.errors + a.non2xx} / ${b.errors + b.non2xx}`,
      ]);
      if (a.non2xx || b.non2xx || a.errors || b.errors || a.timeouts || b.timeouts) bad = true;
    }
    console.log('');
    console.log(table(rows));
    console.log(
      `(uploads: ${CONCURRENCY} in flight for ${UPLOAD_DURATION} s each in ${ROUNDS} alternating turns, ${(photo.length / 1024 / 1024).toFixed(2)} MB ${meta.width}×${meta.height} JPEG; ` +
        `URLs: ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up; total ${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
    if (app1.errors.length) console.error(`upload errors: ${[...new Set(app1.errors)].slice(0, 3).join('; ')}`);
    await stopChildren();
    const gifs = await gifPart(env, databaseUrl);
    if (!gifTable(gifs)) {
      bad = true;
      console.error(`GIF part errors: ${[...new Set([...gifs.idle.errors, ...gifs.loaded.errors])].slice(0, 3).join('; ')}`);
    }
    if (bad) {
      console.error('\nbench media: FAILED: some uploads or requests failed');
      return 1;
    }
    return 0;
  }

  await runMain('bench media', main);
}
