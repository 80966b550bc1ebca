import { StoriesErrorCode, StoriesException } from './stories.exception.js';

/**
 * Keyset cursors: the sort key of the last row shown, opaque to clients (base64url JSON). Timestamps travel
 * as PostgreSQL's own text so no microseconds are lost between pages; every part is checked against its
 * kind before it reaches SQL, so a forged cursor is a 422 naming `after`, never a database error.
 */
export type CursorKind = 'ts' | 'uuid' | 'int' | 'num' | 'text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

const valid: Record<CursorKind, (v: unknown) => boolean> = {
  ts: (v) => typeof v === 'string' && TS.test(v),
  uuid: (v) => typeof v === 'string' && UUID.test(v),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  num: (v) => typeof v === 'number' && Number.isFinite(v),
  text: (v) => typeof v === 'string' && v.length <= 200,
};

export function encodeCursor(key: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, kinds: readonly CursorKind[]): Array<string | number> | null {
  if (cursor === undefined || cursor === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (Array.isArray(value) && value.length === kinds.length && kinds.every((k, i) => valid[k](value[i]))) {
    return value as Array<string | number>;
  }
  throw new StoriesException(StoriesErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' });
}

/** Takes `limit + 1` rows: the extra one only says whether there is a next page. */
export function pageFrom<R, T>(rows: R[], limit: number, map: (r: R) => T, key: (r: R) => Array<string | number>) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return { items: shown.map(map), next: more && last !== undefined ? encodeCursor(key(last)) : null };
}
