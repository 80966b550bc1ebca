import type { StaffMember, StaffMemberUpdate } from '@community/contracts';
import { can, type StaffActor } from '../auth/permissions';

/**
 * The body of `PUT /api/staff/members/:id` ({tier?, role?}): only fields that changed, and only those the
 * actor may change on this member (react-admin would otherwise send the whole record).
 */
export function memberUpdate(
  data: Partial<StaffMember>,
  previous: StaffMember | undefined,
  actor: StaffActor | undefined,
): StaffMemberUpdate {
  const update: StaffMemberUpdate = {};
  if (data.tier && data.tier !== previous?.tier && can(actor, 'edit', 'members.tier', previous)) update.tier = data.tier;
  if (data.role && data.role !== previous?.role && can(actor, 'edit', 'members.role', previous)) update.role = data.role;
  return update;
}
