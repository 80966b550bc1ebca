import { Injectable } from '@nestjs/common';
import type { Conversation, Message, MessageAlbumInvite, MessageKind, MessageMedia, Participant, SendResult } from '@community/contracts';
import { canReplyMessages, readState } from '@community/domain';
import { AlbumsService, MediaService } from '../media/index.js';
import { MembersService, toViewer } from '../members/index.js';
import { MessagingSettingsRepository } from './messaging-settings.repository.js';
import { MessagingRepository, type MediaKind, type MembershipRow, type MessageRow, type ParticipantRow } from './messaging.repository.js';
import { big, senderFacts, toParticipant, type MessagingViewer } from './send-rules.js';

/**
 * How conversations and messages look to a viewer: the API shapes built from the repository's rows, with the
 * people, photos, videos and album cards of a page looked up in batches (never one lookup per row). Every
 * messaging service answers through these.
 */
@Injectable()
export class MessageViews {
  constructor(
    private readonly repo: MessagingRepository,
    private readonly settingsRepo: MessagingSettingsRepository,
    private readonly members: MembersService,
    private readonly media: MediaService,
    private readonly albums: AlbumsService,
  ) {}

  /** Members by id in one query, whatever the page size (MembersService is the members table's gateway). */
  async people(ids: Iterable<string>): Promise<Map<string, Participant>> {
    const found = await this.members.findByIds([...new Set(ids)]);
    return new Map(found.map((m) => [m.id, toParticipant(m)] as const));
  }

  async toConversations(viewer: MessagingViewer, rows: MembershipRow[]): Promise<Conversation[]> {
    const me = viewer.member.id;
    const participants = await this.repo.participants(rows.map((r) => r.conversation_id));
    const people = await this.people(participants.filter((p) => p.member_id !== me).map((p) => p.member_id));
    const off = await this.settingsRepo.receiptsOff([...new Set(participants.map((p) => p.member_id))]);
    return this.buildConversations(viewer, rows, participants, people, off, await this.lastAlbumNames(rows));
  }

  /** The names of the albums the listed conversations' last messages invite to (one album lookup per page). */
  async lastAlbumNames(rows: MembershipRow[]): Promise<Map<string, string>> {
    const wanted = rows.filter((r) => r.lm_album_id && r.lm_sender_id);
    if (wanted.length === 0) return new Map();
    const found = await this.albums.cards([...new Set(wanted.map((r) => r.lm_album_id!))]);
    const out = new Map<string, string>();
    for (const r of wanted) {
      const a = found.get(r.lm_album_id!);
      if (a && a.ownerId === r.lm_sender_id) out.set(a.id, a.name);
    }
    return out;
  }

  buildConversations(
    viewer: MessagingViewer,
    rows: MembershipRow[],
    participants: ParticipantRow[],
    people: ReadonlyMap<string, Participant>,
    off: ReadonlySet<string>,
    albumNames: ReadonlyMap<string, string>,
  ): Conversation[] {
    const me = viewer.member.id;
    const byConversation = new Map<string, ParticipantRow[]>();
    for (const p of participants) byConversation.set(p.conversation_id, [...(byConversation.get(p.conversation_id) ?? []), p]);
    const canReply = canReplyMessages(toViewer(viewer.member));
    return rows.map((r) => {
      const all = byConversation.get(r.conversation_id) ?? [];
      const others = all.filter((p) => p.member_id !== me);
      const shown = others.flatMap((p) => (people.has(p.member_id) ? [people.get(p.member_id)!] : []));
      const lastMessage =
        r.last_message_id && r.lm_body !== null
          ? {
              id: r.last_message_id,
              createdAt: r.lm_created_at!.toISOString(),
              message: r.lm_body,
              kind: kindOf(r.lm_album_id, r.lm_media_kind),
              albumName: r.lm_album_id ? (albumNames.get(r.lm_album_id) ?? null) : null,
              senderId: r.lm_sender_id,
              ...readState(
                { id: big(r.last_message_id), senderId: r.lm_sender_id },
                { id: me, readUpTo: big(r.last_read_message_id) },
                others.map((o) => ({ id: o.member_id, readUpTo: receiptOf(o, off, me) })),
              ),
            }
          : null;
      return {
        id: r.conversation_id,
        isGroup: r.is_group,
        name: r.is_group ? (r.name ?? shown.map((p) => p.name).join(', ')) : (shown[0]?.name ?? ''),
        coverImage: r.is_group ? null : (shown[0]?.avatar ?? null),
        participants: shown,
        folder: r.folder,
        unread: r.unread_count,
        lastMessage,
        canSend: canReply && (r.is_group || shown.length > 0),
        createdAt: r.created_at.toISOString(),
      };
    });
  }

  async toMessages(viewerId: string, rows: MessageRow[]): Promise<Message[]> {
    const conversationIds = [...new Set(rows.map((r) => r.conversation_id))];
    const participants = await this.repo.participants(conversationIds);
    const people = await this.people(rows.flatMap((r) => (r.sender_id ? [r.sender_id] : [])));
    const off = await this.settingsRepo.receiptsOff([...new Set(participants.map((p) => p.member_id))]);
    const [media, albums] = await Promise.all([this.mediaOf(rows), this.albumCards(rows)]);
    return rows.map((r) => {
      const others = participants
        .filter((p) => p.conversation_id === r.conversation_id && p.member_id !== viewerId)
        .map((p) => ({ id: p.member_id, readUpTo: receiptOf(p, off, viewerId) }));
      const mine = participants.find((p) => p.conversation_id === r.conversation_id && p.member_id === viewerId);
      const { isReadByEveryone } = readState({ id: big(r.id), senderId: r.sender_id }, { id: viewerId, readUpTo: big(mine?.last_read_message_id) }, others);
      return {
        id: r.id,
        conversationId: r.conversation_id,
        clientId: r.client_id,
        sender: r.sender_id ? (people.get(r.sender_id) ?? null) : null,
        body: r.body,
        kind: kindOf(r.album_id, r.media_id ? (r.media_kind ?? 'image') : null),
        media: r.media_id ? (media.get(r.media_id) ?? null) : null,
        hasMedia: r.media_id !== null,
        albumInvite: albums.get(r.id) ?? null,
        createdAt: r.created_at.toISOString(),
        isSaved: r.saved,
        isReadByEveryone,
      };
    });
  }

  /**
   * The photos and videos of a page of messages as their sender (the owner) shows them, while still the sender's,
   * approved and processed: one media lookup per page, whatever its size (MediaService.sentMedia).
   */
  async mediaOf(rows: MessageRow[]): Promise<Map<string, MessageMedia>> {
    const wanted = rows.filter((r) => r.media_id && r.sender_id).map((r) => ({ mediaId: r.media_id!, ownerId: r.sender_id! }));
    return wanted.length === 0 ? new Map() : this.media.sentMedia(wanted);
  }

  /** The album cards of a page of messages: one album lookup per page; an album shows while it is its sender's. */
  async albumCards(rows: MessageRow[]): Promise<Map<string, MessageAlbumInvite>> {
    const wanted = rows.filter((r) => r.album_id && r.sender_id);
    if (wanted.length === 0) return new Map();
    const found = await this.albums.cards(wanted.map((r) => r.album_id!));
    const out = new Map<string, MessageAlbumInvite>();
    for (const r of wanted) {
      const a = found.get(r.album_id!);
      if (a && a.ownerId === r.sender_id) out.set(r.id, albumCard(a));
    }
    return out;
  }


  async result(viewer: MessagingViewer, conversationId: string, stored: MessageRow): Promise<SendResult> {
    const [message] = await this.toMessages(viewer.member.id, [stored]);
    const row = (await this.repo.membership(viewer.member.id, conversationId))!;
    const [conversation] = await this.toConversations(viewer, [row]);
    const facts = senderFacts(viewer);
    return { message: message!, conversation: conversation!, canSendMessages: facts.canSend, canReplyMessages: facts.canReply };
  }
}

/**
 * How far another participant has read, as the viewer may know it: nothing when either of them turned
 * read receipts off (so no ticks), else their read position.
 */
export function receiptOf(p: ParticipantRow, off: ReadonlySet<string>, viewerId: string): bigint {
  return off.has(p.member_id) || off.has(viewerId) ? 0n : big(p.last_read_message_id);
}

/** What a message is, for previews: an album invitation first, then a video or photo, else text. */
export function kindOf(albumId: string | null, mediaKind: MediaKind | null): MessageKind {
  if (albumId) return 'albumInvite';
  if (mediaKind === 'video') return 'video';
  if (mediaKind) return 'photo';
  return 'text';
}

/** The card of an album invitation: the album and where it opens (the owner's media page on that album). */
export function albumCard(a: { id: string; name: string; ownerName: string }): MessageAlbumInvite {
  return { album: { id: a.id, name: a.name, ownerName: a.ownerName }, url: `/profile/${encodeURIComponent(a.ownerName)}/media?album=${a.id}` };
}
