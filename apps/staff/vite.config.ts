import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../tools/vite/precompress';

const here = dirname(fileURLToPath(import.meta.url));
const libs = resolve(here, '../../libs');

/**
 * The console's own MUI imports must reach the copy react-admin renders with, or our components would
 * not see its theme (light/dark) and the bundle would carry two MUI copies. Today npm keeps react-admin's
 * @mui/material 9 nested under react-admin/node_modules, because the root package.json pins
 * @mui/material ^7. This resolves our `@mui/*` imports as react-admin itself would, so it keeps working
 * (and becomes a no-op) once that pin is aligned.
 */
function muiAsReactAdminSeesIt(): Plugin {
  const reactAdminEntry = createRequire(import.meta.url).resolve('react-admin');
  return {
    name: 'staff:mui-as-react-admin-sees-it',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!/^@mui\/(material|icons-material)(\/|$)/.test(source)) return null;
      if (!importer || importer.includes('/node_modules/')) return null;
      return this.resolve(source, reactAdminEntry, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  root: here,
  base: '/staff/',
  plugins: [muiAsReactAdminSeesIt(), react(), precompress()],
  resolve: {
    alias: [
      { find: /^@community\/contracts$/, replacement: resolve(libs, 'contracts/src/index.ts') },
      { find: /^@community\/domain$/, replacement: resolve(libs, 'domain/src/index.ts') },
    ],
  },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5174,
    strictPort: true,
    allowedHosts: ['.localhost', 'localhost'],
    // The Host header is kept (no changeOrigin) so the API still picks the variant from `<code>.localhost`.
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
