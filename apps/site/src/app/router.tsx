import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { guestOnly, loadAuth, requireMember } from './auth/guards';
import { RootLayout } from './layouts/RootLayout';
import { PageLoader } from './PageLoader';
import { ROUTES } from '@community/contracts';
import type { BootData } from './boot';
import { PAGES, pageFor } from './pages';
import { routeAuth, routerPath, type RouteName } from './routes';

/**
 * The route tree (SPEC 2: history mode, lazy pages). The root loader looks the session up once, so every
 * page renders knowing whether the visitor is logged in; the route table's auth rule becomes a guard that
 * runs as a loader, alongside the page's code loading.
 */
export function createRoutes(queryClient: QueryClient, boot?: Pick<BootData, 'layout'>): RouteObject[] {
  const guards: Record<ReturnType<typeof routeAuth>, LoaderFunction | undefined> = {
    required: requireMember(queryClient),
    guest: guestOnly(queryClient),
    any: undefined,
  };

  const notFound = PAGES['404'];
  // The routes this variant offers (its switched-off sections are left out by the layout endpoint).
  const offered = new Set(boot?.layout.layout?.routes.map((r) => r.name) ?? []);
  const isOffered = (name: RouteName) => offered.size === 0 || offered.has(name) || PAGES[name] !== undefined;

  // Every member-site route of the contracts' table: its page when built, else its family's coming-soon page.
  const pages: RouteObject[] = ROUTES.filter((route) => route.app === 'site').map(({ name }) => {
    const lazy = isOffered(name) ? pageFor(name) : notFound;
    const loader = isOffered(name) ? guards[routeAuth(name)] : undefined;
    return name === 'index'
      ? { id: name, index: true, loader, lazy }
      : { id: name, path: routerPath(name), loader, lazy };
  });

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      loader: async () => {
        await loadAuth(queryClient);
        return null;
      },
      // Moving between pages needs no new session lookup; react-query keeps the profile fresh.
      shouldRevalidate: () => false,
      children: [
        {
          // Errors inside a page keep the top bar.
          errorElement: <RouteErrorPage />,
          children: [...pages, { id: 'not-found', path: '*', lazy: notFound }],
        },
      ],
    },
  ];
}
