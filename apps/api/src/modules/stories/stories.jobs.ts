import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler } from '../../infra/queue/job-handler.decorator.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { StoriesRepository } from './stories.repository.js';

/** Per-day read rows are kept this long: the longest top-list period (a year) plus a margin. */
export const READ_ROWS_KEEP_DAYS = 400;
/** The cleanup runs daily at this UTC time (quiet hours in Europe). */
const RUN_AT_UTC = { hour: 3, minute: 30 };

/** The next run after `now` and its job id (one job per day: enqueuing it twice is a no-op). */
export function nextCleanup(now = new Date()): { at: Date; jobId: string } {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_AT_UTC.hour, RUN_AT_UTC.minute));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return { at, jobId: `stories.reads-cleanup.${at.toISOString().slice(0, 10)}` };
}

/**
 * Housekeeping for the stories tables: `story_reads` holds one row per reader per story per day (for "once a
 * day" counting and the week/month/year top lists); rows older than READ_ROWS_KEEP_DAYS serve neither and
 * are deleted daily. The all-time counters on `stories` keep the totals. The job schedules its next run
 * itself (a delayed job with a per-day id), so it needs no scheduler entry in the queue service.
 */
@Injectable()
export class StoriesJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Stories');

  constructor(
    private readonly repo: StoriesRepository,
    private readonly queue: QueueService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule().catch((err: unknown) => this.logger.warn({ err }, 'could not schedule the read-rows cleanup'));
  }

  private async schedule(now = new Date()): Promise<void> {
    const next = nextCleanup(now);
    await this.queue.enqueue('stories.reads-cleanup', {}, { jobId: next.jobId, delayMs: next.at.getTime() - now.getTime() });
  }

  @JobHandler('stories.reads-cleanup')
  async cleanup(): Promise<void> {
    const deleted = await this.purgeReads();
    this.logger.log({ deleted }, 'old read rows deleted');
    await this.schedule();
  }

  /** Deletes read rows older than the keep period in batches; returns how many went. */
  async purgeReads(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - READ_ROWS_KEEP_DAYS * 86_400_000).toISOString().slice(0, 10);
    let total = 0;
    for (;;) {
      const n = await this.repo.deleteReadsBefore(before, 10_000);
      total += n;
      if (n < 10_000) return total;
    }
  }
}
