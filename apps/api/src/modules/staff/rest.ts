import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** react-admin's simple REST dialect: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` as JSON. */
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
  z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
  'range',
);

export function listQuery<const F extends readonly [string, ...string[]], S extends z.ZodType>(sortFields: F, filter: S) {
  return z.object({
    sort: json(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])]), 'sort').optional(),
    range: rangeParam.optional(),
    filter: json(filter, 'filter').optional(),
  });
}

/** Sets `Content-Range: <resource> <first>-<last>/<total>` as ra-data-simple-rest reads it. */
export function contentRange(reply: FastifyReply, resource: string, start: number, count: number, total: number): void {
  void reply.header('content-range', `${resource} ${start}-${start + Math.max(count - 1, 0)}/${total}`);
}
