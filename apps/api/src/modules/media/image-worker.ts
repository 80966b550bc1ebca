import type { ImageSizeSpec } from '@community/domain';
import { serveTasks } from '../../infra/media-pool/child.js';
import { inspectImage, processImage, type ProcessOptions } from './image-pipeline.js';
import { MediaException } from './media.exception.js';

/**
 * The media pool's child process (see MediaPipeline): runs the image pipeline on its own libuv thread pool,
 * away from the web process. A MediaException crosses back as its code, message and field.
 */

/** What crosses IPC: the structured clone turns a Buffer into a Uint8Array. */
const asBuffer = (u: Uint8Array): Buffer => (Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength));

serveTasks(
  {
    inspect: (input: { file: Uint8Array; still?: boolean }) => inspectImage(asBuffer(input.file), { still: input.still }),
    process: (input: { file: Uint8Array; sizes: ImageSizeSpec[]; quality?: number; opts: ProcessOptions }, progress) =>
      processImage(asBuffer(input.file), input.sizes, input.quality, input.opts, progress),
  },
  (err) => (err instanceof MediaException ? { code: err.code, field: err.errors?.[0]?.field ?? null } : null),
);
