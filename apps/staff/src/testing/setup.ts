import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every test starts on an empty page (stubbed globals are undone by `unstubGlobals` in vite.config.ts).
afterEach(cleanup);
