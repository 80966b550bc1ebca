/**
 * Locales the variants may offer. A locale is `<language>_<REGION>`; catalogues exist per language
 * (en_GB is the reference, the others fall back to it) and a few regional overrides (see translations.ts).
 */
export const LOCALES = [
  'en_GB', 'en_US', 'en_AU', 'en_NZ', 'en_CA', 'en_ZA', 'en_IE',
  'de_DE', 'de_AT', 'de_CH',
  'fr_FR', 'fr_BE', 'fr_CH', 'fr_CA',
  'es_ES',
  'it_IT', 'it_CH',
  'nl_NL', 'nl_BE',
  'pl_PL',
  'pt_BR',
] as const;
export type Locale = (typeof LOCALES)[number];

/** SPEC 9: the default locale. */
export const DEFAULT_LOCALE = 'en_GB' satisfies Locale;

/** Languages with a full catalogue. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** `de-ch`, `de_CH`, `DE-ch` → `de_CH`; a bare language (`de`) stays `de`. Returns null for anything that is not a language tag. */
export function normaliseLocale(value: string): string | null {
  const m = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}|\d{3}))?$/.exec(value.trim());
  if (!m || m[1] === undefined) return null;
  const language = m[1].toLowerCase();
  return m[2] === undefined ? language : `${language}_${m[2].toUpperCase()}`;
}

/** The language part of a locale (`de_CH` → `de`); null when it is not a language tag. */
export function languageOf(locale: string): string | null {
  const n = normaliseLocale(locale);
  return n === null ? null : (n.split('_')[0] ?? null);
}

/**
 * Picks the locale to serve from those a variant offers (first = default): an exact match of the request
 * (e.g. a member's saved locale or a `lang` query), then one with the same language, else the default.
 */
export function pickLocale<L extends string>(requested: string | null | undefined, offered: readonly [L, ...L[]]): L {
  if (requested) {
    const n = normaliseLocale(requested);
    if (n !== null) {
      const exact = offered.find((l) => l === n);
      if (exact !== undefined) return exact;
      const language = n.split('_')[0];
      const sameLanguage = offered.find((l) => l.split('_')[0] === language);
      if (sameLanguage !== undefined) return sameLanguage;
    }
  }
  return offered[0];
}
