import type { DataSource, EntityManager } from 'typeorm';

/**
 * The WHERE clause of a filtered list, built one condition at a time: `add` binds one value to every `?` in its
 * condition (a condition may read its value more than once), `equal` adds `column = value` for the columns given
 * a value, `raw` adds a condition without a value.
 */
export class ListFilter {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  add(sql: string, value: unknown): this {
    this.params.push(value);
    this.conditions.push(sql.replaceAll('?', `$${this.params.length}`));
    return this;
  }

  /** `column = value` for each column given a value; an absent (or empty) value filters nothing. */
  equal(columns: Record<string, string | null | undefined>): this {
    for (const [column, value] of Object.entries(columns)) if (value) this.add(`${column} = ?`, value);
    return this;
  }

  raw(sql: string): this {
    this.conditions.push(sql);
    return this;
  }

  /** `WHERE a AND b …`, or nothing when no condition was added. */
  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/**
 * One page of a staff list (react-admin's offset window) and the total the filter matches, for `Content-Range`:
 * `SELECT columns FROM from WHERE … ORDER BY orderBy LIMIT limit OFFSET offset` and its `count(*)`, side by side.
 * `orderBy` should end on a unique column so that pages do not overlap. On the pool both run side by side; inside a
 * transaction (an EntityManager bound to one connection) they run one after the other, as one client must.
 */
export async function listWindow<T>(
  db: DataSource | EntityManager,
  q: { columns: string; from: string; filter: ListFilter; orderBy: string; offset: number; limit: number },
): Promise<{ rows: T[]; total: number }> {
  const where = q.filter.sql;
  const page = () => db.query(`SELECT ${q.columns} FROM ${q.from} ${where} ORDER BY ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset}`, q.filter.params) as Promise<T[]>;
  const total = () => db.query(`SELECT count(*)::int AS n FROM ${q.from} ${where}`, q.filter.params) as Promise<Array<{ n: number }>>;
  const oneConnection = 'queryRunner' in db && db.queryRunner !== undefined;
  const [rows, count] = oneConnection ? [await page(), await total()] : await Promise.all([page(), total()]);
  return { rows, total: count[0]?.n ?? 0 };
}
