import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConversationWith, Message, MessageAlbumInvite, MessageMedia, Participant, SendResult } from '@community/contracts';
import {
  ALERT_QUIET_MS,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_HOUR,
  actsAsStaffOn,
  folderFor,
  isStaff,
  normaliseMessageBody,
  readState,
  sendDecision,
} from '@community/domain';
import { AppException, ValidationFailed } from '../../infra/http/app-exception.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { GroupsService, PartyAttendanceService } from '../community/index.js';
import { AlbumsService, MediaService, type AlbumInvitation } from '../media/index.js';
import { MembersService, RelationshipsService } from '../members/index.js';
import type { MemberAccount } from '../members/index.js';
import { MessageViews, albumCard, kindOf, receiptOf } from './message-views.js';
import { MessagingSettingsRepository } from './messaging-settings.repository.js';
import { MessagingErrorCode, MessagingException, conversationNotFound } from './messaging.exception.js';
import { MessagingRepository, type MembershipRow, type ParticipantRow, type SentRow } from './messaging.repository.js';
import {
  REFUSALS,
  assertAllowed,
  directKey,
  privacyOf,
  senderFacts,
  toParticipant,
  type MessagingViewer,
  type RecipientFacts,
} from './send-rules.js';

/** Writes the album invitations a message carries, inside the message's transaction. */
type AlbumInvite = (em: EntityManager) => Promise<AlbumInvitation>;

/** What the send path already knows of the conversation when it writes (so the answer needs no read-back). */
interface KnownConversation {
  row: MembershipRow;
  participants: ParticipantRow[];
  off: ReadonlySet<string>;
  people: ReadonlyMap<string, Participant>;
  albumInvite: MessageAlbumInvite | null;
}

export interface SendInput {
  clientId: string;
  message: string;
  saveNote?: boolean;
  /** One of the sender's approved photos, or approved and processed videos (media module id). */
  media?: string;
  /** One of the sender's albums: the recipients are invited to it (media module id). */
  albumInvite?: string;
  /** One of the sender's groups: the recipients are invited to it once the message is sent (community module id). */
  groupInvite?: string;
  /** A party the sender hosts: the recipients are invited to it (community module id). */
  partyInvite?: string;
}

/**
 * Sending: starting a conversation, a message in one, and whether a new one may start. Applies libs/domain's
 * send rules and the anti-flood limits, makes a retry with the same client id answer the stored message,
 * checks the photo or video and invites to the album a message carries, writes in one transaction and emits
 * socket events and schedules never-miss-match alerts only after the commit.
 */
@Injectable()
export class MessageSendingService {
  private readonly logger = new Logger('Messaging');

  constructor(
    private readonly db: DataSource,
    private readonly repo: MessagingRepository,
    private readonly settingsRepo: MessagingSettingsRepository,
    private readonly views: MessageViews,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly realtime: RealtimeGateway,
    private readonly queue: QueueService,
    private readonly media: MediaService,
    private readonly albums: AlbumsService,
    private readonly groups: GroupsService,
    private readonly partyInvites: PartyAttendanceService,
  ) {}

  /** Before writing to someone: our one-to-one conversation if any, and whether a new one may start. */
  async with(viewer: MessagingViewer, memberId: string): Promise<ConversationWith> {
    const me = viewer.member;
    if (memberId === me.id) throw new MessagingException(MessagingErrorCode.Self, 'You cannot message yourself', { field: 'memberId' });
    const other = await this.members.findById(memberId);
    const blocked = other ? await this.relationships.isBlocked(me.id, other.id) : false;
    // A block either way looks like no such member, as everywhere else (staff on the member's home variant see past it).
    if (!other || (blocked && !actsAsStaffOn(me, other.homeVariant))) throw new MessagingException(MessagingErrorCode.NotFound, 'No such member');
    const conversationId = await this.repo.findDirect(directKey(me.id, other.id));
    const decision = sendDecision({
      starting: conversationId === null,
      ...senderFacts(viewer, [other]),
      recipients: [await this.recipientFacts(me, other, blocked)],
    });
    return { member: toParticipant(other), conversationId, canStart: decision === 'allow', reason: decision === 'allow' ? null : decision };
  }

  /** Starts a conversation (or continues the pair's one-to-one conversation) with its first message. */
  async start(viewer: MessagingViewer, input: SendInput & { recipientIds: string[]; name?: string }): Promise<SendResult> {
    const me = viewer.member;
    const retry = await this.retried(viewer, input, null);
    if (retry) {
      const others = new Set(retry.conversation.participants.map((p) => p.id));
      if (input.recipientIds.length !== others.size || input.recipientIds.some((id) => !others.has(id))) {
        throw new MessagingException(MessagingErrorCode.ClientIdReused, 'clientId was already used for another message', { field: 'clientId' });
      }
      return retry;
    }
    if (input.recipientIds.includes(me.id)) throw new MessagingException(MessagingErrorCode.Self, 'You cannot message yourself', { field: 'recipientIds' });
    const isGroup = input.recipientIds.length > 1;
    if (!isGroup && input.name) throw new ValidationFailed([{ field: 'name', message: 'Only group conversations have a name' }]);
    if (!isGroup) {
      const existing = await this.repo.findDirect(directKey(me.id, input.recipientIds[0]!));
      if (existing) return this.send(viewer, existing, input);
    }
    const found = new Map((await this.members.findByIds(input.recipientIds)).map((m) => [m.id, m] as const));
    if (input.recipientIds.some((id) => !found.has(id))) {
      throw new MessagingException(MessagingErrorCode.RecipientNotFound, 'No such member', { field: 'recipientIds' });
    }
    const others = input.recipientIds.map((id) => found.get(id)!);
    const facts = await Promise.all(others.map(async (o) => this.recipientFacts(me, o, await this.relationships.isBlocked(me.id, o.id))));
    assertAllowed(sendDecision({ starting: true, ...senderFacts(viewer, others), recipients: facts }));
    await this.assertNotFlooding(me, true);
    await this.partyInvitation(me, input, others);

    const now = new Date();
    const folders = await Promise.all(
      others.map(async (o, i) => {
        const s = await this.settingsRepo.settings(o.id);
        const folder = folderFor(
          { nonFriends: s.filter_non_friends, newAccounts: s.filter_new_accounts, unverified: s.filter_unverified },
          { friends: facts[i]!.friends, createdAt: me.createdAt, verified: Boolean(me.verifiedAt), isStaff: actsAsStaffOn(me, o.homeVariant) },
          now,
        );
        return { id: o.id, folder };
      }),
    );
    const groupInvite = await this.groupInvitation(me, input, others);
    const started = await this.deliver(viewer, input, this.albumInvitation(me, input, others), async (em) => {
      const { id } = await this.repo.createConversation(em, {
        isGroup,
        name: isGroup ? (input.name ?? null) : null,
        createdBy: me.id,
        directKey: isGroup ? null : directKey(me.id, others[0]!.id),
        members: [{ id: me.id, folder: 'inbox' }, ...folders],
      });
      return id;
    });
    await groupInvite?.();
    return started;
  }

  /**
   * A message in a conversation the viewer belongs to. The hot path: one statement reads the membership, the
   * participants with their read positions and receipt switches, a retry's stored id and the anti-flood count;
   * the other members come in one lookup and the block check in one (never cached: a block stops the next
   * message at once, on every node); one statement writes; the answer and the events are built from what
   * those returned, with no read-back.
   */
  async send(viewer: MessagingViewer, conversationId: string, input: SendInput): Promise<SendResult> {
    const me = viewer.member;
    const ctx = await this.repo.sendContext(me.id, conversationId, input.clientId, new Date(Date.now() - 60_000));
    if (!ctx) throw conversationNotFound();
    if (ctx.retry_id) {
      const retry = await this.retried(viewer, input, conversationId);
      if (retry) return retry;
    }
    const participants = ctx.participants ?? [];
    const otherIds = participants.filter((p) => p.member_id !== me.id).map((p) => p.member_id);
    // One-to-one: a block either way stops the message. Groups are not silenced by one member's block.
    const direct = !ctx.is_group ? otherIds[0] : undefined;
    const [found, blocked] = await Promise.all([
      this.members.findByIds(otherIds),
      direct ? this.relationships.isBlocked(me.id, direct) : Promise.resolve(false),
    ]);
    const recipients: RecipientFacts[] = [];
    const other = direct ? found.find((m) => m.id === direct) : undefined;
    // `friends` only matters when a conversation starts (sendDecision), so a reply does not look it up.
    if (other) recipients.push({ blocked, friends: false, privacy: privacyOf(other), suspended: Boolean(other.suspendedAt) });
    if (!ctx.is_group && recipients.length === 0) throw REFUSALS.unavailable();
    assertAllowed(sendDecision({ starting: false, ...senderFacts(viewer), recipients }));
    this.assertUnderMessageLimit(me, ctx.recent_messages);
    const groupInvite = await this.groupInvitation(me, input, found);
    await this.partyInvitation(me, input, found);
    const sent = await this.deliver(viewer, input, this.albumInvitation(me, input, found), null, {
      row: ctx,
      participants,
      off: new Set(ctx.receipts_off ?? []),
      people: new Map(found.map((m) => [m.id, toParticipant(m)] as const)),
    });
    await groupInvite?.();
    return sent;
  }

  /** The stored message when this is a retry of a message already sent (same client id); a reused id for other content is a 409. */
  private async retried(viewer: MessagingViewer, input: SendInput, conversationId: string | null): Promise<SendResult | null> {
    const stored = await this.repo.bySenderClientId(viewer.member.id, input.clientId);
    if (!stored) return null;
    if (
      (conversationId && stored.conversation_id !== conversationId) ||
      stored.body !== normaliseMessageBody(input.message) ||
      (stored.media_id ?? null) !== (input.media ?? null)
    ) {
      throw new MessagingException(MessagingErrorCode.ClientIdReused, 'clientId was already used for another message', { field: 'clientId' });
    }
    return this.views.result(viewer, stored.conversation_id, stored);
  }

  /**
   * One statement (in one transaction with the new conversation when starting, and with the album invitations
   * the message carries): message, saved note, read and unread positions, unread totals; then events, the
   * invitees' notifications and alerts. `knownBefore` is what the send path already read (conversation,
   * participants, receipts, people): the answer is built from it without reading back.
   */
  private async deliver(
    viewer: MessagingViewer,
    input: SendInput,
    invite: AlbumInvite | null,
    conversationFor: ((em: EntityManager) => Promise<string>) | null,
    knownBefore?: Omit<KnownConversation, 'albumInvite'>,
  ): Promise<SendResult> {
    const me = viewer.member;
    const body = normaliseMessageBody(input.message);
    const photo = input.media ? await this.sendableMedia(me, input.media) : null;
    const write = async (conversationId: string, em?: EntityManager) => {
      const invitation = invite && em ? await invite(em) : null;
      const row = await this.repo.sendMessage(
        {
          conversationId,
          senderId: me.id,
          clientId: input.clientId,
          body,
          mediaId: photo?.id ?? null,
          mediaKind: photo?.kind ?? null,
          albumId: invitation?.album.id ?? null,
          saveNote: Boolean(input.saveNote),
        },
        em,
      );
      return { conversationId, sent: row, invitation };
    };
    const { conversationId, sent, invitation } =
      knownBefore && !invite
        ? await write(knownBefore.row.conversation_id)
        : await this.db.transaction(async (em) => write(knownBefore ? knownBefore.row.conversation_id : await conversationFor!(em), em));
    const known: KnownConversation | undefined = knownBefore && { ...knownBefore, albumInvite: invitation ? albumCard(invitation.album) : null };
    if (!sent) {
      // A concurrent retry won the race: answer with what it stored.
      const again = await this.retried(viewer, input, conversationId);
      if (again) return again;
      throw new MessagingException(MessagingErrorCode.ClientIdReused, 'clientId was already used for another message', { field: 'clientId' });
    }
    const result = known
      ? this.sentResult(viewer, known, sent, { clientId: input.clientId, body, photo, saved: Boolean(input.saveNote) })
      : await this.views.result(viewer, conversationId, (await this.repo.messageById(me.id, sent.id))!);
    this.announce(result, sent, me.id);
    if (invitation) await invitation.announce().catch((err: unknown) => this.logger.warn({ err }, 'could not tell the album invitees'));
    for (const other of sent.others) {
      if (other.unread_count !== 1) continue;
      // The first unread message starts the never-miss-match clock; later ones ride on it.
      this.queue
        .enqueue(
          'messaging.unread-alert',
          { conversationId, memberId: other.member_id, messageId: sent.id },
          { delayMs: ALERT_QUIET_MS, jobId: `unread-alert-${sent.id}-${other.member_id}` },
        )
        .catch((err: unknown) => this.logger.warn({ err }, 'could not schedule the unread alert'));
    }
    return result;
  }

  /** The send's answer from what the send path read and the write returned (the same shape `result` reads back). */
  private sentResult(
    viewer: MessagingViewer,
    known: KnownConversation,
    sent: SentRow,
    m: { clientId: string; body: string; photo: MessageMedia | null; saved: boolean },
  ): SendResult {
    const me = viewer.member;
    const id = BigInt(sent.id);
    const participants = known.participants.map((p) => (p.member_id === me.id ? { ...p, last_read_message_id: sent.id } : p));
    const others = participants.filter((p) => p.member_id !== me.id).map((p) => ({ id: p.member_id, readUpTo: receiptOf(p, known.off, me.id) }));
    const { isReadByEveryone } = readState({ id, senderId: me.id }, { id: me.id, readUpTo: id }, others);
    const message: Message = {
      id: sent.id,
      conversationId: known.row.conversation_id,
      clientId: m.clientId,
      sender: toParticipant(me),
      body: m.body,
      kind: kindOf(known.albumInvite ? known.albumInvite.album.id : null, m.photo?.kind ?? null),
      media: m.photo,
      hasMedia: m.photo !== null,
      albumInvite: known.albumInvite ?? null,
      createdAt: sent.created_at.toISOString(),
      isSaved: m.saved,
      isReadByEveryone,
    };
    const row: MembershipRow = {
      ...known.row,
      folder: 'inbox',
      unread_count: 0,
      last_read_message_id: sent.id,
      last_activity_at: sent.created_at,
      last_message_id: sent.id,
      lm_body: m.body,
      lm_created_at: sent.created_at,
      lm_sender_id: me.id,
      lm_media_kind: m.photo?.kind ?? null,
      lm_album_id: known.albumInvite?.album.id ?? null,
    };
    const albumNames = new Map(known.albumInvite ? [[known.albumInvite.album.id, known.albumInvite.album.name] as const] : []);
    const [conversation] = this.views.buildConversations(viewer, [row], participants, known.people, known.off, albumNames);
    const facts = senderFacts(viewer);
    return { message, conversation: conversation!, canSendMessages: facts.canSend, canReplyMessages: facts.canReply };
  }

  /**
   * A photo or video may go in a message when it is the sender's own, approved by staff and processed (a
   * video's poster and MP4 sizes exist): recipients never see an unmoderated upload. Anything else — someone
   * else's item, one that does not exist, a pending or still processing one — is a 422 on `media` (someone
   * else's private item is not told apart from none).
   */
  private async sendableMedia(me: MemberAccount, mediaId: string): Promise<MessageMedia> {
    const refuse = (message: string) => new MessagingException(MessagingErrorCode.MediaNotSendable, message, { field: 'media' });
    const item = await this.media.get(me, mediaId, false).catch((err: unknown) => {
      if (err instanceof AppException && err.statusCode < 500) return null;
      throw err;
    });
    if (!item || !item.permissions.canEdit) throw refuse('No such photo or video of yours');
    if (item.kind === 'video') {
      if (item.processing !== 'ready' || !item.video) throw refuse('This video can be sent once it is processed and approved');
      if (item.status !== 'approved') throw refuse('This video can be sent once it is approved');
      return { id: item.id, kind: 'video', width: item.width, height: item.height, sizes: item.sizes, video: item.video, duration: item.duration };
    }
    if (item.status !== 'approved' || item.processing !== 'ready') throw refuse('This photo can be sent once it is approved');
    return { id: item.id, kind: 'image', width: item.width, height: item.height, sizes: item.sizes, video: null, duration: null };
  }

  /**
   * An album invitation in a message, written in the message's transaction: the sender's own album; the
   * conversation's other members are invited to it (reusing invitations that exist) by the media module.
   * Another member's album, or none, is a 422 on `albumInvite` (and nothing is written).
   */
  private albumInvitation(me: MemberAccount, input: SendInput, recipients: MemberAccount[]): AlbumInvite | null {
    const albumId = input.albumInvite;
    if (!albumId) return null;
    return (em) =>
      this.albums.inviteMembers(me, albumId, recipients, 'albumInvite', em).catch((err: unknown) => {
        if (err instanceof AppException && err.statusCode < 500) {
          throw new MessagingException(MessagingErrorCode.AlbumNotSendable, 'No such album of yours', { field: 'albumInvite' });
        }
        throw err;
      });
  }

  /**
   * A group invitation in a message: checked before anything is written (a group the sender cannot invite
   * to is a 422 on `groupInvite`), sent after the message by the community module (each recipient invited,
   * or skipped as that module decides — e.g. not a friend, already a member), answered from the notification
   * or the group's page.
   */
  private async groupInvitation(me: MemberAccount, input: SendInput, recipients: MemberAccount[]): Promise<(() => Promise<void>) | null> {
    const groupId = input.groupInvite;
    if (!groupId) return null;
    await this.groups.assertCanInvite(me, groupId, 'groupInvite');
    const names = recipients.map((r) => r.name);
    return () =>
      this.groups
        .inviteFromMessage(me, groupId, names)
        .then(() => undefined)
        .catch((err: unknown) => this.logger.warn({ err }, 'could not invite the recipients to the group'));
  }

  /**
   * A party invitation in a message: the sender must host the party (a 422 on `partyInvite` otherwise); the
   * conversation's other members get the party's invitation (a notification to accept or decline). Inviting is
   * idempotent, so a retried message invites nobody twice.
   */
  private async partyInvitation(me: MemberAccount, input: SendInput, recipients: MemberAccount[]): Promise<void> {
    if (!input.partyInvite) return;
    await this.partyInvites.inviteFromMessage(
      me,
      input.partyInvite,
      recipients.map((r) => r.id),
    );
  }

  /** After the commit: every participant's browsers hear of the message (the sender's other tabs too); one emit per member room. */
  private announce(result: SendResult, sent: SentRow, senderId: string): void {
    const { message, conversation } = result;
    this.realtime.toMember(senderId, 'message.new', {
      conversationId: conversation.id,
      message,
      unread: 0,
      totalUnread: sent.sender_total,
      isGroup: conversation.isGroup,
      folder: 'inbox',
    });
    for (const o of sent.others) {
      this.realtime.toMember(o.member_id, 'message.new', {
        conversationId: conversation.id,
        message,
        unread: o.unread_count,
        totalUnread: Number(o.total),
        isGroup: conversation.isGroup,
        folder: o.folder,
      });
    }
  }

  private async recipientFacts(me: MemberAccount, other: MemberAccount, blocked: boolean): Promise<RecipientFacts> {
    return {
      blocked,
      friends: await this.relationships.areFriends(me.id, other.id),
      privacy: privacyOf(other),
      suspended: Boolean(other.suspendedAt),
    };
  }

  /** Anti-spam: at most 30 messages a minute, and 30 new conversations an hour (staff are not limited). */
  private async assertNotFlooding(me: MemberAccount, starting: boolean): Promise<void> {
    if (isStaff(me.role)) return;
    const now = Date.now();
    const recent = await this.repo.recentActivity(me.id, new Date(now - 60_000), new Date(now - 3_600_000));
    const tooMany = recent.messages >= MESSAGES_PER_MINUTE ? 60 : starting && recent.conversations >= NEW_CONVERSATIONS_PER_HOUR ? 3600 : 0;
    if (tooMany) {
      throw new MessagingException(MessagingErrorCode.TooMany, `Too many messages. Try again in ${tooMany === 60 ? 'a minute' : 'an hour'}.`, {
        flags: { retryAfter: tooMany },
      });
    }
  }

  /** The send path's anti-flood check, on the count its context statement already read. */
  private assertUnderMessageLimit(me: MemberAccount, recentMessages: number): void {
    if (isStaff(me.role) || recentMessages < MESSAGES_PER_MINUTE) return;
    throw new MessagingException(MessagingErrorCode.TooMany, 'Too many messages. Try again in a minute.', { flags: { retryAfter: 60 } });
  }
}
