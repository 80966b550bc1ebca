import { rowsOf } from './rows.js';

describe('rowsOf', () => {
  it('reads both shapes TypeORM gives back from a raw query', () => {
    expect(rowsOf<{ id: number }>([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rowsOf<{ id: number }>([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(rowsOf<{ id: number }>([[], 0])).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
