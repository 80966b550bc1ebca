import { isStoriesSite, type SiteFlags } from './variants.js';

/** Routes that never show adverts (SPEC 6), matched by exact route name. */
export const ADVERT_EXCLUDED_ROUTES = [
  'cover-editor',
  'dev-error',
  'legal',
  'legal-acceptable-use-policy',
  'legal-anti-slavery',
  'legal-content-policy',
  'legal-how-we-use-cookies',
  'legal-privacy-policy',
  'legal-terms-and-conditions',
] as const;

/** Further routes without the footer advert (SPEC 6). */
export const FOOTER_ADVERT_EXCLUDED_ROUTES = ['index', 'stories-genre-slug'] as const;

function listed(list: readonly string[], routeName: string | null | undefined): boolean {
  return routeName !== null && routeName !== undefined && list.includes(routeName);
}

/** Adverts show on advert sites, off the excluded routes (exact names, so legal-complaints-policy and legal-media-moderation-policy, unlisted in SPEC 6, do show them), to viewers who cannot hide adverts; an unnamed route (404) shows them. */
export function showAdverts(
  site: Pick<SiteFlags, 'adverts'>,
  routeName: string | null | undefined,
  permissions: { canHideAdverts: boolean },
): boolean {
  return site.adverts && !permissions.canHideAdverts && !listed(ADVERT_EXCLUDED_ROUTES, routeName);
}

/** The footer advert follows showAdverts and is also absent on index and stories-genre-slug. */
export function showFooterAdvert(
  site: Pick<SiteFlags, 'adverts'>,
  routeName: string | null | undefined,
  permissions: { canHideAdverts: boolean },
): boolean {
  return showAdverts(site, routeName, permissions) && !listed(FOOTER_ADVERT_EXCLUDED_ROUTES, routeName);
}

/**
 * What the advert slot shows. No ad network is integrated, so the slot carries the brand's own
 * ("house") advert, labelled as an advertisement: guests are invited to join, members who can upgrade
 * see what an upgrade brings (Gold hides adverts), and the others are pointed at a feature of the site:
 * writing a story on the stories site, the chat rooms elsewhere.
 */
export type HouseAdvert = 'join' | 'upgrade' | 'write-story' | 'chat';

export function houseAdvertFor(
  viewer: object | null,
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
  permissions: { canUpgrade: boolean },
): HouseAdvert {
  if (viewer === null) return 'join';
  if (permissions.canUpgrade) return 'upgrade';
  return isStoriesSite(site) ? 'write-story' : 'chat';
}
