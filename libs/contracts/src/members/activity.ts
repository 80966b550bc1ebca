import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { ACTIVITY_KINDS, SETUP_STEPS } from '@community/domain';
import { Avatar } from '../auth/auth.js';
import { MediaSizes } from '../media/index.js';
import { MemberCard } from './profiles.js';

/** The activity feed (issue 7): what friends and followed members did, newest first, keyset pages. */

export const ActivityKindParam = z.enum(ACTIVITY_KINDS, `type must be one of ${ACTIVITY_KINDS.join(', ')}`);

export const ActivityQuery = z.object({
  type: ActivityKindParam.optional().describe('only this kind of card (/activity/card/{type})'),
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ActivityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actor: MemberCard,
  /** The other member of a "now friends" card. */
  subject: z.object({ id: z.string(), name: z.string(), avatar: Avatar }).nullable(),
  objectId: z.string().nullable(),
  title: z.string().nullable(),
  /** A site path to open (a photo, a story); null when the card links to the actor only. */
  url: z.string().nullable(),
  /** The photo of a "new photo" card (its sizes; signed URLs when it is members-only). */
  photo: z.object({ id: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), sizes: MediaSizes }).nullable().optional(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

export const ActivityPage = pageOf(ActivityItem);
export type ActivityPage = z.infer<typeof ActivityPage>;

/** `GET /api/activity/stats`: the numbers beside the feed. */
export const ActivityStats = z.object({
  friends: z.number().int(),
  following: z.number().int(),
  followers: z.number().int(),
  profileViews: z.number().int().describe('distinct members who viewed my profile in the last 30 days'),
  winksReceived: z.number().int().describe('in the last 30 days'),
  pendingRequests: z.number().int(),
});
export type ActivityStats = z.infer<typeof ActivityStats>;

/** `/newactivity` (issue 7): the newsfeed — the same cards, only the kinds the member chose. */
export const NewsfeedQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** `newsfeed/settings`: which cards the newsfeed shows, and the page the home link and log-in open. */
export const NewsfeedSettings = z.object({
  kinds: z
    .array(ActivityKindParam)
    .min(1, 'Choose at least one kind of card')
    .max(ACTIVITY_KINDS.length)
    .refine((k) => new Set(k).size === k.length, 'Each kind once'),
  landingPage: z.enum(['activity', 'newactivity']),
});
export type NewsfeedSettings = z.infer<typeof NewsfeedSettings>;

/** Who reads a member's activity cards: friends and the members who follow them (the default), or friends only. */
export const ACTIVITY_AUDIENCES = ['friends-and-followers', 'friends'] as const;

/**
 * `activity-settings`: what my activity shares. `shares`: the kinds of card written for me (none: my activity
 * stays mine; a kind switched off is not written while it is off, and cards already written stop showing);
 * `audience`: who reads them.
 */
export const ActivitySettings = z.object({
  shares: z
    .array(ActivityKindParam)
    .max(ACTIVITY_KINDS.length)
    .refine((k) => new Set(k).size === k.length, 'Each kind once'),
  audience: z.enum(ACTIVITY_AUDIENCES, `audience must be one of ${ACTIVITY_AUDIENCES.join(', ')}`),
});
export type ActivitySettings = z.infer<typeof ActivitySettings>;

/** `newsfeed/profile-card`: me as others see me in lists, my numbers and the next setup step to do. */
export const NewsfeedProfileCard = z.object({
  member: MemberCard,
  stats: ActivityStats,
  setupNext: z.enum(SETUP_STEPS).nullable(),
});
export type NewsfeedProfileCard = z.infer<typeof NewsfeedProfileCard>;
