import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { KeywordFilter } from '@community/domain';
import type { ForumPosting, ForumTopicSort, ForumWatchLevel } from '@community/contracts';
import { notBlockedSql } from '../../members/index.js';

type Db = DataSource | EntityManager;

/** Who reads: the member (null for a guest), whether they act as staff on the variant, and their default watch level. */
export interface ForumReader {
  id: string | null;
  staff: boolean;
  watchDefault: ForumWatchLevel;
}

export interface CategoryRow {
  id: string;
  variant: string;
  slug: string;
  name: string;
  description: string;
  colour: string;
  position: number;
  posting: ForumPosting;
  visibility: 'public' | 'members' | 'staff';
  questions: boolean;
  search_config: string;
  keyword_filters: KeywordFilter[];
  topic_count: number;
  post_count: number;
  latest_post_id: string | null;
  latest_topic_id: string | null;
  latest_topic_slug: string | null;
  latest_topic_title: string | null;
  latest_author_id: string | null;
  latest_at: Date | null;
  latest_number: number | null;
  watch_level: ForumWatchLevel | null;
  unread: number;
  new_topics: number;
}

export interface TopicRow {
  id: string;
  category_id: string;
  category_slug: string;
  author_id: string | null;
  slug: string;
  title: string;
  post_count: number;
  reply_count: number;
  score: number;
  pinned: boolean;
  locked: boolean;
  accepted_post_id: string | null;
  last_post_at: Date;
  last_poster_id: string | null;
  deleted_at: Date | null;
  created_at: Date;
  excerpt: string;
  last_read_number: number | null;
  watch_own: ForumWatchLevel | null;
  watch: ForumWatchLevel;
  my_vote: number;
  collapsed: boolean;
  k1: string;
}

export interface PostRow {
  id: string;
  topic_id: string;
  category_id: string;
  number: number;
  author_id: string | null;
  html: string;
  body_text: string;
  quote_post_id: string | null;
  score: number;
  edited_at: Date | null;
  deleted_at: Date | null;
  hidden_at: Date | null;
  created_at: Date;
  my_vote: number;
  collapsed: boolean;
  q_topic_id: string | null;
  q_number: number | null;
  q_author_id: string | null;
  q_text: string | null;
  q_gone: boolean | null;
}

/** The category a topic or post lives in, with what access checks need. */
export interface PlaceRow {
  topic_id: string;
  topic_slug: string;
  topic_title: string;
  topic_author_id: string | null;
  topic_deleted: boolean;
  locked: boolean;
  pinned: boolean;
  accepted_post_id: string | null;
  post_count: number;
  category_id: string;
  category_slug: string;
  variant: string;
  visibility: CategoryRow['visibility'];
  posting: ForumPosting;
  questions: boolean;
  search_config: string;
  keyword_filters: KeywordFilter[];
}

/** Readable categories: public ones, members' ones for members, everything for the variant's staff. */
const readable = (viewer: string, staff: string) =>
  `(c.visibility = 'public' OR (${viewer}::uuid IS NOT NULL AND c.visibility = 'members') OR ${staff}::boolean)`;

/** The viewer's level on a topic: their own, else the category's, else their default. */
const effectiveWatch = (def: string) => `COALESCE(tw.level, cw.level, ${def}::text)`;

const TOPIC_SORT: Record<ForumTopicSort, { key: string; text: string }> = {
  latest: { key: 't.last_post_at', text: 't.last_post_at::text' },
  newest: { key: 't.created_at', text: 't.created_at::text' },
  votes: { key: 't.score', text: 't.score::text' },
};

/**
 * The only code that queries the forum's categories, topics and posts (votes, reads, watches, settings and
 * search: ForumMembersRepository). Lists are keyset pages; a topic's pages are post-number ranges.
 */
@Injectable()
export class ForumRepository {
  constructor(private readonly db: DataSource) {}

  private categorySelect(): string {
    return `SELECT c.id, c.variant, c.slug, c.name, c.description, c.colour, c.position, c.posting, c.visibility, c.questions,
                   c.search_config::text AS search_config, c.keyword_filters,
                   (SELECT count(*)::int FROM forum_topics t WHERE t.category_id = c.id AND t.deleted_at IS NULL) AS topic_count,
                   ((SELECT COALESCE(sum(t.post_count), 0) FROM forum_topics t WHERE t.category_id = c.id AND t.deleted_at IS NULL)
                    - (SELECT count(*) FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id
                        WHERE p.category_id = c.id AND (p.deleted_at IS NOT NULL OR p.hidden_at IS NOT NULL) AND t.deleted_at IS NULL))::int AS post_count,
                   lp.*, cw.level AS watch_level,
                   (SELECT COALESCE(sum(t.post_count - r.last_read_number), 0)::int
                      FROM forum_reads r JOIN forum_topics t ON t.id = r.topic_id
                      LEFT JOIN forum_topic_watches tw ON tw.topic_id = t.id AND tw.member_id = $2
                     WHERE r.member_id = $2 AND t.category_id = c.id AND t.deleted_at IS NULL AND t.post_count > r.last_read_number
                       AND ${effectiveWatch('$4')} IN ('watching', 'tracking')) AS unread,
                   (SELECT count(*)::int FROM forum_topics t
                     WHERE $2::uuid IS NOT NULL AND t.category_id = c.id AND t.deleted_at IS NULL
                       AND t.created_at > COALESCE(cw.visited_at, '-infinity') AND t.author_id IS DISTINCT FROM $2
                       AND NOT EXISTS (SELECT 1 FROM forum_reads r WHERE r.topic_id = t.id AND r.member_id = $2)) AS new_topics
              FROM forum_categories c
              LEFT JOIN forum_category_watches cw ON cw.category_id = c.id AND cw.member_id = $2
              LEFT JOIN LATERAL (
                SELECT p.id AS latest_post_id, p.topic_id AS latest_topic_id, t.slug AS latest_topic_slug, t.title AS latest_topic_title,
                       p.author_id AS latest_author_id, p.created_at AS latest_at, p.number AS latest_number
                  FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id
                 WHERE p.category_id = c.id AND p.deleted_at IS NULL AND p.hidden_at IS NULL AND t.deleted_at IS NULL
                 ORDER BY p.created_at DESC, p.id DESC LIMIT 1) lp ON true`;
  }

  /** A variant's categories the reader may read, in order. */
  listCategories(variant: string, reader: ForumReader): Promise<CategoryRow[]> {
    return this.db.query(
      `${this.categorySelect()} WHERE c.variant = $1 AND ${readable('$2', '$3')} ORDER BY c.position, c.id`,
      [variant, reader.id, reader.staff, reader.watchDefault],
    );
  }

  async categoryBySlug(variant: string, slug: string, reader: ForumReader): Promise<CategoryRow | null> {
    const rows: CategoryRow[] = await this.db.query(
      `${this.categorySelect()} WHERE c.variant = $1 AND ${readable('$2', '$3')} AND c.slug = $5`,
      [variant, reader.id, reader.staff, reader.watchDefault, slug],
    );
    return rows[0] ?? null;
  }

  async categoryById(id: string, reader: ForumReader): Promise<CategoryRow | null> {
    const rows: CategoryRow[] = await this.db.query(`${this.categorySelect()} WHERE c.id = $1 AND ${readable('$2', '$3')}`, [id, reader.id, reader.staff, reader.watchDefault]);
    return rows[0] ?? null;
  }

  async markVisited(memberId: string, categoryId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO forum_category_watches (member_id, category_id, visited_at) VALUES ($1, $2, now())
       ON CONFLICT (category_id, member_id) DO UPDATE SET visited_at = now()`,
      [memberId, categoryId],
    );
  }

  private topicSelect(sortText = 't.last_post_at::text'): string {
    return `SELECT t.id, t.category_id, c.slug AS category_slug, t.author_id, t.slug, t.title, t.post_count, t.score, t.pinned, t.locked,
                   t.accepted_post_id, t.last_post_at, t.last_poster_id, t.deleted_at, t.created_at,
                   GREATEST(t.post_count - 1 - (SELECT count(*)::int FROM forum_posts p WHERE p.topic_id = t.id AND (p.deleted_at IS NOT NULL OR p.hidden_at IS NOT NULL)), 0) AS reply_count,
                   COALESCE((SELECT left(fp.body_text, 400) FROM forum_posts fp WHERE fp.topic_id = t.id AND fp.number = 1 AND fp.deleted_at IS NULL AND fp.hidden_at IS NULL), '') AS excerpt,
                   r.last_read_number, tw.level AS watch_own, ${effectiveWatch('$3')} AS watch, COALESCE(v.value, 0)::int AS my_vote,
                   (t.author_id IS NOT NULL AND NOT ${notBlockedSql('t.author_id', '$2::uuid')}) AS collapsed,
                   ${sortText} AS k1
              FROM forum_topics t
              JOIN forum_categories c ON c.id = t.category_id
              LEFT JOIN forum_reads r ON r.topic_id = t.id AND r.member_id = $2
              LEFT JOIN forum_topic_watches tw ON tw.topic_id = t.id AND tw.member_id = $2
              LEFT JOIN forum_category_watches cw ON cw.category_id = t.category_id AND cw.member_id = $2
              LEFT JOIN forum_topic_votes v ON v.topic_id = t.id AND v.member_id = $2`;
  }

  /** A category's topics in one order, keyset-paged; pinned topics and topics the reader muted are left out. */
  listTopics(categoryId: string, reader: ForumReader, sort: ForumTopicSort, after: Array<string | number> | null, limit: number): Promise<TopicRow[]> {
    const s = TOPIC_SORT[sort];
    const keyset = after ? `AND (${s.key}, t.id) < ($4${sort === 'votes' ? '::int' : '::timestamptz'}, $5::uuid)` : '';
    return this.db.query(
      `${this.topicSelect(s.text)}
        WHERE t.category_id = $1 AND t.deleted_at IS NULL AND NOT t.pinned AND tw.level IS DISTINCT FROM 'muted' ${keyset}
        ORDER BY ${s.key} DESC, t.id DESC LIMIT ${limit + 1}`,
      [categoryId, reader.id, reader.watchDefault, ...(after ?? [])],
    );
  }

  pinnedTopics(categoryId: string, reader: ForumReader): Promise<TopicRow[]> {
    return this.db.query(
      `${this.topicSelect()} WHERE t.category_id = $1 AND t.deleted_at IS NULL AND t.pinned ORDER BY t.last_post_at DESC, t.id DESC LIMIT 20`,
      [categoryId, reader.id, reader.watchDefault],
    );
  }

  async topicBySlug(categoryId: string, slug: string, reader: ForumReader): Promise<TopicRow | null> {
    const rows: TopicRow[] = await this.db.query(`${this.topicSelect()} WHERE t.category_id = $1 AND t.slug = $4`, [categoryId, reader.id, reader.watchDefault, slug]);
    return rows[0] ?? null;
  }

  async topicById(id: string, reader: ForumReader): Promise<TopicRow | null> {
    const rows: TopicRow[] = await this.db.query(`${this.topicSelect()} WHERE t.id = $1`, [id, reader.id, reader.watchDefault]);
    return rows[0] ?? null;
  }

  /** Topics by id in the given order (watched topics, a member's topics), with the reader's marks. */
  topicsByIds(ids: string[], reader: ForumReader): Promise<TopicRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.query(`${this.topicSelect()} WHERE t.id = ANY ($1::uuid[]) ORDER BY array_position($1::uuid[], t.id)`, [ids, reader.id, reader.watchDefault]);
  }

  /** Where a topic lives (by topic id), optionally locking the topic row. */
  async placeOfTopic(topicId: string, db: Db = this.db, lock = false): Promise<PlaceRow | null> {
    const rows: PlaceRow[] = await db.query(
      `SELECT t.id AS topic_id, t.slug AS topic_slug, t.title AS topic_title, t.author_id AS topic_author_id, t.deleted_at IS NOT NULL AS topic_deleted,
              t.locked, t.pinned, t.accepted_post_id, t.post_count, c.id AS category_id, c.slug AS category_slug, c.variant, c.visibility, c.posting,
              c.questions, c.search_config::text AS search_config, c.keyword_filters
         FROM forum_topics t JOIN forum_categories c ON c.id = t.category_id
        WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
      [topicId],
    );
    return rows[0] ?? null;
  }

  private postSelect(): string {
    return `SELECT p.id, p.topic_id, p.category_id, p.number, p.author_id, p.html, p.body_text, p.quote_post_id, p.score, p.edited_at,
                   p.deleted_at, p.hidden_at, p.created_at, COALESCE(v.value, 0)::int AS my_vote,
                   (p.author_id IS NOT NULL AND NOT ${notBlockedSql('p.author_id', '$2::uuid')}) AS collapsed,
                   q.topic_id AS q_topic_id, q.number AS q_number, q.author_id AS q_author_id, left(q.body_text, 300) AS q_text,
                   (q.deleted_at IS NOT NULL OR q.hidden_at IS NOT NULL) AS q_gone
              FROM forum_posts p
              LEFT JOIN forum_post_votes v ON v.post_id = p.id AND v.member_id = $2
              LEFT JOIN forum_posts q ON q.id = p.quote_post_id`;
  }

  /** Posts numbered `from`..`to` of a topic (one page). */
  postsInRange(topicId: string, viewerId: string | null, from: number, to: number): Promise<PostRow[]> {
    return this.db.query(`${this.postSelect()} WHERE p.topic_id = $1 AND p.number BETWEEN $3 AND $4 ORDER BY p.number`, [topicId, viewerId, from, to]);
  }

  async postById(id: string, viewerId: string | null, db: Db = this.db): Promise<PostRow | null> {
    const rows: PostRow[] = await db.query(`${this.postSelect()} WHERE p.id = $1`, [id, viewerId]);
    return rows[0] ?? null;
  }

  /** Locks a post's row (edits, deletes, reviews and votes on one post run one at a time). */
  async lockPost(em: EntityManager, id: string): Promise<{ id: string; topic_id: string; number: number; author_id: string | null; html: string; deleted_at: Date | null; hidden_at: Date | null } | null> {
    const rows = await em.query(`SELECT id, topic_id, number, author_id, html, deleted_at, hidden_at FROM forum_posts WHERE id = $1 FOR UPDATE`, [id]);
    return (rows as Array<{ id: string; topic_id: string; number: number; author_id: string | null; html: string; deleted_at: Date | null; hidden_at: Date | null }>)[0] ?? null;
  }

  /** The first post after `number` (the first unread one). */
  async firstPostAfter(topicId: string, number: number): Promise<{ id: string; number: number } | null> {
    const rows: Array<{ id: string; number: number }> = await this.db.query(
      `SELECT id, number FROM forum_posts WHERE topic_id = $1 AND number > $2 ORDER BY number LIMIT 1`,
      [topicId, number],
    );
    return rows[0] ?? null;
  }

  async slugsLike(categoryId: string, base: string): Promise<string[]> {
    const rows: Array<{ slug: string }> = await this.db.query(
      `SELECT slug FROM forum_topics WHERE category_id = $1 AND (slug = $2 OR slug LIKE $2 || '-%')`,
      [categoryId, base],
    );
    return rows.map((r) => r.slug);
  }

  async insertTopic(em: EntityManager, t: { categoryId: string; authorId: string; slug: string; title: string }): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO forum_topics (category_id, author_id, slug, title, last_poster_id) VALUES ($1, $2, $3, $4, $2) RETURNING id`,
      [t.categoryId, t.authorId, t.slug, t.title],
    );
    return rows[0]!.id;
  }

  /** Gives out the topic's next post number (the topic row stays locked until the transaction ends) and moves its activity. */
  async nextNumber(em: EntityManager, topicId: string, posterId: string): Promise<number> {
    const [rows]: [Array<{ post_count: number }>, number] = await em.query(
      `UPDATE forum_topics SET post_count = post_count + 1, last_post_at = now(), last_poster_id = $2 WHERE id = $1 RETURNING post_count`,
      [topicId, posterId],
    );
    return rows[0]!.post_count;
  }

  async insertPost(
    em: EntityManager,
    p: { topicId: string; categoryId: string; number: number; authorId: string; html: string; text: string; heading: string; searchConfig: string; quotePostId: string | null; hidden: boolean },
  ): Promise<string> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO forum_posts (topic_id, category_id, number, author_id, html, body_text, heading, search_config, quote_post_id, hidden_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::regconfig, $9, CASE WHEN $10 THEN now() END) RETURNING id`,
      [p.topicId, p.categoryId, p.number, p.authorId, p.html, p.text, p.heading, p.searchConfig, p.quotePostId, p.hidden],
    );
    return rows[0]!.id;
  }

  /** Keeps the text being replaced (for staff), then stores the new one with the "edited" mark. */
  async editPost(em: EntityManager, id: string, oldHtml: string, editorId: string, html: string, text: string, heading: string | null): Promise<void> {
    await em.query(`INSERT INTO forum_post_revisions (post_id, html, editor_id) VALUES ($1, $2, $3)`, [id, oldHtml, editorId]);
    await em.query(`UPDATE forum_posts SET html = $2, body_text = $3, heading = COALESCE($4, heading), edited_at = now() WHERE id = $1`, [id, html, text, heading]);
  }

  async setTopicTitle(em: EntityManager, topicId: string, title: string): Promise<void> {
    await em.query(`UPDATE forum_topics SET title = $2 WHERE id = $1`, [topicId, title]);
  }

  revisions(postId: string): Promise<Array<{ html: string; edited_at: Date; editor_id: string | null }>> {
    return this.db.query(`SELECT html, edited_at, editor_id FROM forum_post_revisions WHERE post_id = $1 ORDER BY id DESC`, [postId]);
  }

  /** Soft delete; deleting a topic's first post deletes the topic. */
  async softDelete(em: EntityManager, post: { id: string; topic_id: string; number: number }, by: string): Promise<void> {
    await em.query(`UPDATE forum_posts SET deleted_at = now(), deleted_by = $2 WHERE id = $1 AND deleted_at IS NULL`, [post.id, by]);
    if (post.number === 1) await em.query(`UPDATE forum_topics SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`, [post.topic_id]);
    await em.query(`UPDATE forum_topics SET accepted_post_id = NULL WHERE id = $1 AND accepted_post_id = $2`, [post.topic_id, post.id]);
  }

  /** Hides a post pending review; false when it was already hidden or deleted. */
  async hide(postId: string): Promise<boolean> {
    const [, n]: [unknown, number] = await this.db.query(`UPDATE forum_posts SET hidden_at = now() WHERE id = $1 AND hidden_at IS NULL AND deleted_at IS NULL`, [postId]);
    return n > 0;
  }

  async unhide(em: EntityManager, postId: string): Promise<void> {
    await em.query(`UPDATE forum_posts SET hidden_at = NULL WHERE id = $1`, [postId]);
  }

  async moderateTopic(em: EntityManager, topicId: string, change: { pinned?: boolean; locked?: boolean }): Promise<void> {
    await em.query(`UPDATE forum_topics SET pinned = COALESCE($2, pinned), locked = COALESCE($3, locked) WHERE id = $1`, [topicId, change.pinned ?? null, change.locked ?? null]);
  }

  /** Moves a topic (and its posts, with the new category's language) to another category under a free slug. */
  async moveTopic(em: EntityManager, topicId: string, categoryId: string, slug: string): Promise<void> {
    await em.query(`UPDATE forum_topics SET category_id = $2, slug = $3 WHERE id = $1`, [topicId, categoryId, slug]);
    await em.query(
      `UPDATE forum_posts SET category_id = $2, search_config = (SELECT search_config FROM forum_categories WHERE id = $2) WHERE topic_id = $1`,
      [topicId, categoryId],
    );
  }

  async setAccepted(em: EntityManager, topicId: string, postId: string | null): Promise<void> {
    await em.query(`UPDATE forum_topics SET accepted_post_id = $2 WHERE id = $1`, [topicId, postId]);
  }

  /** Topics a member started since `since` (the new-member limit). */
  async topicsStartedSince(authorId: string, since: Date, em: Db = this.db): Promise<number> {
    const rows: Array<{ n: number }> = await em.query(`SELECT count(*)::int AS n FROM forum_topics WHERE author_id = $1 AND created_at >= $2`, [authorId, since]);
    return rows[0]?.n ?? 0;
  }

  /** Takes a transaction-scoped lock on a member's topic starts (so concurrent starts count each other). */
  async lockAuthor(em: EntityManager, authorId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('forum-topic:' || $1))`, [authorId]);
  }
}
