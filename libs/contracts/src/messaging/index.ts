import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import {
  CATCH_UP_MAX,
  CONVERSATIONS_PAGE_MAX,
  CONVERSATIONS_PAGE_SIZE,
  GROUP_MAX_OTHERS,
  GROUP_NAME_MAX_LENGTH,
  MESSAGES_PAGE_MAX,
  MESSAGES_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
} from '@community/domain';
import { Avatar } from '../auth/auth.js';
import { MediaSizes, MediaVideoSizes } from '../media/index.js';

/** Private messaging (issue 5; SPEC 3 conversation, message, message event, messaging settings; SPEC 7). */

/** Message ids are database sequence numbers (they grow with time), sent as decimal strings. */
export const MessageId = z.string().regex(/^\d{1,18}$/, 'must be a message id');
const Uuid = (what: string) => z.uuid(`${what} must be a UUID`);

export const Folder = z.enum(['inbox', 'requests']);
export type Folder = z.infer<typeof Folder>;

export const Participant = z.object({ id: z.string(), name: z.string(), avatar: Avatar });
export type Participant = z.infer<typeof Participant>;

/**
 * A photo or video sent in a message: one of the sender's approved (and, for a video, processed) items; its URLs
 * work for everyone in the conversation (signed when the item is not public).
 */
export const MessageMedia = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A photo's sizes; for a video, its poster frame. */
  sizes: MediaSizes,
  /** A video's MP4 sizes (null for a photo). */
  video: MediaVideoSizes.nullable(),
  /** A video's length in seconds (null for a photo). */
  duration: z.number().nullable(),
});
export type MessageMedia = z.infer<typeof MessageMedia>;

/**
 * An album invitation sent as a message: the sender invited the recipients to one of their albums (a real
 * invitation of the media module, answered there or from its notification). Shown as a card with a link.
 */
export const MessageAlbumInvite = z.object({
  album: z.object({ id: z.string(), name: z.string(), ownerName: z.string() }),
  /** Where the album opens on the site (the owner's media page on that album). */
  url: z.string(),
});
export type MessageAlbumInvite = z.infer<typeof MessageAlbumInvite>;

/**
 * What a message is, for previews (conversation list, toasts, notifications): an album invitation, a video, a
 * photo (each possibly with text), or text only. Told by the message itself, even once its photo or album is gone.
 */
export const MessageKind = z.enum(['text', 'photo', 'video', 'albumInvite']);
export type MessageKind = z.infer<typeof MessageKind>;

export const Message = z.object({
  id: MessageId,
  conversationId: z.string(),
  /** The client-generated id the message was sent with (the retry key). */
  clientId: z.string(),
  sender: Participant.nullable().describe('null when the sender closed their account'),
  /** Empty only when the message is a photo, video or album invitation without a caption. */
  body: z.string(),
  kind: MessageKind,
  /** The photo or video, while it may be shown; null when there is none, or its owner deleted it or staff took it down. */
  media: MessageMedia.nullable(),
  /** True when the message was sent with a photo or video (even one no longer shown). */
  hasMedia: z.boolean(),
  /** The album the message invites to, while the album exists; null (or absent) otherwise. */
  albumInvite: MessageAlbumInvite.nullable().optional(),
  createdAt: z.string(),
  isSaved: z.boolean(),
  isReadByEveryone: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const LastMessage = z.object({
  id: MessageId,
  createdAt: z.string(),
  message: z.string(),
  /** What the last message is, so a preview without text reads "Photo", "Video" or "Album invitation: …". */
  kind: MessageKind,
  /** The invited album's name while the album exists (kind `albumInvite`); null otherwise. */
  albumName: z.string().nullable(),
  senderId: z.string().nullable(),
  isRead: z.boolean(),
  isReadByEveryone: z.boolean(),
});
export type LastMessage = z.infer<typeof LastMessage>;

export const Conversation = z.object({
  id: z.string(),
  isGroup: z.boolean(),
  /** The group's name, or the other member's name in a one-to-one conversation. */
  name: z.string(),
  coverImage: Avatar.nullable().describe('the other member’s avatar; null for groups'),
  participants: z.array(Participant).describe('everyone but the viewer'),
  folder: Folder,
  unread: z.number().int().min(0),
  lastMessage: LastMessage.nullable(),
  /** The viewer may send here now (tier, blocks, suspension). */
  canSend: z.boolean(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

/** `next`: pass it back as `after` (with page + 1) for the next page; null on the last page. */
export const ConversationPage = pageOf(Conversation).extend({
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ConversationPage = z.infer<typeof ConversationPage>;

export const ConversationListQuery = z.object({
  folder: Folder.default('inbox'),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').default(1),
  per_page: z.coerce.number().int().min(1).max(CONVERSATIONS_PAGE_MAX, `per_page is at most ${CONVERSATIONS_PAGE_MAX}`).default(CONVERSATIONS_PAGE_SIZE),
  after: z.string().max(200).optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

export const MessagePage = z.object({ items: z.array(Message).describe('oldest first'), more: z.boolean() });
export type MessagePage = z.infer<typeof MessagePage>;

/** Paging a thread: `before` goes back through history (newest first page when absent); `after` fetches what is newer. */
export const MessageListQuery = z
  .object({
    before: MessageId.optional(),
    after: MessageId.optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_SIZE),
  })
  .refine((q) => !(q.before && q.after), { message: 'send before or after, not both', path: ['after'] });
export type MessageListQuery = z.infer<typeof MessageListQuery>;

/** Reconnect catch-up: every message in the viewer's conversations with an id above `after`. */
export const CatchUpQuery = z.object({ after: MessageId });
export const CatchUp = z.object({ items: z.array(Message).describe(`oldest first, at most ${CATCH_UP_MAX}`), more: z.boolean() });
export type CatchUp = z.infer<typeof CatchUp>;

/** A payload kind whose module does not exist yet: validated as absent, so sending one is a 422 naming it. */
const pending = (what: string) =>
  z
    .unknown()
    .refine((v) => v === undefined || v === null, `${what} is not available yet`)
    .optional()
    .describe(`${what}: refused with 422 until its module exists`);

const sendFields = {
  clientId: Uuid('clientId').describe('generated by the client; a retry with the same id returns the stored message'),
  message: z
    .string('message is required')
    .max(MESSAGE_MAX_LENGTH, `message is at most ${MESSAGE_MAX_LENGTH} characters`)
    .describe('may be empty only when a photo or video (`media`) or an album invitation is sent'),
  saveNote: z.boolean().default(false).describe('keep the sent message in my saved messages'),
  media: Uuid('media').optional().describe('one of my approved photos, or approved and processed videos, sent with (or instead of) the text'),
  albumInvite: Uuid('albumInvite').optional().describe('one of my albums: the recipients are invited to it (a card in the conversation)'),
  groupInvite: Uuid('groupInvite').optional().describe('one of my groups (id): the recipients are invited to it and told by notification; the text says what the invitation is'),
  partyInvite: Uuid('partyInvite').optional().describe('a party I host: the recipients are invited to it (accept or decline from the notification)'),
  as: pending('as (sending as another identity)'),
};

/** Text may be left out only when a photo or an album invitation goes instead. */
const textOrPhoto = (v: { message: string; media?: string; albumInvite?: string }, ctx: z.RefinementCtx) => {
  if (v.message.trim().length === 0 && !v.media && !v.albumInvite) ctx.addIssue({ code: 'custom', path: ['message'], message: 'message may not be empty' });
};

/** SPEC 7's message post: text (emoticon shortcodes like `:smile:` allowed), a photo and/or an album invitation; group and party invitations and `as` wait for their modules. */
export const SendMessageRequest = z.object(sendFields).superRefine(textOrPhoto);
export type SendMessageRequest = z.input<typeof SendMessageRequest>;
/** The message composer's form: what the member writes and attaches (the client id is the send attempt's, added on sending). */
export const MessageForm = z.object(sendFields).pick({ message: true, saveNote: true, media: true, albumInvite: true }).superRefine(textOrPhoto);
export type MessageForm = z.input<typeof MessageForm>;

/** Start a conversation (one-to-one with one recipient, a group with more) with its first message. */
export const StartConversationRequest = z
  .object({
    ...sendFields,
    recipientIds: z
      .array(Uuid('recipientIds'))
      .min(1, 'choose at least one recipient')
      .max(GROUP_MAX_OTHERS, `a group has at most ${GROUP_MAX_OTHERS} others`)
      .refine((ids) => new Set(ids).size === ids.length, 'each recipient once'),
    name: z.string().trim().min(1).max(GROUP_NAME_MAX_LENGTH).optional().describe('groups only'),
  })
  .superRefine(textOrPhoto);
export type StartConversationRequest = z.input<typeof StartConversationRequest>;

export const SendResult = z.object({
  message: Message,
  conversation: Conversation,
  canSendMessages: z.boolean(),
  canReplyMessages: z.boolean(),
});
export type SendResult = z.infer<typeof SendResult>;

/** Before composing to someone: the existing one-to-one conversation, or whether one may start. */
export const ConversationWith = z.object({
  member: Participant,
  conversationId: z.string().nullable(),
  canStart: z.boolean(),
  /** Why not: upgrade (tier), blocked, privacy, unavailable, unconfirmed, cannot-reply. */
  reason: z.string().nullable(),
});
export type ConversationWith = z.infer<typeof ConversationWith>;

export const StrangerFilter = z.object({ nonFriends: z.boolean(), newAccounts: z.boolean(), unverified: z.boolean() });

/** SPEC 3 messaging settings plus the stranger filter and never-miss-match alerts. */
export const MessagingSettings = z.object({
  groupSound: z.boolean(),
  sound: z.boolean(),
  sendOnEnter: z.boolean(),
  emailAlerts: z.boolean(),
  /** Off: others do not see when I read, and I do not see when they read. */
  readReceipts: z.boolean(),
  /** Off: my browsers send no typing whisper. */
  sendTyping: z.boolean(),
  requests: StrangerFilter,
});
export type MessagingSettings = z.infer<typeof MessagingSettings>;
export const MessagingSettingsUpdate = MessagingSettings.extend({ requests: StrangerFilter.partial() }).partial().strict();
export type MessagingSettingsUpdate = z.infer<typeof MessagingSettingsUpdate>;

export const UnreadCounts = z.object({ inbox: z.number().int().min(0), requests: z.number().int().min(0) });
export type UnreadCounts = z.infer<typeof UnreadCounts>;

export const UnsubscribeRequest = z.object({ token: z.string().min(20, 'token is not valid').max(300) });

/** Real-time payloads (typed in ../realtime/events.ts). */
export const MessageEvent = z.object({
  conversationId: z.string(),
  message: Message,
  /** The receiving member's unread count in this conversation, and in their folder overall. */
  unread: z.number().int(),
  totalUnread: z.number().int(),
  isGroup: z.boolean(),
  folder: Folder,
});
export type MessageEvent = z.infer<typeof MessageEvent>;
export type ReadEvent = { conversationId: string; memberId: string; lastReadMessageId: string; isReadByEveryone: boolean; lastMessageId: string | null };
export type ConversationRemovedEvent = { conversationId: string };
export type TypingEvent = { conversationId: string; memberId: string; name: string };
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;
