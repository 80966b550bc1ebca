import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat rooms (issue 9): a chat message (room or private) may carry one of the sender's approved photos. The
 * photo stays in the media module's tables; the message keeps only its id (no foreign key across modules), and
 * the chat asks the media module whether it may still be shown whenever it hands out history. A message with a
 * photo may have no text.
 */
export class ChatPhotos1766300000000 implements MigrationInterface {
  name = 'ChatPhotos1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chat_messages ADD COLUMN media_id uuid`);
    await q.query(`ALTER TABLE chat_messages DROP CONSTRAINT IF EXISTS chat_messages_body_check`);
    await q.query(`
      ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_body_check
        CHECK (char_length(body) <= 1000 AND (char_length(body) >= 1 OR media_id IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM chat_messages WHERE char_length(body) = 0`);
    await q.query(`ALTER TABLE chat_messages DROP CONSTRAINT IF EXISTS chat_messages_body_check`);
    await q.query(`ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_body_check CHECK (char_length(body) BETWEEN 1 AND 1000)`);
    await q.query(`ALTER TABLE chat_messages DROP COLUMN IF EXISTS media_id`);
  }
}
