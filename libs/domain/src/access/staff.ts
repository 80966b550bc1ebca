import { scopeCovers, staffVariantScope, type Role, type Tier } from '../members/roles.js';

/** The staff member acting in the staff console. */
export interface StaffActor {
  readonly id: string;
  readonly role: Role;
  readonly homeVariant: string;
}

/** The member being viewed or changed. */
export interface StaffTarget {
  readonly id: string;
  readonly role: Role;
  readonly homeVariant: string;
}

/** Roles that may change a member's tier (within their scope). */
export const TIER_EDITOR_ROLES = ['admin', 'support', 'global', 'super'] as const satisfies readonly Role[];

/** Any staff role may view members whose home variant its scope covers (global and super: all variants); members never. */
export function canViewMember(actor: StaffActor | null, target: Pick<StaffTarget, 'homeVariant'>): boolean {
  return scopeCovers(staffVariantScope(actor), target.homeVariant);
}

/** Only super changes roles (so only super grants super), on any variant, to any role, never their own (super may demote another super). */
export function canChangeRole(actor: StaffActor | null, target: StaffTarget, _newRole: Role): boolean {
  return actor !== null && actor.role === 'super' && actor.id !== target.id;
}

/** Admin, support, global and super change tiers of members their scope covers; nobody changes their own tier, and only super changes the tier of a global or super account. */
export function canChangeTier(actor: StaffActor | null, target: StaffTarget): boolean {
  if (actor === null || actor.id === target.id) return false;
  if (!(TIER_EDITOR_ROLES as readonly Role[]).includes(actor.role)) return false;
  if ((target.role === 'global' || target.role === 'super') && actor.role !== 'super') return false;
  return canViewMember(actor, target);
}

export type StaffUpdateDecision = { allow: true } | { allow: false; reason: 'not-visible' | 'role' | 'tier' };

/** A staff edit (react-admin sends whole records): fields equal to the current value are not changes and need no permission; the target must be visible first. */
export function checkStaffUpdate(
  actor: StaffActor | null,
  target: StaffTarget & { readonly tier: Tier },
  update: { readonly role?: Role; readonly tier?: Tier },
): StaffUpdateDecision {
  if (!canViewMember(actor, target)) return { allow: false, reason: 'not-visible' };
  if (update.role !== undefined && update.role !== target.role && !canChangeRole(actor, target, update.role)) {
    return { allow: false, reason: 'role' };
  }
  if (update.tier !== undefined && update.tier !== target.tier && !canChangeTier(actor, target)) {
    return { allow: false, reason: 'tier' };
  }
  return { allow: true };
}
