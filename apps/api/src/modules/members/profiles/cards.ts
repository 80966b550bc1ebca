import type { MemberCard } from '@community/contracts';
import {
  badgeFor,
  effectiveTier,
  presence,
  profileAges,
  profileKind,
  roundedDistance,
  type DistanceUnit,
  type Role,
  type SiteFlags,
  type Tier,
} from '@community/domain';
import { avatarFor } from '../avatars/avatar-urls.js';

/**
 * How every list of the members module shows a member: one SELECT list, one row type, one mapping. The
 * exact coordinates are never selected here; only a distance, rounded on the way out.
 */
export const CARD_COLUMNS = `
  m.id, m.name, m.genders, m.date_of_birth::text AS dob, m.role, m.tier, m.tier_expires_at,
  m.verified_at IS NOT NULL AS verified, m.hidden_badges, m.avatar_colour, m.avatar_id, m.created_at,
  COALESCE((m.privacy->>'showOnline')::boolean, true) AS show_online,
  p.partner_birth_dates::text[] AS partner_dobs, p.town, p.region, p.country, p.last_active_at`;

/** FROM clause for cards: every member has a profile row (created with the member). */
export const CARD_FROM = `members m JOIN member_profiles p ON p.member_id = m.id`;

/** Great-circle distance in km from ($lat, $lng) to the profile's stored point, in SQL (haversine). */
export function distanceSql(latParam: string, lngParam: string): string {
  return `(2 * 6371.0088 * asin(least(1, sqrt(
    power(sin(radians(p.lat - ${latParam}) / 2), 2) +
    cos(radians(${latParam})) * cos(radians(p.lat)) * power(sin(radians(p.lng - ${lngParam}) / 2), 2)))))`;
}

/** Neither has blocked the other: `member` is the SQL of the listed member's id, `viewer` a parameter. */
export function notBlockedSql(member: string, viewer: string): string {
  return `NOT EXISTS (SELECT 1 FROM member_blocks b
    WHERE (b.blocker_id = ${member} AND b.blocked_id = ${viewer}) OR (b.blocker_id = ${viewer} AND b.blocked_id = ${member}))`;
}

export interface CardRow {
  id: string;
  name: string;
  genders: string;
  dob: string;
  role: Role;
  tier: Tier;
  tier_expires_at: Date | null;
  verified: boolean;
  /** Badges the member chose not to show (`PUT users/me/badges`). */
  hidden_badges?: string[] | null;
  avatar_colour: number;
  avatar_id: string | null;
  created_at: Date;
  show_online: boolean;
  partner_dobs: string[] | null;
  town: string | null;
  region: string | null;
  country: string | null;
  last_active_at: Date | null;
  distance_km?: number | null;
}

export interface CardContext {
  viewerId: string | null;
  site: Pick<SiteFlags, 'code' | 'paid' | 'storiesMode'>;
  unit: DistanceUnit;
  now: Date;
}

export { avatarFor } from '../avatars/avatar-urls.js';

export function toCard(r: CardRow, ctx: CardContext): MemberCard {
  const self = ctx.viewerId === r.id;
  const seen = presence(r.last_active_at, r.show_online, self, ctx.now);
  // The member's own choice applies everywhere, their own lists included (they see what others see).
  const hidden = r.hidden_badges ?? [];
  const tierBadge = badgeFor(effectiveTier({ tier: r.tier, tierExpiresAt: r.tier_expires_at }, ctx.now), ctx.site);
  return {
    id: r.id,
    name: r.name,
    avatar: avatarFor(r.avatar_colour, r.avatar_id),
    genders: r.genders,
    kind: profileKind(r.genders),
    ages: profileAges(r.dob, r.partner_dobs ?? [], ctx.now),
    location: r.town && r.country ? { town: r.town, region: r.region, country: r.country } : null,
    online: seen.online,
    lastSeen: seen.lastSeen?.toISOString() ?? null,
    isVerified: r.verified && !hidden.includes('verified'),
    role: r.role,
    badge: tierBadge !== null && !hidden.includes(tierBadge) ? tierBadge : null,
    distance: r.distance_km === null || r.distance_km === undefined || self ? null : { value: roundedDistance(r.distance_km, ctx.unit), unit: ctx.unit },
  };
}
