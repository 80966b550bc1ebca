import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import site from './vite.config.ts';

const fromHere = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * The server build of the site (entry-server.tsx), next to the browser build: `vite build -c
 * vite.ssr.config.ts` after `vite build` writes dist/server/entry-server.js, which the API's web module
 * loads to render pages. Same sources and aliases as the browser build; npm packages stay external (Node
 * loads them from node_modules).
 */
export default defineConfig({
  root: site.root,
  plugins: [react()],
  resolve: site.resolve,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: fromHere('dist/server'),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.js' } },
  },
});
