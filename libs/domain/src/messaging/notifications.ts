/** Notification rules (issue 5): which actions group, how a group reads, and the count. */

/** SPEC 3's notification actions (the ones other modules raise today or will). */
export const NOTIFICATION_ACTIONS = [
  'message',
  'idVerified',
  'Comment',
  'CommentLike',
  'PostComment',
  'Reply',
  'Request',
  'FriendAccepted',
  'Follow',
  'Wink',
  'Vouch',
  'StoryLike',
  'MediaLike',
  'AlbumInvite',
  'AlbumRequest',
  'AlbumAccessGranted',
  'GroupInvite',
  'GroupJoinRequest',
  'PartyInvite',
  'PartyRequest',
  'PartyApproved',
  'PartyPromoted',
  'PartyDeclined',
  'PartyCancelled',
  'PartyReminder',
  'ForumReply',
  'ForumMention',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Notifications per page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Actor ids kept on a grouped notification (the newest first); the rest are counted. */
export const GROUP_ACTORS_KEPT = 3;
/** A group keeps collecting actors while its newest activity is younger than this and it is unseen. */
export const GROUP_WINDOW_MS = 7 * 86_400_000;

/**
 * Actions that collect many actors on one object into one notification ("Anna and 4 others liked your
 * story"). Requests and invitations never group: each needs its own accept/decline.
 */
const GROUPING: ReadonlySet<NotificationAction> = new Set(['CommentLike', 'StoryLike', 'MediaLike', 'Follow', 'Wink', 'Comment', 'PostComment', 'Reply']);

/** The group key for an action on an object, or null when it never groups. */
export function notificationGroupKey(action: NotificationAction, objectType: string | null, objectId: string | null): string | null {
  if (!GROUPING.has(action)) return null;
  return `${action}:${objectType ?? '-'}:${objectId ?? '-'}`;
}

/** May a new notification join an existing group? Only while the group is unseen and recent. */
export function joinsGroup(group: { seen: boolean; updatedAt: Date }, now: Date): boolean {
  return !group.seen && now.getTime() - group.updatedAt.getTime() < GROUP_WINDOW_MS;
}

/** Adds an actor to a group's newest-first actor list (moved to the front if already there); `count` counts distinct actors. */
export function addActor(actors: readonly string[], count: number, actor: string): { actors: string[]; count: number } {
  const already = actors.includes(actor);
  const next = [actor, ...actors.filter((a) => a !== actor)].slice(0, GROUP_ACTORS_KEPT);
  return { actors: next, count: already ? Math.max(count, next.length) : count + 1 };
}

/**
 * How the actors of a notification read: 'one' (Anna), 'two' (Anna and Ben), 'many' (Anna and 4 others).
 * `others` is the number not named.
 */
export function actorPhrase(names: readonly string[], count: number): { form: 'none' | 'one' | 'two' | 'many'; first: string; second: string; others: number } {
  const first = names[0] ?? '';
  if (names.length === 0) return { form: 'none', first: '', second: '', others: 0 };
  if (count <= 1) return { form: 'one', first, second: '', others: 0 };
  if (count === 2 && names.length >= 2) return { form: 'two', first, second: names[1] ?? '', others: 0 };
  return { form: 'many', first, second: '', others: count - 1 };
}

/** How the site answers a notification through its `responseEndpoint` (SPEC 7's accept/decline calls). */
export interface NotificationResponse {
  method: 'PUT' | 'DELETE';
  /** The JSON body, or null for none (DELETE). */
  body: Record<string, string | number> | null;
}

/**
 * The accept/decline call for each kind of answerable notification, as SPEC 7 lists them: a friend request
 * is `PUT { approve: 1 | 0 }`; an album invitation is accepted with `PUT { accept: 1 }` and declined with
 * `DELETE`; a request for access to an album is answered by its owner on the same endpoint, granted with
 * `PUT { accept: 1 }` and refused with `DELETE`; a group invitation and an event (party) invitation are `PUT { accept: 1 | 0 }`; a group join
 * request is approved with `PUT { status: 'approve' }` and refused with `DELETE`. The endpoint itself comes
 * from the module that raised the notification. Null for actions that cannot be answered.
 */
export function notificationResponse(action: NotificationAction, accept: boolean): NotificationResponse | null {
  switch (action) {
    case 'Request':
    case 'PartyRequest':
      return { method: 'PUT', body: { approve: accept ? 1 : 0 } };
    case 'AlbumInvite':
    case 'AlbumRequest':
      return accept ? { method: 'PUT', body: { accept: 1 } } : { method: 'DELETE', body: null };
    case 'GroupInvite':
    case 'PartyInvite':
      return { method: 'PUT', body: { accept: accept ? 1 : 0 } };
    case 'GroupJoinRequest':
      return accept ? { method: 'PUT', body: { status: 'approve' } } : { method: 'DELETE', body: null };
    default:
      return null;
  }
}
