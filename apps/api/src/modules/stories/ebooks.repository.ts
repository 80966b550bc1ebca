import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { EbookStatus } from '@community/domain';
import { notBlacklistedSql } from './stories.repository.js';
import { rowsOf } from '../../shared/db/rows.js';

export interface EbookRow {
  id: string;
  author_id: string;
  title: string;
  summary: string;
  language: string;
  variant: string;
  status: EbookStatus;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  cover_prefix: string | null;
  cover_updated_at: Date | null;
  word_count: number;
  chapter_count: number;
  version: number;
  submitted_at: Date;
  published_at: Date | null;
  updated_at: Date;
  published_key: string | null;
  updated_key: string;
}

export interface EbookChapterRow {
  position: number;
  source_story_id: string | null;
  source_chapter_id: string | null;
  title: string;
  word_count: number;
  written_at: Date;
}

const COLUMNS = `e.id, e.author_id, e.title, e.summary, e.language, e.variant, e.status, e.reject_reason, e.reviewed_by, e.reviewed_at,
  e.cover_prefix, e.cover_updated_at, e.word_count, e.chapter_count, e.version, e.submitted_at, e.published_at, e.updated_at,
  e.published_at::text AS published_key, e.updated_at::text AS updated_key`;

/** A chapter of the writer's own story, copied into an ebook. */
export interface SourceChapter {
  id: string;
  story_id: string;
  story_title: string;
  chapter_count: number;
  title: string;
  html: string;
  word_count: number;
  updated_at: Date;
}

/** The only code that queries ebooks and ebook_chapters. */
@Injectable()
export class EbooksRepository {
  constructor(private readonly db: DataSource) {}

  /** Serialises one author's ebook creation until the transaction ends (the pending cap cannot be raced past). */
  async lockAuthor(em: EntityManager, authorId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('ebooks:' || $1))`, [authorId]);
  }

  private q<T>(sql: string, params: unknown[], em?: EntityManager): Promise<T[]> {
    return (em ?? this.db.manager).query(sql, params) as Promise<T[]>;
  }

  async byId(id: string, em?: EntityManager, lock = false): Promise<EbookRow | null> {
    const rows = await this.q<EbookRow>(`SELECT ${COLUMNS} FROM ebooks e WHERE e.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id], em);
    return rows[0] ?? null;
  }

  /** Approved ebooks, newest first (keyset), without those of members blocked either way with the viewer. */
  approved(authorId: string | undefined, viewerId: string | null, after: [string, string] | null, limit: number): Promise<EbookRow[]> {
    const params: unknown[] = [];
    const add = (v: unknown) => `$${params.push(v)}`;
    const where = [`e.status = 'approved'`];
    if (authorId) where.push(`e.author_id = ${add(authorId)}`);
    if (viewerId) where.push(notBlacklistedSql('e.author_id', add(viewerId)));
    if (after) where.push(`(e.published_at, e.id) < (${add(after[0])}::timestamptz, ${add(after[1])}::uuid)`);
    return this.q(`SELECT ${COLUMNS} FROM ebooks e WHERE ${where.join(' AND ')} ORDER BY e.published_at DESC, e.id DESC LIMIT ${add(limit + 1)}`, params);
  }

  /** A writer's own ebooks in every state, most recently changed first. */
  mine(authorId: string, after: [string, string] | null, limit: number): Promise<EbookRow[]> {
    return this.q(
      `SELECT ${COLUMNS} FROM ebooks e WHERE e.author_id = $1 AND ($2::timestamptz IS NULL OR (e.updated_at, e.id) < ($2::timestamptz, $3::uuid))
       ORDER BY e.updated_at DESC, e.id DESC LIMIT $4`,
      [authorId, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
    );
  }

  /** The staff queue (react-admin): filters, sort, offset pages and the total. */
  async staffList(f: { variants: string[] | 'all'; status?: EbookStatus }, sort: { field: 'submittedAt' | 'title' | 'status'; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    const params: unknown[] = [];
    const add = (v: unknown) => `$${params.push(v)}`;
    const where = ['true'];
    if (f.variants !== 'all') where.push(`e.variant = ANY (${add(f.variants)}::text[])`);
    if (f.status) where.push(`e.status = ${add(f.status)}`);
    const col = { submittedAt: 'e.submitted_at', title: 'e.title', status: 'e.status' }[sort.field];
    const dir = sort.order === 'ASC' ? 'ASC' : 'DESC';
    const [rows, total] = await Promise.all([
      this.q<EbookRow>(`SELECT ${COLUMNS} FROM ebooks e WHERE ${where.join(' AND ')} ORDER BY ${col} ${dir}, e.id ${dir} OFFSET ${add(offset)} LIMIT ${add(limit)}`, params),
      this.q<{ n: number }>(`SELECT count(*)::int AS n FROM ebooks e WHERE ${where.join(' AND ')}`, params.slice(0, params.length - 2)),
    ]);
    return { rows, total: total[0]?.n ?? 0 };
  }

  async pendingCount(authorId: string, em: EntityManager): Promise<number> {
    const rows = await this.q<{ n: number }>(`SELECT count(*)::int AS n FROM ebooks WHERE author_id = $1 AND status = 'pending'`, [authorId], em);
    return rows[0]?.n ?? 0;
  }

  chapters(ebookId: string): Promise<EbookChapterRow[]> {
    return this.q(
      `SELECT position, source_story_id, source_chapter_id, title, word_count, written_at FROM ebook_chapters WHERE ebook_id = $1 ORDER BY position`,
      [ebookId],
    );
  }

  chaptersWithHtml(ebookId: string): Promise<Array<EbookChapterRow & { html: string }>> {
    return this.q(
      `SELECT position, source_story_id, source_chapter_id, title, word_count, written_at, html FROM ebook_chapters WHERE ebook_id = $1 ORDER BY position`,
      [ebookId],
    );
  }

  /** Chapters of the writer's own stories among `ids` (others' chapters are simply not found). */
  sourceChapters(authorId: string, ids: string[], em: EntityManager): Promise<SourceChapter[]> {
    return this.q(
      `SELECT c.id, c.story_id, s.title AS story_title, s.chapter_count, c.title, c.html, c.word_count, c.updated_at
       FROM story_chapters c JOIN stories s ON s.id = c.story_id
       WHERE s.author_id = $1 AND c.id = ANY ($2::uuid[])`,
      [authorId, ids],
      em,
    );
  }

  async insert(em: EntityManager, e: { id: string; authorId: string; title: string; summary: string; language: string; variant: string }): Promise<void> {
    await em.query(`INSERT INTO ebooks (id, author_id, title, summary, language, variant) VALUES ($1, $2, $3, $4, $5, $6)`, [
      e.id,
      e.authorId,
      e.title,
      e.summary,
      e.language,
      e.variant,
    ]);
  }

  /** A changed ebook goes back to review: pending, no decision, submitted now. */
  async update(em: EntityManager, id: string, e: { title: string; summary: string; language: string }): Promise<void> {
    await em.query(
      `UPDATE ebooks SET title = $2, summary = $3, language = $4, status = 'pending', reject_reason = NULL, reviewed_by = NULL, reviewed_at = NULL,
         submitted_at = now(), version = version + 1, updated_at = now() WHERE id = $1`,
      [id, e.title, e.summary, e.language],
    );
  }

  async setChapters(
    em: EntityManager,
    id: string,
    chapters: Array<{ storyId: string; chapterId: string; title: string; html: string; words: number; writtenAt: Date }>,
  ): Promise<void> {
    await em.query(`DELETE FROM ebook_chapters WHERE ebook_id = $1`, [id]);
    for (const [i, c] of chapters.entries()) {
      await em.query(
        `INSERT INTO ebook_chapters (ebook_id, position, source_story_id, source_chapter_id, title, html, word_count, written_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, i + 1, c.storyId, c.chapterId, c.title, c.html, c.words, c.writtenAt],
      );
    }
    await em.query(
      `UPDATE ebooks SET word_count = t.words, chapter_count = t.n FROM (SELECT COALESCE(sum(word_count), 0)::int AS words, count(*)::int AS n FROM ebook_chapters WHERE ebook_id = $1) t WHERE id = $1`,
      [id],
    );
  }

  async decide(em: EntityManager, id: string, staffId: string, status: 'approved' | 'rejected', reason: string | null): Promise<void> {
    await em.query(
      `UPDATE ebooks SET status = $2, reject_reason = $3, reviewed_by = $4, reviewed_at = now(), updated_at = now(),
         published_at = CASE WHEN $2 = 'approved' THEN COALESCE(published_at, now()) ELSE published_at END
       WHERE id = $1`,
      [id, status, reason, staffId],
    );
  }

  async setCover(em: EntityManager, id: string, prefix: string | null): Promise<string | null> {
    const rows = rowsOf<{ old: string | null }>(
      await em.query(
        `UPDATE ebooks e SET cover_prefix = $2, cover_updated_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, updated_at = now(),
           status = 'pending', reject_reason = NULL, reviewed_by = NULL, reviewed_at = NULL, submitted_at = now(), version = e.version + 1
         FROM (SELECT cover_prefix AS old FROM ebooks WHERE id = $1 FOR UPDATE) o WHERE e.id = $1 RETURNING o.old`,
        [id, prefix],
      ),
    );
    return rows[0]?.old ?? null;
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.query(`DELETE FROM ebooks WHERE id = $1`, [id]);
  }
}
