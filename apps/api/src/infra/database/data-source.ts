import { DataSource } from 'typeorm';
import { migrations } from '../../database/migrations/index.js';
import type { DataSourceOptions } from 'typeorm';

export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * The TypeORM data source: migrations only, never `synchronize`. The entity list comes from the composition
 * root (`src/data-source.ts` collects each module's list): infra never imports a feature module.
 */
export function createDataSourceFor(entities: EntityList, url: string, opts: { poolSize?: number; applicationName?: string } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: 'schema_migrations',
    logging: false,
    extra: { max: opts.poolSize ?? 20, application_name: opts.applicationName ?? 'community-api' },
  });
}

/** Runs pending migrations under an advisory lock so several nodes starting at once do not race. */
export async function migrate(ds: DataSource): Promise<string[]> {
  await ds.query('SELECT pg_advisory_lock(7426001)');
  try {
    const done = await ds.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await ds.query('SELECT pg_advisory_unlock(7426001)');
  }
}
