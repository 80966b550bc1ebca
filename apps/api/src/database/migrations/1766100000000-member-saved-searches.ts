import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved member searches (issue 7, `search/{save?}`): a member keeps up to 20 searches under a name and runs
 * them again from the search page. Owned by the members module (modules/members/search/saved-searches.repository.ts).
 * Also the newsfeed's settings (`newsfeed/settings`): which kinds of activity card `/newactivity` shows
 * (NULL: all of them), on the member's profile row (modules/members/profiles/profiles.repository.ts).
 */
export class MemberSavedSearches1766100000000 implements MigrationInterface {
  name = 'MemberSavedSearches1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_saved_searches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        filters jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (member_id, name)
      )`);
    await q.query(`ALTER TABLE member_profiles ADD COLUMN newsfeed_kinds text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE member_profiles DROP COLUMN newsfeed_kinds`);
    await q.query(`DROP TABLE member_saved_searches`);
  }
}
