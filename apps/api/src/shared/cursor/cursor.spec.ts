import { decodeCursor, encodeCursor, pageFrom } from './cursor.js';

const bad = () => new Error('bad cursor');
const TS = '2026-11-27 11:44:49.123456+00';
const ID = '0b6f1c2e-3a4b-4c5d-8e9f-0123456789ab';

describe('keyset cursors', () => {
  it('round-trips a key and checks every part against its kind', () => {
    expect(decodeCursor(encodeCursor([TS, ID]), ['ts', 'uuid'], bad)).toEqual([TS, ID]);
    expect(decodeCursor(encodeCursor(['-infinity', ID]), ['ts', 'uuid'], bad)).toEqual(['-infinity', ID]);
    expect(decodeCursor(encodeCursor(['123456789012345678']), ['bigint'], bad)).toEqual(['123456789012345678']);
    expect(decodeCursor(encodeCursor([7, 1.5, 'x']), ['int', 'num', 'text'], bad)).toEqual([7, 1.5, 'x']);
  });

  it('reads no cursor as the first page', () => {
    expect(decodeCursor(undefined, ['ts'], bad)).toBeNull();
    expect(decodeCursor('', ['ts'], bad)).toBeNull();
  });

  it('throws the caller’s exception for anything it did not give out', () => {
    for (const forged of ['not-base64-json', encodeCursor([TS]), encodeCursor(["1'; DROP TABLE x", ID]), encodeCursor([1.5]), encodeCursor(['12'])]) {
      expect(() => decodeCursor(forged, ['ts', 'uuid'], bad)).toThrow('bad cursor');
    }
    expect(() => decodeCursor(encodeCursor(['1x']), ['bigint'], bad)).toThrow('bad cursor');
    expect(() => decodeCursor(encodeCursor([1.5]), ['int'], bad)).toThrow('bad cursor');
    expect(() => decodeCursor(encodeCursor(['x'.repeat(201)]), ['text'], bad)).toThrow('bad cursor');
  });

  it('pages limit + 1 rows: the extra row only says there is more', () => {
    const rows = [1, 2, 3].map((n) => ({ n }));
    const full = pageFrom(rows, 2, (r) => r.n * 10, (r) => [r.n]);
    expect(full.items).toEqual([10, 20]);
    expect(decodeCursor(full.next ?? '', ['int'], bad)).toEqual([2]);
    expect(pageFrom(rows, 3, (r) => r.n, (r) => [r.n]).next).toBeNull();
  });
});
