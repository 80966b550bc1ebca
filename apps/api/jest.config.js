import { jestProject } from '../../jest.preset.js';

export default jestProject(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
});
