import { randomBytes, randomUUID, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Server, Socket } from 'socket.io';
import {
  ChatJoinRequest,
  ChatPmRequest,
  ChatSayRequest,
  ChatSettingsUpdate,
  PUBLIC_ROOM,
  SOCKET_PATH,
  chatRoomChannel,
  memberRoom,
  type ChatAuditEntry,
  type ChatAuth,
  type ChatJoinAck,
  type ChatMedia,
  type ChatMember,
  type ChatMessage,
  type ChatPerson,
  type ChatRefusal,
  type ChatRefused,
  ChatReportRequest,
  type ChatReportedMessage,
  type ChatRoom,
  type ChatRoomAdmin,
  type ChatRoomList,
  type ChatSayAck,
  type ChatSettings,
  type ClientToServerEvents,
  CreateRoomRequest,
  ModerationRequest,
  type ReportReceipt,
  type ServerToClientEvents,
  UpdateRoomRequest,
} from '@community/contracts';
import {
  actsAsStaffOn,
  canConfigureRoom,
  canModerate,
  canSetSubject,
  chatRank,
  effectiveTier,
  floodCheck,
  isStaff,
  keywordVerdict,
  roomEntry,
  sanctionUntil,
  slowModeApplies,
  slowModeCheck,
  staffVariantScope,
  type ChatRank,
  type FloodState,
  type RoomEntryDecision,
} from '@community/domain';
import type { z } from 'zod';
import { AppException } from '../../infra/http/app-exception.js';
import { MediaService } from '../media/index.js';
import type { Member } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { ReportsService } from '../reports/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { VariantsService } from '../variants/index.js';
import { ChatErrorCode, ChatException, roomNotFound } from './chat.exception.js';
import { ChatRepository, type MessageRow, type RoomRow, type SanctionKind } from './chat.repository.js';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** What a chat socket remembers of its member between messages (refreshed on every join and after 30 s). */
interface Speaker {
  member: Member;
  nick: string;
  at: number;
}
interface SocketData {
  memberId: string | null;
  name?: string;
  chat?: Speaker;
}
export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** System rooms every variant has (the stories site has its own pair). */
const SYSTEM_ROOMS: ReadonlyArray<{ slug: string; name: string; priority: number }> = [
  { slug: 'lobby', name: 'Lobby', priority: 100 },
  { slug: 'flirt', name: 'Flirt & chat', priority: 90 },
  { slug: 'newcomers', name: 'Newcomers', priority: 80 },
];
const STORIES_ROOMS: ReadonlyArray<{ slug: string; name: string; priority: number }> = [
  { slug: 'lobby', name: 'Lobby', priority: 100 },
  { slug: 'writers', name: 'Writers’ lounge', priority: 90 },
];

/** Open rooms a member may own at once. */
export const ROOMS_PER_OWNER = 3;
const HEARTBEAT_MS = 10_000;
/** How long a node trusts what it read of a room, a member's sanctions or a socket's member (other nodes' changes show within this). */
const CACHE_MS = 2_000;
const SPEAKER_MS = 30_000;
const RECENT_CLIENT_IDS = 10_000;
const COUNT_COALESCE_MS = 250;
const DEAD_NODE_SECONDS = 35;

export const DEFAULT_CHAT_SETTINGS: Omit<ChatSettings, 'nick'> = {
  camFormat: '4:3',
  camOrientation: 'landscape',
  camSize: 'medium',
  imgRooms: true,
  imgPms: true,
  mentionSound: true,
  pmFilter: 'everyone',
  pmSound: true,
  viewClassic: false,
  viewCompact: false,
  viewHideBlocked: true,
};

const REFUSAL_TEXT: Record<ChatRefusal, string> = {
  invalid: 'That request was not valid',
  login: 'Log in to chat',
  unconfirmed: 'Confirm your e-mail address to chat',
  'not-found': 'That room is closed or does not exist',
  banned: 'You are banned from this room',
  'members-only': 'This room is for the owner’s friends only',
  secret: 'This room needs its secret',
  verified: 'This room is for verified members only',
  tier: 'This room is for members of a higher membership',
  full: 'This room is full',
  'not-in-room': 'Enter the room first',
  silenced: 'You have been silenced in this room',
  slow: 'Slow mode is on: wait a little before your next message',
  flood: 'You are sending messages too fast: slow down',
  repeat: 'You already said that: repeated messages are not sent',
  blocked: 'You cannot chat with this member',
  'pm-filter': 'This member does not take private chats from you',
  unavailable: 'This member cannot chat at the moment',
  'nick-taken': 'Someone in this room already uses your nickname: choose another in the chat settings',
  'images-off': 'Photos are not allowed in this room',
  photo: 'No such photo of yours',
};
const refuse = (code: ChatRefusal, extra: Partial<ChatRefused> = {}): ChatRefused => ({ ok: false, code, message: REFUSAL_TEXT[code], ...extra });

const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Chat rooms (issue 9). Rooms live in PostgreSQL; who is in which room is a presence table every app node
 * writes (so counts, caps and member lists hold across nodes); messages go out over socket.io rooms
 * `chat:<room id>` (the Redis Streams adapter carries them between nodes). Flood control and slow mode
 * are kept per node in memory (the reverse proxy keeps a browser on one node).
 */
@Injectable()
export class ChatService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Chat');
  readonly nodeId = randomUUID();
  private server?: ChatServer;
  private timer?: NodeJS.Timeout;
  private readonly flood = new Map<string, FloodState>();
  private readonly lastSpoke = new Map<string, number>();
  private readonly pendingCounts = new Map<string, string>();
  private readonly roomCache = new Map<string, { room: RoomRow | null; at: number }>();
  private readonly sanctionCache = new Map<string, { kinds: Set<SanctionKind>; at: number }>();
  /** Messages this node stored lately, by sender and client id: a retried `chat.say` gets its ack again. */
  private readonly recent = new Map<string, ChatMessage>();
  private countTimer?: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly repo: ChatRepository,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly reports: ReportsService,
    private readonly variants: VariantsService,
    private readonly media: MediaService,
    private readonly audit: StaffAuditService,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const v of this.variants.all()) {
      for (const r of v.flags.storiesMode ? STORIES_ROOMS : SYSTEM_ROOMS) await this.repo.ensureSystemRoom(v.code, r.slug, r.name, r.priority);
    }
    await this.repo.heartbeat(this.nodeId);
    this.timer = setInterval(() => void this.tick(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.countTimer) clearTimeout(this.countTimer);
    try {
      const rooms = await this.repo.dropNode(this.nodeId);
      for (const id of rooms) await this.roomChanged(id);
    } catch (err) {
      this.logger.warn({ err }, 'could not clear this node’s chat presence');
    }
  }

  /** Heartbeat, forget crashed nodes' members, drop stale flood state. */
  private async tick(): Promise<void> {
    try {
      await this.repo.heartbeat(this.nodeId);
      for (const id of await this.repo.sweepDeadNodes(DEAD_NODE_SECONDS)) await this.roomChanged(id);
      const now = Date.now();
      for (const [k, v] of this.flood) if (now - v.at > 60_000) this.flood.delete(k);
      for (const [k, at] of this.lastSpoke) if (now - at > 600_000) this.lastSpoke.delete(k);
    } catch (err) {
      this.logger.warn({ err }, 'chat heartbeat failed');
    }
  }

  /** The gateway hands over the socket.io server once it exists. */
  attach(server: ChatServer): void {
    this.server = server;
  }

  private io(): ChatServer {
    if (!this.server) throw new Error('the chat gateway is not initialised');
    return this.server;
  }

  // ---- rooms (HTTP) ------------------------------------------------------------------------------------

  async listRooms(domain: string): Promise<ChatRoomList> {
    const rows = await this.repo.rooms(domain);
    const counts = await this.repo.counts(rows.map((r) => r.id));
    const owners = await this.people(rows.flatMap((r) => (r.owner_id ? [r.owner_id] : [])));
    return { items: rows.map((r) => this.toRoom(r, counts.get(r.id) ?? 0, owners)) };
  }

  async createRoom(me: Member, domain: string, input: z.output<typeof CreateRoomRequest>): Promise<ChatRoomAdmin> {
    this.assertCanChat(me);
    if (!actsAsStaffOn(me, domain) && (await this.repo.ownedCount(me.id)) >= ROOMS_PER_OWNER) {
      throw new ChatException(ChatErrorCode.TooManyRooms, `You can have at most ${ROOMS_PER_OWNER} open rooms`, { field: 'roomname' });
    }
    if (await this.repo.nameTaken(domain, input.roomname)) throw new ChatException(ChatErrorCode.NameTaken, 'A room with this name is open already', { field: 'roomname' });
    const secretHash = input.protectedroom && input.roomsecret ? await hashSecret(input.roomsecret) : null;
    let room: RoomRow;
    try {
      room = await this.db.transaction(async (em) => {
        const r = await this.repo.createRoom(em, {
          domain,
          name: input.roomname,
          ownerId: me.id,
          membersOnly: input.only,
          secretHash,
          persistent: input.persistentroom,
          images: input.images,
        });
        await this.repo.audit(em, { room: r, actorId: me.id, action: 'room.create', targetId: null, detail: { only: input.only, protected: Boolean(secretHash), persistent: input.persistentroom } });
        return r;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new ChatException(ChatErrorCode.NameTaken, 'A room with this name is open already', { field: 'roomname' });
      throw err;
    }
    this.io().to(PUBLIC_ROOM).emit('chat.count', { roomId: room.id, domain: room.domain, count: 0 });
    return this.admin(me, room);
  }

  async roomAdmin(me: Member, roomId: string): Promise<ChatRoomAdmin> {
    const room = await this.roomOr404(roomId);
    const rank = await this.rankOf(me, room);
    if (rank === 'member') throw roomNotFound();
    return this.admin(me, room, rank);
  }

  async updateRoom(me: Member, roomId: string, patch: z.output<typeof UpdateRoomRequest>): Promise<ChatRoomAdmin> {
    const room = await this.roomOr404(roomId);
    const rank = await this.rankOf(me, room);
    if (rank === 'member') throw roomNotFound();
    const { subject, ...settings } = patch;
    const touchesSettings = Object.values(settings).some((v) => v !== undefined);
    if ((touchesSettings && !canConfigureRoom(rank)) || (subject !== undefined && !canSetSubject(rank))) {
      throw new ChatException(ChatErrorCode.Forbidden, 'Only the room’s owner and staff change its settings');
    }
    if (room.kind === 'system' && (settings.only !== undefined || settings.roomsecret !== undefined)) {
      throw new ChatException(ChatErrorCode.Forbidden, 'System rooms are open to every member');
    }
    const secret_hash = settings.roomsecret === undefined ? undefined : settings.roomsecret === null ? null : await hashSecret(settings.roomsecret);
    await this.db.transaction(async (em) => {
      await this.repo.updateRoom(em, room.id, {
        subject,
        slow_mode_seconds: settings.slowModeSeconds,
        max_occupancy: settings.maxOccupancy,
        verified_only: settings.verifiedOnly,
        min_tier: settings.minTier,
        images: settings.images,
        members_only: settings.only,
        secret_hash,
        keyword_filters: settings.keywordFilters,
      });
      if (subject !== undefined) await this.repo.audit(em, { room, actorId: me.id, action: 'subject', targetId: null, detail: { subject } });
      const changed = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined).map(([k, v]) => [k, k === 'roomsecret' ? (v === null ? 'removed' : 'set') : v]));
      if (touchesSettings) await this.repo.audit(em, { room, actorId: me.id, action: 'room.update', targetId: null, detail: changed });
      await this.auditStaff(em, me, room, rank, 'chat-room.update', settingsOf(room), { ...(subject !== undefined ? { subject } : {}), ...changed });
    });
    const next = (await this.repo.room(room.id))!;
    this.roomCache.set(room.id, { room: next, at: Date.now() });
    const channel = this.io().to(chatRoomChannel(room.id));
    if (subject !== undefined) channel.emit('chat.subject', { roomId: room.id, subject, by: await this.nickOf(me) });
    if (touchesSettings) channel.emit('chat.room', { roomId: room.id, detail: detailOf(next), slowModeSeconds: next.slow_mode_seconds, name: next.name });
    return this.admin(me, next, rank);
  }

  /** The owner (or staff) closes a member room: everyone in it is told and taken out. */
  async closeRoom(me: Member, roomId: string): Promise<void> {
    const room = await this.roomOr404(roomId);
    const rank = await this.rankOf(me, room);
    if (!canConfigureRoom(rank) || room.kind === 'system') throw new ChatException(ChatErrorCode.Forbidden, 'Only the owner and staff close a member room');
    await this.db.transaction(async (em) => {
      await this.repo.closeRoom(em, room.id);
      await this.repo.audit(em, { room, actorId: me.id, action: 'room.close', targetId: null });
      await this.auditStaff(em, me, room, rank, 'chat-room.close', { closed: false }, { closed: true });
    });
    this.roomCache.delete(room.id);
    const channel = chatRoomChannel(room.id);
    this.io().to(channel).emit('chat.removed', { roomId: room.id, reason: 'closed', until: null });
    this.io().in(channel).socketsLeave(channel);
    this.io().to(PUBLIC_ROOM).emit('chat.count', { roomId: room.id, domain: room.domain, count: 0, closed: true });
  }

  async moderate(me: Member, roomId: string, req: z.output<typeof ModerationRequest>): Promise<ChatRoomAdmin> {
    const room = await this.roomOr404(roomId);
    const rank = await this.rankOf(me, room);
    if (rank === 'member') throw new ChatException(ChatErrorCode.Forbidden, 'Only the room’s moderators, owner and staff moderate it');
    const target = await this.members.findById(req.memberId);
    if (!target) throw new ChatException(ChatErrorCode.MemberNotFound, 'No such member', { field: 'memberId' });
    const targetRank = await this.rankOf(target, room);
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
      await this.repo.audit(em, { room, actorId: me.id, action: req.action, targetId: target.id, detail: { until: iso(until), reason: req.reason, rank } });
      await this.auditStaff(em, me, room, rank, `chat-room.${req.action}`, null, { memberId: target.id, until: iso(until), reason: req.reason });
    });
    this.sanctionCache.delete(`${room.id}:${target.id}`);
    const io = this.io();
    const channel = chatRoomChannel(room.id);
    if (req.action === 'kick' || req.action === 'ban') {
      const was = await this.repo.removeMember(room.id, target.id);
      io.in(memberRoom(target.id)).socketsLeave(channel);
      io.to(memberRoom(target.id)).emit('chat.removed', { roomId: room.id, reason: req.action, until: req.action === 'ban' ? iso(until) : null });
      if (was) {
        io.to(channel).emit('chat.left', { roomId: room.id, memberId: target.id, nick: was.nick });
        await this.roomChanged(room.id);
      }
    } else if (req.action === 'silence') {
      io.to(memberRoom(target.id)).emit('chat.notice', { roomId: room.id, code: 'silenced-by', message: until ? `You have been silenced in ${room.name} until ${until.toISOString()}` : `You have been silenced in ${room.name}` });
    } else if (req.action === 'moderator' || req.action === 'unmoderator') {
      io.to(channel).emit('chat.rank', { roomId: room.id, memberId: target.id, rank: await this.rankOf(target, room) });
    }
    return this.admin(me, (await this.repo.room(room.id))!, rank);
  }

  // ---- xmpp/auth -----------------------------------------------------------------------------------------

  /**
   * SPEC 7 `xmpp/auth`: my chat identity and whether I may chat now (the same rule the socket applies on every
   * join and message: a suspended account cannot, an unconfirmed e-mail address cannot). The socket itself is
   * authenticated by the session cookie, so no credential is returned.
   */
  async auth(me: Member): Promise<ChatAuth> {
    const reason = me.suspendedAt ? 'unavailable' : !me.confirmedAt ? 'unconfirmed' : null;
    return {
      memberId: me.id,
      nick: await this.nickOf(me),
      rank: isStaff(me.role) ? 'staff' : 'member',
      canChat: reason === null,
      reason,
      transport: 'socket.io',
      socketPath: SOCKET_PATH,
    };
  }

  // ---- settings ----------------------------------------------------------------------------------------

  async settings(me: Member): Promise<ChatSettings> {
    const row = await this.repo.settings(me.id);
    return { ...DEFAULT_CHAT_SETTINGS, ...pickSettings(row?.settings ?? {}), nick: row?.nick ?? null };
  }

  async updateSettings(me: Member, patch: z.output<typeof ChatSettingsUpdate>): Promise<ChatSettings> {
    const current = await this.settings(me);
    const { nick: wanted, ...rest } = patch;
    let nick = current.nick;
    if (wanted !== undefined) {
      nick = wanted === null || wanted.toLowerCase() === me.name.toLowerCase() ? null : wanted;
      if (nick) {
        const owner = await this.members.findByName(nick);
        if ((owner && owner.id !== me.id) || (await this.repo.nickTaken(nick, me.id))) {
          throw new ChatException(ChatErrorCode.NickTaken, 'This nickname is taken', { field: 'nick' });
        }
      }
    }
    const next = { ...current, ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)), nick };
    const { nick: _n, ...stored } = next;
    if (!(await this.repo.saveSettings(me.id, stored, nick))) throw new ChatException(ChatErrorCode.NickTaken, 'This nickname is taken', { field: 'nick' });
    return next;
  }

  // ---- reports -----------------------------------------------------------------------------------------

  async report(me: Member, site: { variant: string; locale: string }, input: z.output<typeof ChatReportRequest>): Promise<ReportReceipt> {
    const msg = await this.repo.message(input.messageId);
    // Only messages the reporter could have seen: in a room they are in, or a private message to or from them.
    const visible = msg && (msg.room_id ? await this.repo.isIn(msg.room_id, me.id) : msg.sender_id === me.id || msg.recipient_id === me.id);
    if (!msg || !visible || msg.hidden) throw new ChatException(ChatErrorCode.NotFound, 'No such message', { field: 'messageId' });
    if (msg.sender_id === me.id) throw new ChatException(ChatErrorCode.SelfReport, 'You cannot report your own message', { field: 'messageId' });
    const room = msg.room_id ? await this.repo.room(msg.room_id) : null;
    const row = await this.repo.insertReport({
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
    await this.repo.linkReport(row.id, receipt.id);
    return receipt;
  }

  // ---- staff console -----------------------------------------------------------------------------------

  /** The variants a staff member may look at, narrowed to `variant` when asked (one outside the scope shows nothing). */
  private staffDomains(actor: Member, variant: string | null): string[] | null {
    const scope = staffVariantScope(actor);
    if (!scope) throw new ChatException(ChatErrorCode.Forbidden, 'Staff only');
    if (variant) return scope === 'all' || scope === variant ? [variant] : [];
    return scope === 'all' ? null : [scope];
  }

  async staffAudit(actor: Member, q: { variant: string | null; roomId: string | null; offset: number; limit: number; order: 'ASC' | 'DESC' }): Promise<{ rows: ChatAuditEntry[]; total: number }> {
    const { rows, total } = await this.repo.auditPage(this.staffDomains(actor, q.variant), q.roomId, q.offset, q.limit, q.order);
    const people = await this.people(rows.flatMap((r) => [r.actor_id, r.target_id]).filter((x): x is string => Boolean(x)));
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        roomId: r.room_id,
        roomName: r.room_name,
        actorId: r.actor_id,
        actorName: r.actor_id ? (people.get(r.actor_id)?.name ?? 'Closed account') : 'Word filter',
        action: r.action,
        targetId: r.target_id,
        targetName: r.target_id ? (people.get(r.target_id)?.name ?? 'Closed account') : '',
        detail: r.detail,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }

  async staffReports(actor: Member, q: { variant: string | null; source: 'member' | 'keyword' | null; offset: number; limit: number; order: 'ASC' | 'DESC' }): Promise<{ rows: ChatReportedMessage[]; total: number }> {
    const { rows, total } = await this.repo.reportPage(this.staffDomains(actor, q.variant), q.source, q.offset, q.limit, q.order);
    const people = await this.people(rows.flatMap((r) => [r.reporter_id, r.sender_id]).filter((x): x is string => Boolean(x)));
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        roomId: r.room_id,
        roomName: r.room_name,
        messageId: r.message_id,
        senderId: r.sender_id,
        senderName: r.sender_id ? (people.get(r.sender_id)?.name ?? r.sender_nick) : r.sender_nick,
        body: r.body,
        mediaId: r.media_id,
        source: r.source,
        reporterId: r.reporter_id,
        reporterName: r.reporter_id ? (people.get(r.reporter_id)?.name ?? 'Closed account') : 'Word filter',
        reason: r.reason,
        details: r.details,
        reportId: r.report_id,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }

  // ---- the socket ------------------------------------------------------------------------------------

  async join(socket: ChatSocket, payload: unknown): Promise<ChatJoinAck> {
    const parsed = ChatJoinRequest.safeParse(payload);
    if (!parsed.success) return refuse('invalid', { field: String(parsed.error.issues[0]?.path[0] ?? '') });
    const me = await this.speaker(socket, true);
    if ('ok' in me) return me;
    const room = await this.repo.room(parsed.data.roomId);
    if (!room) return refuse('not-found');
    this.roomCache.set(room.id, { room, at: Date.now() });
    const rank = await this.rankOf(me, room);
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
    await this.repo.enter({ roomId: room.id, socketId: socket.id, memberId: me.id, nodeId: this.nodeId, nick, name: me.name, colour: me.avatarColour, staff: rank === 'staff' });
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
      await this.roomChanged(room.id);
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
        messages: await this.withPhotos(history, null),
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
    if (left.gone) await this.departed(roomId, left.memberId, left.nick);
    return { ok: true };
  }

  /** A socket went away: it leaves every room it was in. */
  async disconnected(socketId: string): Promise<void> {
    for (const r of await this.repo.leaveAll(socketId)) if (r.gone) await this.departed(r.roomId, r.memberId, r.nick);
  }

  private async departed(roomId: string, memberId: string, nick: string): Promise<void> {
    this.io().to(chatRoomChannel(roomId)).emit('chat.left', { roomId, memberId, nick });
    await this.roomChanged(roomId);
  }

  /** Someone spoke in a room: checks, flood control, keyword filters, stored (last 150), then to the room. */
  async say(socket: ChatSocket, payload: unknown): Promise<ChatSayAck> {
    const parsed = ChatSayRequest.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse('invalid', { field: String(issue?.path[0] ?? ''), message: issue?.message ?? REFUSAL_TEXT.invalid });
    }
    const { roomId, clientId, body, media } = parsed.data;
    const me = await this.speaker(socket);
    if ('ok' in me) return me;
    const again = this.recent.get(`${me.id}:${clientId}`);
    if (again) return again.roomId === roomId ? { ok: true, message: again } : refuse('invalid', { field: 'clientId' });
    if (!socket.rooms.has(chatRoomChannel(roomId))) return refuse('not-in-room');
    const room = await this.cachedRoom(roomId);
    if (!room) return refuse('not-found');
    const sanctions = await this.cachedSanctions(room.id, me.id);
    const rank = await this.rankOf(me, room, sanctions);
    if (sanctions.has('silence') && rank === 'member') return this.notice(socket, room.id, refuse('silenced'));
    if (media && !room.images) return refuse('images-off', { field: 'media' });
    const photo = media ? await this.sendablePhoto(me, media) : null;
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
      return stored && stored.room_id === roomId ? { ok: true, message: (await this.withPhotos([stored], null))[0]!, ...(stored.hidden ? { hidden: true } : {}) } : refuse('invalid', { field: 'clientId' });
    }
    const message = this.toMessage(row, null, photo ? new Map([[photo.id, photo]]) : undefined);
    if (verdict) {
      const report = await this.repo.insertReport({
        message_id: row.id, room_id: room.id, room_name: room.name, domain: room.domain, sender_id: me.id, sender_nick: row.sender_nick, body,
        source: 'keyword', reporter_id: null, reason: verdict.hide ? 'keyword-hidden' : 'keyword-reported', details: verdict.words.join(', '),
      });
      if (report) await this.repo.audit(undefined, { room, actorId: null, action: verdict.hide ? 'filter.hide' : 'filter.report', targetId: me.id, detail: { messageId: row.id, words: verdict.words } });
    }
    if (verdict?.hide) return { ok: true, message, hidden: true };
    this.remember(me.id, message);
    this.io().to(chatRoomChannel(room.id)).emit('chat.message', message);
    return { ok: true, message };
  }

  /** A private chat message to one member (blocks either way and their pmFilter refuse it). */
  async pm(socket: ChatSocket, payload: unknown): Promise<ChatSayAck> {
    const parsed = ChatPmRequest.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse('invalid', { field: String(issue?.path[0] ?? ''), message: issue?.message ?? REFUSAL_TEXT.invalid });
    }
    const { toMemberId, clientId, body, media } = parsed.data;
    const me = await this.speaker(socket);
    if ('ok' in me) return me;
    if (toMemberId === me.id) return refuse('invalid', { field: 'toMemberId' });
    const other = await this.members.findById(toMemberId);
    if (!other || other.suspendedAt) return refuse('unavailable');
    const to: ChatPerson = { id: other.id, nick: await this.nickOf(other), name: other.name, colour: other.avatarColour };
    const retry = await this.repo.bySenderClientId(me.id, clientId);
    if (retry) return retry.recipient_id === other.id ? { ok: true, message: (await this.withPhotos([retry], to))[0]! } : refuse('invalid', { field: 'clientId' });
    if (await this.relationships.isBlocked(me.id, other.id)) return refuse('blocked');
    const photo = media ? await this.sendablePhoto(me, media) : null;
    if (photo && 'ok' in photo) return photo;
    if (!actsAsStaffOn(me, other.homeVariant)) {
      const filter = (await this.settings(other)).pmFilter;
      if (filter === 'nobody' || (filter === 'friends' && !(await this.relationships.areFriends(me.id, other.id)))) return refuse('pm-filter');
      const f = floodCheck(this.flood.get(me.id), floodText(body, media), Date.now());
      this.flood.set(me.id, f.next);
      if (!f.allow) return this.notice(socket, null, refuse(f.reason, { retryAfterMs: f.retryAfterMs }));
    }
    const row = await this.repo.insertMessage({
      roomId: null, pairKey: pairKey(me.id, other.id), senderId: me.id, recipientId: other.id, clientId, nick: this.nickOn(socket, me), name: me.name, colour: me.avatarColour, body, mediaId: photo?.id ?? null, hidden: false,
    });
    if (!row) return refuse('invalid', { field: 'clientId' });
    const message = this.toMessage(row, to, photo ? new Map([[photo.id, photo]]) : undefined);
    this.io().to(memberRoom(other.id)).to(memberRoom(me.id)).emit('chat.pm', message);
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
      member: { id: other.id, nick: await this.nickOf(other), name: other.name, colour: other.avatarColour, rank: isStaff(other.role) ? 'staff' : 'member', blocked: (await this.relationships.relationFlags(me.id, other.id)).blockedByMe },
    };
  }

  // ---- helpers -------------------------------------------------------------------------------------------

  private notice(socket: ChatSocket, roomId: string | null, r: ChatRefused): ChatRefused {
    socket.emit('chat.notice', { roomId, code: r.code, message: r.message, ...(r.retryAfterMs !== undefined ? { retryAfterMs: r.retryAfterMs } : {}) });
    return r;
  }

  /** The member behind a socket (read again on join and after 30 s), or why they may not chat. */
  private async speaker(socket: ChatSocket, fresh = false): Promise<Member | ChatRefused> {
    const id = socket.data.memberId;
    if (!id) return refuse('login');
    let cached = socket.data.chat;
    if (fresh || !cached || cached.member.id !== id || Date.now() - cached.at > SPEAKER_MS) {
      const member = await this.members.findById(id);
      if (!member) return refuse('login');
      cached = { member, nick: await this.nickOf(member), at: Date.now() };
      socket.data.chat = cached;
    }
    const me = cached.member;
    if (me.suspendedAt) return refuse('unavailable');
    if (!me.confirmedAt) return refuse('unconfirmed');
    return me;
  }

  private nickOn(socket: ChatSocket, me: Member): string {
    return socket.data.chat?.member.id === me.id ? socket.data.chat.nick : me.name;
  }

  private assertCanChat(me: Member): void {
    if (!me.confirmedAt) throw new ChatException(ChatErrorCode.VerificationRequired, 'Confirm your e-mail address to chat', { flags: { verification_required: true } });
    if (me.suspendedAt) throw new ChatException(ChatErrorCode.Forbidden, 'message:Your account cannot chat at the moment');
  }

  private async cachedRoom(id: string): Promise<RoomRow | null> {
    const hit = this.roomCache.get(id);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.room;
    const room = await this.repo.room(id);
    this.roomCache.set(id, { room, at: Date.now() });
    return room;
  }

  private async cachedSanctions(roomId: string, memberId: string): Promise<Set<SanctionKind>> {
    const key = `${roomId}:${memberId}`;
    const hit = this.sanctionCache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.kinds;
    const kinds = await this.repo.sanctionsOf(roomId, memberId);
    this.sanctionCache.set(key, { kinds, at: Date.now() });
    return kinds;
  }

  private remember(memberId: string, message: ChatMessage): void {
    this.recent.set(`${memberId}:${message.clientId}`, message);
    if (this.recent.size > RECENT_CLIENT_IDS) this.recent.delete(this.recent.keys().next().value!);
  }

  private async roomOr404(id: string): Promise<RoomRow> {
    const room = await this.repo.room(id);
    if (!room) throw roomNotFound();
    return room;
  }

  /**
   * Staff using their rank on a room that is not theirs: a staff audit entry in the change's transaction, beside
   * the room's own chat audit line.
   */
  private async auditStaff(em: EntityManager, me: Member, room: RoomRow, rank: ChatRank, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>): Promise<void> {
    if (rank !== 'staff' || room.owner_id === me.id) return;
    await this.audit.record(em, { staffId: me.id, action, targetType: 'chat-room', targetId: room.id, variant: room.domain, before: { ownerId: room.owner_id, name: room.name, ...before }, after });
  }

  /** Staff rank only on the room's own variant; elsewhere staff are ranked as any member. */
  private async rankOf(m: Member, room: RoomRow, known?: Set<SanctionKind>): Promise<ChatRank> {
    if (actsAsStaffOn(m, room.domain)) return 'staff';
    if (room.owner_id === m.id) return 'owner';
    const s = known ?? (await this.repo.sanctionsOf(room.id, m.id));
    return chatRank({ isStaff: false, isOwner: false, isModerator: s.has('moderator') });
  }

  private async nickOf(m: Member): Promise<string> {
    return (await this.repo.settings(m.id))?.nick ?? m.name;
  }

  /**
   * A room's count changed: an empty room that does not persist closes at once (said at once); other counts
   * go to the public channel (every node) coalesced, at most one `chat.count` per room per 250 ms, so a
   * busy room does not send every visitor of the site one event per arrival.
   */
  private async roomChanged(roomId: string): Promise<void> {
    const room = await this.repo.room(roomId);
    if (!room) return;
    if ((await this.repo.count(roomId)) === 0 && (await this.repo.closeIfEmpty(roomId))) {
      this.pendingCounts.delete(roomId);
      this.server?.to(PUBLIC_ROOM).emit('chat.count', { roomId, domain: room.domain, count: 0, closed: true });
      return;
    }
    this.pendingCounts.set(roomId, room.domain);
    this.countTimer ??= setTimeout(() => void this.flushCounts(), COUNT_COALESCE_MS);
  }

  private async flushCounts(): Promise<void> {
    this.countTimer = undefined;
    const pending = new Map(this.pendingCounts);
    this.pendingCounts.clear();
    try {
      const counts = await this.repo.counts([...pending.keys()]);
      for (const [roomId, domain] of pending) this.server?.to(PUBLIC_ROOM).emit('chat.count', { roomId, domain, count: counts.get(roomId) ?? 0 });
    } catch (err) {
      this.logger.warn({ err }, 'could not send the chat counts');
    }
  }

  private async people(ids: Iterable<string>): Promise<Map<string, Member>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => this.members.findById(id)));
    return new Map(found.flatMap((m) => (m ? [[m.id, m] as const] : [])));
  }

  /** A stored message as clients see it; `to` is the other member of a private message. */
  private toMessage(r: MessageRow, to: ChatPerson | null, photos?: Map<string, ChatMedia>): ChatMessage {
    return {
      id: r.id,
      roomId: r.room_id,
      clientId: r.client_id,
      from: { id: r.sender_id ?? '', nick: r.sender_nick, name: r.sender_name, colour: r.sender_colour },
      to: r.pair_key ? (to ?? { id: r.recipient_id ?? '', nick: '', name: '', colour: 1 }) : null,
      body: r.body,
      media: r.media_id ? (photos?.get(r.media_id) ?? null) : null,
      hasMedia: r.media_id !== null,
      createdAt: r.created_at.toISOString(),
    };
  }

  /** Stored messages with their photos, each shown only while its owner may still show it (approved, not deleted). */
  private async withPhotos(rows: MessageRow[], to: ChatPerson | null): Promise<ChatMessage[]> {
    const wanted = [...new Map(rows.flatMap((r) => (r.media_id && r.sender_id ? [[r.media_id, r.sender_id] as const] : []))).entries()];
    const photos = new Map<string, ChatMedia>();
    if (wanted.length > 0) {
      const owners = await this.people(wanted.map(([, owner]) => owner));
      // One media lookup per photo (the media module has no batch read yet).
      await Promise.all(
        wanted.map(async ([mediaId, ownerId]) => {
          const owner = owners.get(ownerId);
          if (!owner || owner.suspendedAt) return;
          const photo = await this.photoOf(owner, mediaId);
          if (photo) photos.set(mediaId, photo);
        }),
      );
    }
    return rows.map((r) => this.toMessage(r, to, photos));
  }

  /** One of `owner`'s photos as the chat shows it, or null when it is not (or no longer) an approved, processed photo of theirs. */
  private async photoOf(owner: Member, mediaId: string): Promise<ChatMedia | null> {
    const item = await this.media.get(owner, mediaId, false).catch((err: unknown) => {
      if (err instanceof AppException && err.statusCode < 500) return null;
      throw err;
    });
    if (!item || !item.permissions.canEdit || item.kind !== 'image' || item.status !== 'approved' || item.processing !== 'ready') return null;
    return { id: item.id, width: item.width, height: item.height, sizes: item.sizes };
  }

  /**
   * A photo may go in the chat when it is the sender's own, a photo (not a video), approved by staff and
   * processed: nobody in a room sees an unmoderated upload. Anything else is refused on `media` (someone
   * else's private photo is not told apart from none).
   */
  private async sendablePhoto(me: Member, mediaId: string): Promise<ChatMedia | ChatRefused> {
    const item = await this.media.get(me, mediaId, false).catch((err: unknown) => {
      if (err instanceof AppException && err.statusCode < 500) return null;
      throw err;
    });
    if (!item || !item.permissions.canEdit) return refuse('photo', { field: 'media' });
    if (item.kind !== 'image') return refuse('photo', { field: 'media', message: 'Only photos can go in the chat' });
    if (item.status !== 'approved' || item.processing !== 'ready') return refuse('photo', { field: 'media', message: 'This photo can be sent once it is approved' });
    return { id: item.id, width: item.width, height: item.height, sizes: item.sizes };
  }

  private toRoom(r: RoomRow, count: number, owners: Map<string, Member>): ChatRoom {
    const owner = r.owner_id ? owners.get(r.owner_id) : undefined;
    return {
      id: r.id,
      name: r.name,
      count,
      domain: r.domain,
      priority: r.priority,
      kind: r.kind,
      owner: owner ? { id: owner.id, name: owner.name } : null,
      subject: r.subject,
      detail: detailOf(r),
      verifiedOnly: r.verified_only,
      minTier: r.min_tier,
      maxOccupancy: r.max_occupancy,
      slowModeSeconds: r.slow_mode_seconds,
    };
  }

  private async admin(me: Member, room: RoomRow, rank?: ChatRank): Promise<ChatRoomAdmin> {
    const sanctions = await this.repo.sanctions(room.id);
    const people = await this.people([...sanctions.map((s) => s.member_id), ...(room.owner_id ? [room.owner_id] : [])]);
    const list = (kind: SanctionKind) =>
      sanctions.filter((s) => s.kind === kind).map((s) => ({ memberId: s.member_id, name: people.get(s.member_id)?.name ?? 'Closed account', until: iso(s.until) }));
    return {
      ...this.toRoom(room, await this.repo.count(room.id), people),
      keywordFilters: room.keyword_filters,
      moderators: list('moderator'),
      bans: list('ban'),
      silences: list('silence'),
      myRank: rank ?? (await this.rankOf(me, room)),
    };
  }
}

/** What flood control compares: the text, and the photo (two different photos without a caption are not a copy-paste). */
function floodText(body: string, media: string | undefined): string {
  return media ? `${body}\u0000${media}` : body;
}

function detailOf(r: RoomRow) {
  return { images: r.images, only: r.members_only, protected: r.secret_hash !== null, persistent: r.persistent };
}

/** A room's settings as the staff audit records them before a change (the names of UpdateRoomRequest; never the secret). */
function settingsOf(r: RoomRow): Record<string, unknown> {
  return {
    subject: r.subject,
    slowModeSeconds: r.slow_mode_seconds,
    maxOccupancy: r.max_occupancy,
    verifiedOnly: r.verified_only,
    minTier: r.min_tier,
    images: r.images,
    only: r.members_only,
    roomsecret: r.secret_hash === null ? 'none' : 'set',
    keywordFilters: r.keyword_filters,
  };
}

function pickSettings(raw: Record<string, unknown>): Partial<Omit<ChatSettings, 'nick'>> {
  const parsed = ChatSettingsUpdate.safeParse(raw);
  if (!parsed.success) return {};
  const { nick: _nick, ...rest } = parsed.data;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}

async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, 32);
  return `scrypt:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

async function verifySecret(stored: string, secret: string): Promise<boolean> {
  const [, salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const got = await scrypt(secret, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(got, expected);
}

