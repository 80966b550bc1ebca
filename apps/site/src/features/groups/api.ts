import {
  CommunityVoteResult,
  CommunityWallComment,
  CommunityWallCommentPage,
  CommunityWallPage,
  CommunityWallPost,
  GroupDetail,
  GroupInvitePage,
  GroupInviteResult,
  GroupMemberItem,
  GroupMemberPage,
  GroupMembership,
  GroupPage,
  OwnProfile,
  Place,
  type CommunityPlaceKind,
  type GroupCategory,
  type GroupForm,
  type GroupMemberChange,
  type GroupState,
} from '@community/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../shared/api/client';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

/*
 * The groups API (contracts: libs/contracts/src/groups) and the community walls groups and clubs share. Every
 * answer is checked against its contract; query keys and options are exported so a route loader can prime them.
 */

const enc = encodeURIComponent;

export type GroupSort = 'active' | 'newest' | 'members' | 'near';
export interface GroupFilters {
  sort: GroupSort;
  category?: GroupCategory;
  q?: string;
  placeId?: string;
}

export const groupsKeys = {
  all: ['groups'] as const,
  list: (f: GroupFilters) => ['groups', 'list', f] as const,
  group: (slug: string) => ['groups', 'group', slug] as const,
  members: (slug: string, state: GroupState) => ['groups', 'group', slug, 'members', state] as const,
  invites: (name: string) => ['groups', 'invites', name] as const,
  ofMember: (name: string) => ['groups', 'member', name] as const,
  wall: (kind: CommunityPlaceKind, slug: string) => ['community-wall', kind, slug] as const,
  post: (id: string) => ['community-wall', 'post', id] as const,
  comments: (id: string) => ['community-wall', 'post', id, 'comments'] as const,
  own: ['members', 'own'] as const,
};

const wallBase = (kind: CommunityPlaceKind, slug: string) => `${kind === 'group' ? 'groups' : 'clubs'}/${enc(slug)}/wall`;

export const groupsApi = {
  list: (f: GroupFilters, after: string | undefined, signal?: AbortSignal) =>
    api.get('groups', { query: { sort: f.sort, category: f.category, q: f.q || undefined, placeId: f.placeId, after }, schema: GroupPage, signal }),
  group: (slug: string, signal?: AbortSignal) => api.get(`groups/${enc(slug)}`, { schema: GroupDetail, signal }),
  create: (body: GroupForm) => api.post('groups', body, { schema: GroupDetail }),
  update: (slug: string, body: GroupForm) => api.put(`groups/${enc(slug)}`, body, { schema: GroupDetail }),
  remove: (slug: string) => api.delete(`groups/${enc(slug)}`),
  join: (slug: string) => api.post(`groups/${enc(slug)}/join`, undefined, { schema: GroupMembership }),
  leave: (slug: string) => api.delete(`groups/${enc(slug)}/join`, undefined, { schema: GroupMembership }),
  members: (slug: string, state: GroupState, after: string | undefined, signal?: AbortSignal) =>
    api.get(`groups/${enc(slug)}/members`, { query: { state, after }, schema: GroupMemberPage, signal }),
  change: (slug: string, memberId: string, body: GroupMemberChange) => api.put(`groups/${enc(slug)}/members/${enc(memberId)}`, body, { schema: GroupMemberItem }),
  removeMember: (slug: string, memberId: string) => api.delete(`groups/${enc(slug)}/members/${enc(memberId)}`),
  invite: (slug: string, names: string[]) => api.post(`groups/${enc(slug)}/invites`, { names }, { schema: GroupInviteResult }),
  answerInvite: (slug: string, id: string, accept: boolean) => api.put(`groups/${enc(slug)}/invites/${enc(id)}`, { accept: accept ? 1 : 0 }, { schema: GroupMembership }),
  invites: (name: string, after: string | undefined, signal?: AbortSignal) => api.get(`users/${enc(name)}/groups/invites`, { query: { after }, schema: GroupInvitePage, signal }),
  ofMember: (name: string, after: string | undefined, signal?: AbortSignal) => api.get(`users/${enc(name)}/groups`, { query: { after }, schema: GroupPage, signal }),
  friends: (name: string, after: string | undefined, signal?: AbortSignal) =>
    api.get(`users/${enc(name)}/friends`, { query: { after, limit: 50 }, schema: z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })), next: z.string().nullable() }), signal }),
  own: (signal?: AbortSignal) => api.get('me/profile', { schema: OwnProfile, signal }),
  places: (q: string, signal?: AbortSignal) => api.get('location/geocomplete', { query: { q }, schema: z.array(Place), signal }),
  // walls
  wall: (kind: CommunityPlaceKind, slug: string, after: string | undefined, signal?: AbortSignal) => api.get(wallBase(kind, slug), { query: { after }, schema: CommunityWallPage, signal }),
  post: (kind: CommunityPlaceKind, slug: string, body: string) => api.post(wallBase(kind, slug), { body }, { schema: CommunityWallPost }),
  getPost: (id: string, signal?: AbortSignal) => api.get(`community-walls/${enc(id)}`, { schema: CommunityWallPost, signal }),
  removePost: (id: string) => api.delete(`community-walls/${enc(id)}`),
  vote: (id: string, value: -1 | 0 | 1) => api.put(`community-walls/${enc(id)}/vote`, { value }, { schema: CommunityVoteResult }),
  comments: (id: string, after: string | undefined, signal?: AbortSignal) => api.get(`community-walls/${enc(id)}/comments`, { query: { after }, schema: CommunityWallCommentPage, signal }),
  comment: (id: string, body: string) => api.post(`community-walls/${enc(id)}/comments`, { body }, { schema: CommunityWallComment }),
  removeComment: (id: string, commentId: string) => api.delete(`community-walls/${enc(id)}/comments/${enc(commentId)}`),
};

export const groupQuery = (slug: string) => queryOptions({ queryKey: groupsKeys.group(slug), queryFn: ({ signal }) => groupsApi.group(slug, signal), retry: false });
export const useGroup = (slug: string) => useQuery(groupQuery(slug));
export const useGroupList = (f: GroupFilters) => useKeysetPages(groupsKeys.list(f), (after, signal) => groupsApi.list(f, after, signal));
export const useGroupMembers = (slug: string, state: GroupState) => useKeysetPages(groupsKeys.members(slug, state), (after, signal) => groupsApi.members(slug, state, after, signal));
export const useMyInvites = (name: string) => useKeysetPages(groupsKeys.invites(name), (after, signal) => groupsApi.invites(name, after, signal));
export const useMemberGroups = (name: string) => useKeysetPages(groupsKeys.ofMember(name), (after, signal) => groupsApi.ofMember(name, after, signal));
export const useWall = (kind: CommunityPlaceKind, slug: string) => useKeysetPages(groupsKeys.wall(kind, slug), (after, signal) => groupsApi.wall(kind, slug, after, signal));
export const useComments = (id: string) => useKeysetPages(groupsKeys.comments(id), (after, signal) => groupsApi.comments(id, after, signal));

/** A mutation that refreshes groups' and walls' cached answers when it lands. */
export function useGroupsMutation<V, R>(mutationFn: (vars: V) => Promise<R>, onSuccess?: (result: R, vars: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      await onSuccess?.(result, vars);
      await Promise.all([client.invalidateQueries({ queryKey: groupsKeys.all }), client.invalidateQueries({ queryKey: ['community-wall'] }), client.invalidateQueries({ queryKey: ['clubs'] })]);
    },
  });
}
