import { z } from 'zod';
import { VariantCodeFilter } from '../variants/variant.js';
import type { Role } from '@community/domain';

/** What members may report (SPEC 2 report dialog). Ids are the owning module's ids (uuid or number). */
export const REPORT_SUBJECT_TYPES = [
  'member', 'story', 'comment', 'media', 'message', 'chat-message', 'forum-post', 'group', 'party',
  'club-review',
] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

/** The fixed list of reasons a member picks from. */
export const REPORT_REASONS = [
  'underage', 'non-consensual', 'illegal', 'harassment', 'hate', 'spam', 'scam', 'impersonation', 'privacy', 'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'handled', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Longest details text and staff note. */
export const REPORT_DETAILS_MAX = 2000;

/**
 * Staff roles that work on reports: moderators, and admin, global and super above them. Support (tickets,
 * payments) and editors (stories, ebooks) do not see members' reports.
 */
export const REPORT_STAFF_ROLES = ['moderator', 'admin', 'global', 'super'] as const satisfies readonly Role[];

export const ReportSubjectId = z
  .string('subjectId is required')
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'subjectId must be an id (letters, digits, "-" or "_", at most 64)');

/** `POST /api/reports`. "other" needs details saying what is wrong. */
export const CreateReportRequest = z
  .object({
    subjectType: z.enum(REPORT_SUBJECT_TYPES, 'subjectType is not something that can be reported'),
    subjectId: ReportSubjectId,
    reason: z.enum(REPORT_REASONS, 'Choose a reason'),
    details: z.string().trim().max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`).default(''),
  })
  .refine((r) => r.reason !== 'other' || r.details.length > 0, {
    message: 'Tell us what is wrong when the reason is "other"',
    path: ['details'],
  });
export type CreateReportRequest = z.input<typeof CreateReportRequest>;

/** What the reporter gets back. `message` is the text the site shows. */
export const ReportReceipt = z.object({ id: z.string(), status: z.enum(REPORT_STATUSES), createdAt: z.string(), message: z.string() });
export type ReportReceipt = z.infer<typeof ReportReceipt>;

/** A report as the staff console lists it (react-admin simple REST: id is required). */
export const StaffReport = z.object({
  id: z.string(),
  variant: z.string(),
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporterId: z.string().nullable(),
  reporterName: z.string().nullable().describe('null when the reporter closed their account'),
  note: z.string().nullable(),
  handledById: z.string().nullable(),
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffReport = z.infer<typeof StaffReport>;

/** Filter accepted by `GET /api/staff/reports?filter=` (JSON). */
export const StaffReportFilter = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  variant: VariantCodeFilter.optional(),
  subjectType: z.enum(REPORT_SUBJECT_TYPES).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  subjectId: ReportSubjectId.optional(),
});
export type StaffReportFilter = z.infer<typeof StaffReportFilter>;

export const STAFF_REPORT_SORT_FIELDS = ['createdAt', 'status', 'subjectType', 'reason', 'variant', 'handledAt'] as const;

/** `PUT /api/staff/reports/:id`: a decision and a note (required when closing a report). */
export const StaffReportUpdate = z
  .object({
    status: z.enum(REPORT_STATUSES, 'status must be open, handled or dismissed'),
    note: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `The note must be at most ${REPORT_DETAILS_MAX} characters`)
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((u) => u.status === 'open' || u.note.length > 0, {
    message: 'Write a note saying what was done',
    path: ['note'],
  });
export type StaffReportUpdate = z.input<typeof StaffReportUpdate>;
