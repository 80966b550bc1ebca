import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports members file about content and other members (reports module), and who signed which version of
 * the content agreement when (agreements module). Each index serves a query named beside it.
 */
export class Overlays1763900000000 implements MigrationInterface {
  name = 'Overlays1763900000000';

  async up(q: QueryRunner): Promise<void> {
    // Reports outlive the reporter's account (moderation records are kept): the reporter becomes NULL.
    await q.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid REFERENCES members(id) ON DELETE SET NULL,
        variant text NOT NULL,
        subject_type text NOT NULL CHECK (subject_type IN
          ('member','story','comment','media','message','chat-message','forum-post','group','party')),
        subject_id text NOT NULL CHECK (subject_id ~ '^[A-Za-z0-9_-]{1,64}$'),
        reason text NOT NULL CHECK (reason IN
          ('underage','non-consensual','illegal','harassment','hate','spam','scam','impersonation','privacy','other')),
        details text NOT NULL DEFAULT '' CHECK (char_length(details) <= 2000),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','handled','dismissed')),
        note text CHECK (char_length(note) <= 2000),
        handled_by uuid REFERENCES members(id) ON DELETE SET NULL,
        handled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'open') = (handled_at IS NULL))
      )`);
    // One open report per reporter and subject (a second answers 409); also the lookup before inserting.
    await q.query(`
      CREATE UNIQUE INDEX reports_open_per_reporter_idx ON reports (reporter_id, subject_type, subject_id)
        WHERE status = 'open'`);
    // Staff queue: newest first, filtered by status, optionally by variant (variant-bound staff always are).
    await q.query(`CREATE INDEX reports_status_created_idx ON reports (status, created_at DESC, id)`);
    await q.query(`CREATE INDEX reports_variant_status_created_idx ON reports (variant, status, created_at DESC, id)`);
    // Every report about one thing (staff filter by subject).
    await q.query(`CREATE INDEX reports_subject_idx ON reports (subject_type, subject_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE content_agreement_signatures (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        version text NOT NULL CHECK (char_length(version) BETWEEN 1 AND 40),
        variant text NOT NULL,
        signed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, version)
      )`);
    // The member's latest signature (GET /api/content-agreement).
    await q.query(`CREATE INDEX content_agreement_signatures_latest_idx ON content_agreement_signatures (member_id, signed_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS content_agreement_signatures`);
    await q.query(`DROP TABLE IF EXISTS reports`);
  }
}
