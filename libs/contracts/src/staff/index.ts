export * from './members.js';
export * from './audit.js';
export * from './pages.js';
export * from './member-detail.js';
export * from './stats.js';
