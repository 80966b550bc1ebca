import { AuthedProfile, CSRF_HEADER } from '@community/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { profile } from '../../test/fixtures';
import { buildUrl, createApiClient, REQUEST_TIMEOUT_MS } from './client';
import { readCookie } from './csrf';
import { ApiRequestError, parseApiError } from './errors';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientWith(reply: () => Response | Promise<Response>, csrf: string | null = 'tok-123') {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  return { fetch, client: createApiClient({ fetch, csrfToken: () => csrf }) };
}

const initOf = (fetch: ReturnType<typeof vi.fn>, call = 0): RequestInit => fetch.mock.calls[call]?.[1] as RequestInit;
const headersOf = (fetch: ReturnType<typeof vi.fn>, call = 0) => initOf(fetch, call).headers as Record<string, string>;

afterEach(() => {
  vi.useRealTimers();
});

describe('api client: requests', () => {
  it('prefixes /api, builds the query and sends same-origin credentials', async () => {
    const { fetch, client } = clientWith(() => json(200, { data: [] }));
    await client.get('/layout', { query: { locale: 'en_GB', page: 2, empty: undefined, none: null } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/layout?locale=en_GB&page=2');
    expect(initOf(fetch).credentials).toBe('same-origin');
    expect(initOf(fetch).method).toBe('GET');
  });

  it('sends the XSRF-TOKEN cookie value as x-xsrf-token on unsafe methods, with a JSON body', async () => {
    const { fetch, client } = clientWith(() => json(200, { data: null }));
    await client.post('/auth/login', { login: 'a', password: 'b', remember: false });
    expect(headersOf(fetch)[CSRF_HEADER]).toBe('tok-123');
    expect(headersOf(fetch)['content-type']).toBe('application/json');
    expect(initOf(fetch).body).toBe(JSON.stringify({ login: 'a', password: 'b', remember: false }));

    await client.delete('/auth/mfa', { password: 'pw' });
    expect(headersOf(fetch, 1)[CSRF_HEADER]).toBe('tok-123');
  });

  it('does not send the CSRF header on GET', async () => {
    const { fetch, client } = clientWith(() => json(200, { data: null }));
    await client.get('/auth/profile');
    expect(headersOf(fetch)).not.toHaveProperty(CSRF_HEADER);
  });

  it('reads the token from the XSRF-TOKEN cookie by default', async () => {
    document.cookie = 'other=1';
    document.cookie = 'XSRF-TOKEN=from%20cookie';
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, { data: null }));
    await createApiClient({ fetch }).post('/auth/logout');
    expect(headersOf(fetch)[CSRF_HEADER]).toBe('from cookie');
  });
});

describe('api client: responses', () => {
  it('unwraps data', async () => {
    const { client } = clientWith(() => json(200, { data: { id: 's1' } }));
    await expect(client.get('/auth/sessions/s1')).resolves.toEqual({ id: 's1' });
  });

  it('checks data against a contracts schema', async () => {
    const { client } = clientWith(() => json(200, { data: profile('alice') }));
    const result = await client.get('/auth/profile', { schema: AuthedProfile });
    expect(result.member.name).toBe('alice');

    const { client: broken } = clientWith(() => json(200, { data: { member: {} } }));
    await expect(broken.get('/auth/profile', { schema: AuthedProfile })).rejects.toMatchObject({
      kind: 'http',
      error: { code: 'RESPONSE_SHAPE' },
    });
  });

  it('resolves 204 with undefined', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.post('/auth/logout')).resolves.toBeUndefined();
  });

  it('rejects an error response with the ApiError shape', async () => {
    const { client } = clientWith(() =>
      json(422, {
        message: 'Some fields are wrong',
        statusCode: 422,
        code: 'VALIDATION',
        errors: [{ field: 'email', message: 'E-mail address is not valid' }, { nonsense: true }],
      }),
    );
    const error = await client.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).kind).toBe('http');
    expect((error as ApiRequestError).error).toEqual({
      message: 'Some fields are wrong',
      statusCode: 422,
      code: 'VALIDATION',
      errors: [{ field: 'email', message: 'E-mail address is not valid' }],
    });
  });

  it('keeps the 403 flags', async () => {
    const { client } = clientWith(() => json(403, { message: 'Second step needed', statusCode: 403, mfa_required: true }));
    await expect(client.post('/auth/login', {})).rejects.toMatchObject({ error: { statusCode: 403, mfa_required: true } });
  });

  it('times out after 10 s with kind "timeout"', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = createApiClient({ fetch }).get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).kind).toBe('timeout');
  });

  it('reports a cancelled request as aborted and a failed fetch as a network error', async () => {
    const controller = new AbortController();
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = createApiClient({ fetch: hanging }).get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'aborted' });

    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createApiClient({ fetch: failing }).get('/x')).rejects.toMatchObject({ kind: 'network', error: { statusCode: 0 } });
  });
});

describe('parseApiError', () => {
  it('takes the status from statusCode, then status, then the response, default 500', () => {
    expect(parseApiError(400, { message: 'x', statusCode: 422 }).statusCode).toBe(422);
    expect(parseApiError(400, { message: 'x', status: 409 }).statusCode).toBe(409);
    expect(parseApiError(402, { message: 'x' }).statusCode).toBe(402);
    expect(parseApiError(0, 'gateway exploded').statusCode).toBe(500);
  });

  it('always has a message', () => {
    expect(parseApiError(502, '<html>Bad gateway</html>', 'Bad Gateway').message).toBe('Bad Gateway');
    expect(parseApiError(400, { message: ['name is short', 'email is bad'] }).message).toBe('name is short. email is bad');
  });

  it('keeps flags and url for redirects', () => {
    expect(parseApiError(403, { message: 'Finish setting up', _setup: true, url: '/setup/1' })).toEqual({
      message: 'Finish setting up',
      statusCode: 403,
      _setup: true,
      url: '/setup/1',
    });
  });
});

describe('helpers', () => {
  it('buildUrl joins without double slashes', () => {
    expect(buildUrl('/api/', 'auth/profile')).toBe('/api/auth/profile');
  });

  it('readCookie finds one cookie by name', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D; b=2', 'XSRF-TOKEN')).toBe('abc=');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });

  it('z.unknown passes data through untouched', async () => {
    const { client } = clientWith(() => json(200, { data: { a: 1 } }));
    await expect(client.get('/x', { schema: z.unknown() })).resolves.toEqual({ a: 1 });
  });
});
