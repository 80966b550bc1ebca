import { canHideAdverts, canSendMessages } from '../access/permissions.js';
import { TIERS, type Tier } from '../members/roles.js';
import { tierAtLeast, tierRank } from '../members/tiers.js';
import { badgeFor } from '../site/prompts.js';
import type { SiteFlags } from '../site/variants.js';
import { BANNER_TYPES } from './banner.js';

/** The tiers one can buy, lowest first. */
export const PAID_TIERS = ['silver', 'gold', 'platinum'] as const satisfies readonly Tier[];
export type PaidTier = (typeof PAID_TIERS)[number];

/**
 * What a paid tier gives that a free member does not have, as the rules in libs/domain decide it today.
 * New rules (e.g. from the payments issue) add their benefit here and to tierBenefits.
 */
export const UPGRADE_BENEFITS = ['start-conversations', 'hide-adverts', 'star-badge', 'crown-badge'] as const;
export type UpgradeBenefit = (typeof UPGRADE_BENEFITS)[number];

/** A confirmed, unverified, unsuspended ordinary member of a tier: the person the benefits are computed for. */
function sampleMember(tier: Tier) {
  return { role: 'member' as const, tier, tierExpiresAt: null, isConfirmed: true, isVerified: false, suspended: false };
}

/**
 * The benefits of a tier on a site, computed from the permission rules themselves (so the upgrade dialog
 * never promises what the code does not do): starting conversations (canSendMessages, on paid sites only),
 * hiding adverts (canHideAdverts, only where adverts show), and the tier badge (badgeFor).
 */
export function tierBenefits(tier: Tier, site: Pick<SiteFlags, 'code' | 'paid' | 'storiesMode' | 'adverts'>): UpgradeBenefit[] {
  if (tier === 'free') return [];
  const member = sampleMember(tier);
  const free = sampleMember('free');
  const now = new Date(0);
  const benefits: UpgradeBenefit[] = [];
  if (canSendMessages(member, site, now) && !canSendMessages(free, site, now)) benefits.push('start-conversations');
  if (site.adverts && canHideAdverts(member, now) && !canHideAdverts(free, now)) benefits.push('hide-adverts');
  const badge = badgeFor(tier, site);
  if (badge === 'star') benefits.push('star-badge');
  if (badge === 'crown') benefits.push('crown-badge');
  return benefits;
}

/** What moving from one tier to a higher one adds (empty when `to` is not higher). */
export function benefitsGained(
  from: Tier,
  to: Tier,
  site: Pick<SiteFlags, 'code' | 'paid' | 'storiesMode' | 'adverts'>,
): UpgradeBenefit[] {
  if (tierRank(to) <= tierRank(from)) return [];
  const had = new Set(tierBenefits(from, site));
  return tierBenefits(to, site).filter((b) => !had.has(b));
}

/** Reasons the site and the API give when they open the upgrade dialog (`upgrade:<reason>` on a 403, SPEC 8). */
export const FEATURE_REASONS = {
  /** Starting a conversation needs Silver on paid sites (canSendMessages). */
  'send-message': { tier: 'silver', benefit: 'start-conversations' },
  /** Hiding adverts needs Gold (canHideAdverts). */
  'hide-adverts': { tier: 'gold', benefit: 'hide-adverts' },
} as const satisfies Record<string, { tier: PaidTier; benefit: UpgradeBenefit }>;
export type FeatureReason = keyof typeof FEATURE_REASONS;

export type UpgradeReasonKind = 'feature' | 'banner' | 'footer' | 'offer' | 'gift' | 'general';

export interface UpgradeReason {
  /** The reason as given (lower case, at most 40 characters of a-z, 0-9 and '-'); 'general' when unusable. */
  readonly id: string;
  readonly kind: UpgradeReasonKind;
  /** The lowest tier the reason asks for, or null when any higher tier answers it. */
  readonly tier: PaidTier | null;
  /** The benefit the member was missing (feature reasons only). */
  readonly benefit: UpgradeBenefit | null;
}

const REASON_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const BANNER_REASONS = new Set<string>(BANNER_TYPES.map((t) => `${t}-banner`));

/**
 * Reads an upgrade reason: a known feature (`send-message` → Silver), a banner (`{type}-banner`;
 * `platinum-banner` asks for Platinum, `default-banner` for Gold), the footer button, an offer, a gift, or
 * anything else as a general upgrade. Unreadable input becomes `general`.
 */
export function upgradeReason(raw: string | null | undefined): UpgradeReason {
  const id = (raw ?? '').trim().toLowerCase();
  if (!REASON_PATTERN.test(id)) return { id: 'general', kind: 'general', tier: null, benefit: null };
  if (Object.hasOwn(FEATURE_REASONS, id)) {
    const f = FEATURE_REASONS[id as FeatureReason];
    return { id, kind: 'feature', tier: f.tier, benefit: f.benefit };
  }
  if (BANNER_REASONS.has(id)) {
    const tier: PaidTier | null = id === 'platinum-banner' ? 'platinum' : id === 'default-banner' ? 'gold' : null;
    return { id, kind: 'banner', tier, benefit: null };
  }
  if (id === 'footer') return { id, kind: 'footer', tier: null, benefit: null };
  if (id === 'offer') return { id, kind: 'offer', tier: null, benefit: null };
  if (id === 'gift') return { id, kind: 'gift', tier: null, benefit: null };
  return { id, kind: 'general', tier: null, benefit: null };
}

/**
 * The tier the dialog proposes: the reason's tier when it is above the member's, else the next tier up;
 * null for Platinum members (nothing left to buy).
 */
export function proposedTier(current: Tier, reason: Pick<UpgradeReason, 'tier'>): PaidTier | null {
  if (reason.tier && !tierAtLeast(current, reason.tier)) return reason.tier;
  const next = TIERS[tierRank(current) + 1];
  return next === undefined || next === 'free' ? null : next;
}
