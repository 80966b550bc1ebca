import { describe, expect, it } from '@jest/globals';
import {
  CURRENCIES,
  COIN_PACKS,
  addMonths,
  applyTransfer,
  balanceFromEntries,
  coinPackPrice,
  isBalanced,
  isValidCoinAmount,
  needsWithdrawalApproval,
  prorate,
  tierPrice,
  transferEntries,
  withdrawalPayout,
  TRIAL_DAYS,
  TRIAL_TIER,
  trialEnd,
  trialRefusal,
  type LedgerEntry,
} from './index.js';
import { PAID_TIERS } from '../upgrades/reasons.js';

describe('ledger arithmetic', () => {
  it('accepts whole positive amounts up to the cap only', () => {
    expect([1, 500, 10_000_000].map(isValidCoinAmount)).toEqual([true, true, true]);
    expect([0, -1, 1.5, 10_000_001, Number.NaN].map(isValidCoinAmount)).toEqual([false, false, false, false, false]);
  });

  it('makes every movement a pair that sums to zero', () => {
    const pair = transferEntries('a', 'b', 30);
    expect(pair).toEqual([{ account: 'a', amount: -30 }, { account: 'b', amount: 30 }]);
    expect(isBalanced(pair)).toBe(true);
    expect(() => transferEntries('a', 'a', 1)).toThrow(RangeError);
  });

  it('never takes a member balance below zero; system accounts (no floor) may go negative', () => {
    const start = new Map([['alice', 100]]);
    const ok = applyTransfer(start, 'alice', 'bob', 100);
    expect(ok.ok && [ok.balances.get('alice'), ok.balances.get('bob')]).toEqual([0, 100]);
    expect(applyTransfer(start, 'alice', 'bob', 101)).toEqual({ ok: false, reason: 'insufficient-funds' });
    const issued = applyTransfer(new Map(), 'issuance', 'alice', 500, new Map([['issuance', null]]));
    expect(issued.ok && issued.balances.get('issuance')).toBe(-500);
    expect(start.get('alice')).toBe(100);
  });

  it('50 transfers of 10 from 100 coins: exactly 10 succeed and the ledger still sums to zero', () => {
    let balances = new Map<string, number>([['alice', 100], ['issuance', -100]]);
    const entries: LedgerEntry[] = [{ account: 'issuance', amount: -100 }, { account: 'alice', amount: 100 }];
    let succeeded = 0;
    for (let i = 0; i < 50; i++) {
      const r = applyTransfer(balances, 'alice', `bob${i % 3}`, 10);
      if (r.ok) {
        balances = r.balances;
        entries.push(...transferEntries('alice', `bob${i % 3}`, 10));
        succeeded++;
      }
    }
    expect(succeeded).toBe(10);
    expect(balances.get('alice')).toBe(0);
    expect(isBalanced(entries)).toBe(true);
    for (const [account, balance] of balances) expect(balanceFromEntries(account, entries)).toBe(balance);
  });
});

describe('prices', () => {
  it('has a price for every tier, period and currency, higher tiers cost more, longer periods less per month', () => {
    for (const c of CURRENCIES) {
      const monthly = PAID_TIERS.map((t) => tierPrice(t, 'month', c));
      expect([...monthly].sort((a, b) => a - b)).toEqual(monthly);
      for (const t of PAID_TIERS) {
        expect(Number.isInteger(tierPrice(t, 'year', c))).toBe(true);
        expect(tierPrice(t, 'quarter', c)).toBeLessThan(3 * tierPrice(t, 'month', c));
        expect(tierPrice(t, 'year', c) % 100).toBe(99);
      }
      for (const p of COIN_PACKS) expect(coinPackPrice(p.code, c)).toBeGreaterThan(0);
    }
    expect(tierPrice('gold', 'month', 'GBP')).toBe(1799);
    expect(tierPrice('gold', 'year', 'GBP')).toBe(16199);
    expect(coinPackPrice('nope', 'GBP')).toBeNull();
  });

  it('pays withdrawals out at the rate, rounded down, and asks for approval from the threshold', () => {
    expect(withdrawalPayout(1000, 'GBP')).toBe(500);
    expect(withdrawalPayout(1001, 'GBP')).toBe(500);
    expect(needsWithdrawalApproval(9999)).toBe(false);
    expect(needsWithdrawalApproval(10_000)).toBe(true);
  });
});

describe('proration', () => {
  const periodStart = new Date('2026-01-01T00:00:00Z');
  const periodEnd = new Date('2026-01-31T00:00:00Z');
  it('charges the difference for the rest of the period on an upgrade', () => {
    const r = prorate({ currentPrice: 999, newPrice: 1799, periodStart, periodEnd, now: new Date('2026-01-16T00:00:00Z') });
    expect(r).toEqual({ amountDue: 400, effective: 'now', remaining: 0.5 });
  });
  it('rounds up to a whole minor unit and charges nothing after the period', () => {
    expect(prorate({ currentPrice: 0, newPrice: 1001, periodStart, periodEnd, now: new Date('2026-01-16T00:00:00Z') }).amountDue).toBe(501);
    expect(prorate({ currentPrice: 999, newPrice: 1799, periodStart, periodEnd, now: new Date('2026-02-05T00:00:00Z') }).amountDue).toBe(0);
  });
  it('moves a downgrade to the period end with nothing charged', () => {
    expect(prorate({ currentPrice: 2999, newPrice: 999, periodStart, periodEnd, now: periodStart })).toEqual({ amountDue: 0, effective: 'period-end', remaining: 1 });
  });
  it('adds calendar months, clamping to the month end', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });
});

describe('free trial', () => {
  const ok = { open: true, canUpgrade: true, tier: 'free' as const, hasPaid: false, used: false };

  it('is a week of Gold from the moment it starts', () => {
    expect(TRIAL_TIER).toBe('gold');
    expect(trialEnd(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(TRIAL_DAYS).toBe(7);
  });

  it('is open once, to free members who never paid, where payments are open', () => {
    expect(trialRefusal(ok)).toBeNull();
    expect(trialRefusal({ ...ok, open: false })).toBe('payments-off');
    expect(trialRefusal({ ...ok, canUpgrade: false })).toBe('not-member');
    expect(trialRefusal({ ...ok, used: true })).toBe('used');
    expect(trialRefusal({ ...ok, hasPaid: true })).toBe('has-paid');
    expect(trialRefusal({ ...ok, tier: 'silver' })).toBe('has-tier');
    // A member who used the trial and later paid is told it was used (the first reason wins).
    expect(trialRefusal({ ...ok, used: true, hasPaid: true, tier: 'gold' })).toBe('used');
  });
});
