import { ActivityPage, ActivityStats } from '@community/contracts';
import type { ActivityKind } from '@community/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api/client';

/** The activity feed API: `GET /api/activity` (keyset pages, optional type) and `GET /api/activity/stats`. */
export const activityKeys = {
  all: ['activity'] as const,
  feed: (type: ActivityKind | null) => ['activity', 'feed', type ?? 'all'] as const,
  stats: ['activity', 'stats'] as const,
};

export const activityApi = {
  feed: (type: ActivityKind | null, after?: string, signal?: AbortSignal) =>
    api.get('/activity', { query: { type: type ?? undefined, after }, schema: ActivityPage, signal }),
  stats: (signal?: AbortSignal) => api.get('/activity/stats', { schema: ActivityStats, signal }),
};

export const activityFeedQuery = (type: ActivityKind | null) =>
  infiniteQueryOptions({
    queryKey: activityKeys.feed(type),
    queryFn: ({ pageParam, signal }) => activityApi.feed(type, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const activityStatsQuery = () => queryOptions({ queryKey: activityKeys.stats, queryFn: ({ signal }) => activityApi.stats(signal) });
