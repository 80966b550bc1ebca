import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging (issue 5): a message may carry one of the sender's videos as well as a photo. The item stays in the
 * media module's tables (no foreign key across modules); the message records which kind it sent, so the
 * conversation list can say "Video" or "Photo" without asking the media module for every row. Every media
 * message sent so far was a photo.
 */
export class MessageVideos1767200000000 implements MigrationInterface {
  name = 'MessageVideos1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages ADD COLUMN media_kind text`);
    await q.query(`UPDATE messages SET media_kind = 'image' WHERE media_id IS NOT NULL`);
    await q.query(`
      ALTER TABLE messages ADD CONSTRAINT messages_media_kind_check
        CHECK (media_kind IN ('image', 'video') AND media_id IS NOT NULL OR media_kind IS NULL AND media_id IS NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages DROP CONSTRAINT IF EXISTS messages_media_kind_check`);
    await q.query(`ALTER TABLE messages DROP COLUMN IF EXISTS media_kind`);
  }
}
