import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Profile walls (issue 7): posts on a member's wall (`walls/{post?}`), one vote per member and post
 * (`walls/{post}/vote`) and comments. All three tables belong to the members module
 * (modules/members/walls/walls.repository.ts). A post on one's own wall is also an activity card (`post`).
 */
export class MemberWalls1765400000000 implements MigrationInterface {
  name = 'MemberWalls1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_wall_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        wall_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        score integer NOT NULL DEFAULT 0,
        comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One wall, newest first (keyset on created_at, id).
    await q.query(`CREATE INDEX member_wall_posts_wall_idx ON member_wall_posts (wall_id, created_at DESC, id DESC)`);
    // Cascade from members without a sequential scan.
    await q.query(`CREATE INDEX member_wall_posts_author_idx ON member_wall_posts (author_id)`);

    await q.query(`
      CREATE TABLE member_wall_votes (
        post_id uuid NOT NULL REFERENCES member_wall_posts(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        value smallint NOT NULL CHECK (value IN (-1, 1)),
        PRIMARY KEY (post_id, member_id)
      )`);
    await q.query(`CREATE INDEX member_wall_votes_member_idx ON member_wall_votes (member_id)`);

    await q.query(`
      CREATE TABLE member_wall_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES member_wall_posts(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A post's comments, oldest first (keyset on created_at, id).
    await q.query(`CREATE INDEX member_wall_comments_post_idx ON member_wall_comments (post_id, created_at, id)`);
    await q.query(`CREATE INDEX member_wall_comments_author_idx ON member_wall_comments (author_id)`);

    await q.query(`ALTER TABLE member_activity DROP CONSTRAINT member_activity_kind_check`);
    await q.query(`ALTER TABLE member_activity ADD CONSTRAINT member_activity_kind_check CHECK (kind IN ('friend','photo','story','avatar','post'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM member_activity WHERE kind = 'post'`);
    await q.query(`ALTER TABLE member_activity DROP CONSTRAINT member_activity_kind_check`);
    await q.query(`ALTER TABLE member_activity ADD CONSTRAINT member_activity_kind_check CHECK (kind IN ('friend','photo','story','avatar'))`);
    await q.query(`DROP TABLE IF EXISTS member_wall_comments`);
    await q.query(`DROP TABLE IF EXISTS member_wall_votes`);
    await q.query(`DROP TABLE IF EXISTS member_wall_posts`);
  }
}
