import { appForTests, GOOD_PASSWORD, linkIn, startTestApp, unique } from './harness.js';

describe('register and confirm', () => {
  const t = appForTests();

  const body = (o: Record<string, unknown> = {}) => {
    const name = unique('reg');
    return { name, email: `${name}@example.test`, password: GOOD_PASSWORD, dateOfBirth: '1995-03-04', genders: 'mf', ...o };
  };

  it('creates the account, sends the confirmation mail through the queue, and the link confirms it', async () => {
    const c = t.client('shde.localhost:3000');
    const input = body();
    const res = await c.post('/api/auth/register', input);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: input.name, confirmationSent: true });
    const row = await t.db.query('SELECT home_variant, locale, confirmed_at, password_hash FROM members WHERE id = $1', [res.body.data.id]);
    expect(row[0].home_variant).toBe('shde');
    expect(row[0].locale).toBe('de_DE');
    expect(row[0].confirmed_at).toBeNull();
    expect(row[0].password_hash).toMatch(/^\$argon2id\$/);

    const mail = await t.waitForMail(input.email, 'auth.confirm');
    const link = linkIn(mail, '/confirm/');
    expect(link.startsWith('http://shde.localhost:3000/confirm/')).toBe(true);
    const token = link.split('/confirm/')[1]!;

    const confirmed = await c.post('/api/auth/confirm', { token });
    expect(confirmed.status).toBe(200);
    const after = await t.db.query('SELECT confirmed_at FROM members WHERE id = $1', [res.body.data.id]);
    expect(after[0].confirmed_at).not.toBeNull();

    const again = await c.post('/api/auth/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'AUTH_TOKEN_INVALID', errors: [{ field: 'token' }] });
  });

  it('refuses under-18s naming dateOfBirth', async () => {
    const today = new Date();
    const dob = `${today.getUTCFullYear() - 17}-01-01`;
    const res = await t.client().post('/api/auth/register', body({ dateOfBirth: dob }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ statusCode: 422, code: 'AUTH_UNDERAGE', errors: [{ field: 'dateOfBirth' }] });
  });

  it.each([
    ['password', 'password123', 'AUTH_WEAK_PASSWORD'],
    ['password', 'qwertyuiop', 'AUTH_WEAK_PASSWORD'],
    ['password', 'short', 'VALIDATION_FAILED'],
  ])('refuses a weak %s (%s)', async (field, password, code) => {
    const res = await t.client().post('/api/auth/register', body({ password }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(code);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('accepts a 64-character password', async () => {
    const res = await t.client().post('/api/auth/register', body({ password: 'x7#Qm'.repeat(12) + 'abcd' }));
    expect(res.status).toBe(201);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ name: 'a' }, 'name'],
    [{ genders: 'xyz' }, 'genders'],
    [{ dateOfBirth: '04/03/1995' }, 'dateOfBirth'],
    [{ name: undefined }, 'name'],
  ])('answers 422 naming the field for %j', async (patch, field) => {
    const res = await t.client().post('/api/auth/register', body(patch));
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(res.body.message).toContain(field);
  });

  it('refuses a taken name or e-mail, whatever the case', async () => {
    const first = body();
    expect((await t.client().post('/api/auth/register', first)).status).toBe(201);
    const sameName = await t.client().post('/api/auth/register', body({ name: first.name.toUpperCase() }));
    expect(sameName.status).toBe(422);
    expect(sameName.body.errors[0].field).toBe('name');
    const sameEmail = await t.client().post('/api/auth/register', body({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body.errors[0].field).toBe('email');
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const c = t.client();
    const token = await c.csrf();
    const res = await c.agent
      .post('/api/auth/register')
      .set('host', c.host)
      .set('x-xsrf-token', token)
      .set('content-type', 'application/json')
      .send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('refuses an unsafe request without the CSRF header', async () => {
    const c = t.client();
    await c.csrf();
    const res = await c.agent.post('/api/auth/register').set('host', c.host).send(body());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_INVALID');
    const wrong = await c.agent.post('/api/auth/register').set('host', c.host).set('x-xsrf-token', 'forged').send(body());
    expect(wrong.status).toBe(403);
  });

  it('resend needs a login and refuses an already confirmed member', async () => {
    const anon = await t.client().post('/api/auth/confirm/resend');
    expect(anon.status).toBe(401);
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password);
    const res = await c.post('/api/auth/confirm/resend');
    expect(res.status).toBe(409);
  });

  it('resend sends a new link to an unconfirmed member', async () => {
    const m = await t.createMember({ confirmed: false });
    const c = t.client();
    expect((await c.login(m.name, m.password)).status).toBe(200);
    expect((await c.post('/api/auth/confirm/resend')).status).toBe(202);
    expect(await t.waitForMail(m.email, 'auth.confirm')).toContain('/confirm/');
  });

  it('rate-limits registration per address', async () => {
    const limited = await startTestApp({ RATE_LIMIT_REGISTER: '2' });
    try {
      const c = limited.client();
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await c.post('/api/auth/register', body())).status);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
