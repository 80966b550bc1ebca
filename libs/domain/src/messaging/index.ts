export * from './messaging.js';
export * from './notifications.js';
