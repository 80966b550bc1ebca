import renderDom from 'dom-serializer';
import { isTag, isText, type ChildNode } from 'domhandler';
import { findAll, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { RICH_POLICY, STORY_ALIASES, STORY_RICH_TAGS, VOID_TAGS, isSafeHref, isSafeImageSrc, isSafeRichImageSrc, storyAttributes, storyTag, type RichNode } from './rich-policy.js';

/**
 * Story HTML on the server (and in Node tests): the shared policy applied by `sanitize-html`, the result read
 * back with its parser (htmlparser2) into the small tree rich-text.ts normalises. The site bundles
 * story-html.browser.ts instead (package.json `browser`), which does the same with DOMPurify.
 */

/** The attributes, in their order, less `name` when its value is not safe. */
function keepSafe(attribs: sanitizeHtml.Attributes, name: string, safe: (value: string) => boolean): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([k, v]) => k !== name || safe(v)));
}

/** The shared policy as sanitize-html options. */
export const RICH_SANITIZE_HTML_OPTIONS: Readonly<sanitizeHtml.IOptions> = Object.freeze({
  allowedTags: [...RICH_POLICY.tags],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_POLICY.attributes).map(([k, v]) => [k, [...v]])),
  allowedSchemes: [...RICH_POLICY.schemes],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  allowedStyles: {},
  allowedClasses: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_POLICY.dropWithContent],
  // Our own URL rules on top of sanitize-html's scheme check.
  transformTags: {
    a: (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: keepSafe(attribs, 'href', isSafeHref) }),
    img: (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: keepSafe(attribs, 'src', isSafeRichImageSrc) }),
  },
});

/** Member HTML reduced to the shared policy, as a string (server side). */
export function sanitizeRichHtmlString(html: string): string {
  return sanitizeHtml(html, RICH_SANITIZE_HTML_OPTIONS as sanitizeHtml.IOptions);
}

/** Stories: the policy with the aliases and the story attributes (target dropped). */
const STORY_OPTIONS: sanitizeHtml.IOptions = {
  ...(RICH_SANITIZE_HTML_OPTIONS as sanitizeHtml.IOptions),
  allowedTags: [...STORY_RICH_TAGS],
  transformTags: { ...STORY_ALIASES },
  // An image without a safe source is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageSrc(frame.attribs.src ?? ''),
};

/** Every element under a drop-with-content tag goes too (sanitize-html drops only their text). */
function withoutDroppedSubtrees(html: string): string {
  const doc = parseDocument(html);
  const drop = new Set(RICH_POLICY.dropWithContent);
  const doomed = findAll((el) => drop.has(el.name.toLowerCase()), doc.children);
  if (!doomed.length) return html;
  for (const el of doomed) removeElement(el);
  return renderDom(doc);
}

function toTree(nodes: readonly ChildNode[]): RichNode[] {
  const out: RichNode[] = [];
  for (const n of nodes) {
    if (isText(n)) out.push(n.data);
    else if (isTag(n)) {
      const tag = storyTag(n.name);
      if (!tag) {
        out.push(...toTree(n.children));
        continue;
      }
      const attrs = storyAttributes(tag, (name) => n.attribs[name]);
      if (attrs === null) continue;
      out.push({ tag, attrs, children: VOID_TAGS.has(tag) ? [] : toTree(n.children) });
    }
  }
  return out;
}

/** Member HTML as the story tree: sanitised by sanitize-html under the shared policy, then read back. */
export function parseStoryHtml(html: string): RichNode[] {
  const clean = sanitizeHtml(withoutDroppedSubtrees(html), STORY_OPTIONS);
  return toTree(parseDocument(clean).children);
}
