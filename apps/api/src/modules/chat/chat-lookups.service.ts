import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ChatMedia, ChatMessage, ChatPerson, ChatRefused, ChatRoom, ChatRoomAdmin } from '@community/contracts';
import { actsAsStaffOn, chatRank, type ChatRank } from '@community/domain';
import { AppException } from '../../infra/http/app-exception.js';
import { MediaService } from '../media/index.js';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { roomNotFound } from './chat.exception.js';
import { ChatRepository, type MessageRow, type RoomRow, type SanctionKind } from './chat.repository.js';
import { CACHE_MS, detailOf, iso, refuse } from './chat.support.js';

/**
 * What every chat service reads the same way: rooms and sanctions (cached per node for 2 s), a member's rank
 * and nick in a room, members by id, photos, and the shapes rooms and messages have for clients.
 */
@Injectable()
export class ChatLookups {
  private readonly roomCache = new Map<string, { room: RoomRow | null; at: number }>();
  private readonly sanctionCache = new Map<string, { kinds: Set<SanctionKind>; at: number }>();

  constructor(
    private readonly repo: ChatRepository,
    private readonly members: MembersService,
    private readonly media: MediaService,
    private readonly audit: StaffAuditService,
  ) {}

  // ---- the node's short caches ---------------------------------------------------------------------------

  async cachedRoom(id: string): Promise<RoomRow | null> {
    const hit = this.roomCache.get(id);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.room;
    const room = await this.repo.room(id);
    this.roomCache.set(id, { room, at: Date.now() });
    return room;
  }

  /** A room just read or changed on this node. */
  cacheRoom(room: RoomRow): void {
    this.roomCache.set(room.id, { room, at: Date.now() });
  }

  forgetRoom(id: string): void {
    this.roomCache.delete(id);
  }

  async cachedSanctions(roomId: string, memberId: string): Promise<Set<SanctionKind>> {
    const key = `${roomId}:${memberId}`;
    const hit = this.sanctionCache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.kinds;
    const kinds = await this.repo.sanctionsOf(roomId, memberId);
    this.sanctionCache.set(key, { kinds, at: Date.now() });
    return kinds;
  }

  forgetSanctions(roomId: string, memberId: string): void {
    this.sanctionCache.delete(`${roomId}:${memberId}`);
  }

  // ---- rooms, ranks, people ----------------------------------------------------------------------------

  async roomOr404(id: string): Promise<RoomRow> {
    const room = await this.repo.room(id);
    if (!room) throw roomNotFound();
    return room;
  }

  /** Staff rank only on the room's own variant; elsewhere staff are ranked as any member. */
  async rankOf(m: MemberRef, room: RoomRow, known?: Set<SanctionKind>): Promise<ChatRank> {
    if (actsAsStaffOn(m, room.domain)) return 'staff';
    if (room.owner_id === m.id) return 'owner';
    const s = known ?? (await this.repo.sanctionsOf(room.id, m.id));
    return chatRank({ isStaff: false, isOwner: false, isModerator: s.has('moderator') });
  }

  async nickOf(m: MemberRef): Promise<string> {
    return (await this.repo.settings(m.id))?.nick ?? m.name;
  }

  async people(ids: Iterable<string>): Promise<Map<string, MemberRef>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(unique.map((id) => this.members.findById(id)));
    return new Map(found.flatMap((m) => (m ? [[m.id, m] as const] : [])));
  }

  /**
   * Staff using their rank on a room that is not theirs: a staff audit entry in the change's transaction, beside
   * the room's own chat audit line.
   */
  async auditStaff(em: EntityManager, me: MemberRef, room: RoomRow, rank: ChatRank, action: string, before: Record<string, unknown> | null, after: Record<string, unknown>): Promise<void> {
    if (rank !== 'staff' || room.owner_id === me.id) return;
    await this.audit.record(em, { staffId: me.id, action, targetType: 'chat-room', targetId: room.id, variant: room.domain, before: { ownerId: room.owner_id, name: room.name, ...before }, after });
  }

  // ---- messages and photos ---------------------------------------------------------------------------

  /** A stored message as clients see it; `to` is the other member of a private message. */
  toMessage(r: MessageRow, to: ChatPerson | null, photos?: Map<string, ChatMedia>): ChatMessage {
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
  async withPhotos(rows: MessageRow[], to: ChatPerson | null): Promise<ChatMessage[]> {
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
  private async photoOf(owner: MemberRef, mediaId: string): Promise<ChatMedia | null> {
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
  async sendablePhoto(me: MemberRef, mediaId: string): Promise<ChatMedia | ChatRefused> {
    const item = await this.media.get(me, mediaId, false).catch((err: unknown) => {
      if (err instanceof AppException && err.statusCode < 500) return null;
      throw err;
    });
    if (!item || !item.permissions.canEdit) return refuse('photo', { field: 'media' });
    if (item.kind !== 'image') return refuse('photo', { field: 'media', message: 'Only photos can go in the chat' });
    if (item.status !== 'approved' || item.processing !== 'ready') return refuse('photo', { field: 'media', message: 'This photo can be sent once it is approved' });
    return { id: item.id, width: item.width, height: item.height, sizes: item.sizes };
  }

  // ---- rooms as clients see them ---------------------------------------------------------------------

  toRoom(r: RoomRow, count: number, owners: Map<string, MemberRef>): ChatRoom {
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

  async admin(me: MemberRef, room: RoomRow, rank?: ChatRank): Promise<ChatRoomAdmin> {
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
