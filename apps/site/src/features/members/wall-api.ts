import { WallComment, WallCommentPage, WallPage, WallPost, WallVoteResult, type WallVoteBody } from '@community/contracts';
import { queryOptions } from '@tanstack/react-query';
import { typed } from '../../shared/api/paths';
import { keysetQueryOptions } from '../../shared/api/useKeysetPages';

/** Profile walls: `users/{name}/wall`, `walls/{post}`, `walls/{post}/vote` and `walls/{post}/comments`. */

export const wallKeys = {
  all: ['walls'] as const,
  wall: (name: string) => ['walls', 'wall', name.toLowerCase()] as const,
  post: (id: string) => ['walls', 'post', id] as const,
  comments: (id: string) => ['walls', 'comments', id] as const,
};

export const wallApi = {
  list: (name: string, after?: string, signal?: AbortSignal) => typed.get('/users/{name}/wall', { params: { name }, query: { after }, schema: WallPage, signal }),
  create: (name: string, body: string, mediaId?: string) => typed.post('/users/{name}/wall', { params: { name }, body: mediaId ? { body, mediaId } : { body }, schema: WallPost }),
  get: (id: string, signal?: AbortSignal) => typed.get('/walls/{post}', { params: { post: id }, schema: WallPost, signal }),
  remove: (id: string) => typed.delete('/walls/{post}', { params: { post: id } }),
  vote: (id: string, value: WallVoteBody['value']) => typed.put('/walls/{post}/vote', { params: { post: id }, body: { value }, schema: WallVoteResult }),
  comments: (id: string, after?: string, signal?: AbortSignal) => typed.get('/walls/{post}/comments', { params: { post: id }, query: { after }, schema: WallCommentPage, signal }),
  comment: (id: string, body: string) => typed.post('/walls/{post}/comments', { params: { post: id }, body: { body }, schema: WallComment }),
  removeComment: (id: string, comment: string) => typed.delete('/walls/{post}/comments/{comment}', { params: { post: id, comment } }),
};

export const wallQuery = (name: string) =>
  keysetQueryOptions(wallKeys.wall(name), (after, signal) => wallApi.list(name, after, signal));

export const wallPostQuery = (id: string) => queryOptions({ queryKey: wallKeys.post(id), queryFn: ({ signal }) => wallApi.get(id, signal) });

export const wallCommentsQuery = (id: string) =>
  keysetQueryOptions(wallKeys.comments(id), (after, signal) => wallApi.comments(id, after, signal));
