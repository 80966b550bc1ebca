/// <reference lib="dom" />
import DOMPurify from 'dompurify';
import { STORY_ALIASES, VOID_TAGS, richPurifyConfig, storyAttributes, storyTag, type RichNode } from './rich-policy.js';

/**
 * Story HTML in the browser (the story editor's paste): the shared policy applied by DOMPurify, which the
 * site bundles already (libs/ui RichContent), instead of sanitize-html, which would add ~110 kB gzip to the
 * site. package.json `browser` maps story-html.ts to this file for the site's bundler. The server
 * re-cleans every saved chapter with story-html.ts, so this copy only shapes what the editor shows.
 */

function toTree(nodes: NodeListOf<ChildNode>): RichNode[] {
  const out: RichNode[] = [];
  for (const n of nodes) {
    if (n.nodeType === 3) out.push(n.textContent ?? '');
    else if (n.nodeType === 1) {
      const el = n as Element;
      const tag = storyTag(el.tagName);
      if (!tag) {
        out.push(...toTree(n.childNodes));
        continue;
      }
      const attrs = storyAttributes(tag, (name) => el.getAttribute(name) ?? undefined);
      if (attrs === null) continue;
      out.push({ tag, attrs, children: VOID_TAGS.has(tag) ? [] : toTree(el.childNodes) });
    }
  }
  return out;
}

/** Member HTML as the story tree: sanitised by DOMPurify under the shared policy, then read back. */
export function parseStoryHtml(html: string, win: Window & typeof globalThis = window): RichNode[] {
  const purifier = DOMPurify(win);
  const fragment = purifier.sanitize(html, { ...richPurifyConfig(Object.keys(STORY_ALIASES)), RETURN_DOM_FRAGMENT: true });
  return toTree(fragment.childNodes);
}
