export * from './tabs.js';
export * from './flood.js';
export * from './rooms.js';
