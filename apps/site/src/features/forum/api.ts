import {
  ForumCategoryList,
  ForumMemberPostPage,
  ForumMemberTopicPage,
  ForumPostDetail,
  ForumPostHistory,
  ForumPostLocation,
  ForumReadResponse,
  ForumSearchPage,
  ForumSettings,
  ForumTopicDetail,
  ForumTopicEditable,
  ForumTopicItem,
  ForumTopicPage,
  ForumVoteResponse,
  ForumWatchResponse,
  ForumWatchedPage,
  type ForumAcceptRequest,
  type ForumDeleteRequest,
  type ForumPostEditRequest,
  type ForumReplyRequest,
  type ForumSearchForm,
  type ForumSettingsRequest,
  type ForumTopicCreateRequest,
  type ForumTopicEditRequest,
  type ForumTopicModerationRequest,
  type ForumTopicSort,
  type ForumVoteValue,
  type ForumWatchLevel,
} from '@community/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryValue } from '../../shared/api/client';
import { useKeysetPages } from '../../shared/api/useKeysetPages';

/*
 * The forum API (contracts: libs/contracts/src/forum). The forum's paths are not in the generated OpenAPI
 * document of this branch yet, so the calls go through the site's client with every answer checked against
 * its contract. Query keys and query functions are exported so a route loader can prime the same cache.
 */

const enc = encodeURIComponent;

/** What the topic page asks for: a page, or the page holding a post, or neither (the first unread page). */
export interface TopicAddress {
  category: string;
  slug: string;
  page?: number;
  post?: string;
}

export const forumKeys = {
  all: ['forum'] as const,
  categories: () => ['forum', 'categories'] as const,
  topics: (category: string, sort?: ForumTopicSort) => ['forum', 'topics', category, sort ?? 'default'] as const,
  topicsOf: (category: string) => ['forum', 'topics', category] as const,
  topic: (a: TopicAddress) => ['forum', 'topic', a.category, a.slug, { page: a.page ?? null, post: a.post ?? null }] as const,
  topicAll: () => ['forum', 'topic'] as const,
  editable: (topicId: string) => ['forum', 'editable', topicId] as const,
  post: (postId: string) => ['forum', 'post', postId] as const,
  history: (postId: string) => ['forum', 'post', postId, 'history'] as const,
  settings: () => ['forum', 'settings'] as const,
  search: (filters: ForumSearchForm) => ['forum', 'search', filters] as const,
  watched: () => ['forum', 'watched'] as const,
  memberTopics: (name: string) => ['forum', 'member', name, 'topics'] as const,
  memberPosts: (name: string) => ['forum', 'member', name, 'posts'] as const,
};

export const forumApi = {
  categories: (signal?: AbortSignal) => api.get('forum/categories', { schema: ForumCategoryList, signal }),
  topics: (category: string, sort: ForumTopicSort | undefined, after: string | undefined, signal?: AbortSignal) =>
    api.get(`forum/categories/${enc(category)}/topics`, { query: { sort, after }, schema: ForumTopicPage, signal }),
  createTopic: (category: string, body: ForumTopicCreateRequest) => api.post(`forum/categories/${enc(category)}/topics`, body, { schema: ForumPostLocation }),
  watchCategory: (category: string, level: ForumWatchLevel | null) => api.put(`forum/categories/${enc(category)}/watch`, { level }, { schema: ForumWatchResponse }),
  topic: (a: TopicAddress, signal?: AbortSignal) =>
    api.get(`forum/categories/${enc(a.category)}/topics/${enc(a.slug)}`, { query: { page: a.page, post: a.post }, schema: ForumTopicDetail, signal }),
  editable: (topicId: string, signal?: AbortSignal) => api.get(`forum/topics/${enc(topicId)}/edit`, { schema: ForumTopicEditable, signal }),
  editTopic: (topicId: string, body: ForumTopicEditRequest) => api.put(`forum/topics/${enc(topicId)}`, body, { schema: ForumPostLocation }),
  read: (topicId: string, number: number) => api.put(`forum/topics/${enc(topicId)}/read`, { number }, { schema: ForumReadResponse }),
  voteTopic: (topicId: string, value: ForumVoteValue) => api.put(`forum/topics/${enc(topicId)}/vote`, { value }, { schema: ForumVoteResponse }),
  watchTopic: (topicId: string, level: ForumWatchLevel | null) => api.put(`forum/topics/${enc(topicId)}/watch`, { level }, { schema: ForumWatchResponse }),
  accept: (topicId: string, body: ForumAcceptRequest) => api.put(`forum/topics/${enc(topicId)}/accepted`, body, { schema: ForumTopicDetail }),
  moderate: (topicId: string, body: ForumTopicModerationRequest) => api.put(`forum/topics/${enc(topicId)}/moderation`, body, { schema: ForumTopicItem }),
  reply: (body: ForumReplyRequest) => api.post('forum/posts', body, { schema: ForumPostLocation }),
  post: (postId: string, signal?: AbortSignal) => api.get(`forum/posts/${enc(postId)}`, { schema: ForumPostDetail, signal }),
  editPost: (postId: string, body: ForumPostEditRequest) => api.put(`forum/posts/${enc(postId)}`, body, { schema: ForumPostDetail }),
  deletePost: (postId: string, body: ForumDeleteRequest = {}) => api.delete(`forum/posts/${enc(postId)}`, body),
  history: (postId: string, signal?: AbortSignal) => api.get(`forum/posts/${enc(postId)}/history`, { schema: ForumPostHistory, signal }),
  votePost: (postId: string, value: ForumVoteValue) => api.put(`forum/posts/${enc(postId)}/vote`, { value }, { schema: ForumVoteResponse }),
  review: (postId: string, decision: 'restore' | 'delete', reason: string) => api.put(`forum/posts/${enc(postId)}/review`, { decision, reason }, { schema: ForumPostDetail }),
  settings: (signal?: AbortSignal) => api.get('forum/settings', { schema: ForumSettings, signal }),
  saveSettings: (body: ForumSettingsRequest) => api.put('forum/settings', body, { schema: ForumSettings }),
  search: (filters: ForumSearchForm, after: string | undefined, signal?: AbortSignal) =>
    api.get('forum/search', { query: { ...(filters as Record<string, QueryValue>), after }, schema: ForumSearchPage, signal }),
  watched: (after: string | undefined, signal?: AbortSignal) => api.get('forum/watched', { query: { after }, schema: ForumWatchedPage, signal }),
  memberTopics: (name: string, after: string | undefined, signal?: AbortSignal) =>
    api.get(`forum/members/${enc(name)}/topics`, { query: { after }, schema: ForumMemberTopicPage, signal }),
  memberPosts: (name: string, after: string | undefined, signal?: AbortSignal) =>
    api.get(`forum/members/${enc(name)}/posts`, { query: { after }, schema: ForumMemberPostPage, signal }),
};

// ---------------------------------------------------------------------------------------------------------
// Query options (what a loader primes) and hooks
// ---------------------------------------------------------------------------------------------------------

export const categoriesQuery = () => queryOptions({ queryKey: forumKeys.categories(), queryFn: ({ signal }) => forumApi.categories(signal) });
export const topicQuery = (a: TopicAddress) => queryOptions({ queryKey: forumKeys.topic(a), queryFn: ({ signal }) => forumApi.topic(a, signal) });
export const editableQuery = (topicId: string) => queryOptions({ queryKey: forumKeys.editable(topicId), queryFn: ({ signal }) => forumApi.editable(topicId, signal) });
export const settingsQuery = () => queryOptions({ queryKey: forumKeys.settings(), queryFn: ({ signal }) => forumApi.settings(signal) });

export const useCategories = () => useQuery(categoriesQuery());
export const useTopic = (a: TopicAddress) => useQuery(topicQuery(a));
export const useEditable = (topicId: string | undefined) => useQuery({ ...editableQuery(topicId ?? ''), enabled: Boolean(topicId) });
export const useForumSettings = () => useQuery(settingsQuery());
/** A post's earlier texts (staff), loaded when asked for. */
export const usePostHistory = (postId: string, enabled: boolean) =>
  useQuery({ queryKey: forumKeys.history(postId), queryFn: ({ signal }) => forumApi.history(postId, signal), enabled });

/** A category's topics in one order, keyset pages (pinned ones come with the first page). */
export const useTopicList = (category: string, sort: ForumTopicSort | undefined) =>
  useKeysetPages(forumKeys.topics(category, sort), (after, signal) => forumApi.topics(category, sort, after, signal));
export const useSearchResults = (filters: ForumSearchForm) => useKeysetPages(forumKeys.search(filters), (after, signal) => forumApi.search(filters, after, signal));
export const useWatched = () => useKeysetPages(forumKeys.watched(), (after, signal) => forumApi.watched(after, signal));
export const useMemberTopics = (name: string) => useKeysetPages(forumKeys.memberTopics(name), (after, signal) => forumApi.memberTopics(name, after, signal));
export const useMemberPosts = (name: string) => useKeysetPages(forumKeys.memberPosts(name), (after, signal) => forumApi.memberPosts(name, after, signal));

/** A mutation that refreshes the forum's cached lists and topic pages when it lands. */
export function useForumMutation<V, R>(mutationFn: (vars: V) => Promise<R>, onSuccess?: (result: R, vars: V) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      await onSuccess?.(result, vars);
      await client.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
}
