import {
  CoinBalance,
  CoinHistoryPage,
  CoinMoveResult,
  CoinRequest,
  CoinRequestList,
  CoinSettings,
  GiftCard,
  GiftCardResult,
  CoinTransaction,
  Subscription,
  Withdrawal,
  WithdrawalProducts,
} from '@community/contracts';
import type { PaidTier } from '@community/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../shared/api/client';
import { typed } from '../../shared/api/paths';

export const coinKeys = {
  all: ['coins'] as const,
  balance: ['coins', 'balance'] as const,
  history: ['coins', 'history'] as const,
  transaction: (id: string) => ['coins', 'transaction', id] as const,
  settings: ['coins', 'settings'] as const,
  withdrawProducts: ['coins', 'withdraw-products'] as const,
  withdrawals: ['coins', 'withdrawals'] as const,
  requests: ['coins', 'requests'] as const,
  giftCards: ['coins', 'gift-cards'] as const,
};

const enc = encodeURIComponent;

/** A fresh idempotency key per user action (a retry of the same action reuses it). */
export const newKey = (): string => globalThis.crypto.randomUUID();

export const coinsApi = {
  balance: (signal?: AbortSignal) => typed.get('/coins', { schema: CoinBalance, signal }),
  history: (after: string | null, signal?: AbortSignal) => typed.get('/coins/history', { query: { after, limit: 25 }, schema: CoinHistoryPage, signal }),
  transaction: (id: string, signal?: AbortSignal) => typed.get('/coins/history/{transaction}', { params: { transaction: id }, schema: CoinTransaction, signal }),
  transfer: (body: { to: string; amount: number; note?: string; idempotencyKey: string }) => typed.post('/coins/transfer', { body: body, schema: CoinMoveResult }),
  tip: (body: { storyId: string; amount: number; idempotencyKey: string }) => typed.post('/coins/tip', { body: body, schema: CoinMoveResult }),
  settings: (signal?: AbortSignal) => typed.get('/coins/settings', { schema: CoinSettings, signal }),
  saveSettings: (payoutAccount: string | null) => typed.put('/coins/settings', { body: { payoutAccount }, schema: CoinSettings }),
  upgrade: (tier: PaidTier, idempotencyKey: string) => typed.post('/coins/upgrade', { body: { tier, idempotencyKey }, schema: Subscription }),
  withdrawProducts: (signal?: AbortSignal) => typed.get('/coins/withdraw/products', { schema: WithdrawalProducts, signal }),
  withdraw: (coins: number, idempotencyKey: string) => typed.post('/coins/withdraw', { body: { coins, idempotencyKey }, schema: Withdrawal }),
  withdrawals: (signal?: AbortSignal) => typed.get('/coins/withdrawals', { schema: z.array(Withdrawal), signal }),
  requests: (signal?: AbortSignal) => typed.get('/coins/requests', { schema: CoinRequestList, signal }),
  ask: (body: { from: string; amount: number; note?: string; idempotencyKey: string }) => typed.post('/coins/requests', { body: body, schema: CoinRequest }),
  answer: (code: string, action: 'approve' | 'decline' | 'cancel' | 'resend') => api.post(`/coins/requests/${enc(code)}/${action}`, undefined, { schema: CoinRequest }),
  giftCards: (signal?: AbortSignal) => typed.get('/coins/gift-cards', { schema: z.array(GiftCard), signal }),
  buyGiftCard: (value: number, idempotencyKey: string) => typed.post('/coins/gift-cards', { body: { value, idempotencyKey }, schema: GiftCardResult }),
  redeemGiftCard: (code: string) => typed.post('/coins/gift-cards/redeem', { body: { code }, schema: GiftCardResult }),
};

export const balanceQuery = () => queryOptions({ queryKey: coinKeys.balance, queryFn: ({ signal }) => coinsApi.balance(signal) });
export const historyQuery = () =>
  infiniteQueryOptions({
    queryKey: coinKeys.history,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => coinsApi.history(pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });
export const transactionQuery = (id: string) => queryOptions({ queryKey: coinKeys.transaction(id), queryFn: ({ signal }) => coinsApi.transaction(id, signal) });
export const coinSettingsQuery = () => queryOptions({ queryKey: coinKeys.settings, queryFn: ({ signal }) => coinsApi.settings(signal) });
export const withdrawProductsQuery = () => queryOptions({ queryKey: coinKeys.withdrawProducts, queryFn: ({ signal }) => coinsApi.withdrawProducts(signal) });
export const withdrawalsQuery = () => queryOptions({ queryKey: coinKeys.withdrawals, queryFn: ({ signal }) => coinsApi.withdrawals(signal), refetchInterval: 5000 });
/** Sections of the coins pages, not the page's own data: a failure shows inline and never leaves the page. */
export const coinRequestsQuery = () => queryOptions({ queryKey: coinKeys.requests, queryFn: ({ signal }) => coinsApi.requests(signal), meta: { background: true } });
export const giftCardsQuery = () => queryOptions({ queryKey: coinKeys.giftCards, queryFn: ({ signal }) => coinsApi.giftCards(signal), meta: { background: true } });
