import { ArticleIndex } from '../../shared/article/ArticleIndex';
import type { ArticlePageProps } from '../../shared/article/types';
import { LEGAL_LANDING_CRUMBS, LEGAL_META, LEGAL_TITLE } from './meta';

export const LEGAL_INTRO =
  'The rules and policies of {brand}: the agreement you make when you join, how we look after your data, what may be posted, and how we deal with reports and complaints.';

const GROUPS = [{ heading: LEGAL_TITLE, pages: Object.values(LEGAL_META) }] as const;

/** `/legal`: every legal page with its summary. */
export function LegalIndexPage({ brand, withHeader }: ArticlePageProps) {
  return (
    <ArticleIndex
      title={LEGAL_TITLE}
      intro={LEGAL_INTRO}
      breadcrumbs={LEGAL_LANDING_CRUMBS}
      groups={GROUPS}
      brand={brand}
      withHeader={withHeader}
    />
  );
}
