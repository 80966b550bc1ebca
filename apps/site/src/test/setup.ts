import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages are lazy chunks: on a busy CI machine (two nx tasks on two cores) the first render of a page can take
// longer than Testing Library's 1 s default, so every findBy/waitFor waits up to 10 s (it still returns as soon
// as the element is there).
configure({ asyncUtilTimeout: 10_000 });

// The browser APIs Mantine reads that jsdom lacks are stubbed by libs/ui/src/test/jsdom.ts (the setup file before this one).

// jsdom does not scroll; react-router's ScrollRestoration calls it.
window.scrollTo = () => undefined;

// Markup the HTML parser would rebuild differently (a <div> inside a <p>, a <p> inside a <p>, a table row outside
// its table): the browser's DOM then differs from React's tree, and a server-rendered page fails to hydrate
// (React #418 — found on the profile page, whose presence line held a Badge <div> inside a Text <p>). React's
// development build says so on console.error; any test that renders such markup fails.
const NESTING = /cannot be a descendant of|cannot contain a nested|cannot be a child of|cannot appear as a (child|descendant) of/;
const nestingProblems: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (NESTING.test(text)) nestingProblems.push(args.slice(0, 3).map(String).join(' ').replace(/\s+/g, ' ').slice(0, 300));
  consoleError(...args);
};

afterEach(() => {
  const nesting = nestingProblems.splice(0);
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (nesting.length > 0) throw new Error(`Invalid HTML nesting (breaks server-rendered hydration):\n${[...new Set(nesting)].join('\n')}`);
});
