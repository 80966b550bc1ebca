import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FriendState } from '@community/domain';
import { CARD_COLUMNS, CARD_FROM, notBlockedSql, type CardRow } from '../profiles/cards.js';

type Db = DataSource | EntityManager;

/** Rows a DELETE removed (TypeORM answers DELETE with [rows, count], so count through a CTE). */
async function deleted(db: Db, sql: string, params: unknown[]): Promise<number> {
  const rows: Array<{ n: number }> = await db.query(`WITH d AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM d`, params);
  return rows[0]?.n ?? 0;
}

/** A card row with the list's own sort key (as PostgreSQL text) and timestamp. */
export type ListedRow = CardRow & { k1: string; k2: string; at: Date };
export type NoteRow = ListedRow & { body: string };

/**
 * The only code that queries friendships, friend_requests, follows, winks, member_notes, vouches,
 * profile_views, favourites and member_blocks. Lists are keyset-paginated on (timestamp, id) descending
 * and leave out anyone blocked either way by the viewer and suspended members.
 */
@Injectable()
export class RelationshipsRepository {
  constructor(private readonly db: DataSource) {}

  /** Serialises changes to one pair of members (two requests crossing, accept racing remove). */
  async lockPair(em: EntityManager, a: string, b: string): Promise<void> {
    const [x, y] = a < b ? [a, b] : [b, a];
    await em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [`pair:${x}:${y}`]);
  }

  async isBlockedEitherWay(a: string, b: string, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM member_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
      [a, b],
    );
    return rows.length > 0;
  }

  async hasBlocked(blocker: string, blocked: string, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blocker, blocked]);
    return rows.length > 0;
  }

  /** A member's friends' ids, at most `limit` (parties: invite all friends, friends-only lists). */
  async friendIds(memberId: string, limit: number): Promise<string[]> {
    const rows: Array<{ friend_id: string }> = await this.db.query(`SELECT friend_id FROM friendships WHERE member_id = $1 LIMIT $2`, [memberId, limit]);
    return rows.map((r) => r.friend_id);
  }

  async areFriends(a: string, b: string, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM friendships WHERE member_id = $1 AND friend_id = $2`, [a, b]);
    return rows.length > 0;
  }

  async friendState(me: string, other: string, db: Db = this.db): Promise<FriendState> {
    const rows: Array<{ state: FriendState }> = await db.query(
      `SELECT CASE
         WHEN EXISTS (SELECT 1 FROM friendships WHERE member_id = $1 AND friend_id = $2) THEN 'friends'
         WHEN EXISTS (SELECT 1 FROM friend_requests WHERE requester_id = $1 AND addressee_id = $2) THEN 'request-sent'
         WHEN EXISTS (SELECT 1 FROM friend_requests WHERE requester_id = $2 AND addressee_id = $1) THEN 'request-received'
         ELSE 'none' END AS state`,
      [me, other],
    );
    return rows[0]?.state ?? 'none';
  }

  /** Everything the profile page needs about the viewer and the member, in one round trip. */
  async relationFlags(me: string, other: string) {
    const rows: Array<{ following: boolean; favourite: boolean; blocked_by_me: boolean; has_note: boolean; last_wink_at: Date | null }> =
      await this.db.query(
        `SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2) AS following,
                EXISTS (SELECT 1 FROM favourites WHERE member_id = $1 AND favourite_id = $2) AS favourite,
                EXISTS (SELECT 1 FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked_by_me,
                EXISTS (SELECT 1 FROM member_notes WHERE author_id = $1 AND subject_id = $2) AS has_note,
                (SELECT created_at FROM winks WHERE sender_id = $1 AND recipient_id = $2 ORDER BY id DESC LIMIT 1) AS last_wink_at`,
        [me, other],
      );
    const r = rows[0]!;
    return { following: r.following, favourite: r.favourite, blockedByMe: r.blocked_by_me, hasNote: r.has_note, lastWinkAt: r.last_wink_at };
  }

  async counts(memberId: string) {
    const rows: Array<{ friends: number; followers: number; following: number; vouches: number }> = await this.db.query(
      `SELECT (SELECT count(*)::int FROM friendships WHERE member_id = $1) AS friends,
              (SELECT count(*)::int FROM follows WHERE followed_id = $1) AS followers,
              (SELECT count(*)::int FROM follows WHERE follower_id = $1) AS following,
              (SELECT count(*)::int FROM vouches WHERE subject_id = $1) AS vouches`,
      [memberId],
    );
    return rows[0]!;
  }

  // Friends ------------------------------------------------------------------------------------------

  async insertRequest(em: EntityManager, from: string, to: string): Promise<void> {
    await em.query(`INSERT INTO friend_requests (requester_id, addressee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [from, to]);
  }

  /** Removes a pending request; true when there was one. */
  async deleteRequest(em: EntityManager, from: string, to: string): Promise<boolean> {
    return (await deleted(em, `DELETE FROM friend_requests WHERE requester_id = $1 AND addressee_id = $2`, [from, to])) > 0;
  }

  async insertFriendship(em: EntityManager, a: string, b: string): Promise<void> {
    await em.query(`INSERT INTO friendships (member_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`, [a, b]);
  }

  /** Ends a friendship and any request between the two, either way; true when something was removed. */
  async deleteFriendship(em: EntityManager, a: string, b: string): Promise<boolean> {
    const f = await deleted(em, `DELETE FROM friendships WHERE (member_id = $1 AND friend_id = $2) OR (member_id = $2 AND friend_id = $1)`, [a, b]);
    const r = await deleted(
      em,
      `DELETE FROM friend_requests WHERE (requester_id = $1 AND addressee_id = $2) OR (requester_id = $2 AND addressee_id = $1)`,
      [a, b],
    );
    return f + r > 0;
  }

  /** Friends of `owner`, most recently logged in first (SPEC 7), as `viewer` may see them. */
  listFriends(owner: string, viewer: string, after: Array<string | number> | null, limit: number): Promise<ListedRow[]> {
    return this.db.query(
      `SELECT ${CARD_COLUMNS}, COALESCE(m.last_login_at, '-infinity')::text AS k1, m.id::text AS k2, f.created_at AS at
         FROM friendships f JOIN ${CARD_FROM} ON m.id = f.friend_id
        WHERE f.member_id = $1 AND m.suspended_at IS NULL AND ${notBlockedSql('m.id', '$2')}
          ${after ? `AND (COALESCE(m.last_login_at, '-infinity'), m.id) < ($4::timestamptz, $5::uuid)` : ''}
        ORDER BY COALESCE(m.last_login_at, '-infinity') DESC, m.id DESC
        LIMIT $3`,
      after ? [owner, viewer, limit + 1, after[0], after[1]] : [owner, viewer, limit + 1],
    );
  }

  /** Pending requests to (`received`) or from me, newest first; at most 200 each way. */
  listRequests(me: string, direction: 'received' | 'sent'): Promise<ListedRow[]> {
    const [mine, theirs] = direction === 'received' ? ['addressee_id', 'requester_id'] : ['requester_id', 'addressee_id'];
    return this.db.query(
      `SELECT ${CARD_COLUMNS}, '' AS k1, '' AS k2, r.created_at AS at
         FROM friend_requests r JOIN ${CARD_FROM} ON m.id = r.${theirs}
        WHERE r.${mine} = $1 AND m.suspended_at IS NULL AND ${notBlockedSql('m.id', '$1')}
        ORDER BY r.created_at DESC LIMIT 200`,
      [me],
    );
  }

  // Follows ------------------------------------------------------------------------------------------

  async follow(follower: string, followed: string, db: Db = this.db): Promise<void> {
    await db.query(`INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [follower, followed]);
  }

  async unfollow(follower: string, followed: string, db: Db = this.db): Promise<void> {
    await db.query(`DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2`, [follower, followed]);
  }

  /** `followers`: who follows owner; `following`: whom owner follows. Newest first. */
  listFollows(owner: string, direction: 'followers' | 'following', viewer: string, after: Array<string | number> | null, limit: number): Promise<ListedRow[]> {
    const [ownerCol, otherCol] = direction === 'followers' ? ['followed_id', 'follower_id'] : ['follower_id', 'followed_id'];
    return this.keyset(
      `FROM follows x JOIN ${CARD_FROM} ON m.id = x.${otherCol} WHERE x.${ownerCol} = $1`,
      'x.created_at',
      'm.id',
      owner,
      viewer,
      after,
      limit,
    );
  }

  /** A keyset page over (ts, id) descending, with the block and suspension rules applied. */
  private keyset(fromWhere: string, ts: string, id: string, owner: string, viewer: string, after: Array<string | number> | null, limit: number, extra = '') {
    return this.db.query(
      `SELECT ${CARD_COLUMNS}${extra}, ${ts}::text AS k1, ${id}::text AS k2, ${ts} AS at
         ${fromWhere} AND m.suspended_at IS NULL AND ${notBlockedSql('m.id', '$2')}
          ${after ? `AND (${ts}, ${id}) < ($4::timestamptz, $5::uuid)` : ''}
        ORDER BY ${ts} DESC, ${id} DESC
        LIMIT $3`,
      after ? [owner, viewer, limit + 1, after[0], after[1]] : [owner, viewer, limit + 1],
    );
  }

  // Winks --------------------------------------------------------------------------------------------

  async insertWink(em: EntityManager, from: string, to: string): Promise<void> {
    await em.query(`INSERT INTO winks (sender_id, recipient_id) VALUES ($1, $2)`, [from, to]);
  }

  async lastWinkAt(from: string, to: string, db: Db = this.db): Promise<Date | null> {
    const rows: Array<{ created_at: Date }> = await db.query(
      `SELECT created_at FROM winks WHERE sender_id = $1 AND recipient_id = $2 ORDER BY id DESC LIMIT 1`,
      [from, to],
    );
    return rows[0]?.created_at ?? null;
  }

  /** Winks received or sent by `me`, newest first, keyset on the wink id. */
  listWinks(me: string, direction: 'received' | 'sent', after: Array<string | number> | null, limit: number): Promise<ListedRow[]> {
    const [mine, theirs] = direction === 'received' ? ['recipient_id', 'sender_id'] : ['sender_id', 'recipient_id'];
    return this.db.query(
      `SELECT ${CARD_COLUMNS}, w.id::text AS k1, '' AS k2, w.created_at AS at
         FROM winks w JOIN ${CARD_FROM} ON m.id = w.${theirs}
        WHERE w.${mine} = $1 AND m.suspended_at IS NULL AND ${notBlockedSql('m.id', '$1')}
          ${after ? 'AND w.id < $3::bigint' : ''}
        ORDER BY w.id DESC
        LIMIT $2`,
      after ? [me, limit + 1, after[0]] : [me, limit + 1],
    );
  }

  // Views and favourites -----------------------------------------------------------------------------

  async recordView(viewer: string, viewed: string, db: Db = this.db): Promise<void> {
    await db.query(
      `INSERT INTO profile_views (viewer_id, viewed_id, viewed_at) VALUES ($1, $2, now())
       ON CONFLICT (viewer_id, viewed_id) DO UPDATE SET viewed_at = now()`,
      [viewer, viewed],
    );
  }

  async hasViewed(viewer: string, viewed: string, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM profile_views WHERE viewer_id = $1 AND viewed_id = $2`, [viewer, viewed]);
    return rows.length > 0;
  }

  listViews(me: string, after: Array<string | number> | null, limit: number): Promise<ListedRow[]> {
    return this.keyset(`FROM profile_views x JOIN ${CARD_FROM} ON m.id = x.viewer_id WHERE x.viewed_id = $1`, 'x.viewed_at', 'x.viewer_id', me, me, after, limit);
  }

  async addFavourite(me: string, other: string, db: Db = this.db): Promise<void> {
    await db.query(`INSERT INTO favourites (member_id, favourite_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [me, other]);
  }

  async removeFavourite(me: string, other: string, db: Db = this.db): Promise<void> {
    await db.query(`DELETE FROM favourites WHERE member_id = $1 AND favourite_id = $2`, [me, other]);
  }

  listFavourites(me: string, after: Array<string | number> | null, limit: number): Promise<ListedRow[]> {
    return this.keyset(`FROM favourites x JOIN ${CARD_FROM} ON m.id = x.favourite_id WHERE x.member_id = $1`, 'x.created_at', 'x.favourite_id', me, me, after, limit);
  }

  // Notes --------------------------------------------------------------------------------------------

  async getNote(author: string, subject: string): Promise<{ body: string; updated_at: Date } | null> {
    const rows: Array<{ body: string; updated_at: Date }> = await this.db.query(
      `SELECT body, updated_at FROM member_notes WHERE author_id = $1 AND subject_id = $2`,
      [author, subject],
    );
    return rows[0] ?? null;
  }

  async putNote(author: string, subject: string, body: string): Promise<{ body: string; updated_at: Date }> {
    const rows: Array<{ body: string; updated_at: Date }> = await this.db.query(
      `INSERT INTO member_notes (author_id, subject_id, body) VALUES ($1, $2, $3)
       ON CONFLICT (author_id, subject_id) DO UPDATE SET body = EXCLUDED.body, updated_at = now()
       RETURNING body, updated_at`,
      [author, subject, body],
    );
    return rows[0]!;
  }

  async deleteNote(author: string, subject: string): Promise<void> {
    await this.db.query(`DELETE FROM member_notes WHERE author_id = $1 AND subject_id = $2`, [author, subject]);
  }

  listNotes(author: string, after: Array<string | number> | null, limit: number): Promise<NoteRow[]> {
    return this.keyset(
      `FROM member_notes x JOIN ${CARD_FROM} ON m.id = x.subject_id WHERE x.author_id = $1`,
      'x.updated_at',
      'x.subject_id',
      author,
      author,
      after,
      limit,
      ', x.body',
    );
  }

  // Vouches ------------------------------------------------------------------------------------------

  async putVouch(em: EntityManager, voucher: string, subject: string, body: string): Promise<void> {
    await em.query(
      `INSERT INTO vouches (voucher_id, subject_id, body) VALUES ($1, $2, $3)
       ON CONFLICT (voucher_id, subject_id) DO UPDATE SET body = EXCLUDED.body`,
      [voucher, subject, body],
    );
  }

  async hasVouched(voucher: string, subject: string, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM vouches WHERE voucher_id = $1 AND subject_id = $2`, [voucher, subject]);
    return rows.length > 0;
  }

  /** Removes the vouch `voucher` gave `subject`; true when there was one. */
  async deleteVouch(voucher: string, subject: string, db: Db = this.db): Promise<boolean> {
    return (await deleted(db, `DELETE FROM vouches WHERE voucher_id = $1 AND subject_id = $2`, [voucher, subject])) > 0;
  }

  listVouches(subject: string, viewer: string, after: Array<string | number> | null, limit: number): Promise<NoteRow[]> {
    return this.keyset(
      `FROM vouches x JOIN ${CARD_FROM} ON m.id = x.voucher_id WHERE x.subject_id = $1`,
      'x.created_at',
      'x.voucher_id',
      subject,
      viewer,
      after,
      limit,
      ', x.body',
    );
  }

  // Blocks -------------------------------------------------------------------------------------------

  /**
   * Blocking ends everything between the two in the same transaction: friendship, requests, follows,
   * favourites and vouches either way (notes stay: they are the author's private memory).
   */
  async block(em: EntityManager, blocker: string, blocked: string): Promise<void> {
    await em.query(`INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [blocker, blocked]);
    await this.deleteFriendship(em, blocker, blocked);
    await em.query(
      `DELETE FROM follows WHERE (follower_id = $1 AND followed_id = $2) OR (follower_id = $2 AND followed_id = $1)`,
      [blocker, blocked],
    );
    await em.query(
      `DELETE FROM favourites WHERE (member_id = $1 AND favourite_id = $2) OR (member_id = $2 AND favourite_id = $1)`,
      [blocker, blocked],
    );
    await em.query(`DELETE FROM vouches WHERE (voucher_id = $1 AND subject_id = $2) OR (voucher_id = $2 AND subject_id = $1)`, [blocker, blocked]);
  }

  async unblock(blocker: string, blocked: string): Promise<boolean> {
    return (await deleted(this.db, `DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blocker, blocked])) > 0;
  }

  /** My blacklist, newest first (the blocked still show here: it is where I undo it). */
  listBlocked(blocker: string, after: Array<string | number> | null, limit: number): Promise<Array<{ id: string; name: string; avatar_colour: number; avatar_id: string | null; at: Date; k1: string; k2: string }>> {
    return this.db.query(
      `SELECT m.id, m.name, m.avatar_colour, m.avatar_id, b.created_at AS at, b.created_at::text AS k1, m.id::text AS k2
         FROM member_blocks b JOIN members m ON m.id = b.blocked_id
        WHERE b.blocker_id = $1 ${after ? `AND (b.created_at, m.id) < ($3::timestamptz, $4::uuid)` : ''}
        ORDER BY b.created_at DESC, m.id DESC LIMIT $2`,
      after ? [blocker, limit + 1, after[0], after[1]] : [blocker, limit + 1],
    );
  }
}
