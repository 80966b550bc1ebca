import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { WallVote } from '@community/domain';
import { CARD_COLUMNS, CARD_FROM, notBlockedSql, type CardRow } from '../profiles/cards.js';

type Db = DataSource | EntityManager;

export interface WallPostKey {
  id: string;
  wall_id: string;
  author_id: string;
}

export type WallPostRow = CardRow & {
  post_id: string;
  wall_id: string;
  wall_name: string;
  body: string;
  /** One of the author's photos (the media module says whether it still shows). */
  media_id: string | null;
  score: number;
  comments_count: number;
  my_vote: WallVote;
  posted_at: Date;
  k1: string;
};

export type WallCommentRow = CardRow & { comment_id: string; body: string; commented_at: Date; k1: string };

/**
 * The only code that queries member_wall_posts, member_wall_votes and member_wall_comments. Lists are
 * keyset pages on (created_at, id) and leave out suspended authors and authors blocked either way by the
 * viewer or by the wall's owner, so a block hides each member's posts and comments from the other everywhere.
 */
@Injectable()
export class WallsRepository {
  constructor(private readonly db: DataSource) {}

  async insertPost(em: EntityManager, wallId: string, authorId: string, body: string, mediaId: string | null = null): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO member_wall_posts (wall_id, author_id, body, media_id) VALUES ($1, $2, $3, $4) RETURNING id`,
      [wallId, authorId, body, mediaId],
    );
    return rows[0]!.id;
  }

  /** True when `authorId` has written anything on `wallId`'s wall (the demo seed adds a wall's posts once). */
  async hasPostBy(wallId: string, authorId: string, db: Db = this.db): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM member_wall_posts WHERE wall_id = $1 AND author_id = $2 LIMIT 1`, [wallId, authorId]);
    return rows.length > 0;
  }

  async postKey(id: string, db: Db = this.db, lock = false): Promise<WallPostKey | null> {
    const rows: WallPostKey[] = await db.query(`SELECT id, wall_id, author_id FROM member_wall_posts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async deletePost(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM member_wall_posts WHERE id = $1`, [id]);
  }

  private postSelect(viewerParam: string): string {
    return `SELECT ${CARD_COLUMNS}, w.id AS post_id, w.wall_id, wm.name AS wall_name, w.body, w.media_id, w.score, w.comments_count,
                   COALESCE(v.value, 0)::int AS my_vote, w.created_at AS posted_at, w.created_at::text AS k1
              FROM member_wall_posts w
              JOIN ${CARD_FROM} ON m.id = w.author_id
              JOIN members wm ON wm.id = w.wall_id
              LEFT JOIN member_wall_votes v ON v.post_id = w.id AND v.member_id = ${viewerParam}`;
  }

  /**
   * A post shows when its author is not suspended and neither the viewer nor the wall's owner has a block
   * with the author either way (a member the owner blocked vanishes from the owner's wall for everyone).
   */
  private shownPost(viewerParam: string): string {
    return `m.suspended_at IS NULL AND ${notBlockedSql('m.id', viewerParam)} AND ${notBlockedSql('m.id', 'w.wall_id')}`;
  }

  /** One wall, newest first. */
  listPosts(wallId: string, viewer: string, after: Array<string | number> | null, limit: number): Promise<WallPostRow[]> {
    return this.db.query(
      `${this.postSelect('$2')}
        WHERE w.wall_id = $1 AND ${this.shownPost('$2')}
          ${after ? `AND (w.created_at, w.id) < ($4::timestamptz, $5::uuid)` : ''}
        ORDER BY w.created_at DESC, w.id DESC
        LIMIT $3`,
      after ? [wallId, viewer, limit + 1, after[0], after[1]] : [wallId, viewer, limit + 1],
    );
  }

  async post(id: string, viewer: string, db: Db = this.db): Promise<WallPostRow | null> {
    const rows: WallPostRow[] = await db.query(
      `${this.postSelect('$2')} WHERE w.id = $1 AND ${this.shownPost('$2')}`,
      [id, viewer],
    );
    return rows[0] ?? null;
  }

  /** Sets (or with 0 removes) a member's vote and moves the post's score by the difference, in one go. */
  async vote(em: EntityManager, postId: string, memberId: string, value: WallVote): Promise<{ score: number }> {
    const prev: Array<{ value: number }> = await em.query(`SELECT value FROM member_wall_votes WHERE post_id = $1 AND member_id = $2 FOR UPDATE`, [postId, memberId]);
    const previous = prev[0]?.value ?? 0;
    if (value === 0) await em.query(`DELETE FROM member_wall_votes WHERE post_id = $1 AND member_id = $2`, [postId, memberId]);
    else {
      await em.query(
        `INSERT INTO member_wall_votes (post_id, member_id, value) VALUES ($1, $2, $3)
         ON CONFLICT (post_id, member_id) DO UPDATE SET value = EXCLUDED.value`,
        [postId, memberId, value],
      );
    }
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING with [rows, count].
    const rows: Array<{ score: number }> = await em.query(
      `WITH u AS (UPDATE member_wall_posts SET score = score - $2 + $3 WHERE id = $1 RETURNING score) SELECT score FROM u`,
      [postId, previous, value],
    );
    return rows[0]!;
  }

  async insertComment(em: EntityManager, postId: string, authorId: string, body: string): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(`INSERT INTO member_wall_comments (post_id, author_id, body) VALUES ($1, $2, $3) RETURNING id`, [postId, authorId, body]);
    await em.query(`UPDATE member_wall_posts SET comments_count = comments_count + 1 WHERE id = $1`, [postId]);
    return rows[0]!.id;
  }

  async commentAuthor(em: EntityManager, postId: string, commentId: string): Promise<{ author_id: string; body: string } | null> {
    const rows: Array<{ author_id: string; body: string }> = await em.query(`SELECT author_id, body FROM member_wall_comments WHERE id = $1 AND post_id = $2`, [commentId, postId]);
    return rows[0] ?? null;
  }

  async deleteComment(em: EntityManager, postId: string, commentId: string): Promise<void> {
    await em.query(`DELETE FROM member_wall_comments WHERE id = $1 AND post_id = $2`, [commentId, postId]);
    await em.query(`UPDATE member_wall_posts SET comments_count = GREATEST(comments_count - 1, 0) WHERE id = $1`, [postId]);
  }

  /** A post's comments, oldest first (a conversation reads down); the same block rules as posts. */
  listComments(postId: string, viewer: string, after: Array<string | number> | null, limit: number, db: Db = this.db): Promise<WallCommentRow[]> {
    return db.query(
      `SELECT ${CARD_COLUMNS}, c.id AS comment_id, c.body, c.created_at AS commented_at, c.created_at::text AS k1
         FROM member_wall_comments c
         JOIN member_wall_posts w ON w.id = c.post_id
         JOIN ${CARD_FROM} ON m.id = c.author_id
        WHERE c.post_id = $1 AND ${this.shownPost('$2')}
          ${after ? `AND (c.created_at, c.id) > ($4::timestamptz, $5::uuid)` : ''}
        ORDER BY c.created_at, c.id
        LIMIT $3`,
      after ? [postId, viewer, limit + 1, after[0], after[1]] : [postId, viewer, limit + 1],
    );
  }

  async comment(postId: string, commentId: string, viewer: string, db: Db = this.db): Promise<WallCommentRow | null> {
    const rows: WallCommentRow[] = await db.query(
      `SELECT ${CARD_COLUMNS}, c.id AS comment_id, c.body, c.created_at AS commented_at, c.created_at::text AS k1
         FROM member_wall_comments c JOIN ${CARD_FROM} ON m.id = c.author_id
        WHERE c.id = $1 AND c.post_id = $2 AND ${notBlockedSql('m.id', '$3')}`,
      [commentId, postId, viewer],
    );
    return rows[0] ?? null;
  }
}
