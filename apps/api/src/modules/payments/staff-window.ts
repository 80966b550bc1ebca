import type { DataSource } from 'typeorm';

/** Offset window and filters of a staff list (react-admin simple REST). */
export interface StaffWindow {
  offset: number;
  limit: number;
  sortField: string;
  sortDesc: boolean;
}

/**
 * One page of a payments table for the staff console: `where` clauses over `args`, sorted by `sort` (then
 * newest id), with the total for Content-Range.
 */
export async function staffWindow<T>(db: DataSource, table: string, where: string[], args: unknown[], sort: string, w: StaffWindow): Promise<{ rows: T[]; total: number }> {
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count]: Array<{ n: string }> = await db.query(`SELECT count(*) AS n FROM ${table} ${clause}`, args);
  const rows: T[] = await db.query(
    `SELECT * FROM ${table} ${clause} ORDER BY ${sort} ${w.sortDesc ? 'DESC' : 'ASC'}, id DESC OFFSET $${args.length + 1} LIMIT $${args.length + 2}`,
    [...args, w.offset, w.limit],
  );
  return { rows, total: Number(count!.n) };
}
