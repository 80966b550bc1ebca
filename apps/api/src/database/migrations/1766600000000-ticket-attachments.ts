import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support tickets (issue 10): one optional attachment per ticket message — an image (re-encoded to WebP, no
 * metadata) or a PDF (checked by its magic bytes), at most 10 MB, kept in the Storage port under
 * `tickets/<uploader>/<id>.<ext>`. An attachment is uploaded first (message_id NULL, owned by its uploader) and
 * claimed by the message that carries it in the message's transaction; unclaimed uploads older than a day are
 * removed the next time their uploader uploads.
 */
export class TicketAttachments1766600000000 implements MigrationInterface {
  name = 'TicketAttachments1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ticket_attachments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        uploader_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        message_id bigint REFERENCES ticket_messages(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('image','pdf')),
        content_type text NOT NULL CHECK (content_type IN ('image/webp','application/pdf')),
        size integer NOT NULL CHECK (size BETWEEN 1 AND 10485760),
        filename text NOT NULL CHECK (char_length(filename) BETWEEN 1 AND 120),
        storage_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX ticket_attachments_message_uq ON ticket_attachments (message_id) WHERE message_id IS NOT NULL`);
    await q.query(`CREATE INDEX ticket_attachments_unclaimed_idx ON ticket_attachments (uploader_id, created_at) WHERE message_id IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ticket_attachments`);
  }
}
