import { z } from 'zod';
import { VARIANT_CODES, type UpgradeCampaign } from '@community/domain';

const Campaign = z
  .strictObject({
    type: z.enum(['promo', 'special']),
    variants: z.union([z.literal('all'), z.array(z.enum(VARIANT_CODES)).min(1)]),
    startsAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    endsAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
  })
  .refine((c) => c.endsAt.getTime() > c.startsAt.getTime(), { message: 'endsAt must be after startsAt', path: ['endsAt'] });

/**
 * Dated upgrade campaigns behind the `promo` and `special` banners, e.g.
 * `{ type: 'promo', variants: ['shuk', 'shus'], startsAt: '2027-02-07T00:00:00Z', endsAt: '2027-02-15T00:00:00Z' }`.
 * None is configured: a promotion needs prices, which arrive with the payments issue (which may move this
 * list into the database with a staff screen). Black Friday needs no entry: its week is computed.
 */
const CONFIGURED: readonly z.input<typeof Campaign>[] = [];

/** Checked when the module loads: a malformed campaign stops the boot naming it. */
export function loadCampaigns(raw: readonly unknown[] = CONFIGURED): UpgradeCampaign[] {
  return raw.map((entry, i) => {
    const parsed = Campaign.safeParse(entry);
    if (!parsed.success) {
      throw new Error(`Upgrade campaign #${i} is invalid: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    }
    return parsed.data;
  });
}
