import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoryCover } from '@community/contracts';
import { STORY_COVER_MAX_BYTES, STORY_COVER_SIZES, type StoryCoverSize } from '@community/domain';
import { Storage } from '../../infra/storage/storage.js';
import type { MemberRef } from '../members/index.js';
import { MediaService } from '../media/index.js';
import { StoriesRepository } from './stories.repository.js';
import { StoriesErrorCode, StoriesException, storyNotFound } from './stories.exception.js';
import { coverUrls, StoriesService } from './stories.service.js';

export interface CoverFile {
  stream: Readable;
  info: { size: number; etag: string; lastModified: Date };
  cacheControl: string;
}

/**
 * Story covers: the media module's pipeline checks, re-encodes (metadata stripped) and block-list-checks the
 * image, and stores it in STORY_COVER_SIZES (2:3 portrait) under `covers/stories/<story>/<upload>`. A new
 * upload gets a new prefix, so cached files of the old cover are never served as the new one; the old files
 * are deleted after the commit. Served by the API: published stories' covers to anyone, drafts' to the writer.
 */
@Injectable()
export class CoversService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: StoriesRepository,
    private readonly stories: StoriesService,
    private readonly media: MediaService,
    private readonly storage: Storage,
  ) {}

  readonly maxBytes = STORY_COVER_MAX_BYTES;

  /** Stores a new cover for the writer's story and answers its URLs. */
  async upload(viewer: MemberRef, variant: string, storyId: string, file: Buffer): Promise<StoryCover> {
    await this.ownStory(viewer, storyId);
    const prefix = `covers/stories/${storyId}/${randomUUID()}`;
    await this.media.processAndStore(viewer, variant, file, STORY_COVER_SIZES, prefix);
    let old: string | null;
    try {
      old = await this.db.transaction(async (em) => {
        // Checked again under the row lock: the story may have been deleted meanwhile.
        const row = await this.repo.byId(storyId, em, true);
        if (!row || row.author_id !== viewer.id) throw storyNotFound();
        return this.repo.setCover(em, storyId, prefix);
      });
    } catch (err) {
      await this.storage.deletePrefix(prefix).catch(() => undefined);
      throw err;
    }
    if (old) await this.storage.deletePrefix(old).catch(() => undefined);
    const row = (await this.repo.byId(storyId))!;
    return coverUrls('stories', row.id, row.cover_prefix, row.cover_updated_at)!;
  }

  /**
   * A new cover from one of the writer's own approved photos (the media picker): after the same writer check as
   * an upload, the photo's stored bytes go through the same path (hash block list, re-encoding, cover sizes).
   */
  async fromMedia(viewer: MemberRef, variant: string, storyId: string, mediaId: string): Promise<StoryCover> {
    await this.ownStory(viewer, storyId);
    const bytes = await this.media.shareablePhotoBytes(viewer, mediaId, 'mediaId');
    return this.upload(viewer, variant, storyId, bytes);
  }

  async remove(viewer: MemberRef, storyId: string): Promise<void> {
    await this.ownStory(viewer, storyId);
    const old = await this.db.transaction((em) => this.repo.setCover(em, storyId, null));
    if (old) await this.storage.deletePrefix(old).catch(() => undefined);
  }

  /** One size of a story's cover, for anyone who may read the story (same 404 otherwise). */
  async file(viewerId: string | null, storyId: string, size: StoryCoverSize): Promise<CoverFile> {
    const row = await this.stories.readable(storyId, viewerId);
    if (!row.cover_prefix) throw new StoriesException(StoriesErrorCode.NotFound, 'This story has no cover');
    return this.open(row.cover_prefix, size, row.status === 'published');
  }

  /** Opens a stored cover size (stories and ebooks). */
  async open(prefix: string, size: StoryCoverSize, isPublic: boolean): Promise<CoverFile> {
    const found = await this.storage.get(`${prefix}/${size}.webp`);
    if (!found) throw new StoriesException(StoriesErrorCode.NotFound, 'This cover could not be found');
    // URLs carry the cover's version (?v=), so a public cover may be cached for a long time.
    return { ...found, cacheControl: isPublic ? 'public, max-age=604800' : 'private, max-age=300' };
  }

  private async ownStory(viewer: MemberRef, storyId: string) {
    const row = await this.repo.byId(storyId);
    if (!row || (row.status !== 'published' && row.author_id !== viewer.id)) throw storyNotFound();
    if (row.author_id !== viewer.id) throw new StoriesException(StoriesErrorCode.NotYours, 'Only the writer may change this story’s cover');
    return row;
  }
}
