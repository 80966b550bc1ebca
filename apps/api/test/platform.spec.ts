import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { findUnguardedRoutes } from '../src/modules/auth/access.js';
import { appForTests } from './harness.js';

describe('platform: variants, layout, pages, health, errors, security headers', () => {
  const t = appForTests();

  it('every route declares who may call it', () => {
    const missing = findUnguardedRoutes(t.app.get(DiscoveryService), t.app.get(MetadataScanner), t.app.get(Reflector));
    expect(missing).toEqual([]);
  });

  it('a bad path parameter is named in the 422 (never "body")', async () => {
    const bad = await t.client().get('/api/media/not-a-uuid');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
    expect(bad.body.message).toMatch(/^id: /);
    const size = await t.client().get('/api/media/files/0c067d84-2f0e-4dfa-9ee4-16f09818f65e/huge');
    expect(size.status).toBe(422);
    expect(size.body.errors.map((e: { field: string }) => e.field)).toEqual(['size']);
  });

  it('picks the variant from the Host header, with the default for unknown hosts', async () => {
    const de = await t.client('shde.localhost:3000').get('/api/site-config');
    expect(de.status).toBe(200);
    expect(de.body.data.locale).toBe('de_DE');
    const stories = await t.client('stsp.localhost:3000').get('/api/layout');
    expect(stories.body.data.brand.name).not.toBe(de.body.data.brand.name);
    const unknown = await t.client('example.org').get('/api/site-config');
    const uk = await t.client('shuk.localhost:3000').get('/api/site-config');
    expect(unknown.body.data.brand).toEqual(uk.body.data.brand);
  });

  it('layout has brand, nav, footer, meta, routes and translations, in the asked locale', async () => {
    const en = await t.client('shch.localhost:3000').get('/api/layout');
    expect(Object.keys(en.body.data)).toEqual(expect.arrayContaining(['brand', 'nav', 'navIcons', 'mobileNav', 'footer', 'meta', 'routes', 'translations']));
    expect(en.body.data.footer.blocks.length).toBeLessThanOrEqual(6);
    expect(en.headers['cache-control']).toContain('max-age');
    const bad = await t.client().get('/api/layout?locale=klingon');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('locale');
  });

  it('layout is served with an ETag (304 when unchanged) and never sets a cookie', async () => {
    const first = await t.client().get('/api/layout');
    expect(first.status).toBe(200);
    expect(first.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = String(first.headers['etag']);
    const again = await t.client().get('/api/layout').set('if-none-match', etag);
    expect(again.status).toBe(304);
    const other = await t.client('stsp.localhost:3000').get('/api/layout').set('if-none-match', etag);
    expect(other.status).toBe(200);
  });

  it("a locale's translations by version: kept a year at the current version, briefly otherwise; 304; unknown locale 422", async () => {
    const layout = await t.client('shde.localhost:3000').get('/api/layout');
    const loose = await t.client().get('/api/translations/de_DE');
    expect(loose.status).toBe(200);
    expect(loose.body.data).toEqual(layout.body.data.translations);
    expect(loose.headers['cache-control']).toBe('public, max-age=300');
    const version = String(loose.headers['etag']).replaceAll('"', '');
    const pinned = await t.client().get(`/api/translations/de_DE?v=${version}`);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.client().get(`/api/translations/de_DE?v=${version}`).set('if-none-match', `"${version}"`)).status).toBe(304);
    expect((await t.client().get('/api/translations/de_DE?v=old')).headers['cache-control']).toBe('public, max-age=300');
    const bad = await t.client().get('/api/translations/tlh_XX');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('locale');
  });

  it('issues the CSRF cookie on pages and auth endpoints only', async () => {
    const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');
    expect(cookieOf(await t.client().get('/api/auth/validate'))).toContain('XSRF-TOKEN=');
    expect(cookieOf(await t.client().get('/healthz'))).not.toContain('XSRF-TOKEN=');
    expect(cookieOf(await t.client().get('/api/site-config'))).not.toContain('XSRF-TOKEN=');
  });

  it('health answers 200 with database and queue up', async () => {
    const res = await t.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', queue: 'up', queueBackend: 'postgres' });
  });

  it('unknown API paths answer 404 in the error shape', async () => {
    const res = await t.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: expect.stringContaining('/api/nope') });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.client().get('/api/site-config');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('CORS admits variant hosts and refuses others', async () => {
    const ok = await t.client().get('/api/site-config').set('origin', 'http://shde.localhost:3000');
    expect(ok.headers['access-control-allow-origin']).toBe('http://shde.localhost:3000');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await t.client().get('/api/site-config').set('origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.client().get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/layout', '/api/staff/members']));
    const register = res.body.paths['/api/auth/register'].post;
    expect(JSON.stringify(register.requestBody)).toContain('dateOfBirth');
  });
});
