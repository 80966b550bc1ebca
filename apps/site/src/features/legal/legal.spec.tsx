import { ROUTE_NAMES } from '@community/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../shared/article/inline';
import { docLinks, plainDoc } from '../../shared/article/plain';
import { bootFor, renderPage } from '../../test/article';
import type { ArticleDoc } from '../../shared/article/types';
import { LEGAL_LAST_UPDATED, LegalIndexPage, legalLanding, legalPages } from './index';

const BRAND = 'Story Spire';
const entries = Object.entries(legalPages);

async function loadDoc(route: keyof typeof legalPages): Promise<ArticleDoc> {
  const modules = {
    'legal-terms-and-conditions': () => import('./content/terms-and-conditions'),
    'legal-privacy-policy': () => import('./content/privacy-policy'),
    'legal-how-we-use-cookies': () => import('./content/how-we-use-cookies'),
    'legal-acceptable-use-policy': () => import('./content/acceptable-use-policy'),
    'legal-content-policy': () => import('./content/content-policy'),
    'legal-media-moderation-policy': () => import('./content/media-moderation-policy'),
    'legal-complaints-policy': () => import('./content/complaints-policy'),
    'legal-anti-slavery': () => import('./content/anti-slavery'),
  } satisfies Record<keyof typeof legalPages, () => Promise<{ content: ArticleDoc }>>;
  return (await modules[route]()).content;
}

describe('legal registry', () => {
  it('has a page for every legal-* route of the table, and no other', () => {
    const fromTable = ROUTE_NAMES.filter((name) => name.startsWith('legal-')).sort();
    expect(Object.keys(legalPages).sort()).toEqual(fromTable);
    expect(fromTable).toHaveLength(8);
    for (const [name, entry] of entries) expect(entry.route).toBe(name);
  });

  it('gives every page a title, a summary, Home / Legal / Page breadcrumbs and the fixed date', () => {
    for (const [, entry] of entries) {
      expect(entry.title.length).toBeGreaterThan(3);
      expect(entry.summary).toContain('{brand}');
      expect(entry.breadcrumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Legal', to: '/legal' }, { label: entry.title }]);
      expect(entry.lastUpdated).toBe('2026-11-22');
    }
    expect(LEGAL_LAST_UPDATED).toBe('2026-11-22');
    expect(legalLanding.route).toBe('legal');
    expect(legalLanding.breadcrumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Legal' }]);
  });

  it.each(entries)('%s renders its title, the brand and the date, with no placeholder left', async (_name, entry) => {
    const { default: Page } = await entry.load();
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(entry.title);
    const main = document.body.textContent ?? '';
    expect(main).toContain(BRAND);
    expect(main).not.toMatch(/\{[a-zA-Z]+\}/);
    // No markup left over: every **, _ and [link](target) was turned into elements.
    expect(main).not.toMatch(/\*\*|\]\(|(^|[\s("'])_[^\s_]/);
    expect(screen.getByTestId('last-updated').textContent).toBe('Last updated: 22 November 2026');
    expect(screen.getByTestId('last-updated').querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22');
    expect(document.title).toContain(entry.title);
  });

  it.each(entries)('%s has a table of contents that matches its sections, and links that resolve', async (name, entry) => {
    const doc = await loadDoc(name as keyof typeof legalPages);
    const { default: Page } = await entry.load();
    renderPage(<Page />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const hrefs = within(toc).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(doc.sections.map((s) => `#${s.id}`));
    for (const section of doc.sections) expect(document.getElementById(section.id)?.tagName).toBe('H2');
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    for (const target of docLinks(doc)) expect(resolveLink(target).kind, target).not.toBe('invalid');
    expect(plainDoc(doc, { brand: BRAND })).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('takes the brand from a prop, and can leave the header to the page frame', async () => {
    const { default: Page } = await legalPages['legal-privacy-policy'].load();
    renderPage(<Page brand="Lushwood" withHeader={false} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.body.textContent).toContain('Lushwood');
    expect(document.body.textContent).not.toContain(BRAND);
  });

  it('says the text is English on a variant in another language', async () => {
    const { default: Page } = await legalPages['legal-terms-and-conditions'].load();
    renderPage(<Page />, bootFor('Sundown Hall', 'de_DE'));
    expect(screen.getByText('This page is available in English only for now.')).toBeTruthy();
    expect(document.body.textContent).toContain('Sundown Hall');
  });

  it('lists the cookies the site really sets, with the lifetimes from the shared limits', async () => {
    const { default: Page } = await legalPages['legal-how-we-use-cookies'].load();
    renderPage(<Page />);
    const table = screen.getByRole('table');
    const names = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['SID', 'UID', 'REM', 'MFA', 'XSRF-TOKEN', 'age-confirm', 'dark', 'locale']);
    expect(table.textContent).toContain('about 10 hours');
  });
});

describe('LegalIndexPage', () => {
  it('lists every legal page with a link to it', async () => {
    const { default: Landing } = await legalLanding.load();
    renderPage(<Landing />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Legal');
    for (const [, entry] of entries) {
      expect(screen.getByRole('link', { name: entry.title }).getAttribute('href')).toBe(`/legal/${entry.route.replace(/^legal-/, '')}`);
    }
    expect(document.body.textContent).toContain(BRAND);
    expect(document.body.textContent).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('is the same component as the named export', async () => {
    expect((await legalLanding.load()).default).toBe(LegalIndexPage);
  });
});
