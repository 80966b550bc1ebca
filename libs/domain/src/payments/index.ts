export * from './prices.js';
export * from './ledger.js';
export * from './proration.js';
export * from './gift-cards.js';
export * from './trial.js';
