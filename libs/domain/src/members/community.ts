/** The members issue's rules (profiles, relationships, distances), exported through one line of the index. */
export * from './profiles.js';
export * from './relationships.js';
export * from './geo.js';
export * from './avatars.js';
export * from './activity.js';
export * from './walls.js';
