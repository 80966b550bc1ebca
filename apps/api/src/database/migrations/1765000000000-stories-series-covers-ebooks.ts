import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stories, part 2 (issue 4): series, covers and ebooks. Every table belongs to the stories module.
 *
 * - Series: a writer's ordered collection of their own stories; a story is in at most one series.
 * - Covers: a story's (and an ebook's) cover is stored by the media pipeline under `cover_prefix`; the
 *   version changes with every upload so cover URLs can be cached for good.
 * - Ebooks: a writer's book made of chapters drawn from their own stories. The chapters are copied when the
 *   ebook is saved, so staff approve exactly the text readers get; editing sends it back to review.
 */
export class StoriesSeriesCoversEbooks1765000000000 implements MigrationInterface {
  name = 'StoriesSeriesCoversEbooks1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE story_series (
        id uuid PRIMARY KEY,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        slug text NOT NULL,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 1250),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // /profile/{name}/stories/series/{slug}: slugs are unique per writer. Also a writer's series list.
    await q.query(`CREATE UNIQUE INDEX story_series_author_slug_key ON story_series (author_id, slug)`);

    await q.query(`
      CREATE TABLE story_series_parts (
        series_id uuid NOT NULL REFERENCES story_series(id) ON DELETE CASCADE,
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        PRIMARY KEY (series_id, story_id),
        CONSTRAINT story_series_parts_position_key UNIQUE (series_id, position) DEFERRABLE INITIALLY DEFERRED
      )`);
    // A story belongs to one series at most (the reader's previous/next part is then unambiguous).
    await q.query(`CREATE UNIQUE INDEX story_series_parts_story_key ON story_series_parts (story_id)`);

    // Covers: the storage prefix of the sizes (null: no cover) and when it last changed (cache buster).
    await q.query(`ALTER TABLE stories ADD COLUMN cover_prefix text, ADD COLUMN cover_updated_at timestamptz`);

    await q.query(`
      CREATE TABLE ebooks (
        id uuid PRIMARY KEY,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 1250),
        language text NOT NULL DEFAULT 'en',
        -- The variant it was submitted on: variant-bound staff review their variant's ebooks.
        variant text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        reject_reason text CHECK (reject_reason IS NULL OR char_length(reject_reason) <= 1000),
        reviewed_by uuid REFERENCES members(id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        cover_prefix text,
        cover_updated_at timestamptz,
        word_count integer NOT NULL DEFAULT 0,
        chapter_count integer NOT NULL DEFAULT 0,
        version integer NOT NULL DEFAULT 1,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
      )`);
    // Public list: approved ebooks, newest first (keyset).
    await q.query(`CREATE INDEX ebooks_approved_idx ON ebooks (published_at DESC, id DESC) WHERE status = 'approved'`);
    // Staff queue: waiting longest first; and a writer's own ebooks.
    await q.query(`CREATE INDEX ebooks_queue_idx ON ebooks (status, variant, submitted_at, id)`);
    await q.query(`CREATE INDEX ebooks_author_idx ON ebooks (author_id, updated_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE ebook_chapters (
        ebook_id uuid NOT NULL REFERENCES ebooks(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        source_story_id uuid REFERENCES stories(id) ON DELETE SET NULL,
        source_chapter_id uuid REFERENCES story_chapters(id) ON DELETE SET NULL,
        title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 240),
        html text NOT NULL CHECK (char_length(html) <= 500000),
        word_count integer NOT NULL DEFAULT 0,
        written_at timestamptz NOT NULL,
        PRIMARY KEY (ebook_id, position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ebook_chapters`);
    await q.query(`DROP TABLE IF EXISTS ebooks`);
    await q.query(`ALTER TABLE stories DROP COLUMN IF EXISTS cover_prefix, DROP COLUMN IF EXISTS cover_updated_at`);
    await q.query(`DROP TABLE IF EXISTS story_series_parts`);
    await q.query(`DROP TABLE IF EXISTS story_series`);
  }
}
