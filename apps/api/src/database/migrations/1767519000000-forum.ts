import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The forum (issue 19), first family of the community module: categories per variant, topics, posts with
 * their earlier texts (kept for staff), votes, read state, watch levels and settings. Every table belongs to
 * the community module's forum repository; each index names the query it serves.
 *
 * Posts are numbered 1, 2, 3… within their topic and never renumbered (a deleted or hidden post keeps its
 * number), so page N of a topic is the index range `number BETWEEN 20(N-1)+1 AND 20N`: page 400 costs what
 * page 1 costs. Full text: each post's `search` is a generated tsvector over its heading (the topic title,
 * on the first post only, weight A) and its text (B), stemmed with the category's language configuration
 * (`search_config`, set from the variant's language as stories do), with a GIN index.
 */
export class Forum1767519000000 implements MigrationInterface {
  name = 'Forum1767519000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forum_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 120),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
        colour text NOT NULL DEFAULT '#6b7280' CHECK (colour ~ '^#[0-9a-f]{6}$'),
        position integer NOT NULL DEFAULT 0,
        -- Who may start topics and reply.
        posting text NOT NULL DEFAULT 'everyone' CHECK (posting IN ('everyone', 'verified', 'staff')),
        -- Who may read: guests and members (public), signed-in members, or the variant's staff only.
        visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'members', 'staff')),
        -- Q&A mode: accepted answers, votes order by default.
        questions boolean NOT NULL DEFAULT false,
        search_config regconfig NOT NULL DEFAULT 'simple',
        -- The chat rooms' word filter shape ([{ word, action: hide | report }]), checked by libs/domain's keywordVerdict.
        keyword_filters jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX forum_categories_slug_key ON forum_categories (variant, slug)`);
    // The category list, in order.
    await q.query(`CREATE INDEX forum_categories_order_idx ON forum_categories (variant, position, id)`);

    await q.query(`
      CREATE TABLE forum_topics (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        category_id uuid NOT NULL REFERENCES forum_categories(id) ON DELETE CASCADE,
        author_id uuid REFERENCES members(id) ON DELETE SET NULL,
        slug text NOT NULL CHECK (char_length(slug) <= 120),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 150),
        -- The highest post number given out (deleted and hidden posts keep theirs): pages are counted from it.
        post_count integer NOT NULL DEFAULT 0,
        score integer NOT NULL DEFAULT 0,
        pinned boolean NOT NULL DEFAULT false,
        locked boolean NOT NULL DEFAULT false,
        accepted_post_id uuid,
        last_post_at timestamptz NOT NULL DEFAULT now(),
        last_poster_id uuid REFERENCES members(id) ON DELETE SET NULL,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX forum_topics_slug_key ON forum_topics (category_id, slug)`);
    // Topic lists per sort (keyset: sort key, then id); pinned topics are listed apart.
    await q.query(`CREATE INDEX forum_topics_latest_idx ON forum_topics (category_id, last_post_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX forum_topics_newest_idx ON forum_topics (category_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX forum_topics_votes_idx ON forum_topics (category_id, score DESC, id DESC) WHERE deleted_at IS NULL`);
    // A member's topics (profile, new-member limit).
    await q.query(`CREATE INDEX forum_topics_author_idx ON forum_topics (author_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE forum_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        topic_id uuid NOT NULL REFERENCES forum_topics(id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES forum_categories(id) ON DELETE CASCADE,
        number integer NOT NULL CHECK (number >= 1),
        author_id uuid REFERENCES members(id) ON DELETE SET NULL,
        html text NOT NULL CHECK (char_length(html) <= 40000),
        body_text text NOT NULL DEFAULT '',
        -- The topic's title on its first post (so a title matches in search), empty on replies.
        heading text NOT NULL DEFAULT '',
        search_config regconfig NOT NULL DEFAULT 'simple',
        quote_post_id uuid REFERENCES forum_posts(id) ON DELETE SET NULL,
        score integer NOT NULL DEFAULT 0,
        edited_at timestamptz,
        deleted_at timestamptz,
        deleted_by uuid REFERENCES members(id) ON DELETE SET NULL,
        -- Hidden pending staff review (reports from distinct members, or a filtered word).
        hidden_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector(search_config, heading), 'A') || setweight(to_tsvector(search_config, body_text), 'B')
        ) STORED
      )`);
    // A topic's pages (number ranges) and "the page holding this post".
    await q.query(`CREATE UNIQUE INDEX forum_posts_number_key ON forum_posts (topic_id, number)`);
    // A member's posts, newest first.
    await q.query(`CREATE INDEX forum_posts_author_idx ON forum_posts (author_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`);
    // Category counts and the latest post of a category.
    await q.query(`CREATE INDEX forum_posts_category_idx ON forum_posts (category_id, created_at DESC, id DESC) WHERE deleted_at IS NULL AND hidden_at IS NULL`);
    // Deleted and hidden posts (few): reply and post counts are the numbers given out minus these.
    await q.query(`CREATE INDEX forum_posts_removed_topic_idx ON forum_posts (topic_id) WHERE deleted_at IS NOT NULL OR hidden_at IS NOT NULL`);
    await q.query(`CREATE INDEX forum_posts_removed_category_idx ON forum_posts (category_id) WHERE deleted_at IS NOT NULL OR hidden_at IS NOT NULL`);
    // Forum search.
    await q.query(`CREATE INDEX forum_posts_search_idx ON forum_posts USING gin (search) WHERE deleted_at IS NULL AND hidden_at IS NULL`);
    await q.query(`ALTER TABLE forum_topics ADD CONSTRAINT forum_topics_accepted_fkey FOREIGN KEY (accepted_post_id) REFERENCES forum_posts(id) ON DELETE SET NULL`);

    // Earlier texts of edited posts, for staff.
    await q.query(`
      CREATE TABLE forum_post_revisions (
        id bigserial PRIMARY KEY,
        post_id uuid NOT NULL REFERENCES forum_posts(id) ON DELETE CASCADE,
        html text NOT NULL,
        editor_id uuid REFERENCES members(id) ON DELETE SET NULL,
        edited_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX forum_post_revisions_post_idx ON forum_post_revisions (post_id, id DESC)`);

    // One vote per member per topic and per post (changeable; 0 deletes it).
    for (const [table, subject, target] of [
      ['forum_topic_votes', 'topic_id', 'forum_topics'],
      ['forum_post_votes', 'post_id', 'forum_posts'],
    ] as const) {
      await q.query(`
        CREATE TABLE ${table} (
          ${subject} uuid NOT NULL REFERENCES ${target}(id) ON DELETE CASCADE,
          member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          value smallint NOT NULL CHECK (value IN (-1, 1)),
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (${subject}, member_id)
        )`);
    }

    // Read state: the highest post number the member has seen in a topic.
    await q.query(`
      CREATE TABLE forum_reads (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        topic_id uuid NOT NULL REFERENCES forum_topics(id) ON DELETE CASCADE,
        last_read_number integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, topic_id)
      )`);
    await q.query(`CREATE INDEX forum_reads_topic_idx ON forum_reads (topic_id)`);

    // Watch levels per topic and per category; the category row also remembers the member's last visit.
    await q.query(`
      CREATE TABLE forum_topic_watches (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        topic_id uuid NOT NULL REFERENCES forum_topics(id) ON DELETE CASCADE,
        level text NOT NULL CHECK (level IN ('watching', 'tracking', 'normal', 'muted')),
        PRIMARY KEY (topic_id, member_id)
      )`);
    await q.query(`CREATE INDEX forum_topic_watches_member_idx ON forum_topic_watches (member_id, level)`);
    await q.query(`
      CREATE TABLE forum_category_watches (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES forum_categories(id) ON DELETE CASCADE,
        level text CHECK (level IN ('watching', 'tracking', 'normal', 'muted')),
        visited_at timestamptz,
        PRIMARY KEY (category_id, member_id)
      )`);

    await q.query(`
      CREATE TABLE forum_settings (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        watch_created text NOT NULL DEFAULT 'watching' CHECK (watch_created IN ('watching', 'tracking', 'normal', 'muted')),
        watch_replied text NOT NULL DEFAULT 'tracking' CHECK (watch_replied IN ('watching', 'tracking', 'normal', 'muted')),
        watch_default text NOT NULL DEFAULT 'normal' CHECK (watch_default IN ('watching', 'tracking', 'normal', 'muted')),
        notify_mentions boolean NOT NULL DEFAULT true,
        digest text NOT NULL DEFAULT 'off' CHECK (digest IN ('off', 'daily', 'weekly')),
        digest_sent_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The digest job's members.
    await q.query(`CREATE INDEX forum_settings_digest_idx ON forum_settings (digest) WHERE digest <> 'off'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'forum_settings',
      'forum_category_watches',
      'forum_topic_watches',
      'forum_reads',
      'forum_post_votes',
      'forum_topic_votes',
      'forum_post_revisions',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`ALTER TABLE IF EXISTS forum_topics DROP CONSTRAINT IF EXISTS forum_topics_accepted_fkey`);
    await q.query(`DROP TABLE IF EXISTS forum_posts`);
    await q.query(`DROP TABLE IF EXISTS forum_topics`);
    await q.query(`DROP TABLE IF EXISTS forum_categories`);
  }
}
