import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChatReportRequest, ModerationRequest, chatRoomChannel, memberRoom, type ChatRoomAdmin, type ReportReceipt } from '@community/contracts';
import { canModerate, sanctionUntil } from '@community/domain';
import type { z } from 'zod';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { ReportsService } from '../reports/index.js';
import { ChatChannels } from './chat-channels.js';
import { ChatLookups } from './chat-lookups.service.js';
import { ChatPresence } from './chat-presence.service.js';
import { ChatErrorCode, ChatException } from './chat.exception.js';
import { ChatRecordsRepository } from './chat-records.repository.js';
import { ChatRepository, type SanctionKind } from './chat.repository.js';
import { iso } from './chat.support.js';

/** Moderating a room (kick, ban, silence, moderators) and members reporting chat messages. */
@Injectable()
export class ChatModerationService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: ChatRepository,
    private readonly records: ChatRecordsRepository,
    private readonly members: MembersService,
    private readonly reports: ReportsService,
    private readonly lookups: ChatLookups,
    private readonly presence: ChatPresence,
    private readonly channels: ChatChannels,
  ) {}

  async moderate(me: MemberRef, roomId: string, req: z.output<typeof ModerationRequest>): Promise<ChatRoomAdmin> {
    const room = await this.lookups.roomOr404(roomId);
    const rank = await this.lookups.rankOf(me, room);
    if (rank === 'member') throw new ChatException(ChatErrorCode.Forbidden, 'Only the room’s moderators, owner and staff moderate it');
    const target = await this.members.findById(req.memberId);
    if (!target) throw new ChatException(ChatErrorCode.MemberNotFound, 'No such member', { field: 'memberId' });
    const targetRank = await this.lookups.rankOf(target, room);
    if (!canModerate(rank, targetRank, req.action, target.id === me.id)) {
      throw new ChatException(ChatErrorCode.Forbidden, target.id === me.id ? 'You cannot moderate yourself' : 'You cannot do that to this member');
    }
    const until = sanctionUntil(new Date(), req.minutes);
    const kind: SanctionKind | null = req.action === 'ban' || req.action === 'unban' ? 'ban' : req.action === 'silence' || req.action === 'unsilence' ? 'silence' : req.action === 'kick' ? null : 'moderator';
    await this.db.transaction(async (em) => {
      if (kind && ['ban', 'silence', 'moderator'].includes(req.action)) {
        await this.repo.setSanction(em, { roomId: room.id, memberId: target.id, kind, until, byId: me.id, reason: req.reason });
      } else if (kind) {
        await this.repo.clearSanction(em, room.id, target.id, kind);
      }
      await this.records.audit(em, { room, actorId: me.id, action: req.action, targetId: target.id, detail: { until: iso(until), reason: req.reason, rank } });
      await this.lookups.auditStaff(em, me, room, rank, `chat-room.${req.action}`, null, { memberId: target.id, until: iso(until), reason: req.reason });
    });
    this.lookups.forgetSanctions(room.id, target.id);
    const channel = chatRoomChannel(room.id);
    if (req.action === 'kick' || req.action === 'ban') {
      const was = await this.repo.removeMember(room.id, target.id);
      this.channels.leave(memberRoom(target.id), channel);
      this.channels.to(memberRoom(target.id), 'chat.removed', { roomId: room.id, reason: req.action, until: req.action === 'ban' ? iso(until) : null });
      if (was) {
        this.channels.to(channel, 'chat.left', { roomId: room.id, memberId: target.id, nick: was.nick });
        await this.presence.roomChanged(room.id);
      }
    } else if (req.action === 'silence') {
      this.channels.to(memberRoom(target.id), 'chat.notice', { roomId: room.id, code: 'silenced-by', message: until ? `You have been silenced in ${room.name} until ${until.toISOString()}` : `You have been silenced in ${room.name}` });
    } else if (req.action === 'moderator' || req.action === 'unmoderator') {
      this.channels.to(channel, 'chat.rank', { roomId: room.id, memberId: target.id, rank: await this.lookups.rankOf(target, room) });
    }
    return this.lookups.admin(me, (await this.repo.room(room.id))!, rank);
  }

  async report(me: MemberRef, site: { variant: string; locale: string }, input: z.output<typeof ChatReportRequest>): Promise<ReportReceipt> {
    const msg = await this.repo.message(input.messageId);
    // Only messages the reporter could have seen: in a room they are in, or a private message to or from them.
    const visible = msg && (msg.room_id ? await this.repo.isIn(msg.room_id, me.id) : msg.sender_id === me.id || msg.recipient_id === me.id);
    if (!msg || !visible || msg.hidden) throw new ChatException(ChatErrorCode.NotFound, 'No such message', { field: 'messageId' });
    if (msg.sender_id === me.id) throw new ChatException(ChatErrorCode.SelfReport, 'You cannot report your own message', { field: 'messageId' });
    const room = msg.room_id ? await this.repo.room(msg.room_id) : null;
    const row = await this.records.insertReport({
      message_id: msg.id,
      room_id: msg.room_id,
      room_name: room?.name ?? 'Private chat',
      domain: room?.domain ?? site.variant,
      sender_id: msg.sender_id,
      sender_nick: msg.sender_nick,
      body: msg.body,
      source: 'member',
      reporter_id: me.id,
      reason: input.reason,
      details: input.details,
    });
    if (!row) throw new ChatException(ChatErrorCode.Duplicate, 'You reported this message already');
    const receipt = await this.reports.file(me, { subjectType: 'chat-message', subjectId: msg.id, reason: input.reason, details: input.details || msg.body.slice(0, 500) || (msg.media_id ? `A photo (media ${msg.media_id})` : '') }, site);
    await this.records.linkReport(row.id, receipt.id);
    return receipt;
  }
}
