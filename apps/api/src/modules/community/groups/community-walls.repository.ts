import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { CommunityPlaceKind } from '@community/contracts';
import { notBlockedSql } from '../../members/index.js';

type Db = DataSource | EntityManager;

export interface CommunityPostRow {
  id: string;
  place_kind: CommunityPlaceKind;
  place_id: string;
  author_id: string;
  body: string;
  score: number;
  comments_count: number;
  my_vote: -1 | 0 | 1;
  created_at: Date;
  k1: string;
}

export interface CommunityCommentRow {
  id: string;
  post_id: string;
  author_id: string;
  body: string;
  created_at: Date;
  k1: string;
}

/**
 * The only code that queries community_wall_posts, _votes and _comments: one wall implementation for every
 * community place (groups, clubs). Lists are keyset pages on (created_at, id) and leave out authors blocked
 * either way by the viewer, as members' walls do.
 */
@Injectable()
export class CommunityWallsRepository {
  constructor(private readonly db: DataSource) {}

  private select(viewer: string) {
    return `SELECT w.id, w.place_kind, w.place_id, w.author_id, w.body, w.score, w.comments_count, COALESCE(v.value, 0)::int AS my_vote,
                   w.created_at, w.created_at::text AS k1
              FROM community_wall_posts w
              LEFT JOIN community_wall_votes v ON v.post_id = w.id AND v.member_id = ${viewer}`;
  }

  list(kind: CommunityPlaceKind, placeId: string, viewer: string, after: string[] | null, limit: number): Promise<CommunityPostRow[]> {
    return this.db.query(
      `${this.select('$3::uuid')}
        WHERE w.place_kind = $1 AND w.place_id = $2 AND ${notBlockedSql('w.author_id', '$3::uuid')}
          ${after ? `AND (w.created_at, w.id) < ($5::timestamptz, $6::uuid)` : ''}
        ORDER BY w.created_at DESC, w.id DESC LIMIT $4`,
      after ? [kind, placeId, viewer, limit + 1, after[0], after[1]] : [kind, placeId, viewer, limit + 1],
    );
  }

  async post(id: string, viewer: string, db: Db = this.db, lock = false): Promise<CommunityPostRow | null> {
    const rows: CommunityPostRow[] = await db.query(
      `${this.select('$2::uuid')} WHERE w.id = $1 AND ${notBlockedSql('w.author_id', '$2::uuid')}${lock ? ' FOR UPDATE OF w' : ''}`,
      [id, viewer],
    );
    return rows[0] ?? null;
  }

  /** Where a post is (no access check: the caller checks the place). */
  async placeOf(id: string): Promise<{ place_kind: CommunityPlaceKind; place_id: string } | null> {
    const rows: Array<{ place_kind: CommunityPlaceKind; place_id: string }> = await this.db.query(`SELECT place_kind, place_id FROM community_wall_posts WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async insert(em: EntityManager, kind: CommunityPlaceKind, placeId: string, authorId: string, body: string): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO community_wall_posts (place_kind, place_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING id`,
      [kind, placeId, authorId, body],
    );
    return rows[0]!.id;
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM community_wall_posts WHERE id = $1`, [id]);
  }

  /** Sets (or with 0 removes) a vote and moves the score by the difference, under the post's row lock. */
  async vote(em: EntityManager, postId: string, memberId: string, value: -1 | 0 | 1): Promise<number> {
    const prev: Array<{ value: number }> = await em.query(`SELECT value FROM community_wall_votes WHERE post_id = $1 AND member_id = $2`, [postId, memberId]);
    const previous = prev[0]?.value ?? 0;
    if (value === 0) await em.query(`DELETE FROM community_wall_votes WHERE post_id = $1 AND member_id = $2`, [postId, memberId]);
    else {
      await em.query(
        `INSERT INTO community_wall_votes (post_id, member_id, value) VALUES ($1, $2, $3) ON CONFLICT (post_id, member_id) DO UPDATE SET value = EXCLUDED.value`,
        [postId, memberId, value],
      );
    }
    const rows: Array<{ score: number }> = await em.query(
      `WITH u AS (UPDATE community_wall_posts SET score = score - $2 + $3 WHERE id = $1 RETURNING score) SELECT score FROM u`,
      [postId, previous, value],
    );
    return rows[0]!.score;
  }

  comments(postId: string, viewer: string, after: string[] | null, limit: number): Promise<CommunityCommentRow[]> {
    return this.db.query(
      `SELECT c.id, c.post_id, c.author_id, c.body, c.created_at, c.created_at::text AS k1
         FROM community_wall_comments c
        WHERE c.post_id = $1 AND ${notBlockedSql('c.author_id', '$2::uuid')}
          ${after ? `AND (c.created_at, c.id) > ($4::timestamptz, $5::uuid)` : ''}
        ORDER BY c.created_at, c.id LIMIT $3`,
      after ? [postId, viewer, limit + 1, after[0], after[1]] : [postId, viewer, limit + 1],
    );
  }

  async comment(postId: string, id: string, db: Db = this.db): Promise<CommunityCommentRow | null> {
    const rows: CommunityCommentRow[] = await db.query(
      `SELECT id, post_id, author_id, body, created_at, created_at::text AS k1 FROM community_wall_comments WHERE id = $1 AND post_id = $2`,
      [id, postId],
    );
    return rows[0] ?? null;
  }

  async insertComment(em: EntityManager, postId: string, authorId: string, body: string): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(`INSERT INTO community_wall_comments (post_id, author_id, body) VALUES ($1, $2, $3) RETURNING id`, [postId, authorId, body]);
    await em.query(`UPDATE community_wall_posts SET comments_count = comments_count + 1 WHERE id = $1`, [postId]);
    return rows[0]!.id;
  }

  async removeComment(em: EntityManager, postId: string, id: string): Promise<void> {
    await em.query(`DELETE FROM community_wall_comments WHERE id = $1 AND post_id = $2`, [id, postId]);
    await em.query(`UPDATE community_wall_posts SET comments_count = GREATEST(comments_count - 1, 0) WHERE id = $1`, [postId]);
  }
}
