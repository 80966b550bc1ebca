import { Injectable } from '@nestjs/common';
import type { CatchUp, Conversation, ConversationListQuery, ConversationPage, Message, MessageListQuery, MessagePage, UnreadCounts } from '@community/contracts';
import { CATCH_UP_MAX } from '@community/domain';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { RelationshipsService } from '../members/index.js';
import { decodeCursor as decode, encodeCursor } from '../../shared/cursor/cursor.js';
import { MessageViews } from './message-views.js';
import { MessagingErrorCode, MessagingException, conversationNotFound } from './messaging.exception.js';
import { MessagingRepository, type MembershipRow } from './messaging.repository.js';
import { big, type MessagingViewer } from './send-rules.js';

export type { MessagingViewer } from './send-rules.js';

/**
 * A member's conversations: the folder lists and unread counts, one conversation and its messages, the
 * reconnect catch-up, and the per-member changes (delete for me, accept a request, keep a message). Another
 * member's conversation is the same 404 as none. Sending is MessageSendingService's, read positions
 * ReadStateService's, settings and alerts their own services'.
 */
@Injectable()
export class MessagingService {
  constructor(
    private readonly repo: MessagingRepository,
    private readonly views: MessageViews,
    private readonly relationships: RelationshipsService,
    private readonly realtime: RealtimeGateway,
  ) {}

  async list(viewer: MessagingViewer, q: ConversationListQuery): Promise<ConversationPage> {
    const after = q.after ? decodeCursor(q.after) : null;
    if (q.page > 1 && !after) {
      throw new MessagingException(MessagingErrorCode.PageNeedsCursor, 'page 2 and on need the cursor `after` from the page before', { field: 'after' });
    }
    const rows = await this.repo.list(viewer.member.id, q.folder, after, q.per_page);
    const more = rows.length > q.per_page;
    const shown = more ? rows.slice(0, q.per_page) : rows;
    const items = await this.views.toConversations(viewer, shown);
    const last = shown[shown.length - 1];
    return { items, next: more && last ? encodeCursor([last.activity_key!, last.conversation_id]) : null, page: q.page, perPage: q.per_page };
  }

  async get(viewer: MessagingViewer, conversationId: string): Promise<Conversation> {
    const row = await this.membershipOrThrow(viewer.member.id, conversationId);
    const [conversation] = await this.views.toConversations(viewer, [row]);
    const others = conversation!.participants;
    if (conversation!.canSend && !row.is_group && others[0]) {
      conversation!.canSend = !(await this.relationships.isBlocked(viewer.member.id, others[0].id));
    }
    return conversation!;
  }

  async messages(viewer: MessagingViewer, conversationId: string, q: MessageListQuery): Promise<MessagePage> {
    const row = await this.membershipOrThrow(viewer.member.id, conversationId);
    const rows = await this.repo.messages(viewer.member.id, conversationId, row.hidden_up_to, q);
    const more = rows.length > q.limit;
    const shown = more ? rows.slice(0, q.limit) : rows;
    if (!q.after) shown.reverse();
    return { items: await this.views.toMessages(viewer.member.id, shown), more };
  }

  /** Reconnect catch-up: what the viewer's conversations received after the last message id the client holds. */
  async catchUp(viewer: MessagingViewer, after: string): Promise<CatchUp> {
    const rows = await this.repo.catchUp(viewer.member.id, after, CATCH_UP_MAX);
    const more = rows.length > CATCH_UP_MAX;
    return { items: await this.views.toMessages(viewer.member.id, more ? rows.slice(0, CATCH_UP_MAX) : rows), more };
  }

  unread(viewer: MessagingViewer): Promise<UnreadCounts> {
    return this.repo.unreadConversations(viewer.member.id);
  }

  async remove(viewer: MessagingViewer, conversationId: string): Promise<void> {
    if (!(await this.repo.hide(viewer.member.id, conversationId))) throw conversationNotFound();
    this.realtime.toMember(viewer.member.id, 'conversation.removed', { conversationId });
  }

  /** Takes a conversation out of the requests folder. */
  async accept(viewer: MessagingViewer, conversationId: string): Promise<Conversation> {
    if (!(await this.repo.moveToInbox(viewer.member.id, conversationId))) throw conversationNotFound();
    return this.get(viewer, conversationId);
  }

  async setSaved(viewer: MessagingViewer, conversationId: string, messageId: string, saved: boolean): Promise<Message> {
    const row = await this.membershipOrThrow(viewer.member.id, conversationId);
    const msg = await this.repo.messageById(viewer.member.id, messageId);
    if (!msg || msg.conversation_id !== conversationId || (big(msg.id) <= big(row.hidden_up_to) && !msg.saved)) {
      throw new MessagingException(MessagingErrorCode.NotFound, 'No such message');
    }
    if (saved) await this.repo.save(viewer.member.id, messageId);
    else await this.repo.unsave(viewer.member.id, messageId);
    const [out] = await this.views.toMessages(viewer.member.id, [{ ...msg, saved }]);
    return out!;
  }

  private async membershipOrThrow(memberId: string, conversationId: string): Promise<MembershipRow> {
    const row = await this.repo.membership(memberId, conversationId);
    if (!row) throw conversationNotFound();
    return row;
  }
}

/** The list's keyset cursor: [last activity as PostgreSQL text, conversation id]; anything else is a 422. */
function decodeCursor(cursor: string): [string, string] {
  return decode(cursor, ['ts', 'uuid'], () => new MessagingException(MessagingErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' })) as [string, string];
}
