import type { Album, AlbumInvite, MediaItem } from '@community/contracts';

let n = 0;
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export function item(overrides: Partial<MediaItem> = {}): MediaItem {
  n += 1;
  const id = overrides.id ?? uuid(1000 + n);
  return {
    id,
    createdAt: '2026-11-20T10:00:00.000Z',
    ownerName: 'sunny_pair',
    kind: 'image',
    processing: 'ready',
    processingError: null,
    progress: 100,
    duration: null,
    description: '',
    adult: false,
    visibility: 'members',
    albumId: null,
    width: 800,
    height: 600,
    sizes: { small: `/api/media/files/${id}/small`, medium: `/api/media/files/${id}/medium`, 'large-thumbnail': `/api/media/files/${id}/large-thumbnail`, large: `/api/media/files/${id}/large` },
    video: null,
    isLiked: false,
    likes: 0,
    views: 3,
    comments: 0,
    likesText: '0',
    viewsText: '3',
    permissions: { canComment: true, canLike: true, canEdit: false },
    status: 'approved',
    rejectReason: null,
    ...overrides,
  };
}

export const ALBUM_ID = uuid(7);

export function album(overrides: Partial<Album> = {}): Album {
  return {
    id: ALBUM_ID,
    ownerName: 'sunny_pair',
    name: 'Summer',
    description: '',
    visibility: 'private',
    itemCount: 4,
    cover: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    access: 'locked',
    inviteId: null,
    ...overrides,
  };
}

export function invite(overrides: Partial<AlbumInvite> = {}): AlbumInvite {
  return {
    id: uuid(9),
    kind: 'invite',
    status: 'pending',
    album: { id: ALBUM_ID, name: 'Summer', ownerName: 'sunny_pair' },
    memberName: 'velvet_fox',
    createdAt: '2026-11-01T10:00:00.000Z',
    canAccept: true,
    ...overrides,
  };
}

export const page = <T,>(items: T[]) => ({ status: 200, body: { data: { items, next: null } } });
