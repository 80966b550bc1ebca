import { z } from 'zod';
import { BANNER_TYPES, PAID_TIERS, TIERS, UPGRADE_BENEFITS } from '@community/domain';

/** SPEC 3 "Banner response": the keys of the banner's texts. `cost` appears only once prices exist. */
export const BANNER_TRANSLATION_KEYS = ['promo', 'cost', 'black_friday', 'special_text', 'platinum', 'upgrade_now', 'gold'] as const;

/** `GET /api/upgrades/banner`: the banner to show, or type null for none. */
export const UpgradeBanner = z.object({
  type: z.enum(BANNER_TYPES).nullable(),
  translations: z.partialRecord(z.enum(BANNER_TRANSLATION_KEYS), z.string()),
});
export type UpgradeBanner = z.infer<typeof UpgradeBanner>;

/** `GET /api/upgrades`: what the upgrade dialog and page need, before prices and checkout exist. */
export const UpgradeOptions = z.object({
  /** The variant sells membership tiers at all. */
  paid: z.boolean(),
  /** Upgrades can be bought now (a payment gateway is configured for this variant). */
  paymentsOpen: z.boolean(),
  /** The viewer may upgrade now (SPEC 3 canUpgrade). */
  canUpgrade: z.boolean(),
  /** The viewer's effective tier; null for guests. */
  currentTier: z.enum(TIERS).nullable(),
  /** Every paid tier with what it unlocks on this variant (computed from the permission rules). */
  tiers: z.array(z.object({ tier: z.enum(PAID_TIERS), benefits: z.array(z.enum(UPGRADE_BENEFITS)) })),
});
export type UpgradeOptions = z.infer<typeof UpgradeOptions>;
