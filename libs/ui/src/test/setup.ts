import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './jsdom';

afterEach(() => {
  cleanup();
});
