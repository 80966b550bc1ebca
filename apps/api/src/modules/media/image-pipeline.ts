import sharp, { type Metadata } from 'sharp';
import { MEDIA_MAX_PIXELS, sniffMediaType, type ImageSizeSpec, type SniffedType } from '@community/domain';
import { MediaErrorCode, MediaException } from './media.exception.js';

/** Options of `processImage`: a crop box chosen on the upright image, and "first frame only". */
export interface ProcessOptions {
  /** Given the oriented width and height, the box to cut before resizing (null: too small, refused). */
  crop?: (width: number, height: number) => { left: number; top: number; width: number; height: number } | null;
  /** Keep only the first frame of an animated image (avatars). */
  still?: boolean;
}

/** One re-encoded size, ready for storage. */
export interface ProcessedSize {
  name: string;
  body: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface ProcessedImage {
  /** Of the oriented original. */
  width: number;
  height: number;
  sourceMime: string;
  animated: boolean;
  sizes: ProcessedSize[];
  /** 64-bit difference hash (dHash) as 16 hex digits: near-identical pictures differ in few bits. */
  hash: string;
}

/** The answer to a HEIC (iPhone) photo: this server's sharp cannot decode it (see the site's `media.upload.heic`). */
export const HEIC_REFUSAL =
  'HEIC photos are not supported. Export the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload it again.';

/**
 * Refuses what is not an image this server can decode, from the bytes alone: executables, documents,
 * HEIC (sharp's libheif here reads AVIF only), SVG (scripts), TIFF/BMP, and videos (media uploads take
 * videos through `readUploadedMedia` before this is called). Returns the sniffed type for an accepted image.
 */
export function assertImage(head: Uint8Array): Extract<SniffedType, { kind: 'image' }> {
  const t = sniffMediaType(head);
  if (t.kind === 'image') return t;
  if (t.kind === 'video') {
    throw new MediaException(MediaErrorCode.UnsupportedType, 'This is a video: choose a photo here (JPEG, PNG, WebP, GIF or AVIF).', { field: 'file' });
  }
  if (t.kind === 'image-unsupported' && t.format === 'heic') {
    // The installed sharp's libheif decodes AVIF only (no HEVC decoder: `sharp.format.heif.input.fileSuffix` is ['.avif']).
    throw new MediaException(MediaErrorCode.UnsupportedType, HEIC_REFUSAL, { field: 'file' });
  }
  if (t.kind === 'image-unsupported') {
    throw new MediaException(MediaErrorCode.UnsupportedType, `This image type (${t.format.toUpperCase()}) is not accepted: upload JPEG, PNG, WebP, GIF or AVIF.`, {
      field: 'file',
    });
  }
  throw new MediaException(MediaErrorCode.UnsupportedType, 'This file is not a photo: upload JPEG, PNG, WebP, GIF or AVIF.', { field: 'file' });
}

/** dHash: 9×8 greyscale, one bit per horizontal neighbour pair (brighter to the right = 1). */
export async function differenceHash(input: Buffer): Promise<string> {
  const px = await sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | (px[y * 9 + x]! < px[y * 9 + x + 1]! ? 1n : 0n);
  }
  return bits.toString(16).padStart(16, '0');
}

/**
 * Decodes an uploaded image (checked by its bytes), orients it from its EXIF, and re-encodes it as WebP into
 * each of `sizes` (given by the caller: gallery sizes, avatar sizes, story covers…). Output carries no
 * metadata at all — EXIF, GPS, XMP, IPTC and ICC are dropped (colours are converted to sRGB first) — and
 * the original bytes are not kept. Animated GIFs stay animated. Throws MediaException (422) for anything
 * that is not a decodable image within MEDIA_MAX_PIXELS.
 */
export async function processImage(input: Buffer, sizes: readonly ImageSizeSpec[], quality = 82, opts: ProcessOptions = {}): Promise<ProcessedImage> {
  const type = assertImage(input.subarray(0, 64));
  const animated = !opts.still && (type.format === 'gif' || type.format === 'webp');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, animated }).metadata();
  } catch {
    throw new MediaException(MediaErrorCode.Undecodable, 'This image could not be read: it may be damaged or too large (50 megapixels at most).', { field: 'file' });
  }
  const isAnimated = animated && (meta.pages ?? 1) > 1;
  const oriented = (meta.orientation ?? 1) >= 5;
  const width = (oriented ? meta.height : meta.width) ?? 0;
  const height = (oriented ? meta.width : isAnimated ? meta.pageHeight : meta.height) ?? 0;
  const box = opts.crop ? opts.crop(width, height) : undefined;
  if (box === null) {
    throw new MediaException(MediaErrorCode.Undecodable, 'This photo is too small for the crop chosen: choose a larger area or a larger photo.', { field: 'file' });
  }
  try {
    let base = sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, animated: isAnimated, failOn: 'error' }).rotate().toColourspace('srgb');
    // Rotate first (EXIF orientation), then cut the box the member chose out of the upright image.
    if (box) base = sharp(await base.extract(box).png().toBuffer(), { animated: false });
    const out = await Promise.all(
      sizes.map(async (s) => {
        const { data, info } = await base
          .clone()
          .resize({ width: s.width, height: s.height, fit: s.fit, withoutEnlargement: s.fit === 'inside', position: 'attention' })
          .webp({ quality, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { name: s.name, body: data, width: info.width, height: info.pageHeight ?? info.height, contentType: 'image/webp' as const };
      }),
    );
    return { width, height, sourceMime: type.mime, animated: isAnimated, sizes: out, hash: await differenceHash(input) };
  } catch (err) {
    if (err instanceof MediaException) throw err;
    throw new MediaException(MediaErrorCode.Undecodable, 'This image could not be read: it may be damaged or too large (50 megapixels at most).', { field: 'file' });
  }
}
