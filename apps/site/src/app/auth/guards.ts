import type { AuthedProfile, RouteDef } from '@community/contracts';
import {
  guestOnlyGuard,
  legacyLoginRedirect,
  loginRequiredGuard,
  roleGuard,
  storiesSiteGuard,
  storiesSiteGuardApplies,
  type GuardDecision,
  type SiteFlags,
} from '@community/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { hasPage } from '../pages';
import { routeNameOf, routeTo } from '../../shared/routes';
import { authProfileQuery } from '../../shared/auth/queries';
import { markIntendedPageSaved, saveRedirect } from '../../shared/auth/redirect';

/** The member's profile, or null for guests and when the lookup failed (SPEC 8: a failed profile fetch logs out). */
export const loadAuth = (queryClient: QueryClient) => queryClient.ensureQueryData(authProfileQuery()).catch(() => null);

/** The member as the domain's guards read them. */
export function guardViewerOf(profile: AuthedProfile | null) {
  if (!profile) return null;
  return {
    role: profile.member.role,
    landingPage: profile.member.landingPage,
    // The authed profile says only whether Super granted any page; named grants are checked by the API.
    pageAccess: profile.permissions.canAccessPage ? ['*'] : [],
  };
}

/** Carries out a domain decision inside a loader: let through, or redirect (saving the intended page first). */
function apply(decision: GuardDecision, request: Request): null {
  if (decision.allow) return null;
  if (decision.savePath) {
    const url = new URL(request.url);
    saveRedirect(`${url.pathname}${url.search}`);
    markIntendedPageSaved();
  }
  throw redirect(decision.redirect);
}

/** Login-required guard (SPEC 6): guests go to log in, and come back here afterwards. */
export const requireMember =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }: LoaderFunctionArgs) =>
    apply(loginRequiredGuard(await loadAuth(queryClient)), request);

/** Stories-site guard (SPEC 6): on the stories site guests log in first (see storiesSiteGuardApplies for which pages). */
export const storiesSiteOnly =
  (queryClient: QueryClient, site: Pick<SiteFlags, 'code' | 'storiesMode'>): LoaderFunction =>
  async ({ request }: LoaderFunctionArgs) =>
    apply(storiesSiteGuard(await loadAuth(queryClient), site), request);

/**
 * Guest-only guard (SPEC 6): members go to their home link (activity or newactivity, or index on the stories
 * site) — to index while the site has no page there yet, rather than to a coming-soon page.
 */
export const guestOnly =
  (queryClient: QueryClient, site: Pick<SiteFlags, 'code' | 'storiesMode'>): LoaderFunction =>
  async ({ request }: LoaderFunctionArgs) => {
    const decision = guestOnlyGuard(guardViewerOf(await loadAuth(queryClient)), site);
    if (decision.allow) return null;
    return apply({ allow: false, redirect: hasPage(routeNameOf(decision.redirect)) ? decision.redirect : routeTo('index') }, request);
  };

/** Administration-area, Super-only and page-access guards (SPEC 6): refused visitors go to '/'. */
export const requireRole =
  (queryClient: QueryClient, guard: NonNullable<RouteDef['roleGuard']>, page?: string): LoaderFunction =>
  async ({ request }: LoaderFunctionArgs) =>
    apply(roleGuard(guard, guardViewerOf(await loadAuth(queryClient)), page), request);

/** Runs loaders one after another; the first redirect wins. */
export function chainGuards(guards: readonly (LoaderFunction | undefined)[]): LoaderFunction | undefined {
  const present = guards.filter((guard): guard is LoaderFunction => guard !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return async (args) => {
    for (const guard of present) await guard(args);
    return null;
  };
}

/** The guards a route of the table runs, in order: its auth rule, the stories-site guard, its role guard. */
export function guardsFor(route: Pick<RouteDef, 'auth' | 'family' | 'roleGuard'>, queryClient: QueryClient, site: SiteFlags): LoaderFunction | undefined {
  return chainGuards([
    route.auth === 'required' ? requireMember(queryClient) : undefined,
    route.auth === 'guest' ? guestOnly(queryClient, site) : undefined,
    storiesSiteGuardApplies(route) ? storiesSiteOnly(queryClient, site) : undefined,
    route.roleGuard ? requireRole(queryClient, route.roleGuard) : undefined,
  ]);
}

/**
 * Legacy-login redirect (SPEC 6, parameter `legacy_login`): a guest opening a page with `?legacy_login=1`
 * on a variant with a legacy site goes to that site's login page (a full page load).
 */
export async function legacyLogin(queryClient: QueryClient, request: Request, legacyApiUrl: string | null | undefined): Promise<null> {
  const url = new URL(request.url);
  if (!url.searchParams.has('legacy_login') || !legacyApiUrl) return null;
  const target = legacyLoginRedirect(await loadAuth(queryClient), url, legacyApiUrl);
  if (target) throw redirect(target);
  return null;
}
