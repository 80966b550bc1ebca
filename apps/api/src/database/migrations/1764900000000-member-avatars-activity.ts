import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Avatars and the activity feed (issue 7, second part). Both tables belong to the members module.
 *
 * - member_avatars: every uploaded avatar with its moderation state; members.avatar_id points at the approved
 *   one everyone sees. At most one pending avatar per member (a new upload replaces the waiting one).
 * - member_activity: what a member did that their friends and followers see on /activity (new friends, new
 *   photos, new stories, a new avatar). Written by the members module; other modules append through
 *   ActivityService.record.
 */
export class MemberAvatarsActivity1764900000000 implements MigrationInterface {
  name = 'MemberAvatarsActivity1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_avatars (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        variant text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
        storage_prefix text NOT NULL,
        width int NOT NULL,
        height int NOT NULL,
        phash text NOT NULL,
        reject_reason text CHECK (char_length(reject_reason) <= 300),
        created_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES members(id) ON DELETE SET NULL,
        CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
      )`);
    // One waiting avatar per member; the staff queue reads pending ones oldest first.
    await q.query(`CREATE UNIQUE INDEX member_avatars_one_pending_idx ON member_avatars (member_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX member_avatars_queue_idx ON member_avatars (status, created_at, id)`);
    await q.query(`CREATE INDEX member_avatars_member_idx ON member_avatars (member_id, created_at DESC)`);
    await q.query(`ALTER TABLE members ADD COLUMN avatar_id uuid REFERENCES member_avatars(id) ON DELETE SET NULL`);

    await q.query(`
      CREATE TABLE member_activity (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('friend','photo','story','avatar')),
        subject_id uuid REFERENCES members(id) ON DELETE CASCADE,
        object_id text,
        title text CHECK (char_length(title) <= 200),
        url text CHECK (char_length(url) <= 300),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The feed: the newest entries of a set of actors (friends and followed), keyset on id.
    await q.query(`CREATE INDEX member_activity_actor_idx ON member_activity (actor_id, id DESC)`);
    // Removing an entry when its object goes (a photo deleted, a story unpublished).
    await q.query(`CREATE INDEX member_activity_object_idx ON member_activity (kind, object_id) WHERE object_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS member_activity`);
    await q.query(`ALTER TABLE members DROP COLUMN IF EXISTS avatar_id`);
    await q.query(`DROP TABLE IF EXISTS member_avatars`);
  }
}
