import {
  Album,
  AlbumInvite,
  AlbumInvitePage,
  AlbumPage,
  MediaComment,
  MediaCommentPage,
  MediaItem,
  MediaPage,
  MediaSettings,
  type AlbumCreate,
  type AlbumUpdate,
  type MediaUpdate,
} from '@community/contracts';
import { z } from 'zod';
import { api } from '../../shared/api/client';

const enc = encodeURIComponent;

const LikeResult = z.object({ isLiked: z.boolean(), likes: z.number().int(), likesText: z.string() });
export type LikeResult = z.infer<typeof LikeResult>;

export type InviteBox = 'received' | 'sent' | 'granted';

/** The SPEC 3 media picker options (the API's `GET /api/media/mine` takes the first four). */
export interface PickerFilter {
  type: 'image' | 'video' | 'all';
  showAdult: boolean;
  showPrivate: boolean;
  includeMisc: boolean;
}

/** The media API (apps/api modules/media), each answer checked against its contract. */
export const mediaApi = {
  list: (q: { owner: string; album?: string }, after: string | undefined, signal?: AbortSignal) =>
    api.get('/media', { query: { owner: q.owner, album: q.album, after }, schema: MediaPage, signal }),
  mine: (f: PickerFilter, after: string | undefined, signal?: AbortSignal) =>
    api.get('/media/mine', { query: { type: f.type, showAdult: f.showAdult, showPrivate: f.showPrivate, includeMisc: f.includeMisc, after }, schema: MediaPage, signal }),
  gallery: (adult: boolean, after: string | undefined, signal?: AbortSignal) => api.get('/media/gallery', { query: { adult, after }, schema: MediaPage, signal }),
  item: (id: string, signal?: AbortSignal) => api.get(`/media/${enc(id)}`, { schema: MediaItem, signal }),
  update: (id: string, patch: MediaUpdate) => api.put(`/media/${enc(id)}`, patch, { schema: MediaItem }),
  remove: (id: string) => api.delete(`/media/${enc(id)}`),
  like: (id: string, on: boolean) => api.request(on ? 'PUT' : 'DELETE', `/media/${enc(id)}/like`, { schema: LikeResult }),
  comments: (id: string, after: string | undefined, signal?: AbortSignal) => api.get(`/media/${enc(id)}/comments`, { query: { after }, schema: MediaCommentPage, signal }),
  comment: (id: string, body: string) => api.post(`/media/${enc(id)}/comments`, { body }, { schema: MediaComment }),
  deleteComment: (id: string, commentId: string) => api.delete(`/media/${enc(id)}/comments/${enc(commentId)}`),
  settings: (signal?: AbortSignal) => api.get('/media/settings', { schema: MediaSettings, signal }),
  setSettings: (body: MediaSettings) => api.put('/media/settings', body, { schema: MediaSettings }),
  albums: (owner: string, after: string | undefined, signal?: AbortSignal) => api.get('/media-albums', { query: { owner, after }, schema: AlbumPage, signal }),
  album: (id: string, signal?: AbortSignal) => api.get(`/media-albums/${enc(id)}`, { schema: Album, signal }),
  createAlbum: (body: AlbumCreate) => api.post('/media-albums', body, { schema: Album }),
  updateAlbum: (id: string, body: AlbumUpdate) => api.put(`/media-albums/${enc(id)}`, body, { schema: Album }),
  removeAlbum: (id: string) => api.delete(`/media-albums/${enc(id)}`),
  invites: (box: InviteBox, after: string | undefined, signal?: AbortSignal) => api.get('/album-invites', { query: { box, after }, schema: AlbumInvitePage, signal }),
  invite: (albumId: string, name: string) => api.post('/album-invites', { albumId, name }, { schema: AlbumInvite }),
  requestAccess: (albumId: string) => api.post('/album-invites/requests', { albumId }, { schema: AlbumInvite }),
  accept: (inviteId: string) => api.put(`/album-invites/${enc(inviteId)}`, undefined, { schema: AlbumInvite }),
  decline: (inviteId: string) => api.delete(`/album-invites/${enc(inviteId)}`),
};

/** Query keys: everything under `['media']`, so one invalidation refreshes every list after a change. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (owner: string, album?: string) => ['media', 'list', owner, album ?? null] as const,
  mine: (f: PickerFilter) => ['media', 'mine', f] as const,
  gallery: (adult: boolean) => ['media', 'gallery', adult] as const,
  comments: (id: string) => ['media', 'comments', id] as const,
  settings: ['media', 'settings'] as const,
  albums: (owner: string) => ['media', 'albums', owner] as const,
  album: (id: string) => ['media', 'album', id] as const,
  invites: (box: InviteBox) => ['media', 'invites', box] as const,
};
