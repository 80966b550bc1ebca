import { z } from 'zod';
import { VariantCodeFilter } from '../variants/variant.js';

/** `GET /api/staff/site-stats?from&to&variant`: dates as YYYY-MM-DD (UTC days, both inclusive), at most 366 days. */
export const SiteStatsQuery = z
  .object({
    from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
    to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
    variant: VariantCodeFilter.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, {
    message: 'At most 366 days at once',
    path: ['to'],
  });
export type SiteStatsQuery = z.infer<typeof SiteStatsQuery>;

/**
 * The figures of one UTC day. `revenue` is money received (succeeded payments, refunded ones left out) in minor
 * units per currency (`{ GBP: 12900 }`: brands sell in their own currency, so sums never mix currencies);
 * `newSubscriptions` counts first subscriptions. Both are null when payments are not available.
 */
export const SiteStatsDay = z.object({
  day: z.string(),
  signups: z.number().int(),
  activeMembers: z.number().int(),
  messagesSent: z.number().int(),
  storiesPublished: z.number().int(),
  revenue: z.record(z.string(), z.number().int()).nullable(),
  newSubscriptions: z.number().int().nullable(),
});
export type SiteStatsDay = z.infer<typeof SiteStatsDay>;

/** The same figures summed over the period for one variant. */
export const SiteStatsVariant = SiteStatsDay.omit({ day: true }).extend({ variant: z.string() });
export type SiteStatsVariant = z.infer<typeof SiteStatsVariant>;

export const SiteStats = z.object({
  from: z.string(),
  to: z.string(),
  variant: z.string().nullable(),
  /** Every day of the period, zero-filled. */
  days: z.array(SiteStatsDay),
  /** One row per variant with any activity in the period (all variants in scope). */
  byVariant: z.array(SiteStatsVariant),
  totals: SiteStatsDay.omit({ day: true }),
  /** Whether payment figures exist; when false `reason` says why (shown as is). `currencies`: those with revenue. */
  payments: z.object({ available: z.boolean(), currencies: z.array(z.string()), reason: z.string().nullable() }),
  /** How long the aggregates took on the server, in milliseconds. */
  queryMs: z.number(),
});
export type SiteStats = z.infer<typeof SiteStats>;
