import { isStaff, permissionsFor, type AuthedViewer, type SiteFlags } from '@community/domain';
import type { AuthMember, AuthedProfile } from '@community/contracts';
import type { Member } from './member.entity.js';

/** The member as libs/domain's rules see them. */
export function toViewer(m: Member): AuthedViewer {
  return {
    id: m.id,
    name: m.name,
    role: m.role,
    tier: m.tier,
    tierExpiresAt: m.tierExpiresAt,
    isConfirmed: Boolean(m.confirmedAt),
    isVerified: Boolean(m.verifiedAt),
    hasSignedContentAgreement: Boolean(m.contentAgreementSignedAt),
    homeVariant: m.homeVariant,
    pageAccess: m.pageAccess,
    suspended: Boolean(m.suspendedAt),
    landingPage: m.landingPage,
  };
}

export function toAuthMember(m: Member): AuthMember {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    role: m.role,
    isAdmin: isStaff(m.role),
    tier: m.tier,
    genders: m.genders,
    isVerified: Boolean(m.verifiedAt),
    isConfirmed: Boolean(m.confirmedAt),
    mfaEnabled: Boolean(m.mfaEnabledAt),
    // Photos arrive with the members/media issue; until then every member shows their colour variant.
    avatar: { small: null, medium: null, large: null, 'large-thumbnail': null, colour: m.avatarColour },
    homeVariant: m.homeVariant,
    landingPage: m.landingPage,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * SPEC 7's authed profile. Coins, messages and notifications have no module yet, so a member truly has
 * 0 of each; those modules will supply the counts through their services.
 */
export function toAuthedProfile(m: Member, site: SiteFlags, locale: string, now = new Date()): AuthedProfile {
  const coinBalance = 0;
  return {
    coinBalance,
    coinBalanceText: new Intl.NumberFormat((m.locale || locale).replace('_', '-')).format(coinBalance),
    isSeeking: false,
    locale: m.locale || locale,
    messageCount: 0,
    notificationCount: 0,
    permissions: permissionsFor(toViewer(m), site, now),
    privacy: m.privacy,
    member: toAuthMember(m),
  };
}
