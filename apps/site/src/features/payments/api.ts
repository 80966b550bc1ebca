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
import { typed } from '../../shared/api/paths';

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

export const paymentsApi = {
  prices: (signal?: AbortSignal) => typed.get('/payment/upgrade', { schema: UpgradePrices, signal }),
  coinProducts: (signal?: AbortSignal) => typed.get('/payment/coins', { schema: CoinProducts, signal }),
  buyCoins: (product: string, idempotencyKey: string) => typed.post('/payment/coins', { body: { product, idempotencyKey }, schema: Payment }),
  buyUpgrade: (body: { tier: PaidTier; period: BillingPeriod; giftTo?: string; idempotencyKey: string }) => typed.post('/payment/upgrade', { body: body, schema: Payment }),
  offer: (signal?: AbortSignal) => typed.get('/payment/upgrade/offer', { schema: UpgradeOffer, signal }),
  buyOffer: (idempotencyKey: string) => typed.post('/payment/upgrade/offer', { body: { idempotencyKey }, schema: Payment }),
  payment: (reference: string, signal?: AbortSignal) => typed.get('/payment/upgrade/{reference}', { params: { reference }, schema: Payment, signal }),
  process: (reference: string, paymentMethod: string) => typed.post('/payment/process/{reference}', { params: { reference }, body: { paymentMethod }, schema: Payment }),
  threeDSecure: (reference: string) => typed.post('/payment/threed-secure', { body: { reference }, schema: Payment }),
  transactions: (signal?: AbortSignal) => typed.get('/payment/transactions', { query: { limit: 50 }, schema: PaymentPage, signal }),
  subscription: (signal?: AbortSignal) => typed.get('/payment/subscription', { schema: SubscriptionView, signal }),
  cancel: () => typed.post('/payment/subscription/cancel', { schema: Subscription }),
  resume: () => typed.post('/payment/subscription/resume', { schema: Subscription }),
  preview: (tier: PaidTier, signal?: AbortSignal) => typed.get('/payment/subscription/change', { query: { tier }, schema: ChangeTierPreview, signal }),
  change: (tier: PaidTier, idempotencyKey: string) => typed.post('/payment/subscription/change', { body: { tier, idempotencyKey }, schema: ChangeTierResult }),
  updateCard: (subscriptionId: string, paymentMethod: string, idempotencyKey: string) =>
    typed.post('/payment/subscription/{id}/card', { params: { id: subscriptionId }, body: { paymentMethod, idempotencyKey }, schema: CardUpdate }),
  completeCardUpdate: (reference: string) => typed.post('/payment/subscription/card/threed-secure', { body: { reference }, schema: CardUpdate }),
  trial: (signal?: AbortSignal) => typed.get('/payment/trial', { schema: FreeTrial, signal }),
  startTrial: () => typed.post('/payment/trial', { schema: Subscription }),
};

export const pricesQuery = () => queryOptions({ queryKey: paymentKeys.prices, queryFn: ({ signal }) => paymentsApi.prices(signal), staleTime: 60_000 });
export const coinProductsQuery = () => queryOptions({ queryKey: paymentKeys.coinProducts, queryFn: ({ signal }) => paymentsApi.coinProducts(signal), staleTime: 60_000 });
export const paymentQuery = (reference: string) => queryOptions({ queryKey: paymentKeys.payment(reference), queryFn: ({ signal }) => paymentsApi.payment(reference, signal) });
export const transactionsQuery = () => queryOptions({ queryKey: paymentKeys.transactions, queryFn: ({ signal }) => paymentsApi.transactions(signal) });
export const subscriptionQuery = () => queryOptions({ queryKey: paymentKeys.subscription, queryFn: ({ signal }) => paymentsApi.subscription(signal) });
export const previewQuery = (tier: PaidTier) => queryOptions({ queryKey: paymentKeys.preview(tier), queryFn: ({ signal }) => paymentsApi.preview(tier, signal) });
export const offerQuery = () => queryOptions({ queryKey: paymentKeys.offer, queryFn: ({ signal }) => paymentsApi.offer(signal) });
export const trialQuery = () => queryOptions({ queryKey: paymentKeys.trial, queryFn: ({ signal }) => paymentsApi.trial(signal) });
