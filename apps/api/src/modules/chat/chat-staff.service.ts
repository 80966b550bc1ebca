import { Injectable } from '@nestjs/common';
import type { ChatAuditEntry, ChatReportedMessage } from '@community/contracts';
import { staffVariantScope } from '@community/domain';
import type { MemberRef } from '../members/index.js';
import { ChatLookups } from './chat-lookups.service.js';
import { ChatErrorCode, ChatException } from './chat.exception.js';
import { ChatRecordsRepository } from './chat-records.repository.js';

/** The staff console's chat pages: the rooms' audit log and the reported messages, within the staff member's variants. */
@Injectable()
export class ChatStaffService {
  constructor(
    private readonly records: ChatRecordsRepository,
    private readonly lookups: ChatLookups,
  ) {}

  /** The variants a staff member may look at, narrowed to `variant` when asked (one outside the scope shows nothing). */
  private staffDomains(actor: MemberRef, variant: string | null): string[] | null {
    const scope = staffVariantScope(actor);
    if (!scope) throw new ChatException(ChatErrorCode.Forbidden, 'Staff only');
    if (variant) return scope === 'all' || scope === variant ? [variant] : [];
    return scope === 'all' ? null : [scope];
  }

  /**
   * A page of chat records as the console shows them: every member a record mentions by name, looked up in
   * one query for the page; `name(id)` falls back to "Closed account" (or the given text) for a gone member.
   */
  private async named<R, T>(
    page: { rows: R[]; total: number },
    mentions: (r: R) => Array<string | null>,
    entry: (r: R, name: (id: string, fallback?: string) => string) => T,
  ): Promise<{ rows: T[]; total: number }> {
    const people = await this.lookups.people(page.rows.flatMap(mentions).filter((x): x is string => Boolean(x)));
    const name = (id: string, fallback = 'Closed account') => people.get(id)?.name ?? fallback;
    return { total: page.total, rows: page.rows.map((r) => entry(r, name)) };
  }

  async staffAudit(actor: MemberRef, q: { variant: string | null; roomId: string | null; offset: number; limit: number; order: 'ASC' | 'DESC' }): Promise<{ rows: ChatAuditEntry[]; total: number }> {
    const page = await this.records.auditPage(this.staffDomains(actor, q.variant), q.roomId, q.offset, q.limit, q.order);
    return this.named(
      page,
      (r) => [r.actor_id, r.target_id],
      (r, name) => ({
        id: r.id,
        roomId: r.room_id,
        roomName: r.room_name,
        actorId: r.actor_id,
        actorName: r.actor_id ? name(r.actor_id) : 'Word filter',
        action: r.action,
        targetId: r.target_id,
        targetName: r.target_id ? name(r.target_id) : '',
        detail: r.detail,
        createdAt: r.created_at.toISOString(),
      }),
    );
  }

  async staffReports(actor: MemberRef, q: { variant: string | null; source: 'member' | 'keyword' | null; offset: number; limit: number; order: 'ASC' | 'DESC' }): Promise<{ rows: ChatReportedMessage[]; total: number }> {
    const page = await this.records.reportPage(this.staffDomains(actor, q.variant), q.source, q.offset, q.limit, q.order);
    return this.named(
      page,
      (r) => [r.reporter_id, r.sender_id],
      (r, name) => ({
        id: r.id,
        roomId: r.room_id,
        roomName: r.room_name,
        messageId: r.message_id,
        senderId: r.sender_id,
        senderName: r.sender_id ? name(r.sender_id, r.sender_nick) : r.sender_nick,
        body: r.body,
        mediaId: r.media_id,
        source: r.source,
        reporterId: r.reporter_id,
        reporterName: r.reporter_id ? name(r.reporter_id) : 'Word filter',
        reason: r.reason,
        details: r.details,
        reportId: r.report_id,
        createdAt: r.created_at.toISOString(),
      }),
    );
  }
}
