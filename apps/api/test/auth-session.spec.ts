import { appForTests } from './harness.js';

const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

describe('login, sessions, remember-me, logout', () => {
  const t = appForTests();

  it('logs in by name or e-mail with httpOnly, SameSite=Lax session cookies and returns the profile', async () => {
    const m = await t.createMember({ tier: 'gold' });
    for (const login of [m.name, m.email.toUpperCase()]) {
      const c = t.client();
      const res = await c.login(login, m.password);
      expect(res.status).toBe(200);
      expect(res.body.data.redirect).toBe('/activity');
      const cookies = setCookies(res);
      for (const name of ['SID', 'UID']) {
        const cookie = cookies.find((x) => x.startsWith(`${name}=`));
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=Lax/i);
      }
      expect(cookies.some((x) => x.startsWith('REM='))).toBe(false);
      const profile = await c.get('/api/auth/profile');
      expect(profile.status).toBe(200);
      expect(Object.keys(profile.body.data).sort()).toEqual(
        ['coinBalance', 'coinBalanceText', 'isSeeking', 'locale', 'messageCount', 'notificationCount', 'permissions', 'privacy', 'member'].sort(),
      );
      expect(Object.keys(profile.body.data.permissions).sort()).toEqual(
        ['canAccessPage', 'canHideAdverts', 'canId', 'canReplyMessages', 'canSendMessages', 'canSignContentAgreement', 'canUpgrade'].sort(),
      );
      expect(profile.body.data.member).toMatchObject({ id: m.id, name: m.name, tier: 'gold', isAdmin: false });
      expect(profile.body.data.permissions.canHideAdverts).toBe(true);
    }
  });

  it('refuses a wrong password and an unknown member with the same 401', async () => {
    const m = await t.createMember();
    const wrong = await t.client().login(m.name, 'not the password at all');
    const unknown = await t.client().login('nobody-by-this-name', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('answers 401 to the profile without a session, and 422 to a login without fields', async () => {
    expect((await t.client().get('/api/auth/profile')).status).toBe(401);
    const res = await t.client().post('/api/auth/login', {});
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['login', 'password']));
  });

  it('rotates the session id on login and ends the previous session', async () => {
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password);
    const first = c.cookie('SID');
    await c.login(m.name, m.password);
    const second = c.cookie('SID');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = t.client();
    stale.setCookie(`SID=${first}`);
    expect((await stale.get('/api/auth/profile')).status).toBe(401);
  });

  it('refuses a session whose UID cookie names someone else', async () => {
    const a = await t.createMember();
    const b = await t.createMember();
    const c = t.client();
    await c.login(a.name, a.password);
    c.setCookie(`UID=${b.id}`);
    expect((await c.get('/api/auth/profile')).status).toBe(401);
  });

  it('ends a session after the idle timeout', async () => {
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password);
    await t.db.query(`UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE member_id = $1`, [m.id]);
    expect((await c.get('/api/auth/profile')).status).toBe(401);
  });

  it('remember-me revalidates a lost session, rotates REM, and a replayed old REM ends every session', async () => {
    const m = await t.createMember();
    const c = t.client();
    const res = await c.login(m.name, m.password, true);
    expect(setCookies(res).find((x) => x.startsWith('REM='))).toMatch(/Max-Age=\d+/);
    const rem1 = c.cookie('REM')!;
    // The browser loses its session cookie (closed and reopened).
    c.setCookie('SID=gone; Max-Age=0');
    const v = await c.get('/api/auth/validate');
    expect(v.body.data).toEqual({ loggedIn: true, userId: m.id });
    const rem2 = c.cookie('REM')!;
    expect(rem2).not.toBe(rem1);
    expect((await c.get('/api/auth/profile')).status).toBe(200);

    // Someone replays the stolen first cookie: every session of the member ends.
    const thief = t.client();
    thief.setCookie(`REM=${rem1}`);
    expect((await thief.get('/api/auth/validate')).body.data.loggedIn).toBe(false);
    expect((await c.get('/api/auth/profile')).status).toBe(401);
    const open = await t.db.query('SELECT count(*)::int AS n FROM sessions WHERE member_id = $1 AND ended_at IS NULL', [m.id]);
    expect(open[0].n).toBe(0);
  });

  it('logout ends the session and clears SID, UID and REM', async () => {
    const m = await t.createMember();
    const c = t.client();
    await c.login(m.name, m.password, true);
    const sid = c.cookie('SID');
    const res = await c.post('/api/auth/logout');
    expect(res.status).toBe(204);
    const cleared = setCookies(res);
    for (const name of ['SID', 'UID', 'REM']) expect(cleared.some((x) => x.startsWith(`${name}=;`))).toBe(true);
    const replay = t.client();
    replay.setCookie(`SID=${sid}`);
    expect((await replay.get('/api/auth/profile')).status).toBe(401);
    expect((await t.db.query('SELECT count(*)::int AS n FROM remember_tokens WHERE member_id = $1', [m.id]))[0].n).toBe(0);
  });

  it('lists my sessions and ends one; another member’s session is not found', async () => {
    const m = await t.createMember();
    const other = await t.createMember();
    const phone = t.client();
    const laptop = t.client();
    await phone.login(m.name, m.password);
    await laptop.login(m.name, m.password);
    const list = await laptop.get('/api/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phoneSession = list.body.data.find((s: { current: boolean }) => !s.current);

    const intruder = t.client();
    await intruder.login(other.name, other.password);
    expect((await intruder.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    expect((await phone.get('/api/auth/profile')).status).toBe(200);

    expect((await laptop.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/profile')).status).toBe(401);
    expect((await laptop.delete('/api/auth/sessions/not-a-uuid')).status).toBe(422);
    expect((await t.client().get('/api/auth/sessions')).status).toBe(401);
  });

  it('refuses a suspended member', async () => {
    const m = await t.createMember();
    await t.db.query('UPDATE members SET suspended_at = now() WHERE id = $1', [m.id]);
    const res = await t.client().login(m.name, m.password);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH_SUSPENDED');
  });

  it('rate-limits login attempts for one name', async () => {
    const m = await t.createMember();
    const c = t.client();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await c.login(m.name, 'wrong password here')).status);
    expect(codes.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const blocked = await c.login(m.name, m.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
