import type { PluralForms } from '../families/define.js';
import type { FamilyKey } from '../families/index.js';
import type { en_GB } from './en_GB.js';

/** The keys of the core catalogue (common words, errors, auth, navigation, footer). */
export type CoreKey = keyof typeof en_GB;

/** Every key of the UI catalogue, e.g. `auth.login.title`: the core keys and every family's keys. */
export type TranslationKey = CoreKey | FamilyKey;

/**
 * A complete catalogue: one string per key, and the plural forms (`<key>_<category>`) that any language has,
 * in every language (where a language needs no such form, it is the key's own text).
 */
export type Catalogue = Readonly<Record<TranslationKey, string>> & PluralForms;

/** Regional overrides on top of a language catalogue. */
export type CatalogueOverrides = Readonly<Partial<Record<TranslationKey, string>>> & PluralForms;

/** A language's translation of the core catalogue. */
export type CoreCatalogue = Readonly<Record<CoreKey, string>>;
export type CoreCatalogueOverrides = Readonly<Partial<Record<CoreKey, string>>>;
