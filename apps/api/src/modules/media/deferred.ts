import type { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { QueueService } from '../../infra/queue/queue.service.js';
import type { Storage } from '../../infra/storage/storage.js';
import type { MediaRepository } from './media.repository.js';
import type { NewItem } from './upload-row.js';

/** What the two background-processed kinds (animated images, videos) need to record and fail an item. */
export interface DeferredDeps {
  db: DataSource;
  repo: MediaRepository;
  storage: Storage;
  queue: QueueService;
  log: Logger;
}

/**
 * Records an item whose files a background job makes, its source already stored under `sourceKey`: the row in one
 * transaction (the stored files are removed again when it cannot be written), then the job. A job that cannot be
 * queued marks the item failed with `queueFailure`, the reason its owner sees.
 */
export async function recordDeferred(
  deps: DeferredDeps,
  item: NewItem,
  sourceKey: string,
  job: { name: 'media.image-process' | 'media.video-process'; jobId: string },
  queueFailure: string,
): Promise<void> {
  try {
    await deps.db.transaction((em) => deps.repo.insertItem(em, item));
  } catch (err) {
    await deps.storage.deletePrefix(item.storagePrefix).catch(() => undefined);
    throw err;
  }
  try {
    await deps.queue.enqueue(job.name, { mediaId: item.id }, { jobId: job.jobId });
  } catch (err) {
    deps.log.error({ err, mediaId: item.id }, `could not queue ${job.name}`);
    await failProcessing(deps, item.id, sourceKey, queueFailure);
  }
}

/** Marks a processing item failed with the reason its owner sees, and drops its source. */
export async function failProcessing(
  deps: Pick<DeferredDeps, 'repo' | 'storage'>,
  id: string,
  sourceKey: string,
  reason: string,
): Promise<void> {
  await deps.repo.processingFailed(id, reason);
  await deps.storage.delete(sourceKey).catch(() => undefined);
}

/**
 * Trouble that is not the file's fault (storage, the database, a full pool): thrown again so the queue tries
 * later; on the job's last attempt (or outside a queue) the item fails for good with `reason`, logged.
 */
export async function retryOrFail(
  deps: Pick<DeferredDeps, 'repo' | 'storage' | 'log'>,
  job: Job | undefined,
  item: { id: string; sourceKey: string; kind: 'image' | 'video' },
  err: unknown,
  reason: string,
): Promise<void> {
  if (job && job.attemptsMade + 1 < (job.opts.attempts ?? 1)) throw err;
  deps.log.error({ err, mediaId: item.id }, `${item.kind} processing failed for good`);
  await failProcessing(deps, item.id, item.sourceKey, reason);
}
