import { z } from 'zod';
import { VariantCodeFilter } from '../variants/variant.js';
import type { Role } from '@community/domain';

/** What a member's ticket is about. */
export const TICKET_CATEGORIES = ['account', 'billing', 'technical', 'safety', 'content', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open → waiting (on the member) → resolved → closed; a member's reply reopens a waiting or resolved ticket. */
export const TICKET_STATUSES = ['open', 'waiting', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Staff roles that work on tickets by role (Super may grant the `tickets` page to others). */
export const TICKET_STAFF_ROLES = ['support', 'admin', 'global', 'super'] as const satisfies readonly Role[];

export const TICKET_SUBJECT_MAX = 150;
export const TICKET_BODY_MAX = 5000;

/** `T-2026-000123`: the year the ticket was opened and its number within that year. */
export const TICKET_REFERENCE = /^T-\d{4}-\d{6,}$/;
export const TicketReference = z.string().regex(TICKET_REFERENCE, 'Not a ticket reference (like T-2026-000123)');

const subject = z
  .string('Give the ticket a subject')
  .trim()
  .min(3, 'The subject needs at least 3 characters')
  .max(TICKET_SUBJECT_MAX, `The subject is at most ${TICKET_SUBJECT_MAX} characters`);
const body = z
  .string('Write your message')
  .trim()
  .min(1, 'Write your message')
  .max(TICKET_BODY_MAX, `A message is at most ${TICKET_BODY_MAX} characters`);
/** A client-made id per submission: sending twice (a retry, a double click) stores one ticket or message. */
const clientId = z.uuid('clientId must be a UUID').optional();
/** An attachment uploaded first (`POST /api/tickets/attachments`, staff: `/api/staff/tickets/attachments`) by the same person. */
const attachmentId = z.uuid('attachmentId must be an uploaded attachment’s id').optional();

/** Largest ticket attachment (an image or a PDF); larger uploads are refused while streaming (413). */
export const TICKET_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the attachment file input accepts (the server checks the bytes, never the name). */
export const TICKET_ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/**
 * A message's attachment: images are re-encoded to WebP without metadata, PDFs are kept as sent. `url` is an
 * authorised path (the ticket's member, or staff whose scope covers the ticket), never a public one.
 */
export const TicketAttachment = z.object({
  id: z.string(),
  kind: z.enum(['image', 'pdf']),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof TicketAttachment>;
/** The answer to an upload: the attachment before a message carries it (its `id` goes into `attachmentId`). */
export const TicketAttachmentUpload = TicketAttachment.omit({ url: true });
export type TicketAttachmentUpload = z.infer<typeof TicketAttachmentUpload>;

/** `POST /api/tickets` (member). */
export const CreateTicketRequest = z.object({
  category: z.enum(TICKET_CATEGORIES, 'Choose a category'),
  subject,
  body,
  clientId,
  attachmentId,
});
export type CreateTicketRequest = z.input<typeof CreateTicketRequest>;
/** The site's new-ticket form: what the member types (the client id and the uploaded attachment are added on sending). */
export const TicketCreateForm = CreateTicketRequest.pick({ category: true, subject: true, body: true });
export type TicketCreateForm = z.input<typeof TicketCreateForm>;

/** `POST /api/tickets/:reference/messages` (member). */
export const TicketReplyRequest = z.object({ body, clientId, attachmentId });
export type TicketReplyRequest = z.input<typeof TicketReplyRequest>;
/** The site's reply form: the message (the client id and the uploaded attachment are added on sending). */
export const TicketReplyForm = TicketReplyRequest.pick({ body: true });
export type TicketReplyForm = z.input<typeof TicketReplyForm>;

/** One message on a ticket; `internal` notes exist only in the staff view. */
export const TicketMessage = z.object({
  id: z.string(),
  authorKind: z.enum(['member', 'staff']),
  /** Staff replies show the staff member's name; the member's own messages their name. */
  authorName: z.string().nullable(),
  body: z.string(),
  internal: z.boolean(),
  createdAt: z.string(),
  attachment: TicketAttachment.nullable().optional(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/** A ticket as its member sees it. */
export const MemberTicket = z.object({
  reference: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** True when the newest message is from staff and came after the member last opened the ticket. */
  unread: z.boolean(),
});
export type MemberTicket = z.infer<typeof MemberTicket>;

export const MemberTicketDetail = MemberTicket.extend({ messages: z.array(TicketMessage) });
export type MemberTicketDetail = z.infer<typeof MemberTicketDetail>;

/** A ticket in the staff console (react-admin: `id` is the reference). */
export const StaffTicket = z.object({
  id: z.string(),
  reference: z.string(),
  memberId: z.string(),
  memberName: z.string().nullable(),
  variant: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  reportId: z.string().nullable(),
  /** What the ticket was opened from (a report's subject and reason, a payment), as given. */
  context: z.record(z.string(), z.unknown()).nullable(),
  createdById: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the first staff reply is due (the SLA rule is in the `ticket_first_response_due` SQL function). */
  firstResponseDueAt: z.string(),
  /** The first staff reply the member saw (internal notes do not count); null while there is none. */
  firstResponseAt: z.string().nullable(),
  /** No first response yet, neither resolved nor closed, and the deadline has passed. */
  overdue: z.boolean(),
  messages: z.array(TicketMessage).optional(),
});
export type StaffTicket = z.infer<typeof StaffTicket>;

/** The first-response deadline filters of the staff ticket list. */
export const TICKET_DUE_FILTERS = ['overdue', 'today'] as const;
export type TicketDueFilter = (typeof TICKET_DUE_FILTERS)[number];

/** Filter accepted by `GET /api/staff/tickets?filter=` (JSON). `q` matches the reference or the subject. */
export const StaffTicketFilter = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  variant: VariantCodeFilter.optional(),
  assigneeId: z.uuid().or(z.literal('none')).optional(),
  memberId: z.uuid().optional(),
  reportId: z.uuid().optional(),
  /** Awaiting a first response: `overdue` (deadline passed) or `today` (due before the end of today, UTC, not yet overdue). */
  due: z.enum(TICKET_DUE_FILTERS, 'due must be overdue or today').optional(),
});
export type StaffTicketFilter = z.infer<typeof StaffTicketFilter>;
export const STAFF_TICKET_SORT_FIELDS = ['updatedAt', 'createdAt', 'status', 'priority', 'reference', 'firstResponseDueAt'] as const;

/**
 * `POST /api/staff/tickets`: open a ticket on behalf of a member (by id or name), optionally from a report
 * (its subject, reason and details become the context, and the member is the reported one unless given) or
 * from a payment (`paymentId`; needs the payments page too).
 */
export const StaffTicketCreate = z
  .object({
    memberId: z.uuid('memberId must be a UUID').optional(),
    memberName: z.string().trim().min(1).max(30).optional(),
    reportId: z.uuid('reportId must be a UUID').optional(),
    /** A payment (typically a failed one): its amount, currency, status, failure and date become the context, and its member the ticket's. */
    paymentId: z.uuid('paymentId must be a UUID').optional(),
    category: z.enum(TICKET_CATEGORIES, 'Choose a category'),
    subject,
    body,
    priority: z.enum(TICKET_PRIORITIES).default('normal'),
    clientId,
  })
  .refine((t) => t.memberId || t.memberName || t.reportId || t.paymentId, { message: 'Name the member the ticket is for', path: ['memberName'] });
export type StaffTicketCreate = z.input<typeof StaffTicketCreate>;

/**
 * `PUT /api/staff/tickets/:reference`: react-admin sends the whole record; status, priority and assignee are
 * read. `assigneeId: null` unassigns.
 */
export const StaffTicketUpdate = z.object({
  status: z.enum(TICKET_STATUSES, 'status must be open, waiting, resolved or closed').optional(),
  priority: z.enum(TICKET_PRIORITIES, 'priority must be low, normal, high or urgent').optional(),
  assigneeId: z.uuid('assigneeId must be a UUID').nullable().optional(),
});
export type StaffTicketUpdate = z.infer<typeof StaffTicketUpdate>;

/** `POST /api/staff/tickets/:reference/messages`: a reply the member sees, or an internal note they never see. */
export const StaffTicketMessageCreate = z.object({
  body,
  internal: z.boolean().default(false),
  /** Set the status in the same step (e.g. reply and wait on the member). */
  status: z.enum(TICKET_STATUSES).optional(),
  clientId,
  attachmentId,
});
export type StaffTicketMessageCreate = z.input<typeof StaffTicketMessageCreate>;
