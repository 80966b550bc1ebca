import { Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { QueueService } from '../../infra/queue/queue.service.js';
import { processInfo, supervision } from '../../infra/process/supervision.js';
import { Route } from '../../shared/http/route.js';

/**
 * A store that does not answer within 2 s is down: while Redis is unreachable its client queues commands until it
 * is back (the queue waits rather than fails), and a probe must answer 503 at once, not hang with it.
 */
const CHECK_TIMEOUT_MS = 2_000;
function within(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

@ApiTags('health')
@Controller()
export class HealthController {
  private last?: { at: number; result: Promise<{ database: boolean; queue: boolean }> };

  constructor(
    private readonly db: DataSource,
    private readonly queue: QueueService,
  ) {}

  private async check() {
    const [database, queue] = await Promise.all([within(this.db.query('SELECT 1').then(() => true, () => false)), within(this.queue.ping())]);
    return { database, queue };
  }

  @Route.get('healthz', {
    access: 'public',
    summary: 'Database and queue reachable: 200, otherwise 503',
    description: 'Also names the answering process and, under the cluster supervisor (`npm start`), its restart count and last crash.',
  })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    // Probes share one check per second: a public endpoint must not be a cheap way to load the database.
    if (!this.last || Date.now() - this.last.at > 1000) {
      this.last = { at: Date.now(), result: this.check() };
    }
    const { database, queue } = await this.last.result;
    const ok = database && queue;
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: ok ? 'ok' : 'unavailable',
      database: database ? 'up' : 'down',
      queue: queue ? 'up' : 'down',
      queueBackend: this.queue.backend,
      process: processInfo(),
      supervisor: supervision(),
    };
  }
}
