export * from './http/envelope.js';
export * from './auth/auth.js';
export * from './staff/members.js';
