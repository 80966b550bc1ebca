import { LIMITS } from '@community/domain';
import { useEffect, useState } from 'react';

/** Scroll events are read at most this often (SPEC 9). */
export const SCROLL_THROTTLE_MS = 50;

/** True once the page has scrolled beyond 5 px (SPEC 2: the header shrinks), read at most every 50 ms. */
export function useHeaderShrink(): boolean {
  const [shrunk, setShrunk] = useState(() => typeof window !== 'undefined' && window.scrollY > LIMITS.headerShrinkScrollPx);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const read = () => {
      timer = null;
      setShrunk(window.scrollY > LIMITS.headerShrinkScrollPx);
    };
    const onScroll = () => {
      if (timer === null) timer = setTimeout(read, SCROLL_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== null) clearTimeout(timer);
    };
  }, []);
  return shrunk;
}
