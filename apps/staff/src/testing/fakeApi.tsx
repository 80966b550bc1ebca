import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { StaffAdmin } from '../StaffAdmin';
import { VARIANT_STORE_KEY } from '../layout/currentVariant';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
/** A route may answer later (a promise), to hold a request in flight. */
export type Route = (body: unknown, url: string) => Reply | Promise<Reply>;
export type Call = { key: string; url: string; body: unknown; headers: Headers };

/** Replaces `fetch` with a fake API keyed by `METHOD path`; returns the log of calls made. Unknown routes: 404. */
export function fakeApi(routes: Record<string, Route>): Call[] {
  const log: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${input.split('?')[0]}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      log.push({ key, url: input, body, headers: new Headers(init.headers) });
      const route = routes[key];
      const reply = route ? await route(body, input) : { status: 404, body: { message: 'Not found', statusCode: 404 } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return log;
}

export const staffMember = (role: string, id = 'm1') => ({ id, name: `${role}_one`, email: `${role}@example.test`, role, isAdmin: true, homeVariant: 'shuk' });

/** The profile and variants every console page asks for. */
export const baseRoutes = (role: string): Record<string, Route> => ({
  'GET /api/auth/profile': () => ({ status: 200, body: { data: { member: staffMember(role) } } }),
  'GET /api/staff/variants': () => ({ status: 200, body: [{ id: 'shuk', name: 'Shuk' }, { id: 'shde', name: 'Shde' }] }),
});

/** A staff list's answer in react-admin's simple REST dialect: all of `rows`, counted in `Content-Range`. */
export const listReply = (resource: string, rows: unknown[]): Reply => ({
  status: 200,
  body: rows,
  headers: { 'Content-Range': `${resource} 0-${rows.length - 1}/${rows.length}` },
});

export function renderConsole(path = '/staff/', storage: Record<string, unknown> = {}) {
  const router = createMemoryRouter(
    [{ path: '/staff/*', element: <StaffAdmin authProvider={createAuthProvider()} dataProvider={createDataProvider()} store={memoryStore(storage)} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Signs a staff member of `role` in and opens the `resource` list, the API holding `rows`; `brand`: the brand chosen
 * in the app bar (none: all brands). Returns the fake API's log.
 */
export function openListPage(role: string, resource: string, rows: unknown[], brand?: string): Call[] {
  const log = fakeApi({ ...baseRoutes(role), [`GET /api/staff/${resource}`]: () => listReply(resource, rows) });
  renderConsole(`/staff/${resource}`, brand === undefined ? {} : { [VARIANT_STORE_KEY]: brand });
  return log;
}

/** The query parameters of the last call to `key`. */
export function lastQuery(log: Call[], key: string): URLSearchParams {
  const call = [...log].reverse().find((c) => c.key === key);
  return new URL(call?.url ?? '', 'http://x').searchParams;
}

/**
 * A moderation queue `GET /api/staff/<resource>` holding the records `ids` (oldest first), each read with
 * `GET /api/staff/<resource>/<id>` and decided with its own `PUT`, which answers the record with the decision applied.
 */
export function moderationQueueRoutes(resource: string, record: (id: string, decision?: object) => object, ids: string[]): Record<string, Route> {
  const routes: Record<string, Route> = {
    [`GET /api/staff/${resource}`]: () => listReply(resource, ids.map((id) => record(id))),
  };
  for (const id of ids) {
    routes[`GET /api/staff/${resource}/${id}`] = () => ({ status: 200, body: record(id) });
    routes[`PUT /api/staff/${resource}/${id}`] = (decision) => ({ status: 200, body: record(id, decision as object) });
  }
  return routes;
}
