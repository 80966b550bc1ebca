import { decodeCursor as decode, type CursorKind, type CursorKey } from '../../shared/cursor/cursor.js';
import { StoriesErrorCode, StoriesException } from './stories.exception.js';

export { encodeCursor, pageFrom, type CursorKind } from '../../shared/cursor/cursor.js';

const bad = () => new StoriesException(StoriesErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' });

/** The shared keyset cursor (shared/cursor), answering a forged one with the stories module's 422 naming `after`. */
export const decodeCursor = (cursor: string | undefined, kinds: readonly CursorKind[]): CursorKey | null => decode(cursor, kinds, bad);
