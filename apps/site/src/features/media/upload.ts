import { CSRF_HEADER, MediaItem, type MediaUploadQuery } from '@community/contracts';
import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_VIDEO_BYTES } from '@community/domain';
import { readCsrfToken } from '../../shared/api/csrf';
import { ApiRequestError, parseApiError } from '../../shared/api/errors';

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

export interface UploadOptions {
  query: MediaUploadQuery;
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests. */
  xhr?: () => XMLHttpRequest;
  csrfToken?: () => string | null;
}

const queryString = (q: MediaUploadQuery): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

/**
 * `POST /api/media` as multipart with upload progress: fetch cannot report request progress, so this uses
 * XMLHttpRequest, with the CSRF header and same-origin cookies like the site's API client. Resolves with the
 * new item; rejects with ApiRequestError (the server's refusal, a network failure or a cancel).
 */
export function uploadMedia(file: File, opts: UploadOptions): Promise<MediaItem> {
  return new Promise<MediaItem>((resolve, reject) => {
    const xhr = opts.xhr ? opts.xhr() : new XMLHttpRequest();
    xhr.open('POST', `/api/media${queryString(opts.query)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = (opts.csrfToken ?? readCsrfToken)();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    const fail = (kind: 'network' | 'aborted', message: string) =>
      reject(new ApiRequestError(kind, { message, statusCode: 0, code: kind === 'network' ? 'NETWORK' : 'ABORTED' }));
    xhr.onerror = () => fail('network', 'The upload failed: check your connection');
    xhr.onabort = () => fail('aborted', 'The upload was cancelled');
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError('http', parseApiError(xhr.status, body, xhr.statusText)));
        return;
      }
      const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
      const parsed = MediaItem.safeParse(data);
      if (parsed.success) {
        opts.onProgress?.(1);
        resolve(parsed.data);
      } else reject(new ApiRequestError('http', { message: 'Unexpected response from POST /media', statusCode: 500, code: 'RESPONSE_SHAPE' }));
    };
    if (opts.signal?.aborted) {
      fail('aborted', 'The upload was cancelled');
      return;
    }
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
