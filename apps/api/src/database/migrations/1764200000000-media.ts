import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media (issue 8): items, albums, album invitations and access requests, likes, comments, the gallery
 * opt-out, the staff hash block list, refused uploads and the moderation log. Every table belongs to the
 * media module (modules/media/media.repository.ts and staff-media.repository.ts); each index names the
 * query it serves.
 */
export class Media1764200000000 implements MigrationInterface {
  name = 'Media1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media_albums (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
        visibility text NOT NULL CHECK (visibility IN ('public', 'members', 'friends', 'private')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A member's albums, newest first (listAlbums); one name per owner, case-insensitively.
    await q.query(`CREATE INDEX media_albums_owner_idx ON media_albums (owner_id, created_at DESC, id DESC)`);
    await q.query(`CREATE UNIQUE INDEX media_albums_owner_name_key ON media_albums (owner_id, lower(name))`);

    await q.query(`
      CREATE TABLE media_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        album_id uuid REFERENCES media_albums(id) ON DELETE SET NULL,
        variant text NOT NULL,
        kind text NOT NULL DEFAULT 'image' CHECK (kind IN ('image')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        reject_reason text CHECK (char_length(reject_reason) <= 500),
        moderated_by uuid REFERENCES members(id) ON DELETE SET NULL,
        moderated_at timestamptz,
        visibility text NOT NULL CHECK (visibility IN ('public', 'members', 'friends', 'private')),
        adult boolean NOT NULL DEFAULT false,
        description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 500),
        width integer NOT NULL,
        height integer NOT NULL,
        source_mime text NOT NULL,
        -- the storage key prefix of the sizes (media/<owner>/<id>/<size>.webp)
        storage_prefix text NOT NULL,
        phash bigint NOT NULL,
        likes_count integer NOT NULL DEFAULT 0 CHECK (likes_count >= 0),
        views_count integer NOT NULL DEFAULT 0 CHECK (views_count >= 0),
        comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A member's media, newest first (listMedia by owner, the picker).
    await q.query(`CREATE INDEX media_items_owner_idx ON media_items (owner_id, created_at DESC, id DESC)`);
    // One album's media (listMedia by album, album covers and counts).
    await q.query(`CREATE INDEX media_items_album_idx ON media_items (album_id, created_at DESC, id DESC) WHERE album_id IS NOT NULL`);
    // The public gallery: approved public items, newest first.
    await q.query(`CREATE INDEX media_items_gallery_idx ON media_items (created_at DESC, id DESC) WHERE status = 'approved' AND visibility = 'public'`);
    // The staff queue by state, oldest pending first.
    await q.query(`CREATE INDEX media_items_status_idx ON media_items (status, created_at, id)`);

    await q.query(`
      CREATE TABLE media_album_access (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        album_id uuid NOT NULL REFERENCES media_albums(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('invite', 'request')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
        created_at timestamptz NOT NULL DEFAULT now(),
        responded_at timestamptz,
        UNIQUE (album_id, member_id)
      )`);
    // The invitee's or requester's side: my invitations and requests, newest first; also the access check.
    await q.query(`CREATE INDEX media_album_access_member_idx ON media_album_access (member_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE media_likes (
        media_id uuid NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (media_id, member_id)
      )`);
    // Cascade from members without a sequential scan.
    await q.query(`CREATE INDEX media_likes_member_idx ON media_likes (member_id)`);

    await q.query(`
      CREATE TABLE media_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        media_id uuid NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An item's comments, newest first (listComments).
    await q.query(`CREATE INDEX media_comments_media_idx ON media_comments (media_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX media_comments_author_idx ON media_comments (author_id)`);

    await q.query(`
      CREATE TABLE media_settings (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        gallery_opt_out boolean NOT NULL DEFAULT false
      )`);

    await q.query(`
      CREATE TABLE media_hash_blocklist (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        hash bigint NOT NULL,
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 500),
        added_by uuid REFERENCES members(id) ON DELETE SET NULL,
        source_media_id uuid,
        hits integer NOT NULL DEFAULT 0,
        last_hit_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX media_hash_blocklist_hash_key ON media_hash_blocklist (hash)`);

    await q.query(`
      CREATE TABLE media_blocked_uploads (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_id uuid REFERENCES members(id) ON DELETE SET NULL,
        member_name text NOT NULL,
        variant text NOT NULL,
        hash bigint NOT NULL,
        block_id bigint NOT NULL REFERENCES media_hash_blocklist(id) ON DELETE CASCADE,
        distance smallint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Staff list, newest first; cascade from the block list.
    await q.query(`CREATE INDEX media_blocked_uploads_created_idx ON media_blocked_uploads (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX media_blocked_uploads_block_idx ON media_blocked_uploads (block_id)`);
    await q.query(`CREATE INDEX media_blocked_uploads_member_idx ON media_blocked_uploads (member_id)`);

    await q.query(`
      CREATE TABLE media_moderation_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid REFERENCES members(id) ON DELETE SET NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text NOT NULL,
        variant text,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The history of one item or block-list entry.
    await q.query(`CREATE INDEX media_moderation_log_target_idx ON media_moderation_log (target_type, target_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'media_moderation_log',
      'media_blocked_uploads',
      'media_hash_blocklist',
      'media_settings',
      'media_comments',
      'media_likes',
      'media_album_access',
      'media_items',
      'media_albums',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
