import { isStaff, type Role } from './roles.js';

/** Relationship rules: friend requests, winks, vouches, blocks. Pure decisions; the API applies them. */

/** Where two members stand as friends, seen from `me`. */
export type FriendState = 'none' | 'friends' | 'request-sent' | 'request-received';

export type FriendRequestOutcome = 'send' | 'accept' | 'already-friends' | 'already-sent' | 'self' | 'blocked';

/**
 * What "add friend" does: sending to someone who already asked me accepts their request (the two wanted
 * the same thing); a block either way refuses without saying which way.
 */
export function friendRequestOutcome(state: FriendState, self: boolean, blocked: boolean): FriendRequestOutcome {
  if (self) return 'self';
  if (blocked) return 'blocked';
  switch (state) {
    case 'friends':
      return 'already-friends';
    case 'request-sent':
      return 'already-sent';
    case 'request-received':
      return 'accept';
    case 'none':
      return 'send';
  }
}

/** Who may wink at me (`/settings/wink`). */
export const WINK_POLICIES = ['everyone', 'verified', 'friends', 'nobody'] as const;
export type WinkPolicy = (typeof WINK_POLICIES)[number];

/** One wink per pair per this many hours: a wink is a nudge, not a stream. */
export const WINK_INTERVAL_HOURS = 24;

export type WinkDecision = 'allow' | 'self' | 'blocked' | 'refused' | 'too-soon';

export interface WinkContext {
  readonly self: boolean;
  readonly blocked: boolean;
  readonly friends: boolean;
  /** The winker is ID-verified. */
  readonly senderVerified: boolean;
  /** When the sender last winked at this member, if ever. */
  readonly lastWinkAt: Date | null;
}

/** May the sender wink at a member whose policy is `policy`? */
export function winkDecision(policy: WinkPolicy, ctx: WinkContext, now: Date): WinkDecision {
  if (ctx.self) return 'self';
  if (ctx.blocked) return 'blocked';
  const allowed =
    policy === 'everyone' || (policy === 'verified' && (ctx.senderVerified || ctx.friends)) || (policy === 'friends' && ctx.friends);
  if (!allowed) return 'refused';
  if (ctx.lastWinkAt && now.getTime() - ctx.lastWinkAt.getTime() < WINK_INTERVAL_HOURS * 3_600_000) return 'too-soon';
  return 'allow';
}

/** Vouch text limits. */
export const VOUCH_MIN_LENGTH = 10;
export const VOUCH_MAX_LENGTH = 1000;
/** Private note limit. */
export const NOTE_MAX_LENGTH = 2000;

/** Only friends vouch for each other (a vouch says "I know this person"); never for oneself, never across a block. */
export function canVouch(ctx: { self: boolean; blocked: boolean; friends: boolean }): boolean {
  return !ctx.self && !ctx.blocked && ctx.friends;
}

export type BlockDecision = 'allow' | 'self' | 'staff';

/** Anyone may block any member but themselves; staff cannot be blocked (members must stay reachable by moderation). */
export function blockDecision(self: boolean, targetRole: Role): BlockDecision {
  if (self) return 'self';
  if (isStaff(targetRole)) return 'staff';
  return 'allow';
}

/** The interactions tabs of `/interactions/{tab}`. */
export const INTERACTION_TABS = ['winks-received', 'winks-sent', 'views', 'favourites'] as const;
export type InteractionTab = (typeof INTERACTION_TABS)[number];
