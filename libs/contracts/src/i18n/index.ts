export * from './locales.js';
export * from './format.js';
export * from './translations.js';
export { en_GB } from './catalogues/en_GB.js';
