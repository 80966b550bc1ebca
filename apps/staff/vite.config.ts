import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from '../../tools/vite/precompress';

const here = dirname(fileURLToPath(import.meta.url));
const libs = resolve(here, '../../libs');

export default defineConfig({
  root: here,
  base: '/staff/',
  plugins: [react(), precompress()],
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
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
