import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COLOR_SCHEME_SCRIPT, COLOR_SCHEME_SCRIPT_PATH } from '../src/modules/web/html.js';
import { startTestApp, type TestApp } from './harness.js';

/** The member site's HTML page: first paint per variant, dark-mode cookie, known and unknown paths. */
describe('web: the site page and its first paint', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'community-site-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><!--app-boot--></body></html>',
    );
    t = await startTestApp({ SITE_DIST: dist });
  });
  afterAll(() => t.close());

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
      expect(res.text).toContain('<html lang="en">');
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
});
