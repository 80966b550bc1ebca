import { isStaff, permissionsFor, type AuthedViewer, type SiteFlags } from '@community/domain';
import type { AuthMember, AuthedProfile } from '@community/contracts';
import { avatarOf, type AvatarUrls } from './avatars/avatar-urls.js';
import type { MemberAccount } from './member-ref.js';

/** The member as libs/domain's rules see them. */
export function toViewer(m: MemberAccount): AuthedViewer {
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

export function toAuthMember(m: MemberAccount, avatar: AvatarUrls = avatarOf(m)): AuthMember {
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
    // The member's own view: their pending avatar when one waits for a moderator (see AuthedProfiles).
    avatar,
    homeVariant: m.homeVariant,
    landingPage: m.landingPage,
    createdAt: m.createdAt.toISOString(),
  };
}

/** What AuthedProfiles looks up: the counts from the messaging and notifications modules, and the avatar to show. */
export interface AuthedExtras {
  messageCount: number;
  notificationCount: number;
  avatar?: AvatarUrls;
  /** The coin ledger's balance (CoinsModule plugs the source in). */
  coinBalance?: number;
}

/**
 * SPEC 7's authed profile. Build it with `AuthedProfiles.build` (counts and pending avatar looked up);
 * without extras the counts (and the coin balance) are 0.
 */
export function toAuthedProfile(m: MemberAccount, site: SiteFlags, locale: string, now = new Date(), extras?: AuthedExtras): AuthedProfile {
  const coinBalance = extras?.coinBalance ?? 0;
  return {
    coinBalance,
    coinBalanceText: new Intl.NumberFormat((m.locale || locale).replace('_', '-')).format(coinBalance),
    isSeeking: false,
    locale: m.locale || locale,
    messageCount: extras?.messageCount ?? 0,
    notificationCount: extras?.notificationCount ?? 0,
    permissions: permissionsFor(toViewer(m), site, now),
    privacy: m.privacy,
    member: toAuthMember(m, extras?.avatar),
  };
}
