import { loadConfig } from './infra/config/load.js';
import { createPino } from './infra/logging/logger.js';
import { runJobs } from './processes.js';

/** `npm run worker`: the BullMQ workers alone, with no HTTP server (run several next to the web nodes). */
async function main() {
  const config = loadConfig();
  await runJobs(config, createPino(config.LOG_LEVEL));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
