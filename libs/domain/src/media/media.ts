import { isStaff, type Role } from '../members/roles.js';

/** Media rules: who sees an item or an album, which files are accepted, the stored sizes. Pure decisions. */

/** Who may see a media item or an album (an item in an album is seen by the narrower of the two). */
export const MEDIA_VISIBILITIES = ['public', 'members', 'friends', 'private'] as const;
export type MediaVisibility = (typeof MEDIA_VISIBILITIES)[number];

/** Moderation state: new uploads wait for staff (media moderation policy, step 2). */
export const MEDIA_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

const RANK: Record<MediaVisibility, number> = { public: 0, members: 1, friends: 2, private: 3 };

/** The narrower of two visibilities (an item's own and its album's). */
export function narrowest(a: MediaVisibility, b: MediaVisibility | null | undefined): MediaVisibility {
  return b && RANK[b] > RANK[a] ? b : a;
}

/** The viewer as the media rules read them. */
export interface MediaViewer {
  readonly id: string;
  readonly role: Role;
}

export interface MediaAccessFacts {
  readonly ownerId: string;
  readonly status: MediaStatus;
  /** The effective visibility (`narrowest(item, album)`). */
  readonly visibility: MediaVisibility;
  /** The viewer and the owner are friends. */
  readonly friends: boolean;
  /** Either has blocked the other. */
  readonly blocked: boolean;
  /** The viewer holds an accepted invitation to the item's album. */
  readonly invited: boolean;
  /** False while a video is still being processed (or failed): only its owner and staff see it. Default true. */
  readonly ready?: boolean;
}

export type MediaAccess = 'allow' | 'login' | 'not-found';

/**
 * May `viewer` (null: a guest) see the item? The owner and staff always may. Others only see approved
 * items; a block either way hides everything. An accepted album invitation opens a friends-only or
 * private album to that member. Refusals are "not found" for members (no existence leak) and "login" for
 * guests where logging in could help.
 */
export function mediaAccess(viewer: MediaViewer | null, f: MediaAccessFacts): MediaAccess {
  if (viewer && (viewer.id === f.ownerId || isStaff(viewer.role))) return 'allow';
  if (f.status !== 'approved' || f.ready === false) return 'not-found';
  if (f.visibility === 'public') return viewer && f.blocked ? 'not-found' : 'allow';
  if (!viewer) return f.visibility === 'members' ? 'login' : 'not-found';
  if (f.blocked) return 'not-found';
  if (f.visibility === 'members') return 'allow';
  if (f.invited) return 'allow';
  if (f.visibility === 'friends' && f.friends) return 'allow';
  return 'not-found';
}

/** Album-level access: the same rule with an album's facts (an album has no moderation state). */
export function albumAccess(viewer: MediaViewer | null, f: Omit<MediaAccessFacts, 'status'>): MediaAccess {
  return mediaAccess(viewer, { ...f, status: 'approved' });
}

/** The visibilities a viewer's listing of someone's media includes, before album invitations. */
export function visibleLevels(viewer: MediaViewer | null, ownerId: string, friends: boolean): MediaVisibility[] {
  if (viewer && (viewer.id === ownerId || isStaff(viewer.role))) return [...MEDIA_VISIBILITIES];
  if (!viewer) return ['public'];
  return friends ? ['public', 'members', 'friends'] : ['public', 'members'];
}

// Files --------------------------------------------------------------------------------------------

/** Largest accepted image upload; larger uploads are refused while streaming (413). */
export const MEDIA_MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Largest decoded image (pixels of one frame), against decompression bombs: 50 megapixels. */
export const MEDIA_MAX_PIXELS = 50_000_000;
/**
 * Animated images (GIF, WebP) stay animated up to these limits and are refused beyond them (422), rather than
 * flattened to their first frame: a member who uploads an animation expects it to move, and a clear "too many
 * frames" lets them trim it. Every frame is decoded and re-encoded into each size, so the cost grows with
 * frames × pixels: 500 frames (20 s at 25 fps), and 100 megapixels over all frames (a 480×270 clip of 500 frames
 * is 65; the 300×300, 300-frame GIF of issue 16 is 27).
 */
export const MEDIA_MAX_FRAMES = 500;
export const MEDIA_MAX_ANIMATION_PIXELS = 100_000_000;

/** Why an image is refused by its size (null: accepted). `still`: only its first frame is used (avatars, covers). */
export function imageProblem(p: { width: number; height: number; frames: number; still?: boolean }): 'too-many-pixels' | 'too-many-frames' | 'animation-too-large' | null {
  if (p.width * p.height > MEDIA_MAX_PIXELS) return 'too-many-pixels';
  if (p.still || p.frames <= 1) return null;
  if (p.frames > MEDIA_MAX_FRAMES) return 'too-many-frames';
  if (p.width * p.height * p.frames > MEDIA_MAX_ANIMATION_PIXELS) return 'animation-too-large';
  return null;
}
export const MEDIA_DESCRIPTION_MAX = 500;
export const MEDIA_COMMENT_MAX = 1000;
export const ALBUM_NAME_MAX = 80;

export type SniffedType =
  | { kind: 'image'; format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'; mime: string }
  | { kind: 'image-unsupported'; format: 'heic' | 'tiff' | 'bmp' | 'svg'; mime: string }
  | { kind: 'video'; format: 'mp4' | 'mov' | 'webm' | 'avi'; mime: string }
  | { kind: 'unknown' };

const ascii = (b: Uint8Array, start: number, len: number) => String.fromCharCode(...b.subarray(start, start + len));

/**
 * The type of a file from its first bytes (magic numbers), never from its name or the browser's word.
 * Needs the first 32 bytes. An executable renamed `.jpg` is `unknown`.
 */
export function sniffMediaType(b: Uint8Array): SniffedType {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { kind: 'image', format: 'jpeg', mime: 'image/jpeg' };
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return { kind: 'image', format: 'png', mime: 'image/png' };
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return { kind: 'image', format: 'gif', mime: 'image/gif' };
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return { kind: 'image', format: 'webp', mime: 'image/webp' };
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'AVI ') return { kind: 'video', format: 'avi', mime: 'video/x-msvideo' };
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    const brand = ascii(b, 8, 4);
    if (brand === 'avif' || brand === 'avis') return { kind: 'image', format: 'avif', mime: 'image/avif' };
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(brand)) return { kind: 'image-unsupported', format: 'heic', mime: 'image/heic' };
    if (brand === 'qt  ') return { kind: 'video', format: 'mov', mime: 'video/quicktime' };
    return { kind: 'video', format: 'mp4', mime: 'video/mp4' };
  }
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return { kind: 'video', format: 'webm', mime: 'video/webm' };
  if (b.length >= 4 && (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*')) return { kind: 'image-unsupported', format: 'tiff', mime: 'image/tiff' };
  if (b.length >= 2 && ascii(b, 0, 2) === 'BM') return { kind: 'image-unsupported', format: 'bmp', mime: 'image/bmp' };
  const head = ascii(b, 0, Math.min(b.length, 32)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || head.startsWith('<?xml')) return { kind: 'image-unsupported', format: 'svg', mime: 'image/svg+xml' };
  return { kind: 'unknown' };
}

/** One stored size of an image: a name, a bounding box and how the image fits it. */
export interface ImageSizeSpec {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** `cover`: cropped to exactly width×height (thumbnails); `inside`: scaled down to fit, never up. */
  readonly fit: 'cover' | 'inside';
}

/**
 * The sizes of a gallery image (SPEC 3 names small, medium, large and large-thumbnail for avatars; media
 * items use the same names): square thumbnails for grids, a bounded large copy for the viewer. The
 * original file is never kept (it carries the metadata we strip).
 */
export const MEDIA_IMAGE_SIZES: readonly ImageSizeSpec[] = [
  { name: 'small', width: 120, height: 120, fit: 'cover' },
  { name: 'medium', width: 320, height: 320, fit: 'cover' },
  { name: 'large-thumbnail', width: 640, height: 640, fit: 'inside' },
  { name: 'large', width: 1600, height: 1600, fit: 'inside' },
];
export const MEDIA_SIZE_NAMES = ['small', 'medium', 'large-thumbnail', 'large'] as const;
export type MediaSizeName = (typeof MEDIA_SIZE_NAMES)[number];

// Videos -------------------------------------------------------------------------------------------

/** What kind of media an item is. */
export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * Where an item is in its processing: still images are `ready` as soon as the upload answers; a video or an
 * animated image is `processing` (the upload answers 202) until the background job has made its sizes, then
 * `ready`, or `failed` (with a reason its owner sees). Only ready items are ever shown to anyone but their
 * owner and staff.
 */
export const MEDIA_PROCESSING_STATES = ['processing', 'ready', 'failed'] as const;
export type MediaProcessingState = (typeof MEDIA_PROCESSING_STATES)[number];

/** Largest accepted video upload (a short clip; the 20 MB photo limit applies to photos). */
export const MEDIA_MAX_VIDEO_BYTES = 40 * 1024 * 1024;
/** Longest accepted video, in seconds. */
export const MEDIA_MAX_VIDEO_SECONDS = 60;
/** Largest accepted video frame (pixels): 4K. */
export const MEDIA_MAX_VIDEO_PIXELS = 3840 * 2160;

/**
 * One stored size of a video (SPEC 3 names video-small, video-low and video-480): H.264/AAC MP4 scaled so
 * its shorter side is at most `shortSide` (never enlarged), at a constant quality capped at `maxKbps`;
 * `audioKbps: null` stores it muted (grid previews).
 */
export interface VideoSizeSpec {
  readonly name: string;
  readonly shortSide: number;
  readonly crf: number;
  readonly maxKbps: number;
  readonly audioKbps: number | null;
}

export const MEDIA_VIDEO_SIZES: readonly VideoSizeSpec[] = [
  { name: 'video-small', shortSide: 240, crf: 32, maxKbps: 400, audioKbps: null },
  { name: 'video-low', shortSide: 360, crf: 30, maxKbps: 800, audioKbps: 64 },
  { name: 'video-480', shortSide: 480, crf: 26, maxKbps: 1600, audioKbps: 96 },
];
export const MEDIA_VIDEO_SIZE_NAMES = ['video-small', 'video-low', 'video-480'] as const;
export type MediaVideoSizeName = (typeof MEDIA_VIDEO_SIZE_NAMES)[number];
/** Every file name an item may have: the image sizes (a video's poster frame) and the video sizes. */
export const MEDIA_FILE_NAMES = [...MEDIA_SIZE_NAMES, ...MEDIA_VIDEO_SIZE_NAMES] as const;
export type MediaFileName = (typeof MEDIA_FILE_NAMES)[number];

export function isVideoSize(name: string): name is MediaVideoSizeName {
  return (MEDIA_VIDEO_SIZE_NAMES as readonly string[]).includes(name);
}

/** Output width and height of a video size for a `width`×`height` (upright) source: even numbers, never enlarged. */
export function videoDimensions(width: number, height: number, spec: Pick<VideoSizeSpec, 'shortSide'>): { width: number; height: number } {
  const short = Math.min(width, height);
  const scale = short > spec.shortSide ? spec.shortSide / short : 1;
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/** Why a probed video is refused (null: accepted). */
export function videoProblem(p: { width: number; height: number; seconds: number }): 'no-video' | 'too-long' | 'too-big' | null {
  if (!(p.width > 0 && p.height > 0)) return 'no-video';
  if (p.width * p.height > MEDIA_MAX_VIDEO_PIXELS) return 'too-big';
  if (!(p.seconds > 0) || p.seconds > MEDIA_MAX_VIDEO_SECONDS + 0.5) return 'too-long';
  return null;
}

/** Hamming distance between two 64-bit perceptual hashes (16 hex digits each). */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/** Two images whose dHashes differ in at most this many of 64 bits are treated as the same picture. */
export const HASH_MATCH_DISTANCE = 6;
