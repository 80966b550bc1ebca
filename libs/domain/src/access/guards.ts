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

/**
 * Families whose open pages the stories site keeps for members (SPEC 6 stories-site guard, scope decided
 * here): the stories site is a reading site, so guests may read stories, top lists, writing tips, the legal
 * pages and log in or join, while its community, media, chat and member pages need an account.
 */
export const STORIES_SITE_MEMBERS_ONLY_FAMILIES = ['community', 'media', 'chat', 'members'] as const;

/** True when the stories-site guard protects a route: one open to guests (`auth: 'any'`) of a members-only family. */
export function storiesSiteGuardApplies(route: { family: string; auth: string }): boolean {
  return route.auth === 'any' && (STORIES_SITE_MEMBERS_ONLY_FAMILIES as readonly string[]).includes(route.family);
}

/** Which role-based guard a page uses, on top of its login rule (SPEC 6). */
export type RoleGuard = 'admin-area' | 'super' | 'page-access';

/** Runs the role-based guard of a page; pageAccess pages may name the page their grant is for. */
export function roleGuard(guard: RoleGuard, viewer: Pick<AuthedViewer, 'role' | 'pageAccess'> | null, page?: string): GuardDecision {
  switch (guard) {
    case 'admin-area':
      return adminAreaGuard(viewer);
    case 'super':
      return superGuard(viewer);
    case 'page-access':
      return pageAccessGuard(viewer, page);
  }
}
