import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: what a member's activity shares (`activity-settings`): the kinds of card written for them and who
 * reads them — friends and followers (the default), or friends only. No row: everything, to both.
 */
export class ActivitySettings1767600000000 implements MigrationInterface {
  name = 'ActivitySettings1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_activity_settings (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        shares text[] NOT NULL CHECK (shares <@ ARRAY['friend', 'avatar', 'post', 'photo', 'story']::text[]),
        audience text NOT NULL CHECK (audience IN ('friends-and-followers', 'friends')),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS member_activity_settings`);
  }
}
