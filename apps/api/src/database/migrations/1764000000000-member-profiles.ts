import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Profiles, relationships and privacy (issue 7): profile details and location, friends and requests,
 * follows, winks, private notes, vouches, profile views, favourites and blocks. Every table belongs to the
 * members module; each index serves a query in its repositories (named beside it).
 */
export class MemberProfiles1764000000000 implements MigrationInterface {
  name = 'MemberProfiles1764000000000';

  async up(q: QueryRunner): Promise<void> {
    // Privacy gains the list audiences and invisible browsing (members.privacy stays the one settings object).
    await q.query(`
      UPDATE members SET privacy = '{"friendsList":"members","followLists":"members","browseInvisibly":false}'::jsonb || privacy`);
    await q.query(`
      ALTER TABLE members ALTER COLUMN privacy SET DEFAULT
        '{"profile":"members","messages":"everyone","showOnline":true,"friendsList":"members","followLists":"members","browseInvisibly":false}'`);
    // Search by age range (date of birth) and newest members.
    await q.query(`CREATE INDEX members_dob_idx ON members (date_of_birth)`);
    await q.query(`CREATE INDEX members_created_idx ON members (created_at DESC, id)`);

    await q.query(`
      CREATE TABLE member_profiles (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        about text NOT NULL DEFAULT '' CHECK (char_length(about) <= 5000),
        looking_for text[] NOT NULL DEFAULT '{}'
          CHECK (looking_for <@ ARRAY['m','f','t','n','couple','group']::text[]),
        partner_birth_dates date[] NOT NULL DEFAULT '{}',
        place_id text,
        town text,
        region text,
        country text,
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        lng double precision CHECK (lng BETWEEN -180 AND 180),
        wink_policy text NOT NULL DEFAULT 'everyone' CHECK (wink_policy IN ('everyone','verified','friends','nobody')),
        setup_done text[] NOT NULL DEFAULT '{}',
        name_changed_at timestamptz,
        last_active_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((lat IS NULL) = (lng IS NULL))
      )`);
    // Search: bounding-box prefilter on distance; "online now" and the default order (recently active).
    await q.query(`CREATE INDEX member_profiles_geo_idx ON member_profiles (lat, lng) WHERE lat IS NOT NULL`);
    await q.query(`CREATE INDEX member_profiles_active_idx ON member_profiles (last_active_at DESC NULLS LAST, member_id)`);
    await q.query(`INSERT INTO member_profiles (member_id) SELECT id FROM members ON CONFLICT DO NOTHING`);

    // Accepted friendships: two rows per pair (a→b, b→a), so "friends of X" is one index range.
    await q.query(`
      CREATE TABLE friendships (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        friend_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, friend_id),
        CHECK (member_id <> friend_id)
      )`);
    await q.query(`
      CREATE TABLE friend_requests (
        requester_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        addressee_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (requester_id, addressee_id),
        CHECK (requester_id <> addressee_id)
      )`);
    // Requests received, newest first (outgoing use the primary key).
    await q.query(`CREATE INDEX friend_requests_addressee_idx ON friend_requests (addressee_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE follows (
        follower_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        followed_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, followed_id),
        CHECK (follower_id <> followed_id)
      )`);
    // Followers of X and followed by X, newest first (keyset on created_at, member id).
    await q.query(`CREATE INDEX follows_followed_idx ON follows (followed_id, created_at DESC, follower_id)`);
    await q.query(`CREATE INDEX follows_follower_idx ON follows (follower_id, created_at DESC, followed_id)`);

    await q.query(`
      CREATE TABLE winks (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        sender_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (sender_id <> recipient_id)
      )`);
    // Received and sent tabs (keyset on id); the sent index also answers "last wink at this member".
    await q.query(`CREATE INDEX winks_recipient_idx ON winks (recipient_id, id DESC)`);
    await q.query(`CREATE INDEX winks_sender_idx ON winks (sender_id, recipient_id, id DESC)`);
    await q.query(`CREATE INDEX winks_sender_all_idx ON winks (sender_id, id DESC)`);

    await q.query(`
      CREATE TABLE member_notes (
        author_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        subject_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (author_id, subject_id),
        CHECK (author_id <> subject_id)
      )`);
    await q.query(`CREATE INDEX member_notes_author_idx ON member_notes (author_id, updated_at DESC, subject_id)`);

    await q.query(`
      CREATE TABLE vouches (
        voucher_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        subject_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        body text NOT NULL CHECK (char_length(body) BETWEEN 10 AND 1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (voucher_id, subject_id),
        CHECK (voucher_id <> subject_id)
      )`);
    await q.query(`CREATE INDEX vouches_subject_idx ON vouches (subject_id, created_at DESC, voucher_id)`);

    // One row per viewer and profile, moved to the latest visit.
    await q.query(`
      CREATE TABLE profile_views (
        viewer_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        viewed_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        viewed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (viewer_id, viewed_id)
      )`);
    await q.query(`CREATE INDEX profile_views_viewed_idx ON profile_views (viewed_id, viewed_at DESC, viewer_id)`);

    await q.query(`
      CREATE TABLE favourites (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        favourite_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, favourite_id),
        CHECK (member_id <> favourite_id)
      )`);
    await q.query(`CREATE INDEX favourites_member_idx ON favourites (member_id, created_at DESC, favourite_id)`);

    // The blacklist. "Blocked either way" looks up (a, b) and (b, a) by primary key.
    await q.query(`
      CREATE TABLE member_blocks (
        blocker_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CHECK (blocker_id <> blocked_id)
      )`);
    // Search excludes whoever blocked the viewer: an index range on blocked_id.
    await q.query(`CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id, blocker_id)`);
    await q.query(`CREATE INDEX member_blocks_blocker_idx ON member_blocks (blocker_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['member_blocks', 'favourites', 'profile_views', 'vouches', 'member_notes', 'winks', 'follows', 'friend_requests', 'friendships', 'member_profiles']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP INDEX IF EXISTS members_dob_idx`);
    await q.query(`DROP INDEX IF EXISTS members_created_idx`);
    await q.query(`ALTER TABLE members ALTER COLUMN privacy SET DEFAULT '{"profile":"members","messages":"everyone","showOnline":true}'`);
    await q.query(`UPDATE members SET privacy = privacy - 'friendsList' - 'followLists' - 'browseInvisibly'`);
  }
}
