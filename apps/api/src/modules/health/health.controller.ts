import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { QueueService } from '../../infra/queue/queue.service.js';
import { Access } from '../auth/access.js';

@ApiTags('health')
@Controller()
export class HealthController {
  private last?: { at: number; result: Promise<{ database: boolean; queue: boolean }> };

  constructor(
    private readonly db: DataSource,
    private readonly queue: QueueService,
  ) {}

  private async check() {
    const [database, queue] = await Promise.all([this.db.query('SELECT 1').then(() => true, () => false), this.queue.ping()]);
    return { database, queue };
  }

  @Get('healthz')
  @Access('public')
  @ApiOperation({ summary: 'Database and queue reachable: 200, otherwise 503' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    // Probes share one check per second: a public endpoint must not be a cheap way to load the database.
    if (!this.last || Date.now() - this.last.at > 1000) {
      this.last = { at: Date.now(), result: this.check() };
    }
    const { database, queue } = await this.last.result;
    const ok = database && queue;
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'unavailable', database: database ? 'up' : 'down', queue: queue ? 'up' : 'down', queueBackend: this.queue.backend };
  }
}
