import { canUpgrade } from '../access/permissions.js';
import type { Role, Tier } from '../members/roles.js';
import { effectiveTier } from '../members/tiers.js';
import type { SiteFlags } from '../site/variants.js';

/** SPEC 4: the upgrade banner's kinds; `default` is the Gold banner. */
export const BANNER_TYPES = ['promo', 'black-friday', 'special', 'platinum', 'default'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** A dated promotion configured for some variants (or all): `promo` (a price promotion) or `special` (a one-off text). */
export interface UpgradeCampaign {
  readonly type: 'promo' | 'special';
  /** Variant codes, or 'all'. */
  readonly variants: readonly string[] | 'all';
  /** Inclusive start. */
  readonly startsAt: Date;
  /** Exclusive end. */
  readonly endsAt: Date;
}

const DAY_MS = 86_400_000;

/** Black Friday of a year: the day after the fourth Thursday of November (00:00 UTC). */
export function blackFriday(year: number): Date {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1));
  const firstThursday = 1 + ((4 - firstOfNovember.getUTCDay() + 7) % 7);
  return new Date(Date.UTC(year, 10, firstThursday + 21 + 1));
}

/**
 * The Black Friday week: from the Monday before Black Friday (00:00 UTC) to the end of Cyber Monday, the
 * Monday after (so the start is inclusive and the end, the Tuesday 00:00 UTC, exclusive): eight days.
 */
export function blackFridayWeek(year: number): { start: Date; end: Date } {
  const friday = blackFriday(year).getTime();
  return { start: new Date(friday - 4 * DAY_MS), end: new Date(friday + 4 * DAY_MS) };
}

/** True inside the Black Friday week of `now`'s year. */
export function isBlackFridayWeek(now: Date): boolean {
  const { start, end } = blackFridayWeek(now.getUTCFullYear());
  return now.getTime() >= start.getTime() && now.getTime() < end.getTime();
}

/** The first campaign of this type running on this variant at `now` (start inclusive, end exclusive). */
export function activeCampaign<C extends UpgradeCampaign>(
  campaigns: readonly C[],
  type: UpgradeCampaign['type'],
  variant: string,
  now: Date,
): C | null {
  return (
    campaigns.find(
      (c) =>
        c.type === type &&
        (c.variants === 'all' || c.variants.includes(variant)) &&
        c.startsAt.getTime() <= now.getTime() &&
        now.getTime() < c.endsAt.getTime(),
    ) ?? null
  );
}

export interface BannerViewer {
  readonly role: Role;
  readonly tier: Tier;
  readonly tierExpiresAt: Date | null;
  readonly suspended: boolean;
}

/**
 * Which upgrade banner a viewer sees, or null for none.
 *
 * - None for guests, staff, suspended members, Platinum members, on variants that do not sell upgrades and
 *   while payments are off: exactly when `canUpgrade` is false (the banner only sells what can be bought).
 * - Otherwise, first match: `black-friday` in the Black Friday week; `special` while a special campaign
 *   runs on the variant; `promo` while a promo campaign runs; `platinum` for Gold members (Platinum is all
 *   that is left to buy); `default` (the Gold banner) for free and Silver members.
 */
export function bannerTypeFor(
  viewer: BannerViewer | null,
  site: Pick<SiteFlags, 'code' | 'paid' | 'payments'>,
  now: Date,
  campaigns: readonly UpgradeCampaign[] = [],
): BannerType | null {
  if (!canUpgrade(viewer, site, now) || viewer === null) return null;
  if (isBlackFridayWeek(now)) return 'black-friday';
  if (activeCampaign(campaigns, 'special', site.code, now)) return 'special';
  if (activeCampaign(campaigns, 'promo', site.code, now)) return 'promo';
  return effectiveTier(viewer, now) === 'gold' ? 'platinum' : 'default';
}

/** The upgrade dialog's reason when a banner is clicked (SPEC 4: `{type}-banner`). */
export function bannerReason(type: BannerType): `${BannerType}-banner` {
  return `${type}-banner`;
}
