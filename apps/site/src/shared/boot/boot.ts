import { z } from 'zod';
import type { ApiClient } from '../api/client';
import { type LayoutView, type SiteView, toLayoutView, toSiteView } from './site-view';

/** What the server injects as `<script type="application/json" id="boot">` in place of `<!--app-boot-->`. */
export interface BootData {
  site: SiteView;
  layout: LayoutView;
  /** 404 when the server did not know the path: the site shows not-found for the first page. */
  status: 200 | 404;
}

export const BOOT_ELEMENT_ID = 'boot';

const InjectedBoot = z.object({
  siteConfig: z.record(z.string(), z.unknown()),
  layout: z.record(z.string(), z.unknown()),
  status: z.number().int().optional(),
  /** The layout's translations, when the server links them (a versioned URL the browser keeps) instead of carrying them. */
  translationsUrl: z.string().regex(/^\/api\/translations\/[A-Za-z_]+\?v=[\w-]+$/).optional(),
});

export class BootError extends Error {
  override readonly name = 'BootError';
}

/** The JSON of the page's `#boot`, or null when there is none (e.g. `vite dev`). */
function injectedJson(doc: Document): unknown {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent?.trim();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new BootError('The boot data is not valid JSON', { cause });
  }
}

/** The boot data the server injected, or null when there is none (e.g. `vite dev`). */
export function readInjectedBoot(doc: Document): BootData | null {
  const json = injectedJson(doc);
  return json === null ? null : bootFromInjected(json);
}

/**
 * The server links the layout's translations (`translationsUrl`, versioned, kept by the browser for a year and
 * preloaded by the page's head) instead of carrying them in every page: fetched here, before the first render.
 */
async function withLinkedTranslations(json: unknown, client: ApiClient): Promise<unknown> {
  const parsed = InjectedBoot.safeParse(json);
  if (!parsed.success || !parsed.data.translationsUrl || parsed.data.layout['translations']) return json;
  const url = new URL(parsed.data.translationsUrl, 'http://site.invalid');
  const translations = await client.get(url.pathname.replace(/^\/api/, ''), { query: Object.fromEntries(url.searchParams) });
  return { ...parsed.data, layout: { ...parsed.data.layout, translations } };
}

/** The boot data from the server's JSON (the page's `#boot` script, or what the server renders with). */
export function bootFromInjected(json: unknown): BootData {
  const parsed = InjectedBoot.safeParse(json);
  if (!parsed.success) throw new BootError('The boot data does not have the expected shape', { cause: parsed.error });
  return {
    site: toSiteView(parsed.data.siteConfig),
    layout: toLayoutView(parsed.data.layout),
    status: parsed.data.status === 404 ? 404 : 200,
  };
}

/** The element holding what the server rendered the page from (router data, dehydrated queries). */
export const SSR_ELEMENT_ID = 'ssr';

/** What entry-server.tsx embeds after the rendered page: the router's loader data and the queries it fetched. */
export interface ServerRenderState {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };
  queries: unknown;
}

/** The server's render state, or null when the server sent the client-only page (then the site renders itself). */
export function readServerRenderState(doc: Document): ServerRenderState | null {
  const text = doc.getElementById(SSR_ELEMENT_ID)?.textContent?.trim();
  if (!text) return null;
  try {
    const json = JSON.parse(text) as Partial<ServerRenderState>;
    return json.router && typeof json.router === 'object' ? (json as ServerRenderState) : null;
  } catch {
    return null;
  }
}

/** Without server injection, ask the API: the site configuration, then the layout in its locale. */
export async function fetchBoot(client: ApiClient): Promise<BootData> {
  const siteConfig = await client.get('/site-config');
  const site = toSiteView(siteConfig);
  const layout = await client.get('/layout', { query: { locale: site.locale } });
  return { site, layout: toLayoutView(layout), status: 200 };
}

export async function loadBoot(doc: Document, client: ApiClient): Promise<BootData> {
  const json = injectedJson(doc);
  return json === null ? fetchBoot(client) : bootFromInjected(await withLinkedTranslations(json, client));
}
