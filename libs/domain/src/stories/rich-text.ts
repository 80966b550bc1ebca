import { VOID_TAGS as VOID, type RichElement as Element, type RichNode as Node } from './rich-policy.js';
import { STORY_LIMITS } from './limits.js';
import { parseStoryHtml } from './story-html.js';

export { RICH_POLICY, STORY_RICH_TAGS, isSafeHref, isSafeImageSrc, isSafeRichImageSrc, richPurifyConfig, type RichTag } from './rich-policy.js';

/**
 * Story text is member HTML. The server keeps only what libs/ui's RichContent renders (the shared policy in
 * rich-policy.ts: same tag and attribute allow-list, same URL rule), sanitised by sanitize-html
 * (story-html.ts; in the site's bundle DOMPurify, story-html.browser.ts), and rebuilds the markup itself:
 * the sanitiser's output is read into a small tree, and the output is serialised from that tree, so no byte
 * of the writer's markup reaches a reader unescaped. The result is also normalised so that paragraphs can
 * be counted and addressed (reading progress resumes at a paragraph): every top-level node is a block (p,
 * h2–h4, blockquote, ul, ol), inline runs are wrapped in `<p>`, empty paragraphs are dropped, browser
 * `<div>` lines become paragraphs.
 */

const BLOCKS = new Set<string>(['p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…', mdash: '—', ndash: '–',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', copy: '©', reg: '®', trade: '™', shy: '\u00ad', laquo: '«', raquo: '»',
  eacute: 'é', egrave: 'è', agrave: 'à', auml: 'ä', ouml: 'ö', uuml: 'ü', szlig: 'ß', ccedil: 'ç',
};

/** Decodes character references; unknown named ones stay as written (and are escaped on output). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** Parses member HTML into a tree of allowed elements and text (the sanitiser applies the policy). */
function parse(html: string): Element {
  return { tag: 'p', attrs: [], children: parseStoryHtml(html) };
}

const isBlank = (n: Node): boolean => (typeof n === 'string' ? !n.replace(/[\s\u00a0]/g, '') : n.tag === 'br');

/** Inline content only: blocks inside are unwrapped (their content spliced in), nested links unwrapped. */
function inline(nodes: Node[], inLink = false): Node[] {
  const out: Node[] = [];
  for (const n of nodes) {
    if (typeof n === 'string' || n.tag === 'br' || n.tag === 'img') {
      out.push(n);
    } else if (BLOCKS.has(n.tag) || n.tag === 'li' || (n.tag === 'a' && inLink)) {
      if (BLOCKS.has(n.tag) || n.tag === 'li') out.push({ tag: 'br', attrs: [], children: [] });
      out.push(...inline(n.children, inLink));
    } else {
      out.push({ ...n, children: inline(n.children, inLink || n.tag === 'a') });
    }
  }
  return trimBreaks(out);
}

/** Leading and trailing line breaks and whitespace of a block say nothing. */
function trimBreaks(nodes: Node[]): Node[] {
  const out = [...nodes];
  while (out.length && isBlank(out[0] as Node)) out.shift();
  while (out.length && isBlank(out[out.length - 1] as Node)) out.pop();
  return out;
}

function listItems(nodes: Node[]): Element[] {
  const items: Element[] = [];
  let loose: Node[] = [];
  const flushLoose = () => {
    const content = inline(loose);
    if (content.length) items.push({ tag: 'li', attrs: [], children: content });
    loose = [];
  };
  for (const n of nodes) {
    if (typeof n !== 'string' && n.tag === 'li') {
      flushLoose();
      const content: Node[] = [];
      let run: Node[] = [];
      for (const c of n.children) {
        if (typeof c !== 'string' && (c.tag === 'ul' || c.tag === 'ol')) {
          content.push(...inline(run));
          run = [];
          const nested = listItems(c.children);
          if (nested.length) content.push({ tag: c.tag, attrs: [], children: nested });
        } else run.push(c);
      }
      content.push(...inline(run));
      if (content.length) items.push({ tag: 'li', attrs: [], children: content });
    } else if (typeof n !== 'string' && (n.tag === 'ul' || n.tag === 'ol')) {
      flushLoose();
      items.push(...listItems(n.children));
    } else loose.push(n);
  }
  flushLoose();
  return items;
}

/** Block content: inline runs become paragraphs; a `<br><br>` inside a run starts a new paragraph. */
function blocks(nodes: Node[], allowQuote = true): Element[] {
  const out: Element[] = [];
  let run: Node[] = [];
  const flushRun = () => {
    // Two line breaks in a row end a paragraph (how pasted plain text and some editors mark paragraphs).
    let part: Node[] = [];
    const parts: Node[][] = [];
    for (let k = 0; k < run.length; k++) {
      const n = run[k] as Node;
      const next = run[k + 1];
      if (typeof n !== 'string' && n.tag === 'br' && next !== undefined && typeof next !== 'string' && next.tag === 'br') {
        parts.push(part);
        part = [];
        while (k + 1 < run.length && isBlank(run[k + 1] as Node)) k++;
      } else part.push(n);
    }
    parts.push(part);
    for (const p of parts) {
      const content = inline(p);
      if (content.length) out.push({ tag: 'p', attrs: [], children: content });
    }
    run = [];
  };
  for (const n of nodes) {
    if (typeof n === 'string' || !(BLOCKS.has(n.tag) || n.tag === 'li')) {
      run.push(n);
      continue;
    }
    flushRun();
    if (n.tag === 'p') {
      // A paragraph holding blocks (a pasted <div> around everything) is read as those blocks.
      if (n.children.some((c) => typeof c !== 'string' && (BLOCKS.has(c.tag) || c.tag === 'li'))) out.push(...blocks(n.children, allowQuote));
      else {
        run = [...n.children];
        flushRun();
      }
    } else if (n.tag === 'h2' || n.tag === 'h3' || n.tag === 'h4') {
      const content = inline(n.children);
      if (content.length) out.push({ tag: n.tag, attrs: [], children: content });
    } else if (n.tag === 'blockquote') {
      const inner = blocks(n.children, false);
      if (!allowQuote) out.push(...inner);
      else if (inner.length) out.push({ tag: 'blockquote', attrs: [], children: inner });
    } else if (n.tag === 'ul' || n.tag === 'ol') {
      const items = listItems(n.children);
      if (items.length) out.push({ tag: n.tag, attrs: [], children: items });
    } else {
      // a stray <li>
      const items = listItems([n]);
      if (items.length) out.push({ tag: 'ul', attrs: [], children: items });
    }
  }
  flushRun();
  return out;
}

function serialise(nodes: readonly Node[]): string {
  let s = '';
  for (const n of nodes) {
    if (typeof n === 'string') {
      s += escapeText(n);
      continue;
    }
    const attrs = n.attrs.map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
    s += VOID.has(n.tag) ? `<${n.tag}${attrs}>` : `<${n.tag}${attrs}>${serialise(n.children)}</${n.tag}>`;
  }
  return s;
}

function textOf(nodes: readonly Node[]): string {
  let s = '';
  for (const n of nodes) {
    if (typeof n === 'string') s += n;
    else if (n.tag === 'br') s += '\n';
    else if (n.tag === 'img') s += '';
    else s += BLOCKS.has(n.tag) || n.tag === 'li' ? `${textOf(n.children)}\n\n` : textOf(n.children);
  }
  return s;
}

export interface CleanStoryHtml {
  /** The safe, normalised HTML to store and serve. */
  html: string;
  /** Its text, blocks separated by blank lines (search, word count, excerpts). */
  text: string;
  /** Top-level blocks: the units reading progress points at (0-based). */
  paragraphs: number;
  words: number;
}

/** Member HTML → safe normalised HTML, its text, paragraph and word counts. */
export function cleanStoryHtml(html: string): CleanStoryHtml {
  const tree = blocks(parse(html).children);
  const text = textOf(tree).replace(/\n{3,}/g, '\n\n').trim();
  return { html: serialise(tree), text, paragraphs: tree.length, words: countWords(text) };
}

/** Plain text typed or pasted (paragraphs separated by blank lines) as story HTML. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*/gu;

/** Words in a text: runs of letters and digits, with inner apostrophes and hyphens (don't, well-known). */
export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n++;
  return n;
}

/** Minutes to read a number of words at STORY_LIMITS.wordsPerMinute, rounded up; 0 for no words. */
export function readingMinutes(words: number): number {
  if (!Number.isFinite(words) || words <= 0) return 0;
  return Math.max(1, Math.ceil(words / STORY_LIMITS.wordsPerMinute));
}

/** The first `max` characters of a text, cut at a word boundary, with an ellipsis when cut. */
export function excerpt(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
