export * from './table.js';
export * from './router.js';
