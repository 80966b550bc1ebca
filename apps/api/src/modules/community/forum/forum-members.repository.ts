import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ForumDigest, ForumSearchOrder, ForumSettings, ForumWatchLevel } from '@community/contracts';
import { notBlockedSql } from '../../members/index.js';

type Db = DataSource | EntityManager;

export interface SettingsRow {
  watch_created: ForumWatchLevel;
  watch_replied: ForumWatchLevel;
  watch_default: ForumWatchLevel;
  notify_mentions: boolean;
  digest: ForumDigest;
}

export interface SearchFilters {
  variant: string;
  viewerId: string | null;
  staff: boolean;
  searchConfig: string;
  q: string;
  categorySlug?: string;
  authorId?: string;
  from?: string;
  to?: string;
  accepted?: boolean;
  order: ForumSearchOrder;
}

/** Where a post is: what search hits and a member's posts share. */
export interface PostPlaceRow {
  post_id: string;
  number: number;
  topic_id: string;
  topic_slug: string;
  topic_title: string;
  category_slug: string;
  category_name: string;
}

export interface SearchRow extends PostPlaceRow {
  author_id: string | null;
  created_at: Date;
  headline: string;
  has_accepted: boolean;
  k1: string | number;
}

export interface MemberPostRow extends PostPlaceRow {
  excerpt: string;
  created_at: Date;
  score: number;
  k1: string;
}

/** Highlight markers ts_headline puts around matches; the service escapes the text, then turns them into `<mark>`. */
export const HL_START = '\u0002';
export const HL_STOP = '\u0003';

const readable = (viewer: string, staff: string) =>
  `(c.visibility = 'public' OR (${viewer}::uuid IS NOT NULL AND c.visibility = 'members') OR ${staff}::boolean)`;

/** A small SQL parameter list: `add(v)` answers its placeholder. */
class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * The only code that queries the forum's per-member tables (votes, read state, watch levels, settings) and
 * runs forum search and the member lists.
 */
@Injectable()
export class ForumMembersRepository {
  constructor(private readonly db: DataSource) {}

  // ---- votes: the subject row is locked first, so concurrent votes on one subject run one after the other ----

  /** Sets (value ±1) or takes back (0) a member's vote and answers the subject's new score. */
  async vote(em: EntityManager, kind: 'topic' | 'post', subjectId: string, memberId: string, value: -1 | 0 | 1): Promise<number> {
    const [table, votes, column] = kind === 'topic' ? ['forum_topics', 'forum_topic_votes', 'topic_id'] : ['forum_posts', 'forum_post_votes', 'post_id'];
    await em.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, [subjectId]);
    if (value === 0) await em.query(`DELETE FROM ${votes} WHERE ${column} = $1 AND member_id = $2`, [subjectId, memberId]);
    else {
      await em.query(
        `INSERT INTO ${votes} (${column}, member_id, value) VALUES ($1, $2, $3) ON CONFLICT (${column}, member_id) DO UPDATE SET value = EXCLUDED.value`,
        [subjectId, memberId, value],
      );
    }
    const [rows]: [Array<{ score: number }>, number] = await em.query(
      `UPDATE ${table} SET score = (SELECT COALESCE(sum(value), 0)::int FROM ${votes} WHERE ${column} = $1) WHERE id = $1 RETURNING score`,
      [subjectId],
    );
    return rows[0]?.score ?? 0;
  }

  /** Whether either member has blocked the other. */
  async blockedEither(a: string, b: string): Promise<boolean> {
    const rows: Array<{ ok: boolean }> = await this.db.query(`SELECT ${notBlockedSql('$1::uuid', '$2::uuid')} AS ok`, [a, b]);
    return rows[0]?.ok === false;
  }

  // ---- read state ----

  /** Moves the member's read mark forward to `number` (never back); answers the mark. */
  async markRead(memberId: string, topicId: string, number: number): Promise<number> {
    const rows: Array<{ last_read_number: number }> = await this.db.query(
      `INSERT INTO forum_reads (member_id, topic_id, last_read_number) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, topic_id) DO UPDATE SET last_read_number = GREATEST(forum_reads.last_read_number, EXCLUDED.last_read_number), updated_at = now()
       RETURNING last_read_number`,
      [memberId, topicId, number],
    );
    return rows[0]!.last_read_number;
  }

  // ---- watch levels ----

  async setTopicWatch(memberId: string, topicId: string, level: ForumWatchLevel | null, db: Db = this.db, onlyIfNone = false): Promise<void> {
    if (level === null) {
      await db.query(`DELETE FROM forum_topic_watches WHERE topic_id = $1 AND member_id = $2`, [topicId, memberId]);
      return;
    }
    await db.query(
      `INSERT INTO forum_topic_watches (topic_id, member_id, level) VALUES ($1, $2, $3)
       ON CONFLICT (topic_id, member_id) ${onlyIfNone ? 'DO NOTHING' : 'DO UPDATE SET level = EXCLUDED.level'}`,
      [topicId, memberId, level],
    );
  }

  async setCategoryWatch(memberId: string, categoryId: string, level: ForumWatchLevel | null): Promise<void> {
    await this.db.query(
      `INSERT INTO forum_category_watches (category_id, member_id, level) VALUES ($1, $2, $3)
       ON CONFLICT (category_id, member_id) DO UPDATE SET level = EXCLUDED.level`,
      [categoryId, memberId, level],
    );
  }

  async categoryWatch(memberId: string, categoryId: string): Promise<ForumWatchLevel | null> {
    const rows: Array<{ level: ForumWatchLevel | null }> = await this.db.query(
      `SELECT level FROM forum_category_watches WHERE category_id = $1 AND member_id = $2`,
      [categoryId, memberId],
    );
    return rows[0]?.level ?? null;
  }

  /**
   * Who is told about a new post in a topic: members whose level there (their own, else the category's, else
   * their default) is `watching`, except the poster and members with a block either way with the poster.
   */
  async watchersOf(topicId: string, categoryId: string, posterId: string): Promise<string[]> {
    const rows: Array<{ member_id: string }> = await this.db.query(
      `WITH levels AS (
         SELECT member_id, level FROM forum_topic_watches WHERE topic_id = $1
         UNION ALL
         SELECT cw.member_id, cw.level FROM forum_category_watches cw
          WHERE cw.category_id = $2 AND cw.level IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM forum_topic_watches tw WHERE tw.topic_id = $1 AND tw.member_id = cw.member_id)
         UNION ALL
         SELECT s.member_id, s.watch_default FROM forum_settings s
          WHERE s.watch_default = 'watching'
            AND NOT EXISTS (SELECT 1 FROM forum_topic_watches tw WHERE tw.topic_id = $1 AND tw.member_id = s.member_id)
            AND NOT EXISTS (SELECT 1 FROM forum_category_watches cw WHERE cw.category_id = $2 AND cw.member_id = s.member_id AND cw.level IS NOT NULL)
       )
       SELECT DISTINCT l.member_id FROM levels l
        WHERE l.level = 'watching' AND l.member_id <> $3 AND ${notBlockedSql('l.member_id', '$3::uuid')}`,
      [topicId, categoryId, posterId],
    );
    return rows.map((r) => r.member_id);
  }

  /** The member's own level on a topic (null: follows the category or default). */
  async topicWatch(memberId: string, topicId: string): Promise<ForumWatchLevel | null> {
    const rows: Array<{ level: ForumWatchLevel }> = await this.db.query(`SELECT level FROM forum_topic_watches WHERE topic_id = $1 AND member_id = $2`, [topicId, memberId]);
    return rows[0]?.level ?? null;
  }

  // ---- settings ----

  async settings(memberId: string): Promise<SettingsRow | null> {
    const rows: SettingsRow[] = await this.db.query(
      `SELECT watch_created, watch_replied, watch_default, notify_mentions, digest FROM forum_settings WHERE member_id = $1`,
      [memberId],
    );
    return rows[0] ?? null;
  }

  async saveSettings(memberId: string, s: ForumSettings): Promise<void> {
    await this.db.query(
      `INSERT INTO forum_settings (member_id, watch_created, watch_replied, watch_default, notify_mentions, digest) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id) DO UPDATE SET watch_created = $2, watch_replied = $3, watch_default = $4, notify_mentions = $5, digest = $6, updated_at = now()`,
      [memberId, s.watchCreated, s.watchReplied, s.watchDefault, s.notifyMentions, s.digest],
    );
  }

  // ---- lists ----

  /** Topics the member watches or tracks (own level), by latest activity: ids and keys. */
  watchedTopicIds(memberId: string, variant: string, staff: boolean, after: Array<string | number> | null, limit: number): Promise<Array<{ id: string; k1: string }>> {
    return this.db.query(
      `SELECT t.id, t.last_post_at::text AS k1
         FROM forum_topic_watches tw
         JOIN forum_topics t ON t.id = tw.topic_id
         JOIN forum_categories c ON c.id = t.category_id
        WHERE tw.member_id = $1 AND tw.level IN ('watching', 'tracking') AND t.deleted_at IS NULL AND c.variant = $2 AND ${readable('$1', '$3')}
          ${after ? 'AND (t.last_post_at, t.id) < ($4::timestamptz, $5::uuid)' : ''}
        ORDER BY t.last_post_at DESC, t.id DESC LIMIT ${limit + 1}`,
      [memberId, variant, staff, ...(after ?? [])],
    );
  }

  /** A member's topics in categories the reader may read, newest first: ids and keys. */
  memberTopicIds(authorId: string, variant: string, viewerId: string | null, staff: boolean, after: Array<string | number> | null, limit: number): Promise<Array<{ id: string; k1: string }>> {
    return this.db.query(
      `SELECT t.id, t.created_at::text AS k1
         FROM forum_topics t JOIN forum_categories c ON c.id = t.category_id
        WHERE t.author_id = $1 AND t.deleted_at IS NULL AND c.variant = $2 AND ${readable('$3', '$4')}
          ${after ? 'AND (t.created_at, t.id) < ($5::timestamptz, $6::uuid)' : ''}
        ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit + 1}`,
      [authorId, variant, viewerId, staff, ...(after ?? [])],
    );
  }

  /** A member's visible posts in categories the reader may read, newest first. */
  memberPosts(authorId: string, variant: string, viewerId: string | null, staff: boolean, after: Array<string | number> | null, limit: number): Promise<MemberPostRow[]> {
    return this.db.query(
      `SELECT p.id AS post_id, p.number, t.id AS topic_id, t.slug AS topic_slug, t.title AS topic_title, c.slug AS category_slug,
              c.name AS category_name, left(p.body_text, 300) AS excerpt, p.created_at, p.score, p.created_at::text AS k1
         FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id JOIN forum_categories c ON c.id = p.category_id
        WHERE p.author_id = $1 AND p.deleted_at IS NULL AND p.hidden_at IS NULL AND t.deleted_at IS NULL AND c.variant = $2 AND ${readable('$3', '$4')}
          ${after ? 'AND (p.created_at, p.id) < ($5::timestamptz, $6::uuid)' : ''}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit + 1}`,
      [authorId, variant, viewerId, staff, ...(after ?? [])],
    );
  }

  /**
   * Forum search: PostgreSQL full text over titles (the first post's heading, weight A) and post text (B) in
   * the variant's language configuration (and 'simple', so names and words of other languages match too),
   * over visible posts in readable categories; by relevance (rank, id) or date (created_at, id), keyset-paged.
   */
  search(f: SearchFilters, after: Array<string | number> | null, limit: number): Promise<SearchRow[]> {
    const p = new Params();
    const config = p.add(f.searchConfig);
    const text = p.add(f.q);
    const query = `(websearch_to_tsquery(${config}::regconfig, ${text}) || websearch_to_tsquery('simple', ${text}))`;
    const where = [
      `c.variant = ${p.add(f.variant)}`,
      readable(p.add(f.viewerId), p.add(f.staff)),
      `p.deleted_at IS NULL`,
      `p.hidden_at IS NULL`,
      `t.deleted_at IS NULL`,
      `p.search @@ ${query}`,
    ];
    if (f.categorySlug) where.push(`c.slug = ${p.add(f.categorySlug)}`);
    if (f.authorId) where.push(`p.author_id = ${p.add(f.authorId)}::uuid`);
    if (f.from) where.push(`p.created_at >= ${p.add(f.from)}::date`);
    if (f.to) where.push(`p.created_at < ${p.add(f.to)}::date + 1`);
    if (f.accepted) where.push(`t.accepted_post_id IS NOT NULL`);
    const rank = `round(ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search, ${query})::numeric, 6)::float8`;
    const [sortKey, k1] = f.order === 'relevance' ? ['rank', 'rank'] : ['created_at', 'created_at::text'];
    const keyset = after ? `WHERE (${sortKey}, post_id) < (${p.add(after[0])}${f.order === 'relevance' ? '::float8' : '::timestamptz'}, ${p.add(after[1])}::uuid)` : '';
    return this.db.query(
      `SELECT * , ${k1} AS k1 FROM (
         SELECT p.id AS post_id, p.number, t.id AS topic_id, t.slug AS topic_slug, t.title AS topic_title, c.slug AS category_slug,
                c.name AS category_name, p.author_id, p.created_at, t.accepted_post_id IS NOT NULL AS has_accepted, ${rank} AS rank,
                ts_headline(${config}::regconfig, CASE WHEN p.number = 1 THEN p.heading || ' — ' ELSE '' END || left(p.body_text, 5000), ${query},
                            'StartSel="${HL_START}", StopSel="${HL_STOP}", MaxWords=35, MinWords=15, MaxFragments=2') AS headline
           FROM forum_posts p JOIN forum_topics t ON t.id = p.topic_id JOIN forum_categories c ON c.id = p.category_id
          WHERE ${where.join(' AND ')}) hits
       ${keyset}
       ORDER BY ${sortKey} DESC, post_id DESC LIMIT ${limit + 1}`,
      p.values,
    );
  }

  // ---- digest ----

  /** Members whose digest is due (cadence, not sent within its period), with their last send. */
  dueDigests(cadence: 'daily' | 'weekly', limit: number): Promise<Array<{ member_id: string; since: Date }>> {
    const period = cadence === 'daily' ? '23 hours' : '6 days 23 hours';
    return this.db.query(
      `SELECT member_id, COALESCE(digest_sent_at, now() - interval '${cadence === 'daily' ? '1 day' : '7 days'}') AS since
         FROM forum_settings
        WHERE digest = $1 AND (digest_sent_at IS NULL OR digest_sent_at < now() - interval '${period}')
        ORDER BY member_id LIMIT ${limit}`,
      [cadence],
    );
  }

  /** New visible posts since `since` in topics the member watches or tracks, per topic (at most 20 topics). */
  digestFor(memberId: string, since: Date, variant: string): Promise<Array<{ topic_title: string; topic_slug: string; category_slug: string; posts: number; first_post_id: string }>> {
    return this.db.query(
      `SELECT t.title AS topic_title, t.slug AS topic_slug, c.slug AS category_slug, count(*)::int AS posts,
              (array_agg(p.id ORDER BY p.number))[1] AS first_post_id
         FROM forum_topic_watches tw
         JOIN forum_topics t ON t.id = tw.topic_id AND t.deleted_at IS NULL
         JOIN forum_categories c ON c.id = t.category_id AND c.variant = $3
         JOIN forum_posts p ON p.topic_id = t.id AND p.created_at > $2 AND p.deleted_at IS NULL AND p.hidden_at IS NULL AND p.author_id IS DISTINCT FROM $1
        WHERE tw.member_id = $1 AND tw.level IN ('watching', 'tracking')
        GROUP BY t.id, c.id ORDER BY max(p.created_at) DESC LIMIT 20`,
      [memberId, since, variant],
    );
  }

  async digestSent(memberId: string): Promise<void> {
    await this.db.query(`UPDATE forum_settings SET digest_sent_at = now() WHERE member_id = $1`, [memberId]);
  }
}
