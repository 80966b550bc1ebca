import type { Role, Tier } from '@community/domain';
import type { PrivacySettings } from './member.entity.js';

/**
 * A member as other modules see them: who (id, name, avatar), where they belong and what they may do (role,
 * home variant), how to write to them (locale) and whether they are suspended. Read-only: another module
 * changes a member only through a named MembersService method. The `Member` entity satisfies it, so it is
 * what MembersService hands out; the entity itself never leaves the members module (lint checks it).
 */
export interface MemberRef {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly homeVariant: string;
  readonly locale: string;
  readonly avatarColour: number;
  readonly avatarId: string | null;
  readonly suspendedAt: Date | null;
}

/**
 * A member's own account: the reference plus what the member's own session and the staff console read
 * (e-mail, tier, page access, privacy, confirmation and verification, two-step sign-in). The auth context
 * carries it for the signed-in member. No credentials: those are `MemberCredentials`, for auth only.
 */
export interface MemberAccount extends MemberRef {
  readonly email: string;
  readonly genders: string;
  readonly dateOfBirth: string;
  readonly tier: Tier;
  readonly tierExpiresAt: Date | null;
  readonly landingPage: 'activity' | 'newactivity';
  readonly pageAccess: readonly string[];
  readonly privacy: Readonly<PrivacySettings>;
  readonly hiddenBadges: readonly string[];
  readonly confirmedAt: Date | null;
  readonly verifiedAt: Date | null;
  readonly contentAgreementSignedAt: Date | null;
  readonly mfaEnabledAt: Date | null;
  readonly lastLoginAt: Date | null;
  readonly createdAt: Date;
}

/** The account with its credential columns (password hash, sealed TOTP secret): sign-in and two-step only. */
export interface MemberCredentials extends MemberAccount {
  readonly passwordHash: string;
  readonly mfaSecret: string | null;
  readonly mfaLastStep: string | null;
}

/**
 * After the members module writes a member's row, the request's own copy of that member (the auth context's)
 * takes the new values, so the rest of the request reads them. Members module only (not on the face): to
 * every other module the copy is read-only.
 */
export function keepInStep<K extends keyof MemberAccount>(member: MemberAccount, changes: Pick<MemberAccount, K>): void {
  Object.assign(member, changes);
}
