/**
 * The stories catalogue's fixed vocabularies: genres, content warnings and languages. Slugs are what URLs
 * and the API carry; the site shows them through the `stories` i18n family.
 */

/** Genres, in the order the site lists them. Their slugs are the first path segment after `/stories/`. */
export const STORY_GENRES = [
  'romance',
  'erotica',
  'lgbtq',
  'fantasy',
  'science-fiction',
  'paranormal',
  'mystery-thriller',
  'drama',
  'humour',
  'historical',
  'kink',
  'poetry',
] as const;
export type StoryGenre = (typeof STORY_GENRES)[number];

export function isStoryGenre(value: string): value is StoryGenre {
  return (STORY_GENRES as readonly string[]).includes(value);
}

/**
 * Path segments under `/stories/` that are pages, not genres (`/stories/classic`, `/stories/tag/{tag}`,
 * `/stories/create`), so no genre may ever take them.
 */
export const STORY_RESERVED_SEGMENTS = ['classic', 'tag', 'create', 'search'] as const;

/**
 * Content warnings a writer may set (archive-style: readers filter on them). Themes the content rules ban
 * outright (minors, incest, non-consent shown approvingly, real people) have no warning: they are not allowed.
 */
export const STORY_WARNINGS = [
  'explicit',
  'violence',
  'character-death',
  'self-harm',
  'substance-use',
  'abuse-themes',
  'infidelity',
  'strong-language',
] as const;
export type StoryWarning = (typeof STORY_WARNINGS)[number];

/** Languages a story may be written in: the site's languages. */
export const STORY_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/**
 * The PostgreSQL text search configuration for a story language (stemming); Polish has no snowball
 * stemmer in PostgreSQL, so it uses `simple`.
 */
export const STORY_SEARCH_CONFIG: Readonly<Record<StoryLanguage, string>> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  nl: 'dutch',
  pl: 'simple',
  pt: 'portuguese',
};

/** A locale such as `de_CH` or `en_GB` to its story language; unknown locales read English. */
export function storyLanguageOf(locale: string | null | undefined): StoryLanguage {
  const lang = (locale ?? 'en').slice(0, 2).toLowerCase();
  return (STORY_LANGUAGES as readonly string[]).includes(lang) ? (lang as StoryLanguage) : 'en';
}
