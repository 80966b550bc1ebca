import type { ImageSizeSpec } from '../media/media.js';

/**
 * Avatars (SPEC 3: sizes small, medium, large and large-thumbnail). Every size is a square cut from the
 * member's crop box: thumbnails for lists and the navbar, a large copy for the profile header.
 */
export const AVATAR_SIZES: readonly ImageSizeSpec[] = [
  { name: 'small', width: 64, height: 64, fit: 'cover' },
  { name: 'medium', width: 160, height: 160, fit: 'cover' },
  { name: 'large-thumbnail', width: 320, height: 320, fit: 'cover' },
  { name: 'large', width: 640, height: 640, fit: 'cover' },
];
export const AVATAR_SIZE_NAMES = ['small', 'medium', 'large-thumbnail', 'large'] as const;
export type AvatarSizeName = (typeof AVATAR_SIZE_NAMES)[number];

export const AVATAR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AvatarStatus = (typeof AVATAR_STATUSES)[number];

/** Avatar uploads are smaller than gallery uploads: a face, not a poster. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_REJECT_REASON_MAX = 300;
/** The smallest crop side in source pixels: below it even the small size would be blurry. */
export const AVATAR_MIN_CROP_PX = 64;

/** The crop box as the browser sends it: fractions (0–1) of the oriented image's width and height. */
export interface CropFractions {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropPixels {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Turns the browser's crop box (fractions of the image, so the preview's scale does not matter) into a
 * square of whole source pixels inside the image: the side is the smaller of the two sides asked for, the
 * box is centred on the box asked for and moved back inside the image when it pokes out. Without a crop,
 * the largest centred square. Returns null when the square would be smaller than AVATAR_MIN_CROP_PX.
 */
export function avatarCropBox(imageWidth: number, imageHeight: number, crop: CropFractions | null): CropPixels | null {
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  let cx = imageWidth / 2;
  let cy = imageHeight / 2;
  let side = Math.min(imageWidth, imageHeight);
  if (crop) {
    const w = clamp(crop.width, 0, 1) * imageWidth;
    const h = clamp(crop.height, 0, 1) * imageHeight;
    side = Math.min(w, h, imageWidth, imageHeight);
    cx = (clamp(crop.x, 0, 1) + clamp(crop.width, 0, 1) / 2) * imageWidth;
    cy = (clamp(crop.y, 0, 1) + clamp(crop.height, 0, 1) / 2) * imageHeight;
  }
  const s = Math.floor(side);
  if (s < AVATAR_MIN_CROP_PX) return null;
  const left = Math.round(clamp(cx - s / 2, 0, imageWidth - s));
  const top = Math.round(clamp(cy - s / 2, 0, imageHeight - s));
  return { left, top, width: s, height: s };
}

/** Who sees which avatar: the owner sees their pending one; everyone else only an approved one. */
export function shownAvatar<T>(viewerIsOwner: boolean, approved: T | null, pending: T | null): T | null {
  return viewerIsOwner && pending !== null ? pending : approved;
}

/** Staff roles that moderate avatars (the story editor does not); variant-bound roles within their variant. */
export const AVATAR_MODERATOR_ROLES = ['moderator', 'support', 'admin', 'global', 'super'] as const;
export function canModerateAvatars(role: string): boolean {
  return (AVATAR_MODERATOR_ROLES as readonly string[]).includes(role);
}
