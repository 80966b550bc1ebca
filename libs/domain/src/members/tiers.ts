import { TIERS, type Tier } from './roles.js';

/** Position of a tier in TIERS: free 0, silver 1, gold 2, platinum 3. */
export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** True when `tier` is `min` or higher. */
export function tierAtLeast(tier: Tier, min: Tier): boolean {
  return tierRank(tier) >= tierRank(min);
}

/** Guests are free; a paid tier counts as free from the instant it expires (expiresAt <= now), an unreadable expiry date counts as expired, and a null expiry never lapses. */
export function effectiveTier(viewer: { tier: Tier; tierExpiresAt: Date | null } | null, now: Date): Tier {
  if (viewer === null || viewer.tier === 'free') return 'free';
  if (viewer.tierExpiresAt === null) return viewer.tier;
  return viewer.tierExpiresAt.getTime() > now.getTime() ? viewer.tier : 'free';
}
