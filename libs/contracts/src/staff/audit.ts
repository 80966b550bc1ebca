import { z } from 'zod';
import { VariantCodeFilter } from '../variants/variant.js';

/** One row of the staff audit log as the console lists it (read-only: there is no route that edits or deletes it). */
export const StaffAuditEntry = z.object({
  id: z.string(),
  staffId: z.string().nullable().describe('null when the staff account was deleted'),
  staffName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  variant: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type StaffAuditEntry = z.infer<typeof StaffAuditEntry>;

const isoDate = (field: string) => z.iso.datetime({ offset: true, message: `${field} must be an ISO date-time` }).or(z.iso.date({ message: `${field} must be a date` }));

/** Filter accepted by `GET /api/staff/audit?filter=` (JSON). `from`/`to` bound `createdAt` (to: inclusive day). */
export const StaffAuditFilter = z.object({
  staffId: z.uuid('staffId must be a UUID').optional(),
  action: z.string().max(60).optional(),
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(64).optional(),
  variant: VariantCodeFilter.optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
});
export type StaffAuditFilter = z.infer<typeof StaffAuditFilter>;

export const STAFF_AUDIT_SORT_FIELDS = ['createdAt', 'action', 'targetType'] as const;
