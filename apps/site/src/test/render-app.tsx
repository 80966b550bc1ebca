import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRoot, createAppServices, type AppServices } from '../app/App';
import type { BootData } from '../shared/boot/boot';
import { bootData } from './fixtures';

/** Renders the whole site (providers, router, guards, central error handling) at a path, in memory. */
export function renderApp(path: string, boot: BootData = bootData()): RenderResult & { services: AppServices } {
  const services = createAppServices(boot, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const result = render(<AppRoot boot={boot} services={services} env="test" />);
  return { ...result, services };
}
