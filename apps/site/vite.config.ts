import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Where the API (and the staff console) listen in development. */
const API_TARGET = 'http://localhost:3000';
const STAFF_TARGET = 'http://localhost:5174';

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), precompress()],
  resolve: {
    // The libraries are compiled from source: no build step needed before the site runs.
    alias: {
      '@community/contracts': fromHere('../../libs/contracts/src/index.ts'),
      '@community/domain': fromHere('../../libs/domain/src/index.ts'),
      '@community/ui': fromHere('../../libs/ui/src/index.ts'),
    },
  },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    // `<variant>.localhost:5173` picks a variant through the Host header (ARCHITECTURE: Running).
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/napi': { target: API_TARGET, changeOrigin: false, ws: true },
      '/brand': { target: API_TARGET, changeOrigin: false },
      '/staff': { target: STAFF_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    allowedHosts: ['.localhost', 'localhost'],
  },
});
