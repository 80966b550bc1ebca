import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 23: sign-up challenges already used (a solved challenge counts once), kept until they expire. */
export class SignupChallenges1767721000000 implements MigrationInterface {
  name = 'SignupChallenges1767721000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE signup_challenges_spent (challenge text PRIMARY KEY, expires_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX signup_challenges_spent_expiry ON signup_challenges_spent (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS signup_challenges_spent`);
  }
}
