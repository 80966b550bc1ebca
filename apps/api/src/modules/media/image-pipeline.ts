import sharp, { type Metadata } from 'sharp';
import {
  MEDIA_MAX_ANIMATION_PIXELS,
  MEDIA_MAX_FRAMES,
  MEDIA_MAX_PIXELS,
  imageProblem,
  sniffMediaType,
  type ImageSizeSpec,
  type SniffedType,
} from '@community/domain';
import { MediaErrorCode, MediaException } from './media.exception.js';

/** A crop box on the upright image, in pixels. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Options of `processImage`. Everything here crosses a process boundary (the media pool), so it is plain data:
 * the caller chooses a crop box from `inspectImage`'s upright size before asking for the sizes.
 */
export interface ProcessOptions {
  /** The box to cut out of the upright image before resizing. */
  box?: CropBox;
  /** Keep only the first frame of an animated image (avatars, covers, attachments). */
  still?: boolean;
}

/** What `inspectImage` learns from an image's header, after the limits are checked. */
export interface InspectedImage {
  /** Of one frame, upright. */
  width: number;
  height: number;
  frames: number;
  /** More than one frame, and kept animated (not `still`). */
  animated: boolean;
  mime: string;
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

const undecodable = () =>
  new MediaException(MediaErrorCode.Undecodable, 'This image could not be read: it may be damaged, or not an image at all.', { field: 'file' });
const megapixels = (n: number) => `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)} megapixels`;

/**
 * Reads an uploaded image's header (checked by its bytes) and enforces the size limits before anything is
 * decoded: at most MEDIA_MAX_PIXELS in a frame, and for an animation kept animated at most MEDIA_MAX_FRAMES
 * frames and MEDIA_MAX_ANIMATION_PIXELS over all of them. Each refusal is a 422 on `file` saying what is too big.
 */
export async function inspectImage(input: Buffer, opts: { still?: boolean } = {}): Promise<InspectedImage> {
  const type = assertImage(input.subarray(0, 64));
  let meta: Metadata;
  try {
    // The header only: no pixel is decoded here, so no pixel limit is needed to read it safely.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw undecodable();
  }
  const rawWidth = meta.width ?? 0;
  const rawHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!(rawWidth > 0 && rawHeight > 0)) throw undecodable();
  const frames = type.format === 'gif' || type.format === 'webp' ? Math.max(1, meta.pages ?? 1) : 1;
  const still = Boolean(opts.still);
  switch (imageProblem({ width: rawWidth, height: rawHeight, frames, still })) {
    case 'too-many-pixels':
      throw new MediaException(
        MediaErrorCode.TooManyPixels,
        `This image is too large: ${rawWidth}×${rawHeight} is ${megapixels(rawWidth * rawHeight)}, and ${megapixels(MEDIA_MAX_PIXELS)} is the most we take.`,
        { field: 'file' },
      );
    case 'too-many-frames':
      throw new MediaException(MediaErrorCode.TooManyFrames, `This animation has too many frames: ${frames}, and ${MEDIA_MAX_FRAMES} is the most we take. Shorten it and upload it again.`, {
        field: 'file',
      });
    case 'animation-too-large':
      throw new MediaException(
        MediaErrorCode.AnimationTooLarge,
        `This animation is too large: ${frames} frames of ${rawWidth}×${rawHeight} are ${megapixels(rawWidth * rawHeight * frames)}, and ${megapixels(MEDIA_MAX_ANIMATION_PIXELS)} over all frames is the most we take. Make it smaller or shorter.`,
        { field: 'file' },
      );
    default:
      break;
  }
  const oriented = (meta.orientation ?? 1) >= 5;
  return { width: oriented ? rawHeight : rawWidth, height: oriented ? rawWidth : rawHeight, frames, animated: !still && frames > 1, mime: type.mime };
}

/**
 * Decodes an uploaded image (checked by its bytes and by `inspectImage`'s limits), orients it from its EXIF, and
 * re-encodes it as WebP into each of `sizes` (given by the caller: gallery sizes, avatar sizes, story covers…),
 * one size after another so `progress` (0…100) moves. Output carries no metadata at all — EXIF, GPS, XMP, IPTC
 * and ICC are dropped (colours are converted to sRGB first) — and the original bytes are not kept. Animated GIFs
 * and WebPs stay animated unless `still`. Throws MediaException (422) for anything that is not a decodable image
 * within the limits. CPU-heavy: the app runs it in the media process pool (MediaPipeline), never on its own thread pool.
 */
export async function processImage(
  input: Buffer,
  sizes: readonly ImageSizeSpec[],
  quality = 82,
  opts: ProcessOptions = {},
  progress: (percent: number) => void = () => undefined,
): Promise<ProcessedImage> {
  const info = await inspectImage(input, opts);
  progress(5);
  const box = opts.box;
  if (box && (box.left < 0 || box.top < 0 || box.width < 1 || box.height < 1 || box.left + box.width > info.width || box.top + box.height > info.height)) {
    throw new MediaException(MediaErrorCode.Undecodable, 'This photo is too small for the crop chosen: choose a larger area or a larger photo.', { field: 'file' });
  }
  try {
    const limitInputPixels = info.animated ? MEDIA_MAX_ANIMATION_PIXELS : MEDIA_MAX_PIXELS;
    let base = sharp(input, { limitInputPixels, animated: info.animated, failOn: 'error' }).rotate().toColourspace('srgb');
    // Rotate first (EXIF orientation), then cut the box the member chose out of the upright image.
    if (box) base = sharp(await base.extract(box).png().toBuffer(), { animated: false });
    const out: ProcessedSize[] = [];
    // An image that already fits an `inside` box comes out unchanged in every such box: encode it once.
    const upright = box ?? info;
    let unscaled: ProcessedSize | undefined;
    for (const s of sizes) {
      const fits = s.fit === 'inside' && upright.width <= s.width && upright.height <= s.height;
      if (fits && unscaled) {
        out.push({ ...unscaled, name: s.name });
      } else {
        const { data, info: done } = await base
          .clone()
          .resize({ width: s.width, height: s.height, fit: s.fit, withoutEnlargement: s.fit === 'inside', position: 'attention' })
          // Every frame of an animation is encoded: less effort keeps a long one within seconds.
          .webp({ quality, effort: info.animated ? 2 : 4 })
          .toBuffer({ resolveWithObject: true });
        const made: ProcessedSize = { name: s.name, body: data, width: done.width, height: done.pageHeight ?? done.height, contentType: 'image/webp' };
        if (fits) unscaled = made;
        out.push(made);
      }
      progress(5 + (90 * out.length) / sizes.length);
    }
    const hash = await differenceHash(input);
    progress(100);
    return { width: info.width, height: info.height, sourceMime: info.mime, animated: info.animated, sizes: out, hash };
  } catch (err) {
    if (err instanceof MediaException) throw err;
    throw undecodable();
  }
}
