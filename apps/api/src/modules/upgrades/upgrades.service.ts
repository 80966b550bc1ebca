import { Injectable } from '@nestjs/common';
import {
  translate,
  translationsFor,
  type BANNER_TRANSLATION_KEYS,
  type TranslationKey,
  type UpgradeBanner,
  type UpgradeOptions,
} from '@community/contracts';
import { bannerTypeFor, canUpgrade, effectiveTier, formatMoney, isCurrency, PAID_TIERS, tierBenefits, tierPrice, type UpgradeCampaign } from '@community/domain';
import type { MemberAccount } from '../members/index.js';
import { toViewer } from '../members/index.js';
import type { SiteContext } from '../variants/index.js';
import { VariantsService } from '../variants/index.js';
import { loadCampaigns } from './campaigns.js';

/** SPEC 3's banner translation names → the overlays catalogue keys (`cost` is computed from the prices). */
const BANNER_TEXT: Record<Exclude<(typeof BANNER_TRANSLATION_KEYS)[number], 'cost'>, TranslationKey> = {
  promo: 'overlays.banner.promo',
  black_friday: 'overlays.banner.blackFriday',
  special_text: 'overlays.banner.specialText',
  platinum: 'overlays.banner.platinum',
  upgrade_now: 'overlays.banner.upgradeNow',
  gold: 'overlays.banner.gold',
};

/**
 * The upgrade banner and what the upgrade dialog needs; prices and checkout are the payments module's. Without
 * a gateway (no Stripe keys) `siteFlags().payments` is false, so nobody can upgrade and no banner shows.
 */
@Injectable()
export class UpgradesService {
  private readonly campaigns: UpgradeCampaign[] = loadCampaigns();

  constructor(private readonly variants: VariantsService) {}

  banner(member: MemberAccount | null, ctx: SiteContext, now = new Date()): UpgradeBanner {
    const site = this.variants.siteFlags(ctx.variant);
    const type = bannerTypeFor(member ? toViewer(member) : null, site, now, this.campaigns);
    if (type === null) return { type: null, translations: {} };
    const catalogue = translationsFor(ctx.locale);
    const brand = ctx.variant.brand.name;
    const translations = Object.fromEntries(
      Object.entries(BANNER_TEXT).map(([name, key]) => [name, translate(catalogue, key, { brand })]),
    ) as UpgradeBanner['translations'];
    // The price line: the cheapest way in (Silver, one month) in the variant's currency.
    const currency = ctx.variant.currency;
    if (isCurrency(currency)) {
      translations.cost = translate(catalogue, 'payments.banner.cost', { price: formatMoney(tierPrice('silver', 'month', currency), currency, ctx.locale) });
    }
    return { type, translations };
  }

  options(member: MemberAccount | null, ctx: SiteContext, now = new Date()): UpgradeOptions {
    const site = this.variants.siteFlags(ctx.variant);
    const viewer = member ? toViewer(member) : null;
    return {
      paid: site.paid,
      paymentsOpen: site.paid && site.payments,
      canUpgrade: canUpgrade(viewer, site, now),
      currentTier: viewer ? effectiveTier(viewer, now) : null,
      tiers: PAID_TIERS.map((tier) => ({ tier, benefits: tierBenefits(tier, site) })),
    };
  }
}
