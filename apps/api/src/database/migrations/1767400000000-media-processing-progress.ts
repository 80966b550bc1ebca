import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16: animated images are processed in the background like videos (the upload answers 202), and a
 * processing item reports how far it has got, in percent, for its owner's progress bar. Null once ready
 * (and for items that never waited).
 */
export class MediaProcessingProgress1767400000000 implements MigrationInterface {
  name = 'MediaProcessingProgress1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media_items ADD COLUMN processing_progress smallint CHECK (processing_progress BETWEEN 0 AND 100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media_items DROP COLUMN IF EXISTS processing_progress`);
  }
}
