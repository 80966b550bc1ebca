import type { Config as PurifyConfig } from 'dompurify';

/**
 * THE rich-HTML policy, one for the server and the site, kept as data. The server applies it with
 * `sanitize-html` (story-html.ts); the site, whose JS budget has DOMPurify in it already, with DOMPurify
 * (libs/ui RichContent, and story-html.browser.ts for the story editor's paste). Nothing here imports a
 * sanitiser, so the site bundles only the data.
 */

/** The tags member HTML may keep (SPEC 2 rich content; libs/ui `RICH_TAGS` is this list). */
export const STORY_RICH_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'h2', 'h3', 'h4'] as const;
export type RichTag = (typeof STORY_RICH_TAGS)[number];

export const RICH_POLICY = {
  /** Tags kept as they are (`b` and `i` too: the renderer reads them as strong and em). */
  tags: [...STORY_RICH_TAGS, 'b', 'i'] as readonly string[],
  /** Attributes kept, per tag; everything else (style, class, id, on*, data-*, aria-*) goes. */
  attributes: {
    a: ['href', 'target', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  } as Readonly<Record<string, readonly string[]>>,
  /** URL schemes a link may use (relative links have none); images: http(s) or our own paths only. */
  schemes: ['http', 'https', 'mailto', 'tel'] as readonly string[],
  /** Dropped together with everything inside them. */
  dropWithContent: [
    'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'head', 'svg',
    'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext', 'frameset', 'frame', 'applet', 'button', 'audio', 'video', 'canvas',
  ] as readonly string[],
} as const;

/** Stories: tags read as another allowed tag (what editors and pasted documents produce). */
export const STORY_ALIASES: Readonly<Record<string, RichTag>> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  ins: 'u',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  div: 'p',
  section: 'p',
  article: 'p',
  header: 'p',
  footer: 'p',
  pre: 'p',
  center: 'p',
};

/** Stories keep the policy's attributes less `target` (the reader decides where links open). */
export const STORY_ATTRIBUTES: Readonly<Partial<Record<RichTag, readonly string[]>>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** http(s), mailto and tel links, and relative ones; nothing else (no javascript:, data:, vbscript:). */
export function isSafeHref(href: string): boolean {
  const v = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!v) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v);
  if (!scheme) return true;
  return RICH_POLICY.schemes.includes((scheme[1] as string).toLowerCase());
}

/**
 * Rich content in general (messages, profiles: the shared policy): an image source is an http(s) address or
 * has no scheme (the renderer then keeps only our own paths). Stories are stricter: {@link isSafeImageSrc}.
 */
export function isSafeRichImageSrc(src: string): boolean {
  if (!isSafeHref(src)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
  return !scheme || /^https?$/i.test(scheme[1] as string);
}

/** Stories: images only from http(s) addresses or our own paths. */
export function isSafeImageSrc(src: string): boolean {
  const v = src.trim();
  return /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'));
}

/** A story element's attributes as kept: policy order, safe URLs, numeric sizes, titles cut; null drops it. */
export function storyAttributes(tag: RichTag, get: (name: string) => string | undefined): Array<[string, string]> | null {
  const out: Array<[string, string]> = [];
  for (const name of STORY_ATTRIBUTES[tag] ?? []) {
    const value = get(name);
    if (value === undefined) continue;
    if (name === 'href' && !isSafeHref(value)) continue;
    if (name === 'src' && !isSafeImageSrc(value)) return null; // an image without a safe source is dropped
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value.trim())) continue;
    out.push([name, name === 'href' || name === 'src' ? value.trim() : value.slice(0, 300)]);
  }
  if (tag === 'img' && !out.some(([n]) => n === 'src')) return null;
  return out;
}

/** The small tree stories are normalised over (elements of the allow-list, and text). */
export interface RichElement {
  tag: RichTag;
  attrs: Array<[string, string]>;
  children: RichNode[];
}
export type RichNode = RichElement | string;

export const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'img']);

/** An element name as a story tag (its alias, or itself when allowed), or null. */
export function storyTag(name: string): RichTag | null {
  const n = name.toLowerCase();
  return STORY_ALIASES[n] ?? ((STORY_RICH_TAGS as readonly string[]).includes(n) ? (n as RichTag) : null);
}

/** The shared policy as DOMPurify options (the site's sanitiser); `extraTags` let story aliases in. */
export function richPurifyConfig(extraTags: readonly string[] = []): PurifyConfig {
  return {
    ALLOWED_TAGS: [...RICH_POLICY.tags, ...extraTags],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_POLICY.attributes).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS: [...RICH_POLICY.dropWithContent],
    KEEP_CONTENT: true,
  };
}
