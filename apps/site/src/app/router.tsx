import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { guestOnly, loadAuth, requireMember } from './auth/guards';
import { RootLayout } from './layouts/RootLayout';
import { PageLoader } from './PageLoader';
import { PAGES } from './pages';
import { routeAuth, routerPath, type RouteName } from './routes';

/**
 * The route tree (SPEC 2: history mode, lazy pages). The root loader looks the session up once, so every
 * page renders knowing whether the visitor is logged in; the route table's auth rule becomes a guard that
 * runs as a loader, alongside the page's code loading.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const guards: Record<ReturnType<typeof routeAuth>, LoaderFunction | undefined> = {
    required: requireMember(queryClient),
    guest: guestOnly(queryClient),
    any: undefined,
  };

  const pages: RouteObject[] = (Object.keys(PAGES) as RouteName[]).map((name) => {
    const lazy = PAGES[name];
    const loader = guards[routeAuth(name)];
    return name === 'index'
      ? { id: name, index: true, loader, lazy }
      : { id: name, path: routerPath(name), loader, lazy };
  });
  const notFound = PAGES['404'];

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
