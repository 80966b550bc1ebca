/**
 * Keyset cursors, one implementation for every list: the sort key of the last row shown, opaque to clients
 * (base64url JSON). Timestamps travel as PostgreSQL's own text so no microseconds are lost between pages;
 * every part is checked against its kind before it reaches SQL, so a forged cursor is the caller's 422
 * (each module passes the exception it answers with), never a database error.
 */
export type CursorKind = 'ts' | 'uuid' | 'int' | 'bigint' | 'num' | 'text';
export type CursorKey = Array<string | number>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TS = /^(-infinity|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?)$/;

const valid: Record<CursorKind, (v: unknown) => boolean> = {
  /** PostgreSQL timestamp text (or `-infinity`, which a COALESCE sort key can yield). */
  ts: (v) => typeof v === 'string' && TS.test(v),
  uuid: (v) => typeof v === 'string' && UUID.test(v),
  /** A JavaScript safe integer (a count, a position). */
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  /** A bigint/bigserial id as PostgreSQL sends it: decimal digits in a string. */
  bigint: (v) => typeof v === 'string' && /^\d{1,18}$/.test(v),
  num: (v) => typeof v === 'number' && Number.isFinite(v),
  text: (v) => typeof v === 'string' && v.length <= 200,
};

export function encodeCursor(key: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key inside `cursor`, or null for no cursor (the first page). A cursor that is not one this list gave
 * out throws `bad()` — the module's own "bad cursor" exception.
 */
export function decodeCursor(cursor: string | undefined, kinds: readonly CursorKind[], bad: () => Error): CursorKey | null {
  if (cursor === undefined || cursor === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (Array.isArray(value) && value.length === kinds.length && kinds.every((k, i) => valid[k](value[i]))) {
    return value as CursorKey;
  }
  throw bad();
}

/** Takes `limit + 1` rows: the extra one only says whether there is a next page. */
export function pageFrom<R, T>(rows: R[], limit: number, map: (r: R) => T, key: (r: R) => CursorKey): { items: T[]; next: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return { items: shown.map(map), next: more && last !== undefined ? encodeCursor(key(last)) : null };
}
