import { ConfirmProvider } from '@community/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BootProvider } from '../shared/boot/boot-context';
import { bootData } from './fixtures';

/**
 * Renders one component inside the site's providers (boot data, Mantine, a query client that does not retry,
 * a router at `path`, the confirm dialog), without the app's routes and layouts.
 */
export function renderInProviders(
  ui: ReactNode,
  { path = '/', client = new QueryClient({ defaultOptions: { queries: { retry: false } } }) }: { path?: string; client?: QueryClient } = {},
): RenderResult & { client: QueryClient } {
  const result = render(
    <BootProvider boot={bootData()}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <ConfirmProvider>{ui}</ConfirmProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </BootProvider>,
  );
  return { ...result, client };
}
