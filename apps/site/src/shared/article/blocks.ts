import type { ArticleDoc, Block, InlineText, Section } from './types';

/** Small constructors so content modules read like the text they hold. */
export const p = (text: InlineText): Block => ({ kind: 'paragraph', text });
export const ul = (...items: InlineText[]): Block => ({ kind: 'list', ordered: false, items });
export const ol = (...items: InlineText[]): Block => ({ kind: 'list', ordered: true, items });
export const h3 = (text: InlineText): Block => ({ kind: 'subheading', text });
export const info = (text: InlineText, title?: InlineText): Block => ({ kind: 'callout', tone: 'info', text, ...(title ? { title } : {}) });
export const warning = (text: InlineText, title?: InlineText): Block => ({ kind: 'callout', tone: 'warning', text, ...(title ? { title } : {}) });

const paragraphs = (value: InlineText | readonly InlineText[]): readonly InlineText[] => (typeof value === 'string' ? [value] : value);

export const example = (before: InlineText | readonly InlineText[], after: InlineText | readonly InlineText[], note?: InlineText): Block => ({
  kind: 'example',
  before: paragraphs(before),
  after: paragraphs(after),
  ...(note ? { note } : {}),
});

export const table = (caption: InlineText, head: readonly InlineText[], rows: readonly (readonly InlineText[])[]): Block => ({
  kind: 'table',
  caption,
  head,
  rows,
});

export const section = (id: string, heading: InlineText, ...blocks: Block[]): Section => ({ id, heading, blocks });

export const doc = (intro: readonly Block[], ...sections: Section[]): ArticleDoc => ({ intro, sections });
