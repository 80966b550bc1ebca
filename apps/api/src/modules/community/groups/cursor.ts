import { GroupsErrorCode, GroupsException } from './groups.exception.js';

/** Keyset cursors for community lists: the last row's sort key and id, base64url JSON. */
export function encodeCursor(key: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(after: string | undefined): string[] | null {
  if (!after) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.map(String);
  } catch {
    // falls through
  }
  throw new GroupsException(GroupsErrorCode.BadCursor, 'after is not a cursor from this list', { field: 'after' });
}

/**
 * A page from `limit + 1` rows: `next` comes from the last row kept (so rows the mapper drops, such as a
 * suspended author's, never cut the list short), `map` answers null for a row to leave out.
 */
export function pageOf<R, T>(rows: R[], limit: number, map: (r: R) => T | null, key: (r: R) => ReadonlyArray<string | number>): { items: T[]; next: string | null } {
  const kept = rows.slice(0, limit);
  const next = rows.length > limit && kept.length ? encodeCursor(key(kept[kept.length - 1]!)) : null;
  return { items: kept.map(map).filter((x): x is T => x !== null), next };
}
