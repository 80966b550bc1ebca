/**
 * Changing tier in the middle of a paid period (Stripe's model): an upgrade is charged now for the rest of
 * the period at the difference between the two prices, and the period end stays; a downgrade (or the same
 * price) charges nothing now and takes effect when the period ends.
 */
export interface ProrationInput {
  /** What the current period cost (minor units). */
  readonly currentPrice: number;
  /** What the new tier costs for the same period (minor units). */
  readonly newPrice: number;
  readonly periodStart: Date;
  readonly periodEnd: Date;
  readonly now: Date;
}

export interface Proration {
  /** Charged now (minor units, rounded up to a whole minor unit). */
  readonly amountDue: number;
  /** 'now' for upgrades, 'period-end' for downgrades. */
  readonly effective: 'now' | 'period-end';
  /** Share of the period left, 0..1. */
  readonly remaining: number;
}

export function prorate(input: ProrationInput): Proration {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), Math.max(total, 0));
  const remaining = total > 0 ? left / total : 0;
  if (input.newPrice <= input.currentPrice) return { amountDue: 0, effective: 'period-end', remaining };
  return { amountDue: Math.ceil((input.newPrice - input.currentPrice) * remaining), effective: 'now', remaining };
}

/** The end of a period of `months` starting at `start` (calendar months, UTC; 31 Jan + 1 month = 28/29 Feb). */
export function addMonths(start: Date, months: number): Date {
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
