import { modalStack, toast } from '@community/ui';
import { MantineProvider } from '@mantine/core';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { cookieColorSchemeManager } from './shell/color-scheme';
import { createErrorHandler, isPoorConnection } from '../shared/api/handle-error';
import { authKeys } from '../shared/auth/queries';
import { saveRedirect, takeIntendedPageMark } from '../shared/auth/redirect';
import type { BootData } from '../shared/boot/boot';
import { BootProvider } from '../shared/boot/boot-context';
import { createGlobalGuard } from '../shared/global-guard';
import { createTranslator } from '../shared/i18n/translator';
import { footerVisibility } from '../shared/layout/footer-visibility';
import { createQueryClient } from '../shared/api/query-client';
import { createRoutes, type ResolvedPages } from './router';
import { buildTheme } from './theme';
import { requestUpgradeDialog } from '../shared/upgrade';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Builds the query client, the central API error handler and the router around one another. */
export function createAppServices(
  boot: BootData,
  makeRouter: (routes: ReturnType<typeof createRoutes>) => AppRouter,
  fromServer: { resolved?: ResolvedPages; queries?: unknown } = {},
) {
  const t = createTranslator(boot.layout.translations, { brand: boot.site.brand.name }, boot.layout.locale ?? boot.site.locale);
  let router: AppRouter | null = null;
  const currentPath = (): string => {
    const location = router?.state.location ?? window.location;
    return `${location.pathname}${location.search}`;
  };
  const queryClient = createQueryClient((error, source) => handleApiError(error, source));
  // The queries the server fetched for the page it rendered (entry-server.tsx), before anything reads them.
  if (fromServer.queries) hydrate(queryClient, fromServer.queries);
  const isLoggedIn = () => Boolean(queryClient.getQueryData(authKeys.profile));
  const handleApiError = createErrorHandler({
    navigate: (to, options) => void router?.navigate(to, options),
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    toasts: toast,
    // A 403 on the first page's data may come before the overlays have loaded: the dialog opens once they have.
    openUpgrade: (reason) => requestUpgradeDialog({ reason }),
    isLoggedIn,
    currentPath,
    saveRedirect,
    isOffline: () => isPoorConnection(window.navigator),
    t: () => t,
  });
  router = makeRouter(createRoutes(queryClient, boot, fromServer.resolved));

  // SPEC 6 global guard: its side effects follow every change of page.
  const globalGuard = createGlobalGuard({
    saveRedirect,
    takeIntendedPageMark,
    isLoggedIn,
    closeModals: () => void modalStack().closeAll(),
    showFooter: footerVisibility.show,
  });
  globalGuard(router.state.location);
  router.subscribe((state) => globalGuard(state.location));

  return { queryClient, router, theme: buildTheme(boot.site), handleApiError, colorSchemeManager: cookieColorSchemeManager() };
}

export type AppServices = ReturnType<typeof createAppServices>;

/** The providers around the router: boot data (and i18next), Mantine theme, react-query. Also the server's (entry-server.tsx). */
export function AppProviders({
  boot,
  theme,
  colorSchemeManager,
  queryClient,
  env,
  children,
}: { boot: BootData; queryClient: QueryClient; env?: 'default' | 'test'; children: ReactNode } & Pick<AppServices, 'theme' | 'colorSchemeManager'>) {
  return (
    <BootProvider boot={boot}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto" env={env}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </BootProvider>
  );
}

/** The providers around the router (the layout mounts the site globals). */
export function AppRoot({ boot, services, env }: { boot: BootData; services: AppServices; env?: 'default' | 'test' }) {
  return (
    <AppProviders boot={boot} theme={services.theme} colorSchemeManager={services.colorSchemeManager} queryClient={services.queryClient} env={env}>
      <RouterProvider router={services.router} />
    </AppProviders>
  );
}

export function App({ boot }: { boot: BootData }) {
  const [services] = useState(() => createAppServices(boot, (routes) => createBrowserRouter(routes)));
  return <AppRoot boot={boot} services={services} />;
}
