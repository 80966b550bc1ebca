import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { StorySort } from '@community/contracts';
import type { StoryStatus } from '@community/domain';
import { notBlockedSql as membersNotBlockedSql } from '../members/index.js';
import { rowsOf } from '../../shared/db/rows.js';

/**
 * The only code that queries the stories tables. Lists of published stories share one filter builder and
 * are keyset-paginated on (sort key, id), each sort served by its own partial index (see the migration).
 */

export interface StoryRow {
  id: string;
  author_id: string;
  slug: string;
  title: string;
  summary: string;
  genre: string | null;
  tags: string[];
  warnings: string[];
  language: string;
  status: StoryStatus;
  is_complete: boolean;
  word_count: number;
  chapter_count: number;
  read_count: number;
  like_count: number;
  favourite_count: number;
  comment_count: number;
  version: number;
  published_at: Date | null;
  updated_at: Date;
  /** published_at as PostgreSQL text (keyset cursor without losing microseconds). */
  published_key: string | null;
  updated_key: string;
  /** Storage prefix of the cover's sizes, null without a cover. */
  cover_prefix: string | null;
  cover_updated_at: Date | null;
}

export interface ChapterRow {
  id: string;
  story_id: string;
  position: number;
  title: string;
  word_count: number;
  paragraphs: number;
  updated_at: Date;
}

export const STORY_COLUMNS = `
  s.id, s.author_id, s.slug, s.title, s.summary, s.genre, s.tags, s.warnings, s.language, s.status, s.is_complete,
  s.word_count, s.chapter_count, s.read_count, s.like_count, s.favourite_count, s.comment_count, s.version,
  s.published_at, s.updated_at, s.published_at::text AS published_key, s.updated_at::text AS updated_key,
  s.cover_prefix, s.cover_updated_at`;

const CHAPTER_COLUMNS = `c.id, c.story_id, c.position, c.title, c.word_count, c.paragraphs, c.updated_at`;

export interface StoryFilter {
  q?: string;
  /** Text search configuration of the query's language (stemming); 'simple' is always ORed in. */
  searchConfig: string;
  genre?: string;
  tags?: string[];
  exclude?: string[];
  minWords?: number;
  maxWords?: number;
  complete?: boolean;
  language?: string;
  authorId?: string;
  /** The reader whose block list applies (null for guests). */
  viewerId: string | null;
  /** Only classics: complete, first published before this time, at least this many likes. */
  classic?: { publishedBefore: Date; minLikes: number };
}

type SortSpec = { expr: string; kind: 'ts' | 'int' | 'num'; key: (r: StoryRow & { rank?: number }) => string | number };

export const SORTS: Record<StorySort, SortSpec> = {
  newest: { expr: 's.published_at', kind: 'ts', key: (r) => r.published_key as string },
  reads: { expr: 's.read_count', kind: 'int', key: (r) => r.read_count },
  likes: { expr: 's.like_count', kind: 'int', key: (r) => r.like_count },
  comments: { expr: 's.comment_count', kind: 'int', key: (r) => r.comment_count },
  longest: { expr: 's.word_count', kind: 'int', key: (r) => r.word_count },
  relevance: { expr: 'x.rank', kind: 'num', key: (r) => r.rank as number },
};

/**
 * The "best match" score of a story for a search (`query` SQL of a tsquery), from the story's own row:
 *   1. how well the title (weight A) and summary (B) match: ts_rank over the story's small stored tsvector,
 *      doubled, rounded to 3 decimals;
 *   2. + 0.1 when the text of a chapter matches (`inText`: a flag from the chapters' GIN index; the chapter's
 *      tsvector is not ranked, which would read back every matching chapter's vector: 600 ms for a word in 1 %
 *      of 100,000 stories, seconds for a common word);
 *   3. + the story's first publication time / 10^13 (under 0.0002 until the year 2286, so below the 0.001 step
 *      of the text score), which only orders stories whose text score is equal: the newest first.
 * Nothing in it changes while a reader pages (likes, reads and comments do not count), so keyset pages on
 * (rank, id) neither repeat nor skip a story; one float8 (exact in a JSON cursor).
 */
export const RELEVANCE_SQL = (s: string, inText: string, query: string) =>
  `(round((ts_rank('{0.1, 0.2, 0.4, 1.0}', ${s}.search, ${query}) * 2)::numeric, 3)
    + CASE WHEN ${inText} THEN 0.1 ELSE 0 END + extract(epoch FROM ${s}.published_at)::numeric / 1e13)::float8`;

/** The words of a plain search (no quotes, `or` or `-word`), when there are two or more: at most 8. */
export function plainWords(q: string): string[] | null {
  if (/["]|(^|\s)-\S|(^|\s)or(\s|$)/i.test(q)) return null;
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  return words.length > 1 ? words : null;
}

/**
 * TypeORM answers UPDATE and DELETE with `[rows, rowCount]` and everything else with the rows: the rows
 * either way.
 */
class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * Stories whose words are split between the title or summary and the text: every word of a plain search of two or
 * more words is in the story's own vector or in one of its chapters, and at least one is in the title or summary
 * (so the stories' small GIN index finds the candidates). A word the language drops as a stop word asks nothing.
 * The whole query matching the story row or one chapter is found by the caller's own branches; null when the
 * search is not plain words.
 */
function splitMatchSql(f: StoryFilter, p: Params): string | null {
  const words = f.q ? plainWords(f.q) : null;
  if (!words) return null;
  const config = p.add(f.searchConfig);
  const each = words.map((w) => {
    const word = p.add(w);
    return { stemmed: `websearch_to_tsquery(${config}::regconfig, ${word})`, query: `(websearch_to_tsquery(${config}::regconfig, ${word}) || websearch_to_tsquery('simple', ${word}))` };
  });
  const somewhere = each.map(
    (w) => `(numnode(${w.stemmed}) = 0 OR st.search @@ ${w.query} OR EXISTS (SELECT 1 FROM story_chapters c WHERE c.story_id = st.id AND c.search @@ ${w.query}))`,
  );
  return `SELECT st.id FROM stories st WHERE st.search @@ (${each.map((w) => w.query).join(' || ')}) AND ${somewhere.join(' AND ')}`;
}

/** The WHERE clause every list of published stories shares (filters, block list). */
function filterSql(f: StoryFilter, p: Params): string[] {
  const where = [`s.status = 'published'`];
  if (f.genre) where.push(`s.genre = ${p.add(f.genre)}`);
  if (f.tags?.length) where.push(`s.tags @> ${p.add(f.tags)}::text[]`);
  if (f.exclude?.length) where.push(`NOT (s.tags && ${p.add(f.exclude)}::text[])`);
  if (f.minWords !== undefined) where.push(`s.word_count >= ${p.add(f.minWords)}`);
  if (f.maxWords !== undefined) where.push(`s.word_count <= ${p.add(f.maxWords)}`);
  if (f.complete !== undefined) where.push(`s.is_complete = ${p.add(f.complete)}`);
  if (f.language) where.push(`s.language = ${p.add(f.language)}`);
  if (f.authorId) where.push(`s.author_id = ${p.add(f.authorId)}`);
  if (f.classic) {
    where.push(`s.is_complete AND s.published_at <= ${p.add(f.classic.publishedBefore)} AND s.like_count >= ${p.add(f.classic.minLikes)}`);
  }
  if (f.viewerId) where.push(notBlockedSql(p.add(f.viewerId)));
  return where;
}

/**
 * The reader's block list: no story with a blocked tag, none by a blocked author, and none by a member on
 * either side of a privacy blacklist with the reader (the members module's own NOT EXISTS over its table).
 */
export function notBlockedSql(viewerParam: string, alias = 's'): string {
  return `NOT EXISTS (SELECT 1 FROM story_blocks b WHERE b.member_id = ${viewerParam}
    AND ((b.kind = 'tag' AND b.value = ANY (${alias}.tags)) OR (b.kind = 'author' AND b.value = ${alias}.author_id::text)))
    AND ${membersNotBlockedSql(`${alias}.author_id`, viewerParam)}`;
}

/** Neither the viewer nor `member` (SQL of a member id) has blacklisted the other (comments, ebooks). */
export function notBlacklistedSql(member: string, viewerParam: string): string {
  return membersNotBlockedSql(member, viewerParam);
}

/** Reads per story since a day (from the daily read rows), or the all-time counter. */
function periodReads(since: string | null, p: Params) {
  if (!since) return { cte: '', join: '', reads: 'sum(s.read_count)::int' };
  return {
    cte: `WITH r AS (SELECT story_id, count(*) AS n FROM story_reads WHERE day >= ${p.add(since)}::date GROUP BY story_id)`,
    join: 'LEFT JOIN r ON r.story_id = s.id',
    reads: 'COALESCE(sum(r.n), 0)::int',
  };
}

@Injectable()
export class StoriesRepository {
  constructor(private readonly db: DataSource) {}

  private q<T>(sql: string, params: unknown[], em?: EntityManager): Promise<T[]> {
    return (em ?? this.db.manager).query(sql, params) as Promise<T[]>;
  }

  // ---- stories -------------------------------------------------------------------------------------

  async byId(id: string, em?: EntityManager, lock = false): Promise<StoryRow | null> {
    const rows = await this.q<StoryRow>(`SELECT ${STORY_COLUMNS} FROM stories s WHERE s.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id], em);
    return rows[0] ?? null;
  }

  async bySlug(slug: string): Promise<StoryRow | null> {
    const rows = await this.q<StoryRow>(`SELECT ${STORY_COLUMNS} FROM stories s WHERE s.slug = $1`, [slug]);
    return rows[0] ?? null;
  }

  /**
   * The story page's data in one query: the story by id or slug, its contents (every chapter without its
   * text, in order) and whether it is part of a series (the series' own lookup runs only then). Status is not
   * filtered here: the caller applies the same rule as every read.
   */
  async pageOf(by: 'id' | 'slug', value: string): Promise<(StoryRow & { chapters: ChapterRow[]; in_series: boolean }) | null> {
    const rows = await this.q<StoryRow & { chapter_list: Array<Omit<ChapterRow, 'updated_at'> & { updated_at: string }> | null; in_series: boolean }>(
      `SELECT ${STORY_COLUMNS},
         (SELECT json_agg(json_build_object('id', c.id, 'story_id', c.story_id, 'position', c.position, 'title', c.title,
                 'word_count', c.word_count, 'paragraphs', c.paragraphs, 'updated_at', c.updated_at) ORDER BY c.position)
            FROM story_chapters c WHERE c.story_id = s.id) AS chapter_list,
         EXISTS (SELECT 1 FROM story_series_parts p WHERE p.story_id = s.id) AS in_series
       FROM stories s WHERE ${by === 'id' ? 's.id = $1::uuid' : 's.slug = $1'}`,
      [value],
    );
    const r = rows[0];
    if (!r) return null;
    const { chapter_list, ...story } = r;
    return { ...story, chapters: (chapter_list ?? []).map((c) => ({ ...c, updated_at: new Date(c.updated_at) })) };
  }

  /** The first free slug of `base`, `base-2`, … (callers hold an advisory lock on the base). */
  async freeSlug(base: string, exceptId: string | null, em: EntityManager): Promise<string> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('story-slug:' || $1))`, [base]);
    const taken = await this.q<{ slug: string }>(
      `SELECT slug FROM stories WHERE (slug = $1 OR slug ~ ('^' || $2 || '-[0-9]+$')) AND id IS DISTINCT FROM $3`,
      [base, base.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'), exceptId],
      em,
    );
    const used = new Set(taken.map((r) => r.slug));
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!used.has(candidate)) return candidate;
    }
  }

  async insertStory(
    em: EntityManager,
    s: { id: string; authorId: string; slug: string; title: string; summary: string; genre: string | null; tags: string[]; warnings: string[]; language: string; searchConfig: string; isComplete: boolean },
  ): Promise<void> {
    await em.query(
      `INSERT INTO stories (id, author_id, slug, title, summary, genre, tags, warnings, language, search_config, is_complete)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::regconfig, $11)`,
      [s.id, s.authorId, s.slug, s.title, s.summary, s.genre, s.tags, s.warnings, s.language, s.searchConfig, s.isComplete],
    );
  }

  async updateStory(
    em: EntityManager,
    id: string,
    s: { slug: string; title: string; summary: string; genre: string | null; tags: string[]; warnings: string[]; language: string; searchConfig: string; isComplete: boolean },
  ): Promise<void> {
    await em.query(
      `UPDATE stories SET slug = $2, title = $3, summary = $4, genre = $5, tags = $6, warnings = $7, language = $8,
         search_config = $9::regconfig, is_complete = $10
       WHERE id = $1`,
      [id, s.slug, s.title, s.summary, s.genre, s.tags, s.warnings, s.language, s.searchConfig, s.isComplete],
    );
  }

  /** After chapters change: totals from the chapters, version + 1. Returns the new version and words. */
  async touch(em: EntityManager, id: string): Promise<{ version: number; word_count: number; updated_at: Date }> {
    const rows = rowsOf<{ version: number; word_count: number; updated_at: Date }>(await this.q(
      `UPDATE stories s SET
         word_count = t.words, chapter_count = t.chapters, version = s.version + 1, updated_at = now()
       FROM (SELECT COALESCE(sum(word_count), 0)::int AS words, count(*)::int AS chapters FROM story_chapters WHERE story_id = $1) t
       WHERE s.id = $1
       RETURNING s.version, s.word_count, s.updated_at`,
      [id],
      em,
    ));
    return rows[0] as { version: number; word_count: number; updated_at: Date };
  }

  async setStatus(em: EntityManager, id: string, status: StoryStatus): Promise<void> {
    await em.query(
      `UPDATE stories SET status = $2, published_at = CASE WHEN $2 = 'published' THEN COALESCE(published_at, now()) ELSE published_at END,
         version = version + 1, updated_at = now() WHERE id = $1`,
      [id, status],
    );
  }

  /** Points the story at a new cover (or none); returns the previous prefix so its files can be deleted. */
  async setCover(em: EntityManager, id: string, prefix: string | null): Promise<string | null> {
    const rows = rowsOf<{ old: string | null }>(
      await em.query(
        `UPDATE stories s SET cover_prefix = $2, cover_updated_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, version = s.version + 1
         FROM (SELECT cover_prefix AS old FROM stories WHERE id = $1 FOR UPDATE) o
         WHERE s.id = $1 RETURNING o.old`,
        [id, prefix],
      ),
    );
    return rows[0]?.old ?? null;
  }

  async deleteStory(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM stories WHERE id = $1`, [id]);
  }

  /** A writer's own stories (drafts included), most recently changed first. */
  async mine(authorId: string, status: StoryStatus | undefined, after: [string, string] | null, limit: number): Promise<StoryRow[]> {
    const p = new Params();
    const where = [`s.author_id = ${p.add(authorId)}`];
    if (status) where.push(`s.status = ${p.add(status)}`);
    if (after) where.push(`(s.updated_at, s.id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`);
    return this.q<StoryRow>(
      `SELECT ${STORY_COLUMNS} FROM stories s WHERE ${where.join(' AND ')} ORDER BY s.updated_at DESC, s.id DESC LIMIT ${p.add(limit + 1)}`,
      p.values,
    );
  }

  /** Published stories: filters, block list, a sort and a keyset cursor; `limit + 1` rows. */
  async list(f: StoryFilter, sort: StorySort, after: Array<string | number> | null, limit: number): Promise<Array<StoryRow & { rank?: number }>> {
    const p = new Params();
    const where = filterSql(f, p);
    if (f.q) {
      const query = `(websearch_to_tsquery(${p.add(f.searchConfig)}::regconfig, ${p.add(f.q)}) || websearch_to_tsquery('simple', $${p.values.length}))`;
      const split = splitMatchSql(f, p);
      if (sort === 'relevance') {
        // Best match, cheap at any size (see RELEVANCE_SQL): the matching ids come from the two GIN indexes,
        // each story is then scored from its own row only (no chapter tsvector is read back to rank).
        const cursor = after ? `WHERE (x.rank, x.id) < (${p.add(after[0])}::float8, ${p.add(after[1])}::uuid)` : '';
        return this.q(
          `SELECT * FROM (SELECT ${STORY_COLUMNS}, ${RELEVANCE_SQL('s', 'h.in_text', 'q.q')} AS rank
             FROM (SELECT ${query} AS q) q
             CROSS JOIN LATERAL (
               SELECT u.id, bool_or(u.in_text) AS in_text FROM (
                 SELECT st.id, false AS in_text FROM stories st WHERE st.search @@ q.q
                 UNION ALL
                 SELECT c.story_id, true FROM story_chapters c WHERE c.search @@ q.q${split ? `
                 UNION ALL
                 SELECT x.id, true FROM (${split}) x` : ''}
               ) u GROUP BY u.id
             ) h
             JOIN stories s ON s.id = h.id
             WHERE ${where.join(' AND ')}) x
           ${cursor} ORDER BY x.rank DESC, x.id DESC LIMIT ${p.add(limit + 1)}`,
          p.values,
        );
      }
      where.push(`s.id IN (SELECT id FROM stories WHERE search @@ ${query} UNION SELECT story_id FROM story_chapters WHERE search @@ ${query}${split ? ` UNION ${split}` : ''})`);
    }
    const spec = SORTS[sort === 'relevance' ? 'newest' : sort];
    if (after) {
      const cast = spec.kind === 'ts' ? 'timestamptz' : 'integer';
      where.push(`(${spec.expr}, s.id) < (${p.add(after[0])}::${cast}, ${p.add(after[1])}::uuid)`);
    }
    return this.q(
      `SELECT ${STORY_COLUMNS} FROM stories s WHERE ${where.join(' AND ')} ORDER BY ${spec.expr} DESC, s.id DESC LIMIT ${p.add(limit + 1)}`,
      p.values,
    );
  }

  /** Published stories by id, in no particular order (favourites, reading list, top lists). */
  async byIds(ids: string[], viewerId: string | null = null): Promise<StoryRow[]> {
    if (!ids.length) return [];
    if (viewerId) {
      return this.q<StoryRow>(
        `SELECT ${STORY_COLUMNS} FROM stories s WHERE s.id = ANY ($1::uuid[]) AND (s.author_id = $2 OR ${notBlacklistedSql('s.author_id', '$2')})`,
        [ids, viewerId],
      );
    }
    return this.q<StoryRow>(`SELECT ${STORY_COLUMNS} FROM stories s WHERE s.id = ANY ($1::uuid[])`, [ids]);
  }

  /** Published stories per genre (after the viewer's block list). */
  genreCounts(viewerId: string | null): Promise<Array<{ genre: string; stories: number }>> {
    const p = new Params();
    const where = filterSql({ viewerId, searchConfig: 'simple' }, p);
    return this.q(`SELECT s.genre, count(*)::int AS stories FROM stories s WHERE ${where.join(' AND ')} GROUP BY s.genre`, p.values);
  }

  /** Tags of published stories with their counts, most used first (after the viewer's block list). */
  tagCounts(viewerId: string | null, prefix: string | undefined, limit: number): Promise<Array<{ tag: string; stories: number }>> {
    const p = new Params();
    const where = filterSql({ viewerId, searchConfig: 'simple' }, p);
    if (prefix) where.push(`t.tag LIKE ${p.add(prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%')}`);
    return this.q(
      `SELECT t.tag, count(*)::int AS stories FROM stories s CROSS JOIN LATERAL unnest(s.tags) AS t(tag)
       WHERE ${where.join(' AND ')}
       GROUP BY t.tag ORDER BY stories DESC, t.tag LIMIT ${p.add(limit)}`,
      p.values,
    );
  }

  // ---- chapters ------------------------------------------------------------------------------------

  chapters(storyId: string, em?: EntityManager): Promise<ChapterRow[]> {
    return this.q<ChapterRow>(`SELECT ${CHAPTER_COLUMNS} FROM story_chapters c WHERE c.story_id = $1 ORDER BY c.position`, [storyId], em);
  }

  chaptersWithHtml(storyId: string): Promise<Array<ChapterRow & { html: string }>> {
    return this.q(`SELECT ${CHAPTER_COLUMNS}, c.html FROM story_chapters c WHERE c.story_id = $1 ORDER BY c.position`, [storyId]);
  }

  async chapterAt(storyId: string, position: number): Promise<(ChapterRow & { html: string }) | null> {
    const rows = await this.q<ChapterRow & { html: string }>(
      `SELECT ${CHAPTER_COLUMNS}, c.html FROM story_chapters c WHERE c.story_id = $1 AND c.position = $2`,
      [storyId, position],
    );
    return rows[0] ?? null;
  }

  /**
   * A story by slug with the text of one chapter and every chapter's position and title, in one query (the
   * server-rendered story page, apps/api/src/modules/web). Status is not filtered here: the caller applies
   * the same rule as every read (canReadStory).
   */
  async pageBySlug(
    slug: string,
    position: number,
  ): Promise<(StoryRow & { chapter: (ChapterRow & { html: string }) | null; toc: Array<{ position: number; title: string }> }) | null> {
    const rows = await this.q<StoryRow & { chapter: (Omit<ChapterRow, 'updated_at'> & { html: string; updated_at: string }) | null; toc: Array<{ position: number; title: string }> | null }>(
      `SELECT ${STORY_COLUMNS},
         (SELECT row_to_json(x) FROM (SELECT ${CHAPTER_COLUMNS}, c.html FROM story_chapters c WHERE c.story_id = s.id AND c.position = $2) x) AS chapter,
         (SELECT json_agg(json_build_object('position', c.position, 'title', c.title) ORDER BY c.position) FROM story_chapters c WHERE c.story_id = s.id) AS toc
       FROM stories s WHERE s.slug = $1`,
      [slug, position],
    );
    const r = rows[0];
    if (!r) return null;
    return { ...r, chapter: r.chapter ? { ...r.chapter, updated_at: new Date(r.chapter.updated_at) } : null, toc: r.toc ?? [] };
  }

  async chapterById(storyId: string, chapterId: string): Promise<ChapterRow | null> {
    const rows = await this.q<ChapterRow>(`SELECT ${CHAPTER_COLUMNS} FROM story_chapters c WHERE c.story_id = $1 AND c.id = $2`, [storyId, chapterId]);
    return rows[0] ?? null;
  }

  async deleteChaptersExcept(em: EntityManager, storyId: string, keep: string[]): Promise<void> {
    await em.query(`DELETE FROM story_chapters WHERE story_id = $1 AND NOT (id = ANY ($2::uuid[]))`, [storyId, keep]);
  }

  async upsertChapter(
    em: EntityManager,
    c: { id: string; storyId: string; position: number; title: string; searchConfig: string; body?: { html: string; text: string; words: number; paragraphs: number } },
  ): Promise<void> {
    if (c.body) {
      await em.query(
        `INSERT INTO story_chapters (id, story_id, position, title, html, body_text, word_count, paragraphs, search_config)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::regconfig)
         ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, title = EXCLUDED.title, html = EXCLUDED.html,
           body_text = EXCLUDED.body_text, word_count = EXCLUDED.word_count, paragraphs = EXCLUDED.paragraphs,
           search_config = EXCLUDED.search_config,
           updated_at = CASE WHEN story_chapters.html IS DISTINCT FROM EXCLUDED.html THEN now() ELSE story_chapters.updated_at END
         WHERE story_chapters.story_id = EXCLUDED.story_id`,
        [c.id, c.storyId, c.position, c.title, c.body.html, c.body.text, c.body.words, c.body.paragraphs, c.searchConfig],
      );
    } else {
      // Only when something changed: an UPDATE recomputes the chapter's generated tsvector.
      await em.query(
        `UPDATE story_chapters SET position = $3, title = $4, search_config = $5::regconfig
         WHERE id = $1 AND story_id = $2 AND (position, title, search_config) IS DISTINCT FROM ($3, $4, $5::regconfig)`,
        [c.id, c.storyId, c.position, c.title, c.searchConfig],
      );
    }
  }

  // ---- marks: likes, favourites, reads, progress ------------------------------------------------------

  async viewerMarks(storyId: string, memberId: string): Promise<{ liked: boolean; favourite: boolean }> {
    const rows = await this.q<{ liked: boolean; favourite: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM story_likes WHERE story_id = $1 AND member_id = $2) AS liked,
              EXISTS (SELECT 1 FROM story_favourites WHERE story_id = $1 AND member_id = $2) AS favourite`,
      [storyId, memberId],
    );
    return rows[0] ?? { liked: false, favourite: false };
  }

  /** Adds or removes a like/favourite; the story's counter moves only when the mark did. */
  async mark(kind: 'like' | 'favourite', storyId: string, memberId: string, on: boolean): Promise<number> {
    const table = kind === 'like' ? 'story_likes' : 'story_favourites';
    const counter = kind === 'like' ? 'like_count' : 'favourite_count';
    return this.db.transaction(async (em) => {
      const changed = rowsOf(
        on
          ? await em.query(`INSERT INTO ${table} (story_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`, [storyId, memberId])
          : await em.query(`DELETE FROM ${table} WHERE story_id = $1 AND member_id = $2 RETURNING 1`, [storyId, memberId]),
      );
      const rows = rowsOf<{ n: number }>(
        changed.length
          ? await em.query(`UPDATE stories SET ${counter} = greatest(0, ${counter} + $2) WHERE id = $1 RETURNING ${counter} AS n`, [storyId, on ? 1 : -1])
          : await em.query(`SELECT ${counter} AS n FROM stories WHERE id = $1`, [storyId]),
      );
      return rows[0]?.n ?? 0;
    });
  }

  /** Counts a read once per reader key per story per day; returns whether it counted and the total. */
  async countRead(storyId: string, readerKey: string, day: string): Promise<{ counted: boolean; readCount: number }> {
    return this.db.transaction(async (em) => {
      const inserted: unknown[] = await em.query(
        `INSERT INTO story_reads (story_id, reader_key, day) VALUES ($1, $2, $3::date) ON CONFLICT DO NOTHING RETURNING 1`,
        [storyId, readerKey, day],
      );
      const rows = rowsOf<{ n: number }>(
        inserted.length
          ? await em.query(`UPDATE stories SET read_count = read_count + 1 WHERE id = $1 RETURNING read_count AS n`, [storyId])
          : await em.query(`SELECT read_count AS n FROM stories WHERE id = $1`, [storyId]),
      );
      return { counted: inserted.length > 0, readCount: rows[0]?.n ?? 0 };
    });
  }

  /** Deletes up to `batch` read rows from before `day` (oldest days first); returns how many. */
  async deleteReadsBefore(day: string, batch: number): Promise<number> {
    const rows = rowsOf(
      await this.db.query(
        `DELETE FROM story_reads WHERE ctid = ANY (ARRAY(SELECT ctid FROM story_reads WHERE day < $1::date ORDER BY day LIMIT $2)) RETURNING 1`,
        [day, batch],
      ),
    );
    return rows.length;
  }

  /** A member's favourites, most recently added first: [story id, added_at text] pairs. */
  favourites(memberId: string, after: [string, string] | null, limit: number): Promise<Array<{ story_id: string; at: string }>> {
    const p = new Params();
    const m = p.add(memberId);
    const where = [`f.member_id = ${m}`, `s.status = 'published'`, notBlacklistedSql('s.author_id', m)];
    if (after) where.push(`(f.created_at, f.story_id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`);
    return this.q(
      `SELECT f.story_id, f.created_at::text AS at FROM story_favourites f JOIN stories s ON s.id = f.story_id
       WHERE ${where.join(' AND ')} ORDER BY f.created_at DESC, f.story_id DESC LIMIT ${p.add(limit + 1)}`,
      p.values,
    );
  }

  async progressOf(memberId: string, storyId: string) {
    const rows = await this.q<{ chapter_id: string; position: number; paragraph: number; updated_at: Date }>(
      `SELECT p.chapter_id, c.position, p.paragraph, p.updated_at FROM story_progress p JOIN story_chapters c ON c.id = p.chapter_id
       WHERE p.member_id = $1 AND p.story_id = $2`,
      [memberId, storyId],
    );
    return rows[0] ?? null;
  }

  async saveProgress(memberId: string, storyId: string, chapterId: string, paragraph: number): Promise<void> {
    await this.q(
      `INSERT INTO story_progress (member_id, story_id, chapter_id, paragraph) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, story_id) DO UPDATE SET chapter_id = EXCLUDED.chapter_id, paragraph = EXCLUDED.paragraph, updated_at = now()`,
      [memberId, storyId, chapterId, paragraph],
    );
  }

  async readerSettings(memberId: string): Promise<{ font_size: number; width: string; font: string; theme: string } | null> {
    const rows = await this.q<{ font_size: number; width: string; font: string; theme: string }>(
      `SELECT font_size, width, font, theme FROM story_reader_settings WHERE member_id = $1`,
      [memberId],
    );
    return rows[0] ?? null;
  }

  async saveReaderSettings(memberId: string, s: { fontSize: number; width: string; font: string; theme: string }): Promise<void> {
    await this.q(
      `INSERT INTO story_reader_settings (member_id, font_size, width, font, theme) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id) DO UPDATE SET font_size = EXCLUDED.font_size, width = EXCLUDED.width, font = EXCLUDED.font,
         theme = EXCLUDED.theme, updated_at = now()`,
      [memberId, s.fontSize, s.width, s.font, s.theme],
    );
  }

  /** Published stories for the sitemap, newest first: only what a link needs. */
  sitemap(limit: number): Promise<Array<{ slug: string; genre: string; author_id: string; updated_at: Date }>> {
    return this.q(
      `SELECT s.slug, s.genre, s.author_id, s.updated_at FROM stories s
       WHERE s.status = 'published' AND s.genre IS NOT NULL ORDER BY s.published_at DESC, s.id LIMIT $1`,
      [limit],
    );
  }

  async deleteProgress(memberId: string, storyId: string): Promise<void> {
    await this.q(`DELETE FROM story_progress WHERE member_id = $1 AND story_id = $2`, [memberId, storyId]);
  }

  /** What a member is reading (stories they may still read), most recent first. */
  reading(memberId: string, after: [string, string] | null, limit: number) {
    const p = new Params();
    const m = p.add(memberId);
    const where = [`p.member_id = ${m}`, `(s.status = 'published' OR s.author_id = ${m})`, notBlacklistedSql('s.author_id', m)];
    if (after) where.push(`(p.updated_at, p.story_id) < (${p.add(after[0])}::timestamptz, ${p.add(after[1])}::uuid)`);
    return this.q<{ story_id: string; chapter_id: string; position: number; chapter_title: string; paragraph: number; paragraphs: number; at: string; updated_at: Date }>(
      `SELECT p.story_id, p.chapter_id, c.position, c.title AS chapter_title, p.paragraph, c.paragraphs, p.updated_at, p.updated_at::text AS at
       FROM story_progress p JOIN stories s ON s.id = p.story_id JOIN story_chapters c ON c.id = p.chapter_id
       WHERE ${where.join(' AND ')} ORDER BY p.updated_at DESC, p.story_id DESC LIMIT ${p.add(limit + 1)}`,
      p.values,
    );
  }

  // ---- top lists -------------------------------------------------------------------------------------

  /** Most read published stories since a day (reads counted in that period), ties by likes. */
  topStories(since: string | null, genre: string | undefined, viewerId: string | null, limit: number): Promise<StoryRow[]> {
    const p = new Params();
    const where = filterSql({ viewerId, genre, searchConfig: 'simple' }, p);
    if (!since) {
      return this.q(
        `SELECT ${STORY_COLUMNS} FROM stories s WHERE ${where.join(' AND ')} ORDER BY s.read_count DESC, s.like_count DESC, s.id DESC LIMIT ${p.add(limit)}`,
        p.values,
      );
    }
    return this.q(
      `WITH r AS (SELECT story_id, count(*) AS reads FROM story_reads WHERE day >= ${p.add(since)}::date GROUP BY story_id)
       SELECT ${STORY_COLUMNS} FROM r JOIN stories s ON s.id = r.story_id WHERE ${where.join(' AND ')}
       ORDER BY r.reads DESC, s.like_count DESC, s.id DESC LIMIT ${p.add(limit)}`,
      p.values,
    );
  }

  /** Writers by reads of their published stories (in the period, or all time), with totals. */
  topAuthors(since: string | null, viewerId: string | null, limit: number) {
    const p = new Params();
    const where = filterSql({ viewerId, searchConfig: 'simple' }, p);
    const { cte, join, reads } = periodReads(since, p);
    return this.q<{ author_id: string; stories: number; words: number; reads: number; likes: number }>(
      `${cte} SELECT s.author_id, count(*)::int AS stories, sum(s.word_count)::int AS words, ${reads} AS reads, sum(s.like_count)::int AS likes
       FROM stories s ${join} WHERE ${where.join(' AND ')}
       GROUP BY s.author_id ORDER BY reads DESC, likes DESC, s.author_id LIMIT ${p.add(limit)}`,
      p.values,
    );
  }

  /** Genres by reads (in the period, or all time), with their story counts. */
  topGenres(since: string | null, viewerId: string | null) {
    const p = new Params();
    const where = filterSql({ viewerId, searchConfig: 'simple' }, p);
    const { cte, join, reads } = periodReads(since, p);
    return this.q<{ genre: string; stories: number; reads: number; likes: number }>(
      `${cte} SELECT s.genre, count(*)::int AS stories, ${reads} AS reads, sum(s.like_count)::int AS likes
       FROM stories s ${join} WHERE ${where.join(' AND ')} GROUP BY s.genre ORDER BY reads DESC, stories DESC, s.genre`,
      p.values,
    );
  }

  // ---- block list ------------------------------------------------------------------------------------

  blocks(memberId: string) {
    return this.q<{ kind: 'tag' | 'author'; value: string }>(
      `SELECT kind, value FROM story_blocks WHERE member_id = $1 ORDER BY kind, created_at`,
      [memberId],
    );
  }

  async setBlock(memberId: string, kind: 'tag' | 'author', value: string, on: boolean): Promise<void> {
    if (on) await this.q(`INSERT INTO story_blocks (member_id, kind, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [memberId, kind, value]);
    else await this.q(`DELETE FROM story_blocks WHERE member_id = $1 AND kind = $2 AND value = $3`, [memberId, kind, value]);
  }
}
