import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@community/domain';
import {
  MfaRequiredError,
  SESSION_ENDED,
  SIGN_IN_NEEDED,
  STAFF_ONLY,
  createAuthProvider,
  isMfaRequired,
} from './authProvider';
import type { HttpClient, HttpResult } from './httpClient';

function memberOf(role: Role, isAdmin = role !== 'member', id = 'm1') {
  return { id, name: `${role}-person`, email: `${role}@example.test`, role, isAdmin, homeVariant: 'shuk' };
}

const ok = (json: unknown, status = 200): HttpResult => ({ status, headers: new Headers(), body: JSON.stringify(json), json });
const fail = (status: number, body: Record<string, unknown>) =>
  new HttpError(String(body.message ?? 'error'), status, { statusCode: status, ...body });

type Handler = (init: { method: string; body: unknown }) => HttpResult;

/** A fake API: `routes['POST /api/auth/login']` answers that call; a thrown HttpError is an error response. */
function fakeApi(routes: Record<string, Handler>) {
  const http = vi.fn<HttpClient>(async (url, options = {}) => {
    const method = options.method ?? 'GET';
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new Error(`unexpected call ${method} ${url}`);
    return handler({ method, body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined });
  });
  const calls = (key: string) => http.mock.calls.filter(([url, o]) => `${o?.method ?? 'GET'} ${url}` === key);
  return { http, calls };
}

const profileOf = (member: ReturnType<typeof memberOf>) => () => ok({ data: { member, coinBalance: 0 } });
const unauthorized = () => {
  throw fail(401, { message: 'Not signed in' });
};
const noContent = () => ok(undefined, 204);

describe('authProvider.checkAuth and identity', () => {
  it.each<Role>(['moderator', 'support', 'editor', 'admin', 'global', 'super'])('admits %s', async (role) => {
    const { http } = fakeApi({ 'GET /api/auth/profile': profileOf(memberOf(role)) });
    const auth = createAuthProvider({ http });

    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getPermissions?.({})).resolves.toBe(role);
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ id: 'm1', fullName: `${role}-person`, role });
  });

  it('refuses a signed-in member with "staff only" and leaves their site session alone on logout', async () => {
    const { http, calls } = fakeApi({
      'GET /api/auth/profile': profileOf(memberOf('member')),
      'POST /api/auth/logout': noContent,
    });
    const auth = createAuthProvider({ http });

    await expect(auth.checkAuth({})).rejects.toThrow(STAFF_ONLY);
    await auth.logout({});
    expect(calls('POST /api/auth/logout')).toHaveLength(0);
  });

  it('refuses when the admin flag and the role disagree', async () => {
    const { http } = fakeApi({ 'GET /api/auth/profile': profileOf(memberOf('member', true)) });
    await expect(createAuthProvider({ http }).checkAuth({})).rejects.toThrow(STAFF_ONLY);

    const other = fakeApi({ 'GET /api/auth/profile': profileOf(memberOf('admin', false)) });
    await expect(createAuthProvider({ http: other.http }).checkAuth({})).rejects.toThrow(STAFF_ONLY);
  });

  it('asks a visitor without a session to sign in', async () => {
    const { http } = fakeApi({ 'GET /api/auth/profile': unauthorized });
    await expect(createAuthProvider({ http }).checkAuth({})).rejects.toThrow(SIGN_IN_NEEDED);
  });

  it('shares one profile request between concurrent checks, and asks again once it is stale', async () => {
    let clock = 0;
    const { http, calls } = fakeApi({ 'GET /api/auth/profile': profileOf(memberOf('admin')) });
    const auth = createAuthProvider({ http, now: () => clock, profileTtlMs: 1000 });

    await Promise.all([auth.checkAuth({}), auth.getPermissions?.({}), auth.getIdentity?.()]);
    expect(calls('GET /api/auth/profile')).toHaveLength(1);
    clock = 1500;
    await auth.checkAuth({});
    expect(calls('GET /api/auth/profile')).toHaveLength(2);
  });
});

describe('authProvider.login', () => {
  it('posts the credentials with remember:false and admits staff from the login answer', async () => {
    const { http, calls } = fakeApi({
      'POST /api/auth/login': () => ok({ data: { redirect: '/activity', profile: { member: memberOf('support') } } }),
    });
    const auth = createAuthProvider({ http });

    await expect(auth.login({ login: 'ann', password: 'secret-pass' })).resolves.toBeUndefined();
    expect(calls('POST /api/auth/login')[0]?.[1]?.body).toBe(
      JSON.stringify({ login: 'ann', password: 'secret-pass', remember: false }),
    );
    await expect(auth.getPermissions?.({})).resolves.toBe('support');
  });

  it('turns 403 mfa_required into MfaRequiredError, then completes with the code', async () => {
    const { http, calls } = fakeApi({
      'POST /api/auth/login': () => {
        throw fail(403, { message: 'Two-step sign-in required', mfa_required: true });
      },
      'POST /api/auth/mfa': ({ body }) => {
        if ((body as { code?: string }).code !== '123456') throw fail(401, { message: 'Wrong code' });
        return ok({ data: { redirect: '/activity', profile: { member: memberOf('super') } } });
      },
    });
    const auth = createAuthProvider({ http });

    const first = auth.login({ login: 'boss', password: 'secret-pass' });
    await expect(first).rejects.toBeInstanceOf(MfaRequiredError);
    await expect(first.catch((e: unknown) => isMfaRequired(e))).resolves.toBe(true);

    await expect(auth.login({ code: '000000' })).rejects.toMatchObject({ status: 401, message: 'Wrong code' });
    await expect(auth.login({ code: '123456' })).resolves.toBeUndefined();
    expect(calls('POST /api/auth/mfa').map(([, o]) => o?.body)).toEqual(['{"code":"000000"}', '{"code":"123456"}']);
    await expect(auth.getPermissions?.({})).resolves.toBe('super');
  });

  it('passes other errors through with the API message (not as MFA)', async () => {
    const { http } = fakeApi({
      'POST /api/auth/login': () => {
        throw fail(403, { message: 'Account suspended' });
      },
    });
    const error = await createAuthProvider({ http })
      .login({ login: 'ann', password: 'x' })
      .catch((e: unknown) => e);
    expect(isMfaRequired(error)).toBe(false);
    expect(error).toMatchObject({ status: 403, message: 'Account suspended' });
  });

  it('refuses a member who signs in here, without signing them out of the site', async () => {
    const { http, calls } = fakeApi({
      'POST /api/auth/login': () => ok({ data: { redirect: '/activity', profile: { member: memberOf('member') } } }),
      'POST /api/auth/logout': noContent,
    });
    const auth = createAuthProvider({ http });

    await expect(auth.login({ login: 'ann', password: 'secret-pass' })).rejects.toThrow(STAFF_ONLY);
    await auth.logout({});
    expect(calls('POST /api/auth/logout')).toHaveLength(0);
  });
});

describe('authProvider.logout and checkError', () => {
  it('ends a staff session through POST /api/auth/logout', async () => {
    const { http, calls } = fakeApi({
      'GET /api/auth/profile': profileOf(memberOf('editor')),
      'POST /api/auth/logout': noContent,
    });
    const auth = createAuthProvider({ http });
    await auth.checkAuth({});
    await auth.logout({});
    expect(calls('POST /api/auth/logout')).toHaveLength(1);
  });

  it('logs out of the console on 401', async () => {
    const { http, calls } = fakeApi({
      'GET /api/auth/profile': profileOf(memberOf('admin')),
      'POST /api/auth/logout': noContent,
    });
    const auth = createAuthProvider({ http });
    await auth.checkAuth({});
    await expect(auth.checkError(fail(401, { message: 'Not signed in' }))).rejects.toThrow(SESSION_ENDED);
    await auth.logout({});
    expect(calls('POST /api/auth/logout')).toHaveLength(0);
  });

  it('on 403 keeps staff who still are staff (the action was refused) and drops those who lost their rights', async () => {
    let member = memberOf('admin');
    const { http } = fakeApi({ 'GET /api/auth/profile': () => ok({ data: { member } }) });
    const auth = createAuthProvider({ http });
    await auth.checkAuth({});

    await expect(auth.checkError(fail(403, { message: 'Only Super may change roles' }))).resolves.toBeUndefined();
    member = memberOf('member');
    await expect(auth.checkError(fail(403, { message: 'Forbidden' }))).rejects.toThrow(STAFF_ONLY);
  });

  it('ignores errors that say nothing about the session', async () => {
    const { http } = fakeApi({});
    const auth = createAuthProvider({ http });
    await expect(auth.checkError(fail(500, { message: 'boom' }))).resolves.toBeUndefined();
    await expect(auth.checkError(fail(422, { message: 'bad' }))).resolves.toBeUndefined();
    expect(http).not.toHaveBeenCalled();
  });
});

describe('authProvider.canAccess', () => {
  it('answers with the domain rules for the signed-in role', async () => {
    const moderator = createAuthProvider({ http: fakeApi({ 'GET /api/auth/profile': profileOf(memberOf('moderator')) }).http });
    await expect(moderator.canAccess?.({ action: 'list', resource: 'members' })).resolves.toBe(true);
    await expect(moderator.canAccess?.({ action: 'edit', resource: 'members' })).resolves.toBe(false);
    await expect(moderator.canAccess?.({ action: 'delete', resource: 'members' })).resolves.toBe(false);

    const member = createAuthProvider({ http: fakeApi({ 'GET /api/auth/profile': profileOf(memberOf('member')) }).http });
    await expect(member.canAccess?.({ action: 'list', resource: 'members' })).resolves.toBe(false);
  });
});
