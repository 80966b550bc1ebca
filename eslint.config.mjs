// Root flat config. Each project's own eslint.config.mjs (where there is one)
// imports this file's default export and spreads it, so it stays a plain array.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * Which workspace project may import which. Tags live in each project's
 * package.json ("nx": { "tags": [...] }):
 * - type:app | type:lib | type:tooling — libraries never import apps, apps never import apps, the test and
 *   bench scripts (tests/, type:tooling) import libraries only;
 * - layer:domain | layer:contracts | layer:ui — domain imports no other
 *   workspace project, contracts only domain, ui only contracts and domain;
 * - scope:api | scope:site | scope:staff | scope:shared — the site and the
 *   staff console never import the API (nor each other).
 * The rule also rejects relative imports that reach into another project's root.
 */
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:lib'] },
  { sourceTag: 'layer:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'layer:contracts', onlyDependOnLibsWithTags: ['layer:domain'] },
  { sourceTag: 'layer:ui', onlyDependOnLibsWithTags: ['layer:contracts', 'layer:domain'] },
  { sourceTag: 'scope:api', notDependOnLibsWithTags: ['scope:site', 'scope:staff', 'layer:ui'] },
  { sourceTag: 'scope:site', notDependOnLibsWithTags: ['scope:api', 'scope:staff'] },
  { sourceTag: 'scope:staff', notDependOnLibsWithTags: ['scope:api', 'scope:site'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.nx/**',
      '**/*.js',
      '**/*.cjs',
      // Node scripts outside tests/ (tools/) are not checked yet; tests/**/*.mjs are (the `tests` Nx project).
      '**/*.mjs',
      '!tests/**/*.mjs',
      '!eslint.config.mjs',
      '!**/eslint.config.mjs',
      'tests/e2e/**',
      'tests/fuzz/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
    },
  },
);
