import type { Tier } from '../members/roles.js';
import { tierAtLeast } from '../members/tiers.js';

/**
 * Who someone is in a chat room, highest first: staff (every room), the room's owner, a moderator the
 * owner or staff named (for a time), a member.
 */
export type ChatRank = 'member' | 'moderator' | 'owner' | 'staff';
const RANK: Record<ChatRank, number> = { member: 0, moderator: 1, owner: 2, staff: 3 };

export function chatRank(facts: { isStaff: boolean; isOwner: boolean; isModerator: boolean }): ChatRank {
  if (facts.isStaff) return 'staff';
  if (facts.isOwner) return 'owner';
  if (facts.isModerator) return 'moderator';
  return 'member';
}

export type ChatModAction = 'kick' | 'ban' | 'unban' | 'silence' | 'unsilence' | 'moderator' | 'unmoderator';
export const CHAT_MOD_ACTIONS = ['kick', 'ban', 'unban', 'silence', 'unsilence', 'moderator', 'unmoderator'] as const satisfies readonly ChatModAction[];

/**
 * Whether `actor` may do `action` to `target` in a room: only above the target's rank (a moderator
 * cannot kick another moderator or the owner; nobody moderates staff); naming and removing moderators is
 * for the owner and staff; nobody acts on themselves.
 */
export function canModerate(actor: ChatRank, target: ChatRank, action: ChatModAction, self = false): boolean {
  if (self || RANK[actor] < RANK.moderator) return false;
  if ((action === 'moderator' || action === 'unmoderator') && RANK[actor] < RANK.owner) return false;
  return RANK[actor] > RANK[target];
}

/** Room settings only the owner and staff change; the subject, moderators too. */
export function canConfigureRoom(actor: ChatRank): boolean {
  return RANK[actor] >= RANK.owner;
}
export function canSetSubject(actor: ChatRank): boolean {
  return RANK[actor] >= RANK.moderator;
}

/** Moderators, owners and staff are not held by slow mode. */
export function slowModeApplies(rank: ChatRank): boolean {
  return rank === 'member';
}

export interface RoomEntryRules {
  /** Only the owner's friends (and the room's moderators) may enter. */
  membersOnly: boolean;
  /** A secret is needed. */
  protected: boolean;
  verifiedOnly: boolean;
  minTier: Tier | null;
  /** Most members at once; null: no cap. */
  maxOccupancy: number | null;
}

export interface EntrantFacts {
  rank: ChatRank;
  /** Banned and the ban has not run out. */
  banned: boolean;
  verified: boolean;
  tier: Tier;
  /** A friend of the owner (members-only rooms). */
  friendOfOwner: boolean;
  secretOk: boolean;
  /** Members in the room now, not counting this member. */
  occupancy: number;
  /** Already in the room (another tab): never refused for the cap. */
  alreadyIn: boolean;
}

export type RoomEntryDecision = 'allow' | 'banned' | 'members-only' | 'secret' | 'verified' | 'tier' | 'full';

/** Whether a member may enter a room. Staff always may; the owner and moderators pass everything but a ban (which they cannot have: they outrank the banner) . */
export function roomEntry(rules: RoomEntryRules, who: EntrantFacts): RoomEntryDecision {
  if (who.rank === 'staff') return 'allow';
  if (who.banned) return 'banned';
  if (who.rank === 'owner' || who.rank === 'moderator') return 'allow';
  if (rules.membersOnly && !who.friendOfOwner) return 'members-only';
  if (rules.protected && !who.secretOk) return 'secret';
  if (rules.verifiedOnly && !who.verified) return 'verified';
  if (rules.minTier && !tierAtLeast(who.tier, rules.minTier)) return 'tier';
  if (!who.alreadyIn && rules.maxOccupancy !== null && who.occupancy >= rules.maxOccupancy) return 'full';
  return 'allow';
}

export type KeywordAction = 'hide' | 'report';
export interface KeywordFilter {
  word: string;
  action: KeywordAction;
}

/**
 * Which keyword filter a message trips: whole words, case-insensitive; `hide` wins over `report` (a
 * hidden message is also reported when a report filter matches too). Null when none matches.
 */
export function keywordVerdict(body: string, filters: readonly KeywordFilter[]): { hide: boolean; report: boolean; words: string[] } | null {
  const text = ` ${body.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const hits = filters.filter((f) => {
    const w = f.word.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    return w.length > 0 && text.includes(` ${w} `);
  });
  if (hits.length === 0) return null;
  return { hide: hits.some((h) => h.action === 'hide'), report: hits.some((h) => h.action === 'report'), words: hits.map((h) => h.word) };
}

/** When a ban, silence or moderator appointment ends: `minutes` from now, or never (null). */
export function sanctionUntil(now: Date, minutes: number | null | undefined): Date | null {
  return minutes ? new Date(now.getTime() + minutes * 60_000) : null;
}

/** `@nick` or the bare nick as a whole word, case-insensitive. */
export function mentions(body: string, nick: string): boolean {
  if (!nick) return false;
  const escaped = nick.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])@?${escaped}($|[^\\p{L}\\p{N}_])`, 'iu').test(body);
}

/** Image links in a message (http(s) URLs or site paths ending in an image extension). */
export function imageLinks(body: string): string[] {
  return [...body.matchAll(/(?:https?:\/\/|\/)[^\s"'<>]+\.(?:png|jpe?g|gif|webp)(?:\?[^\s"'<>]*)?/giu)].map((m) => m[0]);
}
