import { loadConfig } from '../infra/config/load.js';
import { createPino } from '../infra/logging/logger.js';
import { openDatabase } from '../bootstrap.js';
import { seedDemo } from './seed.js';

/** `npm run seed`: adds any missing demo members (safe to run again). */
const config = loadConfig();
const log = createPino(config.LOG_LEVEL);
const db = await openDatabase(config, log);
const n = await seedDemo(db.dataSource, { ifEmpty: false });
log.info({ created: n }, 'seed done');
await db.dataSource.destroy();
await db.embedded?.stop();
