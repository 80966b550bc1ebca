// The site's lint: the workspace rules, plus the site's layers (eslint-plugin-boundaries), the rules of
// hooks, and promises that are awaited or marked `void` (typed linting).
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import base from '../../eslint.config.mjs';

/**
 * Site layers (README "Site layers"):
 * - app/      the composition root: router, page table, providers, layouts and the shell. May import anything.
 * - shared/   what features use: API client, auth, boot data, i18n, forms, hooks, realtime. Never imports a
 *             feature or app/.
 * - features/<name>/  one feature: imports shared/, the libraries, its own files, and another feature only
 *             through that feature's index.ts.
 * - test/     test helpers; specs may reach into any layer. main.tsx (the entry) starts app/.
 */
const layers = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/include': ['src/**/*'],
    'boundaries/elements': [
      { type: 'app', pattern: 'src/app' },
      { type: 'shared', pattern: 'src/shared' },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
      { type: 'test', pattern: 'src/test' },
    ],
    'boundaries/files': [
      { category: 'entry', pattern: 'src/main.tsx' },
      { category: 'spec', pattern: '**/*.spec.{ts,tsx}' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          // Libraries (@community/*, react, mantine …) and files inside the same element.
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          { allow: { dependency: { relationship: { to: 'internal' } } } },
          // main.tsx starts the composition root.
          { from: { file: { categories: 'entry' } }, allow: { to: { element: { types: ['app', 'shared', 'feature'] } } } },
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: ['app', 'shared', 'feature', 'test'] } } } },
          { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
          // Another feature only through its face.
          { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
          // Test helpers and specs.
          { from: { element: { type: 'test' } }, allow: { to: { element: { types: ['app', 'shared', 'feature', 'test'] } } } },
          { from: { file: { categories: 'spec' } }, allow: { to: { element: { types: ['app', 'shared', 'feature', 'test'] } } } },
        ],
      },
    ],
  },
};

export default tseslint.config(
  ...base,
  layers,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
);
