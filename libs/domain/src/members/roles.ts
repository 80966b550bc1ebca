/**
 * Roles and tiers of the network. Every rule that reads them lives in libs/domain so the API, the site
 * and the staff console decide the same way.
 *
 * - `member`: every ordinary account.
 * - Four staff roles give the admin flag (SPEC 4 and 6): moderator, support, editor, admin.
 * - `global`: staff whose powers apply on every variant (the four above are bound to their home variant).
 * - `super`: the top role; the only one that may change roles and per-page access.
 */
export const STAFF_ROLES = ['moderator', 'support', 'editor', 'admin'] as const;
export const ROLES = ['member', ...STAFF_ROLES, 'global', 'super'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that carry the admin flag (`AuthMember.isAdmin`): the four staff roles plus global and super. */
export const ADMIN_FLAG_ROLES = [...STAFF_ROLES, 'global', 'super'] as const;
export type AdminFlagRole = (typeof ADMIN_FLAG_ROLES)[number];

/** Paid tiers, in ascending order. */
export const TIERS = ['free', 'silver', 'gold', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];

/** A staff scope: every variant (`'all'`) or one variant code. */
export const ALL_VARIANTS = 'all';
export type StaffScope = typeof ALL_VARIANTS | (string & {});

/** True for every role except member; global and super carry the admin flag too, as they outrank the four staff roles. */
export function isStaff(role: Role): role is AdminFlagRole {
  return role !== 'member';
}

/** True only for the top role. */
export function isSuper(role: Role): boolean {
  return role === 'super';
}

/** True only for global staff (super is not "global": test isSuper separately, or use staffVariantScope). */
export function isGlobal(role: Role): boolean {
  return role === 'global';
}

/** Global and super act on every variant; the four staff roles on their home variant only; members and guests have no staff scope (null). */
export function staffVariantScope(viewer: { role: Role; homeVariant: string } | null): StaffScope | null {
  if (viewer === null || !isStaff(viewer.role)) return null;
  if (viewer.role === 'global' || viewer.role === 'super') return ALL_VARIANTS;
  return viewer.homeVariant;
}

/** A scope covers a variant when it is 'all' or the same variant code (codes compare exactly, lower case by convention). */
export function scopeCovers(scope: StaffScope | null, variant: string): boolean {
  if (scope === null) return false;
  return scope === ALL_VARIANTS || scope === variant;
}

/** The account a staff check reads: its role and home variant. */
export interface ScopedViewer {
  readonly role: Role;
  readonly homeVariant: string;
}

/**
 * The one check wherever a staff role widens access to members' data on the member endpoints (private photos
 * and albums, walls, chat rooms, suspended or blocking members, privacy settings): true only for staff whose
 * scope covers `variant`, the variant the data belongs to (an item's own variant where it has one, else its
 * owner's home variant). Outside their scope staff are ordinary members, so another variant's private item is
 * the same 404 a stranger gets. The staff console filters by the same scope (`staffVariantScope`).
 */
export function actsAsStaffOn(viewer: ScopedViewer | null, variant: string): boolean {
  return scopeCovers(staffVariantScope(viewer), variant);
}

/** For rules that read a role (`mediaAccess`, `canSee`): the viewer's own role where `actsAsStaffOn` holds, else `member`. */
export function roleOn(viewer: ScopedViewer, variant: string): Role {
  return actsAsStaffOn(viewer, variant) ? viewer.role : 'member';
}
