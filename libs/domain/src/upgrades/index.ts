export * from './banner.js';
export * from './reasons.js';
