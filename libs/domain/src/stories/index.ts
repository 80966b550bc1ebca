export * from './catalogue.js';
export * from './limits.js';
export * from './tags.js';
export * from './slug.js';
export * from './rich-text.js';
export * from './rules.js';
export * from './books.js';
