import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stories, part 3 (issue 4). Both tables belong to the stories module.
 *
 * - Reader settings: each member's font size, line width, serif or sans, light, dark or sepia, remembered
 *   across devices. A member without a row reads with the defaults (libs/domain DEFAULT_READER_SETTINGS).
 * - Comment likes: one per member and comment, counted on the comment (`like_count`) so a thread page needs
 *   no aggregate.
 * - Cover templates: designs (canvas and layers, JSON checked by the contracts' CoverDesign) that a member
 *   allowed to (canSaveTemplates) saved in the cover editor; system templates live in code.
 */
export class StoriesReaderCommentLikesCovers1765800000000 implements MigrationInterface {
  name = 'StoriesReaderCommentLikesCovers1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE story_reader_settings (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        font_size smallint NOT NULL CHECK (font_size BETWEEN 14 AND 28),
        width text NOT NULL CHECK (width IN ('narrow', 'medium', 'wide')),
        font text NOT NULL CHECK (font IN ('serif', 'sans')),
        theme text NOT NULL CHECK (theme IN ('light', 'dark', 'sepia')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`ALTER TABLE story_comments ADD COLUMN like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0)`);
    await q.query(`
      CREATE TABLE story_comment_likes (
        comment_id uuid NOT NULL REFERENCES story_comments(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, member_id)
      )`);
    // Deleting a member removes their likes: the index finds them.
    await q.query(`CREATE INDEX story_comment_likes_member_idx ON story_comment_likes (member_id)`);

    await q.query(`
      CREATE TABLE story_cover_templates (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        design jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A member's templates, newest change first.
    await q.query(`CREATE INDEX story_cover_templates_member_idx ON story_cover_templates (member_id, updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS story_cover_templates`);
    await q.query(`DROP TABLE IF EXISTS story_comment_likes`);
    await q.query(`ALTER TABLE story_comments DROP COLUMN IF EXISTS like_count`);
    await q.query(`DROP TABLE IF EXISTS story_reader_settings`);
  }
}
