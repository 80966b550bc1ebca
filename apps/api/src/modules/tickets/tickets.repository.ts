import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListFilter, listWindow } from '../../shared/db/list-window.js';
import type { StaffTicketFilter, TicketCategory, TicketPriority, TicketStatus } from '@community/contracts';

export interface TicketRow {
  id: string;
  reference: string;
  memberId: string;
  variant: string;
  category: TicketCategory;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  assigneeId: string | null;
  reportId: string | null;
  context: Record<string, unknown> | null;
  createdBy: string | null;
  memberReadAt: Date | null;
  lastStaffReplyAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The first-response deadline (a generated column: `ticket_first_response_due(created_at, category, priority)`). */
  firstResponseDueAt: Date;
  firstResponseAt: Date | null;
  /** Computed by PostgreSQL at read time (see `OVERDUE`). */
  overdue: boolean;
}

export interface TicketMessageRow {
  id: string;
  ticketId: string;
  authorId: string | null;
  authorKind: 'member' | 'staff';
  internal: boolean;
  body: string;
  createdAt: Date;
}

/** Waiting for a first response (the partial index `tickets_first_response_due_idx` covers exactly these). */
const AWAITING = `first_response_at IS NULL AND status IN ('open', 'waiting')`;
const OVERDUE = `(${AWAITING} AND first_response_due_at < now())`;

const T = `id, reference, member_id AS "memberId", variant, category, subject, status, priority, assignee_id AS "assigneeId",
  report_id AS "reportId", context, created_by AS "createdBy", member_read_at AS "memberReadAt",
  last_staff_reply_at AS "lastStaffReplyAt", created_at AS "createdAt", updated_at AS "updatedAt",
  first_response_due_at AS "firstResponseDueAt", first_response_at AS "firstResponseAt", ${OVERDUE} AS overdue`;
const M = `id::text, ticket_id AS "ticketId", author_id AS "authorId", author_kind AS "authorKind", internal, body, created_at AS "createdAt"`;

export interface TicketAttachmentRow {
  id: string;
  uploaderId: string;
  messageId: string | null;
  kind: 'image' | 'pdf';
  contentType: 'image/webp' | 'application/pdf';
  size: number;
  filename: string;
  storageKey: string;
  createdAt: Date;
}

const A = `id, uploader_id AS "uploaderId", message_id::text AS "messageId", kind, content_type AS "contentType", size, filename,
  storage_key AS "storageKey", created_at AS "createdAt"`;

const SORT = {
  updatedAt: 'updated_at',
  createdAt: 'created_at',
  status: 'status',
  priority: 'priority',
  reference: 'reference',
  firstResponseDueAt: 'first_response_due_at',
} as const;
export type TicketSortField = keyof typeof SORT;

/** The only code that queries `tickets`, `ticket_messages`, `ticket_attachments` and `ticket_counters`. */
@Injectable()
export class TicketsRepository {
  constructor(private readonly db: DataSource) {}

  /** The next reference of the year, `T-2026-000123`: a counter row per year, taken in the caller's transaction. */
  async nextReference(em: EntityManager, now: Date): Promise<string> {
    const year = now.getUTCFullYear();
    const [row]: Array<{ last: number }> = await em.query(
      `INSERT INTO ticket_counters (year, last) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last = ticket_counters.last + 1 RETURNING last`,
      [year],
    );
    return `T-${year}-${String(row!.last).padStart(6, '0')}`;
  }

  async insert(
    em: EntityManager,
    t: Pick<TicketRow, 'reference' | 'memberId' | 'variant' | 'category' | 'subject' | 'priority' | 'reportId' | 'context' | 'createdBy'> & { clientId: string | null },
  ): Promise<TicketRow> {
    const rows: TicketRow[] = await em.query(
      `INSERT INTO tickets (reference, member_id, variant, category, subject, priority, report_id, context, created_by, client_id, member_read_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING ${T}`,
      [t.reference, t.memberId, t.variant, t.category, t.subject, t.priority, t.reportId, t.context ? JSON.stringify(t.context) : null, t.createdBy, t.clientId],
    );
    return rows[0]!;
  }

  async byClientId(createdBy: string, clientId: string): Promise<TicketRow | null> {
    const rows: TicketRow[] = await this.db.query(`SELECT ${T} FROM tickets WHERE created_by = $1 AND client_id = $2`, [createdBy, clientId]);
    return rows[0] ?? null;
  }

  async byReference(reference: string, em: EntityManager | DataSource = this.db, forUpdate = false): Promise<TicketRow | null> {
    const rows: TicketRow[] = await em.query(`SELECT ${T} FROM tickets WHERE reference = $1${forUpdate ? ' FOR UPDATE' : ''}`, [reference]);
    return rows[0] ?? null;
  }

  async forMember(memberId: string, limit: number): Promise<TicketRow[]> {
    return this.db.query(`SELECT ${T} FROM tickets WHERE member_id = $1 ORDER BY updated_at DESC, id LIMIT ${limit}`, [memberId]);
  }

  async list(q: StaffTicketFilter & { scope: 'all' | string; ids?: string[]; sort: { field: TicketSortField; order: 'ASC' | 'DESC' }; offset: number; limit: number }) {
    const f = new ListFilter();
    if (q.scope !== 'all') f.add('variant = ?', q.scope);
    f.equal({ variant: q.variant, status: q.status, priority: q.priority, category: q.category, member_id: q.memberId, report_id: q.reportId });
    if (q.assigneeId === 'none') f.raw('assignee_id IS NULL');
    else if (q.assigneeId) f.add('assignee_id = ?', q.assigneeId);
    if (q.ids?.length) f.add('reference = ANY(?::text[])', q.ids);
    if (q.due === 'overdue') f.raw(OVERDUE);
    // Due before the end of today (UTC) and not overdue yet.
    else if (q.due === 'today') f.raw(`${AWAITING} AND first_response_due_at >= now() AND first_response_due_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 day'`);
    if (q.q) f.add(`(reference = upper(?) OR subject ILIKE '%' || replace(replace(replace(?, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`, q.q.trim());
    const dir = q.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const col = q.sort.field === 'priority'
      ? `array_position(ARRAY['low','normal','high','urgent'], priority)`
      : SORT[q.sort.field];
    return listWindow<TicketRow>(this.db, { columns: T, from: 'tickets', filter: f, orderBy: `${col} ${dir}, id`, offset: q.offset, limit: q.limit });
  }

  async messages(ticketId: string, includeInternal: boolean): Promise<TicketMessageRow[]> {
    return this.db.query(`SELECT ${M} FROM ticket_messages WHERE ticket_id = $1${includeInternal ? '' : ' AND NOT internal'} ORDER BY ticket_messages.id`, [ticketId]);
  }

  /** Adds a message; with a client id already used by this author, answers the stored one (a retried send). */
  async addMessage(
    em: EntityManager,
    m: Pick<TicketMessageRow, 'ticketId' | 'authorId' | 'authorKind' | 'internal' | 'body'> & { clientId: string | null },
  ): Promise<{ row: TicketMessageRow; created: boolean }> {
    const rows: TicketMessageRow[] = await em.query(
      `INSERT INTO ticket_messages (ticket_id, author_id, author_kind, internal, body, client_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (author_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING ${M}`,
      [m.ticketId, m.authorId, m.authorKind, m.internal, m.body, m.clientId],
    );
    if (rows[0]) return { row: rows[0], created: true };
    const [existing]: TicketMessageRow[] = await em.query(`SELECT ${M} FROM ticket_messages WHERE author_id = $1 AND client_id = $2`, [m.authorId, m.clientId]);
    return { row: existing!, created: false };
  }

  async update(
    em: EntityManager,
    id: string,
    patch: Partial<Pick<TicketRow, 'status' | 'priority' | 'assigneeId' | 'memberReadAt' | 'lastStaffReplyAt'>>,
    touch = true,
  ): Promise<TicketRow> {
    const cols: Record<string, string> = { status: 'status', priority: 'priority', assigneeId: 'assignee_id', memberReadAt: 'member_read_at', lastStaffReplyAt: 'last_staff_reply_at' };
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [k, v] of Object.entries(patch)) {
      params.push(v);
      sets.push(`${cols[k]} = $${params.length}`);
      // The first reply the member sees answers the first-response deadline; later replies leave it.
      if (k === 'lastStaffReplyAt' && v) sets.push(`first_response_at = COALESCE(first_response_at, $${params.length})`);
    }
    if (touch) sets.push('updated_at = now()');
    const [rows]: [TicketRow[], number] = await em.query(`UPDATE tickets SET ${sets.join(', ')} WHERE id = $1 RETURNING ${T}`, params);
    return rows[0]!;
  }

  // ---- attachments -------------------------------------------------------------------------------------

  async insertAttachment(a: Pick<TicketAttachmentRow, 'id' | 'uploaderId' | 'kind' | 'contentType' | 'size' | 'filename' | 'storageKey'>): Promise<TicketAttachmentRow> {
    const rows: TicketAttachmentRow[] = await this.db.query(
      `INSERT INTO ticket_attachments (id, uploader_id, kind, content_type, size, filename, storage_key) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${A}`,
      [a.id, a.uploaderId, a.kind, a.contentType, a.size, a.filename, a.storageKey],
    );
    return rows[0]!;
  }

  /** Uploads of this member no message claimed, older than `before`. */
  async unclaimedAttachments(uploaderId: string, before: Date): Promise<TicketAttachmentRow[]> {
    return this.db.query(`SELECT ${A} FROM ticket_attachments WHERE uploader_id = $1 AND message_id IS NULL AND created_at < $2 LIMIT 100`, [uploaderId, before]);
  }

  async deleteUnclaimed(ids: string[]): Promise<void> {
    if (ids.length) await this.db.query(`DELETE FROM ticket_attachments WHERE id = ANY($1::uuid[]) AND message_id IS NULL`, [ids]);
  }

  /** Attaches an upload of `uploaderId` no message carries yet to `messageId`; false when there is no such upload. */
  async claimAttachment(em: EntityManager, id: string, uploaderId: string, messageId: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await em.query(
      `UPDATE ticket_attachments SET message_id = $3 WHERE id = $1 AND uploader_id = $2 AND message_id IS NULL RETURNING id`,
      [id, uploaderId, messageId],
    );
    return rows.length === 1;
  }

  async attachmentsOf(messageIds: string[]): Promise<TicketAttachmentRow[]> {
    if (!messageIds.length) return [];
    return this.db.query(`SELECT ${A} FROM ticket_attachments WHERE message_id = ANY($1::bigint[])`, [messageIds]);
  }

  /** An attachment carried by a message of this ticket (internal notes only when `includeInternal`). */
  async attachmentOfTicket(ticketId: string, attachmentId: string, includeInternal: boolean): Promise<TicketAttachmentRow | null> {
    const rows: TicketAttachmentRow[] = await this.db.query(
      `SELECT ${A} FROM ticket_attachments
       WHERE id = $1 AND message_id IN (SELECT id FROM ticket_messages WHERE ticket_id = $2${includeInternal ? '' : ' AND NOT internal'})`,
      [attachmentId, ticketId],
    );
    return rows[0] ?? null;
  }
}
