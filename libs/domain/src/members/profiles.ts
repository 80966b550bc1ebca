import { ageOn, isAdult } from '../accounts/age.js';
import { isStaff, type Role, type Tier } from './roles.js';
import { tierAtLeast } from './tiers.js';

/**
 * Profiles: kinds, ages, who may see what. The API decides with these; the site explains with the same
 * rules. Every function is pure.
 */

/** A profile is for one person, a couple or a group, read from the genders code (one letter per person). */
export type ProfileKind = 'single' | 'couple' | 'group';
export const PROFILE_KINDS = ['single', 'couple', 'group'] as const satisfies readonly ProfileKind[];

/** At most this many people on one profile (the genders code allows 1–6 letters). */
export const MAX_PROFILE_PEOPLE = 6;

/** Kind of profile from the genders code: 1 letter single, 2 couple, 3 or more group. */
export function profileKind(genders: string): ProfileKind {
  if (genders.length <= 1) return 'single';
  return genders.length === 2 ? 'couple' : 'group';
}

/**
 * The ages of everyone on the profile: the account holder's date of birth first, then one per further
 * person. A person whose date is missing or unreadable is left out (null) rather than guessed.
 */
export function profileAges(dateOfBirth: string, partnerBirthDates: readonly string[], today: Date): Array<number | null> {
  return [dateOfBirth, ...partnerBirthDates].map((d) => ageOn(d, today));
}

/**
 * A profile type change is valid when every further person has a date of birth and is an adult:
 * `partnerBirthDates` must have exactly `genders.length - 1` entries. Returns the index (0-based, among
 * the partners) of the first bad date, 'count' when the number does not match, or null when valid.
 */
export function checkPartnerBirthDates(genders: string, partnerBirthDates: readonly string[], today: Date): 'count' | number | null {
  if (partnerBirthDates.length !== Math.max(genders.length - 1, 0)) return 'count';
  const bad = partnerBirthDates.findIndex((d) => !isAdult(d, today));
  return bad === -1 ? null : bad;
}

/** Who may see a profile, a friends list or follower lists. `nobody` is the owner only. */
export const AUDIENCES = ['everyone', 'members', 'friends', 'nobody'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The relation between the one looking and the member looked at; `blocked` is either direction. */
export interface Relation {
  /** The viewer is logged in. */
  readonly loggedIn: boolean;
  /** The viewer is the member themselves. */
  readonly self: boolean;
  readonly friends: boolean;
  /** Either has blocked the other. */
  readonly blocked: boolean;
  /** The viewer's role (null for guests); staff see every profile for moderation. */
  readonly viewerRole: Role | null;
}

export type SeeDecision = 'allow' | 'login' | 'private' | 'not-found';

/**
 * May this viewer see something the owner shows to `audience`? Blocked (either way) is `not-found`
 * everywhere, so the blocked member cannot even tell the other exists; staff and the owner always see;
 * a guest asked to log in is `login`; otherwise `private`.
 */
export function canSee(audience: Audience, rel: Relation): SeeDecision {
  if (rel.self) return 'allow';
  if (rel.viewerRole !== null && isStaff(rel.viewerRole)) return 'allow';
  if (rel.blocked) return 'not-found';
  switch (audience) {
    case 'everyone':
      return 'allow';
    case 'members':
      return rel.loggedIn ? 'allow' : 'login';
    case 'friends':
      if (!rel.loggedIn) return 'login';
      return rel.friends ? 'allow' : 'private';
    case 'nobody':
      return rel.loggedIn ? 'private' : 'login';
  }
}

/** A member counts as online for this long after their last request. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

export type Presence = { online: boolean; lastSeen: Date | null };

/**
 * Online status and last seen as others see it: hidden (offline, no last seen) when the member turned
 * "show when I am online" off; the member themselves always sees their own.
 */
export function presence(lastActiveAt: Date | null, showOnline: boolean, self: boolean, now: Date): Presence {
  if (!showOnline && !self) return { online: false, lastSeen: null };
  if (lastActiveAt === null) return { online: false, lastSeen: null };
  return { online: now.getTime() - lastActiveAt.getTime() < ONLINE_WINDOW_MS, lastSeen: lastActiveAt };
}

/** Browsing without leaving a "viewed your profile" trace is a Gold and Platinum feature, and staff's. */
export const INVISIBLE_BROWSING_TIER: Tier = 'gold';

export function canBrowseInvisibly(viewer: { role: Role; tier: Tier }): boolean {
  return isStaff(viewer.role) || tierAtLeast(viewer.tier, INVISIBLE_BROWSING_TIER);
}

/** Names may change once per this many days (links and memories of the old name need time to settle). */
export const NAME_CHANGE_INTERVAL_DAYS = 30;

/** When the member may next change their name, or null when they may now. Staff may always change. */
export function nextNameChangeAt(lastChangedAt: Date | null, role: Role, now: Date): Date | null {
  if (lastChangedAt === null || isStaff(role)) return null;
  const next = new Date(lastChangedAt.getTime() + NAME_CHANGE_INTERVAL_DAYS * 86_400_000);
  return next.getTime() > now.getTime() ? next : null;
}

/** What a member may be looking for: a man, woman, trans or non-binary person, a couple, a group. */
export const LOOKING_FOR = ['m', 'f', 't', 'n', 'couple', 'group'] as const;
export type LookingFor = (typeof LOOKING_FOR)[number];

/** Profile text limits. */
export const ABOUT_MAX_LENGTH = 5000;

/** The onboarding steps of `/setup/{position}`, in order. */
export const SETUP_STEPS = ['profile-type', 'about', 'photo', 'location', 'looking-for'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The first step neither done nor skipped, or null when setup is complete (resumable onboarding). */
export function nextSetupStep(done: readonly string[]): SetupStep | null {
  return SETUP_STEPS.find((s) => !done.includes(s)) ?? null;
}
