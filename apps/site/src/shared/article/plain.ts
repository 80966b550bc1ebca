import { linkTargets, plainInline, type InlineVars } from './inline';
import type { ArticleDoc, Block, InlineText } from './types';

/** Every piece of inline text of a block, in reading order. */
export function blockTexts(block: Block): InlineText[] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'example':
      return [...block.before, ...block.after, ...(block.note ? [block.note] : [])];
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()];
    case 'callout':
      return [...(block.title ? [block.title] : []), block.text];
  }
}

/** Every piece of inline text of an article, headings included. */
export function docTexts(doc: ArticleDoc): InlineText[] {
  return [...doc.intro.flatMap(blockTexts), ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)])];
}

/** The article as plain text, one piece per line. */
export const plainDoc = (doc: ArticleDoc, vars: InlineVars = {}): string => docTexts(doc).map((t) => plainInline(t, vars)).join('\n');

/** Words a reader reads. */
export const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Every link target of an article. */
export const docLinks = (doc: ArticleDoc): string[] => docTexts(doc).flatMap(linkTargets);
