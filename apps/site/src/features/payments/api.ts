import {
  CardUpdate,
  ChangeTierPreview,
  ChangeTierResult,
  CoinProducts,
  FreeTrial,
  Payment,
  PaymentPage,
  Subscription,
  SubscriptionView,
  UpgradeOffer,
  UpgradePrices,
} from '@community/contracts';
import type { BillingPeriod, PaidTier } from '@community/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const paymentKeys = {
  all: ['payments'] as const,
  prices: ['payments', 'prices'] as const,
  coinProducts: ['payments', 'coin-products'] as const,
  payment: (reference: string) => ['payments', 'payment', reference] as const,
  transactions: ['payments', 'transactions'] as const,
  subscription: ['payments', 'subscription'] as const,
  preview: (tier: PaidTier) => ['payments', 'preview', tier] as const,
  offer: ['payments', 'offer'] as const,
  trial: ['payments', 'trial'] as const,
};

const enc = encodeURIComponent;

export const paymentsApi = {
  prices: (signal?: AbortSignal) => api.get('/payment/upgrade', { schema: UpgradePrices, signal }),
  coinProducts: (signal?: AbortSignal) => api.get('/payment/coins', { schema: CoinProducts, signal }),
  buyCoins: (product: string, idempotencyKey: string) => api.post('/payment/coins', { product, idempotencyKey }, { schema: Payment }),
  buyUpgrade: (body: { tier: PaidTier; period: BillingPeriod; giftTo?: string; idempotencyKey: string }) => api.post('/payment/upgrade', body, { schema: Payment }),
  offer: (signal?: AbortSignal) => api.get('/payment/upgrade/offer', { schema: UpgradeOffer, signal }),
  buyOffer: (idempotencyKey: string) => api.post('/payment/upgrade/offer', { idempotencyKey }, { schema: Payment }),
  payment: (reference: string, signal?: AbortSignal) => api.get(`/payment/upgrade/${enc(reference)}`, { schema: Payment, signal }),
  process: (reference: string, paymentMethod: string) => api.post(`/payment/process/${enc(reference)}`, { paymentMethod }, { schema: Payment }),
  threeDSecure: (reference: string) => api.post('/payment/threed-secure', { reference }, { schema: Payment }),
  transactions: (signal?: AbortSignal) => api.get('/payment/transactions', { query: { limit: 50 }, schema: PaymentPage, signal }),
  subscription: (signal?: AbortSignal) => api.get('/payment/subscription', { schema: SubscriptionView, signal }),
  cancel: () => api.post('/payment/subscription/cancel', undefined, { schema: Subscription }),
  resume: () => api.post('/payment/subscription/resume', undefined, { schema: Subscription }),
  preview: (tier: PaidTier, signal?: AbortSignal) => api.get('/payment/subscription/change', { query: { tier }, schema: ChangeTierPreview, signal }),
  change: (tier: PaidTier, idempotencyKey: string) => api.post('/payment/subscription/change', { tier, idempotencyKey }, { schema: ChangeTierResult }),
  updateCard: (subscriptionId: string, paymentMethod: string, idempotencyKey: string) =>
    api.post(`/payment/subscription/${enc(subscriptionId)}/card`, { paymentMethod, idempotencyKey }, { schema: CardUpdate }),
  completeCardUpdate: (reference: string) => api.post('/payment/subscription/card/threed-secure', { reference }, { schema: CardUpdate }),
  trial: (signal?: AbortSignal) => api.get('/payment/trial', { schema: FreeTrial, signal }),
  startTrial: () => api.post('/payment/trial', undefined, { schema: Subscription }),
};

export const pricesQuery = () => queryOptions({ queryKey: paymentKeys.prices, queryFn: ({ signal }) => paymentsApi.prices(signal), staleTime: 60_000 });
export const coinProductsQuery = () => queryOptions({ queryKey: paymentKeys.coinProducts, queryFn: ({ signal }) => paymentsApi.coinProducts(signal), staleTime: 60_000 });
export const paymentQuery = (reference: string) => queryOptions({ queryKey: paymentKeys.payment(reference), queryFn: ({ signal }) => paymentsApi.payment(reference, signal) });
export const transactionsQuery = () => queryOptions({ queryKey: paymentKeys.transactions, queryFn: ({ signal }) => paymentsApi.transactions(signal) });
export const subscriptionQuery = () => queryOptions({ queryKey: paymentKeys.subscription, queryFn: ({ signal }) => paymentsApi.subscription(signal) });
export const previewQuery = (tier: PaidTier) => queryOptions({ queryKey: paymentKeys.preview(tier), queryFn: ({ signal }) => paymentsApi.preview(tier, signal) });
export const offerQuery = () => queryOptions({ queryKey: paymentKeys.offer, queryFn: ({ signal }) => paymentsApi.offer(signal) });
export const trialQuery = () => queryOptions({ queryKey: paymentKeys.trial, queryFn: ({ signal }) => paymentsApi.trial(signal) });
