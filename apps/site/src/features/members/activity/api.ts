import { ActivityPage, ActivitySettings, ActivityStats, NewsfeedProfileCard, NewsfeedSettings } from '@community/contracts';
import type { ActivityKind } from '@community/domain';
import { queryOptions } from '@tanstack/react-query';
import { typed } from '../../../shared/api/paths';
import { keysetQueryOptions } from '../../../shared/api/useKeysetPages';

/** The activity feed API: `GET /api/activity` (keyset pages, optional type) and `GET /api/activity/stats`. */
export const activityKeys = {
  all: ['activity'] as const,
  feed: (type: ActivityKind | null) => ['activity', 'feed', type ?? 'all'] as const,
  stats: ['activity', 'stats'] as const,
  newsfeed: ['activity', 'newsfeed'] as const,
  newsfeedSettings: ['activity', 'newsfeed-settings'] as const,
  profileCard: ['activity', 'profile-card'] as const,
  activitySettings: ['activity', 'settings'] as const,
};

export const activityApi = {
  feed: (type: ActivityKind | null, after?: string, signal?: AbortSignal) =>
    typed.get('/activity', { query: { type: type ?? undefined, after }, schema: ActivityPage, signal }),
  stats: (signal?: AbortSignal) => typed.get('/activity/stats', { schema: ActivityStats, signal }),
  newsfeed: (after?: string, signal?: AbortSignal) => typed.get('/newsfeed', { query: { after }, schema: ActivityPage, signal }),
  newsfeedSettings: (signal?: AbortSignal) => typed.get('/newsfeed/settings', { schema: NewsfeedSettings, signal }),
  saveNewsfeedSettings: (settings: NewsfeedSettings) => typed.put('/newsfeed/settings', { body: settings, schema: NewsfeedSettings }),
  profileCard: (signal?: AbortSignal) => typed.get('/newsfeed/profile-card', { schema: NewsfeedProfileCard, signal }),
  activitySettings: (signal?: AbortSignal) => typed.get('/activity-settings', { schema: ActivitySettings, signal }),
  saveActivitySettings: (settings: ActivitySettings) => typed.post('/activity-settings', { body: settings, schema: ActivitySettings }),
  /** Takes one card out of my newsfeed for good. */
  hideCard: (id: string) => typed.delete('/newsfeed/{card}', { params: { card: id } }),
};

/** `/newactivity`: the newsfeed (the kinds of card the member chose), its settings and my card beside it. */
export const newsfeedQuery = () =>
  keysetQueryOptions(activityKeys.newsfeed, (after, signal) => activityApi.newsfeed(after, signal));
export const newsfeedSettingsQuery = () => queryOptions({ queryKey: activityKeys.newsfeedSettings, queryFn: ({ signal }) => activityApi.newsfeedSettings(signal) });
export const activitySettingsQuery = () => queryOptions({ queryKey: activityKeys.activitySettings, queryFn: ({ signal }) => activityApi.activitySettings(signal) });
export const profileCardQuery = () => queryOptions({ queryKey: activityKeys.profileCard, queryFn: ({ signal }) => activityApi.profileCard(signal) });

export const activityFeedQuery = (type: ActivityKind | null) =>
  keysetQueryOptions(activityKeys.feed(type), (after, signal) => activityApi.feed(type, after, signal));

export const activityStatsQuery = () => queryOptions({ queryKey: activityKeys.stats, queryFn: ({ signal }) => activityApi.stats(signal) });
