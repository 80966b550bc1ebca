// Shared Jest setup: ESM (Nest 12 is ESM-only), TypeScript through SWC with decorator metadata.
// Run through `node --experimental-vm-modules node_modules/jest/bin/jest.js` (see each project's "test" script).
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} dir the project folder (import.meta.dirname of its jest.config.js) */
export function jestProject(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: {
      '^@community/contracts$': path.join(root, 'libs/contracts/src/index.ts'),
      '^@community/domain$': path.join(root, 'libs/domain/src/index.ts'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2023',
            parser: { syntax: 'typescript', decorators: true, tsx: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          },
          module: { type: 'es6' },
        },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    ...overrides,
  };
}
