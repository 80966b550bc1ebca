import { ArticleIndex, type ArticleSection } from '../../shared/article/ArticleIndex';
import type { ArticlePageProps } from '../../shared/article/types';
import { WRITING_TIPS_GROUPS, WRITING_TIPS_LANDING_CRUMBS, WRITING_TIPS_TITLE } from './meta';

export const WRITING_TIPS_INTRO =
  'Advice for writers on {brand}, from the first idea to the last proofread: craft, layout, grammar, and the rules every story follows.';

/** `/writing-tips` (route `writing-tips`): the landing page listing every tip. */
export const WRITING_TIPS_SECTION: ArticleSection<'writing-tips'> = {
  route: 'writing-tips',
  title: WRITING_TIPS_TITLE,
  titleKey: 'nav.writingTips',
  summary: 'Advice for writers on {brand}.',
  intro: WRITING_TIPS_INTRO,
  breadcrumbs: WRITING_TIPS_LANDING_CRUMBS,
  groups: WRITING_TIPS_GROUPS,
};

/** `/writing-tips`: every tip, grouped, with its summary. */
export function WritingTipsIndexPage(props: ArticlePageProps) {
  return <ArticleIndex section={WRITING_TIPS_SECTION} {...props} />;
}
