import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { boundingBox, ONLINE_WINDOW_MS, type ActivityKind } from '@community/domain';
import type { ActivityRow } from '../activity/activity.repository.js';
import { CARD_COLUMNS, CARD_FROM, distanceSql, notBlockedSql, type CardRow } from '../profiles/cards.js';

/** How many members each explore section shows (fixed, small: each section is one bounded index range). */
export const EXPLORE_SECTION_SIZE = 8;
/** "New" on explore: joined in the last 30 days. */
const NEW_DAYS = 30;
/** "Near me" on explore: within 100 km of my place. */
export const NEAR_KM = 100;

/** Collects positional parameters for hand-written SQL. */
class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * Who a viewer may discover: not suspended, not blocked either way, and whose profile audience lets the viewer
 * in (guests: profiles shown to everyone; members: everyone or members, friends-only profiles to their friends).
 * `self`: whether the viewer's own rows count (the stream shows my public activity to me too; explore does not).
 */
export function discoverableSql(viewer: string | null, p: Params, self: boolean): string {
  if (viewer === null) return `m.suspended_at IS NULL AND COALESCE(m.privacy->>'profile', 'members') = 'everyone'`;
  const v = p.add(viewer);
  const others = `${notBlockedSql('m.id', v)} AND (COALESCE(m.privacy->>'profile', 'members') <> 'friends'
      OR EXISTS (SELECT 1 FROM friendships f WHERE f.member_id = ${v} AND f.friend_id = m.id))`;
  return self ? `m.suspended_at IS NULL AND (m.id = ${v} OR (${others}))` : `m.suspended_at IS NULL AND m.id <> ${v} AND ${others}`;
}

/**
 * Explore lists members (staff have their own page, `/meet-team`). The members module's discovery reads (`explore`, `stream`, public `site-stats`): each a short, bounded query
 * over existing indexes (members by created_at, profiles by last_active_at and by point, follows by
 * created_at, the activity table by id).
 */
@Injectable()
export class DiscoverRepository {
  constructor(private readonly db: DataSource) {}

  /** Confirmed members who joined in the last 30 days, newest first; near `from` when given (with the distance). */
  newest(viewer: string | null, from: { lat: number; lng: number } | null): Promise<CardRow[]> {
    const p = new Params();
    const where = [discoverableSql(viewer, p, false), `m.role = 'member'`, 'm.confirmed_at IS NOT NULL', `m.created_at > now() - ${p.add(`${NEW_DAYS} days`)}::interval`];
    let distance = 'NULL::float8';
    if (from) {
      distance = distanceSql(p.add(from.lat), p.add(from.lng));
      const box = boundingBox(from, NEAR_KM);
      where.push(`p.lat BETWEEN ${p.add(box.minLat)} AND ${p.add(box.maxLat)}`);
      if (box.minLng >= -180 && box.maxLng <= 180) where.push(`p.lng BETWEEN ${p.add(box.minLng)} AND ${p.add(box.maxLng)}`);
      where.push(`${distance} <= ${p.add(NEAR_KM)}`);
    }
    return this.db.query(
      `SELECT ${CARD_COLUMNS}, ${distance} AS distance_km FROM ${CARD_FROM}
        WHERE ${where.join(' AND ')}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${p.add(EXPLORE_SECTION_SIZE)}`,
      p.values,
    );
  }

  /** Members active in the last 5 minutes who show their online status, most recently active first. */
  onlineNow(viewer: string | null, from: { lat: number; lng: number } | null): Promise<CardRow[]> {
    const p = new Params();
    const where = [
      discoverableSql(viewer, p, false),
      `m.role = 'member'`,
      `p.last_active_at > now() - ${p.add(`${ONLINE_WINDOW_MS / 1000} seconds`)}::interval`,
      `COALESCE((m.privacy->>'showOnline')::boolean, true)`,
    ];
    const distance = from ? distanceSql(p.add(from.lat), p.add(from.lng)) : 'NULL::float8';
    return this.db.query(
      `SELECT ${CARD_COLUMNS}, ${distance} AS distance_km FROM ${CARD_FROM}
        WHERE ${where.join(' AND ')}
        ORDER BY p.last_active_at DESC, m.id DESC LIMIT ${p.add(EXPLORE_SECTION_SIZE)}`,
      p.values,
    );
  }

  /** The members with the most new followers in the last 7 days (a week of follows, grouped; then the cards). */
  mostFollowed(viewer: string | null, from: { lat: number; lng: number } | null): Promise<Array<CardRow & { new_followers: number }>> {
    const p = new Params();
    const since = p.add('7 days');
    const vis = discoverableSql(viewer, p, false);
    const distance = from ? distanceSql(p.add(from.lat), p.add(from.lng)) : 'NULL::float8';
    return this.db.query(
      `WITH f AS (
         SELECT followed_id, count(*)::int AS n FROM follows WHERE created_at > now() - ${since}::interval
          GROUP BY followed_id ORDER BY n DESC, followed_id LIMIT 50
       )
       SELECT ${CARD_COLUMNS}, ${distance} AS distance_km, f.n AS new_followers
         FROM f JOIN ${CARD_FROM} ON m.id = f.followed_id
        WHERE ${vis} AND m.role = 'member'
        ORDER BY f.n DESC, m.id LIMIT ${p.add(EXPLORE_SECTION_SIZE)}`,
      p.values,
    );
  }

  /**
   * The site-wide stream: activity cards of the given kinds by members the viewer may discover (me included),
   * newest first, keyset on the activity id. "Now friends" cards are never public.
   */
  stream(viewer: string | null, kinds: readonly ActivityKind[], afterId: string | null, limit: number): Promise<ActivityRow[]> {
    const p = new Params();
    const where = [`a.kind = ANY(${p.add(kinds)}::text[])`, discoverableSql(viewer, p, true)];
    // A stream is public: a profile shown to friends only keeps its activity for the friends' own feeds.
    where.push(`COALESCE(m.privacy->>'profile', 'members') <> 'friends'`);
    if (afterId) where.push(`a.id < ${p.add(afterId)}::bigint`);
    return this.db.query(
      `SELECT ${CARD_COLUMNS}, a.id::text AS entry_id, a.kind, NULL::uuid AS subject_id, NULL::text AS subject_name,
              NULL::int AS subject_colour, NULL::uuid AS subject_avatar_id, a.object_id, a.title, a.url, a.created_at AS at
         FROM member_activity a JOIN ${CARD_FROM} ON m.id = a.actor_id
        WHERE ${where.join(' AND ')}
        ORDER BY a.id DESC LIMIT ${p.add(limit + 1)}`,
      p.values,
    );
  }

  /** The public figures: members, online now, joined today (UTC), published stories (one activity card each). */
  async siteStats(): Promise<{ members: number; online_now: number; joined_today: number; stories: number }> {
    const rows: Array<{ members: number; online_now: number; joined_today: number; stories: number }> = await this.db.query(
      `SELECT (SELECT count(*)::int FROM members WHERE suspended_at IS NULL AND confirmed_at IS NOT NULL) AS members,
              (SELECT count(*)::int FROM member_profiles p JOIN members m ON m.id = p.member_id
                WHERE p.last_active_at > now() - $1::interval AND m.suspended_at IS NULL
                  AND COALESCE((m.privacy->>'showOnline')::boolean, true)) AS online_now,
              (SELECT count(*)::int FROM members WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                  AND suspended_at IS NULL AND confirmed_at IS NOT NULL) AS joined_today,
              (SELECT count(*)::int FROM member_activity WHERE kind = 'story') AS stories`,
      [`${ONLINE_WINDOW_MS / 1000} seconds`],
    );
    return rows[0]!;
  }
}
