import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clubs (issue 20): venues per variant (address and place from the gazetteer, opening hours, facilities,
 * links) and their reviews — one per member and club, a 1–5 rating with text, answered once by the club's
 * owner. The club keeps the running count and sum of ratings (changed in the review's transaction) so the
 * average needs no scan. Posts on a club's wall live in community_wall_posts (place_kind 'club').
 */
export class Clubs1767700100000 implements MigrationInterface {
  name = 'Clubs1767700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE clubs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 3 AND 60),
        name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 80),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
        address text NOT NULL DEFAULT '' CHECK (char_length(address) <= 200),
        place_id text NULL,
        place_label text NULL,
        lat double precision NULL,
        lng double precision NULL,
        opening_hours text NOT NULL DEFAULT '' CHECK (char_length(opening_hours) <= 500),
        facilities text[] NOT NULL DEFAULT '{}',
        links text[] NOT NULL DEFAULT '{}',
        owner_id uuid NOT NULL REFERENCES members(id) ON DELETE RESTRICT,
        reviews_count integer NOT NULL DEFAULT 0 CHECK (reviews_count >= 0),
        rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX clubs_slug_key ON clubs (variant, slug)`);
    await q.query(`CREATE INDEX clubs_newest_idx ON clubs (variant, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX clubs_name_idx ON clubs (variant, lower(name) text_pattern_ops)`);
    await q.query(`CREATE INDEX clubs_owner_idx ON clubs (owner_id)`);

    await q.query(`
      CREATE TABLE club_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        answer text NULL CHECK (answer IS NULL OR char_length(answer) BETWEEN 1 AND 2000),
        answered_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One review per member and club.
    await q.query(`CREATE UNIQUE INDEX club_reviews_key ON club_reviews (club_id, author_id)`);
    await q.query(`CREATE INDEX club_reviews_club_idx ON club_reviews (club_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX club_reviews_author_idx ON club_reviews (author_id)`);
    // A review can be reported to the staff queue.
    await q.query(`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_subject_type_check`);
    await q.query(`ALTER TABLE reports ADD CONSTRAINT reports_subject_type_check CHECK (subject_type IN
      ('member','story','comment','media','message','chat-message','forum-post','group','party','club-review'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM reports WHERE subject_type = 'club-review'`);
    await q.query(`ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_subject_type_check`);
    await q.query(`ALTER TABLE reports ADD CONSTRAINT reports_subject_type_check CHECK (subject_type IN
      ('member','story','comment','media','message','chat-message','forum-post','group','party'))`);
    await q.query(`DROP TABLE IF EXISTS club_reviews`);
    await q.query(`DROP TABLE IF EXISTS clubs`);
  }
}
