/**
 * Route names and paths come from the contracts' route table (SPEC 2), shared with the API. This module
 * adds what the site's router needs on top: react-router path patterns and the auth rule of each route.
 */
import { getRoute, matchRoute, routeTo, type RouteAuth, type RouteName } from '@community/contracts';

export { matchRoute, routeTo, type RouteName };

/** `/confirm/{token?}` → `/confirm/:token?`, `/staff/{pathMatch*}` → `/staff/*` (react-router syntax). */
export function toRouterPath(pattern: string): string {
  return pattern.replace(/\{(\w+)\*\}/g, '*').replace(/\{(\w+)(\?)?\}/g, (_match, param: string, optional?: string) => `:${param}${optional ?? ''}`);
}

function routeOf(name: RouteName) {
  const route = getRoute(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  return route;
}

/** The react-router path of a named route. */
export const routerPath = (name: RouteName): string => toRouterPath(routeOf(name).path);

/** Who may open a route: `required` (members), `guest` (guests only) or `any`. */
export const routeAuth = (name: RouteName): RouteAuth => routeOf(name).auth;

/** The name of the route serving a path, or null (a 404). */
export const routeNameOf = (path: string): RouteName | null => matchRoute(path)?.route.name ?? null;
