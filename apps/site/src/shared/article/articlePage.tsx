import { ArticleView } from './ArticleView';
import type { ArticleComponent, ArticleDoc, ArticleMeta } from './types';

/** The page component of one article (each content module's default export, so each page is its own chunk). */
export function articlePage(meta: ArticleMeta, doc: ArticleDoc): ArticleComponent {
  function ArticlePage(props: { brand?: string; withHeader?: boolean }) {
    return <ArticleView meta={meta} doc={doc} {...props} />;
  }
  ArticlePage.displayName = `ArticlePage(${meta.route})`;
  return ArticlePage;
}
