import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging (issue 5): a message may carry one of the sender's photos (SPEC 7 message post `media`). The
 * photo stays in the media module's tables; the message keeps only its id (no foreign key across modules), and
 * the messaging module asks the media module on every read whether it may still be shown. A message with a
 * photo may have no text, so the body may be empty then.
 */
export class MessageMedia1765900000000 implements MigrationInterface {
  name = 'MessageMedia1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ADD COLUMN media_id uuid`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_body_check`);
    await q.query(`
      ALTER TABLE messages ADD CONSTRAINT messages_body_check
        CHECK (char_length(body) <= 5000 AND (char_length(body) >= 1 OR media_id IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM messages WHERE char_length(body) = 0`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_body_check`);
    await q.query(`ALTER TABLE messages ADD CONSTRAINT messages_body_check CHECK (char_length(body) BETWEEN 1 AND 5000)`);
    await q.query(`ALTER TABLE messages DROP COLUMN IF EXISTS media_id`);
  }
}
