import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { ChatSettingsUpdate, type ChatRefusal, type ChatRefused, type ChatSettings } from '@community/contracts';
import type { MemberAccount } from '../members/index.js';
import type { RealtimeServer, RealtimeSocket } from '../../infra/realtime/socket-types.js';
import type { RoomRow } from './chat.repository.js';

/** What a chat socket remembers of its member between messages (refreshed on every join and after 30 s). */
export interface Speaker {
  member: MemberAccount;
  nick: string;
  at: number;
}
export interface ChatSocketData {
  memberId: string | null;
  name?: string;
  chat?: Speaker;
}
export type ChatServer = RealtimeServer<ChatSocketData>;
export type ChatSocket = RealtimeSocket<ChatSocketData>;

/** System rooms every variant has (the stories site has its own pair). */
export const SYSTEM_ROOMS: ReadonlyArray<{ slug: string; name: string; priority: number }> = [
  { slug: 'lobby', name: 'Lobby', priority: 100 },
  { slug: 'flirt', name: 'Flirt & chat', priority: 90 },
  { slug: 'newcomers', name: 'Newcomers', priority: 80 },
];
export const STORIES_ROOMS: ReadonlyArray<{ slug: string; name: string; priority: number }> = [
  { slug: 'lobby', name: 'Lobby', priority: 100 },
  { slug: 'writers', name: 'Writers’ lounge', priority: 90 },
];

/** Open rooms a member may own at once. */
export const ROOMS_PER_OWNER = 3;
export const HEARTBEAT_MS = 10_000;
/** How long a node trusts what it read of a room, a member's sanctions or a socket's member (other nodes' changes show within this). */
export const CACHE_MS = 2_000;
export const SPEAKER_MS = 30_000;
export const RECENT_CLIENT_IDS = 10_000;
export const COUNT_COALESCE_MS = 250;
export const DEAD_NODE_SECONDS = 35;

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

export const REFUSAL_TEXT: Record<ChatRefusal, string> = {
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
export const refuse = (code: ChatRefusal, extra: Partial<ChatRefused> = {}): ChatRefused => ({ ok: false, code, message: REFUSAL_TEXT[code], ...extra });

/** The `invalid` refusal of a message that failed its schema, naming its first issue's field and message. */
export const refuseInvalid = (error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): ChatRefused => {
  const issue = error.issues[0];
  return refuse('invalid', { field: String(issue?.path[0] ?? ''), message: issue?.message ?? REFUSAL_TEXT.invalid });
};

export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What flood control compares: the text, and the photo (two different photos without a caption are not a copy-paste). */
export function floodText(body: string, media: string | undefined): string {
  return media ? `${body}\u0000${media}` : body;
}

export function detailOf(r: RoomRow) {
  return { images: r.images, only: r.members_only, protected: r.secret_hash !== null, persistent: r.persistent };
}

/** A room's settings as the staff audit records them before a change (the names of UpdateRoomRequest; never the secret). */
export function settingsOf(r: RoomRow): Record<string, unknown> {
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

export function pickSettings(raw: Record<string, unknown>): Partial<Omit<ChatSettings, 'nick'>> {
  const parsed = ChatSettingsUpdate.safeParse(raw);
  if (!parsed.success) return {};
  const { nick: _nick, ...rest } = parsed.data;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, 32);
  return `scrypt:${salt.toString('base64url')}:${key.toString('base64url')}`;
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  const [, salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const got = await scrypt(secret, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(got, expected);
}
