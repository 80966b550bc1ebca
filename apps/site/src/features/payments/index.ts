/** Payments for other features (coins, overlays): the price and trial queries, the trial card, the upgrade prices. */
export { coinProductsQuery, offerQuery, paymentsApi, pricesQuery, trialQuery } from './api';
export { FreeTrialCard } from './FreeTrialCard';
export { UpgradePrices } from './PaymentPages';
