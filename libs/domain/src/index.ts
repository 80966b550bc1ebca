export * from './members/roles.js';
