import type { PaidTier } from '../upgrades/reasons.js';

/** Currencies the variants charge in (variant files' `currency`). Amounts are integer minor units (pence, cents, grosze). */
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'AUD', 'NZD', 'CAD', 'CHF', 'PLN', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/** Billing periods of a paid tier and their length in months. */
export const BILLING_PERIODS = ['month', 'quarter', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const PERIOD_MONTHS: Record<BillingPeriod, number> = { month: 1, quarter: 3, year: 12 };

/** Longer periods cost less per month: 10 % off a quarter, 25 % off a year. */
const PERIOD_DISCOUNT: Record<BillingPeriod, number> = { month: 0, quarter: 0.1, year: 0.25 };

/** Monthly price of each tier per currency, in minor units. */
export const MONTHLY_TIER_PRICES: Record<Currency, Record<PaidTier, number>> = {
  GBP: { silver: 999, gold: 1799, platinum: 2999 },
  EUR: { silver: 1199, gold: 1999, platinum: 3499 },
  USD: { silver: 1299, gold: 2199, platinum: 3699 },
  AUD: { silver: 1899, gold: 3299, platinum: 5499 },
  NZD: { silver: 1999, gold: 3499, platinum: 5799 },
  CAD: { silver: 1699, gold: 2899, platinum: 4799 },
  CHF: { silver: 1199, gold: 1999, platinum: 3499 },
  PLN: { silver: 4999, gold: 8999, platinum: 14999 },
  ZAR: { silver: 19999, gold: 34999, platinum: 57999 },
};

/**
 * The price of a tier for a period in a currency (minor units): months × monthly price, less the period's
 * discount, rounded down to a whole major unit and then one minor unit below it (so prices end in .99).
 */
export function tierPrice(tier: PaidTier, period: BillingPeriod, currency: Currency): number {
  const monthly = MONTHLY_TIER_PRICES[currency][tier];
  if (period === 'month') return monthly;
  const raw = monthly * PERIOD_MONTHS[period] * (1 - PERIOD_DISCOUNT[period]);
  return Math.floor(raw / 100) * 100 + 99;
}

/** A tier bought with coins: coins per month (no longer periods with coins). */
export const TIER_COIN_PRICES: Record<PaidTier, number> = { silver: 1000, gold: 1800, platinum: 3000 };

/** A pack of coins on sale. `code` is stable across currencies (`coins-500`). */
export interface CoinPack {
  readonly code: string;
  readonly coins: number;
  /** Extra coins included, shown as a bonus (already counted in `coins`). */
  readonly bonus: number;
}

export const COIN_PACKS: readonly CoinPack[] = [
  { code: 'coins-500', coins: 500, bonus: 0 },
  { code: 'coins-1100', coins: 1100, bonus: 100 },
  { code: 'coins-2400', coins: 2400, bonus: 400 },
  { code: 'coins-6500', coins: 6500, bonus: 1500 },
];

/** Price of each coin pack per currency (minor units), in COIN_PACKS order. */
const COIN_PACK_PRICES: Record<Currency, readonly [number, number, number, number]> = {
  GBP: [499, 999, 1999, 4999],
  EUR: [599, 1199, 2399, 5999],
  USD: [649, 1299, 2599, 6499],
  AUD: [949, 1899, 3799, 9499],
  NZD: [999, 1999, 3999, 9999],
  CAD: [849, 1699, 3399, 8499],
  CHF: [599, 1199, 2399, 5999],
  PLN: [2499, 4999, 9999, 24999],
  ZAR: [9999, 19999, 39999, 99999],
};

export function coinPack(code: string): CoinPack | null {
  return COIN_PACKS.find((p) => p.code === code) ?? null;
}

export function coinPackPrice(code: string, currency: Currency): number | null {
  const i = COIN_PACKS.findIndex((p) => p.code === code);
  return i < 0 ? null : COIN_PACK_PRICES[currency][i]!;
}

/**
 * Withdrawals: what 100 coins pay out, per currency (minor units). A coin bought at the smallest pack costs
 * about 1p; it pays out at half that, the site's margin.
 */
export const WITHDRAWAL_RATE_PER_100: Record<Currency, number> = {
  GBP: 50, EUR: 60, USD: 65, AUD: 95, NZD: 100, CAD: 85, CHF: 60, PLN: 250, ZAR: 1000,
};
/** The smallest withdrawal, in coins. */
export const MIN_WITHDRAWAL_COINS = 1000;
/** Withdrawals of this many coins or more wait for a staff member's approval before the payout job runs. */
export const WITHDRAWAL_APPROVAL_COINS = 10_000;
/** The largest single withdrawal, in coins. */
export const MAX_WITHDRAWAL_COINS = 1_000_000;

/** Withdrawal products: the amounts offered on `/coins/manage/withdraw` (any multiple of 100 in range is accepted). */
export const WITHDRAWAL_PRODUCTS = [1000, 2500, 5000, 10_000, 25_000] as const;

/** What a withdrawal of `coins` pays out in `currency`, rounded down to a minor unit. */
export function withdrawalPayout(coins: number, currency: Currency): number {
  return Math.floor((coins * WITHDRAWAL_RATE_PER_100[currency]) / 100);
}

/** True when the withdrawal waits for staff approval. */
export function needsWithdrawalApproval(coins: number): boolean {
  return coins >= WITHDRAWAL_APPROVAL_COINS;
}
