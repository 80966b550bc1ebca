import { createHash } from 'node:crypto';
import type { Layout, SiteConfig } from '@community/contracts';
import type { HeadMeta } from './meta.js';
import { parseCookieHeader } from '../../shared/cookies/cookie-header.js';

/** Text and attribute values: the five characters that could end one. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script type="application/json">: never lets `</script>` or `<!--` through. */
const safeJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface PageBoot {
  siteConfig: SiteConfig;
  layout: Layout;
  status: 200 | 404;
  /**
   * Where the browser gets the layout's translations (a versioned, long-cached URL): when set, the page's
   * `#boot` carries the layout without them (they were ~120 KB of every page) and the head preloads them.
   */
  translationsUrl?: string;
}

/** The `dark` cookie the site writes (on, off or auto), read for the first paint. */
export const DARK_COOKIE = 'dark';

/**
 * The colour scheme to paint first, from the request's Cookie header: 'dark' for `dark=on`, 'light' for
 * `dark=off`, null for auto or no cookie (the site then follows the system once its script runs).
 */
export function colorSchemeFromCookie(cookieHeader: string | undefined): 'dark' | 'light' | null {
  const value = parseCookieHeader(cookieHeader)[DARK_COOKIE];
  return value === 'on' ? 'dark' : value === 'off' ? 'light' : null;
}

/**
 * For `dark=auto` or no cookie the server cannot know the system preference, so this tiny script runs in
 * the head before the first paint and sets the scheme the system asks for (the site then keeps following
 * it). An external file rather than an inline script: the Content-Security-Policy allows only 'self'.
 */
export const COLOR_SCHEME_SCRIPT =
  "(function(){try{var d=document.documentElement;if(!d.hasAttribute('data-mantine-color-scheme')||d.hasAttribute('data-color-scheme-auto')){" +
  "d.setAttribute('data-mantine-color-scheme',window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');}}catch(e){}})();\n";
export const COLOR_SCHEME_SCRIPT_PATH = '/color-scheme.js';
/** Changes with the script, so browsers may cache it for a year. */
export const COLOR_SCHEME_SCRIPT_VERSION = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('hex').slice(0, 12);

/** The page's own tags: canonical link, OpenGraph and Twitter card (every value escaped). */
function pageTags(page: HeadMeta): string {
  const tags: string[] = [];
  if (page.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(page.canonical)}">`);
  const og = page.og;
  if (og) {
    const property = (name: string, value: string | number) => tags.push(`<meta property="${name}" content="${escapeHtml(String(value))}">`);
    const named = (name: string, value: string) => tags.push(`<meta name="${name}" content="${escapeHtml(value)}">`);
    property('og:title', og.title);
    property('og:description', og.description);
    property('og:url', og.url);
    property('og:type', og.type);
    property('og:site_name', og.siteName);
    property('og:locale', og.locale);
    if (og.image) {
      property('og:image', og.image.url);
      if (og.image.width) property('og:image:width', og.image.width);
      if (og.image.height) property('og:image:height', og.image.height);
    }
    named('twitter:card', og.image ? 'summary_large_image' : 'summary');
    named('twitter:title', og.title);
    named('twitter:description', og.description);
    if (og.image) named('twitter:image', og.image.url);
  }
  return tags.join('');
}

/**
 * Fills the built index.html: `<!--app-head-->` gets the variant's title, description, theme colour and CSS
 * colour variables, and for the pages that have their own (a story, a genre, a profile: see PageMetaService)
 * their description, canonical link, OpenGraph and Twitter tags, or noindex; `<!--app-boot-->` gets the boot
 * data the site starts from (no extra round trip); `body`, when given, goes inside `<div id="root">` (the web
 * controller passes a marker there and streams the server's rendering in its place).
 */
export function renderPage(
  template: string,
  boot: PageBoot,
  title: string,
  colorScheme: 'dark' | 'light' | null = null,
  page: HeadMeta = {},
  body = '',
): string {
  const c = boot.siteConfig as unknown as Record<string, unknown>;
  const vars = Object.entries(c)
    .filter(([k, v]) => /^(colour|secondary)\w*\d00$/i.test(k) && typeof v === 'string')
    .map(([k, v]) => `--site-${k.replace(/([A-Z])/g, '-$1').toLowerCase()}:${String(v)};`)
    .join('');
  const { translationsUrl, ...rest } = boot;
  const meta = boot.layout.meta as { description?: string; themeColour?: string };
  const description = page.description ?? meta.description;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    meta.themeColour ? `<meta name="theme-color" content="${escapeHtml(meta.themeColour)}">` : '',
    boot.status === 404 || page.noindex ? '<meta name="robots" content="noindex">' : '',
    pageTags(page),
    translationsUrl ? `<link rel="preload" href="${escapeHtml(translationsUrl)}" as="fetch" crossorigin="anonymous">` : '',
    `<style>:root{${vars}}</style>`,
    colorScheme === null ? `<script src="${COLOR_SCHEME_SCRIPT_PATH}?v=${COLOR_SCHEME_SCRIPT_VERSION}"></script>` : '',
  ].join('');
  const injected = translationsUrl ? { ...rest, layout: { ...rest.layout, translations: undefined }, translationsUrl } : rest;
  const bootTag = `<script type="application/json" id="boot">${safeJson(injected)}</script>`;
  // Function replacers: a `$&` or `$'` in a story's title must stay text, not pull in pieces of the template.
  let html = template.replace('<!--app-head-->', () => head).replace('<!--app-boot-->', () => bootTag);
  // The page's content inside the element the app mounts into (hydrateRoot takes it over).
  if (body) html = html.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${body}</div>`);
  // Mantine's styles key off this attribute, so a dark-mode member sees no light flash before the script runs.
  // For auto (no cookie) the page is light until the script above follows the system: without JavaScript
  // the page still has Mantine's light colours rather than none.
  const attributes = colorScheme ? `data-mantine-color-scheme="${colorScheme}"` : 'data-mantine-color-scheme="light" data-color-scheme-auto';
  return html.replace(/<html(\s|>)/, `<html ${attributes}$1`);
}
