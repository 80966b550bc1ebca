import 'reflect-metadata';
import cluster from 'node:cluster';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { createApp, openDatabase, type Database } from './bootstrap.js';
import type { AppConfig } from './infra/config/config.js';
import { takeOverShutdownSignals } from './infra/database/embedded.js';
import { PinoNestLogger } from './infra/logging/logger.js';
import { listenToSupervisor } from './infra/process/supervision.js';
import { superviseCluster } from './infra/process/supervisor.js';
import { QueueService } from './infra/queue/queue.service.js';
import { seedDemo } from './seed/seed.js';

/** Shuts down once, on the first signal: `close` first, then the pool and the embedded database; exit 1 after 10 s. */
function onShutdown(log: Logger, db: Database, close: () => Promise<void>): void {
  let closing = false;
  takeOverShutdownSignals((signal) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    void (async () => {
      try {
        await close();
        await db.dataSource.destroy();
        await db.embedded?.stop();
        log.info('closed');
      } catch (err) {
        log.error({ err }, 'unclean shutdown');
      } finally {
        clearTimeout(timer);
        process.exit(0);
      }
    })();
  });
}

/** `--seed-demo` (what `npm start` passes) or SEED_DEMO: a fresh database gets the demo members once. */
async function seedIfAsked(config: AppConfig, db: Database, log: Logger): Promise<void> {
  if (config.SEED_DEMO || process.argv.includes('--seed-demo')) {
    const seeded = await seedDemo(db.dataSource, { ifEmpty: true });
    if (seeded) log.info({ members: seeded }, 'demo data seeded');
  }
}

/**
 * One HTTP + socket process. Alone (WEB_CONCURRENCY=1, or on a node of a multi-node deployment) it opens the
 * database itself, seeds when asked and runs the job workers unless WORKERS_IN_PROCESS=false. As a worker of
 * the supervisor it is handed DATABASE_URL and leaves migrations, seeding and jobs to others.
 */
export async function serveWeb(config: AppConfig, log: Logger): Promise<void> {
  listenToSupervisor();
  const db = await openDatabase(config, log);
  if (cluster.isPrimary) await seedIfAsked(config, db, log);
  const app = await createApp(config, db, log);
  if (config.WORKERS_IN_PROCESS) await app.get(QueueService).startWorkers();
  await app.listen({ port: config.PORT, host: config.HOST });
  const who = cluster.isWorker ? ` (web worker ${process.env.COMMUNITY_PROCESS_SLOT ?? '?'}, pid ${process.pid})` : '';
  log.info(`listening on http://localhost:${config.PORT}${who} (variants: http://<code>.localhost:${config.PORT}, staff: /staff, API docs: /api/docs)`);
  onShutdown(log, db, () => app.close());
}

/** The BullMQ workers with no HTTP server: `npm run worker`, or the supervisor's jobs process. */
export async function runJobs(config: AppConfig, log: Logger): Promise<void> {
  listenToSupervisor();
  const db = await openDatabase(config, log);
  const app = await NestFactory.createApplicationContext(AppModule.register({ config, dataSource: db.dataSource, databaseUrl: db.url }), {
    logger: new PinoNestLogger(log),
  });
  await app.get(QueueService).startWorkers();
  log.info({ pid: process.pid }, 'job workers running');
  onShutdown(log, db, () => app.close());
}

/**
 * The cluster primary (`npm start` with WEB_CONCURRENCY > 1, the default on a machine with several CPUs): it
 * owns the embedded PostgreSQL when DATABASE_URL is unset, runs the migrations and the demo seed once, then
 * supervises `webWorkers` HTTP processes and, unless WORKERS_IN_PROCESS=false, one jobs process, handing them
 * the database URL. It serves nothing itself.
 */
export async function supervise(config: AppConfig, log: Logger, webWorkers: number): Promise<void> {
  const db = await openDatabase(config, log);
  await seedIfAsked(config, db, log);
  // The primary keeps no pool: only the embedded server (if any) lives here.
  await db.dataSource.destroy();
  const supervisor = superviseCluster({ webWorkers, jobsProcess: config.WORKERS_IN_PROCESS, env: { DATABASE_URL: db.url }, log });
  let closing = false;
  takeOverShutdownSignals((signal) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'supervisor shutting down');
    void (async () => {
      try {
        await supervisor.stop();
        log.info('workers stopped');
        await db.embedded?.stop();
      } catch (err) {
        log.error({ err }, 'unclean shutdown');
      } finally {
        process.exit(0);
      }
    })();
  });
}
