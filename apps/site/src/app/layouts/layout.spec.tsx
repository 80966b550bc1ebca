import type { UIMatch } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { MOBILE_QUERY, useIsMobile } from '../../shared/hooks/useIsMobile';
import { KEEP_SCROLL_ROUTES } from '../router';
import { scrollKey } from './RootLayout';

const location = (pathname: string, key: string) => ({ pathname, search: '', hash: '', state: null, key });
const match = (handle: unknown) => ({ id: 'x', pathname: '/', params: {}, data: undefined, loaderData: undefined, handle }) as UIMatch;

describe('scroll to top on navigation (SPEC 2)', () => {
  it('every navigation has its own position (new pages start at the top) unless the route opts out', () => {
    expect(scrollKey(location('/forum', 'a1'), [match(undefined)])).toBe('a1');
    expect(scrollKey(location('/messages', 'b2'), [match(undefined), match({ keepScroll: true })])).toBe('/messages');
    expect(KEEP_SCROLL_ROUTES.has('messages')).toBe(true);
    expect(KEEP_SCROLL_ROUTES.has('forum')).toBe(false);
  });
});

describe('mobile flag (SPEC 4)', () => {
  it('is on up to 767 px and follows the window across 768 px', () => {
    let matches = true;
    const listeners = new Set<() => void>();
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          media: query,
          get matches() {
            return matches;
          },
          addEventListener: (_: string, l: () => void) => listeners.add(l),
          removeEventListener: (_: string, l: () => void) => listeners.delete(l),
        }) as unknown as MediaQueryList,
    );
    const { result, rerender } = renderHook(() => useIsMobile());
    expect(spy).toHaveBeenCalledWith(MOBILE_QUERY);
    expect(MOBILE_QUERY).toBe('(max-width: 767.98px)');
    expect(result.current).toBe(true);
    matches = false;
    for (const l of listeners) l();
    rerender();
    expect(result.current).toBe(false);
  });
});
