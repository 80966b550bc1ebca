import { STORY_LIMITS } from './limits.js';

/**
 * Story text is member HTML. The server keeps only what libs/ui's RichContent renders (same tag and
 * attribute allow-list, same URL rule) and rebuilds the markup itself: input is parsed into a small tree,
 * and the output is serialised from that tree, so no byte of the writer's markup reaches a reader
 * unescaped. The result is also normalised so that paragraphs can be counted and addressed (reading
 * progress resumes at a paragraph): every top-level node is a block (p, h2–h4, blockquote, ul, ol), inline
 * runs are wrapped in `<p>`, empty paragraphs are dropped, browser `<div>` lines become paragraphs.
 */

/** The tags RichContent keeps (libs/ui `RICH_TAGS`; a site test checks the two lists agree). */
export const STORY_RICH_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'h2', 'h3', 'h4'] as const;
type Tag = (typeof STORY_RICH_TAGS)[number];

/** Tags read as another allowed tag (what editors and pasted documents produce). */
const ALIASES: Readonly<Record<string, Tag>> = {
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

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'head', 'svg',
  'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext', 'frameset', 'frame', 'applet', 'button', 'audio', 'video', 'canvas',
]);

const ATTRIBUTES: Readonly<Partial<Record<Tag, readonly string[]>>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

const BLOCKS = new Set<string>(['p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol']);
const VOID = new Set<string>(['br', 'img']);

/** http(s), mailto and tel links, and relative ones; nothing else (no javascript:, data:, vbscript:). */
export function isSafeHref(href: string): boolean {
  const v = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!v) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v);
  if (!scheme) return true;
  return ['http', 'https', 'mailto', 'tel'].includes((scheme[1] as string).toLowerCase());
}

/** Images only from http(s) addresses or our own paths. */
export function isSafeImageSrc(src: string): boolean {
  const v = src.trim();
  return /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'));
}

interface Element {
  tag: Tag;
  attrs: Array<[string, string]>;
  children: Node[];
}
type Node = Element | string;

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

const TAG_RE = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttrs(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = (m[1] as string).toLowerCase();
    if (!out.has(name)) out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

function keptAttrs(tag: Tag, raw: string): Array<[string, string]> | null {
  const allowed = ATTRIBUTES[tag];
  if (!allowed) return [];
  const attrs = parseAttrs(raw);
  const out: Array<[string, string]> = [];
  for (const name of allowed) {
    const value = attrs.get(name);
    if (value === undefined) continue;
    if (name === 'href' && !isSafeHref(value)) continue;
    if (name === 'src' && !isSafeImageSrc(value)) return null; // an image without a safe source is dropped
    if ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value.trim())) continue;
    out.push([name, name === 'href' || name === 'src' ? value.trim() : value.slice(0, 300)]);
  }
  if (tag === 'img' && !out.some(([n]) => n === 'src')) return null;
  return out;
}

/** Parses member HTML into a tree of allowed elements and text (tags not allowed are unwrapped). */
function parse(html: string): Element {
  const root: Element = { tag: 'p', attrs: [], children: [] };
  const stack: Element[] = [root];
  const top = () => stack[stack.length - 1] as Element;
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) top().children.push(decodeEntities(text));
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      flush();
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(html.slice(i, i + 2))) {
      // doctype, processing instruction, CDATA: dropped
      flush();
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const m = TAG_RE.exec(html.slice(i, i + 4096));
    if (!m) {
      text += '<';
      i += 1;
      continue;
    }
    flush();
    i += m[0].length;
    const closing = m[1] === '/';
    const name = (m[2] as string).toLowerCase();
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(i));
      i = close ? i + close.index + close[0].length : html.length;
      continue;
    }
    const tag = (ALIASES[name] ?? ((STORY_RICH_TAGS as readonly string[]).includes(name) ? name : null)) as Tag | null;
    if (!tag) continue;
    if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs = keptAttrs(tag, m[3] ?? '');
    if (attrs === null) continue;
    const el: Element = { tag, attrs, children: [] };
    top().children.push(el);
    if (!VOID.has(tag)) stack.push(el);
  }
  flush();
  return root;
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
