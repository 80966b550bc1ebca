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
});

export class BootError extends Error {
  override readonly name = 'BootError';
}

/** The boot JSON the server injected, or null when there is none (e.g. `vite dev`). */
export function readInjectedBoot(doc: Document): BootData | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  const text = element?.textContent?.trim();
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new BootError('The boot data is not valid JSON', { cause });
  }
  return bootFromInjected(json);
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
  return readInjectedBoot(doc) ?? fetchBoot(client);
}
