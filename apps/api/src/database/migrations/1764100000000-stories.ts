import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stories (issue 4): stories and their chapters, likes, favourites, daily read counting, reading progress,
 * comments, and each reader's block list of tags and authors. Every table belongs to the stories module;
 * each index names the query of `stories.repository.ts` it serves.
 *
 * Full text: `search` columns are generated tsvectors (title weight A, summary B on the story; the chapter
 * text on each chapter), stemmed with the story's language (`search_config`, set by the service from
 * libs/domain's STORY_SEARCH_CONFIG), each with a GIN index.
 */
export class Stories1764100000000 implements MigrationInterface {
  name = 'Stories1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stories (
        id uuid PRIMARY KEY,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        slug text NOT NULL,
        title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
        summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 1250),
        genre text,
        tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 20),
        warnings text[] NOT NULL DEFAULT '{}',
        language text NOT NULL DEFAULT 'en',
        search_config regconfig NOT NULL DEFAULT 'english',
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        is_complete boolean NOT NULL DEFAULT false,
        word_count integer NOT NULL DEFAULT 0,
        chapter_count integer NOT NULL DEFAULT 0,
        read_count integer NOT NULL DEFAULT 0,
        like_count integer NOT NULL DEFAULT 0,
        favourite_count integer NOT NULL DEFAULT 0,
        comment_count integer NOT NULL DEFAULT 0,
        version integer NOT NULL DEFAULT 0,
        -- First publication; unpublishing and publishing again keeps it (no jumping back to the top of "newest").
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector(search_config, title), 'A') || setweight(to_tsvector(search_config, summary), 'B')
        ) STORED,
        CHECK (status = 'draft' OR (published_at IS NOT NULL AND genre IS NOT NULL))
      )`);
    // Story pages by slug (slugs are unique network-wide, so a genre change never breaks a link).
    await q.query(`CREATE UNIQUE INDEX stories_slug_key ON stories (slug)`);
    // Lists of published stories, one index per sort (keyset: sort key, then id).
    await q.query(`CREATE INDEX stories_newest_idx ON stories (published_at DESC, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX stories_genre_newest_idx ON stories (genre, published_at DESC, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX stories_reads_idx ON stories (read_count DESC, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX stories_likes_idx ON stories (like_count DESC, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX stories_comments_idx ON stories (comment_count DESC, id DESC) WHERE status = 'published'`);
    await q.query(`CREATE INDEX stories_longest_idx ON stories (word_count DESC, id DESC) WHERE status = 'published'`);
    // Classic stories: complete, published long ago, most liked.
    await q.query(`CREATE INDEX stories_classic_idx ON stories (like_count DESC, id DESC) WHERE status = 'published' AND is_complete`);
    // Tag filters (include with @>, exclude with &&) and tag counts.
    await q.query(`CREATE INDEX stories_tags_idx ON stories USING gin (tags) WHERE status = 'published'`);
    // Full text over title and summary.
    await q.query(`CREATE INDEX stories_search_idx ON stories USING gin (search)`);
    // A writer's own stories (drafts included), most recently changed first; top authors.
    await q.query(`CREATE INDEX stories_author_idx ON stories (author_id, updated_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE story_chapters (
        id uuid PRIMARY KEY,
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        title text NOT NULL DEFAULT '' CHECK (char_length(title) <= 120),
        html text NOT NULL DEFAULT '' CHECK (char_length(html) <= 500000),
        body_text text NOT NULL DEFAULT '',
        word_count integer NOT NULL DEFAULT 0,
        paragraphs integer NOT NULL DEFAULT 0,
        search_config regconfig NOT NULL DEFAULT 'english',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (to_tsvector(search_config, body_text)) STORED
      )`);
    // Table of contents and chapter by position; deferred so a save may reorder chapters in one statement.
    await q.query(`
      ALTER TABLE story_chapters ADD CONSTRAINT story_chapters_position_key UNIQUE (story_id, position) DEFERRABLE INITIALLY DEFERRED`);
    // Full text over chapter text.
    await q.query(`CREATE INDEX story_chapters_search_idx ON story_chapters USING gin (search)`);

    await q.query(`
      CREATE TABLE story_likes (
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (story_id, member_id)
      )`);
    // Top lists over a period (likes given since a date).
    await q.query(`CREATE INDEX story_likes_created_idx ON story_likes (created_at, story_id)`);

    await q.query(`
      CREATE TABLE story_favourites (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, story_id)
      )`);
    // /favourite-stories, most recently added first (keyset).
    await q.query(`CREATE INDEX story_favourites_list_idx ON story_favourites (member_id, created_at DESC, story_id DESC)`);

    // One row per reader per story per UTC day: the read counter's "once a day" and top lists by period.
    await q.query(`
      CREATE TABLE story_reads (
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        reader_key text NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (story_id, reader_key, day)
      )`);
    await q.query(`CREATE INDEX story_reads_day_idx ON story_reads (day, story_id)`);

    await q.query(`
      CREATE TABLE story_progress (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        chapter_id uuid NOT NULL REFERENCES story_chapters(id) ON DELETE CASCADE,
        paragraph integer NOT NULL DEFAULT 0 CHECK (paragraph >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, story_id)
      )`);
    // /reading, most recently read first (keyset).
    await q.query(`CREATE INDEX story_progress_list_idx ON story_progress (member_id, updated_at DESC, story_id DESC)`);

    await q.query(`
      CREATE TABLE story_comments (
        id uuid PRIMARY KEY,
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        parent_id uuid REFERENCES story_comments(id) ON DELETE CASCADE,
        author_id uuid REFERENCES members(id) ON DELETE SET NULL,
        depth smallint NOT NULL CHECK (depth BETWEEN 1 AND 5),
        path text NOT NULL,
        body text NOT NULL CHECK (char_length(body) <= 5000),
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        deleted_at timestamptz
      )`);
    // A story's comments in thread order (path = ancestors' keys + own key), keyset on path.
    await q.query(`CREATE UNIQUE INDEX story_comments_thread_idx ON story_comments (story_id, path)`);

    // Each reader's permanent block list: stories with a blocked tag or by a blocked author never show.
    await q.query(`
      CREATE TABLE story_blocks (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('tag', 'author')),
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, kind, value)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['story_blocks', 'story_comments', 'story_progress', 'story_reads', 'story_favourites', 'story_likes', 'story_chapters', 'stories']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
