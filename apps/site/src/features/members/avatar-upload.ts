import { CSRF_HEADER, OwnAvatar } from '@community/contracts';
import { readCsrfToken } from '../../shared/api/csrf';
import { ApiRequestError, parseApiError } from '../../shared/api/errors';

/** The crop box as fractions of the photo as the browser shows it (EXIF orientation applied), as the API takes it. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `POST /api/me/avatar?x=&y=&width=&height=` as multipart with upload progress (XMLHttpRequest: fetch cannot
 * report request progress), with the CSRF header and same-origin cookies like the site's API client.
 */
export function uploadAvatar(file: File, crop: CropBox, opts: { onProgress?: (fraction: number) => void; xhr?: () => XMLHttpRequest } = {}): Promise<OwnAvatar> {
  return new Promise<OwnAvatar>((resolve, reject) => {
    const xhr = opts.xhr ? opts.xhr() : new XMLHttpRequest();
    const q = new URLSearchParams({ x: crop.x.toFixed(5), y: crop.y.toFixed(5), width: crop.width.toFixed(5), height: crop.height.toFixed(5) });
    xhr.open('POST', `/api/me/avatar?${q.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const token = readCsrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onerror = () => reject(new ApiRequestError('network', { message: 'The upload failed: check your connection', statusCode: 0, code: 'NETWORK' }));
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
      const parsed = OwnAvatar.safeParse(typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiRequestError('http', { message: 'Unexpected response from POST /me/avatar', statusCode: 500, code: 'RESPONSE_SHAPE' }));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * The square the member chose, from its centre (fractions of the photo) and its side (a fraction of the
 * photo's shorter side), kept inside the photo. Returns the box in fractions of width and height.
 */
export function squareBox(naturalWidth: number, naturalHeight: number, centre: { x: number; y: number }, side: number): CropBox {
  const s = Math.max(0.05, Math.min(1, side)) * Math.min(naturalWidth, naturalHeight);
  const left = Math.min(Math.max(centre.x * naturalWidth - s / 2, 0), naturalWidth - s);
  const top = Math.min(Math.max(centre.y * naturalHeight - s / 2, 0), naturalHeight - s);
  return { x: left / naturalWidth, y: top / naturalHeight, width: s / naturalWidth, height: s / naturalHeight };
}
