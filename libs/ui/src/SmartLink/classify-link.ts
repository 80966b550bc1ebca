import { hasKnownFirstSegment, matchRoute } from '@community/contracts';

/**
 * How a link is followed (SPEC 2 Links and rich content):
 * - `router`: an internal path whose first segment the route table knows; followed client-side.
 * - `document`: an ordinary link the browser follows (a path the app does not route, a `.aspx` page, a
 *   link that opens in a new tab, the staff console, an in-page `#anchor`, `mailto:`/`tel:`, a relative path).
 * - `external`: another site; opens in a new tab with `rel="noopener noreferrer nofollow"`.
 * - `unsafe`: anything else (`javascript:`, `data:`, `vbscript:`, an empty link): not rendered as a link.
 */
export type LinkKind = 'router' | 'document' | 'external' | 'unsafe';

export interface ClassifiedLink {
  readonly kind: LinkKind;
  /** What to put in href (or the router path, for `router`). Same-origin absolute URLs become paths. */
  readonly href: string;
}

export interface ClassifyOptions {
  /** The link's target attribute; `_blank` keeps internal links out of the router. */
  target?: string;
  /** The site's origin, for recognising absolute links to itself. @default window.location.origin */
  origin?: string;
}

/** rel of links to other sites. */
export const EXTERNAL_REL = 'noopener noreferrer nofollow';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Browsers ignore ASCII tab, newline and other control characters and spaces inside a scheme. */
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]+/g;

const defaultOrigin = (): string | undefined => (typeof window === 'undefined' ? undefined : window.location.origin);

/** The first path segment is one the route table knows, and the link is not a legacy `.aspx` page. */
function classifyPath(pathWithQuery: string, target: string | undefined): ClassifiedLink {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0] ?? '';
  if (target === '_blank') return { kind: 'document', href: pathWithQuery };
  if (/\.aspx$/i.test(pathname)) return { kind: 'document', href: pathWithQuery };
  if (!hasKnownFirstSegment(pathname)) return { kind: 'document', href: pathWithQuery };
  // The staff console is another single-page app on the same origin: the browser loads it.
  if (matchRoute(pathname)?.route.app === 'staff') return { kind: 'document', href: pathWithQuery };
  return { kind: 'router', href: pathWithQuery };
}

/** Decides how a link is followed; see LinkKind. */
export function classifyLink(
  rawHref: string,
  { target, origin = defaultOrigin() }: ClassifyOptions = {},
): ClassifiedLink {
  const href = rawHref.trim();
  const compact = href.replace(IGNORED_IN_URL, '');
  if (compact === '') return { kind: 'unsafe', href: '' };

  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme === 'mailto' || scheme === 'tel') return { kind: 'document', href };
    if (scheme !== 'http' && scheme !== 'https') return { kind: 'unsafe', href: '' };
  }

  if (scheme !== undefined || compact.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(href, origin ?? 'https://invalid.invalid');
    } catch {
      return { kind: 'unsafe', href: '' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'unsafe', href: '' };
    if (origin !== undefined && url.origin === origin)
      return classifyPath(`${url.pathname}${url.search}${url.hash}`, target);
    return { kind: 'external', href: url.href };
  }

  if (href.startsWith('/')) return classifyPath(href, target);
  // '#anchor', '?query', 'relative/path': the browser resolves them against the page.
  return { kind: 'document', href };
}
