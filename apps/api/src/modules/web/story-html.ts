import { routeTo, translate, translationsFor, type StoryCard, type TranslationKey } from '@community/contracts';
import { cleanStoryHtml } from '@community/domain';
import { escapeHtml } from './html.js';

/**
 * The printable story (issue 4) and the story paths PageMetaService uses. The story page itself is the site's
 * own server rendering (entry-server.tsx). Pure functions over what StoriesService answers.
 *
 * Safety: every plain value (titles, summaries, names, tags) is escaped here; chapter text is member HTML and
 * goes through cleanStoryHtml again (libs/domain, the allow-list libs/ui's RichContent renders), so nothing the
 * writer typed becomes markup the rich-content renderer would not produce, even for a row written before the
 * cleaner or straight into the table.
 */

/** Member HTML → the safe HTML RichContent would render (the stored text is already clean; this is the guard). */
export const safeStoryHtml = (html: string): string => cleanStoryHtml(html).html;

/** A story page's path, with `?chapter=N` from the second chapter on (as the site's storyPath). */
export function storyHref(card: Pick<StoryCard, 'genre' | 'slug'>, chapter?: number): string {
  const base = routeTo('stories-genre-slug', { genre: card.genre ?? 'stories', slug: card.slug });
  return chapter && chapter > 1 ? `${base}?chapter=${chapter}` : base;
}

/** `?chapter=N` of a story URL: 1 when absent, null when not a chapter number. */
export function chapterOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('chapter');
  if (raw === null || raw === '') return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

type Catalogue = ReturnType<typeof translationsFor>;
const t = (c: Catalogue, key: string, values?: Record<string, string | number>) => translate(c, key as TranslationKey, values);
const number = (locale: string, n: number) => new Intl.NumberFormat(locale.replace('_', '-')).format(n);
const day = (locale: string, iso: string) => new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

function chapterHeading(c: Catalogue, ch: { position: number; title: string }): string {
  const n = t(c, 'stories.reader.chapter', { n: ch.position });
  return ch.title.trim() ? `${n}: ${ch.title}` : n;
}

function byline(c: Catalogue, locale: string, card: StoryCard): string {
  const author = card.author.name
    ? `<a href="${escapeHtml(routeTo('profile-name-stories', { name: card.author.name }))}">${escapeHtml(card.author.name)}</a>`
    : '';
  const by = author ? escapeHtml(t(c, 'stories.card.by', { name: '\u0000' })).replace('\u0000', author) : '';
  const words = escapeHtml(t(c, 'stories.card.words', { count: number(locale, card.wordCount) }));
  return [by, words].filter(Boolean).join(' · ');
}

const PRINT_STYLE = `
@page { margin: 2cm 2.2cm; }
html { background: #fff; color: #111; }
body { font-family: Georgia, "Times New Roman", Times, serif; font-size: 12pt; line-height: 1.55; max-width: 40em; margin: 2em auto; padding: 0 1em; }
h1 { font-size: 24pt; line-height: 1.2; margin: 0 0 .3em; }
h2 { font-size: 16pt; margin: 0 0 .2em; break-after: avoid; page-break-after: avoid; }
h3, h4 { font-size: 13pt; break-after: avoid; page-break-after: avoid; }
p { margin: 0 0 .8em; orphans: 3; widows: 3; }
a { color: inherit; }
img { max-width: 100%; height: auto; }
blockquote { margin: 0 0 .8em 1.5em; font-style: italic; }
.meta { color: #444; font-size: 10.5pt; margin: 0 0 .4em; }
.summary { font-style: italic; margin-top: 1em; }
.draft { border: 1px solid #999; padding: .4em .6em; font-size: 10.5pt; }
header { margin-bottom: 2em; }
.chapter { margin-top: 2.5em; }
.chapter .meta { margin-bottom: 1.2em; }
footer { margin-top: 3em; font-size: 9.5pt; color: #555; }
@media print {
  body { margin: 0; max-width: none; padding: 0; }
  .chapter { margin-top: 0; }
  .chapter + .chapter { break-before: page; page-break-before: always; }
  header + .chapter { break-before: page; page-break-before: always; }
  a { text-decoration: none; }
}
`;

/**
 * The printable story: a standalone page (no script, no app) with the title, writer, summary, genre, tags,
 * content warnings and every chapter with its title and date, serif text and a page break before each
 * chapter. `noindex`: the story page itself is what search engines should read.
 */
export function printPage(
  opts: { locale: string; origin: string; brand: string; genreName: string | null },
  story: { card: StoryCard; chapters: ReadonlyArray<{ position: number; title: string; html: string; updatedAt: string }> },
): string {
  const { locale, origin } = opts;
  const c = translationsFor(locale);
  const { card } = story;
  const url = origin + storyHref(card);
  const published = card.publishedAt ? escapeHtml(t(c, 'stories.reader.published', { date: day(locale, card.publishedAt) })) : '';
  const head = [
    `<p class="meta">${byline(c, locale, card)}</p>`,
    `<p class="meta">${[opts.genreName ? escapeHtml(opts.genreName) : '', published].filter(Boolean).join(' · ')}</p>`,
    card.tags.length ? `<p class="meta">${escapeHtml(t(c, 'stories.reader.tags'))}: ${card.tags.map(escapeHtml).join(', ')}</p>` : '',
    card.warnings.length
      ? `<p class="meta">${escapeHtml(t(c, 'stories.reader.warnings'))}: ${card.warnings.map((w) => escapeHtml(t(c, `stories.warning.${w}`))).join(', ')}</p>`
      : '',
    card.status === 'draft' ? `<p class="draft">${escapeHtml(t(c, 'stories.reader.draft'))}</p>` : '',
    `<p class="summary">${escapeHtml(card.summary)}</p>`,
  ].join('');
  const chapters = story.chapters
    .map(
      (ch) =>
        `<section class="chapter"><h2>${escapeHtml(chapterHeading(c, ch))}</h2><p class="meta"><time datetime="${escapeHtml(ch.updatedAt)}">${escapeHtml(day(locale, ch.updatedAt))}</time></p>` +
        `${safeStoryHtml(ch.html)}</section>`,
    )
    .join('');
  const lang = escapeHtml(card.language || locale.slice(0, 2));
  const title = `${card.title}${card.author.name ? ` – ${card.author.name}` : ''}`;
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><link rel="canonical" href="${escapeHtml(url)}">` +
    `<style>${PRINT_STYLE}</style></head><body><main><header><h1>${escapeHtml(card.title)}</h1>${head}</header>${chapters}` +
    `<footer>${escapeHtml(opts.brand)} · ${escapeHtml(url)}</footer></main></body></html>`
  );
}
