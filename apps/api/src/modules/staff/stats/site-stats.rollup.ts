import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler } from '../../../infra/queue/job-handler.decorator.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { SiteStatsRepository } from './site-stats.repository.js';

/** The job repeats hourly; each finished UTC day is rolled up by the first run after midnight. */
export const ROLLUP_EVERY_MS = 60 * 60 * 1000;
/** How far back missing days are rolled up (the dashboard asks for at most 366 days at once). */
export const ROLLUP_KEEP_DAYS = 400;
/** The last finished days are computed again once a day for a week, to take in late changes (refunds, unpublishing). */
export const ROLLUP_REROLL_DAYS = 7;
const REROLL_AFTER_HOURS = 20;

/** Consecutive days as [from, to] spans (one SQL pass each). */
export function spans(days: string[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const day of days) {
    const last = out[out.length - 1];
    if (last && Date.parse(day) - Date.parse(last[1]) === 86_400_000) last[1] = day;
    else out.push([day, day]);
  }
  return out;
}

/**
 * The staff dashboard's daily rollup (`staff.stats-rollup`, a BullMQ repeatable job): finished UTC days go
 * into staff_stats_* by SQL, so `site-stats` reads a year as ~21 rows a day instead of aggregating a year of
 * sessions and messages on each request. Idempotent: a run rolls the missing days (a first run fills the last
 * ROLLUP_KEEP_DAYS) and re-rolls the last week's days rolled more than REROLL_AFTER_HOURS ago.
 */
@Injectable()
export class SiteStatsRollup implements OnApplicationBootstrap {
  private readonly logger = new Logger('SiteStatsRollup');

  constructor(
    private readonly repo: SiteStatsRepository,
    private readonly queue: QueueService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.schedule('staff.stats-rollup', ROLLUP_EVERY_MS).catch((err: unknown) => this.logger.warn({ err }, 'could not schedule the stats rollup'));
  }

  @JobHandler('staff.stats-rollup')
  async handle(): Promise<void> {
    const { days, rows } = await this.run();
    if (days) this.logger.log({ days, rows }, 'dashboard figures rolled up');
  }

  /** Rolls up what is due before `now`'s UTC day; returns how many days and (day, variant) rows were written. */
  async run(now = new Date()): Promise<{ days: number; rows: number }> {
    const today = now.toISOString().slice(0, 10);
    const due = await this.repo.daysToRoll(today, ROLLUP_KEEP_DAYS, ROLLUP_REROLL_DAYS, REROLL_AFTER_HOURS);
    let rows = 0;
    for (const [from, to] of spans(due)) rows += await this.repo.rollUp(from, to);
    return { days: due.length, rows };
  }
}
