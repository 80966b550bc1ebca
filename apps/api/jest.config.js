import { jestProject } from '../../jest.preset.js';

export default jestProject(import.meta.dirname, {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Each file boots the app on its own database; on a loaded two-core CI machine a boot can pass 30 s.
  testTimeout: 60000,
});
