export * from './http/envelope.js';
export * from './auth/auth.js';
export * from './staff/members.js';
export * from './jobs/jobs.js';
export * from './routes/index.js';
export * from './i18n/index.js';
export * from './variants/index.js';
export * from './realtime/events.js';
