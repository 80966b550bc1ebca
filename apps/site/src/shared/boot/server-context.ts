/**
 * The visitor's request while the site renders on the server (entry-server.tsx), for the few places that
 * read the browser in the browser: the API client's fetch (an in-process call to the API with the visitor's
 * cookies) and cookie reads during render (age gate, colour scheme). In the browser there is none.
 */
export interface ServerRequestContext {
  /** Fetch-like: `/api/...` answered by the API in the same process, with the visitor's cookies. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The visitor's Cookie header. */
  cookies: string;
}

let current: (() => ServerRequestContext | undefined) | null = null;

/** entry-server.tsx: where the current request's context comes from (an AsyncLocalStorage). */
export function installServerContext(get: () => ServerRequestContext | undefined): void {
  current = get;
}

/** The request being rendered on the server, or null in the browser. */
export function serverContext(): ServerRequestContext | null {
  return current?.() ?? null;
}

/** The Cookie string: the document's in the browser, the visitor's request on the server. */
export function cookieString(doc?: Document): string {
  if (doc) return doc.cookie;
  if (typeof document !== 'undefined') return document.cookie;
  return serverContext()?.cookies ?? '';
}
