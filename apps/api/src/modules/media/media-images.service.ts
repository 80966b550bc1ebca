import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { JobPayload, MediaItem } from '@community/contracts';
import { MEDIA_IMAGE_SIZES } from '@community/domain';
import { JobHandler } from '../../infra/queue/job-handler.decorator.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { Storage } from '../../infra/storage/storage.js';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { MediaPipeline } from './media-pipeline.js';
import { MediaErrorCode, MediaException } from './media.exception.js';
import { failProcessing, recordDeferred, retryOrFail, type DeferredDeps } from './deferred.js';
import { MediaRepository } from './media.repository.js';
import { uploadPrefix, uploadRow } from './upload-row.js';
import { MediaService, type UploadOptions } from './media.service.js';
import { progressWriter } from './progress.js';

const EXTENSIONS: Record<string, string> = { 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Photo uploads. A still photo is checked, re-encoded and stored while the request waits (a second or two, in
 * the media process pool) and answers `ready`. An animated GIF or WebP — every frame decoded and re-encoded into
 * each size, tens of seconds for a long one — is checked against the pixel and frame limits from its header,
 * stored privately as a source, and answered at once as `processing` (202): the `media.image-process` job makes
 * its sizes in the pool, writing its progress to the item, then marks it `ready` (or `failed` with a reason its
 * owner sees) and drops the source. The same states as videos (MediaVideosService); until ready only the owner
 * and staff see it.
 */
@Injectable()
export class MediaImagesService {
  private readonly log = new Logger('MediaImages');

  constructor(
    private readonly db: DataSource,
    private readonly repo: MediaRepository,
    private readonly media: MediaService,
    private readonly pipeline: MediaPipeline,
    private readonly storage: Storage,
    private readonly members: MembersService,
    private readonly queue: QueueService,
  ) {}

  async upload(viewer: MemberRef, variant: string, body: Buffer, opts: UploadOptions): Promise<MediaItem> {
    const info = await this.pipeline.inspect(body);
    if (!info.animated) return this.media.upload(viewer, variant, body, opts);
    if (opts.album) await this.media.ownAlbum(viewer, opts.album, 'album');

    const id = randomUUID();
    const sourceKey = `${uploadPrefix(viewer.id, id)}/source.${EXTENSIONS[info.mime] ?? 'bin'}`;
    await this.storage.put(sourceKey, body, { contentType: info.mime, cacheControl: 'private, no-store' });
    await recordDeferred(
      this.deferred(),
      { ...uploadRow(id, viewer.id, variant, opts, { width: info.width, height: info.height, sourceMime: info.mime, hash: null }), pendingImage: { sourceKey } },
      sourceKey,
      { name: 'media.image-process', jobId: `media-image-${id}` },
      'This image could not be queued for processing: delete it and upload it again.',
    );
    return this.media.get(viewer, id, false);
  }

  @JobHandler('media.image-process')
  async process(payload: JobPayload<'media.image-process'>, job?: Job): Promise<void> {
    const id = payload.mediaId;
    const row = await this.repo.imageJob(id);
    if (!row || row.processing !== 'processing' || !row.source_key) return;
    const sourceKey = row.source_key;
    try {
      const source = await this.storage.get(sourceKey);
      if (!source) throw new MediaException(MediaErrorCode.Undecodable, 'The uploaded image was lost before it was processed: upload it again.');
      const chunks: Buffer[] = [];
      for await (const chunk of source.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      const owner = await this.members.findById(row.owner_id);
      if (!owner) return;

      const progress = progressWriter(this.repo, id, this.log);
      let image;
      try {
        image = await this.media.processAndStore(owner, row.variant, Buffer.concat(chunks), MEDIA_IMAGE_SIZES, row.storage_prefix, {
          animated: true,
          onProgress: progress.report,
        });
      } finally {
        await progress.flush();
      }
      const done = await this.repo.imageReady(id, { hash: image.hash, width: image.width, height: image.height });
      if (!done && !(await this.repo.imageJob(id))) {
        // Deleted while it was being processed: what was just written goes too.
        await this.storage.deletePrefix(row.storage_prefix);
        return;
      }
      await this.storage.delete(sourceKey);
      this.log.log({ mediaId: id }, 'animated image processed');
    } catch (err) {
      // A full pool is not the file's fault: the queue tries again later.
      const busy = err instanceof MediaException && err.code === MediaErrorCode.Busy;
      if (err instanceof MediaException && !busy) {
        return this.fail(id, sourceKey, err.code === MediaErrorCode.Blocked ? 'This image cannot be shown. It has been referred to our moderators.' : err.message);
      }
      return retryOrFail(this.deferred(), job, { id, sourceKey, kind: 'image' }, err, 'This image could not be processed: try again later.');
    }
  }

  private async fail(id: string, sourceKey: string, reason: string): Promise<void> {
    await failProcessing(this.deferred(), id, sourceKey, reason);
  }

  private deferred(): DeferredDeps {
    return { db: this.db, repo: this.repo, storage: this.storage, queue: this.queue, log: this.log };
  }
}
