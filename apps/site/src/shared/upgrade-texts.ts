import type { TranslationKey } from '@community/contracts';
import type { Tier, UpgradeBenefit, UpgradeReasonKind } from '@community/domain';

export const TIER_KEY: Record<Tier, TranslationKey> = {
  free: 'overlays.tier.free',
  silver: 'overlays.tier.silver',
  gold: 'overlays.tier.gold',
  platinum: 'overlays.tier.platinum',
};

export const BENEFIT_KEY: Record<UpgradeBenefit, TranslationKey> = {
  'start-conversations': 'overlays.benefit.startConversations',
  'hide-adverts': 'overlays.benefit.hideAdverts',
  'star-badge': 'overlays.benefit.starBadge',
  'crown-badge': 'overlays.benefit.crownBadge',
};

/** Why the member sees the dialog, by the kind of reason (feature reasons have their own sentence). */
export const REASON_KIND_KEY: Record<UpgradeReasonKind, TranslationKey> = {
  feature: 'overlays.reason.general',
  banner: 'overlays.reason.banner',
  footer: 'overlays.reason.footer',
  offer: 'overlays.reason.offer',
  gift: 'overlays.reason.gift',
  general: 'overlays.reason.general',
};

export const FEATURE_REASON_KEY: Record<string, TranslationKey> = {
  'send-message': 'overlays.reason.sendMessage',
  'hide-adverts': 'overlays.reason.hideAdverts',
};
