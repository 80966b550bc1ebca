import { ExplorePage, PublicSiteStats, StreamPage } from '@community/contracts';
import { queryOptions } from '@tanstack/react-query';
import { typed } from '../../shared/api/paths';
import { keysetQueryOptions } from '../../shared/api/useKeysetPages';

/** Discovery on the home page: `GET /api/site-stats` (public figures), `GET /api/explore`, `GET /api/stream`. */
export const discoverKeys = {
  all: ['discover'] as const,
  stats: ['discover', 'site-stats'] as const,
  explore: (who: string) => ['discover', 'explore', who] as const,
  stream: (who: string) => ['discover', 'stream', who] as const,
};

export const discoverApi = {
  siteStats: (signal?: AbortSignal) => typed.get('/site-stats', { schema: PublicSiteStats, signal }),
  explore: (signal?: AbortSignal) => typed.get('/explore', { schema: ExplorePage, signal }),
  stream: (after?: string, signal?: AbortSignal) => typed.get('/stream', { query: { after, limit: 10 }, schema: StreamPage, signal }),
};

/** The server caches the figures for 60 s; the page does the same. */
export const siteStatsQuery = () => queryOptions({ queryKey: discoverKeys.stats, queryFn: ({ signal }) => discoverApi.siteStats(signal), staleTime: 60_000 });

/** `who`: the member's id or "guest", so logging in or out never shows the other's sections. */
export const exploreQuery = (who: string) => queryOptions({ queryKey: discoverKeys.explore(who), queryFn: ({ signal }) => discoverApi.explore(signal), staleTime: 60_000 });

export const streamQuery = (who: string) =>
  keysetQueryOptions(discoverKeys.stream(who), (after, signal) => discoverApi.stream(after, signal));
