import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { BootError, loadBoot, readInjectedBoot } from './boot';
import { layout, siteConfig } from '../../test/fixtures';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html');
}

const bootScript = (json: unknown) => `<script type="application/json" id="boot">${JSON.stringify(json)}</script>`;

describe('boot data', () => {
  it('reads what the server injected and checks it against the contracts', () => {
    const boot = readInjectedBoot(documentWith(bootScript({ siteConfig, layout: { ...layout, translations: { 'auth.login.title': 'Sign in' } }, status: 404 })));
    expect(boot?.status).toBe(404);
    expect(boot?.site.brand).toEqual({
      logo: '/brand/shuk/logo.png',
      logo2x: '/brand/shuk/logo@2x.png',
      alt: 'Swingers Heaven logo',
      name: 'Swingers Heaven',
      text: 'The UK community for open-minded adults.',
    });
    expect(boot?.site.primary?.[4]).toBe(siteConfig.colour500);
    expect(boot?.site.secondary?.[0]).toBe(siteConfig.secondary100);
    expect(boot?.site.config?.code).toBe('shuk');
    expect(boot?.layout.layout?.code).toBe('shuk');
    expect(boot?.layout.translations['auth.login.title']).toBe('Sign in');
  });

  it('returns null without injection (vite dev) and refuses broken JSON', () => {
    expect(readInjectedBoot(documentWith('<!--app-boot-->'))).toBeNull();
    expect(() => readInjectedBoot(documentWith('<script type="application/json" id="boot">{nope</script>'))).toThrow(BootError);
  });

  it('falls back to the API: site configuration, then the layout in its locale', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const body = String(input).startsWith('/api/site-config') ? { data: { ...siteConfig, locale: 'en_US' } } : { data: layout };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const boot = await loadBoot(documentWith(''), createApiClient({ fetch }));
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual(['/api/site-config', '/api/layout?locale=en_US']);
    expect(boot.status).toBe(200);
    expect(boot.site.locale).toBe('en_US');
  });

  it('fetches the translations the server linked instead of carrying them (the URL the head preloads)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { 'auth.login.title': 'Anmelden' } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const html = bootScript({ siteConfig, layout: { ...layout, translations: undefined }, status: 200, translationsUrl: '/api/translations/de_DE?v=abc-123_X' });
    const boot = await loadBoot(documentWith(html), createApiClient({ fetch }));
    expect(fetch.mock.calls.map((c) => String((c as unknown[])[0]))).toEqual(['/api/translations/de_DE?v=abc-123_X']);
    expect(boot.layout.translations['auth.login.title']).toBe('Anmelden');
    // A boot that carries them asks for nothing.
    fetch.mockClear();
    await loadBoot(documentWith(bootScript({ siteConfig, layout: { ...layout, translations: { a: 'b' } }, translationsUrl: '/api/translations/de_DE?v=1' })), createApiClient({ fetch }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts from what it can read when the config does not match the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const boot = readInjectedBoot(documentWith(bootScript({ siteConfig: { brand: { name: 'Kiwi' } }, layout: {} })));
    expect(boot?.site.brand.name).toBe('Kiwi');
    expect(boot?.site.config).toBeNull();
    expect(boot?.site.primary).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
