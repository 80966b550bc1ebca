import { z } from 'zod';
import { contentRange, listPage, listQuery, listRows, STAFF_LIST_MAX_ROWS } from './list-query.js';
import type { FastifyReply } from 'fastify';

const Query = listQuery(['createdAt', 'name'], z.object({ status: z.enum(['open', 'closed']).optional() }));

describe('react-admin list queries', () => {
  it('parses sort, range and filter from their JSON parameters', () => {
    expect(Query.parse({ sort: '["name","DESC"]', range: '[25,49]', filter: '{"status":"open"}' })).toEqual({
      sort: ['name', 'DESC'],
      range: [25, 49],
      filter: { status: 'open' },
    });
    expect(Query.parse({})).toEqual({});
  });

  it(`caps a request at ${STAFF_LIST_MAX_ROWS} rows and refuses what is not JSON or not allowed`, () => {
    expect(Query.safeParse({ range: `[0,${STAFF_LIST_MAX_ROWS - 1}]` }).success).toBe(true);
    expect(Query.safeParse({ range: `[0,${STAFF_LIST_MAX_ROWS}]` }).success).toBe(false);
    expect(Query.safeParse({ range: '[5,4]' }).success).toBe(false);
    expect(Query.safeParse({ sort: '["password","ASC"]' }).success).toBe(false);
    const notJson = Query.safeParse({ filter: '{status' });
    expect(notJson.success).toBe(false);
    expect(notJson.error?.issues[0]?.message).toBe('filter must be JSON');
  });

  it('writes Content-Range as ra-data-simple-rest reads it', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (k: string, v: string) => ((headers[k] = v), reply) } as unknown as FastifyReply;
    contentRange(reply, 'members', 25, 10, 103);
    expect(headers['content-range']).toBe('members 25-34/103');
    contentRange(reply, 'members', 0, 0, 0);
    expect(headers['content-range']).toBe('members 0-0/0');
  });

  it('turns range and sort into the page a service reads, the first 25 rows and the default sort when they are absent', () => {
    expect(listPage(Query.parse({ sort: '["name","ASC"]', range: '[25,49]' }), ['createdAt', 'DESC'])).toEqual({
      offset: 25,
      limit: 25,
      sort: { field: 'name', order: 'ASC' },
    });
    expect(listPage(Query.parse({}), ['createdAt', 'DESC'])).toEqual({ offset: 0, limit: 25, sort: { field: 'createdAt', order: 'DESC' } });
  });

  it('answers the rows found with the Content-Range of their page', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (k: string, v: string) => ((headers[k] = v), reply) } as unknown as FastifyReply;
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(listRows(reply, 'tickets', { offset: 50 }, { rows, total: 52 })).toBe(rows);
    expect(headers['content-range']).toBe('tickets 50-51/52');
  });
});
