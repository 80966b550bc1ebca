import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './infra/config/load.js';
import { createPino, PinoNestLogger } from './infra/logging/logger.js';
import { openDatabase } from './bootstrap.js';
import { AppModule } from './app.module.js';
import { QueueService } from './infra/queue/queue.service.js';
import { takeOverShutdownSignals } from './infra/database/embedded.js';

/** `npm run worker`: the BullMQ workers alone, with no HTTP server (run several next to the web nodes). */
async function main() {
  const config = loadConfig();
  const log = createPino(config.LOG_LEVEL);
  const db = await openDatabase(config, log);
  const app = await NestFactory.createApplicationContext(AppModule.register({ config, dataSource: db.dataSource, databaseUrl: db.url }), {
    logger: new PinoNestLogger(log),
  });
  await app.get(QueueService).startWorkers();
  const stop = async () => {
    await app.close();
    await db.dataSource.destroy();
    await db.embedded?.stop();
    process.exit(0);
  };
  takeOverShutdownSignals(() => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
