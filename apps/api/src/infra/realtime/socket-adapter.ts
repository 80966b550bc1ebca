import cluster from 'node:cluster';
import type { INestApplication } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/config.js';
import { PostgresIoAdapter } from './postgres-io.adapter.js';
import { RedisIoAdapter } from './redis-io.adapter.js';

/**
 * Which socket.io adapter carries events between web processes: Redis Streams with REDIS_URL; PostgreSQL
 * LISTEN/NOTIFY for a worker of the cluster supervisor (several processes, no Redis); in-memory for a lone
 * process (WEB_CONCURRENCY=1, the API tests).
 *
 * Transport: the site's client connects with WebSocket only. The cluster module hands each new TCP connection
 * to the next worker, so HTTP long-polling (one request per poll, each possibly on another worker) would need
 * sticky routing; a WebSocket is one connection and stays on the worker that accepted it. Under the supervisor
 * the server therefore refuses polling outright (a clean refusal instead of "Session ID unknown" loops); a lone
 * process keeps both transports.
 */
export async function createSocketAdapter(app: INestApplication, config: AppConfig, databaseUrl: string): Promise<IoAdapter> {
  const transports: ServerOptions['transports'] | undefined = cluster.isWorker ? ['websocket'] : undefined;
  if (config.REDIS_URL) {
    const io = new RedisIoAdapter(app, config.REDIS_URL, transports);
    await io.connect();
    return io;
  }
  if (cluster.isWorker) return new PostgresIoAdapter(app, databaseUrl, transports);
  return new IoAdapter(app);
}
