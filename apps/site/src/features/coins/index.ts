/** Coins for other features: the idempotency key its purchases use. Its pages are registered in app/pages.ts. */
export { newKey } from './api';
