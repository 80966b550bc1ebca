import { ROUTE_NAMES } from '@community/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../shared/article/inline';
import { docLinks, plainDoc, wordCount } from '../../shared/article/plain';
import { renderPage } from '../../test/article';
import type { ArticleDoc } from '../../shared/article/types';
import { WRITING_TIPS_GROUPS, WritingTipsIndexPage, writingTipsLanding, writingTipsPages, type WritingTipsRoute } from './index';

const BRAND = 'Story Spire';
const entries = Object.entries(writingTipsPages);

const modules = {
  'writing-tips-general': () => import('./content/general'),
  'writing-tips-unacceptable-content': () => import('./content/unacceptable-content'),
  'writing-tips-formatting': () => import('./content/formatting'),
  'writing-tips-formatting-dialogue': () => import('./content/formatting-dialogue'),
  'writing-tips-paragraphs': () => import('./content/paragraphs'),
  'writing-tips-punctuation': () => import('./content/punctuation'),
  'writing-tips-run-on-sentences': () => import('./content/run-on-sentences'),
  'writing-tips-participles': () => import('./content/participles'),
  'writing-tips-verb-tense': () => import('./content/verb-tense'),
  'writing-tips-proofreading': () => import('./content/proofreading'),
  'writing-tips-poetry-advice': () => import('./content/poetry-advice'),
} satisfies Record<WritingTipsRoute, () => Promise<{ content: ArticleDoc }>>;

const loadDoc = async (route: string): Promise<ArticleDoc> => (await modules[route as WritingTipsRoute]()).content;

describe('writing tips registry', () => {
  it('has a page for every writing-tips-* route of the table, and no other', () => {
    const fromTable = ROUTE_NAMES.filter((name) => name.startsWith('writing-tips-')).sort();
    expect(Object.keys(writingTipsPages).sort()).toEqual(fromTable);
    expect(fromTable).toHaveLength(11);
    for (const [name, entry] of entries) expect(entry.route).toBe(name);
  });

  it('gives every tip Home / Writing tips / Page breadcrumbs', () => {
    for (const [, entry] of entries) {
      expect(entry.breadcrumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Writing tips', to: '/writing-tips' }, { label: entry.title }]);
    }
    expect(writingTipsLanding.breadcrumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Writing tips' }]);
  });

  it('groups every tip exactly once on the landing page', () => {
    const grouped = WRITING_TIPS_GROUPS.flatMap((group) => group.pages.map((page) => page.route)).sort();
    expect(grouped).toEqual(Object.keys(writingTipsPages).sort());
  });

  it.each(entries)('%s renders its title and the brand, with no placeholder left', async (_name, entry) => {
    const { default: Page } = await entry.load();
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(entry.title);
    const text = document.body.textContent ?? '';
    expect(text).toContain(BRAND);
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/);
    // No markup left over: every **, _ and [link](target) was turned into elements.
    expect(text).not.toMatch(/\*\*|\]\(|(^|[\s("'])_[^\s_]/);
    expect(screen.getAllByText('Before').length).toBeGreaterThan(0);
    expect(screen.getAllByText('After').length).toBeGreaterThan(0);
  });

  it.each(entries)('%s is 400 to 900 words, with unique section ids and links that resolve', async (name) => {
    const doc = await loadDoc(name);
    const words = wordCount(plainDoc(doc, { brand: BRAND }));
    expect(words, `${name} has ${words} words`).toBeGreaterThanOrEqual(400);
    expect(words, `${name} has ${words} words`).toBeLessThanOrEqual(900);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    for (const target of docLinks(doc)) expect(resolveLink(target).kind, target).not.toBe('invalid');
  });

  it('shows a table of contents on long tips', async () => {
    const { default: Page } = await writingTipsPages['writing-tips-formatting-dialogue'].load();
    renderPage(<Page />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').length).toBeGreaterThanOrEqual(4);
  });
});

describe('WritingTipsIndexPage', () => {
  it('lists every tip with a link to it', async () => {
    const { default: Landing } = await writingTipsLanding.load();
    expect(Landing).toBe(WritingTipsIndexPage);
    renderPage(<Landing />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Writing tips');
    for (const [, entry] of entries) {
      expect(screen.getByRole('link', { name: entry.title }).getAttribute('href')).toBe(`/writing-tips/${entry.route.replace(/^writing-tips-/, '')}`);
    }
    expect(document.body.textContent).toContain(BRAND);
  });
});
