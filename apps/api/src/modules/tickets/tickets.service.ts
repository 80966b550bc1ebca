import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import {
  staffMayOpen,
  type CreateTicketRequest,
  type MemberTicket,
  type MemberTicketDetail,
  type StaffTicket,
  type StaffTicketCreate,
  type StaffTicketFilter,
  type StaffTicketMessageCreate,
  type StaffTicketUpdate,
  type TicketAttachmentUpload,
  type TicketMessage,
  type TicketStatus,
} from '@community/contracts';
import { isStaff, scopeCovers, staffVariantScope } from '@community/domain';
import { Storage, type StoredObject } from '../../infra/storage/storage.js';
import { MEMBER_MAILER, type MemberMailer } from '../../shared/mail/member-mailer.js';
import { MediaPipeline } from '../media/index.js';
import type { UploadedFile } from '../media/index.js';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { NotificationsService } from '../notifications/index.js';
import { StaffPaymentsService, type PaymentReversal } from '../payments/index.js';
import { ReportsService } from '../reports/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { attachmentName, type AttachmentKind } from './attachments.js';
import { TicketsErrorCode, TicketsException } from './tickets.exception.js';
import { TicketsRepository, type TicketAttachmentRow, type TicketMessageRow, type TicketRow, type TicketSortField } from './tickets.repository.js';

type NewTicket = z.output<typeof CreateTicketRequest>;
type StaffNew = z.output<typeof StaffTicketCreate>;
type StaffMessage = z.output<typeof StaffTicketMessageCreate>;

/** How many tickets the member's list shows (newest activity first). */
export const MEMBER_TICKETS_MAX = 100;

const notFound = () => new TicketsException(TicketsErrorCode.NotFound, 'No such ticket');
const noUpload = () => new TicketsException(TicketsErrorCode.AttachmentNotFound, 'No such upload of yours: attach the file again', 'attachmentId');

/** Attached images are re-encoded to WebP within this box (never enlarged), without any metadata. */
const ATTACHMENT_IMAGE = [{ name: 'full', width: 2560, height: 2560, fit: 'inside' as const }];
/** Uploads no message claimed are removed after this long (the next time their uploader uploads). */
const UNCLAIMED_MS = 24 * 3600 * 1000;

/** An attachment opened for sending: its row and the stored bytes. */
export interface AttachmentFile {
  attachment: TicketAttachmentRow;
  stream: Readable;
  info: StoredObject;
}

/**
 * Support tickets. Members open, list, read, answer and close their own tickets (another member's reference is
 * "not found"); staff with the `tickets` page work on the tickets of their variant scope: assign, reply,
 * internal notes, status, priority. Every staff change is audited in its transaction; each staff reply
 * notifies the member (notification and e-mail) after the commit.
 */
@Injectable()
export class TicketsService implements OnModuleInit {
  private readonly logger = new Logger('Tickets');

  constructor(
    private readonly db: DataSource,
    private readonly repo: TicketsRepository,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly reports: ReportsService,
    private readonly audit: StaffAuditService,
    private readonly storage: Storage,
    private readonly payments: StaffPaymentsService,
    private readonly pipeline: MediaPipeline,
    @Inject(MEMBER_MAILER) private readonly mailer: MemberMailer,
  ) {}

  /** Issue 25: a processor's refund or chargeback opens a billing ticket for staff (in the reversal's transaction). */
  onModuleInit(): void {
    this.payments.onReversal((em, r) => this.openForReversal(em, r));
  }

  /**
   * A billing ticket about the member whose payment a processor reversed: the payment's details in its context
   * (as a ticket opened from a payment has them) and an internal note saying what was taken back. Chargebacks are
   * high priority (the processor's fee and the account's standing are at stake).
   */
  async openForReversal(em: EntityManager, r: PaymentReversal): Promise<void> {
    const reference = await this.repo.nextReference(em, new Date());
    const what = r.tierEnded
      ? `The ${r.tierEnded} tier it paid for was ended.`
      : r.coinsReversed !== null
        ? `${r.coinsReversed} coins were taken back through a reversing ledger entry${r.coinsShort ? `; ${r.coinsShort} had been spent already and could not be` : ''}.`
        : 'Nothing was left to take back.';
    const row = await this.repo.insert(em, {
      reference,
      memberId: r.memberId,
      variant: r.variant,
      category: 'billing',
      subject: `${r.reason === 'chargeback' ? 'Chargeback' : 'Refund by the processor'}: ${r.paymentReference} (${r.amountText})`,
      priority: r.reason === 'chargeback' ? 'high' : 'normal',
      reportId: null,
      context: { source: 'payment', paymentId: r.paymentId, paymentReference: r.paymentReference, kind: r.kind, amountMinor: r.amountMinor, currency: r.currency, amount: r.amountText, status: 'refunded', reversal: r.reason, gateway: r.gateway, coinsReversed: r.coinsReversed, coinsShort: r.coinsShort, tierEnded: r.tierEnded },
      createdBy: null,
      clientId: null,
    });
    await this.repo.addMessage(em, {
      ticketId: row.id,
      authorId: null,
      authorKind: 'staff',
      internal: true,
      body: `The payment processor (${r.gateway}) reported a ${r.reason} of payment ${r.paymentReference} (${r.amountText}). ${what}`,
      clientId: null,
    });
  }

  // ---- members ---------------------------------------------------------------------------------------

  async open(member: MemberAccount, input: NewTicket, variant: string): Promise<MemberTicketDetail> {
    if (input.clientId) {
      const again = await this.repo.byClientId(member.id, input.clientId);
      if (again) return this.memberDetail(member, again.reference);
    }
    const ticket = await this.db.transaction(async (em) => {
      const reference = await this.repo.nextReference(em, new Date());
      const row = await this.repo.insert(em, {
        reference,
        memberId: member.id,
        variant,
        category: input.category,
        subject: input.subject,
        priority: 'normal',
        reportId: null,
        context: null,
        createdBy: member.id,
        clientId: input.clientId ?? null,
      });
      const { row: message } = await this.repo.addMessage(em, { ticketId: row.id, authorId: member.id, authorKind: 'member', internal: false, body: input.body, clientId: null });
      await this.claim(em, input.attachmentId, member.id, message.id);
      return row;
    });
    return this.memberDetail(member, ticket.reference);
  }

  async mine(member: MemberAccount): Promise<MemberTicket[]> {
    return (await this.repo.forMember(member.id, MEMBER_TICKETS_MAX)).map(toMemberTicket);
  }

  private async own(member: MemberAccount, reference: string): Promise<TicketRow> {
    const row = await this.repo.byReference(reference);
    if (!row || row.memberId !== member.id) throw notFound();
    return row;
  }

  /** Opening the ticket marks staff replies read. */
  async memberDetail(member: MemberAccount, reference: string): Promise<MemberTicketDetail> {
    let row = await this.own(member, reference);
    if (!row.memberReadAt || (row.lastStaffReplyAt && row.lastStaffReplyAt > row.memberReadAt)) {
      row = await this.db.transaction((em) => this.repo.update(em, row.id, { memberReadAt: new Date() }, false));
    }
    const messages = await this.repo.messages(row.id, false);
    return { ...toMemberTicket(row), messages: await this.toMessages(messages, `/api/tickets/${row.reference}`) };
  }

  /** A member's reply reopens a waiting or resolved ticket; a closed one takes no more messages. */
  async memberReply(member: MemberAccount, reference: string, body: string, clientId: string | undefined, attachmentId?: string): Promise<MemberTicketDetail> {
    await this.db.transaction(async (em) => {
      const row = await this.repo.byReference(reference, em, true);
      if (!row || row.memberId !== member.id) throw notFound();
      if (row.status === 'closed') throw new TicketsException(TicketsErrorCode.Closed, 'This ticket is closed; open a new one', 'body');
      const { row: message, created } = await this.repo.addMessage(em, { ticketId: row.id, authorId: member.id, authorKind: 'member', internal: false, body, clientId: clientId ?? null });
      if (!created) return;
      await this.claim(em, attachmentId, member.id, message.id);
      await this.repo.update(em, row.id, { status: 'open', memberReadAt: new Date() });
    });
    return this.memberDetail(member, reference);
  }

  async memberClose(member: MemberAccount, reference: string): Promise<MemberTicketDetail> {
    await this.db.transaction(async (em) => {
      const row = await this.repo.byReference(reference, em, true);
      if (!row || row.memberId !== member.id) throw notFound();
      if (row.status !== 'closed') await this.repo.update(em, row.id, { status: 'closed' });
    });
    return this.memberDetail(member, reference);
  }

  // ---- staff -----------------------------------------------------------------------------------------

  /** Throws 403 unless the staff member may open the tickets page (before reading an upload's bytes). */
  assertTicketsPage(actor: MemberAccount): void {
    this.scope(actor);
  }

  private scope(actor: MemberAccount): string {
    const scope = staffVariantScope(actor);
    if (!scope || !staffMayOpen(actor, 'tickets')) throw new TicketsException(TicketsErrorCode.Forbidden, 'Your role may not open support tickets');
    return scope;
  }

  private visible(actor: MemberAccount, row: TicketRow | null): TicketRow {
    if (!row || !scopeCovers(staffVariantScope(actor), row.variant)) throw notFound();
    return row;
  }

  async list(actor: MemberAccount, filter: StaffTicketFilter & { ids?: string[] }, sort: { field: TicketSortField; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    const { rows, total } = await this.repo.list({ ...filter, scope: this.scope(actor), sort, offset, limit });
    return { rows: await this.toStaff(rows), total };
  }

  async get(actor: MemberAccount, reference: string): Promise<StaffTicket> {
    this.scope(actor);
    const row = this.visible(actor, await this.repo.byReference(reference));
    const [ticket] = await this.toStaff([row]);
    return { ...ticket!, messages: await this.toMessages(await this.repo.messages(row.id, true), `/api/staff/tickets/${row.reference}`) };
  }

  /**
   * On behalf of a member, from a report (its subject, reason and details become the context), or from a
   * payment (amount, currency, status, failure reason and date; needs the payments page as well as tickets).
   */
  async create(actor: MemberAccount, input: StaffNew): Promise<StaffTicket> {
    // Moderators open a ticket from a report they work on without the tickets page itself.
    const fromReport = Boolean(input.reportId) && staffMayOpen(actor, 'reports');
    const scope = fromReport ? staffVariantScope(actor) : this.scope(actor);
    if (!scope) throw new TicketsException(TicketsErrorCode.Forbidden, 'Staff only');
    if (input.clientId) {
      const again = await this.repo.byClientId(actor.id, input.clientId);
      if (again) return (await this.toStaff([again]))[0]!;
    }
    let context: Record<string, unknown> | null = null;
    let memberId = input.memberId ?? null;
    if (input.reportId) {
      const report = await this.reports.get(actor, input.reportId).catch(() => null);
      if (!report) throw new TicketsException(TicketsErrorCode.ReportNotFound, 'No such report', 'reportId');
      context = {
        source: 'report',
        reportId: report.id,
        subjectType: report.subjectType,
        subjectId: report.subjectId,
        reason: report.reason,
        details: report.details,
        reporterName: report.reporterName,
        reportedAt: report.createdAt,
      };
      if (!memberId && !input.memberName) memberId = report.subjectType === 'member' ? report.subjectId : report.reporterId;
    }
    let payer: string | null = null;
    if (input.paymentId) {
      if (input.reportId) throw new TicketsException(TicketsErrorCode.PaymentNotFound, 'Open a ticket from a report or from a payment, not both', 'paymentId');
      if (!staffMayOpen(actor, 'payments')) throw new TicketsException(TicketsErrorCode.Forbidden, 'Your role may not open payments');
      const payment = await this.payments.payment(actor, input.paymentId).catch(() => null);
      if (!payment) throw new TicketsException(TicketsErrorCode.PaymentNotFound, 'No such payment in your brands', 'paymentId');
      context = {
        source: 'payment',
        paymentId: payment.id,
        paymentReference: payment.reference,
        kind: payment.kind,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        amount: payment.amountText,
        status: payment.status,
        failureReason: payment.failureMessage,
        paymentDate: payment.createdAt,
      };
      if (!memberId && !input.memberName) memberId = payment.memberId;
      payer = payment.memberId;
    }
    const member = memberId ? await this.members.findById(memberId) : input.memberName ? await this.members.findByName(input.memberName) : null;
    if (!member || !scopeCovers(scope, member.homeVariant)) {
      throw new TicketsException(TicketsErrorCode.MemberNotFound, 'No such member in your brands', input.memberName ? 'memberName' : 'memberId');
    }
    // A payment's ticket is for the member who paid (its details stay in the staff view only).
    if (payer && member.id !== payer) throw new TicketsException(TicketsErrorCode.MemberNotFound, 'This payment was made by another member', input.memberName ? 'memberName' : 'memberId');
    const reference = await this.db.transaction(async (em) => {
      const ref = await this.repo.nextReference(em, new Date());
      const row = await this.repo.insert(em, {
        reference: ref,
        memberId: member.id,
        variant: member.homeVariant,
        category: input.category,
        subject: input.subject,
        priority: input.priority,
        reportId: input.reportId ?? null,
        context,
        createdBy: actor.id,
        clientId: input.clientId ?? null,
      });
      await this.repo.addMessage(em, { ticketId: row.id, authorId: actor.id, authorKind: 'staff', internal: false, body: input.body, clientId: null });
      await this.repo.update(em, row.id, { status: 'waiting', lastStaffReplyAt: new Date(), memberReadAt: null }, false);
      await this.audit.record(em, {
        staffId: actor.id,
        action: 'ticket.create',
        targetType: 'ticket',
        targetId: ref,
        variant: member.homeVariant,
        before: null,
        after: {
          memberId: member.id,
          category: input.category,
          subject: input.subject,
          priority: input.priority,
          reportId: input.reportId ?? null,
          ...(input.paymentId ? { paymentId: input.paymentId } : {}),
        },
      });
      return ref;
    });
    await this.tellMember(actor, reference);
    if (!staffMayOpen(actor, 'tickets')) return (await this.toStaff([(await this.repo.byReference(reference))!]))[0]!;
    return this.get(actor, reference);
  }

  /** Status, priority, assignee (a staff member who may open tickets and whose scope covers the ticket). */
  async update(actor: MemberAccount, reference: string, patch: StaffTicketUpdate): Promise<StaffTicket> {
    this.scope(actor);
    await this.db.transaction(async (em) => {
      const row = this.visible(actor, await this.repo.byReference(reference, em, true));
      const changes: Partial<Pick<TicketRow, 'status' | 'priority' | 'assigneeId'>> = {};
      if (patch.status !== undefined && patch.status !== row.status) changes.status = patch.status;
      if (patch.priority !== undefined && patch.priority !== row.priority) changes.priority = patch.priority;
      if (patch.assigneeId !== undefined && patch.assigneeId !== row.assigneeId) {
        if (patch.assigneeId !== null) {
          const assignee = await this.members.findById(patch.assigneeId);
          if (!assignee || !isStaff(assignee.role) || !staffMayOpen(assignee, 'tickets') || !scopeCovers(staffVariantScope(assignee), row.variant)) {
            throw new TicketsException(TicketsErrorCode.AssigneeInvalid, 'Assign the ticket to a support staff member of its brand', 'assigneeId');
          }
        }
        changes.assigneeId = patch.assigneeId;
      }
      if (!Object.keys(changes).length) return;
      await this.repo.update(em, row.id, changes);
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, row[k as keyof typeof changes]]));
      await this.audit.record(em, { staffId: actor.id, action: 'ticket.update', targetType: 'ticket', targetId: row.reference, variant: row.variant, before, after: changes });
    });
    return this.get(actor, reference);
  }

  /** A reply (the member is notified) or an internal note (members never see it); audited. */
  async addMessage(actor: MemberAccount, reference: string, input: StaffMessage): Promise<StaffTicket> {
    this.scope(actor);
    const reply = await this.db.transaction(async (em) => {
      const row = this.visible(actor, await this.repo.byReference(reference, em, true));
      const { row: message, created } = await this.repo.addMessage(em, {
        ticketId: row.id,
        authorId: actor.id,
        authorKind: 'staff',
        internal: input.internal,
        body: input.body,
        clientId: input.clientId ?? null,
      });
      if (!created) return false;
      await this.claim(em, input.attachmentId, actor.id, message.id);
      const status: TicketStatus = input.status ?? (input.internal ? row.status : row.status === 'open' ? 'waiting' : row.status);
      await this.repo.update(em, row.id, { status, ...(input.internal ? {} : { lastStaffReplyAt: new Date() }) });
      await this.audit.record(em, {
        staffId: actor.id,
        action: input.internal ? 'ticket.note' : 'ticket.reply',
        targetType: 'ticket',
        targetId: row.reference,
        variant: row.variant,
        before: { status: row.status },
        after: { status, messageId: message.id, body: input.body, ...(input.attachmentId ? { attachmentId: input.attachmentId } : {}) },
      });
      return !input.internal;
    });
    if (reply) await this.tellMember(actor, reference);
    return this.get(actor, reference);
  }

  /** After the commit: a notification (live in the site) and an e-mail; a failure here never undoes the reply. */
  private async tellMember(actor: MemberAccount, reference: string): Promise<void> {
    const row = await this.repo.byReference(reference);
    const member = row ? await this.members.findById(row.memberId) : null;
    if (!row || !member) return;
    const url = `/tickets/${row.reference}`;
    try {
      await this.notifications.notify({
        memberId: member.id,
        action: 'Reply',
        category: 'tickets',
        actorId: actor.id,
        objectType: 'ticket',
        objectId: row.reference,
        target: { to: url, url, slug: row.reference },
        targetType: 'ticket',
        phrase: `${row.reference}: ${row.subject}`,
      });
      await this.mailer.notify(member, member.homeVariant, (brand) => ({
        subject: `Support replied to your ticket ${row.reference} on ${brand.name}`,
        text:
          `Hello ${member.name},\n\nour support team replied to your ticket ${row.reference} ("${row.subject}").\n\n` +
          `Read the reply and answer: ${brand.origin}${url}\n\nFor your privacy the reply itself is only shown on the site.\n`,
        template: 'tickets.staff-reply',
      }));
    } catch (err) {
      this.logger.error(`Could not notify ${member.id} about ${row.reference}: ${(err as Error).message}`);
    }
  }

  // ---- attachments -------------------------------------------------------------------------------------

  /**
   * Stores an upload (already checked by its bytes: a JPEG/PNG/WebP photo or a PDF, at most 10 MB) for a
   * message its uploader sends next: photos are re-encoded to WebP by the media pipeline (metadata dropped,
   * original not kept), PDFs are kept as sent. Staff need the tickets page. Removes the uploader's own
   * unclaimed uploads older than a day first.
   */
  async uploadAttachment(uploader: MemberAccount, file: UploadedFile & { kind: AttachmentKind }, staff = false): Promise<TicketAttachmentUpload> {
    if (staff) this.scope(uploader);
    await this.dropUnclaimed(uploader.id);
    let body = file.body;
    let contentType: TicketAttachmentRow['contentType'] = 'application/pdf';
    if (file.kind === 'image') {
      const image = await this.pipeline.process(file.body, ATTACHMENT_IMAGE, { quality: 85, still: true });
      body = image.sizes[0]!.body;
      contentType = 'image/webp';
    }
    const id = randomUUID();
    const storageKey = `tickets/${uploader.id}/${id}.${file.kind === 'pdf' ? 'pdf' : 'webp'}`;
    await this.storage.put(storageKey, body, { contentType, cacheControl: 'private, no-store' });
    try {
      return toUpload(
        await this.repo.insertAttachment({ id, uploaderId: uploader.id, kind: file.kind, contentType, size: body.length, filename: attachmentName(file.filename, file.kind), storageKey }),
      );
    } catch (err) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
  }

  private async dropUnclaimed(uploaderId: string): Promise<void> {
    try {
      const stale = await this.repo.unclaimedAttachments(uploaderId, new Date(Date.now() - UNCLAIMED_MS));
      if (!stale.length) return;
      await this.repo.deleteUnclaimed(stale.map((a) => a.id));
      await Promise.all(stale.map((a) => this.storage.delete(a.storageKey)));
    } catch (err) {
      this.logger.warn(`Could not remove unclaimed ticket uploads of ${uploaderId}: ${(err as Error).message}`);
    }
  }

  /** In the message's transaction: the upload must be the author's own and not on another message yet. */
  private async claim(em: EntityManager, attachmentId: string | undefined, uploaderId: string, messageId: string): Promise<void> {
    if (attachmentId && !(await this.repo.claimAttachment(em, attachmentId, uploaderId, messageId))) throw noUpload();
  }

  /** An attachment of one of the member's own tickets, never of an internal note; anything else is 404. */
  async memberAttachment(member: MemberAccount, reference: string, attachmentId: string): Promise<AttachmentFile> {
    return this.openAttachment(await this.own(member, reference), attachmentId, false);
  }

  /** An attachment of a ticket in the staff member's scope (tickets page), internal notes included. */
  async staffAttachment(actor: MemberAccount, reference: string, attachmentId: string): Promise<AttachmentFile> {
    this.scope(actor);
    return this.openAttachment(this.visible(actor, await this.repo.byReference(reference)), attachmentId, true);
  }

  private async openAttachment(ticket: TicketRow, attachmentId: string, includeInternal: boolean): Promise<AttachmentFile> {
    const attachment = await this.repo.attachmentOfTicket(ticket.id, attachmentId, includeInternal);
    const stored = attachment ? await this.storage.get(attachment.storageKey) : null;
    if (!attachment || !stored) throw new TicketsException(TicketsErrorCode.NotFound, 'No such attachment');
    return { attachment, stream: stored.stream, info: stored.info };
  }

  // ---- shaping -----------------------------------------------------------------------------------------

  private async names(ids: Array<string | null>): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter((x): x is string => x !== null))];
    const found = await Promise.all(unique.map((x) => this.members.findById(x)));
    return new Map(found.filter((m): m is MemberAccount => m !== null).map((m) => [m.id, m.name]));
  }

  private async toMessages(rows: TicketMessageRow[], base: string): Promise<TicketMessage[]> {
    const [names, attachments] = await Promise.all([this.names(rows.map((r) => r.authorId)), this.repo.attachmentsOf(rows.map((r) => r.id))]);
    const byMessage = new Map(attachments.map((a) => [a.messageId, a]));
    return rows.map((r) => ({
      id: r.id,
      authorKind: r.authorKind,
      authorName: r.authorId ? (names.get(r.authorId) ?? null) : null,
      body: r.body,
      internal: r.internal,
      createdAt: r.createdAt.toISOString(),
      attachment: byMessage.has(r.id) ? { ...toUpload(byMessage.get(r.id)!), url: `${base}/attachments/${byMessage.get(r.id)!.id}` } : null,
    }));
  }

  private async toStaff(rows: TicketRow[]): Promise<StaffTicket[]> {
    const names = await this.names(rows.flatMap((r) => [r.memberId, r.assigneeId]));
    return rows.map((r) => ({
      id: r.reference,
      reference: r.reference,
      memberId: r.memberId,
      memberName: names.get(r.memberId) ?? null,
      variant: r.variant,
      category: r.category,
      subject: r.subject,
      status: r.status,
      priority: r.priority,
      assigneeId: r.assigneeId,
      assigneeName: r.assigneeId ? (names.get(r.assigneeId) ?? null) : null,
      reportId: r.reportId,
      context: r.context,
      createdById: r.createdBy,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      firstResponseDueAt: r.firstResponseDueAt.toISOString(),
      firstResponseAt: r.firstResponseAt ? r.firstResponseAt.toISOString() : null,
      overdue: r.overdue,
    }));
  }
}

function toUpload(a: TicketAttachmentRow): TicketAttachmentUpload {
  return { id: a.id, kind: a.kind, filename: a.filename, contentType: a.contentType, size: a.size };
}

function toMemberTicket(r: TicketRow): MemberTicket {
  return {
    reference: r.reference,
    category: r.category,
    subject: r.subject,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    unread: Boolean(r.lastStaffReplyAt && (!r.memberReadAt || r.lastStaffReplyAt > r.memberReadAt)),
  };
}
