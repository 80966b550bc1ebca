import type { Role } from '../members/roles.js';
import type { AuthedViewer } from '../members/viewer.js';
import { homePathFor } from '../site/home.js';
import { isStoriesSite, type SiteFlags } from '../site/variants.js';
import { canAccessPage } from './permissions.js';
import { LOGIN_PATH } from './redirects.js';

/** What a route guard decides: let through, or send elsewhere (savePath: remember the intended page for after login). */
export type GuardDecision = { allow: true } | { allow: false; redirect: string; savePath?: boolean };

/** Roles the administration area admits (SPEC 6 names "two specific roles"). */
export const ADMIN_AREA_ROLES = ['admin', 'super'] as const satisfies readonly Role[];

// Fresh objects each time, so a caller that mutates a decision cannot change the next one.
const allow = (): GuardDecision => ({ allow: true });
const toHome = (): GuardDecision => ({ allow: false, redirect: '/' });
const toLogin = (): GuardDecision => ({ allow: false, redirect: LOGIN_PATH, savePath: true });

/** Administration area: admin and super only (global and the other staff roles are refused); everyone else, guests included, goes to '/'. */
export function adminAreaGuard(viewer: Pick<AuthedViewer, 'role'> | null): GuardDecision {
  return viewer !== null && (ADMIN_AREA_ROLES as readonly Role[]).includes(viewer.role) ? allow() : toHome();
}

/** Super-only pages; everyone else goes to '/'. */
export function superGuard(viewer: Pick<AuthedViewer, 'role'> | null): GuardDecision {
  return viewer !== null && viewer.role === 'super' ? allow() : toHome();
}

/** Per-page access: super, global, admin, moderator, or a member granted this page (or any page when none is named); else '/'. */
export function pageAccessGuard(viewer: Pick<AuthedViewer, 'role' | 'pageAccess'> | null, page?: string): GuardDecision {
  return canAccessPage(viewer, page) ? allow() : toHome();
}

/** Guests go to the login page with the intended page saved. */
export function loginRequiredGuard(viewer: object | null): GuardDecision {
  return viewer === null ? toLogin() : allow();
}

/** On the stories site guests go to login with the intended page saved; elsewhere everyone passes. */
export function storiesSiteGuard(viewer: object | null, site: Pick<SiteFlags, 'code' | 'storiesMode'>): GuardDecision {
  return viewer === null && isStoriesSite(site) ? toLogin() : allow();
}

/** Guest-only pages (login, register): logged-in members go to their home link — activity/newactivity, or '/' on the stories site. */
export function guestOnlyGuard(
  viewer: Pick<AuthedViewer, 'landingPage'> | null,
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
): GuardDecision {
  return viewer === null ? allow() : { allow: false, redirect: homePathFor(viewer, site) };
}
