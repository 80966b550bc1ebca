import type { MediaRepository } from './media.repository.js';
import type { UploadOptions } from './media.service.js';

export type NewItem = Parameters<MediaRepository['insertItem']>[1];

/** Where a member's upload keeps its files: `media/<owner>/<item>`. */
export const uploadPrefix = (ownerId: string, id: string) => `media/${ownerId}/${id}`;

/**
 * The media_items row of a member's upload (photo, animated image, video): who and where, what they chose on the
 * upload form, and the file's size and type. `hash` is null until a background job has made the files.
 */
export function uploadRow(
  id: string,
  ownerId: string,
  variant: string,
  opts: UploadOptions,
  file: { width: number; height: number; sourceMime: string; hash: string | null },
): NewItem {
  return {
    id,
    ownerId,
    albumId: opts.album ?? null,
    variant,
    visibility: opts.visibility,
    adult: opts.adult,
    description: opts.description,
    width: file.width,
    height: file.height,
    sourceMime: file.sourceMime,
    storagePrefix: uploadPrefix(ownerId, id),
    hash: file.hash,
  };
}
