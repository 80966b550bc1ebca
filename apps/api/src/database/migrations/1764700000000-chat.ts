import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat rooms (issue 9). Rooms (system rooms per variant, member-created rooms with the room config), their
 * last 150 messages (room and private chat messages share one id sequence; persistent rooms serve them to
 * members who join later), who is in which room on which app node (presence, shared by every node through
 * PostgreSQL: counts, occupancy caps, member lists), bans/silences/temporary moderators, chat settings, the
 * moderation audit log and reported messages.
 */
export class Chat1764700000000 implements MigrationInterface {
  name = 'Chat1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_rooms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        domain text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('system','member')),
        -- system rooms: a stable key per variant ("lobby")
        slug text,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
        subject text NOT NULL DEFAULT '' CHECK (char_length(subject) <= 200),
        priority integer NOT NULL DEFAULT 0,
        owner_id uuid REFERENCES members(id) ON DELETE CASCADE,
        members_only boolean NOT NULL DEFAULT false,
        secret_hash text,
        persistent boolean NOT NULL DEFAULT false,
        images boolean NOT NULL DEFAULT true,
        slow_mode_seconds integer NOT NULL DEFAULT 0 CHECK (slow_mode_seconds BETWEEN 0 AND 600),
        max_occupancy integer CHECK (max_occupancy IS NULL OR max_occupancy >= 2),
        verified_only boolean NOT NULL DEFAULT false,
        min_tier text CHECK (min_tier IS NULL OR min_tier IN ('free','silver','gold','platinum')),
        keyword_filters jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        CHECK (kind = 'system' OR owner_id IS NOT NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX chat_rooms_system_idx ON chat_rooms (domain, slug) WHERE slug IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX chat_rooms_name_idx ON chat_rooms (domain, lower(name)) WHERE closed_at IS NULL`);
    await q.query(`CREATE INDEX chat_rooms_owner_idx ON chat_rooms (owner_id) WHERE closed_at IS NULL`);

    await q.query(`CREATE SEQUENCE chat_message_id_seq`);
    await q.query(`
      CREATE TABLE chat_messages (
        id bigint PRIMARY KEY DEFAULT nextval('chat_message_id_seq'),
        room_id uuid REFERENCES chat_rooms(id) ON DELETE CASCADE,
        -- private messages: "<smaller id>:<larger id>", kept 150 per pair like a room
        pair_key text,
        sender_id uuid REFERENCES members(id) ON DELETE SET NULL,
        recipient_id uuid REFERENCES members(id) ON DELETE SET NULL,
        client_id uuid NOT NULL,
        sender_nick text NOT NULL,
        -- the sender as shown with the message (kept so history needs no member lookups)
        sender_name text NOT NULL,
        sender_colour smallint NOT NULL DEFAULT 1,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
        -- caught by a keyword filter: kept for staff, never shown
        hidden boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((room_id IS NULL) <> (pair_key IS NULL))
      )`);
    await q.query(`ALTER SEQUENCE chat_message_id_seq OWNED BY chat_messages.id`);
    await q.query(`CREATE INDEX chat_messages_room_idx ON chat_messages (room_id, id DESC) WHERE room_id IS NOT NULL`);
    await q.query(`CREATE INDEX chat_messages_pair_idx ON chat_messages (pair_key, id DESC) WHERE pair_key IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX chat_messages_retry_idx ON chat_messages (sender_id, client_id)`);

    await q.query(`
      CREATE TABLE chat_nodes (
        node_id text PRIMARY KEY,
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE chat_presence (
        room_id uuid NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        socket_id text NOT NULL,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        node_id text NOT NULL,
        nick text NOT NULL,
        -- what the member list shows, written on entry (no member lookups per join)
        name text NOT NULL,
        colour smallint NOT NULL DEFAULT 1,
        staff boolean NOT NULL DEFAULT false,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (room_id, socket_id)
      )`);
    await q.query(`CREATE INDEX chat_presence_member_idx ON chat_presence (member_id, room_id)`);
    await q.query(`CREATE INDEX chat_presence_socket_idx ON chat_presence (socket_id)`);
    await q.query(`CREATE INDEX chat_presence_node_idx ON chat_presence (node_id)`);

    await q.query(`
      CREATE TABLE chat_sanctions (
        room_id uuid NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('ban','silence','moderator')),
        until timestamptz,
        by_id uuid REFERENCES members(id) ON DELETE SET NULL,
        reason text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (room_id, member_id, kind)
      )`);

    await q.query(`
      CREATE TABLE chat_settings (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        settings jsonb NOT NULL DEFAULT '{}',
        nick text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX chat_settings_nick_idx ON chat_settings (lower(nick)) WHERE nick IS NOT NULL`);

    await q.query(`
      CREATE TABLE chat_audit (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        room_id uuid REFERENCES chat_rooms(id) ON DELETE SET NULL,
        room_name text NOT NULL,
        domain text NOT NULL,
        actor_id uuid REFERENCES members(id) ON DELETE SET NULL,
        action text NOT NULL,
        target_id uuid REFERENCES members(id) ON DELETE SET NULL,
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX chat_audit_created_idx ON chat_audit (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX chat_audit_room_idx ON chat_audit (room_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE chat_reports (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message_id bigint NOT NULL,
        room_id uuid REFERENCES chat_rooms(id) ON DELETE SET NULL,
        room_name text NOT NULL,
        domain text NOT NULL,
        sender_id uuid REFERENCES members(id) ON DELETE SET NULL,
        sender_nick text NOT NULL,
        body text NOT NULL,
        source text NOT NULL CHECK (source IN ('member','keyword')),
        reporter_id uuid REFERENCES members(id) ON DELETE SET NULL,
        reason text NOT NULL,
        details text NOT NULL DEFAULT '',
        report_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX chat_reports_once_idx ON chat_reports (message_id, reporter_id) WHERE reporter_id IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX chat_reports_keyword_idx ON chat_reports (message_id) WHERE source = 'keyword'`);
    await q.query(`CREATE INDEX chat_reports_created_idx ON chat_reports (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['chat_reports', 'chat_audit', 'chat_settings', 'chat_sanctions', 'chat_presence', 'chat_nodes', 'chat_messages', 'chat_rooms']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP SEQUENCE IF EXISTS chat_message_id_seq`);
  }
}
