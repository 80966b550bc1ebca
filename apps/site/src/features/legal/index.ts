/**
 * Legal pages (SPEC 2): `/legal` and the eight `legal-*` routes of the contracts' table.
 *
 * The lead wires these into `src/app/pages.ts`, e.g.
 *   for (const [name, page] of Object.entries(legalPages)) PAGES[name] = async () => ({ Component: (await page.load()).default });
 *
 * Every page loads lazily (one chunk per page) and renders its own header (breadcrumbs, title, summary,
 * "Last updated"); pass `withHeader={false}` when a shared page header shows `title` and `breadcrumbs` from
 * the entry instead. `{brand}` in the texts is the current variant's `siteConfig.brand.name`, or the
 * `brand` prop.
 */
import { landingEntry } from '../../shared/article/ArticleIndex';
import type { ArticleEntry } from '../../shared/article/types';
import { LEGAL_SECTION, LegalIndexPage } from './LegalIndexPage';
import { LEGAL_META, type LegalRoute } from './meta';

export type { ArticleComponent, ArticleEntry, ArticleMeta, ArticlePageProps, Crumb } from '../../shared/article/types';
export { useBrandName } from '../../shared/article/useBrandName';
export { LEGAL_LAST_UPDATED, type LegalRoute } from './meta';
export { LegalIndexPage, LEGAL_INTRO } from './LegalIndexPage';

/** Every `legal-*` page of the route table, in footer order. */
export const legalPages: Readonly<Record<LegalRoute, ArticleEntry<LegalRoute>>> = {
  'legal-terms-and-conditions': { ...LEGAL_META['legal-terms-and-conditions'], load: () => import('./content/terms-and-conditions') },
  'legal-privacy-policy': { ...LEGAL_META['legal-privacy-policy'], load: () => import('./content/privacy-policy') },
  'legal-how-we-use-cookies': { ...LEGAL_META['legal-how-we-use-cookies'], load: () => import('./content/how-we-use-cookies') },
  'legal-acceptable-use-policy': { ...LEGAL_META['legal-acceptable-use-policy'], load: () => import('./content/acceptable-use-policy') },
  'legal-content-policy': { ...LEGAL_META['legal-content-policy'], load: () => import('./content/content-policy') },
  'legal-media-moderation-policy': { ...LEGAL_META['legal-media-moderation-policy'], load: () => import('./content/media-moderation-policy') },
  'legal-complaints-policy': { ...LEGAL_META['legal-complaints-policy'], load: () => import('./content/complaints-policy') },
  'legal-anti-slavery': { ...LEGAL_META['legal-anti-slavery'], load: () => import('./content/anti-slavery') },
};

/** `/legal`: the landing page listing every legal page. */
export const legalLanding: ArticleEntry<'legal'> = landingEntry(LEGAL_SECTION, LegalIndexPage);
