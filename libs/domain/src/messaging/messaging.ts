/**
 * Private messaging rules (issue 5): who may send, which folder a message lands in, read state, typing and
 * the e-mail alert cadence. Pure decisions; the API and the site apply them.
 */

/** Conversations per page of the list (SPEC 9). */
export const CONVERSATIONS_PAGE_SIZE = 15;
export const CONVERSATIONS_PAGE_MAX = 50;
/** Messages per page when paging back through a thread. */
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_PAGE_MAX = 100;
/** Most messages one catch-up request returns (the client asks again while `more` is true). */
export const CATCH_UP_MAX = 200;
/** A message body, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;
/** A group conversation: the creator plus at most this many others. */
export const GROUP_MAX_OTHERS = 19;
export const GROUP_NAME_MAX_LENGTH = 80;
/** SPEC 4, 9: a typing indicator clears this long after the last whisper. */
export const TYPING_CLEAR_MS = 2000;
/** The client sends at most one typing whisper per this interval while the member types. */
export const TYPING_THROTTLE_MS = 1000;
/** SPEC 7, 9: reconnect attempts of the real-time client. */
export const SOCKET_RECONNECT_ATTEMPTS = 5;
/** Accounts younger than this count as new for the stranger filter. */
export const NEW_ACCOUNT_DAYS = 30;
/** Never-miss-match: an unread message waits this long before its e-mail alert goes. */
export const ALERT_QUIET_MS = 15 * 60_000;
/** Never-miss-match: at most one alert per conversation per member in this window. */
export const ALERT_INTERVAL_MS = 24 * 3_600_000;

/** Anti-spam: conversations one member may start per hour, and messages per minute (staff are not limited). */
export const NEW_CONVERSATIONS_PER_HOUR = 30;
export const MESSAGES_PER_MINUTE = 30;

/** Payload kinds of SPEC 7's message post besides text; each waits for its module (albums, media, groups, parties). */
export const PENDING_PAYLOAD_KINDS = ['albumInvite', 'media', 'groupInvite', 'partyInvite'] as const;
export type PendingPayloadKind = (typeof PENDING_PAYLOAD_KINDS)[number];

/** Who may start a conversation with a member (their privacy setting `messages`). */
export type MessagePrivacy = 'everyone' | 'friends' | 'nobody';

export interface SendContext {
  /** The message opens a new conversation (rather than continuing one the sender belongs to). */
  readonly starting: boolean;
  /** libs/domain canSendMessages for the sender (start conversations). */
  readonly canSend: boolean;
  /** libs/domain canReplyMessages for the sender. */
  readonly canReply: boolean;
  /** The sender is staff: staff reach members whatever their privacy (never across nothing else). */
  readonly senderIsStaff: boolean;
  /** The sender's e-mail address is confirmed. */
  readonly senderConfirmed: boolean;
  /** Per recipient: blocked either way, friends, their privacy, suspended. */
  readonly recipients: ReadonlyArray<{
    readonly blocked: boolean;
    readonly friends: boolean;
    readonly privacy: MessagePrivacy;
    readonly suspended: boolean;
  }>;
}

/**
 * Why a send is refused, or 'allow'.
 * - 'unconfirmed': confirm the e-mail address first (403 verification_required);
 * - 'cannot-reply': suspended (and so every send refused);
 * - 'upgrade': may reply but not start: the upgrade dialog opens (403 `upgrade:send-message`);
 * - 'blocked': a block either way with a recipient (both directions, every conversation);
 * - 'privacy': a recipient takes new conversations from friends only, or from nobody (staff pass);
 * - 'unavailable': a recipient is suspended.
 */
export type SendDecision = 'allow' | 'unconfirmed' | 'cannot-reply' | 'upgrade' | 'blocked' | 'privacy' | 'unavailable';

/**
 * The send rule. Order matters: the sender's own state first (so a free member learns about upgrading, not
 * about someone's privacy), then blocks, then suspension, then privacy (which only governs new conversations).
 */
export function sendDecision(ctx: SendContext): SendDecision {
  if (!ctx.senderConfirmed) return 'unconfirmed';
  if (!ctx.canReply) return 'cannot-reply';
  if (ctx.starting && !ctx.canSend) return 'upgrade';
  if (ctx.recipients.some((r) => r.blocked)) return 'blocked';
  if (ctx.recipients.some((r) => r.suspended)) return 'unavailable';
  if (ctx.starting && !ctx.senderIsStaff) {
    for (const r of ctx.recipients) {
      if (r.privacy === 'nobody') return 'privacy';
      if (r.privacy === 'friends' && !r.friends) return 'privacy';
    }
  }
  return 'allow';
}

/** A member's stranger filter: which senders' new conversations go to the requests folder. */
export interface StrangerFilter {
  readonly nonFriends: boolean;
  readonly newAccounts: boolean;
  readonly unverified: boolean;
}

/** Defaults: only accounts younger than 30 days are filtered until the member chooses otherwise. */
export const DEFAULT_STRANGER_FILTER: StrangerFilter = Object.freeze({ nonFriends: false, newAccounts: true, unverified: false });

export interface SenderFacts {
  readonly friends: boolean;
  readonly createdAt: Date;
  readonly verified: boolean;
  readonly isStaff: boolean;
}

export type Folder = 'inbox' | 'requests';

/**
 * Where a new conversation lands for its recipient. Staff and friends always reach the inbox; otherwise any
 * filter the recipient turned on that matches the sender sends it to requests. Replying (or accepting) moves
 * it to the inbox for good.
 */
export function folderFor(filter: StrangerFilter, sender: SenderFacts, now: Date): Folder {
  if (sender.isStaff || sender.friends) return 'inbox';
  if (filter.nonFriends) return 'requests';
  if (filter.newAccounts && now.getTime() - sender.createdAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000) return 'requests';
  if (filter.unverified && !sender.verified) return 'requests';
  return 'inbox';
}

/**
 * Read state of a message for a viewer. `readUpTo` maps each other participant to the last message id they
 * read (ids grow with time). isRead: the viewer has read it (their own messages are read by definition);
 * isReadByEveryone: every other participant has read up to it.
 */
export function readState(
  message: { readonly id: bigint; readonly senderId: string | null },
  viewer: { readonly id: string; readonly readUpTo: bigint },
  others: ReadonlyArray<{ readonly id: string; readonly readUpTo: bigint }>,
): { isRead: boolean; isReadByEveryone: boolean } {
  const isRead = message.senderId === viewer.id || viewer.readUpTo >= message.id;
  const everyone = others.filter((o) => o.id !== message.senderId);
  const viewerCounts = message.senderId === viewer.id ? [] : [viewer.readUpTo];
  const isReadByEveryone = [...everyone.map((o) => o.readUpTo), ...viewerCounts].every((r) => r >= message.id);
  return { isRead, isReadByEveryone };
}

/** Who is typing in one conversation: member id → the time their indicator clears. */
export type TypingState = Readonly<Record<string, number>>;

/** A whisper arrived: the member shows as typing until `now + TYPING_CLEAR_MS`. */
export function typingStarted(state: TypingState, memberId: string, now: number): TypingState {
  return { ...state, [memberId]: now + TYPING_CLEAR_MS };
}

/** Their message arrived: the indicator goes at once. */
export function typingStopped(state: TypingState, memberId: string): TypingState {
  if (!(memberId in state)) return state;
  const next = { ...state };
  delete next[memberId];
  return next;
}

/** Members still typing at `now` (whisper less than 2 s old). */
export function typingNow(state: TypingState, now: number): string[] {
  return Object.entries(state)
    .filter(([, until]) => until > now)
    .map(([id]) => id);
}

/**
 * Never-miss-match: may an alert go now for this conversation? Only when the member wants alerts, the
 * message is still unread, and no alert for this conversation went in the last 24 hours.
 */
export function alertDue(ctx: { wantsAlerts: boolean; stillUnread: boolean; lastAlertAt: Date | null; now: Date }): boolean {
  if (!ctx.wantsAlerts || !ctx.stillUnread) return false;
  return ctx.lastAlertAt === null || ctx.now.getTime() - ctx.lastAlertAt.getTime() >= ALERT_INTERVAL_MS;
}

/** Emoticon shortcodes look like `:name:`; the site replaces known ones with images (SPEC 5). */
export const SHORTCODE = /:([a-z0-9_+-]{2,32}):/g;

/** A message must have visible text once whitespace is trimmed. */
export function normaliseMessageBody(body: string): string {
  return body.replace(/\r\n?/g, '\n').trim();
}
