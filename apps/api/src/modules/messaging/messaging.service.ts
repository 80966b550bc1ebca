import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CatchUp,
  Conversation,
  ConversationListQuery,
  ConversationPage,
  ConversationWith,
  Message,
  MessageListQuery,
  MessageAlbumInvite,
  MessageKind,
  MessageMedia,
  MessagePage,
  MessagingSettings,
  MessagingSettingsUpdate,
  Participant,
  SendResult,
  UnreadCounts,
} from '@community/contracts';
import {
  ALERT_INTERVAL_MS,
  ALERT_QUIET_MS,
  CATCH_UP_MAX,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_HOUR,
  canReplyMessages,
  canSendMessages,
  folderFor,
  actsAsStaffOn,
  isStaff,
  normaliseMessageBody,
  readState,
  sendDecision,
  type MessagePrivacy,
  type SendContext,
  type SendDecision,
  type SiteFlags,
} from '@community/domain';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { ValidationFailed } from '../../infra/http/app-exception.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { AppException } from '../../infra/http/app-exception.js';
import { AlbumsService } from '../media/index.js';
import { MediaService } from '../media/index.js';
import { avatarOf } from '../members/index.js';
import type { Member } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { toViewer } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { VariantsService } from '../variants/index.js';
import { MessagingErrorCode, MessagingException, conversationNotFound } from './messaging.exception.js';
import {
  MessagingRepository,
  type MediaKind,
  type MembershipRow,
  type MessageRow,
  type ParticipantRow,
  type SentRow,
  type SettingsRow,
} from './messaging.repository.js';
import { decodeCursor as decode, encodeCursor } from '../../shared/cursor/cursor.js';

type RecipientFacts = SendContext['recipients'][number];

const privacyOf = (m: Member): MessagePrivacy => ((m.privacy as { messages?: MessagePrivacy } | null)?.messages ?? 'everyone') as MessagePrivacy;

/** What the send path already knows of the conversation when it writes (so the answer needs no read-back). */
interface KnownConversation {
  row: MembershipRow;
  participants: ParticipantRow[];
  off: ReadonlySet<string>;
  people: ReadonlyMap<string, Participant>;
  albumInvite: MessageAlbumInvite | null;
}

/** Who is asking, on which site (tier rules depend on the brand being paid). */
export interface MessagingViewer {
  member: Member;
  site: SiteFlags;
}

export interface SendInput {
  clientId: string;
  message: string;
  saveNote?: boolean;
  /** One of the sender's approved photos, or approved and processed videos (media module id). */
  media?: string;
  /** One of the sender's albums: the recipients are invited to it (media module id). */
  albumInvite?: string;
}

const toParticipant = (m: Member): Participant => ({ id: m.id, name: m.name, avatar: avatarOf(m) });
const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const big = (s: string | null | undefined) => BigInt(s ?? '0');

const REFUSALS: Record<Exclude<SendDecision, 'allow'>, () => MessagingException> = {
  unconfirmed: () =>
    new MessagingException(MessagingErrorCode.VerificationRequired, 'Confirm your e-mail address to send messages', {
      flags: { verification_required: true },
    }),
  'cannot-reply': () => new MessagingException(MessagingErrorCode.CannotReply, 'message:Your account cannot send messages at the moment'),
  upgrade: () => new MessagingException(MessagingErrorCode.UpgradeRequired, 'upgrade:send-message'),
  blocked: () => new MessagingException(MessagingErrorCode.Blocked, 'message:You cannot message this member'),
  privacy: () => new MessagingException(MessagingErrorCode.Privacy, 'message:This member only takes new messages from friends'),
  unavailable: () => new MessagingException(MessagingErrorCode.Unavailable, 'message:This member cannot receive messages'),
};

/**
 * Conversations and messages. Every method resolves the viewer's membership first (another member's
 * conversation is the same 404 as none), applies libs/domain's send rules, changes the tables in one
 * transaction and emits socket events only after the commit.
 */
@Injectable()
export class MessagingService implements OnModuleInit {
  private readonly logger = new Logger('Messaging');

  constructor(
    private readonly db: DataSource,
    private readonly repo: MessagingRepository,
    private readonly members: MembersService,
    private readonly relationships: RelationshipsService,
    private readonly realtime: RealtimeGateway,
    private readonly queue: QueueService,
    private readonly variants: VariantsService,
    private readonly media: MediaService,
    private readonly albums: AlbumsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.realtime.registerConversationRooms({
      admit: async (memberId, conversationId) => {
        if (!(await this.repo.membership(memberId, conversationId))) return null;
        const me = await this.members.findById(memberId);
        return me ? { name: me.name } : null;
      },
      sendsTyping: async (memberId) => (await this.repo.settings(memberId)).send_typing,
    });
  }

  // ---- reading ---------------------------------------------------------------------------------------

  async list(viewer: MessagingViewer, q: ConversationListQuery): Promise<ConversationPage> {
    const after = q.after ? decodeCursor(q.after) : null;
    if (q.page > 1 && !after) {
      throw new MessagingException(MessagingErrorCode.PageNeedsCursor, 'page 2 and on need the cursor `after` from the page before', { field: 'after' });
    }
    const rows = await this.repo.list(viewer.member.id, q.folder, after, q.per_page);
    const more = rows.length > q.per_page;
    const shown = more ? rows.slice(0, q.per_page) : rows;
    const items = await this.toConversations(viewer, shown);
    const last = shown[shown.length - 1];
    return { items, next: more && last ? encodeCursor([last.activity_key!, last.conversation_id]) : null, page: q.page, perPage: q.per_page };
  }

  async get(viewer: MessagingViewer, conversationId: string): Promise<Conversation> {
    const row = await this.membershipOrThrow(viewer.member.id, conversationId);
    const [conversation] = await this.toConversations(viewer, [row]);
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
    return { items: await this.toMessages(viewer.member.id, shown), more };
  }

  /** Reconnect catch-up: what the viewer's conversations received after the last message id the client holds. */
  async catchUp(viewer: MessagingViewer, after: string): Promise<CatchUp> {
    const rows = await this.repo.catchUp(viewer.member.id, after, CATCH_UP_MAX);
    const more = rows.length > CATCH_UP_MAX;
    return { items: await this.toMessages(viewer.member.id, more ? rows.slice(0, CATCH_UP_MAX) : rows), more };
  }

  unread(viewer: MessagingViewer): Promise<UnreadCounts> {
    return this.repo.unreadConversations(viewer.member.id);
  }

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
      ...this.senderFacts(viewer, [other]),
      recipients: [await this.recipientFacts(me, other, blocked)],
    });
    return { member: toParticipant(other), conversationId, canStart: decision === 'allow', reason: decision === 'allow' ? null : decision };
  }

  // ---- sending ---------------------------------------------------------------------------------------

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
    this.assertAllowed(sendDecision({ starting: true, ...this.senderFacts(viewer, others), recipients: facts }));
    await this.assertNotFlooding(me, true);

    const now = new Date();
    const folders = await Promise.all(
      others.map(async (o, i) => {
        const s = await this.repo.settings(o.id);
        const folder = folderFor(
          { nonFriends: s.filter_non_friends, newAccounts: s.filter_new_accounts, unverified: s.filter_unverified },
          { friends: facts[i]!.friends, createdAt: me.createdAt, verified: Boolean(me.verifiedAt), isStaff: actsAsStaffOn(me, o.homeVariant) },
          now,
        );
        return { id: o.id, folder };
      }),
    );
    const albumInvite = input.albumInvite ? await this.inviteToAlbum(me, input.albumInvite, others) : null;
    return this.deliver(viewer, { ...input, albumInvite: albumInvite?.album.id }, async (em) => {
      const { id } = await this.repo.createConversation(em, {
        isGroup,
        name: isGroup ? (input.name ?? null) : null,
        createdBy: me.id,
        directKey: isGroup ? null : directKey(me.id, others[0]!.id),
        members: [{ id: me.id, folder: 'inbox' }, ...folders],
      });
      return id;
    });
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
    this.assertAllowed(sendDecision({ starting: false, ...this.senderFacts(viewer), recipients }));
    this.assertUnderMessageLimit(me, ctx.recent_messages);
    const albumInvite = input.albumInvite ? await this.inviteToAlbum(me, input.albumInvite, found) : null;
    return this.deliver(viewer, input, null, {
      row: ctx,
      participants,
      off: new Set(ctx.receipts_off ?? []),
      people: new Map(found.map((m) => [m.id, toParticipant(m)] as const)),
      albumInvite,
    });
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
    return this.result(viewer, stored.conversation_id, stored);
  }

  /**
   * One statement (in one transaction with the new conversation when starting): message, saved note, read and
   * unread positions, unread totals; then events and alerts. `known` is what the send path already read
   * (conversation, participants, receipts, people): the answer is built from it without reading back.
   */
  private async deliver(
    viewer: MessagingViewer,
    input: SendInput,
    conversationFor: ((em: EntityManager) => Promise<string>) | null,
    known?: KnownConversation,
  ): Promise<SendResult> {
    const me = viewer.member;
    const body = normaliseMessageBody(input.message);
    const photo = input.media ? await this.sendableMedia(me, input.media) : null;
    const write = (conversationId: string, em?: EntityManager) =>
      this.repo.sendMessage(
        {
          conversationId,
          senderId: me.id,
          clientId: input.clientId,
          body,
          mediaId: photo?.id ?? null,
          mediaKind: photo?.kind ?? null,
          albumId: known ? (known.albumInvite?.album.id ?? null) : (input.albumInvite ?? null),
          saveNote: Boolean(input.saveNote),
        },
        em,
      );
    let conversationId: string;
    let sent: SentRow | null;
    if (known) {
      conversationId = known.row.conversation_id;
      sent = await write(conversationId);
    } else {
      ({ conversationId, sent } = await this.db.transaction(async (em) => {
        const id = await conversationFor!(em);
        return { conversationId: id, sent: await write(id, em) };
      }));
    }
    if (!sent) {
      // A concurrent retry won the race: answer with what it stored.
      const again = await this.retried(viewer, input, conversationId);
      if (again) return again;
      throw new MessagingException(MessagingErrorCode.ClientIdReused, 'clientId was already used for another message', { field: 'clientId' });
    }
    const result = known
      ? this.sentResult(viewer, known, sent, { clientId: input.clientId, body, photo, saved: Boolean(input.saveNote) })
      : await this.result(viewer, conversationId, (await this.repo.messageById(me.id, sent.id))!);
    this.announce(result, sent, me.id);
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
    const [conversation] = this.buildConversations(viewer, [row], participants, known.people, known.off, albumNames);
    const facts = this.senderFacts(viewer);
    return { message, conversation: conversation!, canSendMessages: facts.canSend, canReplyMessages: facts.canReply };
  }

  /**
   * A photo or video may go in a message when it is the sender's own, approved by staff and processed (a
   * video's poster and MP4 sizes exist): recipients never see an unmoderated upload. Anything else — someone
   * else's item, one that does not exist, a pending or still processing one — is a 422 on `media` (someone
   * else's private item is not told apart from none).
   */
  private async sendableMedia(me: Member, mediaId: string): Promise<MessageMedia> {
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
   * The photos of a page of messages as their sender (the owner) may see them, shown only while still approved:
   * one media lookup per page, whatever its size (MediaService.sentPhotos).
   */
  private async photos(rows: MessageRow[]): Promise<Map<string, MessageMedia>> {
    const wanted = rows.filter((r) => r.media_id && r.sender_id && r.media_kind !== 'video').map((r) => ({ mediaId: r.media_id!, ownerId: r.sender_id! }));
    if (wanted.length === 0) return new Map();
    const found = await this.media.sentPhotos(wanted);
    return new Map([...found].map(([id, p]) => [id, { ...p, kind: 'image' as const, video: null, duration: null }] as const));
  }

  /**
   * The videos of a page of messages as their sender (the owner) sees them, shown only while the video is still
   * the sender's, approved and processed, and the sender is not suspended: a deleted video, or one staff took
   * down, leaves the message. The media module has no batch read for videos, so this is one lookup per distinct
   * video on the page (videos are rare; photos stay one query per page).
   */
  private async videos(rows: MessageRow[]): Promise<Map<string, MessageMedia>> {
    const wanted = rows.filter((r) => r.media_id && r.sender_id && r.media_kind === 'video');
    const out = new Map<string, MessageMedia>();
    if (wanted.length === 0) return out;
    const senders = new Map((await this.members.findByIds([...new Set(wanted.map((r) => r.sender_id!))])).map((m) => [m.id, m] as const));
    const pairs = new Map(wanted.map((r) => [`${r.media_id}:${r.sender_id}`, { mediaId: r.media_id!, owner: senders.get(r.sender_id!) }] as const));
    await Promise.all(
      [...pairs.values()].map(async ({ mediaId, owner }) => {
        if (!owner || owner.suspendedAt) return;
        const item = await this.media.get(owner, mediaId, false).catch((err: unknown) => {
          if (err instanceof AppException && err.statusCode < 500) return null;
          throw err;
        });
        if (!item || !item.permissions.canEdit || item.kind !== 'video' || item.status !== 'approved' || item.processing !== 'ready' || !item.video) return;
        out.set(mediaId, { id: item.id, kind: 'video', width: item.width, height: item.height, sizes: item.sizes, video: item.video, duration: item.duration });
      }),
    );
    return out;
  }

  /** The album cards of a page of messages: one album lookup per page; an album shows while it is its sender's. */
  private async albumCards(rows: MessageRow[]): Promise<Map<string, MessageAlbumInvite>> {
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

  /**
   * An album invitation in a message: the sender's own album; the conversation's other members are invited to
   * it (reusing invitations that exist) by the media module. Another member's album, or none, is a 422 on
   * `albumInvite`.
   */
  private async inviteToAlbum(me: Member, albumId: string, recipients: Member[]): Promise<MessageAlbumInvite> {
    const album = await this.albums.inviteMembers(me, albumId, recipients, 'albumInvite').catch((err: unknown) => {
      if (err instanceof AppException && err.statusCode < 500) {
        throw new MessagingException(MessagingErrorCode.AlbumNotSendable, 'No such album of yours', { field: 'albumInvite' });
      }
      throw err;
    });
    return albumCard(album);
  }

  private async result(viewer: MessagingViewer, conversationId: string, stored: MessageRow): Promise<SendResult> {
    const [message] = await this.toMessages(viewer.member.id, [stored]);
    const row = (await this.repo.membership(viewer.member.id, conversationId))!;
    const [conversation] = await this.toConversations(viewer, [row]);
    const facts = this.senderFacts(viewer);
    return { message: message!, conversation: conversation!, canSendMessages: facts.canSend, canReplyMessages: facts.canReply };
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

  // ---- changing state --------------------------------------------------------------------------------

  async markRead(viewer: MessagingViewer, conversationId: string): Promise<UnreadCounts> {
    await this.membershipOrThrow(viewer.member.id, conversationId);
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
    const off = await this.repo.receiptsOff(participants.map((p) => p.member_id));
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
    const [out] = await this.toMessages(viewer.member.id, [{ ...msg, saved }]);
    return out!;
  }

  async settings(memberId: string): Promise<MessagingSettings> {
    return toSettings(await this.repo.settings(memberId));
  }

  async updateSettings(memberId: string, patch: MessagingSettingsUpdate): Promise<MessagingSettings> {
    const current = await this.repo.settings(memberId);
    const next: SettingsRow = {
      group_sound: patch.groupSound ?? current.group_sound,
      sound: patch.sound ?? current.sound,
      send_on_enter: patch.sendOnEnter ?? current.send_on_enter,
      email_alerts: patch.emailAlerts ?? current.email_alerts,
      read_receipts: patch.readReceipts ?? current.read_receipts,
      send_typing: patch.sendTyping ?? current.send_typing,
      filter_non_friends: patch.requests?.nonFriends ?? current.filter_non_friends,
      filter_new_accounts: patch.requests?.newAccounts ?? current.filter_new_accounts,
      filter_unverified: patch.requests?.unverified ?? current.filter_unverified,
    };
    await this.repo.saveSettings(memberId, next);
    return toSettings(next);
  }

  // ---- never-miss-match ------------------------------------------------------------------------------

  /** The job: after the quiet period, one e-mail per conversation per day while the message is unread. */
  async sendUnreadAlert(job: { conversationId: string; memberId: string; messageId: string }): Promise<'sent' | 'skipped'> {
    const member = await this.members.findById(job.memberId);
    if (!member || member.suspendedAt || !member.confirmedAt) return 'skipped';
    const settings = await this.repo.settings(member.id);
    if (!settings.email_alerts) return 'skipped';
    const claimed = await this.repo.claimAlert(member.id, job.conversationId, job.messageId, ALERT_INTERVAL_MS);
    if (!claimed) return 'skipped';
    const row = (await this.repo.membership(member.id, job.conversationId))!;
    const participants = (await this.repo.participants([job.conversationId])).filter((p) => p.member_id !== member.id);
    const byId = new Map((await this.members.findByIds(participants.slice(0, 3).map((p) => p.member_id))).map((m) => [m.id, m.name] as const));
    const names = participants.slice(0, 3).flatMap((p) => (byId.has(p.member_id) ? [byId.get(p.member_id)!] : []));
    const from = row.is_group ? (row.name ?? names.join(', ')) : (names[0] ?? 'A member');
    // Links go to the member's home brand, on its own domain when it has one.
    const variant = this.variants.byCode(member.homeVariant);
    const origin = variant ? this.variants.originFor(variant, variant.hosts[0]) : `${this.config.PUBLIC_SCHEME}://${member.homeVariant}.${this.config.PUBLIC_BASE_HOST}`;
    const brand = variant?.brand.name ?? member.homeVariant;
    const link = `${origin}/messages?conversation=${job.conversationId}`;
    const unsubscribe = `${origin}/messages/never-miss-match?unsubscribe=${this.unsubscribeToken(member.id)}`;
    const count = claimed.unread_count;
    await this.queue.enqueue('mail.send', {
      to: member.email,
      subject: `${from} sent you ${count === 1 ? 'a message' : `${count} messages`} on ${brand}`,
      text:
        `Hello ${member.name},\n\n${from} sent you ${count === 1 ? 'a message' : `${count} messages`} you have not read yet.\n\n` +
        `Read and reply: ${link}\n\n` +
        `We send at most one of these e-mails per conversation a day. To stop them, open:\n${unsubscribe}\n`,
      variant: member.homeVariant,
      template: 'messaging.unread-alert',
    });
    return 'sent';
  }

  /** `<member id>.<HMAC>`: unsubscribing needs no login (the link is in the e-mail), and cannot be forged. */
  unsubscribeToken(memberId: string): string {
    return `${memberId}.${createHmac('sha256', this.config.APP_SECRET).update(`messaging.unsubscribe:${memberId}`).digest('base64url')}`;
  }

  async unsubscribe(token: string): Promise<void> {
    const [memberId, mac] = token.split('.');
    const expected = memberId ? this.unsubscribeToken(memberId).split('.')[1]! : '';
    const ok = Boolean(mac) && mac!.length === expected.length && timingSafeEqual(Buffer.from(mac!), Buffer.from(expected));
    if (!ok || !(await this.members.findById(memberId!))) {
      throw new MessagingException(MessagingErrorCode.TokenInvalid, 'This unsubscribe link is not valid', { field: 'token' });
    }
    await this.updateSettings(memberId!, { emailAlerts: false });
  }

  // ---- helpers ---------------------------------------------------------------------------------------

  private async membershipOrThrow(memberId: string, conversationId: string): Promise<MembershipRow> {
    const row = await this.repo.membership(memberId, conversationId);
    if (!row) throw conversationNotFound();
    return row;
  }

  /** `senderIsStaff`: staff on the home variant of every one of `recipients` (only then do they pass members' privacy). */
  private senderFacts(viewer: MessagingViewer, recipients: readonly Member[] = []) {
    const v = toViewer(viewer.member);
    const now = new Date();
    return {
      canSend: canSendMessages(v, viewer.site, now),
      canReply: canReplyMessages(v),
      senderIsStaff: recipients.length > 0 && recipients.every((r) => actsAsStaffOn(viewer.member, r.homeVariant)),
      senderConfirmed: v.isConfirmed,
    };
  }

  private async recipientFacts(me: Member, other: Member, blocked: boolean): Promise<RecipientFacts> {
    return {
      blocked,
      friends: await this.relationships.areFriends(me.id, other.id),
      privacy: privacyOf(other),
      suspended: Boolean(other.suspendedAt),
    };
  }

  /** Anti-spam: at most 30 messages a minute, and 30 new conversations an hour (staff are not limited). */
  private async assertNotFlooding(me: Member, starting: boolean): Promise<void> {
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
  private assertUnderMessageLimit(me: Member, recentMessages: number): void {
    if (isStaff(me.role) || recentMessages < MESSAGES_PER_MINUTE) return;
    throw new MessagingException(MessagingErrorCode.TooMany, 'Too many messages. Try again in a minute.', { flags: { retryAfter: 60 } });
  }

  private assertAllowed(decision: SendDecision): void {
    if (decision !== 'allow') throw REFUSALS[decision]();
  }

  /** Members by id in one query, whatever the page size (MembersService is the members table's gateway). */
  private async people(ids: Iterable<string>): Promise<Map<string, Participant>> {
    const found = await this.members.findByIds([...new Set(ids)]);
    return new Map(found.map((m) => [m.id, toParticipant(m)] as const));
  }

  private async toConversations(viewer: MessagingViewer, rows: MembershipRow[]): Promise<Conversation[]> {
    const me = viewer.member.id;
    const participants = await this.repo.participants(rows.map((r) => r.conversation_id));
    const people = await this.people(participants.filter((p) => p.member_id !== me).map((p) => p.member_id));
    const off = await this.repo.receiptsOff([...new Set(participants.map((p) => p.member_id))]);
    return this.buildConversations(viewer, rows, participants, people, off, await this.lastAlbumNames(rows));
  }

  /** The names of the albums the listed conversations' last messages invite to (one album lookup per page). */
  private async lastAlbumNames(rows: MembershipRow[]): Promise<Map<string, string>> {
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

  private buildConversations(
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

  private async toMessages(viewerId: string, rows: MessageRow[]): Promise<Message[]> {
    const conversationIds = [...new Set(rows.map((r) => r.conversation_id))];
    const participants = await this.repo.participants(conversationIds);
    const people = await this.people(rows.flatMap((r) => (r.sender_id ? [r.sender_id] : [])));
    const off = await this.repo.receiptsOff([...new Set(participants.map((p) => p.member_id))]);
    const [photos, videos, albums] = await Promise.all([this.photos(rows), this.videos(rows), this.albumCards(rows)]);
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
        media: r.media_id ? ((r.media_kind === 'video' ? videos : photos).get(r.media_id) ?? null) : null,
        hasMedia: r.media_id !== null,
        albumInvite: albums.get(r.id) ?? null,
        createdAt: r.created_at.toISOString(),
        isSaved: r.saved,
        isReadByEveryone,
      };
    });
  }
}

/**
 * How far another participant has read, as the viewer may know it: nothing when either of them turned
 * read receipts off (so no ticks), else their read position.
 */
function receiptOf(p: ParticipantRow, off: ReadonlySet<string>, viewerId: string): bigint {
  return off.has(p.member_id) || off.has(viewerId) ? 0n : big(p.last_read_message_id);
}

/** What a message is, for previews: an album invitation first, then a video or photo, else text. */
function kindOf(albumId: string | null, mediaKind: MediaKind | null): MessageKind {
  if (albumId) return 'albumInvite';
  if (mediaKind === 'video') return 'video';
  if (mediaKind) return 'photo';
  return 'text';
}

/** The card of an album invitation: the album and where it opens (the owner's media page on that album). */
function albumCard(a: { id: string; name: string; ownerName: string }): MessageAlbumInvite {
  return { album: { id: a.id, name: a.name, ownerName: a.ownerName }, url: `/profile/${encodeURIComponent(a.ownerName)}/media?album=${a.id}` };
}

function toSettings(s: SettingsRow): MessagingSettings {
  return {
    groupSound: s.group_sound,
    sound: s.sound,
    sendOnEnter: s.send_on_enter,
    emailAlerts: s.email_alerts,
    readReceipts: s.read_receipts,
    sendTyping: s.send_typing,
    requests: { nonFriends: s.filter_non_friends, newAccounts: s.filter_new_accounts, unverified: s.filter_unverified },
  };
}

/** The list's keyset cursor: [last activity as PostgreSQL text, conversation id]; anything else is a 422. */
function decodeCursor(cursor: string): [string, string] {
  return decode(cursor, ['ts', 'uuid'], () => new MessagingException(MessagingErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' })) as [string, string];
}
