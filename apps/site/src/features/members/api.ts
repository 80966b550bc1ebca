import {
  BadgeSettings,
  BlockedMember,
  FriendRequests,
  InteractionItem,
  MemberCard,
  OwnAvatar,
  Note,
  NoteItem,
  OwnProfile,
  pageOf,
  Place,
  PrivacySettingsResponse,
  ProfileResponse,
  SavedSearch,
  SearchResults,
  Vouch,
  WinkSettings,
  type HideableBadge,
  type MemberPrivacy,
  type ProfileTypeUpdate,
  type ProfileUpdate,
  type SavedSearchInput,
} from '@community/contracts';
import type { InteractionTab } from '@community/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type QueryValue } from '../../shared/api/client';

/** The members API (profiles, relationships, privacy, search, places), one function per endpoint. */
const user = (name: string) => `/users/${encodeURIComponent(name)}`;

export const membersKeys = {
  all: ['members'] as const,
  profile: (name: string) => ['members', 'profile', name.toLowerCase()] as const,
  own: ['members', 'own'] as const,
  avatar: ['members', 'avatar'] as const,
  badges: ['members', 'badges'] as const,
  list: (name: string, list: string) => ['members', 'list', name.toLowerCase(), list] as const,
  requests: ['members', 'friend-requests'] as const,
  note: (name: string) => ['members', 'note', name.toLowerCase()] as const,
  privacy: ['members', 'privacy'] as const,
  blacklist: ['members', 'blacklist'] as const,
  wink: ['members', 'wink-settings'] as const,
  interactions: (tab: string) => ['members', 'interactions', tab] as const,
  search: (query: Record<string, QueryValue>) => ['members', 'search', query] as const,
  savedSearches: ['members', 'saved-searches'] as const,
  places: (q: string) => ['members', 'places', q] as const,
};

export const membersApi = {
  profile: (name: string, signal?: AbortSignal) => api.get(user(name), { schema: ProfileResponse, signal }),
  own: (signal?: AbortSignal) => api.get('/me/profile', { schema: OwnProfile, signal }),
  avatar: (signal?: AbortSignal) => api.get('/me/avatar', { schema: OwnAvatar, signal }),
  removeAvatar: () => api.delete('/me/avatar', undefined, { schema: OwnAvatar }),
  /** A new (pending) avatar from one of my approved photos, with the same crop box as an upload. */
  avatarFromMedia: (mediaId: string, crop?: { x: number; y: number; width: number; height: number }) =>
    api.post('/me/avatar', { mediaId }, { query: crop, schema: OwnAvatar }),
  badges: (signal?: AbortSignal) => api.get('/me/badges', { schema: BadgeSettings, signal }),
  setBadges: (hidden: HideableBadge[]) => api.put('/me/badges', { hidden }, { schema: BadgeSettings }),
  updateProfile: (body: ProfileUpdate) => api.put('/me/profile', body, { schema: OwnProfile }),
  setProfileType: (body: ProfileTypeUpdate) => api.put('/me/profile-type', body, { schema: OwnProfile }),
  changeName: (name: string) => api.put('/me/name', { name }, { schema: OwnProfile }),
  setLocation: (placeId: string) => api.put('/me/location', { placeId }, { schema: OwnProfile }),
  clearLocation: () => api.delete('/me/location', undefined, { schema: OwnProfile }),
  skipSetup: (step: string) => api.post(`/me/setup/${encodeURIComponent(step)}/skip`, undefined, { schema: OwnProfile }),
  winkSettings: (signal?: AbortSignal) => api.get('/me/wink-settings', { schema: WinkSettings, signal }),
  setWinkSettings: (body: WinkSettings) => api.put('/me/wink-settings', body, { schema: WinkSettings }),
  privacy: (signal?: AbortSignal) => api.get('/privacy/settings', { schema: PrivacySettingsResponse, signal }),
  setPrivacy: (body: Partial<MemberPrivacy>) => api.put('/privacy/settings', body, { schema: PrivacySettingsResponse }),
  blacklist: (after?: string, signal?: AbortSignal) => api.get('/privacy/blacklist', { query: { after }, schema: pageOf(BlockedMember), signal }),
  block: (name: string) => api.put(`/privacy/blacklist/${encodeURIComponent(name)}`),
  unblock: (name: string) => api.delete(`/privacy/blacklist/${encodeURIComponent(name)}`),
  requestFriend: (name: string) => api.post(`${user(name)}/friends`, undefined, { schema: z.object({ state: z.enum(['request-sent', 'friends']) }) }),
  answerFriend: (name: string, approve: 0 | 1) => api.put(`${user(name)}/friends`, { approve }),
  removeFriend: (name: string) => api.delete(`${user(name)}/friends`),
  friendRequests: (signal?: AbortSignal) => api.get('/me/friend-requests', { schema: FriendRequests, signal }),
  follow: (name: string) => api.put(`${user(name)}/follow`),
  unfollow: (name: string) => api.delete(`${user(name)}/follow`),
  wink: (name: string) => api.post(`${user(name)}/wink`),
  favourite: (name: string, on: boolean) => (on ? api.put(`${user(name)}/favourite`) : api.delete(`${user(name)}/favourite`)),
  note: (name: string, signal?: AbortSignal) => api.get(`${user(name)}/note`, { schema: Note.nullable(), signal }),
  putNote: (name: string, body: string) => api.put(`${user(name)}/note`, { body }, { schema: Note }),
  deleteNote: (name: string) => api.delete(`${user(name)}/note`),
  vouch: (name: string, body: string) => api.put(`${user(name)}/vouch`, { body }),
  list: <T extends z.ZodType>(name: string, list: string, item: T, after?: string, signal?: AbortSignal) =>
    api.get(`${user(name)}/${list}`, { query: { after }, schema: pageOf(item), signal }),
  interactions: (tab: InteractionTab, after?: string, signal?: AbortSignal) =>
    api.get(`/interactions/${tab}`, { query: { after }, schema: pageOf(InteractionItem), signal }),
  search: (query: Record<string, QueryValue>, after?: string, signal?: AbortSignal) =>
    api.get('/search', { query: { ...query, after }, schema: SearchResults, signal }),
  savedSearches: (signal?: AbortSignal) => api.get('/search/saved', { schema: z.array(SavedSearch), signal }),
  saveSearch: (input: SavedSearchInput) => api.post('/search/saved', input, { schema: SavedSearch }),
  removeSavedSearch: (id: string) => api.delete(`/search/saved/${encodeURIComponent(id)}`),
  places: (q: string, signal?: AbortSignal) => api.get('/location/geocomplete', { query: { q }, schema: z.array(Place), signal }),
};

export const profileQuery = (name: string) =>
  queryOptions({ queryKey: membersKeys.profile(name), queryFn: ({ signal }) => membersApi.profile(name, signal), retry: false });

export const badgeSettingsQuery = () => queryOptions({ queryKey: membersKeys.badges, queryFn: ({ signal }) => membersApi.badges(signal) });
export const ownAvatarQuery = () => queryOptions({ queryKey: membersKeys.avatar, queryFn: ({ signal }) => membersApi.avatar(signal) });
export const ownProfileQuery = () => queryOptions({ queryKey: membersKeys.own, queryFn: ({ signal }) => membersApi.own(signal) });

/** SPEC 7/9: the friends list is cached for 60 s and refetched every 60 s. */
export const FRIENDS_CACHE_MS = 60_000;

const LIST_ITEMS = { friends: MemberCard, followers: MemberCard, following: MemberCard, vouches: Vouch, notes: NoteItem } as const;
export type MemberList = keyof typeof LIST_ITEMS;

export const memberListQuery = <L extends MemberList>(name: string, list: L) =>
  infiniteQueryOptions({
    queryKey: membersKeys.list(name, list),
    queryFn: ({ pageParam, signal }) => membersApi.list(name, list, LIST_ITEMS[list], pageParam, signal) as Promise<{ items: z.infer<(typeof LIST_ITEMS)[L]>[]; next: string | null }>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    retry: false,
    ...(list === 'friends' ? { staleTime: FRIENDS_CACHE_MS, refetchInterval: FRIENDS_CACHE_MS } : {}),
  });

export const interactionsQuery = (tab: InteractionTab) =>
  infiniteQueryOptions({
    queryKey: membersKeys.interactions(tab),
    queryFn: ({ pageParam, signal }) => membersApi.interactions(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const savedSearchesQuery = () => queryOptions({ queryKey: membersKeys.savedSearches, queryFn: ({ signal }) => membersApi.savedSearches(signal) });

export const searchQuery = (query: Record<string, QueryValue>) =>
  infiniteQueryOptions({
    queryKey: membersKeys.search(query),
    queryFn: ({ pageParam, signal }) => membersApi.search(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
