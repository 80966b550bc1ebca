import { decodeCursor, pageFrom } from '../../shared/cursor/cursor.js';
import { MediaErrorCode, MediaException } from './media.exception.js';

/** Keyset cursors over (created_at, id) descending (shared/cursor): a forged cursor is a 422 naming `after`. */
export interface Keyset {
  ts: string;
  id: string;
}

const bad = () => new MediaException(MediaErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' });

export function decodeKeyset(cursor: string | undefined): Keyset | null {
  const key = decodeCursor(cursor || undefined, ['ts', 'uuid'], bad);
  return key ? { ts: key[0] as string, id: key[1] as string } : null;
}

/** Rows were fetched with `limit + 1`; the extra one only says there is a next page. */
export function page<R extends { ts: string; id: string }, T>(rows: R[], limit: number, map: (r: R) => T): { items: T[]; next: string | null } {
  return pageFrom(rows, limit, map, (r) => [r.ts, r.id]);
}
