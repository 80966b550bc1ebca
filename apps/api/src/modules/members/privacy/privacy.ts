import { canBrowseInvisibly, effectiveTier } from '@community/domain';
import { DEFAULT_PRIVACY, type PrivacySettings } from '../member.entity.js';
import type { MemberAccount } from '../member-ref.js';

/** A member's privacy settings with the defaults filled in (rows written before a setting existed lack it). */
export function privacyOf(member: Pick<MemberAccount, 'privacy'>): PrivacySettings {
  return { ...DEFAULT_PRIVACY, ...member.privacy };
}

/** Invisible browsing applies only while the member's effective tier (or staff role) allows it. */
export function mayBrowseInvisibly(member: Pick<MemberAccount, 'role' | 'tier' | 'tierExpiresAt'>, now = new Date()): boolean {
  return canBrowseInvisibly({ role: member.role, tier: effectiveTier(member, now) });
}
