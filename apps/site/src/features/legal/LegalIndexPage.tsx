import { ArticleIndex, type ArticleSection } from '../../shared/article/ArticleIndex';
import type { ArticlePageProps } from '../../shared/article/types';
import { LEGAL_LANDING_CRUMBS, LEGAL_META, LEGAL_TITLE } from './meta';

export const LEGAL_INTRO =
  'The rules and policies of {brand}: the agreement you make when you join, how we look after your data, what may be posted, and how we deal with reports and complaints.';

/** `/legal` (route `legal`): the landing page listing every legal page. */
export const LEGAL_SECTION: ArticleSection<'legal'> = {
  route: 'legal',
  title: LEGAL_TITLE,
  titleKey: 'legal.index',
  summary: 'The rules and policies of {brand}.',
  intro: LEGAL_INTRO,
  breadcrumbs: LEGAL_LANDING_CRUMBS,
  groups: [{ heading: LEGAL_TITLE, pages: Object.values(LEGAL_META) }],
};

/** `/legal`: every legal page with its summary. */
export function LegalIndexPage(props: ArticlePageProps) {
  return <ArticleIndex section={LEGAL_SECTION} {...props} />;
}
