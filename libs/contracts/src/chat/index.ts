import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_MOD_ACTIONS, CHAT_SLOW_MODE_MAX, TIERS } from '@community/domain';
import { MediaSizes } from '../media/index.js';

/**
 * Chat rooms (issue 9; SPEC 2 chat screen, SPEC 3 chat tab, chat room, chat settings, room config, SPEC 7
 * `chat-settings` and the chat counts on the public channel). Rooms are joined and spoken in over the
 * socket; listing, creating, configuring, moderating and reporting are HTTP.
 */

const Uuid = (what: string) => z.uuid(`${what} must be a UUID`);
/** Chat message ids are one database sequence, sent as decimal strings. */
export const ChatMessageId = z.string().regex(/^\d{1,18}$/, 'must be a chat message id');

export const ROOM_NAME_MAX = 40;
export const ROOM_SUBJECT_MAX = 200;
export const ROOM_SECRET_MIN = 4;
export const ROOM_SECRET_MAX = 64;
export const ROOM_OCCUPANCY_MAX = 500;
export const KEYWORD_FILTERS_MAX = 50;
export const NICK_MIN = 3;
export const NICK_MAX = 20;
/** Longest ban, silence or moderator appointment with an end (30 days); longer is "for good". */
export const SANCTION_MINUTES_MAX = 43_200;

export const ChatTabDetail = z.object({ images: z.boolean(), only: z.boolean(), protected: z.boolean(), persistent: z.boolean() });
export type ChatTabDetailDto = z.infer<typeof ChatTabDetail>;

export const ChatRank = z.enum(['member', 'moderator', 'owner', 'staff']);
export const ChatTierLimit = z.enum(TIERS).nullable();

/** A room in the room list (SPEC 3 chat room: id, name, count, domain, priority) with what a visitor needs to know before entering. */
export const ChatRoom = z.object({
  id: z.string(),
  name: z.string(),
  /** Members in the room now. */
  count: z.number().int().min(0),
  /** The variant the room belongs to. */
  domain: z.string(),
  priority: z.number().int(),
  kind: z.enum(['system', 'member']),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  subject: z.string(),
  detail: ChatTabDetail,
  verifiedOnly: z.boolean(),
  minTier: ChatTierLimit,
  maxOccupancy: z.number().int().nullable(),
  slowModeSeconds: z.number().int(),
});
export type ChatRoom = z.infer<typeof ChatRoom>;

export const ChatRoomList = z.object({ items: z.array(ChatRoom) });
export type ChatRoomList = z.infer<typeof ChatRoomList>;

export const KeywordFilter = z.object({
  word: z.string().trim().min(2, 'A filtered word has at least 2 characters').max(40, 'A filtered word has at most 40 characters'),
  action: z.enum(['hide', 'report']),
});
export type KeywordFilterDto = z.infer<typeof KeywordFilter>;

const RoomName = z
  .string('roomname is required')
  .trim()
  .min(3, 'A room name has at least 3 characters')
  .max(ROOM_NAME_MAX, `A room name has at most ${ROOM_NAME_MAX} characters`);
const RoomSecret = z
  .string()
  .min(ROOM_SECRET_MIN, `The secret has at least ${ROOM_SECRET_MIN} characters`)
  .max(ROOM_SECRET_MAX, `The secret has at most ${ROOM_SECRET_MAX} characters`);

/** `POST /api/chat/rooms`: SPEC 3 room config (only, protectedroom, persistentroom, roomname, roomsecret). */
export const CreateRoomRequest = z
  .object({
    roomname: RoomName,
    only: z.boolean().default(false),
    protectedroom: z.boolean().default(false),
    roomsecret: RoomSecret.optional(),
    persistentroom: z.boolean().default(false),
    images: z.boolean().default(true),
  })
  .refine((r) => !r.protectedroom || Boolean(r.roomsecret), { message: 'A protected room needs a secret', path: ['roomsecret'] });
export type CreateRoomRequest = z.input<typeof CreateRoomRequest>;

/** `PATCH /api/chat/rooms/:id`: the owner's and staff's room settings (the subject: moderators too). */
export const UpdateRoomRequest = z.object({
  subject: z.string().trim().max(ROOM_SUBJECT_MAX, `The subject has at most ${ROOM_SUBJECT_MAX} characters`).optional(),
  slowModeSeconds: z.number().int('slowModeSeconds must be whole seconds').min(0).max(CHAT_SLOW_MODE_MAX, `slowModeSeconds is at most ${CHAT_SLOW_MODE_MAX}`).optional(),
  maxOccupancy: z.number().int().min(2, 'maxOccupancy is at least 2').max(ROOM_OCCUPANCY_MAX, `maxOccupancy is at most ${ROOM_OCCUPANCY_MAX}`).nullable().optional(),
  verifiedOnly: z.boolean().optional(),
  minTier: ChatTierLimit.optional(),
  images: z.boolean().optional(),
  only: z.boolean().optional(),
  /** A new secret protects the room; null opens it. */
  roomsecret: RoomSecret.nullable().optional(),
  keywordFilters: z.array(KeywordFilter).max(KEYWORD_FILTERS_MAX, `At most ${KEYWORD_FILTERS_MAX} filtered words`).optional(),
});
export type UpdateRoomRequest = z.input<typeof UpdateRoomRequest>;

export const ChatSanction = z.object({ memberId: z.string(), name: z.string(), until: z.string().nullable() });

/** A room as its owner, moderators and staff see it: the settings, who is banned, silenced and moderating. */
export const ChatRoomAdmin = ChatRoom.extend({
  keywordFilters: z.array(KeywordFilter),
  moderators: z.array(ChatSanction),
  bans: z.array(ChatSanction),
  silences: z.array(ChatSanction),
  myRank: ChatRank,
});
export type ChatRoomAdmin = z.infer<typeof ChatRoomAdmin>;

/** `POST /api/chat/rooms/:id/moderation`. `minutes` empty or null: for good (ban, silence) or until removed (moderator). */
export const ModerationRequest = z.object({
  action: z.enum(CHAT_MOD_ACTIONS, 'action is not a moderation action'),
  memberId: Uuid('memberId'),
  minutes: z.number().int('minutes must be whole minutes').min(1, 'minutes is at least 1').max(SANCTION_MINUTES_MAX, `minutes is at most ${SANCTION_MINUTES_MAX} (30 days); leave it out for good`).nullable().optional(),
  reason: z.string().trim().max(200).default(''),
});
export type ModerationRequest = z.input<typeof ModerationRequest>;

/** `POST /api/chat/reports`: report a chat message to staff. */
export const ChatReportRequest = z.object({
  messageId: ChatMessageId,
  reason: z.enum(['harassment', 'hate', 'spam', 'scam', 'underage', 'illegal', 'other'], 'Choose a reason'),
  details: z.string().trim().max(2000).default(''),
});
export type ChatReportRequest = z.input<typeof ChatReportRequest>;

export const PM_FILTERS = ['everyone', 'friends', 'nobody'] as const;

/** SPEC 3 chat settings, stored per member on the server (`GET/PUT /api/chat-settings`), plus the chat nickname. */
export const ChatSettings = z.object({
  camFormat: z.enum(['4:3', '16:9']),
  camOrientation: z.enum(['landscape', 'portrait']),
  camSize: z.enum(['small', 'medium', 'large']),
  /** Show images in rooms. */
  imgRooms: z.boolean(),
  /** Show images in private chats. */
  imgPms: z.boolean(),
  mentionSound: z.boolean(),
  /** Who may open a private chat with me. */
  pmFilter: z.enum(PM_FILTERS),
  pmSound: z.boolean(),
  viewClassic: z.boolean(),
  viewCompact: z.boolean(),
  /** Hide blocked members' messages and names (on by default). */
  viewHideBlocked: z.boolean(),
  /** My nick in chat; null: my member name. */
  nick: z.string().nullable(),
});
export type ChatSettings = z.infer<typeof ChatSettings>;

export const ChatNick = z
  .string()
  .trim()
  .min(NICK_MIN, `A nickname has at least ${NICK_MIN} characters`)
  .max(NICK_MAX, `A nickname has at most ${NICK_MAX} characters`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'A nickname has letters, digits and _ . - only');

export const ChatSettingsUpdate = ChatSettings.omit({ nick: true }).partial().extend({ nick: ChatNick.nullable().optional() });
export type ChatSettingsUpdate = z.input<typeof ChatSettingsUpdate>;

/**
 * `GET /api/xmpp/auth` (SPEC 7 `xmpp/auth`): the chat credentials. The original chat logged into an XMPP server
 * with credentials from this resource; this chat speaks socket.io on the site's own socket endpoint
 * (`transport`, `socketPath`), authenticated by the session cookie, so no password or token is handed out (a
 * second secret would only be something more to leak). What it answers is who I am in chat (member id, nick,
 * rank) and whether I may chat now, and if not, why: the chat screen shows that instead of refused joins.
 */
export const ChatAuth = z.object({
  memberId: z.string(),
  /** My chat nickname (the chat settings' nick, else my member name). */
  nick: z.string(),
  rank: z.enum(['member', 'staff']),
  canChat: z.boolean(),
  /** Why I may not chat: my e-mail address is not confirmed, or my account is suspended. */
  reason: z.enum(['unconfirmed', 'unavailable']).nullable(),
  transport: z.literal('socket.io'),
  socketPath: z.string(),
});
export type ChatAuth = z.infer<typeof ChatAuth>;

// ---- socket payloads ---------------------------------------------------------------------------------

export const ChatPerson = z.object({ id: z.string(), nick: z.string(), name: z.string(), colour: z.number().int() });
export type ChatPerson = z.infer<typeof ChatPerson>;

/** Someone in a room; `blocked`: the viewer has blocked them (their lines and name are hidden or folded). */
export const ChatMember = ChatPerson.extend({ rank: ChatRank, blocked: z.boolean() });
export type ChatMember = z.infer<typeof ChatMember>;

/** A photo in a chat message: one of the sender's approved photos of the media module (its sizes' URLs). */
export const ChatMedia = z.object({
  id: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sizes: MediaSizes,
});
export type ChatMedia = z.infer<typeof ChatMedia>;

export const ChatMessage = z.object({
  id: ChatMessageId,
  /** The room; null for a private message. */
  roomId: z.string().nullable(),
  clientId: z.string(),
  from: ChatPerson,
  /** The other member of a private message. */
  to: ChatPerson.nullable(),
  /** Empty only when the message is a photo without a caption. */
  body: z.string(),
  /** The sender's photo, while it may be shown; null when there is none or it was deleted or taken down. */
  media: ChatMedia.nullable(),
  /** True when the message was sent with a photo (even one no longer shown). */
  hasMedia: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** What `chat.join` answers: the room tab (SPEC 3 chat tab) with its history (persistent rooms) and members. */
export const ChatRoomTab = z.object({
  id: z.string(),
  type: z.literal('room'),
  name: z.string(),
  self: z.string(),
  subject: z.string(),
  detail: ChatTabDetail,
  messages: z.array(ChatMessage),
  members: z.array(ChatMember),
  myRank: ChatRank,
  slowModeSeconds: z.number().int(),
  /** Members in the room or in its history whom the viewer has blocked. */
  blocked: z.array(z.string()),
});
export type ChatRoomTab = z.infer<typeof ChatRoomTab>;

export const ChatJoinRequest = z.object({ roomId: Uuid('roomId'), secret: z.string().max(ROOM_SECRET_MAX).optional() });
export type ChatJoinRequest = z.input<typeof ChatJoinRequest>;
/** The site's secret dialog for a protected room (the room id comes from the room chosen). */
export const ChatJoinSecretForm = ChatJoinRequest.pick({ secret: true });
export type ChatJoinSecretForm = z.input<typeof ChatJoinSecretForm>;

/** A chat line's text (may be empty when a photo goes with it) and the optional photo (one of my approved photos). */
const ChatBody = z.string().trim().max(CHAT_MESSAGE_MAX, `A chat message has at most ${CHAT_MESSAGE_MAX} characters`).default('');
const ChatPhoto = Uuid('media').optional();
const hasBodyOrPhoto = (v: { body: string; media?: string }) => v.body.length > 0 || v.media !== undefined;
const BODY_OR_PHOTO = { path: ['body'], message: 'Write something first' };

/** What a chat line carries: text, one of my photos, or both. */
const ChatLine = z.object({ body: ChatBody, media: ChatPhoto });

/** The site's composer: the line of a say or a pm, before the room or the addressee and the client id are added. */
export const ChatComposerForm = ChatLine.refine(hasBodyOrPhoto, BODY_OR_PHOTO);
export type ChatComposerForm = z.input<typeof ChatComposerForm>;

export const ChatSayRequest = ChatLine.extend({ roomId: Uuid('roomId'), clientId: Uuid('clientId') }).refine(hasBodyOrPhoto, BODY_OR_PHOTO);
export type ChatSayRequest = z.input<typeof ChatSayRequest>;

export const ChatPmRequest = ChatLine.extend({ toMemberId: Uuid('toMemberId'), clientId: Uuid('clientId') }).refine(hasBodyOrPhoto, BODY_OR_PHOTO);
export type ChatPmRequest = z.input<typeof ChatPmRequest>;

/** Why the server refused a socket request. */
export const CHAT_REFUSALS = [
  'invalid', 'login', 'unconfirmed', 'not-found', 'banned', 'members-only', 'secret', 'verified', 'tier', 'full',
  'not-in-room', 'silenced', 'slow', 'flood', 'repeat', 'blocked', 'pm-filter', 'unavailable', 'nick-taken',
  'images-off', 'photo',
] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

export type ChatRefused = { ok: false; code: ChatRefusal; message: string; retryAfterMs?: number; field?: string };
export type ChatJoinAck = { ok: true; tab: ChatRoomTab } | ChatRefused;
export type ChatSayAck = { ok: true; message: ChatMessage; hidden?: boolean } | ChatRefused;

/** Server-to-client payloads. */
export interface ChatJoinedEvent { roomId: string; member: ChatMember }
export interface ChatLeftEvent { roomId: string; memberId: string; nick: string }
export interface ChatSubjectEvent { roomId: string; subject: string; by: string }
export interface ChatRemovedEvent { roomId: string; reason: 'kick' | 'ban' | 'closed'; until: string | null }
export interface ChatNoticeEvent { roomId: string | null; code: ChatRefusal | 'silenced-by' | 'moderator'; message: string; retryAfterMs?: number }
export interface ChatCountEvent { roomId: string; domain: string; count: number; closed?: boolean }
export interface ChatRankEvent { roomId: string; memberId: string; rank: z.infer<typeof ChatRank> }
export interface ChatRoomEvent { roomId: string; detail: ChatTabDetailDto; slowModeSeconds: number; name: string }

// ---- staff console -----------------------------------------------------------------------------------

export const ChatAuditEntry = z.object({
  id: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  targetName: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ChatAuditEntry = z.infer<typeof ChatAuditEntry>;

export const ChatReportedMessage = z.object({
  id: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string(),
  messageId: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  body: z.string(),
  /** The photo the message carried (media module id; staff open it in the media pages), or null. */
  mediaId: z.string().nullable(),
  source: z.enum(['member', 'keyword']),
  reporterId: z.string().nullable(),
  reporterName: z.string(),
  reason: z.string(),
  details: z.string(),
  /** The report in the staff reports queue (member reports). */
  reportId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatReportedMessage = z.infer<typeof ChatReportedMessage>;

/** The staff lists' query (react-admin simple REST). */
export const ChatStaffListQuery = z.object({
  range: z.string().optional(),
  sort: z.string().optional(),
  filter: z.string().optional(),
});

export const chatRoomChannel = (roomId: string) => `chat:${roomId}`;
