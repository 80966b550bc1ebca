export * from './prices.js';
export * from './ledger.js';
export * from './proration.js';
