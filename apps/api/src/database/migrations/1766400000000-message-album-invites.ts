import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging (issue 5): a message may invite its recipients to one of the sender's albums (SPEC 7 message post
 * `albumInvite`). The album and its invitations stay in the media module's tables; the message keeps only the
 * album's id (no foreign key across modules) and asks the media module on every read what the album is now. A
 * message with an album invitation may have no text.
 */
export class MessageAlbumInvites1766400000000 implements MigrationInterface {
  name = 'MessageAlbumInvites1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ADD COLUMN album_id uuid`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_body_check`);
    await q.query(`
      ALTER TABLE messages ADD CONSTRAINT messages_body_check
        CHECK (char_length(body) <= 5000 AND (char_length(body) >= 1 OR media_id IS NOT NULL OR album_id IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM messages WHERE char_length(body) = 0 AND media_id IS NULL`);
    await q.query(`ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_body_check`);
    await q.query(`
      ALTER TABLE messages ADD CONSTRAINT messages_body_check
        CHECK (char_length(body) <= 5000 AND (char_length(body) >= 1 OR media_id IS NOT NULL))`);
    await q.query(`ALTER TABLE messages DROP COLUMN IF EXISTS album_id`);
  }
}
