import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient, isSafeMethod, readCookie } from './httpClient';

type FetchArgs = [input: string, init: RequestInit];

function stubFetch(status = 200, body = '{"ok":true}') {
  const fetchMock = vi.fn(async (_input: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sent(fetchMock: ReturnType<typeof stubFetch>): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls[0] as FetchArgs | undefined;
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1], headers: new Headers(call[1].headers) };
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe('httpClient', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  it('sends the XSRF-TOKEN cookie value as x-xsrf-token on unsafe requests', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'XSRF-TOKEN=tok%2Fen%3D42; path=/';
    const fetchMock = stubFetch();

    await httpClient('/api/staff/members/7', { method: 'PUT', body: '{"tier":"gold"}' });

    const { url, headers } = sent(fetchMock);
    expect(url).toBe('/api/staff/members/7');
    expect(headers.get('x-xsrf-token')).toBe('tok/en=42');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('adds the CSRF header for %s', async (method) => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const fetchMock = stubFetch();
    await httpClient('/api/auth/logout', { method });
    expect(sent(fetchMock).headers.get('x-xsrf-token')).toBe('abc');
  });

  it('keeps the token out of safe requests', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const fetchMock = stubFetch();
    await httpClient('/api/auth/profile');
    expect(sent(fetchMock).headers.has('x-xsrf-token')).toBe(false);
  });

  it('always sends credentials and asks for JSON, keeping headers the data provider set', async () => {
    const fetchMock = stubFetch();
    await httpClient('/api/staff/members', { headers: new Headers({ Range: 'members=0-24' }) });
    const { init, headers } = sent(fetchMock);
    expect(init.credentials).toBe('include');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('range')).toBe('members=0-24');
  });

  it('resolves with parsed JSON and rejects API errors with their status and body', async () => {
    stubFetch(200, '[{"id":"1"}]');
    await expect(httpClient('/api/staff/members')).resolves.toMatchObject({ status: 200, json: [{ id: '1' }] });

    stubFetch(403, '{"message":"Only Super may change roles","statusCode":403}');
    await expect(httpClient('/api/staff/members/1', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 403,
      message: 'Only Super may change roles',
      body: { statusCode: 403 },
    });
  });
});

describe('readCookie and isSafeMethod', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const cookies = 'XSRF-TOKEN-OLD=no; XSRF-TOKEN=a%20b; SID=x';
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('a b');
    expect(readCookie('MISSING', cookies)).toBeUndefined();
  });

  it('treats GET, HEAD, OPTIONS and a missing method as safe, everything else as unsafe', () => {
    expect([undefined, 'GET', 'head', 'OPTIONS'].map(isSafeMethod)).toEqual([true, true, true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isSafeMethod)).toEqual([false, false, false, false]);
  });
});
