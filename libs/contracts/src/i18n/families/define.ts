import type { Language } from '../locales.js';

type OtherLanguage = Exclude<Language, 'en'>;

/** The CLDR plural categories (what `Intl.PluralRules#select` returns), i18next's key suffixes. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * A plural form of a counted key, i18next's naming: `<key>_<category>` (`stories.card.words_few`). The site's
 * `t.count(key, n)` reads the form of `Intl.PluralRules(locale).select(n)` when the catalogue has it, else `<key>`.
 */
export type PluralFormKey = `${string}_${PluralCategory}`;

/**
 * A language's plural forms: a language declares the forms its plural categories need, beside the key they
 * inflect (Polish: one, few, many, other; English, German, …: the `_one` of a key whose text is plural, "1 like";
 * French and Portuguese: the `_one` that also reads for 0 and 1.5, "0 mot", "1,5 km"); the catalogue gives
 * the other languages the key's own text.
 */
export type PluralForms = { readonly [key: PluralFormKey]: string };

/** The keys proper of a family's English strings: its plural forms (English writes a few) are its own. */
export type KeyOf<E> = Exclude<keyof E, PluralFormKey>;

/**
 * One feature family's strings: the British English reference and a full translation per language (the
 * compiler refuses a missing key; English's own plural forms are not keys the others must write), plus optional American English differences. Families keep their keys
 * under their own prefix (`stories.`, `messages.`, …) so that no two families edit the same file. A language
 * may add plural forms of its keys (`<key>_few`, see PluralForms).
 */
export type FamilyCatalogue<E extends Record<string, string>> = { readonly en_GB: E } & {
  readonly [L in OtherLanguage]: Readonly<Record<KeyOf<E>, string>> & PluralForms;
} & { readonly en_US?: Readonly<Partial<Record<keyof E, string>>> };

/** `export const stories = defineFamily({ en_GB: { 'stories.title': 'Stories' }, de: { … }, … })`. */
export function defineFamily<const E extends Record<string, string>>(catalogue: FamilyCatalogue<E>): FamilyCatalogue<E> {
  return catalogue;
}
