import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from './shared/api/client';
import { App } from './app/App';
import { loadBoot } from './shared/boot/boot';
import { BootFailure } from './app/BootFailure';
import { installChunkReload } from './features/errors/chunk-reload';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
installChunkReload(window);

loadBoot(document, api)
  .then((boot) => {
    document.documentElement.lang = boot.site.locale.replace('_', '-');
    if (!document.title) document.title = boot.site.brand.name;
    root.render(
      <StrictMode>
        <App boot={boot} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('The site could not start', error);
    root.render(<BootFailure />);
  });
