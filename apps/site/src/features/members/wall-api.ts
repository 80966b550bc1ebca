import { WallComment, WallCommentPage, WallPage, WallPost, WallVoteResult, type WallVoteBody } from '@community/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** Profile walls: `users/{name}/wall`, `walls/{post}`, `walls/{post}/vote` and `walls/{post}/comments`. */
const wall = (name: string) => `/users/${encodeURIComponent(name)}/wall`;
const post = (id: string) => `/walls/${encodeURIComponent(id)}`;

export const wallKeys = {
  all: ['walls'] as const,
  wall: (name: string) => ['walls', 'wall', name.toLowerCase()] as const,
  post: (id: string) => ['walls', 'post', id] as const,
  comments: (id: string) => ['walls', 'comments', id] as const,
};

export const wallApi = {
  list: (name: string, after?: string, signal?: AbortSignal) => api.get(wall(name), { query: { after }, schema: WallPage, signal }),
  create: (name: string, body: string, mediaId?: string) => api.post(wall(name), mediaId ? { body, mediaId } : { body }, { schema: WallPost }),
  get: (id: string, signal?: AbortSignal) => api.get(post(id), { schema: WallPost, signal }),
  remove: (id: string) => api.delete(post(id)),
  vote: (id: string, value: WallVoteBody['value']) => api.put(`${post(id)}/vote`, { value }, { schema: WallVoteResult }),
  comments: (id: string, after?: string, signal?: AbortSignal) => api.get(`${post(id)}/comments`, { query: { after }, schema: WallCommentPage, signal }),
  comment: (id: string, body: string) => api.post(`${post(id)}/comments`, { body }, { schema: WallComment }),
  removeComment: (id: string, comment: string) => api.delete(`${post(id)}/comments/${encodeURIComponent(comment)}`),
};

export const wallQuery = (name: string) =>
  infiniteQueryOptions({
    queryKey: wallKeys.wall(name),
    queryFn: ({ pageParam, signal }) => wallApi.list(name, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const wallPostQuery = (id: string) => queryOptions({ queryKey: wallKeys.post(id), queryFn: ({ signal }) => wallApi.get(id, signal) });

export const wallCommentsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: wallKeys.comments(id),
    queryFn: ({ pageParam, signal }) => wallApi.comments(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
