import {
  ROLES,
  TIER_EDITOR_ROLES,
  canChangeRole,
  canChangeTier,
  canModerateAvatars,
  isStaff,
  type Role,
  type StaffActor,
  type StaffTarget,
} from '@community/domain';
import { REPORT_STAFF_ROLES, canCheckIds } from '@community/contracts';
import { MEDIA_HASH_EDITOR_ROLES } from '@community/contracts';
import { staffMayOpen } from '@community/contracts';

/**
 * What the console shows to whom. The rules themselves live in libs/domain (the API decides with the same
 * functions); this file only maps react-admin's questions onto them. It hides what a role may not use —
 * the API refuses it anyway (403).
 */

export type { StaffActor, StaffTarget };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Staff means the admin flag and a staff role (the four staff roles, Global, Super); both must agree. */
export function admitsToConsole(member: { isAdmin: boolean; role: unknown }): boolean {
  return member.isAdmin === true && isRole(member.role) && isStaff(member.role);
}

function isTarget(record: unknown): record is StaffTarget {
  if (typeof record !== 'object' || record === null) return false;
  const { id, role, homeVariant } = record as Record<string, unknown>;
  return typeof id === 'string' && isRole(role) && typeof homeVariant === 'string';
}

const mayEditTiers = (role: Role) => (TIER_EDITOR_ROLES as readonly Role[]).includes(role);
const names = (roles: readonly Role[]) => {
  const labels = roles.map((role) => role.charAt(0).toUpperCase() + role.slice(1));
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
};
const mayEditRoles = (role: Role) => role === 'super';

/**
 * May `actor` perform react-admin's `action` (list, show, edit, create, delete, export…) on `resource`?
 * Field-level questions use `members.tier` and `members.role`. Without a record the answer is "for some
 * member"; with one, it is the domain rule for that member. Anything not listed is refused.
 */
export function can(actor: (StaffActor & { pageAccess?: readonly string[] }) | null | undefined, action: string, resource: string, record?: unknown): boolean {
  if (!actor || !isRole(actor.role) || !isStaff(actor.role)) return false;
  const target = isTarget(record) ? record : undefined;
  switch (`${resource}:${action}`) {
    case 'members:list':
    case 'members:show':
      return true;
    case 'members:edit':
      return can(actor, 'edit', 'members.tier', record) || can(actor, 'edit', 'members.role', record);
    case 'members.tier:edit':
      return target ? canChangeTier(actor, target) : mayEditTiers(actor.role);
    case 'members.role:edit':
      return target ? canChangeRole(actor, target, target.role) : mayEditRoles(actor.role);
    case 'reports:list':
    case 'reports:show':
    case 'reports:edit':
    case 'chat-audit:list':
    case 'chat-reports:list':
      // The API's rule (moderator, admin, global, super; scoped by variant).
      return (REPORT_STAFF_ROLES as readonly Role[]).includes(actor.role);
    case 'media:list':
    case 'media:show':
    case 'media:edit':
    case 'media-hashes:list':
    case 'media-blocked-uploads:list':
    // The places queue and place edit suggestions (issue 22): every staff role, scoped by variant in the API.
    case 'places:list':
    case 'places:show':
    case 'places:edit':
    case 'place-suggestions:list':
    case 'place-suggestions:show':
    case 'place-suggestions:edit':
      // The media moderation queue and the block list: every staff role, scoped by variant in the API.
      return true;
    case 'avatars:list':
    case 'avatars:show':
    case 'avatars:edit':
      // The profile-photo queue: the API's rule (moderator, support, admin, global, super; scoped by variant).
      return canModerateAvatars(actor.role);
    case 'verifications:list':
    case 'verifications:show':
    case 'verifications:edit':
      // ID checks: the API's rule (moderator, admin, global, super; scoped by variant).
      return canCheckIds(actor.role);
    case 'ebooks:list':
    case 'ebooks:show':
      // The ebook review queue: every staff role, scoped by variant in the API (POST ebooks/{id}/approve, /reject).
      return true;
    case 'media-hashes:create':
    case 'media-hashes:delete':
      return (MEDIA_HASH_EDITOR_ROLES as readonly Role[]).includes(actor.role);
    case 'members:suspend':
    case 'members:notes':
      return true;
    case 'members.pageAccess:edit':
      return actor.role === 'super' && (!target || target.id !== actor.id);
    case 'audit:list':
    case 'audit:show':
      // Read-only: no edit, create or delete anywhere (the API has no such routes).
      return staffMayOpen(actor, 'audit');
    case 'tickets:list':
    case 'tickets:show':
    case 'tickets:edit':
      return staffMayOpen(actor, 'tickets');
    case 'tickets:create':
      // Moderators open a ticket from a report (the API allows it with a reportId).
      return staffMayOpen(actor, 'tickets') || staffMayOpen(actor, 'reports');
    case 'statistics:list':
      return staffMayOpen(actor, 'statistics');
    case 'payments:list':
    case 'payments:show':
    case 'payments:refund':
    case 'subscriptions:list':
    case 'withdrawals:list':
    case 'withdrawals:edit':
      // Money: the console's payments page (admin, global, super, or granted by Super), scoped by variant in the API.
      return staffMayOpen(actor, 'payments');
    default:
      return false;
  }
}

/** Why the role input is disabled for this actor and member, or undefined when it is not. */
export function roleChangeRefusal(actor: StaffActor | null | undefined, target?: StaffTarget): string | undefined {
  if (!actor || !mayEditRoles(actor.role)) return 'Only Super may change roles.';
  if (target && target.id === actor.id) return 'Nobody changes their own role.';
  return can(actor, 'edit', 'members.role', target) ? undefined : 'You may not change this role.';
}

/** Why the tier input is disabled for this actor and member, or undefined when it is not. */
export function tierChangeRefusal(actor: StaffActor | null | undefined, target?: StaffTarget): string | undefined {
  if (!actor || !mayEditTiers(actor.role)) return `Only ${names(TIER_EDITOR_ROLES)} change tiers.`;
  if (target && target.id === actor.id) return 'Nobody changes their own tier.';
  if (target && (target.role === 'global' || target.role === 'super') && actor.role !== 'super') {
    return 'Only Super changes the tier of Global and Super accounts.';
  }
  return can(actor, 'edit', 'members.tier', target) ? undefined : 'This member is outside your brand.';
}
