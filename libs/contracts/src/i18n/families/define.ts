import type { Language } from '../locales.js';

type OtherLanguage = Exclude<Language, 'en'>;

/**
 * One feature family's strings: the British English reference and a full translation per language (the
 * compiler refuses a missing key), plus optional American English differences. Families keep their keys
 * under their own prefix (`stories.`, `messages.`, …) so that no two families edit the same file.
 */
export type FamilyCatalogue<E extends Record<string, string>> = { readonly en_GB: E } & {
  readonly [L in OtherLanguage]: Readonly<Record<keyof E, string>>;
} & { readonly en_US?: Readonly<Partial<Record<keyof E, string>>> };

/** `export const stories = defineFamily({ en_GB: { 'stories.title': 'Stories' }, de: { … }, … })`. */
export function defineFamily<const E extends Record<string, string>>(catalogue: FamilyCatalogue<E>): FamilyCatalogue<E> {
  return catalogue;
}
