import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COLOR_SCHEME_SCRIPT, COLOR_SCHEME_SCRIPT_PATH } from '../src/modules/web/html.js';
import { appForTests } from './harness.js';
import { siteDist } from './support/site-dist.js';

const ASSET = Buffer.from('export const greeting = "hello";\n'.repeat(400));

/** The member site's HTML page: first paint per variant, dark-mode cookie, known and unknown paths. */
describe('web: the site page and its first paint', () => {
  const t = appForTests(async () => {
    const dist = siteDist();
    // A built asset with the compressed copies the build writes beside it (tools/vite/precompress.ts).
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), ASSET);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET));
    return { SITE_DIST: dist };
  });

  const page = (url: string, cookie?: string, host = 'shuk.localhost:3000') => {
    const request = t.client(host).get(url).set('accept', 'text/html');
    return cookie ? request.set('cookie', cookie) : request;
  };

  it('paints a dark or light page straight from the dark cookie, with no script needed', async () => {
    const dark = await page('/forum', 'dark=on');
    expect(dark.status).toBe(200);
    expect(dark.text).toContain('<html data-mantine-color-scheme="dark" lang="en">');
    expect(dark.text).not.toContain(COLOR_SCHEME_SCRIPT_PATH);
    const light = await page('/forum', 'dark=off');
    expect(light.text).toContain('<html data-mantine-color-scheme="light" lang="en">');
  });

  it('for auto or no cookie, links the script that follows the system before the first paint', async () => {
    for (const cookie of ['dark=auto', undefined]) {
      const res = await page('/legal/privacy-policy', cookie);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<html data-mantine-color-scheme="light" data-color-scheme-auto lang="en">');
      const src = /<script src="(\/color-scheme\.js\?v=[0-9a-f]{12})"><\/script>/.exec(res.text)?.[1];
      expect(src).toBeDefined();
      const script = await t.client().get(src!);
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toContain('text/javascript');
      expect(script.headers['cache-control']).toContain('immutable');
      expect(script.text).toBe(COLOR_SCHEME_SCRIPT);
    }
  });

  it('unknown paths get 404 with the not-found title; every variant gets its own title and colours', async () => {
    const missing = await page('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page Not Found');
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
    const lush = await page('/', undefined, 'lush.localhost:3000');
    const shuk = await page('/');
    expect(lush.status).toBe(200);
    expect(lush.text).toMatch(/--site-colour500:#[0-9a-f]{6};/i);
    expect(/<title>(.*?)<\/title>/.exec(lush.text)?.[1]).not.toBe(/<title>(.*?)<\/title>/.exec(shuk.text)?.[1]);
  });

  it('serves the legal pages and writing tips as known pages', async () => {
    for (const url of ['/legal', '/legal/terms-and-conditions', '/writing-tips', '/writing-tips/verb-tense']) {
      expect((await page(url)).status).toBe(200);
    }
  });

  /** A raw GET (supertest would decode the body before we could see how it travelled). */
  const raw = async (url: string, encoding: string | null) => {
    const server = t.server;
    if (!server.address()) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers: Record<string, string> = { host: 'shuk.localhost:3000', accept: '*/*' };
      if (encoding) headers['accept-encoding'] = encoding;
      get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  };

  it('serves built assets compressed at build time: brotli, else gzip, else plain; never compressed twice', async () => {
    const br = await raw('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).equals(ASSET)).toBe(true);
    const gz = await raw('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(ASSET)).toBe(true);
    const plain = await raw('/assets/app-abc123.js', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(ASSET)).toBe(true);
  });

  it('compresses pages and API answers on the fly when the client accepts it', async () => {
    const html = await raw('/', 'br');
    expect(html.status).toBe(200);
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.body).toString()).toContain('<div id="root">');
    const json = await raw('/api/docs/openapi.json', 'gzip');
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString()).openapi).toMatch(/^3\./);
    const identity = await raw('/api/docs/openapi.json', null);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString()).openapi).toMatch(/^3\./);
  });
});
