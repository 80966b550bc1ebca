import { ROUTES, type RouteName } from '@community/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { guardsFor, legacyLogin, loadAuth } from './auth/guards';
import type { BootData } from '../shared/boot/boot';
import { RootLayout } from './layouts/RootLayout';
import { PageLoader } from './PageLoader';
import { PAGES, pageFor, type LazyPage } from './pages';
import { routerPath } from '../shared/routes';
import { KEEP_SCROLL_ROUTES, type RouteHandle } from './route-handle';

export { KEEP_SCROLL_ROUTES, type RouteHandle };
import { siteFlagsOf, type SiteView } from '../shared/boot/site-view';


/**
 * The route tree (SPEC 2: history mode, lazy pages). The root loader looks the session up once, so every
 * page renders knowing whether the visitor is logged in; the route table's auth rule, the stories-site
 * guard and its role guard run as the route's loader, alongside the page's code loading (SPEC 6).
 */
export function createRoutes(
  queryClient: QueryClient,
  boot?: Pick<BootData, 'layout'> & { site?: SiteView },
  resolved: ResolvedPages = new Map(),
): RouteObject[] {
  const site = boot?.site;
  const flags = site ? siteFlagsOf(site) : { code: '', paid: false, payments: false, storiesMode: false, adverts: false };

  const notFound = PAGES['404'];
  // The routes this variant offers (its switched-off sections are left out by the layout endpoint).
  const offered = new Set(boot?.layout.layout?.routes.map((r) => r.name) ?? []);
  const isOffered = (name: RouteName) => offered.size === 0 || offered.has(name) || PAGES[name] !== undefined;

  // Every member-site route of the contracts' table: its page when built, else its family's coming-soon page.
  const pages: RouteObject[] = ROUTES.filter((route) => route.app === 'site').map((route) => {
    const { name } = route;
    const page = pageRoute(isOffered(name) ? pageFor(name) : notFound, resolved);
    const loader = isOffered(name) ? guardsFor(route, queryClient, flags) : undefined;
    const handle: RouteHandle | undefined = KEEP_SCROLL_ROUTES.has(name) ? { keepScroll: true } : undefined;
    return name === 'index'
      ? { id: name, index: true, loader, handle, ...page }
      : { id: name, path: routerPath(name), loader, handle, ...page };
  });

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      loader: async ({ request }) => {
        await loadAuth(queryClient);
        // SPEC 6 legacy-login redirect (`?legacy_login=1`, guests, variants with a legacy site).
        await legacyLogin(queryClient, request, site?.config?.urls.legacyApi);
        return null;
      },
      // Moving between pages needs no new session lookup; react-query keeps the profile fresh. A legacy
      // login link followed inside the site is checked again.
      shouldRevalidate: ({ nextUrl }) => nextUrl.searchParams.has('legacy_login'),
      children: [
        {
          // Errors inside a page keep the top bar.
          errorElement: <RouteErrorPage />,
          children: [...pages, { id: 'not-found', path: '*', ...pageRoute(notFound, resolved) }],
        },
      ],
    },
  ];
}

/** Pages whose code is already loaded: the browser's first page when it hydrates the server's HTML. */
export type ResolvedPages = ReadonlyMap<LazyPage, ComponentType>;

const pageRoute = (lazy: LazyPage | undefined, resolved: ResolvedPages): Pick<RouteObject, 'lazy' | 'Component'> => {
  const Component = lazy && resolved.get(lazy);
  return Component ? { Component } : { lazy };
};

/**
 * Loads the code of the pages matching a location before the router starts (React Router: a lazy route
 * must be resolved before hydrating, or the first render would be the fallback and not match the server).
 */
export async function preloadPages(boot: Pick<BootData, 'layout'> & { site?: SiteView }, location: { pathname: string }, queryClient: QueryClient): Promise<ResolvedPages> {
  const resolved = new Map<LazyPage, ComponentType>();
  const matches = matchRoutes(createRoutes(queryClient, boot), location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as LazyPage | undefined;
      if (typeof lazy === 'function') resolved.set(lazy, (await lazy()).Component);
    }),
  );
  return resolved;
}
