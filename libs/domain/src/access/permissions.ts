import { isStaff, type Role } from '../members/roles.js';
import { effectiveTier, tierAtLeast } from '../members/tiers.js';
import type { AuthedViewer, Viewer } from '../members/viewer.js';
import { isStoriesSite, type SiteFlags } from '../site/variants.js';

/** The member's permission flags: the same shape as the `Permissions` contract in libs/contracts (SPEC 3, 7). */
export interface PermissionFlags {
  canUpgrade: boolean;
  canHideAdverts: boolean;
  canId: boolean;
  canReplyMessages: boolean;
  canSendMessages: boolean;
  canSignContentAgreement: boolean;
  canAccessPage: boolean;
}

/** Flags for an anonymous visitor: all false. */
export const GUEST_PERMISSIONS: Readonly<PermissionFlags> = Object.freeze({
  canUpgrade: false,
  canHideAdverts: false,
  canId: false,
  canReplyMessages: false,
  canSendMessages: false,
  canSignContentAgreement: false,
  canAccessPage: false,
});

/** Roles that may open every per-page-access page without a grant (SPEC 6: Super, two staff roles — admin and moderator — and Global). */
export const PAGE_ACCESS_ROLES = ['super', 'global', 'admin', 'moderator'] as const satisfies readonly Role[];

type TierFields = Pick<AuthedViewer, 'role' | 'tier' | 'tierExpiresAt'>;

/** Logged in, not suspended, on a paid site with payments on, effective tier below platinum, and not staff (staff get paid features by role). */
export function canUpgrade(
  viewer: (TierFields & Pick<AuthedViewer, 'suspended'>) | null,
  site: Pick<SiteFlags, 'paid' | 'payments'>,
  now: Date,
): boolean {
  if (viewer === null || viewer.suspended) return false;
  if (!site.paid || !site.payments) return false;
  if (isStaff(viewer.role)) return false;
  return !tierAtLeast(effectiveTier(viewer, now), 'platinum');
}

/** Effective tier gold or above, or any staff role; guests never. */
export function canHideAdverts(viewer: TierFields | null, now: Date): boolean {
  if (viewer === null) return false;
  return isStaff(viewer.role) || tierAtLeast(effectiveTier(viewer, now), 'gold');
}

/** Logged in and not yet ID-verified; suspension does not block it (verifying may be how a member clears a suspension). */
export function canId(viewer: Pick<AuthedViewer, 'isVerified'> | null): boolean {
  return viewer !== null && !viewer.isVerified;
}

/** Logged in, e-mail confirmed and not suspended (applies to staff too). */
export function canReplyMessages(viewer: Pick<AuthedViewer, 'isConfirmed' | 'suspended'> | null): boolean {
  return viewer !== null && viewer.isConfirmed && !viewer.suspended;
}

/** Start new conversations: canReplyMessages and (free site, effective tier silver+, ID-verified, or staff); free members on paid sites may only reply. */
export function canSendMessages(
  viewer: (TierFields & Pick<AuthedViewer, 'isConfirmed' | 'suspended' | 'isVerified'>) | null,
  site: Pick<SiteFlags, 'paid'>,
  now: Date,
): boolean {
  if (viewer === null || !canReplyMessages(viewer)) return false;
  if (!site.paid) return true;
  return tierAtLeast(effectiveTier(viewer, now), 'silver') || viewer.isVerified || isStaff(viewer.role);
}

/** Logged in, e-mail confirmed, not suspended, not yet signed, and on the stories site or (when the caller says so) in the stories section of another site; permissionsFor reports the site-wide value. */
export function canSignContentAgreement(
  viewer: Pick<AuthedViewer, 'isConfirmed' | 'suspended' | 'hasSignedContentAgreement'> | null,
  site: Pick<SiteFlags, 'code' | 'storiesMode'>,
  inStoriesSection = false,
): boolean {
  if (viewer === null || !viewer.isConfirmed || viewer.suspended || viewer.hasSignedContentAgreement) return false;
  return isStoriesSite(site) || inStoriesSection;
}

/** Super, global, admin and moderator open every page; others need the page in pageAccess; with no page named it answers "may open at least one such page" (a role above, or any grant). */
export function canAccessPage(viewer: Pick<AuthedViewer, 'role' | 'pageAccess'> | null, page?: string): boolean {
  if (viewer === null) return false;
  if ((PAGE_ACCESS_ROLES as readonly Role[]).includes(viewer.role)) return true;
  if (page === undefined) return viewer.pageAccess.length > 0;
  return viewer.pageAccess.includes(page);
}

/** All seven flags for the authed profile (SPEC 7); guests get GUEST_PERMISSIONS. */
export function permissionsFor(viewer: Viewer, site: SiteFlags, now: Date): PermissionFlags {
  if (viewer === null) return { ...GUEST_PERMISSIONS };
  return {
    canUpgrade: canUpgrade(viewer, site, now),
    canHideAdverts: canHideAdverts(viewer, now),
    canId: canId(viewer),
    canReplyMessages: canReplyMessages(viewer),
    canSendMessages: canSendMessages(viewer, site, now),
    canSignContentAgreement: canSignContentAgreement(viewer, site),
    canAccessPage: canAccessPage(viewer),
  };
}
