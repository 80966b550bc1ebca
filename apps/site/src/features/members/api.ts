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
import { typed } from '../../shared/api/paths';
import { keysetQueryOptions } from '../../shared/api/useKeysetPages';

/** The members API (profiles, relationships, privacy, search, places), one function per endpoint. */
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
  profile: (name: string, signal?: AbortSignal) => typed.get('/users/{name}', { params: { name }, schema: ProfileResponse, signal }),
  own: (signal?: AbortSignal) => typed.get('/me/profile', { schema: OwnProfile, signal }),
  avatar: (signal?: AbortSignal) => typed.get('/me/avatar', { schema: OwnAvatar, signal }),
  removeAvatar: () => typed.delete('/me/avatar', { schema: OwnAvatar }),
  /** A new (pending) avatar from one of my approved photos, with the same crop box as an upload. */
  avatarFromMedia: (mediaId: string, crop?: { x: number; y: number; width: number; height: number }) =>
    typed.post('/me/avatar', { body: { mediaId }, query: crop, schema: OwnAvatar }),
  badges: (signal?: AbortSignal) => typed.get('/me/badges', { schema: BadgeSettings, signal }),
  setBadges: (hidden: HideableBadge[]) => typed.put('/me/badges', { body: { hidden }, schema: BadgeSettings }),
  updateProfile: (body: ProfileUpdate) => typed.put('/me/profile', { body: body, schema: OwnProfile }),
  setProfileType: (body: ProfileTypeUpdate) => typed.put('/me/profile-type', { body: body, schema: OwnProfile }),
  changeName: (name: string) => typed.put('/me/name', { body: { name }, schema: OwnProfile }),
  setLocation: (placeId: string) => typed.put('/me/location', { body: { placeId }, schema: OwnProfile }),
  clearLocation: () => typed.delete('/me/location', { schema: OwnProfile }),
  skipSetup: (step: string) => typed.post('/me/setup/{position}/skip', { params: { position: step }, schema: OwnProfile }),
  winkSettings: (signal?: AbortSignal) => typed.get('/me/wink-settings', { schema: WinkSettings, signal }),
  setWinkSettings: (body: WinkSettings) => typed.put('/me/wink-settings', { body: body, schema: WinkSettings }),
  privacy: (signal?: AbortSignal) => typed.get('/privacy/settings', { schema: PrivacySettingsResponse, signal }),
  setPrivacy: (body: Partial<MemberPrivacy>) => typed.put('/privacy/settings', { body: body, schema: PrivacySettingsResponse }),
  blacklist: (after?: string, signal?: AbortSignal) => typed.get('/privacy/blacklist', { query: { after }, schema: pageOf(BlockedMember), signal }),
  block: (name: string) => typed.put('/privacy/blacklist/{name}', { params: { name } }),
  unblock: (name: string) => typed.delete('/privacy/blacklist/{name}', { params: { name } }),
  requestFriend: (name: string) => typed.post('/users/{name}/friends', { params: { name }, schema: z.object({ state: z.enum(['request-sent', 'friends']) }) }),
  answerFriend: (name: string, approve: 0 | 1) => typed.put('/users/{name}/friends', { params: { name }, body: { approve } }),
  removeFriend: (name: string) => typed.delete('/users/{name}/friends', { params: { name } }),
  friendRequests: (signal?: AbortSignal) => typed.get('/me/friend-requests', { schema: FriendRequests, signal }),
  follow: (name: string) => typed.put('/users/{name}/follow', { params: { name } }),
  unfollow: (name: string) => typed.delete('/users/{name}/follow', { params: { name } }),
  wink: (name: string) => typed.post('/users/{name}/wink', { params: { name } }),
  favourite: (name: string, on: boolean) => (on ? typed.put('/users/{name}/favourite', { params: { name } }) : typed.delete('/users/{name}/favourite', { params: { name } })),
  note: (name: string, signal?: AbortSignal) => typed.get('/users/{name}/note', { params: { name }, schema: Note.nullable(), signal }),
  putNote: (name: string, body: string) => typed.put('/users/{name}/note', { params: { name }, body: { body }, schema: Note }),
  deleteNote: (name: string) => typed.delete('/users/{name}/note', { params: { name } }),
  vouch: (name: string, body: string) => typed.put('/users/{name}/vouch', { params: { name }, body: { body } }),
  list: <T extends z.ZodType>(name: string, list: string, item: T, after?: string, signal?: AbortSignal) =>
    api.get(`/users/${encodeURIComponent(name)}/${list}`, { query: { after }, schema: pageOf(item), signal }),
  interactions: (tab: InteractionTab, after?: string, signal?: AbortSignal) =>
    typed.get('/interactions/{tab}', { params: { tab }, query: { after }, schema: pageOf(InteractionItem), signal }),
  search: (query: Record<string, QueryValue>, after?: string, signal?: AbortSignal) =>
    typed.get('/search', { query: { ...query, after }, schema: SearchResults, signal }),
  savedSearches: (signal?: AbortSignal) => typed.get('/search/saved', { schema: z.array(SavedSearch), signal }),
  saveSearch: (input: SavedSearchInput) => typed.post('/search/saved', { body: input, schema: SavedSearch }),
  removeSavedSearch: (id: string) => typed.delete('/search/saved/{id}', { params: { id } }),
  places: (q: string, signal?: AbortSignal) => typed.get('/location/geocomplete', { query: { q }, schema: z.array(Place), signal }),
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
  keysetQueryOptions(membersKeys.interactions(tab), (after, signal) => membersApi.interactions(tab, after, signal));

export const savedSearchesQuery = () => queryOptions({ queryKey: membersKeys.savedSearches, queryFn: ({ signal }) => membersApi.savedSearches(signal) });

export const searchQuery = (query: Record<string, QueryValue>) =>
  keysetQueryOptions(membersKeys.search(query), (after, signal) => membersApi.search(query, after, signal));
