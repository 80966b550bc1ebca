import { MediaItem, type MediaUploadQuery } from '@community/contracts';
import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_VIDEO_BYTES } from '@community/domain';
import { uploadWithProgress, type UploadProgressOptions } from '../../shared/api/upload-with-progress';

/** The photo types the API accepts by their bytes (HEIC is refused there too: this server's sharp cannot decode it). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** The video types (a server without ffmpeg refuses them with its own clear message). */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
/** What the file input offers. */
export const ACCEPTED_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES] as const;

/** Before sending: a file the API would refuse anyway, so the member learns at once (the API checks again by bytes). */
export function precheck(file: File): 'too-large' | 'video-too-large' | 'not-image' | 'heic' | null {
  if (/^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name)) return 'heic';
  const video = file.type.startsWith('video/');
  if (video && !(VIDEO_TYPES as readonly string[]).includes(file.type)) return 'not-image';
  if (video) return file.size > MEDIA_MAX_VIDEO_BYTES ? 'video-too-large' : null;
  if (file.size > MEDIA_MAX_IMAGE_BYTES) return 'too-large';
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'not-image';
  return null;
}

export interface UploadOptions extends UploadProgressOptions {
  query: MediaUploadQuery;
}

const queryString = (q: MediaUploadQuery): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

/**
 * `POST /api/media` as multipart with upload progress (see uploadWithProgress). Resolves with the new item
 * (progress at 1 by then); rejects with ApiRequestError (the server's refusal, a network failure or a cancel).
 */
export function uploadMedia(file: File, opts: UploadOptions): Promise<MediaItem> {
  const { query, ...progress } = opts;
  return uploadWithProgress('POST', `/api/media${queryString(query)}`, file, MediaItem, progress).then((item) => {
    opts.onProgress?.(1);
    return item;
  });
}
