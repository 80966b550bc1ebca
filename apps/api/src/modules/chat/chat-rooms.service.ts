import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PUBLIC_ROOM, chatRoomChannel, type ChatRoomAdmin, type ChatRoomList, CreateRoomRequest, UpdateRoomRequest } from '@community/contracts';
import { actsAsStaffOn, canConfigureRoom, canSetSubject } from '@community/domain';
import type { z } from 'zod';
import type { MemberAccount } from '../members/index.js';
import { ChatChannels } from './chat-channels.js';
import { ChatLookups } from './chat-lookups.service.js';
import { ChatErrorCode, ChatException, roomNotFound } from './chat.exception.js';
import { ChatRecordsRepository } from './chat-records.repository.js';
import { ChatRepository, type RoomRow } from './chat.repository.js';
import { ROOMS_PER_OWNER, detailOf, hashSecret, settingsOf } from './chat.support.js';

/** Chat rooms over HTTP: the list, opening a member room, its settings and subject, closing it. */
@Injectable()
export class ChatRoomsService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: ChatRepository,
    private readonly records: ChatRecordsRepository,
    private readonly lookups: ChatLookups,
    private readonly channels: ChatChannels,
  ) {}

  async listRooms(domain: string): Promise<ChatRoomList> {
    const rows = await this.repo.rooms(domain);
    const counts = await this.repo.counts(rows.map((r) => r.id));
    const owners = await this.lookups.people(rows.flatMap((r) => (r.owner_id ? [r.owner_id] : [])));
    return { items: rows.map((r) => this.lookups.toRoom(r, counts.get(r.id) ?? 0, owners)) };
  }

  async createRoom(me: MemberAccount, domain: string, input: z.output<typeof CreateRoomRequest>): Promise<ChatRoomAdmin> {
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
        await this.records.audit(em, { room: r, actorId: me.id, action: 'room.create', targetId: null, detail: { only: input.only, protected: Boolean(secretHash), persistent: input.persistentroom } });
        return r;
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new ChatException(ChatErrorCode.NameTaken, 'A room with this name is open already', { field: 'roomname' });
      throw err;
    }
    this.channels.to(PUBLIC_ROOM, 'chat.count', { roomId: room.id, domain: room.domain, count: 0 });
    return this.lookups.admin(me, room);
  }

  async roomAdmin(me: MemberAccount, roomId: string): Promise<ChatRoomAdmin> {
    const room = await this.lookups.roomOr404(roomId);
    const rank = await this.lookups.rankOf(me, room);
    if (rank === 'member') throw roomNotFound();
    return this.lookups.admin(me, room, rank);
  }

  async updateRoom(me: MemberAccount, roomId: string, patch: z.output<typeof UpdateRoomRequest>): Promise<ChatRoomAdmin> {
    const room = await this.lookups.roomOr404(roomId);
    const rank = await this.lookups.rankOf(me, room);
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
      if (subject !== undefined) await this.records.audit(em, { room, actorId: me.id, action: 'subject', targetId: null, detail: { subject } });
      const changed = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined).map(([k, v]) => [k, k === 'roomsecret' ? (v === null ? 'removed' : 'set') : v]));
      if (touchesSettings) await this.records.audit(em, { room, actorId: me.id, action: 'room.update', targetId: null, detail: changed });
      await this.lookups.auditStaff(em, me, room, rank, 'chat-room.update', settingsOf(room), { ...(subject !== undefined ? { subject } : {}), ...changed });
    });
    const next = (await this.repo.room(room.id))!;
    this.lookups.cacheRoom(next);
    const channel = chatRoomChannel(room.id);
    if (subject !== undefined) this.channels.to(channel, 'chat.subject', { roomId: room.id, subject, by: await this.lookups.nickOf(me) });
    if (touchesSettings) this.channels.to(channel, 'chat.room', { roomId: room.id, detail: detailOf(next), slowModeSeconds: next.slow_mode_seconds, name: next.name });
    return this.lookups.admin(me, next, rank);
  }

  /** The owner (or staff) closes a member room: everyone in it is told and taken out. */
  async closeRoom(me: MemberAccount, roomId: string): Promise<void> {
    const room = await this.lookups.roomOr404(roomId);
    const rank = await this.lookups.rankOf(me, room);
    if (!canConfigureRoom(rank) || room.kind === 'system') throw new ChatException(ChatErrorCode.Forbidden, 'Only the owner and staff close a member room');
    await this.db.transaction(async (em) => {
      await this.repo.closeRoom(em, room.id);
      await this.records.audit(em, { room, actorId: me.id, action: 'room.close', targetId: null });
      await this.lookups.auditStaff(em, me, room, rank, 'chat-room.close', { closed: false }, { closed: true });
    });
    this.lookups.forgetRoom(room.id);
    const channel = chatRoomChannel(room.id);
    this.channels.to(channel, 'chat.removed', { roomId: room.id, reason: 'closed', until: null });
    this.channels.leave(channel, channel);
    this.channels.to(PUBLIC_ROOM, 'chat.count', { roomId: room.id, domain: room.domain, count: 0, closed: true });
  }

  private assertCanChat(me: MemberAccount): void {
    if (!me.confirmedAt) throw new ChatException(ChatErrorCode.VerificationRequired, 'Confirm your e-mail address to chat', { flags: { verification_required: true } });
    if (me.suspendedAt) throw new ChatException(ChatErrorCode.Forbidden, 'message:Your account cannot chat at the moment');
  }
}
