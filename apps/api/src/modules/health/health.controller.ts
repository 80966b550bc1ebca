import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { QueueService } from '../../infra/queue/queue.service.js';
import { Access } from '../auth/access.js';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly queue: QueueService,
  ) {}

  @Get('healthz')
  @Access('public')
  @ApiOperation({ summary: 'Database and queue reachable: 200, otherwise 503' })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, queue] = await Promise.all([
      this.db.query('SELECT 1').then(() => true, () => false),
      this.queue.ping(),
    ]);
    const ok = database && queue;
    void reply.status(ok ? 200 : 503).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'unavailable', database: database ? 'up' : 'down', queue: queue ? 'up' : 'down', queueBackend: this.queue.backend };
  }
}
