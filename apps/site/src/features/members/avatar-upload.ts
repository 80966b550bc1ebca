import { OwnAvatar } from '@community/contracts';
import { uploadWithProgress, type UploadProgressOptions } from '../../shared/api/upload-with-progress';

/** The crop box as fractions of the photo as the browser shows it (EXIF orientation applied), as the API takes it. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `POST /api/me/avatar?x=&y=&width=&height=` as multipart with upload progress, like the site's API client
 * (see uploadWithProgress).
 */
export function uploadAvatar(file: File, crop: CropBox, opts: Pick<UploadProgressOptions, 'onProgress' | 'xhr'> = {}): Promise<OwnAvatar> {
  const q = new URLSearchParams({ x: crop.x.toFixed(5), y: crop.y.toFixed(5), width: crop.width.toFixed(5), height: crop.height.toFixed(5) });
  return uploadWithProgress('POST', `/api/me/avatar?${q.toString()}`, file, OwnAvatar, opts);
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
