import { matchRoute, type RouteName } from '@community/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/useAuth';
import { pageFor, type LazyPage } from '../pages';

/** SPEC 9: links prefetch once the page has been idle for 2 s. */
export const LINK_PREFETCH_IDLE_MS = 2000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout' | 'location'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  IntersectionObserver?: typeof IntersectionObserver;
};

export interface LinkPrefetchOptions {
  /** The page code of a same-site path: null when no route serves it, or when this visitor may not open it. */
  pageOf: (pathname: string) => LazyPage | null;
  win?: IdleWindow;
  root?: ParentNode;
  idleMs?: number;
}

/**
 * Prefetch of the links in view (SPEC 9 link prefetch, issue 18): 2 s after a page settled, and when the browser
 * is idle, every same-site link that is (or scrolls) into view loads its route's lazy page chunk — code only:
 * no loader runs and no API is asked, so nothing is fetched about a member. Each page loads once; a link to
 * another site, a download or a new tab is left alone. Returns the stop function.
 */
export function startLinkPrefetch({ pageOf, win = window, root = document, idleMs = LINK_PREFETCH_IDLE_MS }: LinkPrefetchOptions): () => void {
  const loaded = new Set<LazyPage>();
  let observer: IntersectionObserver | null = null;
  let idleHandle: number | null = null;

  const prefetch = (anchor: HTMLAnchorElement) => {
    if (anchor.target === '_blank' || anchor.hasAttribute('download')) return;
    let url: URL;
    try {
      url = new URL(anchor.href, win.location.href);
    } catch {
      return;
    }
    if (url.origin !== win.location.origin || url.pathname === win.location.pathname) return;
    const page = pageOf(url.pathname);
    if (!page || loaded.has(page)) return;
    loaded.add(page);
    // A failed prefetch is retried by the navigation itself (and the chunk-reload guard).
    page().catch(() => loaded.delete(page));
  };

  const scan = () => {
    idleHandle = null;
    const anchors = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const Observer = win.IntersectionObserver;
    if (!Observer) return;
    observer = new Observer((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        prefetch(entry.target as HTMLAnchorElement);
      }
    });
    for (const anchor of anchors) observer.observe(anchor);
  };

  const timer = win.setTimeout(() => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(scan, { timeout: idleMs });
    else scan();
  }, idleMs);

  return () => {
    win.clearTimeout(timer);
    if (idleHandle !== null) win.cancelIdleCallback?.(idleHandle);
    observer?.disconnect();
  };
}

/** The page code of a path for this visitor: members-only pages are not fetched for guests, guest-only ones not for members. */
export function pageForPath(pathname: string, loggedIn: boolean): LazyPage | null {
  const match = matchRoute(pathname);
  if (!match || match.route.app !== 'site') return null;
  if (match.route.auth === 'required' && !loggedIn) return null;
  if (match.route.auth === 'guest' && loggedIn) return null;
  return pageFor(match.route.name as RouteName);
}

/** Starts the link prefetch on every page the visitor moves to (the shell's layouts call it once). */
export function useLinkPrefetch(): void {
  const { pathname } = useLocation();
  const { loggedIn } = useAuth();
  useEffect(() => startLinkPrefetch({ pageOf: (path) => pageForPath(path, loggedIn) }), [pathname, loggedIn]);
}
