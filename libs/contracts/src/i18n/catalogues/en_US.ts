import type { CoreCatalogueOverrides as CatalogueOverrides } from './types.js';

/** American English: only the strings that differ from en_GB. */
export const en_US: CatalogueOverrides = {
  'auth.login.forgot': 'Forgot your password?',
  'auth.forgot.title': 'Forgot your password?',
  'nav.favouriteStories': 'Favorite stories',
};
