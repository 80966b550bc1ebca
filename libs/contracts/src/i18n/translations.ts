import { de } from './catalogues/de.js';
import { en_GB } from './catalogues/en_GB.js';
import { en_US } from './catalogues/en_US.js';
import { es } from './catalogues/es.js';
import { fr } from './catalogues/fr.js';
import { it } from './catalogues/it.js';
import { nl } from './catalogues/nl.js';
import { pl } from './catalogues/pl.js';
import { pt } from './catalogues/pt.js';
import type { Catalogue, CatalogueOverrides, CoreCatalogue, CoreCatalogueOverrides, TranslationKey } from './catalogues/types.js';
import { PLURAL_CATEGORIES, type PluralFormKey } from './families/define.js';
import { FAMILIES } from './families/index.js';
import { formatMessage, type MessageValues } from './format.js';
import { DEFAULT_LOCALE, type Language, normaliseLocale } from './locales.js';

export type { Catalogue, CatalogueOverrides, TranslationKey } from './catalogues/types.js';
export { PLURAL_CATEGORIES, type PluralCategory, type PluralFormKey } from './families/define.js';

type FamilyLanguage = Exclude<Language, 'en'> | 'en_GB';

/** The core catalogue of a language with every family's strings for it. */
function withFamilies(core: CoreCatalogue, language: FamilyLanguage): Catalogue {
  const merged: Record<string, string> = { ...core };
  for (const family of FAMILIES as readonly Record<FamilyLanguage, Readonly<Record<string, string>>>[]) Object.assign(merged, family[language]);
  return merged as Catalogue;
}

const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** `stories.card.words_few` → `stories.card.words`; null for a key that is not a plural form. */
export function pluralBaseOf(key: string): string | null {
  return PLURAL_FORM.exec(key)?.[1] ?? null;
}

/** Each language's own catalogue (core + families), with the plural forms it declares itself. */
const DECLARED: Readonly<Record<Language, Catalogue>> = {
  en: withFamilies(en_GB, 'en_GB'),
  de: withFamilies(de, 'de'),
  fr: withFamilies(fr, 'fr'),
  es: withFamilies(es, 'es'),
  it: withFamilies(it, 'it'),
  nl: withFamilies(nl, 'nl'),
  pl: withFamilies(pl, 'pl'),
  pt: withFamilies(pt, 'pt'),
};

const pluralFormsOf = (texts: object): PluralFormKey[] => Object.keys(texts).filter((key): key is PluralFormKey => pluralBaseOf(key) !== null);

/** Every plural form that some language declares. */
const PLURAL_FORMS: readonly PluralFormKey[] = [...new Set(Object.values(DECLARED).flatMap(pluralFormsOf))];

/**
 * Gives a catalogue every plural form that some language declares: where it does not declare one itself, the
 * form is the text of its key, which is what the site's `t.count` falls back to anyway. So every locale has the
 * same keys, and a language only writes the forms its plural rules need.
 */
function withPluralForms(texts: Readonly<Record<string, string>>, declared: ReadonlySet<string>): Catalogue {
  const out: Record<string, string> = { ...texts };
  for (const form of PLURAL_FORMS) if (!declared.has(form)) out[form] = texts[pluralBaseOf(form) as string] as string;
  return out as Catalogue;
}

const declaredForms = (language: Language) => new Set<string>(pluralFormsOf(DECLARED[language]));

/**
 * One full catalogue per language (core + families, with the plural forms of counted keys); en is en_GB, pt is
 * pt_BR.
 */
export const LANGUAGE_CATALOGUES: Readonly<Record<Language, Catalogue>> = Object.fromEntries(
  (Object.keys(DECLARED) as Language[]).map((language) => [language, withPluralForms(DECLARED[language], declaredForms(language))]),
) as Record<Language, Catalogue>;

/** American English differences: the core's and every family's. */
function americanEnglish(core: CoreCatalogueOverrides): CatalogueOverrides {
  const merged: Record<string, string> = { ...core };
  for (const family of FAMILIES as readonly { en_US?: Readonly<Record<string, string>> }[]) Object.assign(merged, family.en_US ?? {});
  return merged as CatalogueOverrides;
}

/** Swiss Standard German writes "ss" where German uses "ß". */
function swissGerman(catalogue: Catalogue): CatalogueOverrides {
  const out: Record<string, string> = {};
  for (const key of TRANSLATION_KEYS) {
    const value = catalogue[key];
    if (value.includes('ß')) out[key] = value.replaceAll('ß', 'ss');
  }
  return out as CatalogueOverrides;
}

/**
 * Every key, in catalogue order, then the plural forms (`<key>_few`, …) that some language has. Every catalogue
 * has all of them, so they are typed as keys here (isTranslationKey still says no to a plural form).
 */
export const TRANSLATION_KEYS = Object.keys(LANGUAGE_CATALOGUES.en) as TranslationKey[];

/** Regional differences on top of their language; other regional locales use their language as is. */
export const REGIONAL_OVERRIDES: Readonly<Record<string, CatalogueOverrides>> = {
  en_US: americanEnglish(en_US),
  de_CH: swissGerman(LANGUAGE_CATALOGUES.de),
};

/** The keys proper (not their plural forms, which only `t.count` reads). */
const KEY_SET: ReadonlySet<string> = new Set(TRANSLATION_KEYS.filter((key) => pluralBaseOf(key) === null));

export function isTranslationKey(value: string): value is TranslationKey {
  return KEY_SET.has(value);
}

const cache = new Map<string, Catalogue>();

/**
 * The catalogue for a locale, merged: en_GB, then the language (de_AT → de), then the regional overrides
 * (de_CH, en_US). Unknown locales get en_GB. Accepts `de-CH`, `de_CH` or `de`. The result is frozen and cached.
 */
export function translationsFor(locale: string | null | undefined): Catalogue {
  const normalised = (locale ? normaliseLocale(locale) : null) ?? DEFAULT_LOCALE;
  const cached = cache.get(normalised);
  if (cached) return cached;
  const language = normalised.split('_')[0] as string;
  const base: Catalogue | undefined = (LANGUAGE_CATALOGUES as Readonly<Record<string, Catalogue>>)[language];
  const regional = REGIONAL_OVERRIDES[normalised];
  // A plural form that neither the language nor the region writes follows the key's text (a regional key too).
  const declared = new Set<string>([...declaredForms(base ? (language as Language) : 'en'), ...pluralFormsOf(regional ?? {})]);
  const merged: Catalogue = Object.freeze(withPluralForms({ ...LANGUAGE_CATALOGUES.en, ...(base ?? {}), ...(regional ?? {}) }, declared));
  cache.set(normalised, merged);
  return merged;
}

/** `t(catalogue, 'auth.login.intro', { brand })`. */
export function translate(catalogue: Catalogue, key: TranslationKey, values?: MessageValues): string {
  return formatMessage(catalogue[key], values);
}

/** The `{placeholders}` of a message, sorted (used to check that translations keep them). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{([a-zA-Z0-9_]+)\}/g)].map((m) => m[1] as string).sort();
}
