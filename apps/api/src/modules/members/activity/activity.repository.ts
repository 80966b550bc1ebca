import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ActivityKind } from '@community/domain';
import { CARD_COLUMNS, CARD_FROM, notBlockedSql, type CardRow } from '../profiles/cards.js';

type Db = DataSource | EntityManager;

export interface NewActivity {
  actorId: string;
  kind: ActivityKind;
  subjectId?: string | null;
  objectId?: string | null;
  title?: string | null;
  url?: string | null;
}

export type ActivityRow = CardRow & {
  entry_id: string;
  kind: ActivityKind;
  subject_id: string | null;
  subject_name: string | null;
  subject_colour: number | null;
  subject_avatar_id: string | null;
  object_id: string | null;
  title: string | null;
  url: string | null;
  at: Date;
};

/**
 * The only code that queries member_activity. The feed first picks the page's entry ids from the
 * (actor_id, id DESC) index alone — one bounded index-only range per visible friend or followed member (a
 * LATERAL subquery), merged and cut — then reads the cards of those few rows only. Page N reads entries
 * older than the cursor, so a deep page costs what page 1 does.
 */
@Injectable()
export class ActivityRepository {
  constructor(private readonly db: DataSource) {}

  /** Writes a card, unless its actor's activity settings do not share its kind (then nothing is kept). */
  async insert(e: NewActivity, db: Db = this.db): Promise<void> {
    await db.query(
      `INSERT INTO member_activity (actor_id, kind, subject_id, object_id, title, url)
       SELECT $1, $2, $3, $4, $5, $6
        WHERE NOT EXISTS (SELECT 1 FROM member_activity_settings st WHERE st.member_id = $1 AND NOT ($2 = ANY (st.shares)))`,
      [e.actorId, e.kind, e.subjectId ?? null, e.objectId ?? null, e.title?.slice(0, 200) ?? null, e.url?.slice(0, 300) ?? null],
    );
  }

  /** A member's activity settings; null when they never chose (everything shared, with friends and followers). */
  async settings(memberId: string): Promise<{ shares: ActivityKind[]; audience: 'friends-and-followers' | 'friends' } | null> {
    const rows: Array<{ shares: ActivityKind[]; audience: 'friends-and-followers' | 'friends' }> = await this.db.query(
      `SELECT shares, audience FROM member_activity_settings WHERE member_id = $1`,
      [memberId],
    );
    return rows[0] ?? null;
  }

  async saveSettings(memberId: string, s: { shares: readonly ActivityKind[]; audience: string }): Promise<void> {
    await this.db.query(
      `INSERT INTO member_activity_settings (member_id, shares, audience) VALUES ($1, $2::text[], $3)
       ON CONFLICT (member_id) DO UPDATE SET shares = EXCLUDED.shares, audience = EXCLUDED.audience, updated_at = now()`,
      [memberId, s.shares, s.audience],
    );
  }

  async removeObject(kind: ActivityKind, objectId: string, db: Db = this.db): Promise<void> {
    await db.query(`DELETE FROM member_activity WHERE kind = $1 AND object_id = $2`, [kind, objectId]);
  }

  /** "Now friends" cards between two members, either way (an unfriending takes them back). */
  async removeFriendship(a: string, b: string, db: Db = this.db): Promise<void> {
    await db.query(
      `DELETE FROM member_activity WHERE kind = 'friend' AND ((actor_id = $1 AND subject_id = $2) OR (actor_id = $2 AND subject_id = $1))`,
      [a, b],
    );
  }

  /** `kinds`: only these kinds of card (one for `/activity/card/{type}`, the newsfeed's chosen ones); undefined: all. */
  feed(
    viewer: string,
    kinds: readonly ActivityKind[] | undefined,
    afterId: string | null,
    limit: number,
    opts: { skipHidden?: boolean; only?: string } = {},
  ): Promise<ActivityRow[]> {
    // Over-fetch ids a little: a card whose other member the viewer may not see is dropped after the cut,
    // and the page must still know whether there is a next one.
    const params: unknown[] = [viewer, limit + 1, limit * 2 + 1];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    // Each source's own activity settings: only the kinds they share, and only to friends when they say so.
    const inner: string[] = ['e.actor_id = src.id', '(src.shares IS NULL OR e.kind = ANY (src.shares))'];
    if (kinds) inner.push(`e.kind = ANY(${p(kinds)}::text[])`);
    if (afterId) inner.push(`e.id < ${p(afterId)}::bigint`);
    if (opts.only) inner.push(`e.id = ${p(opts.only)}::bigint`);
    // The newsfeed leaves out the cards the member took out of it (DELETE newsfeed/{card}).
    if (opts.skipHidden) inner.push(`NOT EXISTS (SELECT 1 FROM member_newsfeed_hidden h WHERE h.member_id = $1 AND h.activity_id = e.id)`);
    return this.db.query(
      `WITH src AS (
         SELECT x.id, st.shares FROM (
           SELECT y.id, bool_or(y.friend) AS friend FROM (
             SELECT friend_id AS id, true AS friend FROM friendships WHERE member_id = $1
             UNION ALL
             SELECT followed_id, false FROM follows WHERE follower_id = $1
           ) y GROUP BY y.id
         ) x JOIN members sm ON sm.id = x.id
         LEFT JOIN member_activity_settings st ON st.member_id = x.id
         WHERE sm.suspended_at IS NULL AND ${notBlockedSql('x.id', '$1')} AND (x.friend OR st.audience IS DISTINCT FROM 'friends')
       ), top AS (
         SELECT e.id FROM src
         CROSS JOIN LATERAL (SELECT e.id FROM member_activity e WHERE ${inner.join(' AND ')} ORDER BY e.id DESC LIMIT $3) e
         ORDER BY e.id DESC LIMIT $3
       )
       SELECT ${CARD_COLUMNS}, a.id::text AS entry_id, a.kind, a.subject_id, s.name AS subject_name, s.avatar_colour AS subject_colour,
              s.avatar_id AS subject_avatar_id, a.object_id, a.title, a.url, a.created_at AS at
         FROM top
         JOIN member_activity a ON a.id = top.id
         JOIN ${CARD_FROM} ON m.id = a.actor_id
         LEFT JOIN members s ON s.id = a.subject_id
        WHERE (a.subject_id IS NULL OR (a.subject_id <> $1 AND s.suspended_at IS NULL AND ${notBlockedSql('a.subject_id', '$1')}))
          -- Both members of a new friendship among my sources: their two cards say the same, show one.
          AND NOT (a.kind = 'friend' AND a.actor_id > a.subject_id AND a.subject_id IN (SELECT id FROM src))
        ORDER BY a.id DESC
        LIMIT $2`,
      params,
    );
  }

  /** Takes a card out of the member's own newsfeed (idempotent). */
  async hide(member: string, activityId: string, db: Db = this.db): Promise<void> {
    await db.query(`INSERT INTO member_newsfeed_hidden (member_id, activity_id) VALUES ($1, $2::bigint) ON CONFLICT DO NOTHING`, [member, activityId]);
  }

  async stats(me: string) {
    const rows: Array<{ friends: number; following: number; followers: number; profile_views: number; winks_received: number; pending_requests: number }> = await this.db.query(
      `SELECT (SELECT count(*)::int FROM friendships WHERE member_id = $1) AS friends,
              (SELECT count(*)::int FROM follows WHERE follower_id = $1) AS following,
              (SELECT count(*)::int FROM follows WHERE followed_id = $1) AS followers,
              (SELECT count(*)::int FROM profile_views WHERE viewed_id = $1 AND viewed_at > now() - interval '30 days') AS profile_views,
              (SELECT count(*)::int FROM winks WHERE recipient_id = $1 AND created_at > now() - interval '30 days') AS winks_received,
              (SELECT count(*)::int FROM friend_requests WHERE addressee_id = $1) AS pending_requests`,
      [me],
    );
    return rows[0]!;
  }
}
