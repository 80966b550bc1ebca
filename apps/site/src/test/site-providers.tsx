import type { AuthedProfile } from '@community/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { authKeys } from '../shared/auth/queries';
import type { BootData } from '../shared/boot/boot';
import { BootProvider } from '../shared/boot/boot-context';
import { bootData } from './fixtures';

/**
 * Renders `element` inside the providers the site mounts (boot data, Mantine, TanStack Query) with the viewer
 * already known: `viewer` null (the default) is a guest. Without the whole site (see renderApp for that).
 */
export function renderWithSiteProviders(
  element: ReactElement,
  { boot = bootData(), viewer = null, queryClient = new QueryClient() }: { boot?: BootData; viewer?: AuthedProfile | null; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  queryClient.setQueryData(authKeys.profile, viewer);
  const view = render(
    <BootProvider boot={boot}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
      </MantineProvider>
    </BootProvider>,
  );
  return { ...view, queryClient };
}
