import type { Tier } from '../members/roles.js';
import { isStoriesSite, type SiteFlags } from './variants.js';

/** Routes without the upgrade banner: SPEC 6's three plus upgrade-offer, which is itself an upgrade page. */
export const UPGRADE_BANNER_EXCLUDED_ROUTES = ['setup-position', 'upgrade', 'upgrade-offer', 'cover-editor'] as const;

/** The upgrade banner shows to viewers who can upgrade, except on the excluded routes (exact route names). */
export function showUpgradeBanner(permissions: { canUpgrade: boolean }, routeName: string | null | undefined): boolean {
  if (!permissions.canUpgrade) return false;
  return routeName === null || routeName === undefined || !(UPGRADE_BANNER_EXCLUDED_ROUTES as readonly string[]).includes(routeName);
}

/** The join prompt shows to guests only, and not on index unless the site is in stories mode (SPEC 6). */
export function showPrompt(loggedIn: boolean, routeName: string | null | undefined, storiesMode: boolean): boolean {
  if (loggedIn) return false;
  return storiesMode || routeName !== 'index';
}

export type Badge = 'star' | 'crown';

/** Star for silver and gold, crown for platinum, nothing for free; only on paid sites that are not the stories site (pass the effective tier). */
export function badgeFor(tier: Tier, site: Pick<SiteFlags, 'code' | 'paid' | 'storiesMode'>): Badge | null {
  if (!site.paid || isStoriesSite(site)) return null;
  switch (tier) {
    case 'silver':
    case 'gold':
      return 'star';
    case 'platinum':
      return 'crown';
    case 'free':
      return null;
  }
}
