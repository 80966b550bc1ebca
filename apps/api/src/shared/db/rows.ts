/**
 * The rows of an `EntityManager.query` result. TypeORM's PostgreSQL driver answers `UPDATE/DELETE ...
 * RETURNING` with `[rows, affectedCount]` and everything else with the rows; this reads both shapes.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (Array.isArray(result) ? result : []) as T[];
}
