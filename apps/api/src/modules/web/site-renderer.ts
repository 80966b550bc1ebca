import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The site's server renderer (apps/site/src/entry-server.tsx, built to `<SITE_DIST>/server/entry-server.js`),
 * as the web module sees it. Kept in step with RenderInput and RenderResult there by hand: the API does not
 * compile the site.
 */
export interface SiteRenderInput {
  url: string;
  cookies: string;
  boot: { siteConfig: unknown; layout: unknown; status: 200 | 404 };
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

export type SiteRenderResult =
  | { kind: 'client'; reason: string }
  | { kind: 'page'; status: number; personal: boolean; state: string; pipe: (destination: Writable) => void; abort: () => void };

export interface SiteRenderer {
  render(input: SiteRenderInput): Promise<SiteRenderResult>;
}

/** The renderer of a built site, or null when the build has none (a site built without SSR, the tests' stand-in). */
export async function loadSiteRenderer(siteDist: string): Promise<SiteRenderer | null> {
  const file = path.join(siteDist, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as Partial<SiteRenderer>;
  return typeof mod.render === 'function' ? { render: mod.render } : null;
}

/** Headers of the visitor's request the API reads, passed on to its in-process calls. */
const PASSED_ON = ['host', 'user-agent', 'accept-language', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * Fetch-like, for the site's API client while it renders on the server: `/api/...` goes through Fastify's
 * `inject` (no socket), with the visitor's cookies, host and address, so every guard, access check and
 * variant rule applies exactly as to the browser's own call. Cookies the API sets on the way (a renewed
 * session) are collected in `setCookies` for the page's own response.
 */
export function injectFetch(fastify: FastifyInstance, req: FastifyRequest, cookies: string, setCookies: string[]) {
  const base: Record<string, string> = { cookie: cookies, accept: 'application/json' };
  for (const name of PASSED_ON) {
    const value = req.headers[name];
    if (typeof value === 'string') base[name] = value;
  }
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://in-process');
    if (!url.pathname.startsWith('/api/')) throw new TypeError(`The server renderer only calls the API, not ${url.pathname}`);
    const headers = { ...base, ...(init.headers as Record<string, string> | undefined) };
    const res = await fastify.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: req.ip,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) {
        if (name === 'set-cookie') setCookies.push(String(v));
        else out.append(name, String(v));
      }
    }
    const empty = res.statusCode === 204 || res.statusCode === 205 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

/**
 * The page as one stream: the template up to `<div id="root">`, React's stream, then the rest of the template
 * with the render state (`#ssr`) first. `prefix` and `suffix` come from renderPage around a marker. When the
 * visitor goes away before the end (the response stream is destroyed), the render is aborted and React's
 * pending writes are released, instead of waiting for a 'drain' that never comes.
 */
export function pageStream(prefix: string, suffix: string, state: string, pipe: (destination: Writable) => void, abort: () => void): PassThrough {
  const out = new PassThrough();
  out.write(prefix);
  let ended = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (out.destroyed) return done();
      if (out.write(chunk)) return done();
      const settle = () => {
        out.off('drain', settle);
        out.off('close', settle);
        done();
      };
      out.on('drain', settle);
      out.on('close', settle);
    },
    final(done) {
      ended = true;
      if (!out.destroyed) out.end(suffix.replace('</div>', () => `</div><script type="application/json" id="ssr">${state}</script>`));
      done();
    },
  });
  out.once('close', () => {
    if (!ended) abort();
  });
  pipe(sink);
  return out;
}

/** The Cookie header the API's calls get: the visitor's, plus the CSRF token this response has just issued. */
export function cookiesFor(req: FastifyRequest, csrfCookie: string): string {
  const header = req.headers.cookie ?? '';
  const issued = (req.cookies as Record<string, string | undefined>)[csrfCookie];
  if (!issued || header.split(';').some((part) => part.trim().startsWith(`${csrfCookie}=`))) return header;
  return header ? `${header}; ${csrfCookie}=${issued}` : `${csrfCookie}=${issued}`;
}

/** Adds the cookies the API's calls set to the page's response (later ones of the same name win). */
export function passOnCookies(reply: FastifyReply, setCookies: string[]): void {
  if (setCookies.length === 0) return;
  const byName = new Map<string, string>();
  for (const cookie of setCookies) byName.set(cookie.slice(0, cookie.indexOf('=')), cookie);
  const existing = reply.getHeader('set-cookie');
  const current = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  void reply.header('set-cookie', [...current, ...byName.values()]);
}

/**
 * The built index.html with the stylesheets of the pages' own chunks linked too: the server's HTML uses
 * their classes before the browser has loaded any page chunk (no unstyled flash, no layout shift, and a
 * page without JavaScript looks right). Small (a few KB); the browser's loader skips a stylesheet already linked.
 */
export function withPageStyles(template: string, siteDist: string): string {
  const assets = path.join(siteDist, 'assets');
  if (!existsSync(assets)) return template;
  const links = readdirSync(assets)
    .filter((file) => file.endsWith('.css') && !template.includes(`/assets/${file}`))
    .sort()
    .map((file) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`)
    .join('');
  return template.replace('</head>', () => `${links}</head>`);
}

/**
 * Until the browser has taken the server's page over (main.tsx removes `data-hydrating`), pointer input on
 * the page waits: a click before then would reach a button with no handler yet and be lost. Only where scripts
 * run (`scripting: enabled`): without JavaScript the page's links work as plain links.
 */
export function whileHydrating(html: string): string {
  return html
    .replace(/<html(\s|>)/, '<html data-hydrating$1')
    .replace('</head>', () => '<style>@media (scripting: enabled){html[data-hydrating] #root{pointer-events:none}}</style></head>');
}
