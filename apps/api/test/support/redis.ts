import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/infra/config/load.js';
import { createDataSource } from '../../src/data-source.js';
import { createPino } from '../../src/infra/logging/logger.js';
import type { TestApp } from '../harness.js';
import { listenOnLoopback } from './sockets.js';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at REDIS_URL; when not, says loudly that `skipped` was skipped (the tests need it). */
export async function redisReachable(skipped: string): Promise<boolean> {
  const u = new URL(REDIS_URL);
  const up = await new Promise<boolean>((resolve) => {
    const sock = createConnection({ host: u.hostname, port: Number(u.port || 6379) });
    sock.setTimeout(1000);
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
    sock.once('timeout', () => (sock.destroy(), resolve(false)));
  });
  if (!up) console.warn(`\n*** REDIS NOT REACHABLE at ${REDIS_URL}: ${skipped} SKIPPED ***\n`);
  return up;
}

/** A second app node on `t`'s database and the same Redis, as in a deployment, listening on a free loopback port. */
export interface SecondNode {
  app: NestFastifyApplication;
  /** Its base URL. */
  base: string;
  close(): Promise<void>;
}

export async function startSecondNode(t: TestApp): Promise<SecondNode> {
  const url = (t.db.options as { url: string }).url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'community-node2-'));
  const db = createDataSource(url, { poolSize: 4 });
  await db.initialize();
  const app = await createApp(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL }), { url, dataSource: db }, createPino('silent'));
  return {
    app,
    base: await listenOnLoopback(app),
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
