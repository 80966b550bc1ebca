import { z } from 'zod';
import { AVATAR_REJECT_REASON_MAX, AVATAR_STATUSES } from '@community/domain';
import { Avatar } from '../auth/auth.js';

/** Avatars (issue 7): upload with a crop box, the owner's view of their avatar, and the staff queue. */

const fraction = (name: string) =>
  z.coerce.number(`${name} must be a number between 0 and 1`).min(0, `${name} must be between 0 and 1`).max(1, `${name} must be between 0 and 1`);

/**
 * `POST /api/me/avatar?x=&y=&width=&height=` (multipart, part "file"): the crop box as fractions of the
 * photo as the browser shows it (EXIF orientation applied). All four or none (a centred square).
 */
export const AvatarUploadQuery = z
  .object({ x: fraction('x').optional(), y: fraction('y').optional(), width: fraction('width').optional(), height: fraction('height').optional() })
  .refine((q) => [q.x, q.y, q.width, q.height].every((v) => v === undefined) || [q.x, q.y, q.width, q.height].every((v) => v !== undefined), {
    message: 'Send x, y, width and height together (or none for a centred square)',
    path: ['x'],
  })
  .refine((q) => q.width === undefined || (q.width > 0 && q.height! > 0), { message: 'The crop box must not be empty', path: ['width'] })
  .refine((q) => q.x === undefined || (q.x + q.width! <= 1.0001 && q.y! + q.height! <= 1.0001), { message: 'The crop box must lie inside the photo', path: ['width'] });
export type AvatarUploadQuery = z.output<typeof AvatarUploadQuery>;

/** `GET /api/me/avatar`: what everyone sees, what waits for a moderator, and the last refusal. */
export const OwnAvatar = z.object({
  approved: Avatar.describe('what other members see (sizes null: the colour variant shows)'),
  pending: Avatar.nullable().describe('waiting for a moderator; only you see it'),
  pendingSince: z.string().nullable(),
  rejected: z.object({ reason: z.string(), at: z.string() }).nullable().describe('the last refused upload, until you upload again'),
});
export type OwnAvatar = z.infer<typeof OwnAvatar>;

/** The staff queue (react-admin simple REST). */
export const StaffAvatarItem = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  variant: z.string(),
  status: z.enum(AVATAR_STATUSES),
  rejectReason: z.string().nullable(),
  preview: z.string(),
  large: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type StaffAvatarItem = z.infer<typeof StaffAvatarItem>;

export const StaffAvatarFilter = z.object({
  status: z.enum(AVATAR_STATUSES).optional(),
  memberName: z.string().trim().max(60).optional(),
  id: z.array(z.uuid()).max(200).optional(),
});

export const StaffAvatarDecision = z
  .object({
    status: z.enum(['approved', 'rejected'], 'status must be approved or rejected'),
    rejectReason: z.string().trim().max(AVATAR_REJECT_REASON_MAX, `The reason is at most ${AVATAR_REJECT_REASON_MAX} characters`).nullable().optional(),
  })
  .refine((d) => d.status !== 'rejected' || (d.rejectReason ?? '').length > 0, { message: 'Give the member a reason for the refusal', path: ['rejectReason'] });
export type StaffAvatarDecision = z.output<typeof StaffAvatarDecision>;
