import type { Logger } from '@nestjs/common';
import type { MediaRepository } from './media.repository.js';

/** Progress is written to the row at most every this many percent. */
const STEP = 5;

/**
 * Writes a processing item's progress (0…100) to its row for its owner's progress bar: in steps of 5 %, one
 * write at a time and in order, never 100 (the item says `ready` for that); `flush` waits for the last write.
 * A failed write is logged and never fails the processing.
 */
export function progressWriter(repo: MediaRepository, id: string, log: Logger): { report: (percent: number) => void; flush: () => Promise<void> } {
  let written = 0;
  let chain = Promise.resolve();
  return {
    report: (percent) => {
      const p = Math.min(99, Math.round(percent));
      if (p - written < STEP) return;
      written = p;
      chain = chain.then(() => repo.setProgress(id, p)).catch((err: unknown) => log.warn({ err, mediaId: id }, 'progress not saved'));
    },
    flush: () => chain,
  };
}
