import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Groups (issue 20): groups per variant with their visibility (public, private: listed but content for
 * members, secret: only members know it exists) and how one joins (open, by request, by invitation),
 * memberships with a role and a state (active, requested, invited, banned), and the community walls —
 * one set of wall tables for every community place that has a wall (groups now, clubs next; parties may
 * join), keyed by (place kind, place id). Every table belongs to the community module's groups and walls
 * repositories; each index names the query it serves.
 */
export class Groups1767700000000 implements MigrationInterface {
  name = 'Groups1767700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        variant text NOT NULL,
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 3 AND 60),
        name text NOT NULL CHECK (char_length(name) BETWEEN 3 AND 80),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 4000),
        category text NOT NULL,
        visibility text NOT NULL CHECK (visibility IN ('public', 'private', 'secret')),
        join_policy text NOT NULL CHECK (join_policy IN ('open', 'request', 'invite')),
        owner_id uuid NOT NULL REFERENCES members(id) ON DELETE RESTRICT,
        cover_media_id uuid NULL,
        place_id text NULL,
        place_label text NULL,
        lat double precision NULL,
        lng double precision NULL,
        members_count integer NOT NULL DEFAULT 1 CHECK (members_count >= 0),
        posts_count integer NOT NULL DEFAULT 0 CHECK (posts_count >= 0),
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX groups_slug_key ON groups (variant, slug)`);
    // Discovery: newest, most active, by category (keyset on the sort key and id).
    await q.query(`CREATE INDEX groups_newest_idx ON groups (variant, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX groups_active_idx ON groups (variant, last_activity_at DESC, id DESC)`);
    await q.query(`CREATE INDEX groups_category_idx ON groups (variant, category, last_activity_at DESC, id DESC)`);
    // Near me: a bounding box on (lat, lng) before the exact distance.
    await q.query(`CREATE INDEX groups_geo_idx ON groups (variant, lat, lng) WHERE lat IS NOT NULL`);
    // Search by name.
    await q.query(`CREATE INDEX groups_name_idx ON groups (variant, lower(name) text_pattern_ops)`);
    await q.query(`CREATE INDEX groups_owner_idx ON groups (owner_id)`);

    await q.query(`
      CREATE TABLE group_members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        role text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'moderator', 'member')),
        state text NOT NULL CHECK (state IN ('active', 'requested', 'invited', 'banned')),
        invited_by uuid NULL REFERENCES members(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        joined_at timestamptz NULL
      )`);
    await q.query(`CREATE UNIQUE INDEX group_members_key ON group_members (group_id, member_id)`);
    // A group's members, requests and invitations by state; a member's groups and invitations.
    await q.query(`CREATE INDEX group_members_group_idx ON group_members (group_id, state, created_at, id)`);
    await q.query(`CREATE INDEX group_members_member_idx ON group_members (member_id, state, created_at DESC)`);
    // One owner per group.
    await q.query(`CREATE UNIQUE INDEX group_members_owner_key ON group_members (group_id) WHERE role = 'owner'`);

    await q.query(`
      CREATE TABLE community_wall_posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        place_kind text NOT NULL CHECK (place_kind IN ('group', 'club')),
        place_id uuid NOT NULL,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        media_id uuid NULL,
        score integer NOT NULL DEFAULT 0,
        comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One wall, newest first (keyset on created_at, id): page 200 costs what page 1 costs.
    await q.query(`CREATE INDEX community_wall_posts_place_idx ON community_wall_posts (place_kind, place_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX community_wall_posts_author_idx ON community_wall_posts (author_id)`);
    await q.query(`
      CREATE TABLE community_wall_votes (
        post_id uuid NOT NULL REFERENCES community_wall_posts(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        value smallint NOT NULL CHECK (value IN (-1, 1)),
        PRIMARY KEY (post_id, member_id)
      )`);
    await q.query(`CREATE INDEX community_wall_votes_member_idx ON community_wall_votes (member_id)`);
    await q.query(`
      CREATE TABLE community_wall_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES community_wall_posts(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX community_wall_comments_post_idx ON community_wall_comments (post_id, created_at, id)`);
    await q.query(`CREATE INDEX community_wall_comments_author_idx ON community_wall_comments (author_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS community_wall_comments`);
    await q.query(`DROP TABLE IF EXISTS community_wall_votes`);
    await q.query(`DROP TABLE IF EXISTS community_wall_posts`);
    await q.query(`DROP TABLE IF EXISTS group_members`);
    await q.query(`DROP TABLE IF EXISTS groups`);
  }
}
