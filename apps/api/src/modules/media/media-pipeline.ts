import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ImageSizeSpec } from '@community/domain';
import { PoolError, ProcessPool, TaskError } from '../../infra/media-pool/process-pool.js';
import type { InspectedImage, ProcessedImage, ProcessOptions } from './image-pipeline.js';
import { MediaErrorCode, MediaException } from './media.exception.js';

/** Time limits: a still (50 megapixels at most) takes seconds; an animation up to the frame limits, tens of seconds. */
const INSPECT_TIMEOUT_MS = 20_000;
const STILL_TIMEOUT_MS = 90_000;
const ANIMATION_TIMEOUT_MS = 240_000;

const CODES = new Set<string>(Object.values(MediaErrorCode));

const asBuffer = (u: Uint8Array): Buffer => (Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength));

/**
 * The image pipeline (`image-pipeline.ts`) as the app runs it: in a small pool of child processes
 * (`infra/media-pool`), one task per child at a time, at a lower CPU priority, each task within a time limit.
 * Uploads, avatars, story covers, ticket attachments and video posters all come through here, so no sharp
 * work runs on the web process's own libuv thread pool (which its file reads, compression and crypto share).
 * Refusals are the pipeline's own MediaExceptions; a full queue is a 503 with Retry-After, a task past its
 * time limit or a child that died on a file is a 422 naming the file.
 */
@Injectable()
export class MediaPipeline implements OnModuleDestroy {
  private readonly log = new Logger('MediaPipeline');
  readonly pool = new ProcessPool({ entry: new URL('./image-worker.js', import.meta.url), timeoutMs: STILL_TIMEOUT_MS });

  /** The upright size and frame count, with the pixel and frame limits enforced (422 naming `file`). */
  async inspect(file: Buffer, opts: { still?: boolean } = {}): Promise<InspectedImage> {
    return this.run<InspectedImage>('inspect', { file, still: opts.still }, INSPECT_TIMEOUT_MS);
  }

  /** Re-encodes `file` into `sizes` (see `processImage`); `animated` (from `inspect`) gives it the longer time limit. */
  async process(
    file: Buffer,
    sizes: readonly ImageSizeSpec[],
    opts: ProcessOptions & { quality?: number; animated?: boolean; onProgress?: (percent: number) => void } = {},
  ): Promise<ProcessedImage> {
    const { quality, animated, onProgress, ...pipeline } = opts;
    const out = await this.run<ProcessedImage>('process', { file, sizes, quality, opts: pipeline }, animated && !pipeline.still ? ANIMATION_TIMEOUT_MS : STILL_TIMEOUT_MS, onProgress);
    return { ...out, sizes: out.sizes.map((s) => ({ ...s, body: asBuffer(s.body) })) };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
  }

  private async run<T>(task: string, input: unknown, timeoutMs: number, onProgress?: (percent: number) => void): Promise<T> {
    try {
      return await this.pool.run<T>(task, input, { timeoutMs, onProgress });
    } catch (err) {
      throw this.toMediaException(err);
    }
  }

  private toMediaException(err: unknown): Error {
    if (err instanceof TaskError) {
      const data = err.data as { code?: unknown; field?: unknown } | null;
      if (data && typeof data.code === 'string' && CODES.has(data.code)) {
        return new MediaException(data.code as MediaErrorCode, err.message, typeof data.field === 'string' ? { field: data.field } : {});
      }
      this.log.error({ err: err.message }, 'image pipeline task failed');
      return new MediaException(MediaErrorCode.Undecodable, 'This image could not be processed: it may be damaged. Try another file.', { field: 'file' });
    }
    if (err instanceof PoolError) {
      switch (err.reason) {
        case 'busy':
        case 'closed':
          this.log.warn({ load: this.pool.load, reason: err.reason }, 'media pool refused a task');
          return new MediaException(MediaErrorCode.Busy, 'Too many files are being processed right now: try again in a minute.', { headers: { 'retry-after': '30' } });
        case 'timeout':
          this.log.warn({ err: err.message }, 'image processing timed out');
          return new MediaException(MediaErrorCode.ProcessingTimeout, `${err.message}: upload a smaller or shorter image.`, { field: 'file' });
        case 'crashed':
          this.log.error({ err: err.message }, 'media pool child died on a file');
          return new MediaException(MediaErrorCode.Undecodable, 'This image could not be processed: it may be damaged. Try another file.', { field: 'file' });
      }
    }
    return err instanceof Error ? err : new Error(String(err));
  }
}
