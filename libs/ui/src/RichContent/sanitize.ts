import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** The tags member HTML may keep (SPEC 2 rich content). `b` and `i` are read as `strong` and `em`. */
export const RICH_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'h2',
  'h3',
  'h4',
] as const;
export type RichTag = (typeof RICH_TAGS)[number];

/** Attributes kept; everything else (style, class, id, on*, data-*, aria-*) goes. */
export const RICH_ATTRIBUTES = ['href', 'target', 'title', 'src', 'alt', 'width', 'height'] as const;

/** http(s), mailto, tel, or no scheme at all (a path, '#anchor'). No javascript:, data:, vbscript:, … */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TAGS, 'b', 'i'],
  ALLOWED_ATTR: [...RICH_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URI,
  KEEP_CONTENT: true,
};

let purifier: Purifier | undefined;

/**
 * Member HTML reduced to the allow-list, as a DOM fragment (scripts, styles, iframes, event handlers and
 * unsafe URLs removed; the content of other tags such as div and span kept as text). The renderer walks
 * the result and emits only known tags and attributes again, so nothing reaches the page unchecked.
 */
export function sanitizeRichHtml(html: string): DocumentFragment {
  if (!purifier) {
    // A private instance, so this hook touches no other user of DOMPurify.
    purifier = DOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      // No data: URLs either (DOMPurify allows them on img by default).
      if ((data.attrName === 'src' || data.attrName === 'href') && /^data:/i.test(data.attrValue.replace(/\s+/g, ''))) {
        data.keepAttr = false;
      }
    });
  }
  return purifier.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
