import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23: ID verification. A case per attempt (draft → processing → pending → approved | rejected, or withdrawn);
 * its files are encrypted at rest (a per-file data key, wrapped by the configured key; `key_id` says which key).
 * After the decision the images are deleted and the wrapped keys wiped; a document side's perceptual hash stays
 * (it is not the image) for the duplicate-identity hint, the selfie's does not. The date of birth read from the
 * form is wiped at the decision too: only the band (18+ or not), the outcome, the date and the checker stay.
 */
export class Verification1767720000000 implements MigrationInterface {
  name = 'Verification1767720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE verification_cases (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        variant text NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'processing', 'pending', 'approved', 'rejected', 'withdrawn')),
        document_type text NOT NULL CHECK (document_type IN ('passport', 'driving-licence', 'id-card')),
        date_of_birth date,
        age_band text CHECK (age_band IN ('18+', 'under-18')),
        code text NOT NULL,
        hints jsonb,
        locked_by uuid REFERENCES members(id) ON DELETE SET NULL,
        locked_until timestamptz,
        submitted_at timestamptz,
        decided_at timestamptz,
        decided_by uuid REFERENCES members(id) ON DELETE SET NULL,
        reject_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One open case (draft, processing or pending) per member.
    await q.query(`CREATE UNIQUE INDEX verification_cases_open ON verification_cases (member_id) WHERE status IN ('draft', 'processing', 'pending')`);
    await q.query(`CREATE INDEX verification_cases_queue ON verification_cases (status, variant, submitted_at)`);
    await q.query(`CREATE INDEX verification_cases_member ON verification_cases (member_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE verification_files (
        case_id uuid NOT NULL REFERENCES verification_cases(id) ON DELETE CASCADE,
        side text NOT NULL CHECK (side IN ('front', 'back', 'selfie')),
        storage_key text,
        key_id text,
        wrapped_key bytea,
        iv bytea,
        auth_tag bytea,
        width int NOT NULL,
        height int NOT NULL,
        bytes int NOT NULL,
        phash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (case_id, side)
      )`);
    await q.query(`CREATE INDEX verification_files_phash ON verification_files (side) WHERE phash IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS verification_files`);
    await q.query(`DROP TABLE IF EXISTS verification_cases`);
  }
}
