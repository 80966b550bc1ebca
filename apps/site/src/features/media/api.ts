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
import { typed } from '../../shared/api/paths';

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
    typed.get('/media', { query: { owner: q.owner, album: q.album, after }, schema: MediaPage, signal }),
  mine: (f: PickerFilter, after: string | undefined, signal?: AbortSignal) =>
    typed.get('/media/mine', { query: { type: f.type, showAdult: f.showAdult, showPrivate: f.showPrivate, includeMisc: f.includeMisc, after }, schema: MediaPage, signal }),
  gallery: (adult: boolean, after: string | undefined, signal?: AbortSignal) => typed.get('/media/gallery', { query: { adult, after }, schema: MediaPage, signal }),
  item: (id: string, signal?: AbortSignal) => typed.get('/media/{id}', { params: { id }, schema: MediaItem, signal }),
  update: (id: string, patch: MediaUpdate) => typed.put('/media/{id}', { params: { id }, body: patch, schema: MediaItem }),
  remove: (id: string) => typed.delete('/media/{id}', { params: { id } }),
  like: (id: string, on: boolean) => (on ? typed.put('/media/{id}/like', { params: { id }, schema: LikeResult }) : typed.delete('/media/{id}/like', { params: { id }, schema: LikeResult })),
  comments: (id: string, after: string | undefined, signal?: AbortSignal) => typed.get('/media/{id}/comments', { params: { id }, query: { after }, schema: MediaCommentPage, signal }),
  comment: (id: string, body: string) => typed.post('/media/{id}/comments', { params: { id }, body: { body }, schema: MediaComment }),
  deleteComment: (id: string, commentId: string) => typed.delete('/media/{id}/comments/{commentId}', { params: { id, commentId } }),
  settings: (signal?: AbortSignal) => typed.get('/media/settings', { schema: MediaSettings, signal }),
  setSettings: (body: MediaSettings) => typed.put('/media/settings', { body: body, schema: MediaSettings }),
  albums: (owner: string, after: string | undefined, signal?: AbortSignal) => typed.get('/media-albums', { query: { owner, after }, schema: AlbumPage, signal }),
  album: (id: string, signal?: AbortSignal) => typed.get('/media-albums/{id}', { params: { id }, schema: Album, signal }),
  createAlbum: (body: AlbumCreate) => typed.post('/media-albums', { body: body, schema: Album }),
  updateAlbum: (id: string, body: AlbumUpdate) => typed.put('/media-albums/{id}', { params: { id }, body: body, schema: Album }),
  removeAlbum: (id: string) => typed.delete('/media-albums/{id}', { params: { id } }),
  invites: (box: InviteBox, after: string | undefined, signal?: AbortSignal) => typed.get('/album-invites', { query: { box, after }, schema: AlbumInvitePage, signal }),
  invite: (albumId: string, name: string) => typed.post('/album-invites', { body: { albumId, name }, schema: AlbumInvite }),
  requestAccess: (albumId: string) => typed.post('/album-invites/requests', { body: { albumId }, schema: AlbumInvite }),
  accept: (inviteId: string) => typed.put('/album-invites/{id}', { params: { id: inviteId }, schema: AlbumInvite }),
  decline: (inviteId: string) => typed.delete('/album-invites/{id}', { params: { id: inviteId } }),
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
