import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Where the API (and the staff console) listen in development. */
const API_TARGET = 'http://localhost:3000';
const STAFF_TARGET = 'http://localhost:5174';

/**
 * Vendor chunks of the browser build (issue 18, bundle budget): the libraries every page runs before it can draw
 * get a chunk each, so a release that changes only the site's code keeps them cached. Only modules on the entry's
 * static path are captured (`$initial`): a library part only lazy pages use stays with those pages. Mantine is
 * left to the automatic split, because its barrel puts every component on the static path.
 */
const vendor = (name: string, packages: string[]) => ({
  name,
  test: new RegExp(`node_modules[\\\\/](?:${packages.join('|')})[\\\\/]`),
  tags: ['$initial' as const],
});
const VENDOR_CHUNKS = [
  vendor('react', ['react', 'react-dom', 'scheduler']),
  vendor('router', ['react-router', 'react-router-dom']),
  vendor('query', ['@tanstack/query-core', '@tanstack/react-query']),
  vendor('i18n', ['i18next', 'react-i18next']),
  vendor('zod', ['zod']),
];

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
    // tests/bench/bundle-report.mjs reads the chunk graph from the manifest (dist/.vite/manifest.json).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
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
