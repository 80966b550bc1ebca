import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { api } from './shared/api/client';
import { App, AppRoot, createAppServices } from './app/App';
import { preloadPages } from './app/router';
import { createQueryClient } from './shared/api/query-client';
import { loadBoot, readServerRenderState, type BootData, type ServerRenderState } from './shared/boot/boot';
import { BootFailure } from './app/BootFailure';
import { installChunkReload } from './features/errors/chunk-reload';

declare global {
  interface Window {
    /** React Router reads the server's loader data from here when the browser router starts (parseHydrationData). */
    __staticRouterHydrationData?: unknown;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
installChunkReload(window);

/** The server marks its page `data-hydrating` (pointer input waits, see the web module's whileHydrating) until this runs. */
const hydrated = () => document.documentElement.removeAttribute('data-hydrating');

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(hydrated, []);
  return children;
}

/**
 * The server rendered the page (entry-server.tsx): take it over. The first page's code is loaded first and
 * the router and react-query start from the server's data, so the first render matches the server's HTML.
 */
async function hydrateServerPage(root: HTMLElement, boot: BootData, state: ServerRenderState): Promise<void> {
  window.__staticRouterHydrationData = state.router;
  const resolved = await preloadPages(boot, window.location, createQueryClient(() => undefined));
  const services = createAppServices(boot, (routes) => createBrowserRouter(routes), { resolved, queries: state.queries });
  hydrateRoot(
    root,
    <StrictMode>
      <Hydrated>
        <AppRoot boot={boot} services={services} />
      </Hydrated>
    </StrictMode>,
  );
}

loadBoot(document, api)
  .then(async (boot) => {
    document.documentElement.lang = boot.site.locale.replace('_', '-');
    if (!document.title) document.title = boot.site.brand.name;
    const state = readServerRenderState(document);
    if (state) return hydrateServerPage(container, boot, state);
    // The client-only page (the server could not render this one, or `vite dev`): input is never held back.
    hydrated();
    createRoot(container).render(
      <StrictMode>
        <App boot={boot} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    hydrated();
    console.error('The site could not start', error);
    createRoot(container).render(<BootFailure />);
  });
