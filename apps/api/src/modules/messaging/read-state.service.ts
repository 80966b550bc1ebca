import { Injectable } from '@nestjs/common';
import type { UnreadCounts } from '@community/contracts';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { MessagingSettingsRepository } from './messaging-settings.repository.js';
import { conversationNotFound } from './messaging.exception.js';
import { MessagingRepository } from './messaging.repository.js';
import { big, type MessagingViewer } from './send-rules.js';

/** Read state: marking a conversation (or all of them) read, and telling the participants' browsers (read ticks, cleared counts). */
@Injectable()
export class ReadStateService {
  constructor(
    private readonly repo: MessagingRepository,
    private readonly settingsRepo: MessagingSettingsRepository,
    private readonly realtime: RealtimeGateway,
  ) {}

  async markRead(viewer: MessagingViewer, conversationId: string): Promise<UnreadCounts> {
    if (!(await this.repo.membership(viewer.member.id, conversationId))) throw conversationNotFound();
    const read = await this.repo.markRead(viewer.member.id, conversationId);
    if (read) await this.announceRead(viewer.member.id, conversationId, read.last_read_message_id);
    return this.repo.unreadConversations(viewer.member.id);
  }

  async markAllRead(viewer: MessagingViewer): Promise<UnreadCounts> {
    const changed = await this.repo.markAllRead(viewer.member.id);
    for (const c of changed) await this.announceRead(viewer.member.id, c.conversation_id, c.last_read_message_id);
    return this.repo.unreadConversations(viewer.member.id);
  }

  /**
   * Read ticks for the others, cleared counts for the reader's other tabs. A reader with read receipts off
   * tells only their own tabs; members with receipts off get no ticks.
   */
  private async announceRead(readerId: string, conversationId: string, lastReadMessageId: string): Promise<void> {
    const participants = await this.repo.participants([conversationId]);
    const off = await this.settingsRepo.receiptsOff(participants.map((p) => p.member_id));
    const row = await this.repo.membership(readerId, conversationId);
    const lastId = row?.last_message_id ?? null;
    for (const p of participants) {
      const own = p.member_id === readerId;
      if (!own && (off.has(readerId) || off.has(p.member_id))) continue;
      const others = participants
        .filter((x) => x.member_id !== p.member_id)
        .map((x) => ({ id: x.member_id, readUpTo: off.has(x.member_id) ? 0n : big(x.last_read_message_id) }));
      const everyone = lastId ? others.every((o) => o.readUpTo >= big(lastId)) : true;
      this.realtime.toMember(p.member_id, 'message.read', { conversationId, memberId: readerId, lastReadMessageId, isReadByEveryone: everyone, lastMessageId: lastId });
    }
  }
}
