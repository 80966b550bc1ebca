import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, competitions: staff-run contests with an entry window and a voting window; members' entries (a
 * story, a photo or a forum topic of theirs), one vote per member per competition, and the winners the results
 * job writes (each paid once: the coin move's idempotency key and the winners' primary key).
 */
export class Competitions1767741000000 implements MigrationInterface {
  name = 'Competitions1767741000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE competitions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        rules text NOT NULL CHECK (char_length(rules) <= 10000),
        entry_type text NOT NULL CHECK (entry_type IN ('story', 'photo', 'forum-topic')),
        entries_open_at timestamptz NOT NULL,
        entries_close_at timestamptz NOT NULL,
        voting_open_at timestamptz NOT NULL,
        voting_close_at timestamptz NOT NULL,
        announced boolean NOT NULL DEFAULT false,
        verified_voters_only boolean NOT NULL DEFAULT false,
        max_entries_per_member int NOT NULL DEFAULT 1 CHECK (max_entries_per_member BETWEEN 1 AND 10),
        prize_coins int[] NOT NULL DEFAULT '{}',
        prize_badge text,
        results_at timestamptz,
        created_by uuid REFERENCES members(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (variant, slug),
        CHECK (entries_close_at > entries_open_at AND voting_close_at > voting_open_at)
      )`);
    await q.query(`CREATE INDEX competitions_variant_idx ON competitions (variant, voting_close_at DESC)`);
    await q.query(`
      CREATE TABLE competition_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        competition_id uuid NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
        member_id uuid REFERENCES members(id) ON DELETE SET NULL,
        subject_id text NOT NULL,
        title text NOT NULL DEFAULT '',
        url text,
        withdrawn_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX competition_entries_subject_idx ON competition_entries (competition_id, subject_id) WHERE withdrawn_at IS NULL`);
    await q.query(`CREATE INDEX competition_entries_member_idx ON competition_entries (competition_id, member_id)`);
    await q.query(`
      CREATE TABLE competition_votes (
        competition_id uuid NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        entry_id uuid NOT NULL REFERENCES competition_entries(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (competition_id, member_id)
      )`);
    await q.query(`CREATE INDEX competition_votes_entry_idx ON competition_votes (entry_id)`);
    await q.query(`
      CREATE TABLE competition_winners (
        competition_id uuid NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
        place int NOT NULL CHECK (place >= 1),
        entry_id uuid NOT NULL REFERENCES competition_entries(id) ON DELETE CASCADE,
        member_id uuid REFERENCES members(id) ON DELETE SET NULL,
        votes int NOT NULL,
        coins int NOT NULL DEFAULT 0,
        coin_transaction_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (competition_id, place)
      )`);
    await q.query(`
      CREATE TABLE competition_badges (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        competition_id uuid NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
        badge text NOT NULL,
        place int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, competition_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS competition_badges`);
    await q.query(`DROP TABLE IF EXISTS competition_winners`);
    await q.query(`DROP TABLE IF EXISTS competition_votes`);
    await q.query(`DROP TABLE IF EXISTS competition_entries`);
    await q.query(`DROP TABLE IF EXISTS competitions`);
  }
}
