import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media videos (issue 8): a media item may be a video. Its upload is stored as a private source object and
 * a background job (`media.video-process`) makes the poster frame (the image sizes) and the MP4 sizes;
 * meanwhile the item is `processing` and seen by its owner and staff only. `phash` (of the poster) is
 * known only once processed.
 */
export class MediaVideos1765500000000 implements MigrationInterface {
  name = 'MediaVideos1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media_items DROP CONSTRAINT media_items_kind_check`);
    await q.query(`ALTER TABLE media_items ADD CONSTRAINT media_items_kind_check CHECK (kind IN ('image', 'video'))`);
    await q.query(`
      ALTER TABLE media_items
        ADD COLUMN processing text NOT NULL DEFAULT 'ready' CHECK (processing IN ('processing', 'ready', 'failed')),
        ADD COLUMN processing_error text CHECK (char_length(processing_error) <= 500),
        ADD COLUMN duration_ms integer CHECK (duration_ms >= 0),
        -- the storage key of a video's uploaded source until the job has processed it
        ADD COLUMN source_key text,
        ALTER COLUMN phash DROP NOT NULL`);
    await q.query(`ALTER TABLE media_items ADD CONSTRAINT media_items_ready_hash_check CHECK (processing <> 'ready' OR phash IS NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM media_items WHERE kind = 'video'`);
    await q.query(`ALTER TABLE media_items DROP CONSTRAINT media_items_ready_hash_check`);
    await q.query(`ALTER TABLE media_items DROP COLUMN processing, DROP COLUMN processing_error, DROP COLUMN duration_ms, DROP COLUMN source_key, ALTER COLUMN phash SET NOT NULL`);
    await q.query(`ALTER TABLE media_items DROP CONSTRAINT media_items_kind_check`);
    await q.query(`ALTER TABLE media_items ADD CONSTRAINT media_items_kind_check CHECK (kind IN ('image'))`);
  }
}
