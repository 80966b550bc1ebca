import cluster from 'node:cluster';
import { loadConfig } from './infra/config/load.js';
import { ConfigError, type AppConfig } from './infra/config/config.js';
import { createPino } from './infra/logging/logger.js';
import { webConcurrency } from './infra/process/supervisor.js';
import { runJobs, serveWeb, supervise } from './processes.js';

/**
 * `npm start`: with WEB_CONCURRENCY > 1 (default: one per CPU) this process becomes the cluster supervisor and
 * forks the HTTP workers and one jobs process (see processes.ts); with 1 it serves HTTP + socket itself and runs
 * the BullMQ workers in-process unless WORKERS_IN_PROCESS=false.
 */
async function main() {
  let config: AppConfig;
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
  if (cluster.isWorker) {
    return process.env.COMMUNITY_PROCESS_ROLE === 'jobs' ? runJobs(config, log) : serveWeb(config, log);
  }
  const workers = webConcurrency();
  if (typeof workers === 'string') {
    console.error(`Invalid configuration:\n  ${workers}`);
    process.exit(78);
  }
  return workers > 1 ? supervise(config, log, workers) : serveWeb(config, log);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
