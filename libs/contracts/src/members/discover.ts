import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { ACTIVITY_KINDS } from '@community/domain';
import { MediaItem } from '../media/index.js';
import { ActivityItem } from './activity.js';
import { MemberCard } from './profiles.js';

/** Discovery (issue 7): `explore`, the public `stream`, public `site-stats`, `PUT badges`, `newsfeed/{card}`. */

/** `GET /api/explore`: a few short sections, each already filtered by blocks, privacy and suspensions. */
export const ExplorePage = z.object({
  /** Members who joined in the last 30 days within 100 km (60 mi) of my place, newest first; null: I have no place (or I am a guest). */
  nearMe: z.array(MemberCard).nullable(),
  /** Members who joined in the last 30 days, newest first (guests see only profiles shown to everyone). */
  newest: z.array(MemberCard),
  onlineNow: z.array(MemberCard),
  /** Most new followers in the last 7 days. */
  mostFollowed: z.array(MemberCard.extend({ newFollowers: z.number().int() })),
  /** The newest approved public photos (the gallery's own rules: no adult photos here). */
  photos: z.array(MediaItem),
  hasLocation: z.boolean(),
  unit: z.enum(['km', 'mi']),
});
export type ExplorePage = z.infer<typeof ExplorePage>;

export const STREAM_KINDS = ['post', 'photo', 'story', 'avatar'] as const satisfies ReadonlyArray<(typeof ACTIVITY_KINDS)[number]>;

export const StreamQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** `GET /api/stream`: recent public activity across the network, newest first (keyset pages). */
export const StreamPage = pageOf(ActivityItem);
export type StreamPage = z.infer<typeof StreamPage>;

/** `GET /api/site-stats`: the public figures on the home page (not the staff dashboard's `staff/site-stats`). */
export const PublicSiteStats = z.object({
  members: z.number().int().describe('confirmed, active members of the network'),
  onlineNow: z.number().int().describe('active in the last 5 minutes (those who show their online status)'),
  joinedToday: z.number().int().describe('joined since midnight UTC'),
  /** Published stories; null where the site is not a stories site. */
  stories: z.number().int().nullable(),
  at: z.string().describe('when the figures were taken (cached for 60 s)'),
});
export type PublicSiteStats = z.infer<typeof PublicSiteStats>;

/** The badges a member may choose to show or hide. The staff mark always shows. */
export const HIDEABLE_BADGES = ['verified', 'star', 'crown'] as const;
export type HideableBadge = (typeof HIDEABLE_BADGES)[number];

/** `PUT /api/users/me/badges`: the badges I do not want shown (an empty list shows all I have). */
export const BadgeSettingsBody = z.object({
  hidden: z
    .array(z.enum(HIDEABLE_BADGES, `Badges are ${HIDEABLE_BADGES.join(', ')}`), 'hidden is required')
    .max(HIDEABLE_BADGES.length)
    .refine((b) => new Set(b).size === b.length, 'Each badge once'),
});
export type BadgeSettingsBody = z.infer<typeof BadgeSettingsBody>;

export const BadgeSettings = z.object({
  badges: z.array(z.object({ badge: z.enum(HIDEABLE_BADGES), have: z.boolean(), shown: z.boolean() })),
  hidden: z.array(z.enum(HIDEABLE_BADGES)),
});
export type BadgeSettings = z.infer<typeof BadgeSettings>;

export const NewsfeedCardParam = z.object({ card: z.string().regex(/^\d{1,18}$/, 'card is not a card id') });
