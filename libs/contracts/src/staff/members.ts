import { z } from 'zod';
import { ROLES, TIERS } from '@community/domain';

/** A member row as the staff console lists it (react-admin simple REST: id is required). */
export const StaffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  tier: z.enum(TIERS),
  homeVariant: z.string(),
  isConfirmed: z.boolean(),
  isVerified: z.boolean(),
  mfaEnabled: z.boolean(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Console pages Super granted beyond the role's own (see STAFF_PAGES). */
  pageAccess: z.array(z.string()),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** What staff may change on a member through `PUT /api/staff/members/:id`. Role changes are Super-only. */
export const StaffMemberUpdate = z.object({ tier: z.enum(TIERS).optional(), role: z.enum(ROLES).optional() });
export type StaffMemberUpdate = z.infer<typeof StaffMemberUpdate>;

/** Filter accepted by `GET /api/staff/members?filter=` (JSON). */
export const StaffMemberFilter = z.object({
  q: z.string().max(100).optional(),
  homeVariant: z.string().max(10).optional(),
  tier: z.enum(TIERS).optional(),
  role: z.enum(ROLES).optional(),
  isVerified: z.boolean().optional(),
});
