import { canBrowseInvisibly, effectiveTier } from '@community/domain';
import { DEFAULT_PRIVACY, type Member, type PrivacySettings } from '../member.entity.js';

/** A member's privacy settings with the defaults filled in (rows written before a setting existed lack it). */
export function privacyOf(member: Pick<Member, 'privacy'>): PrivacySettings {
  return { ...DEFAULT_PRIVACY, ...member.privacy };
}

/** Invisible browsing applies only while the member's effective tier (or staff role) allows it. */
export function mayBrowseInvisibly(member: Pick<Member, 'role' | 'tier' | 'tierExpiresAt'>, now = new Date()): boolean {
  return canBrowseInvisibly({ role: member.role, tier: effectiveTier(member, now) });
}
