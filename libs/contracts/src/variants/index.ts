export * from './variant.js';
export * from './site.js';
export * from './resolve.js';
export * from './sample.js';
