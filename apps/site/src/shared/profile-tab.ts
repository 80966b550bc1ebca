import type { ProfileView } from '@community/contracts';
import type { ComponentType } from 'react';
import type { SiteTranslationKey } from './i18n/fallback';
import type { RouteName } from './routes';

/** One tab of `/profile/{name}`: the route that opens it, its label, and what it shows. */
export interface ProfileTab {
  /** The tab's own route, e.g. `profile-name-friends`. */
  route: RouteName;
  /** Deeper routes that open this tab too (e.g. `profile-name-media-albums` under media). */
  routes?: readonly RouteName[];
  label: SiteTranslationKey;
  /** Position in the tab bar. */
  order: number;
  /** Whether the tab shows for this profile and viewer (e.g. notes only on one's own profile). */
  visible?: (profile: ProfileView) => boolean;
  Component: ComponentType<{ profile: ProfileView }>;
}
