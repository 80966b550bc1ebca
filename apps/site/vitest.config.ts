import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
      // The ui library's jsdom stubs for Mantine first, then the site's own set-up.
      setupFiles: ['../../libs/ui/src/test/jsdom.ts', 'src/test/setup.ts'],
      restoreMocks: true,
      testTimeout: 30_000,
    },
  }),
);
