export * from './profiles.js';
export * from './avatars.js';
export * from './activity.js';
export * from './walls.js';
export * from './discover.js';
