import type { AuthedViewer } from '../members/viewer.js';
import { isStoriesSite, type SiteFlags } from './variants.js';

/** Route names the home link can point at, with their paths (SPEC 2). */
export const HOME_ROUTE_PATHS = {
  index: '/',
  activity: '/activity',
  newactivity: '/newactivity',
} as const;
export type HomeRouteName = keyof typeof HOME_ROUTE_PATHS;

/** Guests and every visitor of the stories site go to index; logged-in members elsewhere go to their landing page (activity or newactivity). */
export function homeLinkFor(
  viewer: Pick<AuthedViewer, 'landingPage'> | null,
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
): HomeRouteName {
  if (viewer === null || isStoriesSite(site)) return 'index';
  return viewer.landingPage;
}

/** The path of homeLinkFor. */
export function homePathFor(
  viewer: Pick<AuthedViewer, 'landingPage'> | null,
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
): string {
  return HOME_ROUTE_PATHS[homeLinkFor(viewer, site)];
}
