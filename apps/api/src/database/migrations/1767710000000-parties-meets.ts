import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parties and meets (issue 21), tables of the community module's parties and meets repositories.
 *
 * A party's seats are counted under a row lock on the party (`SELECT … FOR UPDATE` in every transaction that
 * approves, promotes, cancels or removes), so concurrent requests never put more people on the guest list
 * than its capacity. `lat`/`lng` are the gazetteer town's (the public place); the street address is a column
 * read only for the host, approved attendees and staff. Lists by date use (variant, starts_at, id) keysets.
 */
export class PartiesMeets1767710000000 implements MigrationInterface {
  name = 'PartiesMeets1767710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE parties (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL,
        host_id uuid REFERENCES members(id) ON DELETE SET NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 140),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 5000),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        time_zone text NOT NULL,
        place_id text NOT NULL,
        place_label text NOT NULL,
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        address text NOT NULL CHECK (char_length(address) <= 300),
        audience text NOT NULL CHECK (audience IN ('everyone', 'verified', 'friends', 'invited')),
        welcome jsonb NOT NULL,
        approval boolean NOT NULL DEFAULT true,
        capacity integer CHECK (capacity IS NULL OR capacity BETWEEN 1 AND 1000),
        price text NOT NULL DEFAULT '' CHECK (char_length(price) <= 100),
        going integer NOT NULL DEFAULT 0 CHECK (going >= 0),
        cancelled_at timestamptz,
        cancel_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (capacity IS NULL OR going <= capacity)
      )`);
    await q.query(`CREATE UNIQUE INDEX parties_slug_key ON parties (variant, slug)`);
    // Upcoming lists (by date, keyset) and the near-me box.
    await q.query(`CREATE INDEX parties_upcoming_idx ON parties (variant, starts_at, id) WHERE cancelled_at IS NULL`);
    await q.query(`CREATE INDEX parties_geo_idx ON parties (variant, lat, lng) WHERE cancelled_at IS NULL`);
    await q.query(`CREATE INDEX parties_host_idx ON parties (host_id, starts_at)`);

    await q.query(`
      CREATE TABLE party_attendees (
        party_id uuid NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'waiting', 'declined')),
        plus_ones integer NOT NULL DEFAULT 0 CHECK (plus_ones BETWEEN 0 AND 3),
        message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 500),
        checkin_code text NOT NULL,
        checked_in_at timestamptz,
        requested_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        decided_at timestamptz,
        PRIMARY KEY (party_id, member_id)
      )`);
    // My parties (going, past) and the waiting list in order.
    await q.query(`CREATE INDEX party_attendees_member_idx ON party_attendees (member_id, status)`);
    await q.query(`CREATE INDEX party_attendees_waiting_idx ON party_attendees (party_id, requested_at) WHERE status = 'waiting'`);

    await q.query(`
      CREATE TABLE party_invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        party_id uuid NOT NULL REFERENCES parties(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        inviter_id uuid REFERENCES members(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX party_invites_member_key ON party_invites (party_id, member_id)`);
    await q.query(`CREATE INDEX party_invites_mine_idx ON party_invites (member_id, created_at DESC) WHERE status = 'pending'`);

    // One private calendar address per member: only the token's hash is kept; a new one replaces it.
    await q.query(`
      CREATE TABLE party_calendar_tokens (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE meets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL,
        host_id uuid REFERENCES members(id) ON DELETE SET NULL,
        category text NOT NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 140),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 3000),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
        -- When it stops listing: its end, or its start plus three hours.
        over_at timestamptz NOT NULL,
        time_zone text NOT NULL,
        place_id text NOT NULL,
        place_label text NOT NULL,
        venue text NOT NULL DEFAULT '' CHECK (char_length(venue) <= 200),
        lat double precision NOT NULL,
        lng double precision NOT NULL,
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX meets_slug_key ON meets (variant, slug)`);
    await q.query(`CREATE INDEX meets_upcoming_idx ON meets (variant, category, over_at, starts_at, id) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX meets_host_idx ON meets (host_id, starts_at)`);
    await q.query(`
      CREATE TABLE meet_responses (
        meet_id uuid NOT NULL REFERENCES meets(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        response text NOT NULL CHECK (response IN ('interested', 'going')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (meet_id, member_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE meet_responses`);
    await q.query(`DROP TABLE meets`);
    await q.query(`DROP TABLE party_calendar_tokens`);
    await q.query(`DROP TABLE party_invites`);
    await q.query(`DROP TABLE party_attendees`);
    await q.query(`DROP TABLE parties`);
  }
}
