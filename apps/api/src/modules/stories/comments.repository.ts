import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { notBlacklistedSql } from './stories.repository.js';
import { rowsOf } from '../../shared/db/rows.js';

export interface CommentRow {
  id: string;
  story_id: string;
  parent_id: string | null;
  author_id: string | null;
  depth: number;
  path: string;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  like_count: number;
}

const COLUMNS = `c.id, c.story_id, c.parent_id, c.author_id, c.depth, c.path, c.body, c.created_at, c.edited_at, c.deleted_at, c.like_count`;

/**
 * A comment is hidden from a viewer, with the replies under it, when its writer and the viewer are on either
 * side of a privacy blacklist (a reply without the comment it answers would make no sense).
 */
function hiddenThreadSql(viewerParam: string): string {
  return `NOT EXISTS (SELECT 1 FROM story_comments h WHERE h.story_id = c.story_id AND h.author_id IS NOT NULL
    AND (c.path = h.path OR c.path LIKE h.path || '/%') AND h.author_id <> ${viewerParam}
    AND NOT (${notBlacklistedSql('h.author_id', viewerParam)}))`;
}

/** The only code that queries story_comments. Threads are read in `path` order (see the migration). */
@Injectable()
export class CommentsRepository {
  constructor(private readonly db: DataSource) {}

  async byId(id: string, em?: EntityManager): Promise<CommentRow | null> {
    const rows: CommentRow[] = await (em ?? this.db.manager).query(`SELECT ${COLUMNS} FROM story_comments c WHERE c.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** A story's comments in thread order after a path, without what the viewer may not see; `limit + 1` rows. */
  page(storyId: string, afterPath: string | null, limit: number, viewerId: string | null): Promise<CommentRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM story_comments c WHERE c.story_id = $1 AND ($2::text IS NULL OR c.path > $2) ${viewerId ? `AND ${hiddenThreadSql('$4')}` : ''}
       ORDER BY c.path LIMIT $3`,
      viewerId ? [storyId, afterPath, limit + 1, viewerId] : [storyId, afterPath, limit + 1],
    );
  }

  /** The comments (not deleted) a viewer sees on a story: the thread's `totalItems` for them. */
  async visibleCount(storyId: string, viewerId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(
      `SELECT count(*)::int AS n FROM story_comments c WHERE c.story_id = $1 AND c.deleted_at IS NULL AND ${hiddenThreadSql('$2')}`,
      [storyId, viewerId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Comment counts the viewer sees for several stories (cards), only where it differs from the cached one. */
  async hiddenCounts(storyIds: string[], viewerId: string): Promise<Map<string, number>> {
    if (!storyIds.length) return new Map();
    const rows: Array<{ story_id: string; n: number }> = await this.db.query(
      `SELECT c.story_id, count(*)::int AS n FROM story_comments c
       WHERE c.story_id = ANY ($1::uuid[]) AND c.deleted_at IS NULL AND NOT (${hiddenThreadSql('$2')})
       GROUP BY c.story_id`,
      [storyIds, viewerId],
    );
    return new Map(rows.map((r) => [r.story_id, r.n]));
  }

  async insert(em: EntityManager, c: { id: string; storyId: string; parentId: string | null; authorId: string; depth: number; path: string; body: string }): Promise<void> {
    await em.query(
      `INSERT INTO story_comments (id, story_id, parent_id, author_id, depth, path, body) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [c.id, c.storyId, c.parentId, c.authorId, c.depth, c.path, c.body],
    );
    await em.query(`UPDATE stories SET comment_count = comment_count + 1 WHERE id = $1`, [c.storyId]);
  }

  /** Which of these comments the member likes. */
  async likedBy(commentIds: string[], memberId: string): Promise<Set<string>> {
    if (!commentIds.length) return new Set();
    const rows: Array<{ comment_id: string }> = await this.db.query(
      `SELECT comment_id FROM story_comment_likes WHERE member_id = $1 AND comment_id = ANY ($2::uuid[])`,
      [memberId, commentIds],
    );
    return new Set(rows.map((r) => r.comment_id));
  }

  /** Likes or unlikes (idempotent either way) and answers the new count, in one transaction. */
  like(commentId: string, memberId: string, on: boolean): Promise<{ count: number; changed: boolean }> {
    return this.db.transaction(async (em) => {
      const changed = on
        ? rowsOf(await em.query(`INSERT INTO story_comment_likes (comment_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`, [commentId, memberId]))
        : rowsOf(await em.query(`DELETE FROM story_comment_likes WHERE comment_id = $1 AND member_id = $2 RETURNING 1`, [commentId, memberId]));
      const rows = rowsOf<{ like_count: number }>(
        await em.query(
          changed.length
            ? `UPDATE story_comments SET like_count = greatest(0, like_count + $2) WHERE id = $1 RETURNING like_count`
            : `SELECT like_count FROM story_comments WHERE id = $1 AND $2::int IS NOT NULL`,
          [commentId, on ? 1 : -1],
        ),
      );
      return { count: rows[0]?.like_count ?? 0, changed: changed.length > 0 };
    });
  }

  async edit(id: string, body: string): Promise<void> {
    await this.db.query(`UPDATE story_comments SET body = $2, edited_at = now() WHERE id = $1 AND deleted_at IS NULL`, [id, body]);
  }

  /** Soft delete: the text goes, the place in the thread stays so replies keep their context. */
  async softDelete(em: EntityManager, c: CommentRow): Promise<void> {
    const done = rowsOf(await em.query(`UPDATE story_comments SET body = '', deleted_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING 1`, [c.id]));
    if (done.length) await em.query(`UPDATE stories SET comment_count = greatest(0, comment_count - 1) WHERE id = $1`, [c.story_id]);
  }
}
