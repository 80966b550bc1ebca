import type { TranslationKey } from '@community/contracts';
import type { ComponentType } from 'react';
import type { RouteName } from '../routes';

/**
 * Article content is data, never HTML. Every string below is "inline text": plain text with a small,
 * safe markup that `renderInline` turns into React elements:
 *
 * - `**strong**`, `_emphasis_`, `` `code` `` (code is shown literally, nothing inside it is parsed);
 * - `[label](route-name)` or `[label](route-name#section)` for a page of the site (a route of the
 *   contracts' table without params), `[label](#section)` for a section of the same page,
 *   `[label](https://…)` for an outside page (opens in a new tab, SPEC 2 Links);
 * - `{brand}` (and other `{placeholders}`) filled with the current variant's values.
 */
export type InlineText = string;

export type Block =
  | { readonly kind: 'paragraph'; readonly text: InlineText }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly InlineText[] }
  | { readonly kind: 'subheading'; readonly text: InlineText }
  /** A before/after pair (writing tips). Each string is a paragraph; `\n` inside it is a line break. */
  | {
      readonly kind: 'example';
      readonly before: readonly InlineText[];
      readonly after: readonly InlineText[];
      readonly note?: InlineText;
    }
  | {
      readonly kind: 'table';
      readonly caption: InlineText;
      readonly head: readonly InlineText[];
      readonly rows: readonly (readonly InlineText[])[];
    }
  | { readonly kind: 'callout'; readonly tone: 'info' | 'warning'; readonly title?: InlineText; readonly text: InlineText };

export interface Section {
  /** The heading's id (the `#fragment` of links and of the table of contents). */
  readonly id: string;
  readonly heading: InlineText;
  readonly blocks: readonly Block[];
}

export interface ArticleDoc {
  /** Shown before the first section. */
  readonly intro: readonly Block[];
  readonly sections: readonly Section[];
}

export interface Crumb {
  readonly label: string;
  /** A site path; the last crumb (the page itself) has none. */
  readonly to?: string;
}

/** What the registry knows about a page without loading it (titles for links, breadcrumbs, summary). */
export interface ArticleMeta<N extends RouteName = RouteName> {
  readonly route: N;
  /** English page title (the body text is English on every variant for now). */
  readonly title: string;
  /** The catalogue key for the same title, when the catalogues have one (footer links use it). */
  readonly titleKey?: TranslationKey;
  /** One sentence for the landing page and the page header; may contain `{brand}`. */
  readonly summary: InlineText;
  /** ISO date shown as "Last updated" (legal pages). */
  readonly lastUpdated?: string;
  /** Home / Section / Page, for the page header. */
  readonly breadcrumbs: readonly Crumb[];
}

export interface ArticlePageProps {
  /** The brand name to write into the text; defaults to the current variant's (`siteConfig.brand.name`). */
  readonly brand?: string;
  /**
   * Whether the page draws its own header (breadcrumbs, title, summary, last updated). Pass false when a
   * shared page header shows them from the registry entry.
   */
  readonly withHeader?: boolean;
}

export type ArticleComponent = ComponentType<ArticlePageProps>;

/** One page of a registry: its metadata and a lazy loader (one chunk per page). */
export interface ArticleEntry<N extends RouteName = RouteName> extends ArticleMeta<N> {
  readonly load: () => Promise<{ default: ArticleComponent }>;
}
