import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { notBlacklistedSql, STORY_COLUMNS, type StoryRow } from './stories.repository.js';
import { rowsOf } from '../../shared/db/rows.js';

export interface SeriesRow {
  id: string;
  author_id: string;
  slug: string;
  title: string;
  summary: string;
  created_at: Date;
  updated_at: Date;
}

export interface SeriesListRow extends SeriesRow {
  parts: number;
  words: number;
  first_story: string | null;
}

const COLUMNS = `x.id, x.author_id, x.slug, x.title, x.summary, x.created_at, x.updated_at`;

/** Parts the viewer may read: published ones, or every one for the writer. */
const visiblePart = (own: string) => `(s.status = 'published' OR s.author_id = ${own})`;

/** The only code that queries story_series and story_series_parts. */
@Injectable()
export class SeriesRepository {
  constructor(private readonly db: DataSource) {}

  private q<T>(sql: string, params: unknown[], em?: EntityManager): Promise<T[]> {
    return (em ?? this.db.manager).query(sql, params) as Promise<T[]>;
  }

  async byId(id: string, em?: EntityManager, lock = false): Promise<SeriesRow | null> {
    const rows = await this.q<SeriesRow>(`SELECT ${COLUMNS} FROM story_series x WHERE x.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id], em);
    return rows[0] ?? null;
  }

  async bySlug(authorId: string, slug: string): Promise<SeriesRow | null> {
    const rows = await this.q<SeriesRow>(`SELECT ${COLUMNS} FROM story_series x WHERE x.author_id = $1 AND x.slug = $2`, [authorId, slug]);
    return rows[0] ?? null;
  }

  /** A writer's series, most recently changed first, with the parts the viewer may read counted. */
  list(authorId: string, viewerId: string | null): Promise<SeriesListRow[]> {
    return this.q<SeriesListRow>(
      `SELECT ${COLUMNS}, count(s.id)::int AS parts, COALESCE(sum(s.word_count), 0)::int AS words,
         (array_agg(s.id ORDER BY p.position) FILTER (WHERE s.id IS NOT NULL))[1] AS first_story
       FROM story_series x
       LEFT JOIN story_series_parts p ON p.series_id = x.id
       LEFT JOIN stories s ON s.id = p.story_id AND ${visiblePart('$2')}
       WHERE x.author_id = $1
       GROUP BY x.id ORDER BY x.updated_at DESC, x.id DESC LIMIT 200`,
      [authorId, viewerId],
    );
  }

  async count(authorId: string, em: EntityManager): Promise<number> {
    const rows = await this.q<{ n: number }>(`SELECT count(*)::int AS n FROM story_series WHERE author_id = $1`, [authorId], em);
    return rows[0]?.n ?? 0;
  }

  /** The parts of a series the viewer may read, in order. */
  parts(seriesId: string, viewerId: string | null): Promise<Array<StoryRow & { position: number }>> {
    const where = [`p.series_id = $1`, visiblePart('$2')];
    if (viewerId) where.push(`(s.author_id = $2 OR ${notBlacklistedSql('s.author_id', '$2')})`);
    return this.q(
      `SELECT ${STORY_COLUMNS}, p.position FROM story_series_parts p JOIN stories s ON s.id = p.story_id
       WHERE ${where.join(' AND ')} ORDER BY p.position`,
      [seriesId, viewerId],
    );
  }

  /** The series a story is part of, if any. */
  async seriesOf(storyId: string): Promise<SeriesRow | null> {
    const rows = await this.q<SeriesRow>(
      `SELECT ${COLUMNS} FROM story_series_parts p JOIN story_series x ON x.id = p.series_id WHERE p.story_id = $1`,
      [storyId],
    );
    return rows[0] ?? null;
  }

  /** The writer's stories among `ids`, with the series each is in now (another series, or this one). */
  storiesOf(authorId: string, ids: string[], em: EntityManager) {
    return this.q<{ id: string; series_id: string | null }>(
      `SELECT s.id, p.series_id FROM stories s LEFT JOIN story_series_parts p ON p.story_id = s.id
       WHERE s.author_id = $1 AND s.id = ANY ($2::uuid[])`,
      [authorId, ids],
      em,
    );
  }

  async freeSlug(authorId: string, base: string, exceptId: string | null, em: EntityManager): Promise<string> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('series-slug:' || $1 || ':' || $2))`, [authorId, base]);
    const taken = await this.q<{ slug: string }>(
      `SELECT slug FROM story_series WHERE author_id = $1 AND (slug = $2 OR slug LIKE $2 || '-%') AND id IS DISTINCT FROM $3`,
      [authorId, base, exceptId],
      em,
    );
    const used = new Set(taken.map((r) => r.slug));
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!used.has(candidate)) return candidate;
    }
  }

  async insert(em: EntityManager, s: { id: string; authorId: string; slug: string; title: string; summary: string }): Promise<void> {
    await em.query(`INSERT INTO story_series (id, author_id, slug, title, summary) VALUES ($1, $2, $3, $4, $5)`, [s.id, s.authorId, s.slug, s.title, s.summary]);
  }

  async update(em: EntityManager, id: string, s: { slug: string; title: string; summary: string }): Promise<void> {
    await em.query(`UPDATE story_series SET slug = $2, title = $3, summary = $4, updated_at = now() WHERE id = $1`, [id, s.slug, s.title, s.summary]);
  }

  /** Replaces the parts with `storyIds` in that order. */
  async setParts(em: EntityManager, id: string, storyIds: string[]): Promise<void> {
    await em.query(`DELETE FROM story_series_parts WHERE series_id = $1`, [id]);
    if (storyIds.length) {
      await em.query(
        `INSERT INTO story_series_parts (series_id, story_id, position)
         SELECT $1, t.id, t.n FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n)`,
        [id, storyIds],
      );
    }
  }

  async remove(em: EntityManager, id: string): Promise<boolean> {
    return rowsOf(await em.query(`DELETE FROM story_series WHERE id = $1 RETURNING 1`, [id])).length > 0;
  }
}
