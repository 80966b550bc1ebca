/**
 * The few interface words of the article pages. English, like the page texts (every variant shows the
 * legal pages and writing tips in English for now); translate them together with the texts.
 */
export const ARTICLE_STRINGS = {
  home: 'Home',
  legal: 'Legal',
  writingTips: 'Writing tips',
  breadcrumbs: 'Breadcrumbs',
  contents: 'On this page',
  lastUpdated: 'Last updated',
  before: 'Before',
  after: 'After',
  example: 'Example',
  englishOnly: 'This page is available in English only for now.',
} as const;

/** "22 November 2026" from an ISO date, the same in every time zone. */
export function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
