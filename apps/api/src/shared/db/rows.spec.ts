import type { EntityManager } from 'typeorm';
import { rowsOf, updateById } from './rows.js';

describe('rowsOf', () => {
  it('reads both shapes TypeORM gives back from a raw query', () => {
    expect(rowsOf<{ id: number }>([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(rowsOf<{ id: number }>([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    expect(rowsOf<{ id: number }>([[], 0])).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});

describe('updateById', () => {
  it('sets the patched columns and updated_at on one row and answers the row as stored', async () => {
    const calls: Array<[string, unknown[]]> = [];
    const em = {
      query: (sql: string, params: unknown[]) => {
        calls.push([sql, params]);
        return Promise.resolve([[{ id: '7', status: 'paid', note: null }], 1]);
      },
    } as unknown as EntityManager;
    const row = await updateById<{ id: string; status: string; note: string | null }>(em, 'payments', '7', { status: 'paid', note: null });
    expect(row).toEqual({ id: '7', status: 'paid', note: null });
    expect(calls).toEqual([['UPDATE payments SET status = $2, note = $3, updated_at = now() WHERE id = $1 RETURNING *', ['7', 'paid', null]]]);
  });
});
