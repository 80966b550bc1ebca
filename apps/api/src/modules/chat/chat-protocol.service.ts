import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import {
  ChatJoinRequest,
  ChatPmRequest,
  ChatSayRequest,
  chatRoomChannel,
  memberRoom,
  type ChatJoinAck,
  type ChatMember,
  type ChatPerson,
  type ChatRefused,
  type ChatSayAck,
  type ChatMessage,
} from '@community/contracts';
import { actsAsStaffOn, chatRank, effectiveTier, floodCheck, isStaff, keywordVerdict, roomEntry, slowModeApplies, slowModeCheck, type FloodState, type RoomEntryDecision } from '@community/domain';
import type { MemberAccount } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { ChatChannels } from './chat-channels.js';
import { ChatLookups } from './chat-lookups.service.js';
import { ChatPresence } from './chat-presence.service.js';
import { ChatSettingsService } from './chat-settings.service.js';
import { ChatRecordsRepository } from './chat-records.repository.js';
import { ChatRepository } from './chat.repository.js';
import { HEARTBEAT_MS, RECENT_CLIENT_IDS, SPEAKER_MS, detailOf, floodText, pairKey, refuse, refuseInvalid, verifySecret, type ChatSocket } from './chat.support.js';

/**
 * The chat's socket protocol (`chat.join`, `chat.leave`, `chat.say`, `chat.pm`, `chat.whois`): every handler
 * answers with an ack and nothing the client sends throws. Messages go out to the socket rooms
 * `chat:<room id>` (the adapter carries them between nodes). Flood control and slow mode are kept per node in
 * memory (the reverse proxy keeps a browser on one node).
 */
@Injectable()
export class ChatProtocol implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Chat');
  private timer?: NodeJS.Timeout;
  private readonly flood = new Map<string, FloodState>();
  private readonly lastSpoke = new Map<string, number>();
  /** Messages this node stored lately, by sender and client id: a retried `chat.say` gets its ack again. */
  private readonly recent = new Map<string, ChatMessage>();

  constructor(
    private readonly repo: ChatRepository,
    private readonly records: ChatRecordsRepository,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly lookups: ChatLookups,
    private readonly presence: ChatPresence,
    private readonly chatSettings: ChatSettingsService,
    private readonly channels: ChatChannels,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => this.forgetStale(), HEARTBEAT_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Drop stale flood and slow-mode state. */
  private forgetStale(): void {
    try {
      const now = Date.now();
      for (const [k, v] of this.flood) if (now - v.at > 60_000) this.flood.delete(k);
      for (const [k, at] of this.lastSpoke) if (now - at > 600_000) this.lastSpoke.delete(k);
    } catch (err) {
      this.logger.warn({ err }, 'chat flood state cleanup failed');
    }
  }

  async join(socket: ChatSocket, payload: unknown): Promise<ChatJoinAck> {
    const parsed = ChatJoinRequest.safeParse(payload);
    if (!parsed.success) return refuse('invalid', { field: String(parsed.error.issues[0]?.path[0] ?? '') });
    const me = await this.speaker(socket, true);
    if ('ok' in me) return me;
    const room = await this.repo.room(parsed.data.roomId);
    if (!room) return refuse('not-found');
    this.lookups.cacheRoom(room);
    const rank = await this.lookups.rankOf(me, room);
    const sanctions = await this.repo.sanctionsOf(room.id, me.id);
    const alreadyIn = await this.repo.isIn(room.id, me.id);
    const decision: RoomEntryDecision = roomEntry(
      { membersOnly: room.members_only, protected: room.secret_hash !== null, verifiedOnly: room.verified_only, minTier: room.min_tier, maxOccupancy: room.max_occupancy },
      {
        rank,
        banned: sanctions.has('ban'),
        verified: Boolean(me.verifiedAt),
        tier: effectiveTier(me, new Date()),
        friendOfOwner: room.members_only && room.owner_id ? await this.relationships.areFriends(room.owner_id, me.id) : false,
        secretOk: room.secret_hash ? await verifySecret(room.secret_hash, parsed.data.secret ?? '') : true,
        occupancy: (await this.repo.count(room.id)) - (alreadyIn ? 1 : 0),
        alreadyIn,
      },
    );
    if (decision !== 'allow') return refuse(decision);
    const nick = this.nickOn(socket, me);
    if (await this.repo.nickInRoom(room.id, nick, me.id)) return refuse('nick-taken');
    await this.repo.enter({ roomId: room.id, socketId: socket.id, memberId: me.id, nodeId: this.presence.nodeId, nick, name: me.name, colour: me.avatarColour, staff: rank === 'staff' });
    await socket.join(chatRoomChannel(room.id));
    const presence = await this.repo.members(room.id);
    const history = room.persistent ? await this.repo.history(room.id) : [];
    const mods = await this.repo.moderatorsIn(room.id, presence.map((p) => p.member_id));
    // Members I have blocked (one query, whatever the room's size): their lines and names are hidden.
    const blockedByMe = new Set((await this.relationships.listBlocked(me, { limit: 500 })).items.map((b) => b.id));
    const present = new Set([...presence.map((p) => p.member_id), ...history.flatMap((h) => (h.sender_id ? [h.sender_id] : []))]);
    const blocked = [...present].filter((id) => blockedByMe.has(id));
    const members: ChatMember[] = presence.map((p) => ({
      id: p.member_id,
      nick: p.nick,
      name: p.name,
      colour: p.colour,
      rank: chatRank({ isStaff: p.staff, isOwner: room.owner_id === p.member_id, isModerator: mods.has(p.member_id) }),
      blocked: blockedByMe.has(p.member_id),
    }));
    const self = members.find((m) => m.id === me.id);
    if (!alreadyIn && self) {
      socket.to(chatRoomChannel(room.id)).emit('chat.joined', { roomId: room.id, member: { ...self, blocked: false } });
      await this.presence.roomChanged(room.id);
    }
    return {
      ok: true,
      tab: {
        id: room.id,
        type: 'room',
        name: room.name,
        self: nick,
        subject: room.subject,
        detail: detailOf(room),
        messages: await this.lookups.withPhotos(history, null),
        members,
        myRank: rank,
        slowModeSeconds: room.slow_mode_seconds,
        blocked,
      },
    };
  }

  async leave(socket: ChatSocket, roomId: unknown): Promise<{ ok: boolean }> {
    if (typeof roomId !== 'string' || !/^[0-9a-f-]{36}$/i.test(roomId)) return { ok: false };
    await socket.leave(chatRoomChannel(roomId));
    const left = await this.repo.leave(roomId, socket.id);
    if (!left) return { ok: false };
    if (left.gone) await this.presence.departed(roomId, left.memberId, left.nick);
    return { ok: true };
  }

  /** Someone spoke in a room: checks, flood control, keyword filters, stored (last 150), then to the room. */
  async say(socket: ChatSocket, payload: unknown): Promise<ChatSayAck> {
    const parsed = ChatSayRequest.safeParse(payload);
    if (!parsed.success) return refuseInvalid(parsed.error);
    const { roomId, clientId, body, media } = parsed.data;
    const me = await this.speaker(socket);
    if ('ok' in me) return me;
    const again = this.recent.get(`${me.id}:${clientId}`);
    if (again) return again.roomId === roomId ? { ok: true, message: again } : refuse('invalid', { field: 'clientId' });
    if (!socket.rooms.has(chatRoomChannel(roomId))) return refuse('not-in-room');
    const room = await this.lookups.cachedRoom(roomId);
    if (!room) return refuse('not-found');
    const sanctions = await this.lookups.cachedSanctions(room.id, me.id);
    const rank = await this.lookups.rankOf(me, room, sanctions);
    if (sanctions.has('silence') && rank === 'member') return this.notice(socket, room.id, refuse('silenced'));
    if (media && !room.images) return refuse('images-off', { field: 'media' });
    const photo = media ? await this.lookups.sendablePhoto(me, media) : null;
    if (photo && 'ok' in photo) return photo;
    const now = Date.now();
    if (rank !== 'staff') {
      const slowKey = `${room.id}:${me.id}`;
      if (slowModeApplies(rank)) {
        const slow = slowModeCheck(this.lastSpoke.get(slowKey), room.slow_mode_seconds, now);
        if (!slow.allow) return this.notice(socket, room.id, refuse('slow', { retryAfterMs: slow.retryAfterMs }));
      }
      const f = floodCheck(this.flood.get(me.id), floodText(body, media), now);
      this.flood.set(me.id, f.next);
      if (!f.allow) return this.notice(socket, room.id, refuse(f.reason, { retryAfterMs: f.retryAfterMs }));
      this.lastSpoke.set(slowKey, now);
    }
    const verdict = keywordVerdict(body, room.keyword_filters);
    const row = await this.repo.insertMessage({
      roomId: room.id, pairKey: null, senderId: me.id, recipientId: null, clientId, nick: this.nickOn(socket, me), name: me.name, colour: me.avatarColour, body, mediaId: photo?.id ?? null, hidden: Boolean(verdict?.hide),
    });
    if (!row) {
      // The client id was used already (a retry that reached another node, or a reuse).
      const stored = await this.repo.bySenderClientId(me.id, clientId);
      return stored && stored.room_id === roomId ? { ok: true, message: (await this.lookups.withPhotos([stored], null))[0]!, ...(stored.hidden ? { hidden: true } : {}) } : refuse('invalid', { field: 'clientId' });
    }
    const message = this.lookups.toMessage(row, null, photo ? new Map([[photo.id, photo]]) : undefined);
    if (verdict) {
      const report = await this.records.insertReport({
        message_id: row.id, room_id: room.id, room_name: room.name, domain: room.domain, sender_id: me.id, sender_nick: row.sender_nick, body,
        source: 'keyword', reporter_id: null, reason: verdict.hide ? 'keyword-hidden' : 'keyword-reported', details: verdict.words.join(', '),
      });
      if (report) await this.records.audit(undefined, { room, actorId: null, action: verdict.hide ? 'filter.hide' : 'filter.report', targetId: me.id, detail: { messageId: row.id, words: verdict.words } });
    }
    if (verdict?.hide) return { ok: true, message, hidden: true };
    this.remember(me.id, message);
    this.channels.to(chatRoomChannel(room.id), 'chat.message', message);
    return { ok: true, message };
  }

  /** A private chat message to one member (blocks either way and their pmFilter refuse it). */
  async pm(socket: ChatSocket, payload: unknown): Promise<ChatSayAck> {
    const parsed = ChatPmRequest.safeParse(payload);
    if (!parsed.success) return refuseInvalid(parsed.error);
    const { toMemberId, clientId, body, media } = parsed.data;
    const me = await this.speaker(socket);
    if ('ok' in me) return me;
    if (toMemberId === me.id) return refuse('invalid', { field: 'toMemberId' });
    const other = await this.members.findById(toMemberId);
    if (!other || other.suspendedAt) return refuse('unavailable');
    const to: ChatPerson = { id: other.id, nick: await this.lookups.nickOf(other), name: other.name, colour: other.avatarColour };
    const retry = await this.repo.bySenderClientId(me.id, clientId);
    if (retry) return retry.recipient_id === other.id ? { ok: true, message: (await this.lookups.withPhotos([retry], to))[0]! } : refuse('invalid', { field: 'clientId' });
    if (await this.relationships.isBlocked(me.id, other.id)) return refuse('blocked');
    const photo = media ? await this.lookups.sendablePhoto(me, media) : null;
    if (photo && 'ok' in photo) return photo;
    if (!actsAsStaffOn(me, other.homeVariant)) {
      const filter = (await this.chatSettings.settings(other)).pmFilter;
      if (filter === 'nobody' || (filter === 'friends' && !(await this.relationships.areFriends(me.id, other.id)))) return refuse('pm-filter');
      const f = floodCheck(this.flood.get(me.id), floodText(body, media), Date.now());
      this.flood.set(me.id, f.next);
      if (!f.allow) return this.notice(socket, null, refuse(f.reason, { retryAfterMs: f.retryAfterMs }));
    }
    const row = await this.repo.insertMessage({
      roomId: null, pairKey: pairKey(me.id, other.id), senderId: me.id, recipientId: other.id, clientId, nick: this.nickOn(socket, me), name: me.name, colour: me.avatarColour, body, mediaId: photo?.id ?? null, hidden: false,
    });
    if (!row) return refuse('invalid', { field: 'clientId' });
    const message = this.lookups.toMessage(row, to, photo ? new Map([[photo.id, photo]]) : undefined);
    this.channels.to([memberRoom(other.id), memberRoom(me.id)], 'chat.pm', message);
    return { ok: true, message };
  }

  /** Who someone is, as the viewer sees them (for a member who just joined a room); `blocked`: the viewer blocked them. */
  async whois(socket: ChatSocket, memberId: unknown): Promise<{ ok: true; member: ChatMember } | ChatRefused> {
    const me = await this.speaker(socket);
    if ('ok' in me) return me;
    if (typeof memberId !== 'string' || !/^[0-9a-f-]{36}$/i.test(memberId)) return refuse('invalid');
    const other = await this.members.findById(memberId);
    if (!other) return refuse('unavailable');
    return {
      ok: true,
      member: { id: other.id, nick: await this.lookups.nickOf(other), name: other.name, colour: other.avatarColour, rank: isStaff(other.role) ? 'staff' : 'member', blocked: (await this.relationships.relationFlags(me.id, other.id)).blockedByMe },
    };
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  private notice(socket: ChatSocket, roomId: string | null, r: ChatRefused): ChatRefused {
    socket.emit('chat.notice', { roomId, code: r.code, message: r.message, ...(r.retryAfterMs !== undefined ? { retryAfterMs: r.retryAfterMs } : {}) });
    return r;
  }

  /** The member behind a socket (read again on join and after 30 s), or why they may not chat. */
  private async speaker(socket: ChatSocket, fresh = false): Promise<MemberAccount | ChatRefused> {
    const id = socket.data.memberId;
    if (!id) return refuse('login');
    let cached = socket.data.chat;
    if (fresh || !cached || cached.member.id !== id || Date.now() - cached.at > SPEAKER_MS) {
      const member = await this.members.findById(id);
      if (!member) return refuse('login');
      cached = { member, nick: await this.lookups.nickOf(member), at: Date.now() };
      socket.data.chat = cached;
    }
    const me = cached.member;
    if (me.suspendedAt) return refuse('unavailable');
    if (!me.confirmedAt) return refuse('unconfirmed');
    return me;
  }

  private nickOn(socket: ChatSocket, me: MemberAccount): string {
    return socket.data.chat?.member.id === me.id ? socket.data.chat.nick : me.name;
  }
  private remember(memberId: string, message: ChatMessage): void {
    this.recent.set(`${memberId}:${message.clientId}`, message);
    if (this.recent.size > RECENT_CLIENT_IDS) this.recent.delete(this.recent.keys().next().value!);
  }
}
