import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discovery and feed controls (issue 7: `explore`, `stream`, `PUT badges`, `newsfeed/{card}`, photos on walls).
 * All owned by the members module.
 * - members.hidden_badges: the badges a member chose not to show ('verified', 'star', 'crown'); applied where
 *   cards are built (modules/members/profiles/cards.ts).
 * - member_newsfeed_hidden: activity cards a member took out of their own newsfeed (DELETE newsfeed/{card}).
 * - member_wall_posts.media_id: one of the author's approved photos on a wall post (media module's item id; no
 *   foreign key across modules: the media module answers whether it may still be shown).
 * - follows_created_idx: "most followed this week" reads one week of follows.
 */
export class MemberDiscovery1766800000000 implements MigrationInterface {
  name = 'MemberDiscovery1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE members ADD COLUMN hidden_badges text[] NOT NULL DEFAULT '{}'`);
    await q.query(`
      CREATE TABLE member_newsfeed_hidden (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        activity_id bigint NOT NULL REFERENCES member_activity(id) ON DELETE CASCADE,
        hidden_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, activity_id)
      )`);
    await q.query(`CREATE INDEX member_newsfeed_hidden_activity_idx ON member_newsfeed_hidden (activity_id)`);
    await q.query(`ALTER TABLE member_wall_posts ADD COLUMN media_id uuid`);
    await q.query(`CREATE INDEX follows_created_idx ON follows (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS follows_created_idx`);
    await q.query(`ALTER TABLE member_wall_posts DROP COLUMN media_id`);
    await q.query(`DROP TABLE member_newsfeed_hidden`);
    await q.query(`ALTER TABLE members DROP COLUMN hidden_badges`);
  }
}
