import { z } from 'zod';
import { STAFF_PAGE_KEYS } from './pages.js';

/** `POST /api/staff/members/:id/suspend`: the reason is kept in the audit log (members never see it). */
export const StaffSuspendRequest = z.object({
  reason: z.string('Give a reason').trim().min(3, 'Give a reason (at least 3 characters)').max(500, 'The reason must be at most 500 characters'),
});
export type StaffSuspendRequest = z.input<typeof StaffSuspendRequest>;

/** A member's open session as staff see it. */
export const StaffMemberSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  remembered: z.boolean(),
});
export type StaffMemberSession = z.infer<typeof StaffMemberSession>;

export const STAFF_NOTE_MAX = 2000;

/** A staff note on a member (staff only; members never see these). */
export const StaffNote = z.object({
  id: z.string(),
  memberId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof StaffNote>;

/** `POST /api/staff/members/:id/notes`. */
export const StaffNoteCreate = z.object({
  body: z.string('Write the note').trim().min(1, 'Write the note').max(STAFF_NOTE_MAX, `A note is at most ${STAFF_NOTE_MAX} characters`),
});
export type StaffNoteCreate = z.input<typeof StaffNoteCreate>;

/** `PUT /api/staff/members/:id/page-access` (Super only): the console pages granted beyond the role's own. */
export const StaffPageAccessUpdate = z.object({
  pages: z.array(z.enum(STAFF_PAGE_KEYS as [string, ...string[]], 'pages must be console pages')).max(STAFF_PAGE_KEYS.length),
});
export type StaffPageAccessUpdate = z.infer<typeof StaffPageAccessUpdate>;

/** Resources whose records staff lock while editing. */
export const STAFF_LOCK_RESOURCES = ['members', 'reports', 'tickets'] as const;
export type StaffLockResource = (typeof STAFF_LOCK_RESOURCES)[number];
/** A lock lasts this long unless the editing console renews it (it renews every third of it). */
export const STAFF_LOCK_TTL_SECONDS = 120;

/** `GET|PUT /api/staff/locks/:resource/:id`: who holds the record (null: nobody). `mine`: the caller holds it. */
export const StaffRecordLock = z.object({
  resource: z.enum(STAFF_LOCK_RESOURCES),
  recordId: z.string(),
  holderId: z.string().nullable(),
  holderName: z.string().nullable(),
  mine: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type StaffRecordLock = z.infer<typeof StaffRecordLock>;
