import { MediaErrorCode, MediaException } from './media.exception.js';

/**
 * Keyset cursors over (created_at, id) descending: the last row's PostgreSQL timestamp text (no precision
 * lost) and id, base64url JSON. Checked before SQL: a forged cursor is a 422 naming `after`.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export interface Keyset {
  ts: string;
  id: string;
}

export function encodeKeyset(k: Keyset): string {
  return Buffer.from(JSON.stringify([k.ts, k.id])).toString('base64url');
}

export function decodeKeyset(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && TS.test(v[0]) && typeof v[1] === 'string' && UUID.test(v[1])) {
      return { ts: v[0], id: v[1] };
    }
  } catch {
    // fall through
  }
  throw new MediaException(MediaErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' });
}

/** Rows were fetched with `limit + 1`; the extra one only says there is a next page. */
export function page<R extends { ts: string; id: string }, T>(rows: R[], limit: number, map: (r: R) => T): { items: T[]; next: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown[shown.length - 1];
  return { items: shown.map(map), next: more && last ? encodeKeyset({ ts: last.ts, id: last.id }) : null };
}
