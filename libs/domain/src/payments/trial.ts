import type { PaidTier } from '../upgrades/reasons.js';

/**
 * The free trial (issue 6): a member who has never paid tries Gold for a week, once. No card is taken and
 * nothing renews: the trial ends by itself at `trialEnd` (the scheduled expiry job drops the tier and tells
 * the member), and buying the tier during the trial adds the paid period after the trial's last day.
 */
export const TRIAL_TIER: PaidTier = 'gold';
export const TRIAL_DAYS = 7;

export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * 86_400_000);
}

export type TrialRefusal = 'payments-off' | 'not-member' | 'has-tier' | 'has-paid' | 'used';

export interface TrialFacts {
  /** Payments are open on the variant (flags.paid and flags.payments, a gateway configured). */
  readonly open: boolean;
  /** A confirmed, unsuspended, non-staff member (the same people `canUpgrade` lets through). */
  readonly canUpgrade: boolean;
  /** The member's tier now (after expiry). */
  readonly tier: PaidTier | 'free';
  /** Any payment of theirs ever succeeded (or was refunded). */
  readonly hasPaid: boolean;
  /** They took the trial before, on any variant. */
  readonly used: boolean;
}

/** Why a member may not start the trial, or null when they may. Checked in this order. */
export function trialRefusal(f: TrialFacts): TrialRefusal | null {
  if (!f.open) return 'payments-off';
  if (!f.canUpgrade) return 'not-member';
  if (f.used) return 'used';
  if (f.hasPaid) return 'has-paid';
  if (f.tier !== 'free') return 'has-tier';
  return null;
}
