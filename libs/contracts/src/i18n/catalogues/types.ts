import type { en_GB } from './en_GB.js';

/** Every key of the UI catalogue, e.g. `auth.login.title`. */
export type TranslationKey = keyof typeof en_GB;

/** A complete catalogue: one string per key. */
export type Catalogue = Readonly<Record<TranslationKey, string>>;

/** Regional overrides on top of a language catalogue. */
export type CatalogueOverrides = Readonly<Partial<Record<TranslationKey, string>>>;
