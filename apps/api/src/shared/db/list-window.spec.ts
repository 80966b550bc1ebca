import { ListFilter, listWindow } from './list-window.js';
import type { DataSource } from 'typeorm';

describe('staff list windows', () => {
  it('numbers each value once, however many times its condition reads it, and keeps conditions without values', () => {
    const f = new ListFilter().add('status = ?', 'open').raw('assignee_id IS NULL').add('(ref = upper(?) OR subject ILIKE ?)', 'ab');
    expect(f.sql).toBe('WHERE status = $1 AND assignee_id IS NULL AND (ref = upper($2) OR subject ILIKE $2)');
    expect(f.params).toEqual(['open', 'ab']);
    expect(new ListFilter().sql).toBe('');
  });

  it('compares only the columns given a value, in their order', () => {
    const f = new ListFilter().add('variant = ?', 'a').equal({ status: 'open', priority: undefined, category: '', 'x.member_id': 'm1' });
    expect(f.sql).toBe('WHERE variant = $1 AND status = $2 AND x.member_id = $3');
    expect(f.params).toEqual(['a', 'open', 'm1']);
  });

  it('reads the page and the total the filter matches with the same parameters', async () => {
    const calls: Array<[string, unknown[]]> = [];
    const db = {
      query: (sql: string, params: unknown[]) => {
        calls.push([sql, params]);
        return Promise.resolve(sql.includes('count(*)') ? [{ n: 7 }] : [{ id: '3' }]);
      },
    } as unknown as DataSource;
    const filter = new ListFilter().add('variant = ?', 'a');
    const page = await listWindow<{ id: string }>(db, { columns: 'id', from: 'tickets t', filter, orderBy: 'id DESC', offset: 5, limit: 2 });
    expect(page).toEqual({ rows: [{ id: '3' }], total: 7 });
    expect(calls).toEqual([
      ['SELECT id FROM tickets t WHERE variant = $1 ORDER BY id DESC LIMIT 2 OFFSET 5', ['a']],
      ['SELECT count(*)::int AS n FROM tickets t WHERE variant = $1', ['a']],
    ]);
  });

  it('inside a transaction, starts the count only after the page has come back (one connection)', async () => {
    const events: string[] = [];
    const manager = {
      queryRunner: {},
      query: async (sql: string) => {
        const which = sql.includes('count(*)') ? 'count' : 'page';
        events.push(`${which} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`${which} end`);
        return which === 'count' ? [{ n: 1 }] : [];
      },
    } as unknown as DataSource;
    await listWindow(manager, { columns: 'id', from: 'tickets t', filter: new ListFilter(), orderBy: 'id', offset: 0, limit: 1 });
    expect(events).toEqual(['page start', 'page end', 'count start', 'count end']);
  });
});
