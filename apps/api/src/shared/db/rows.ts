import type { EntityManager } from 'typeorm';

/**
 * The rows of an `EntityManager.query` result. TypeORM's PostgreSQL driver answers `UPDATE/DELETE ...
 * RETURNING` with `[rows, affectedCount]` and everything else with the rows; this reads both shapes.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (Array.isArray(result) ? result : []) as T[];
}

/**
 * Writes `patch` (column name → value) into the row `id` of `table`, stamps `updated_at`, and answers the row as
 * stored. The column names come from the caller's row type, never from a request.
 */
export async function updateById<R extends { id: string }>(em: EntityManager, table: string, id: string, patch: Partial<Omit<R, 'id'>>): Promise<R> {
  const keys = Object.keys(patch) as Array<keyof typeof patch>;
  const sets = keys.map((k, i) => `${String(k)} = $${i + 2}`).join(', ');
  const rows = rowsOf<R>(await em.query(`UPDATE ${table} SET ${sets}, updated_at = now() WHERE id = $1 RETURNING *`, [id, ...keys.map((k) => patch[k])]));
  return rows[0]!;
}
