import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * react-admin's simple REST dialect, as every staff console list speaks it: `sort=["field","ASC"]`,
 * `range=[0,24]`, `filter={...}` as JSON query parameters, and the total in `Content-Range`.
 */

/**
 * The most rows one staff list request may ask for (`range=[a,b]` with `b - a < 500`). One cap for every
 * list: the console asks for 25 a page, and a few screens and tests read a whole queue at once.
 */
export const STAFF_LIST_MAX_ROWS = 500;

/** The window a list shows when the request names none. */
export const STAFF_LIST_DEFAULT_RANGE: readonly [number, number] = [0, 24];

/** A query parameter that carries JSON, parsed and then checked by `schema` (a 422 naming `name` otherwise). */
export const json = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const rangeParam = json(
  z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(([a, b]) => b >= a && b - a < STAFF_LIST_MAX_ROWS, `range must be [start, end] with at most ${STAFF_LIST_MAX_ROWS} rows`),
  'range',
);

/** `sort` over any field name the service itself checks (a short string), ascending or descending. */
export const sortParam = <F extends z.ZodType<string>>(field: F) => json(z.tuple([field, z.enum(['ASC', 'DESC'])]), 'sort');

/** The whole list query: `sort` over `sortFields`, `range`, and `filter` checked by `filter`. */
export function listQuery<const F extends readonly [string, ...string[]], S extends z.ZodType>(sortFields: F, filter: S) {
  return z.object({
    sort: sortParam(z.enum(sortFields)).optional(),
    range: rangeParam.optional(),
    filter: json(filter, 'filter').optional(),
  });
}

/** Sets `Content-Range: <resource> <first>-<last>/<total>` as ra-data-simple-rest reads it. */
export function contentRange(reply: FastifyReply, resource: string, start: number, count: number, total: number): void {
  void reply.header('content-range', `${resource} ${start}-${start + Math.max(count - 1, 0)}/${total}`);
}

type SortOrder = 'ASC' | 'DESC';

/** The page a list request asks for: `range` as offset and limit (the first 25 rows when it names none), and `sort` (else `defaultSort`). */
export function listPage<F extends string>(q: { sort?: readonly [F, SortOrder]; range?: readonly [number, number] }, defaultSort: readonly [NoInfer<F>, SortOrder]) {
  const [start, end] = q.range ?? STAFF_LIST_DEFAULT_RANGE;
  const [field, order] = q.sort ?? defaultSort;
  return { offset: start, limit: end - start + 1, sort: { field, order } };
}

/** A list's answer: the page's rows, with the `Content-Range` ra-data-simple-rest reads the total from. */
export function listRows<T>(reply: FastifyReply, resource: string, page: { offset: number }, found: { rows: T[]; total: number }): T[] {
  contentRange(reply, resource, page.offset, found.rows.length, found.total);
  return found.rows;
}
