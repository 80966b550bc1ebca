/**
 * Writing tips (SPEC 2): `/writing-tips` and the eleven `writing-tips-*` routes of the contracts' table.
 *
 * Same shape as the legal registry (`../legal`): each entry has its title, summary and breadcrumbs, and a
 * lazy `load()` (one chunk per page). Wire them in `src/app/pages.ts`, e.g.
 *   for (const [name, page] of Object.entries(writingTipsPages)) PAGES[name] = async () => ({ Component: (await page.load()).default });
 */
import { landingEntry } from '../../shared/article/ArticleIndex';
import type { ArticleEntry } from '../../shared/article/types';
import { WRITING_TIPS_META, type WritingTipsRoute } from './meta';
import { WRITING_TIPS_SECTION, WritingTipsIndexPage } from './WritingTipsIndexPage';

export type { ArticleComponent, ArticleEntry, ArticleMeta, ArticlePageProps, Crumb } from '../../shared/article/types';
export { WRITING_TIPS_GROUPS, type WritingTipsRoute } from './meta';
export { WritingTipsIndexPage, WRITING_TIPS_INTRO } from './WritingTipsIndexPage';

/** Every `writing-tips-*` page of the route table, in landing-page order. */
export const writingTipsPages: Readonly<Record<WritingTipsRoute, ArticleEntry<WritingTipsRoute>>> = {
  'writing-tips-general': { ...WRITING_TIPS_META['writing-tips-general'], load: () => import('./content/general') },
  'writing-tips-unacceptable-content': { ...WRITING_TIPS_META['writing-tips-unacceptable-content'], load: () => import('./content/unacceptable-content') },
  'writing-tips-formatting': { ...WRITING_TIPS_META['writing-tips-formatting'], load: () => import('./content/formatting') },
  'writing-tips-formatting-dialogue': { ...WRITING_TIPS_META['writing-tips-formatting-dialogue'], load: () => import('./content/formatting-dialogue') },
  'writing-tips-paragraphs': { ...WRITING_TIPS_META['writing-tips-paragraphs'], load: () => import('./content/paragraphs') },
  'writing-tips-punctuation': { ...WRITING_TIPS_META['writing-tips-punctuation'], load: () => import('./content/punctuation') },
  'writing-tips-run-on-sentences': { ...WRITING_TIPS_META['writing-tips-run-on-sentences'], load: () => import('./content/run-on-sentences') },
  'writing-tips-participles': { ...WRITING_TIPS_META['writing-tips-participles'], load: () => import('./content/participles') },
  'writing-tips-verb-tense': { ...WRITING_TIPS_META['writing-tips-verb-tense'], load: () => import('./content/verb-tense') },
  'writing-tips-proofreading': { ...WRITING_TIPS_META['writing-tips-proofreading'], load: () => import('./content/proofreading') },
  'writing-tips-poetry-advice': { ...WRITING_TIPS_META['writing-tips-poetry-advice'], load: () => import('./content/poetry-advice') },
};

/** `/writing-tips`: the landing page listing every tip. */
export const writingTipsLanding: ArticleEntry<'writing-tips'> = landingEntry(WRITING_TIPS_SECTION, WritingTipsIndexPage);
