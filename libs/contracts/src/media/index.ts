import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { VariantCodeFilter } from '../variants/variant.js';
import { ALBUM_NAME_MAX, MEDIA_COMMENT_MAX, MEDIA_DESCRIPTION_MAX, MEDIA_KINDS, MEDIA_PROCESSING_STATES, MEDIA_STATUSES, MEDIA_VISIBILITIES, type Role } from '@community/domain';

/**
 * Media: items, albums, album invitations, likes, comments, the public gallery and the staff moderation
 * queue. Member endpoints answer `{ data }`; staff endpoints speak react-admin's simple REST dialect.
 */

export const MediaVisibility = z.enum(MEDIA_VISIBILITIES);
export const MediaStatus = z.enum(MEDIA_STATUSES);
export const MediaKind = z.enum(MEDIA_KINDS);
export const MediaProcessing = z.enum(MEDIA_PROCESSING_STATES);

/** Query booleans: `true`/`false`/`1`/`0`. */
const qbool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** URL of each stored size (signed and short-lived unless the item is public and approved). For a video these are its poster frame. */
export const MediaSizes = z.object({
  small: z.string(),
  medium: z.string(),
  'large-thumbnail': z.string(),
  large: z.string(),
});
export type MediaSizes = z.infer<typeof MediaSizes>;

/** URL of each MP4 size of a video (SPEC 3: video-small is muted, for previews; video-480 for the viewer). */
export const MediaVideoSizes = z.object({
  'video-small': z.string(),
  'video-low': z.string(),
  'video-480': z.string(),
});
export type MediaVideoSizes = z.infer<typeof MediaVideoSizes>;

/** SPEC 3 media item, plus what the owner sees of moderation. */
export const MediaItem = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  ownerName: z.string(),
  kind: MediaKind,
  /** `processing` while a video's or an animated image's sizes are being made (its files do not exist yet), `failed` when that failed. */
  processing: MediaProcessing,
  /** Shown to the owner when processing failed. */
  processingError: z.string().nullable(),
  /** How far processing has got, in percent: 100 once ready (the site's progress bar while `processing`). */
  progress: z.number().int().min(0).max(100),
  /** A video's length in seconds, to a tenth (null for images). */
  duration: z.number().nullable(),
  description: z.string(),
  adult: z.boolean(),
  visibility: MediaVisibility,
  albumId: z.uuid().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: MediaSizes,
  /** A ready video's MP4 sizes; null for images and for videos still processing. */
  video: MediaVideoSizes.nullable(),
  isLiked: z.boolean(),
  likes: z.number().int(),
  views: z.number().int(),
  comments: z.number().int(),
  likesText: z.string(),
  viewsText: z.string(),
  permissions: z.object({ canComment: z.boolean(), canLike: z.boolean(), canEdit: z.boolean() }),
  /** Shown to the owner (and staff) only; others only ever see approved items. */
  status: MediaStatus,
  rejectReason: z.string().nullable(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaPage = pageOf(MediaItem);
export type MediaPage = z.infer<typeof MediaPage>;

export const MediaCursor = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a cursor from a previous page');
const MediaLimit = z.coerce.number().int().min(1).max(60).default(24);

/** `GET /api/media?owner=&album=&after=&limit=`: a member's media (`/profile/{name}/media`). */
export const MediaListQuery = z.object({
  owner: z.string().min(1).max(30),
  album: z.uuid('album must be an album id').optional(),
  /** Only items outside every album (the picker's "misc"). */
  misc: qbool.optional(),
  adult: qbool.optional(),
  after: MediaCursor.optional(),
  limit: MediaLimit,
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;

/** `GET /api/media/mine`: the caller's own media for the media picker (SPEC 3 picker options). */
export const MediaPickerQuery = z.object({
  type: z.enum(['image', 'video', 'all']).default('all'),
  showAdult: qbool.default(true),
  showPrivate: qbool.default(true),
  includeMisc: qbool.default(true),
  album: z.uuid('album must be an album id').optional(),
  after: MediaCursor.optional(),
  limit: MediaLimit,
});
export type MediaPickerQuery = z.infer<typeof MediaPickerQuery>;

export const GalleryQuery = z.object({ adult: qbool.default(false), after: MediaCursor.optional(), limit: MediaLimit });
export type GalleryQuery = z.infer<typeof GalleryQuery>;

/** `POST /api/media` (multipart, one `file` part) takes its settings in the query string. */
export const MediaUploadQuery = z.object({
  visibility: MediaVisibility.default('members'),
  album: z.uuid('album must be an album id').optional(),
  description: z.string().trim().max(MEDIA_DESCRIPTION_MAX).default(''),
  adult: qbool.default(false),
});
export type MediaUploadQuery = z.input<typeof MediaUploadQuery>;
/** The upload panel's settings for a batch (each file's description is set later, in the viewer). */
export const MediaUploadSettings = MediaUploadQuery.pick({ visibility: true, album: true, adult: true });
export type MediaUploadSettings = z.infer<typeof MediaUploadSettings>;

export const MediaUpdate = z.object({
  description: z.string().trim().max(MEDIA_DESCRIPTION_MAX).optional(),
  visibility: MediaVisibility.optional(),
  adult: z.boolean().optional(),
  albumId: z.uuid('albumId must be an album id').nullable().optional(),
});
export type MediaUpdate = z.infer<typeof MediaUpdate>;

export const MediaComment = z.object({
  id: z.uuid(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type MediaComment = z.infer<typeof MediaComment>;
export const MediaCommentPage = pageOf(MediaComment);
export type MediaCommentPage = z.infer<typeof MediaCommentPage>;
export const MediaCommentCreate = z.object({ body: z.string().trim().min(1, 'Write a comment').max(MEDIA_COMMENT_MAX) });
export const MediaPageQuery = z.object({ after: MediaCursor.optional(), limit: MediaLimit });

export const MediaSettings = z.object({ galleryOptOut: z.boolean() });
export type MediaSettings = z.infer<typeof MediaSettings>;

// Albums -------------------------------------------------------------------------------------------

/** Where the viewer stands with a friends-only or private album. */
export const AlbumAccessState = z.enum(['owner', 'open', 'invited', 'invite-pending', 'request-pending', 'locked']);
export type AlbumAccessState = z.infer<typeof AlbumAccessState>;

export const Album = z.object({
  id: z.uuid(),
  ownerName: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: MediaVisibility,
  itemCount: z.number().int(),
  /** Medium size of the newest visible item; null for a locked or empty album. */
  cover: z.string().nullable(),
  createdAt: z.string(),
  access: AlbumAccessState,
  /** Set on a pending invitation or request: the id to accept or decline with. */
  inviteId: z.uuid().nullable(),
});
export type Album = z.infer<typeof Album>;
export const AlbumPage = pageOf(Album);
export type AlbumPage = z.infer<typeof AlbumPage>;

export const AlbumListQuery = z.object({ owner: z.string().min(1).max(30), after: MediaCursor.optional(), limit: MediaLimit });
export const AlbumCreate = z.object({
  name: z.string().trim().min(1, 'Name the album').max(ALBUM_NAME_MAX),
  description: z.string().trim().max(MEDIA_DESCRIPTION_MAX).default(''),
  visibility: MediaVisibility.default('members'),
});
export type AlbumCreate = z.input<typeof AlbumCreate>;
export const AlbumUpdate = z.object({
  name: z.string().trim().min(1, 'Name the album').max(ALBUM_NAME_MAX).optional(),
  description: z.string().trim().max(MEDIA_DESCRIPTION_MAX).optional(),
  visibility: MediaVisibility.optional(),
});
export type AlbumUpdate = z.infer<typeof AlbumUpdate>;

/** An invitation (owner → member) or an access request (member → owner) for one album. */
export const AlbumInvite = z.object({
  id: z.uuid(),
  kind: z.enum(['invite', 'request']),
  status: z.enum(['pending', 'accepted']),
  album: z.object({ id: z.uuid(), name: z.string(), ownerName: z.string() }),
  memberName: z.string(),
  createdAt: z.string(),
  /** What the caller may do with it. */
  canAccept: z.boolean(),
});
export type AlbumInvite = z.infer<typeof AlbumInvite>;
export const AlbumInvitePage = pageOf(AlbumInvite);
export type AlbumInvitePage = z.infer<typeof AlbumInvitePage>;

/** `received`: invitations to me and requests for my albums, waiting for me; `sent`: what I sent; `granted`: who may see my albums. */
export const AlbumInviteListQuery = z.object({ box: z.enum(['received', 'sent', 'granted']).default('received'), after: MediaCursor.optional(), limit: MediaLimit });
export const AlbumInviteCreate = z.object({ albumId: z.uuid('albumId must be an album id'), name: z.string().trim().min(1, 'Name a member').max(30) });
/** The album's invitation form: the member's name (the album is the one open). */
export const AlbumInviteForm = AlbumInviteCreate.pick({ name: true });
export type AlbumInviteForm = z.infer<typeof AlbumInviteForm>;
export const AlbumAccessRequest = z.object({ albumId: z.uuid('albumId must be an album id') });

// Staff --------------------------------------------------------------------------------------------

/** Roles that may change the perceptual-hash block list (moderation leads); every staff role may read it. */
export const MEDIA_HASH_EDITOR_ROLES = ['moderator', 'admin', 'global', 'super'] as const satisfies readonly Role[];

export const StaffMediaItem = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  variant: z.string(),
  kind: MediaKind,
  /** A video cannot be approved until it is `ready` (its poster and sizes exist to be looked at). */
  processing: MediaProcessing,
  status: MediaStatus,
  rejectReason: z.string().nullable(),
  visibility: MediaVisibility,
  adult: z.boolean(),
  description: z.string(),
  preview: z.string(),
  large: z.string(),
  /** A ready video's 480 MP4, for staff to watch; null otherwise. */
  video: z.string().nullable(),
  /** Empty while a video has no poster yet. */
  hash: z.string(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
});
export type StaffMediaItem = z.infer<typeof StaffMediaItem>;
export const StaffMediaFilter = z.object({
  status: MediaStatus.optional(),
  ownerName: z.string().max(30).optional(),
  /** The brand chosen in the console's app bar; narrows (never widens) the caller's own scope. */
  variant: VariantCodeFilter.optional(),
  id: z.array(z.uuid()).max(200).optional(),
});
export const StaffMediaDecision = z
  .object({ status: z.enum(['approved', 'rejected']), rejectReason: z.string().trim().max(500).nullable().optional() })
  .refine((d) => d.status !== 'rejected' || (d.rejectReason ?? '').length >= 3, { message: 'Give the member a reason (3+ characters)', path: ['rejectReason'] });
export type StaffMediaDecision = z.infer<typeof StaffMediaDecision>;

export const StaffMediaHash = z.object({
  id: z.string(),
  hash: z.string(),
  reason: z.string(),
  addedBy: z.string().nullable(),
  hits: z.number().int(),
  lastHitAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMediaHash = z.infer<typeof StaffMediaHash>;
export const StaffMediaHashCreate = z
  .object({
    hash: z.string().regex(/^[0-9a-f]{16}$/, 'hash must be 16 hex digits (a 64-bit dHash)').optional(),
    mediaId: z.uuid('mediaId must be a media id').optional(),
    reason: z.string().trim().min(3, 'Say why (3+ characters)').max(500),
  })
  .refine((d) => Boolean(d.hash) !== Boolean(d.mediaId), { message: 'Give either a hash or a mediaId', path: ['hash'] });
export type StaffMediaHashCreate = z.infer<typeof StaffMediaHashCreate>;

export const StaffBlockedUpload = z.object({
  id: z.string(),
  memberId: z.uuid(),
  memberName: z.string(),
  variant: z.string(),
  hash: z.string(),
  blockId: z.string(),
  distance: z.number().int(),
  createdAt: z.string(),
});
export type StaffBlockedUpload = z.infer<typeof StaffBlockedUpload>;
