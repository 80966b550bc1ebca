import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_PREFETCH_IDLE_MS, pageForPath, startLinkPrefetch } from './link-prefetch';
import { pageFor } from '../pages';

/** An IntersectionObserver whose targets are all in view as soon as they are observed. */
class InViewObserver {
  static instances: InViewObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    InViewObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
    this.callback([{ isIntersecting: !target.hasAttribute('data-off-screen'), target } as unknown as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
}

function page() {
  document.body.innerHTML = `
    <a href="/stories">Stories</a>
    <a href="/stories">Stories again</a>
    <a href="/legal" data-off-screen>Legal, below the fold</a>
    <a href="https://elsewhere.example/stories">Another site</a>
    <a href="/search" target="_blank">New tab</a>
  `;
}

const winWith = () => ({ setTimeout, clearTimeout, location: window.location, IntersectionObserver: InViewObserver as unknown as typeof IntersectionObserver });

afterEach(() => {
  vi.useRealTimers();
  InViewObserver.instances = [];
});

describe('link prefetch (SPEC 9: after 2 s idle)', () => {
  it('loads the page code of the same-site links in view once, after 2 s, and nothing else', async () => {
    vi.useFakeTimers();
    page();
    const loads = new Map<string, ReturnType<typeof vi.fn>>();
    const pageOf = (path: string) => {
      if (!loads.has(path)) loads.set(path, vi.fn(async () => ({ Component: () => null })));
      return loads.get(path) as never;
    };
    const stop = startLinkPrefetch({ pageOf, win: winWith() });
    vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS - 1);
    expect(InViewObserver.instances).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(loads.get('/stories')).toHaveBeenCalledTimes(1);
    expect(loads.has('/legal')).toBe(false);
    expect(loads.has('/search')).toBe(false);
    expect([...loads.keys()]).toEqual(['/stories']);
    stop();
  });

  it('stops when the page changes before the 2 s are over', () => {
    vi.useFakeTimers();
    page();
    const pageOf = vi.fn(() => null);
    const stop = startLinkPrefetch({ pageOf, win: winWith() });
    stop();
    vi.advanceTimersByTime(LINK_PREFETCH_IDLE_MS * 2);
    expect(pageOf).not.toHaveBeenCalled();
  });

  it('never fetches members-only pages for guests, nor guest-only pages for members', () => {
    expect(pageForPath('/messages', false)).toBeNull();
    expect(pageForPath('/messages', true)).toBe(pageFor('messages'));
    expect(pageForPath('/login', true)).toBeNull();
    expect(pageForPath('/login', false)).toBe(pageFor('login'));
    expect(pageForPath('/stories', false)).toBe(pageFor('stories'));
    expect(pageForPath('/no/such/page/here', false)).toBeNull();
  });
});
