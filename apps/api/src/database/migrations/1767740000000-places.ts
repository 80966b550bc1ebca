import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, places (SPEC 2 `/dogging/*`): member-submitted public locations by country and county, public once
 * staff approve them; ratings (one per member), comments, opt-in "I was here" check-ins (members only) and edit
 * suggestions staff accept.
 */
export class Places1767740000000 implements MigrationInterface {
  name = 'Places1767740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE place_locations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
        county text NOT NULL CHECK (char_length(county) BETWEEN 1 AND 60),
        county_slug text NOT NULL CHECK (county_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        description text NOT NULL CHECK (char_length(description) <= 5000),
        directions text NOT NULL DEFAULT '' CHECK (char_length(directions) <= 2000),
        facilities text[] NOT NULL DEFAULT '{}',
        lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        reject_reason text,
        submitted_by uuid REFERENCES members(id) ON DELETE SET NULL,
        moderated_by uuid REFERENCES members(id) ON DELETE SET NULL,
        moderated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (variant, country, county_slug, slug)
      )`);
    await q.query(`CREATE INDEX place_locations_county_idx ON place_locations (variant, country, county_slug) WHERE status = 'approved'`);
    await q.query(`CREATE INDEX place_locations_queue_idx ON place_locations (status, created_at)`);
    await q.query(`CREATE INDEX place_locations_submitter_idx ON place_locations (submitted_by)`);
    await q.query(`CREATE INDEX place_locations_geo_idx ON place_locations (lat, lng) WHERE status = 'approved'`);
    await q.query(`
      CREATE TABLE place_ratings (
        location_id uuid NOT NULL REFERENCES place_locations(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (location_id, member_id)
      )`);
    await q.query(`
      CREATE TABLE place_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES place_locations(id) ON DELETE CASCADE,
        author_id uuid REFERENCES members(id) ON DELETE SET NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX place_comments_location_idx ON place_comments (location_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE place_checkins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES place_locations(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        slot text NOT NULL,
        note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX place_checkins_location_idx ON place_checkins (location_id, created_at DESC)`);
    await q.query(`CREATE INDEX place_checkins_member_idx ON place_checkins (member_id, location_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE place_suggestions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES place_locations(id) ON DELETE CASCADE,
        author_id uuid REFERENCES members(id) ON DELETE SET NULL,
        changes jsonb NOT NULL,
        note text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        decided_by uuid REFERENCES members(id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX place_suggestions_queue_idx ON place_suggestions (status, created_at)`);
    await q.query(`CREATE INDEX place_suggestions_author_idx ON place_suggestions (author_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS place_suggestions`);
    await q.query(`DROP TABLE IF EXISTS place_checkins`);
    await q.query(`DROP TABLE IF EXISTS place_comments`);
    await q.query(`DROP TABLE IF EXISTS place_ratings`);
    await q.query(`DROP TABLE IF EXISTS place_locations`);
  }
}
