import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { JobPayload } from '@community/contracts';
import { JobHandler } from '../../../infra/queue/job-handler.decorator.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { CompetitionsService } from './competitions.service.js';

/**
 * `competitions.results`: enqueued for the moment a competition's voting closes (again when staff move it; the
 * job id carries the closing time, so each time is one job), and at start for any competition whose voting
 * closed without results. The work itself is idempotent (CompetitionsService.results).
 */
@Injectable()
export class CompetitionsJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Competitions');

  constructor(
    private readonly queue: QueueService,
    private readonly competitions: CompetitionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const id of await this.competitions.due()) await this.queue.enqueue('competitions.results', { competitionId: id }, { jobId: `competition-results-${id}-due` });
    } catch (err) {
      this.logger.warn({ err }, 'could not enqueue due competition results');
    }
  }

  async schedule(competitionId: string, votingCloseAt: string): Promise<void> {
    const at = Date.parse(votingCloseAt);
    await this.queue.enqueue('competitions.results', { competitionId }, { jobId: `competition-results-${competitionId}-${at}`, delayMs: Math.max(0, at - Date.now()) + 1000 });
  }

  @JobHandler('competitions.results')
  async run(payload: JobPayload<'competitions.results'>): Promise<void> {
    await this.competitions.results(payload.competitionId);
  }
}
