import { RICH_POLICY, STORY_RICH_TAGS, isSafeHref, isSafeRichImageSrc, richPurifyConfig } from '@community/domain';
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/** The tags member HTML may keep (SPEC 2 rich content). `b` and `i` are read as `strong` and `em`. */
export const RICH_TAGS = STORY_RICH_TAGS;
export type RichTag = (typeof RICH_TAGS)[number];

/** Attributes kept; everything else (style, class, id, on*, data-*, aria-*) goes. */
export const RICH_ATTRIBUTES: readonly string[] = [...new Set(Object.values(RICH_POLICY.attributes).flat())];

let purifier: Purifier | undefined;
let serverWindow: WindowLike | undefined;

/** The site's server rendering (entry-server.tsx): a DOM window (jsdom) to sanitize and walk member HTML with. */
export function installRichContentWindow(win: WindowLike): void {
  serverWindow = win;
}

/**
 * Member HTML reduced to the allow-list, as a DOM fragment (scripts, styles, iframes, event handlers and
 * unsafe URLs removed; the content of other tags such as div and span kept as text). The policy is the one
 * the server applies with sanitize-html (libs/domain `RICH_POLICY`, through `richPurifyConfig`); in the
 * browser DOMPurify applies it, on the browser's own parser, for a fraction of sanitize-html's bundle size.
 * The renderer walks the result and emits only known tags and attributes again, so nothing reaches the page
 * unchecked.
 */
export function sanitizeRichHtml(html: string): DocumentFragment {
  if (!purifier) {
    // A private instance, so this hook touches no other user of DOMPurify.
    const win = typeof window === 'undefined' ? serverWindow : window;
    if (!win) throw new Error('sanitizeRichHtml needs a DOM window (installRichContentWindow on the server)');
    purifier = DOMPurify(win);
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      // The shared URL rules: links http(s), mailto, tel or relative; images http(s) or relative (no data:).
      if (data.attrName === 'href' && !isSafeHref(data.attrValue)) data.keepAttr = false;
      if (data.attrName === 'src' && !isSafeRichImageSrc(data.attrValue)) data.keepAttr = false;
    });
  }
  return purifier.sanitize(html, { ...richPurifyConfig(), RETURN_DOM_FRAGMENT: true });
}
