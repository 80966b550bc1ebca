/**
 * Coin ledger arithmetic (ARCHITECTURE convention 7). Coins are whole numbers; every change moves an amount
 * from one account to another as a pair of entries that sum to zero. Member accounts never go below zero;
 * the system accounts (issuance, spent, held) may, so the sum over all accounts is always zero.
 */

/** The largest amount one operation may move (keeps every sum far inside PostgreSQL bigint and JS safe integers). */
export const MAX_COIN_AMOUNT = 10_000_000;

/** Idempotency keys: 8–100 characters of letters, digits, `-`, `_`, `.` and `:` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

export function isValidCoinAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_COIN_AMOUNT;
}

/** One side of a movement: a signed amount on an account. */
export interface LedgerEntry {
  readonly account: string;
  readonly amount: number;
}

/** The two entries of a movement of `amount` from `from` to `to`. */
export function transferEntries(from: string, to: string, amount: number): [LedgerEntry, LedgerEntry] {
  if (!isValidCoinAmount(amount)) throw new RangeError(`invalid coin amount ${amount}`);
  if (from === to) throw new RangeError('cannot move coins to the same account');
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}

/** True when entries sum to zero (every movement, and the whole ledger). */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  return entries.reduce((sum, e) => sum + e.amount, 0) === 0;
}

export type TransferOutcome = { ok: true; balances: Map<string, number> } | { ok: false; reason: 'insufficient-funds' | 'invalid-amount' | 'same-account' };

/**
 * Applies a movement to balances: refused when the amount is invalid, the accounts are the same, or `from`
 * is a member account (`floor` 0) that cannot afford it. Returns new balances; the input is not changed.
 */
export function applyTransfer(
  balances: ReadonlyMap<string, number>,
  from: string,
  to: string,
  amount: number,
  floors: ReadonlyMap<string, number | null> = new Map(),
): TransferOutcome {
  if (!isValidCoinAmount(amount)) return { ok: false, reason: 'invalid-amount' };
  if (from === to) return { ok: false, reason: 'same-account' };
  const floor = floors.has(from) ? floors.get(from)! : 0;
  const current = balances.get(from) ?? 0;
  if (floor !== null && current - amount < floor) return { ok: false, reason: 'insufficient-funds' };
  const next = new Map(balances);
  next.set(from, current - amount);
  next.set(to, (next.get(to) ?? 0) + amount);
  return { ok: true, balances: next };
}

/** A balance as the ledger explains it: the sum of the account's entries. */
export function balanceFromEntries(account: string, entries: readonly LedgerEntry[]): number {
  return entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0);
}

/** Coin balance text, e.g. "1,250" in en-GB. */
export function formatCoins(balance: number, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-')).format(balance);
}

/** A money amount in minor units as text, e.g. 1799 GBP → "£17.99". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency }).format(minor / 100);
}
