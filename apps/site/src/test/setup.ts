import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy chunks: on a busy CI machine (two nx tasks on two cores) the first render of a page can take
// longer than Testing Library's 1 s default, so every findBy/waitFor waits up to 10 s (it still returns as soon
// as the element is there).
configure({ asyncUtilTimeout: 10_000 });

// The browser APIs Mantine reads that jsdom lacks are stubbed by libs/ui/src/test/jsdom.ts (the setup file before this one).

// jsdom does not scroll; react-router's ScrollRestoration calls it.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
