import type { ConversationRemovedEvent, MessageEvent, ReadEvent, TypingEvent } from '../messaging/index.js';
import type { CoinBalanceEvent } from '../coins/index.js';
import type { NotificationAddedEvent, NotificationRemovedEvent, NotificationsClearedEvent } from '../notifications/index.js';
import type {
  ChatCountEvent,
  ChatJoinAck,
  ChatJoinedEvent,
  ChatLeftEvent,
  ChatMember,
  ChatMessage,
  ChatNoticeEvent,
  ChatPmRequest,
  ChatRankEvent,
  ChatRefused,
  ChatRemovedEvent,
  ChatRoomEvent,
  ChatSayAck,
  ChatSayRequest,
  ChatJoinRequest,
  ChatSubjectEvent,
} from '../chat/index.js';
import type { UserRefreshEvent } from '../notifications/index.js';

/**
 * Every socket.io event, server to client and client to server (ARCHITECTURE convention 6). Rooms:
 * `public` (every connection: chat counts and other public figures), `member:<id>` (one member's
 * browsers). Feature modules add their events here.
 */
export interface ServerToClientEvents {
  /** Sent once on connect: who the server thinks this connection belongs to. */
  ready: (payload: { memberId: string | null }) => void;
  /** The member's session ended elsewhere (logout, password reset, suspension). */
  'session.ended': (payload: Record<string, never>) => void;
  /** A message in one of my conversations (to every participant's member room, sender's other tabs included). */
  'message.new': (payload: MessageEvent) => void;
  /** Someone read a conversation up to a message (read ticks; my own other tabs clear their counts). */
  'message.read': (payload: ReadEvent) => void;
  /** I deleted a conversation for me (my other tabs drop it). */
  'conversation.removed': (payload: ConversationRemovedEvent) => void;
  /** The typing whisper, to the conversation's room except the typist; it clears after 2 s without another. */
  'conversation.typing': (payload: TypingEvent) => void;
  'notification.added': (payload: NotificationAddedEvent) => void;
  'notification.removed': (payload: NotificationRemovedEvent) => void;
  'notification.cleared': (payload: NotificationsClearedEvent) => void;
  /** Chat (issue 9): a message in a room I am in (room channel `chat:<id>`), or a private chat message (member room). */
  'chat.message': (payload: ChatMessage) => void;
  'chat.pm': (payload: ChatMessage) => void;
  'chat.joined': (payload: ChatJoinedEvent) => void;
  'chat.left': (payload: ChatLeftEvent) => void;
  'chat.subject': (payload: ChatSubjectEvent) => void;
  /** I was kicked or banned from a room, or it closed (to my member room). */
  'chat.removed': (payload: ChatRemovedEvent) => void;
  /** A notice for me only: throttled, slow mode, silenced… */
  'chat.notice': (payload: ChatNoticeEvent) => void;
  /** Live room counts on the public channel (SPEC 4: a chat count event sets the chat counter). */
  'chat.count': (payload: ChatCountEvent) => void;
  'chat.rank': (payload: ChatRankEvent) => void;
  'chat.room': (payload: ChatRoomEvent) => void;
  /** Re-read my profile (permissions, tier, counts changed elsewhere). */
  'user.refresh': (payload: UserRefreshEvent) => void;
  /** My coin balance changed (SPEC 4 notification events: coin balance update). */
  'coins.balance': (payload: CoinBalanceEvent) => void;
}

export interface ClientToServerEvents {
  /** Round-trip check used by clients and health probes. */
  ping: (ack: (payload: { at: string }) => void) => void;
  /** Join a conversation's room (the server checks I am in it); the ack says whether I was admitted. */
  'conversation.join': (conversationId: string, ack: (payload: { ok: boolean }) => void) => void;
  'conversation.leave': (conversationId: string) => void;
  /** The typing whisper: relayed only from a socket admitted to that conversation's room. */
  'conversation.typing': (conversationId: string) => void;
  /** Chat (issue 9): enter a room (the server checks bans, secret, tier, cap); the ack carries the tab. */
  'chat.join': (payload: ChatJoinRequest, ack: (payload: ChatJoinAck) => void) => void;
  'chat.leave': (roomId: string, ack?: (payload: { ok: boolean }) => void) => void;
  'chat.say': (payload: ChatSayRequest, ack: (payload: ChatSayAck) => void) => void;
  'chat.pm': (payload: ChatPmRequest, ack: (payload: ChatSayAck) => void) => void;
  /** The viewer's relation to someone who just joined (blocked either way). */
  'chat.whois': (memberId: string, ack: (payload: { ok: true; member: ChatMember } | ChatRefused) => void) => void;
}

export const SOCKET_PATH = '/napi/notification';
export const PUBLIC_ROOM = 'public';
export const memberRoom = (memberId: string) => `member:${memberId}`;
