import type { DataSource } from 'typeorm';
import { createDataSourceFor } from './infra/database/data-source.js';
import { AUTH_ENTITIES } from './modules/auth/index.js';
import { MEMBERS_ENTITIES } from './modules/members/index.js';

export { migrate } from './infra/database/data-source.js';

/** Every TypeORM entity, collected here at the composition root from each module's own list. */
export const entities = [...MEMBERS_ENTITIES, ...AUTH_ENTITIES];

/** The app's data source (see infra/database/data-source.ts): migrations only, never `synchronize`. */
export function createDataSource(url: string, opts: { poolSize?: number; applicationName?: string } = {}): DataSource {
  return createDataSourceFor(entities, url, opts);
}
