import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private messaging and notifications (issue 5). Message ids are a sequence (they grow with time), so "what
 * did I miss after message N" and read positions are plain comparisons. Every list query has its index:
 * - the conversation list: conversation_members (member_id, folder, last_activity_at DESC, conversation_id DESC) where visible;
 * - a thread and catch-up: messages (conversation_id, id);
 * - the retry key: messages (sender_id, client_id) unique; the anti-spam counts: messages (sender_id, created_at),
 *   conversations (created_by, created_at);
 * - membership and catch-up: conversation_members (member_id); unread counts: (member_id) where unread_count > 0;
 * - notifications: (member_id, updated_at DESC, id DESC), unseen count (member_id) where seen_at IS NULL, and one
 *   live group per (member_id, group_key).
 */
export class Messaging1764300000000 implements MigrationInterface {
  name = 'Messaging1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        is_group boolean NOT NULL,
        name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 80),
        created_by uuid REFERENCES members(id) ON DELETE SET NULL,
        -- one-to-one conversations: "<smaller id>:<larger id>", so a pair has one conversation
        direct_key text UNIQUE,
        last_message_id bigint,
        last_message_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (is_group OR direct_key IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX conversations_created_by_idx ON conversations (created_by, created_at DESC)`);

    await q.query(`
      CREATE TABLE conversation_members (
        conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        folder text NOT NULL DEFAULT 'inbox' CHECK (folder IN ('inbox','requests')),
        last_read_message_id bigint NOT NULL DEFAULT 0,
        unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
        -- "delete for me": messages up to this id are hidden from this member
        hidden_up_to bigint NOT NULL DEFAULT 0,
        -- the list's sort key; null while the conversation is deleted for this member and nothing newer came
        last_activity_at timestamptz,
        last_alert_at timestamptz,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (conversation_id, member_id)
      )`);
    await q.query(`CREATE INDEX conversation_members_list_idx ON conversation_members (member_id, folder, last_activity_at DESC, conversation_id DESC) WHERE last_activity_at IS NOT NULL`);
    await q.query(`CREATE INDEX conversation_members_member_idx ON conversation_members (member_id)`);
    await q.query(`CREATE INDEX conversation_members_unread_idx ON conversation_members (member_id) WHERE unread_count > 0`);

    await q.query(`
      CREATE TABLE messages (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
        sender_id uuid REFERENCES members(id) ON DELETE SET NULL,
        client_id uuid NOT NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX messages_sender_client_uq ON messages (sender_id, client_id)`);
    await q.query(`CREATE INDEX messages_conversation_idx ON messages (conversation_id, id)`);
    await q.query(`CREATE INDEX messages_sender_recent_idx ON messages (sender_id, created_at DESC)`);
    await q.query(`
      ALTER TABLE conversations ADD CONSTRAINT conversations_last_message_fk
        FOREIGN KEY (last_message_id) REFERENCES messages(id) ON DELETE SET NULL`);

    await q.query(`
      CREATE TABLE message_saves (
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        message_id bigint NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, message_id)
      )`);
    await q.query(`CREATE INDEX message_saves_message_idx ON message_saves (message_id)`);

    await q.query(`
      CREATE TABLE messaging_settings (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        group_sound boolean NOT NULL DEFAULT true,
        sound boolean NOT NULL DEFAULT true,
        send_on_enter boolean NOT NULL DEFAULT true,
        email_alerts boolean NOT NULL DEFAULT true,
        -- off: my reads are not shown to others, and I see no one's (both ways, as people expect)
        read_receipts boolean NOT NULL DEFAULT true,
        send_typing boolean NOT NULL DEFAULT true,
        filter_non_friends boolean NOT NULL DEFAULT false,
        filter_new_accounts boolean NOT NULL DEFAULT true,
        filter_unverified boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE notifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        action text NOT NULL,
        category text NOT NULL,
        actor_ids uuid[] NOT NULL DEFAULT '{}',
        actor_count integer NOT NULL DEFAULT 0 CHECK (actor_count >= 0),
        object_type text,
        object_id text,
        target jsonb NOT NULL DEFAULT '{}',
        target_type text,
        phrase text,
        response_endpoint text,
        related_models jsonb NOT NULL DEFAULT '[]',
        group_key text,
        seen_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_list_idx ON notifications (member_id, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_unseen_idx ON notifications (member_id) WHERE seen_at IS NULL`);
    await q.query(`CREATE INDEX notifications_object_idx ON notifications (member_id, action, object_id)`);
    await q.query(`CREATE UNIQUE INDEX notifications_group_uq ON notifications (member_id, group_key) WHERE group_key IS NOT NULL AND seen_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notifications`);
    await q.query(`DROP TABLE IF EXISTS messaging_settings`);
    await q.query(`DROP TABLE IF EXISTS message_saves`);
    await q.query(`ALTER TABLE IF EXISTS conversations DROP CONSTRAINT IF EXISTS conversations_last_message_fk`);
    await q.query(`DROP TABLE IF EXISTS messages`);
    await q.query(`DROP TABLE IF EXISTS conversation_members`);
    await q.query(`DROP TABLE IF EXISTS conversations`);
  }
}
