import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type MockReply = { status: number; body?: unknown } | ((request: RecordedRequest) => { status: number; body?: unknown });

/**
 * Replaces fetch with a table of replies keyed "METHOD /path" (query ignored). Unlisted calls answer
 * 404. Returns the requests made, in order.
 */
export function mockApi(routes: Record<string, MockReply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, headers, body };
    requests.push(request);
    const key = `${method} ${url.split('?')[0]}`;
    const route = routes[key];
    if (route === undefined && process.env.MOCK_DEBUG) console.warn(`unmocked ${key}`);
    const reply = route === undefined ? { status: 404, body: { message: `No mock for ${key}`, statusCode: 404 } } : typeof route === 'function' ? route(request) : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
