import { routeTo, type RouteName } from '../../shared/routes';
import { HOME_CRUMB } from '../../shared/article/crumbs';
import { ARTICLE_STRINGS } from '../../shared/article/strings';
import type { ArticleMeta, Crumb } from '../../shared/article/types';

/** Every `legal-*` route of the contracts' table (the landing page `legal` is not one of them). */
export type LegalRoute = Extract<RouteName, `legal-${string}`>;

/** The date every legal page shows as "Last updated". Change it when a text changes. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

export const LEGAL_TITLE = ARTICLE_STRINGS.legal;

export { HOME_CRUMB };
export const LEGAL_CRUMBS: readonly Crumb[] = [HOME_CRUMB, { label: ARTICLE_STRINGS.legal, to: routeTo('legal') }];
/** Breadcrumbs of the landing page `/legal` itself. */
export const LEGAL_LANDING_CRUMBS: readonly Crumb[] = [HOME_CRUMB, { label: ARTICLE_STRINGS.legal }];

function legal(route: LegalRoute, title: string, titleKey: ArticleMeta['titleKey'], summary: string): ArticleMeta<LegalRoute> {
  return { route, title, titleKey, summary, lastUpdated: LEGAL_LAST_UPDATED, breadcrumbs: [...LEGAL_CRUMBS, { label: title }] };
}

/** Titles, summaries and breadcrumbs, in the order the landing page and the footer list them. */
export const LEGAL_META = {
  'legal-terms-and-conditions': legal(
    'legal-terms-and-conditions',
    'Terms and conditions',
    'legal.terms',
    'The agreement between you and {brand}: accounts, upgrades and coins, your content, conduct, and what happens when things go wrong.',
  ),
  'legal-privacy-policy': legal(
    'legal-privacy-policy',
    'Privacy policy',
    'legal.privacy',
    'What personal data {brand} collects, why, how long we keep it, who sees it and the rights you have under UK and EU data protection law.',
  ),
  'legal-how-we-use-cookies': legal(
    'legal-how-we-use-cookies',
    'How we use cookies',
    'legal.cookies',
    'Every cookie {brand} sets, what it is for and how long it lasts. We set no advertising or analytics cookies.',
  ),
  'legal-acceptable-use-policy': legal(
    'legal-acceptable-use-policy',
    'Acceptable use policy',
    'legal.acceptableUse',
    'How members treat each other on {brand}, what is never allowed, and what we do when someone breaks the rules.',
  ),
  'legal-content-policy': legal(
    'legal-content-policy',
    'Content policy',
    'legal.content',
    'What you may post on {brand} (profiles, photos, stories, posts and messages) and what is never allowed.',
  ),
  'legal-media-moderation-policy': legal(
    'legal-media-moderation-policy',
    'Media moderation policy',
    'legal.mediaModeration',
    'How {brand} checks every photo and video: hash matching against known abuse material, review by moderators, reports and appeals.',
  ),
  'legal-complaints-policy': legal(
    'legal-complaints-policy',
    'Complaints policy',
    'legal.complaints',
    'How to report content or complain to {brand}, how quickly we answer, and how to appeal a decision.',
  ),
  'legal-anti-slavery': legal(
    'legal-anti-slavery',
    'Anti-slavery statement',
    'legal.antiSlavery',
    'What {brand} does to keep modern slavery, trafficking and sexual exploitation out of our service and the businesses we work with.',
  ),
} as const satisfies Record<LegalRoute, ArticleMeta<LegalRoute>>;
