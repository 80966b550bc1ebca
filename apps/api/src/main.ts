import { loadConfig } from './infra/config/load.js';
import { ConfigError } from './infra/config/config.js';
import { createPino } from './infra/logging/logger.js';
import { createApp, openDatabase } from './bootstrap.js';
import { QueueService } from './infra/queue/queue.service.js';
import { seedDemo } from './seed/seed.js';
import { takeOverShutdownSignals } from './infra/database/embedded.js';

/** HTTP + socket entry point. Runs the BullMQ workers in-process unless WORKERS_IN_PROCESS=false. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const log = createPino(config.LOG_LEVEL);
  const db = await openDatabase(config, log);
  // `npm start` passes --seed-demo: a fresh database gets the demo members once.
  if (config.SEED_DEMO || process.argv.includes('--seed-demo')) {
    const seeded = await seedDemo(db.dataSource, { ifEmpty: true });
    if (seeded) log.info({ members: seeded }, 'demo data seeded');
  }
  const app = await createApp(config, db, log);
  if (config.WORKERS_IN_PROCESS) await app.get(QueueService).startWorkers();
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`listening on http://localhost:${config.PORT} (variants: http://<code>.localhost:${config.PORT}, staff: /staff, API docs: /api/docs)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      await app.close();
      log.info('http server, sockets and queue closed');
      await db.dataSource.destroy();
      await db.embedded?.stop();
      log.info('database closed');
    } catch (err) {
      log.error({ err }, 'unclean shutdown');
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  takeOverShutdownSignals((signal) => void shutdown(signal));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
