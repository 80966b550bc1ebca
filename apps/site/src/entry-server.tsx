/**
 * The member site rendered on the server (ARCHITECTURE: Pages render on the server first). Built by Vite in
 * SSR mode (vite.ssr.config.ts → dist/server/entry-server.js) and loaded by the API's web module, which
 * calls `render` for every page request with the visitor's request and an in-process fetch to the API.
 *
 * 1. The route table's loaders run through React Router's static handler (the session lookup and the
 *    guards, exactly as in the browser); a guard's redirect hands the page back to the browser (`client`).
 * 2. A first render finds the page's queries (every `useQuery` the page renders), which are fetched with
 *    the visitor's cookies, so every access check of the API applies; a page about a named thing (a story,
 *    a profile) whose data the API does not find answers 404.
 * 3. React's streaming renderer sends the page with the fetched data; the router's loader data and the
 *    queries are embedded as JSON for the browser to hydrate from (main.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { getRoute, isRouteName } from '@community/contracts';
import { installRichContentWindow } from '@community/ui';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { AppProviders } from './app/App';
import { createRoutes } from './app/router';
import { buildTheme } from './app/theme';
import { cookieColorSchemeManager } from './app/shell/color-scheme';
import { isApiRequestError } from './shared/api/errors';
import { shouldRetry } from './shared/api/query-client';
import { authKeys } from './shared/auth/queries';
import { bootFromInjected, type BootData, type ServerRenderState } from './shared/boot/boot';
import { installServerContext, type ServerRequestContext } from './shared/boot/server-context';

export interface RenderInput {
  /** Absolute URL of the page (the variant's origin, path and query). */
  url: string;
  /** The visitor's Cookie header. */
  cookies: string;
  /** The boot JSON the page embeds (`#boot`): site configuration, layout, status. */
  boot: { siteConfig: unknown; layout: unknown; status: 200 | 404 };
  /** Fetch-like: `/api/...` answered in-process with the visitor's cookies. */
  fetch: ServerRequestContext['fetch'];
  /** Data and rendering together may take this long; then the rest is left to the browser. Default 5 s. */
  timeoutMs?: number;
  /** Errors inside the page (logged by the caller); the page still answers. */
  onError?: (error: unknown) => void;
}

export type RenderResult =
  /** Not rendered here (a guard redirects, the shell failed): the caller sends the client-only page. */
  | { kind: 'client'; reason: string }
  | {
      kind: 'page';
      status: number;
      /** The page holds the logged-in member's own data: never for a shared cache. */
      personal: boolean;
      /** JSON for `<script type="application/json" id="ssr">` (already safe inside a script element). */
      state: string;
      /** Streams the inner HTML of `#root` into `destination`, then ends it. */
      pipe: (destination: Writable) => void;
      /** Stops rendering; what is not rendered yet is left to the browser. */
      abort: () => void;
    };

const requests = new AsyncLocalStorage<ServerRequestContext>();
installServerContext(() => requests.getStore());
// Member HTML (story chapters, comments) is sanitised and walked on a DOM: jsdom's, once per process.
installRichContentWindow(new JSDOM('').window as Parameters<typeof installRichContentWindow>[0]);

const DEFAULT_TIMEOUT_MS = 5_000;
/** Passes of "render, fetch what the page asked for": a page's queries may depend on the first ones' data. */
const DISCOVERY_PASSES = 2;

/** JSON inside <script type="application/json">: never lets `</script>` or `<!--` through. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** React Router's own serialisation of route errors (StaticRouterProvider's hydrate script), for createBrowserRouter. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) }
          : error,
    ]),
  );
}

const isEnabled = (query: Query): boolean => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries the render asked for and nobody fetched yet; background ones (counts, banners) stay with the browser. */
const waiting = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.meta?.background !== true && isEnabled(q));

const notFound = (error: unknown) => isApiRequestError(error) && error.kind === 'http' && error.statusCode === 404;

/** Aborts `work` after `ms`; resolves either way. */
function within(ms: number, work: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return work(controller.signal)
    .catch(() => undefined)
    .then(() => clearTimeout(timer));
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const context: ServerRequestContext = { fetch: input.fetch, cookies: input.cookies };
  return requests.run(context, () => renderPage(input));
}

async function renderPage(input: RenderInput): Promise<RenderResult> {
  const started = Date.now();
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const left = () => Math.max(0, timeoutMs - (Date.now() - started));
  const boot: BootData = bootFromInjected(input.boot);
  // No central error handler here: an error is the browser's to show once it takes over.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: (n, e) => shouldRetry(n, e), staleTime: 30_000 } } });

  const handler = createStaticHandler(createRoutes(queryClient, boot));
  const request = new Request(input.url, { headers: { cookie: input.cookies } });
  const context = await handler.query(request);
  // A guard's redirect: the browser's router carries it out as today (it also remembers the intended page).
  if (context instanceof Response) return { kind: 'client', reason: `redirect ${context.status}` };
  // The guest-only pages (log in, join, passwords) are forms and little else: drawn by the browser, so no one
  // can type and send a password into a page whose scripts have not started (the form would go nowhere).
  if (context.matches.some((match) => isRouteName(match.route.id) && getRoute(match.route.id)?.auth === 'guest')) {
    return { kind: 'client', reason: 'guest-only form page' };
  }

  const theme = buildTheme(boot.site);
  const colorSchemeManager = cookieColorSchemeManager();
  const app = (pageBoot: BootData): ReactNode => (
    <AppProviders boot={pageBoot} theme={theme} colorSchemeManager={colorSchemeManager} queryClient={queryClient}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>
  );

  // Find and fetch the page's data: render, fetch what it asked for, again while new queries appear.
  let status = context.statusCode >= 400 ? context.statusCode : boot.status;
  const named = Object.keys(context.matches.at(-1)?.params ?? {}).length > 0;
  for (let pass = 0; pass < DISCOVERY_PASSES && status !== 404; pass++) {
    try {
      renderToString(app(boot));
    } catch (error) {
      // The streaming render below shows what it can and leaves the rest to the browser.
      input.onError?.(error);
      break;
    }
    const queries = waiting(queryClient);
    if (queries.length === 0) break;
    await within(left(), async (signal) => {
      signal.addEventListener('abort', () => void queryClient.cancelQueries({ predicate: (q) => queries.includes(q) }));
      await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
    });
    if (named && queries.some((q) => notFound(q.state.error))) status = 404;
  }
  // A failed query renders as not loaded yet, as in the browser before it asks again (no error to hydrate).
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });

  const pageBoot: BootData = { ...boot, status: status === 404 ? 404 : boot.status };
  const state: ServerRenderState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    queries: dehydrate(queryClient),
  };
  const personal = Boolean(queryClient.getQueryData(authKeys.profile));

  // The page is sent once everything in it has rendered (onAllReady), not at the shell: a Suspense boundary that
  // finished after the shell would be streamed as a hidden segment plus an inline script to move it into place,
  // and the site's Content-Security-Policy (script-src 'self') blocks inline scripts — the segment would stay at
  // the end of <body> and the fallback on the page (seen with the lazily loaded navbar menus; an API test checks
  // the pages carry no inline script). The data is fetched before this render, so what is left to wait for is
  // code (lazy chunks), fast on the server.
  return new Promise<RenderResult>((resolve) => {
    let settled = false;
    let shellReady = false;
    const settle = (result: RenderResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    // Never hang: what is not rendered by then is left to the browser (aborted boundaries are sent as their
    // fallbacks, marked for the browser to render; no script needed).
    const timer = setTimeout(() => {
      stream.abort(new Error('server render timed out'));
      settle(shellReady ? page() : { kind: 'client', reason: 'timeout' });
    }, Math.max(left(), 1_000));
    timer.unref();
    const page = (): RenderResult => ({ kind: 'page', status, personal, state: safeJson(state), pipe: (destination) => stream.pipe(destination), abort: () => stream.abort() });
    const stream = renderToPipeableStream(app(pageBoot), {
      // A finished boundary is written in place whatever its size (React would outline big ones, by default above
      // 12.8 KB, as segments moved by an inline script: the same CSP problem as above).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellReady = true;
      },
      onShellError(error) {
        input.onError?.(error);
        settle({ kind: 'client', reason: `shell error: ${(error as Error)?.message ?? String(error)}` });
      },
      onAllReady() {
        settle(page());
      },
      onError(error) {
        input.onError?.(error);
      },
    });
  });
}
