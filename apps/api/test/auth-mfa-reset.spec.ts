import { generateSync } from 'otplib';
import { appForTests, GOOD_PASSWORD, linkIn } from './harness.js';

describe('two-step sign-in and password reset', () => {
  const t = appForTests();

  async function enrolled() {
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password);
    const start = await c.post('/api/auth/mfa/enrol');
    expect(start.status).toBe(201);
    expect(start.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(start.body.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const secret: string = start.body.data.secret;
    const bad = await c.post('/api/auth/mfa/enrol/verify', { code: '000000' === generateSync({ secret }) ? '111111' : '000000' });
    expect(bad.status).toBe(401);
    const done = await c.post('/api/auth/mfa/enrol/verify', { code: generateSync({ secret }) });
    expect(done.status).toBe(200);
    expect(done.body.data.recoveryCodes).toHaveLength(10);
    // The enrolment code's step is used: a login needs the next one, so move the stored step back for the test.
    await t.db.query('UPDATE members SET mfa_last_step = mfa_last_step - 2 WHERE id = $1', [m.id]);
    return { m, secret, recoveryCodes: done.body.data.recoveryCodes as string[] };
  }

  it('enrolment needs a confirmed e-mail (403 verification_required)', async () => {
    const m = await t.createMember({ confirmed: false });
    const c = t.client();
    await c.login(m.name, m.password);
    const res = await c.post('/api/auth/mfa/enrol');
    expect(res.status).toBe(403);
    expect(res.body.verification_required).toBe(true);
  });

  it('a login that needs the second step answers 403 mfa_required, then a code completes it once', async () => {
    const { m, secret } = await enrolled();
    const c = t.client();
    const first = await c.login(m.name, m.password);
    expect(first.status).toBe(403);
    expect(first.body).toMatchObject({ mfa_required: true, statusCode: 403 });
    expect(c.cookie('SID')).toBeUndefined();
    expect((await c.post('/api/auth/mfa', { code: 'abc' })).status).toBe(422);
    const code = generateSync({ secret });
    const ok = await c.post('/api/auth/mfa', { code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.profile.member.mfaEnabled).toBe(true);

    // The same code cannot be replayed by another browser.
    const replay = t.client();
    expect((await replay.login(m.name, m.password)).status).toBe(403);
    expect((await replay.post('/api/auth/mfa', { code })).status).toBe(401);
  });

  it('the second step without a pending login is refused', async () => {
    const res = await t.client().post('/api/auth/mfa', { code: '123456' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH_MFA_NOT_PENDING');
  });

  it('a recovery code works once', async () => {
    const { m, recoveryCodes } = await enrolled();
    const c = t.client();
    await c.login(m.name, m.password);
    expect((await c.post('/api/auth/mfa', { recoveryCode: recoveryCodes[0]!.toUpperCase() })).status).toBe(200);
    const again = t.client();
    await again.login(m.name, m.password);
    expect((await again.post('/api/auth/mfa', { recoveryCode: recoveryCodes[0] })).status).toBe(401);
  });

  it('turning MFA off needs the password', async () => {
    const { m, secret } = await enrolled();
    const c = t.client();
    await c.login(m.name, m.password);
    await c.post('/api/auth/mfa', { code: generateSync({ secret }) });
    expect((await c.delete('/api/auth/mfa', { password: 'wrong password' })).status).toBe(401);
    expect((await c.delete('/api/auth/mfa', { password: m.password })).status).toBe(204);
    expect((await t.client().login(m.name, m.password)).status).toBe(200);
  });

  it('password reset: same answer for unknown addresses, the link sets a new password and ends old sessions', async () => {
    const m = await t.createMember();
    const old = t.client();
    await old.login(m.name, m.password);
    const unknown = await t.client().post('/api/auth/password/forgot', { email: 'nobody@example.test' });
    const known = await t.client().post('/api/auth/password/forgot', { email: m.email });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    const link = linkIn(await t.waitForMail(m.email, 'auth.reset'), '/password/reset/');
    const token = link.split('/password/reset/')[1]!;

    const weak = await t.client().post('/api/auth/password/reset', { token, password: 'password1' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].field).toBe('password');

    const next = `${GOOD_PASSWORD} again`;
    expect((await t.client().post('/api/auth/password/reset', { token, password: next })).status).toBe(200);
    expect((await old.get('/api/auth/profile')).status).toBe(401);
    expect((await t.client().login(m.name, m.password)).status).toBe(401);
    expect((await t.client().login(m.name, next)).status).toBe(200);
    expect((await t.client().post('/api/auth/password/reset', { token, password: next })).status).toBe(400);
  });
});
