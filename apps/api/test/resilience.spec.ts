import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import sharp from 'sharp';
import { toApiError } from '../src/infra/http/exception.filter.js';
import { canonicalPath } from '../src/infra/http/canonical.js';
import { startTestApp, type Client, type TestApp } from './harness.js';

/**
 * Inputs that once ended the process or slipped past a check (issue 16): a multipart body cut short, NUL bytes,
 * odd spellings of a path against the CSRF check, login-limit spellings, look-alike CORS origins.
 */
describe('resilience', () => {
  let t: TestApp;
  let port: number;
  let member: Client;
  let memberName: string;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_LOGIN: '3' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    port = (t.server.address() as AddressInfo).port;
    const m = await t.createMember();
    memberName = m.name;
    member = t.client();
    expect((await member.login(m.name, m.password)).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The cookies a browser would send for `c`, as one header. */
  const cookieHeader = (c: Client) =>
    ['SID', 'UID', 'XSRF-TOKEN']
      .map((n) => [n, c.cookie(n)] as const)
      .filter(([, v]) => v)
      .map(([n, v]) => `${n}=${v}`)
      .join('; ');

  /** A request with the path sent exactly as written (no client-side normalisation). */
  const raw = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, headers: { host: 'shuk.localhost:3000', ...headers } }, (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('answers a multipart upload cut off before its closing boundary with a 4xx, and keeps serving', async () => {
    await member.csrf();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    const boundary = '----cut-short';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    // The whole file part, then the body ends: no closing boundary (what a dropped upload leaves).
    const body = Buffer.concat([head, jpeg, Buffer.from('\r\n')]);
    const answer = await new Promise<string>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.write(
          `POST /api/media?visibility=private HTTP/1.1\r\nHost: shuk.localhost:3000\r\nCookie: ${cookieHeader(member)}\r\n` +
            `X-XSRF-TOKEN: ${member.cookie('XSRF-TOKEN')}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Content-Length: ${body.length}\r\n\r\n`,
        );
        s.write(body);
      });
      let got = '';
      s.on('data', (d) => {
        got += d.toString('latin1');
        // The whole JSON answer is in: done.
        if (/\r\n\r\n[\s\S]*\}$/.test(got)) s.end();
      });
      setTimeout(() => s.destroy(), 10_000).unref();
      s.on('close', () => resolve(got));
      s.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(answer).toContain('MULTIPART');
    const health = await t.client().get('/healthz');
    expect(health.status).toBe(200);
    // Nothing half-written: the member has no media row from the cut-off upload.
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM media_items m JOIN members x ON x.id = m.owner_id WHERE x.name = $1`, [memberName]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a NUL byte anywhere in the input with a 422 naming where it is', async () => {
    const inQuery = await member.get('/api/search?name=a%00b');
    expect(inQuery.status).toBe(422);
    expect(inQuery.body.errors[0]).toEqual({ field: 'query', message: 'must not contain a NUL character' });

    const inPath = await member.get('/api/users/ab%00cd');
    expect(inPath.status).toBe(422);
    expect(inPath.body.errors[0].field).toBe('path');

    const inBody = await member.put('/api/me/profile', { about: 'hello\u0000there' });
    expect(inBody.status).toBe(422);
    expect(inBody.body.errors[0]).toEqual({ field: 'about', message: 'must not contain a NUL character' });

    const staff = await t.createMember({ role: 'super' });
    const console = t.client();
    await console.login(staff.name, staff.password);
    const stats = await console.get('/api/staff/site-stats?variant=sh%00uk');
    expect(stats.status).toBe(422);
    const unknown = await console.get('/api/staff/site-stats?variant=nope');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('variant');
    expect((await t.client().get('/healthz')).status).toBe(200);
  });

  it('maps a value PostgreSQL refuses as malformed (SQLSTATE class 22) to a 422, not a 500', async () => {
    const err: unknown = await t.db.query('SELECT $1::text AS v', ['a\u0000b']).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    const { body } = toApiError(err);
    expect(body.statusCode).toBe(422);
    expect(body.code).toBe('INVALID_VALUE');
    // Other database failures stay 500s (they are our bugs, not the caller's input).
    const missing: unknown = await t.db.query('SELECT * FROM no_such_table').then(
      () => null,
      (e: unknown) => e,
    );
    expect(toApiError(missing).body.statusCode).toBe(500);
  });

  it('answers 503 with Retry-After while the database is unreachable or shutting down, not a 500', async () => {
    // A real 57P01 ("terminating connection due to administrator command") on one pooled connection.
    const terminated: unknown = await t.db.query('SELECT pg_terminate_backend(pg_backend_pid())').then(
      () => null,
      (e: unknown) => e,
    );
    const down = toApiError(terminated);
    expect(down.body.statusCode).toBe(503);
    expect(down.headers?.['retry-after']).toBe('5');
    // A server that refuses connections (nothing listens on the port).
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${closed}/x` });
    const refused: unknown = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(toApiError(refused).body.statusCode).toBe(503);
    // The pool recovered: the app still answers.
    expect((await t.client().get('/healthz')).status).toBe(200);
  });

  it('spells every path one way for the checks: percent-escapes and dot segments cannot skip the CSRF check', async () => {
    expect(canonicalPath('/%61pi//members/./x/../y?z=1')).toBe('/api/members/y');
    expect(canonicalPath('/api/payments/webhooks/../../auth/logout')).toBe('/api/auth/logout');
    const cookies = cookieHeader(member);
    for (const path of ['/%61pi/auth/logout', '/%2561pi/auth/logout', '/api/./auth/logout', '//api/auth/logout', '/api/payments/webhooks/%2e%2e/%2e%2e/auth/logout']) {
      const res = await raw('POST', path, { cookie: cookies, 'content-type': 'application/json' }, '{}');
      // Refused, or not a route at all; never performed.
      expect([403, 404]).toContain(res.status);
      if (res.status === 403) expect(JSON.parse(res.body).code).toBe('CSRF_INVALID');
    }
    // The session is still there: no spelling logged the member out.
    expect((await member.get('/api/auth/profile')).status).toBe(200);
  });

  it('counts login attempts per account, however the name is spelled or whether the e-mail is used', async () => {
    const victim = await t.createMember();
    const c = t.client();
    const spellings = [victim.name, `  ${victim.name}  `, victim.name.toUpperCase(), victim.email];
    const statuses: number[] = [];
    for (const login of spellings) statuses.push((await c.login(login, 'wrong password 1')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password waits out the window now.
    expect((await c.login(victim.email.toUpperCase(), victim.password)).status).toBe(429);
    // Another account from the same address is not locked by it.
    const other = await t.createMember();
    expect((await c.login(other.name, other.password)).status).toBe(200);
  });

  it('admits only real *.localhost origins in development', async () => {
    const ok = await t.client().get('/api/site-config').set('origin', 'http://shuk.localhost:3000');
    expect(ok.headers['access-control-allow-origin']).toBe('http://shuk.localhost:3000');
    for (const origin of ['http://notlocalhost', 'http://evil-localhost:3000', 'http://localhost.evil.example']) {
      const res = await t.client().get('/api/site-config').set('origin', origin);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
