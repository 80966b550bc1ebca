import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Folder } from '@community/domain';

/** The part of node-postgres' Pool the prepared statements use. */
interface PreparedPool {
  query<T>(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }>;
}

/** A conversation as one member holds it. */
export interface MembershipRow {
  conversation_id: string;
  member_id: string;
  folder: Folder;
  last_read_message_id: string;
  unread_count: number;
  hidden_up_to: string;
  last_activity_at: Date | null;
  activity_key: string | null;
  is_group: boolean;
  name: string | null;
  created_at: Date;
  last_message_id: string | null;
  lm_body: string | null;
  lm_created_at: Date | null;
  lm_sender_id: string | null;
  /** What the last message carries besides text (its kind for previews). */
  lm_media_kind: MediaKind | null;
  lm_album_id: string | null;
}

/** The kind of media item a message carries (recorded when it is sent). */
export type MediaKind = 'image' | 'video';

export interface ParticipantRow {
  conversation_id: string;
  member_id: string;
  last_read_message_id: string;
}

export interface SendContextRow extends MembershipRow {
  participants: ParticipantRow[];
  receipts_off: string[] | null;
  retry_id: string | null;
  recent_messages: number;
}

export interface SentRow {
  id: string;
  created_at: Date;
  others: Array<{ member_id: string; unread_count: number; folder: Folder; total: number }>;
  sender_total: number;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  client_id: string;
  body: string;
  /** A photo or video of the media module sent with the message (shown while the media module still allows it). */
  media_id: string | null;
  /** Whether `media_id` is a photo or a video (null without media). */
  media_kind: MediaKind | null;
  /** An album of the sender's the message invites its recipients to (media module id). */
  album_id: string | null;
  created_at: Date;
  saved: boolean;
}

const MEMBERSHIP_SELECT = `
  cm.conversation_id, cm.member_id, cm.folder, cm.last_read_message_id::text, cm.unread_count, cm.hidden_up_to::text,
  cm.last_activity_at, cm.last_activity_at::text AS activity_key,
  c.is_group, c.name, c.created_at, c.last_message_id::text,
  lm.body AS lm_body, lm.created_at AS lm_created_at, lm.sender_id AS lm_sender_id, lm.media_kind AS lm_media_kind, lm.album_id AS lm_album_id`;
const MEMBERSHIP_FROM = `
  conversation_members cm
  JOIN conversations c ON c.id = cm.conversation_id
  LEFT JOIN messages lm ON lm.id = c.last_message_id AND lm.id > cm.hidden_up_to`;

const MESSAGE_SELECT = `m.id::text, m.conversation_id, m.sender_id, m.client_id, m.body, m.media_id, m.media_kind, m.album_id, m.created_at,
  EXISTS (SELECT 1 FROM message_saves s WHERE s.member_id = $1 AND s.message_id = m.id) AS saved`;

/** The messaging tables' only SQL. Every method takes the member whose view it is; callers check access first. */
@Injectable()
export class MessagingRepository {
  constructor(private readonly db: DataSource) {}

  private q(em?: EntityManager) {
    return em ?? this.db.manager;
  }

  /**
   * A named (prepared) statement on the pool TypeORM holds, for the send path's two statements: PostgreSQL
   * parses and plans each once per connection instead of on every message (planning the send statement costs
   * about as much as running it). Falls back to a plain query when the driver has no pool to hand.
   */
  private async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const pool = (this.db.driver as unknown as { master?: PreparedPool }).master;
    if (!pool || typeof pool.query !== 'function') return unwrapRows(await this.db.query(text, values)) as T[];
    return (await pool.query<T>({ name, text, values })).rows;
  }

  async membership(memberId: string, conversationId: string, em?: EntityManager): Promise<MembershipRow | null> {
    const rows: MembershipRow[] = await this.q(em).query(
      `SELECT ${MEMBERSHIP_SELECT} FROM ${MEMBERSHIP_FROM} WHERE cm.member_id = $1 AND cm.conversation_id = $2`,
      [memberId, conversationId],
    );
    return rows[0] ?? null;
  }

  /** One page of a member's visible conversations in a folder, newest activity first; `limit + 1` rows. */
  list(memberId: string, folder: Folder, after: [string, string] | null, limit: number): Promise<MembershipRow[]> {
    const params: unknown[] = [memberId, folder, limit + 1];
    let keyset = '';
    if (after) {
      params.push(after[0], after[1]);
      keyset = `AND (cm.last_activity_at, cm.conversation_id) < ($4::timestamptz, $5::uuid)`;
    }
    return this.db.query(
      `SELECT ${MEMBERSHIP_SELECT} FROM ${MEMBERSHIP_FROM}
       WHERE cm.member_id = $1 AND cm.folder = $2 AND cm.last_activity_at IS NOT NULL ${keyset}
       ORDER BY cm.last_activity_at DESC, cm.conversation_id DESC
       LIMIT $3`,
      params,
    );
  }

  participants(conversationIds: string[], em?: EntityManager): Promise<ParticipantRow[]> {
    if (conversationIds.length === 0) return Promise.resolve([]);
    return this.q(em).query(
      `SELECT conversation_id, member_id, last_read_message_id::text FROM conversation_members WHERE conversation_id = ANY($1::uuid[])`,
      [conversationIds],
    );
  }

  /** A thread page, newest first from the database (the service turns it oldest first); `limit + 1` rows. */
  messages(memberId: string, conversationId: string, hiddenUpTo: string, q: { before?: string; after?: string; limit: number }): Promise<MessageRow[]> {
    const params: unknown[] = [memberId, conversationId, hiddenUpTo, q.limit + 1];
    let range = '';
    let order = 'DESC';
    if (q.before) {
      params.push(q.before);
      range = `AND m.id < $5`;
    } else if (q.after) {
      params.push(q.after);
      range = `AND m.id > $5`;
      order = 'ASC';
    }
    return this.db.query(
      `SELECT ${MESSAGE_SELECT} FROM messages m
       WHERE m.conversation_id = $2
         AND (m.id > $3 OR EXISTS (SELECT 1 FROM message_saves s WHERE s.member_id = $1 AND s.message_id = m.id))
         ${range}
       ORDER BY m.id ${order}
       LIMIT $4`,
      params,
    );
  }

  /** Everything newer than `after` across the member's conversations (reconnect catch-up), oldest first. */
  catchUp(memberId: string, after: string, limit: number): Promise<MessageRow[]> {
    return this.db.query(
      `SELECT ${MESSAGE_SELECT}
       FROM conversation_members cm
       CROSS JOIN LATERAL (
         SELECT * FROM messages x
         WHERE x.conversation_id = cm.conversation_id AND x.id > GREATEST($2::bigint, cm.hidden_up_to)
         ORDER BY x.id LIMIT $3
       ) m
       WHERE cm.member_id = $1
       ORDER BY m.id
       LIMIT $3`,
      [memberId, after, limit + 1],
    );
  }

  async messageById(memberId: string, id: string, em?: EntityManager): Promise<MessageRow | null> {
    const rows: MessageRow[] = await this.q(em).query(`SELECT ${MESSAGE_SELECT} FROM messages m WHERE m.id = $2`, [memberId, id]);
    return rows[0] ?? null;
  }

  async bySenderClientId(memberId: string, clientId: string, em?: EntityManager): Promise<MessageRow | null> {
    const rows: MessageRow[] = await this.q(em).query(
      `SELECT ${MESSAGE_SELECT} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2`,
      [memberId, clientId],
    );
    return rows[0] ?? null;
  }

  /** Anti-spam counts: messages this member sent, and conversations they started, since `since`. */
  async recentActivity(memberId: string, messagesSince: Date, conversationsSince: Date): Promise<{ messages: number; conversations: number }> {
    const rows: Array<{ messages: number; conversations: number }> = await this.db.query(
      `SELECT (SELECT count(*)::int FROM messages WHERE sender_id = $1 AND created_at > $2) AS messages,
              (SELECT count(*)::int FROM conversations WHERE created_by = $1 AND created_at > $3) AS conversations`,
      [memberId, messagesSince, conversationsSince],
    );
    return rows[0] ?? { messages: 0, conversations: 0 };
  }

  async findDirect(directKey: string, em?: EntityManager): Promise<string | null> {
    const rows: Array<{ id: string }> = await this.q(em).query(`SELECT id FROM conversations WHERE direct_key = $1`, [directKey]);
    return rows[0]?.id ?? null;
  }

  /** Creates a conversation with its members (a racing twin of a one-to-one conversation wins; its id is returned). */
  async createConversation(
    em: EntityManager,
    c: { isGroup: boolean; name: string | null; createdBy: string; directKey: string | null; members: Array<{ id: string; folder: Folder }> },
  ): Promise<{ id: string; created: boolean }> {
    const rows: Array<{ id: string }> = await em.query(
      `INSERT INTO conversations (is_group, name, created_by, direct_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (direct_key) DO NOTHING RETURNING id`,
      [c.isGroup, c.name, c.createdBy, c.directKey],
    );
    if (!rows[0]) return { id: (await this.findDirect(c.directKey!, em))!, created: false };
    const id = rows[0].id;
    await em.query(
      `INSERT INTO conversation_members (conversation_id, member_id, folder)
       SELECT $1, x.member_id, x.folder FROM unnest($2::uuid[], $3::text[]) AS x(member_id, folder)`,
      [id, c.members.map((m) => m.id), c.members.map((m) => m.folder)],
    );
    return { id, created: true };
  }

  /**
   * Everything a send to an existing conversation needs from the messaging tables, in one statement: the
   * sender's membership (null: not theirs, the same 404 as none), every participant's read position, who of
   * them turned read receipts off, the stored message when this client id was already used (a retry), and how
   * many messages the sender sent since `since` (anti-flood; counted up to 100).
   */
  async sendContext(memberId: string, conversationId: string, clientId: string, since: Date): Promise<SendContextRow | null> {
    const rows = await this.prepared<SendContextRow>(
      'messaging.send-context',
      `SELECT ${MEMBERSHIP_SELECT},
         (SELECT json_agg(json_build_object('conversation_id', p.conversation_id, 'member_id', p.member_id, 'last_read_message_id', p.last_read_message_id::text))
            FROM conversation_members p WHERE p.conversation_id = cm.conversation_id) AS participants,
         (SELECT array_agg(s.member_id::text) FROM conversation_members p JOIN messaging_settings s ON s.member_id = p.member_id
            WHERE p.conversation_id = cm.conversation_id AND NOT s.read_receipts) AS receipts_off,
         (SELECT x.id::text FROM messages x WHERE x.sender_id = $1 AND x.client_id = $3) AS retry_id,
         (SELECT count(*)::int FROM (SELECT 1 FROM messages r WHERE r.sender_id = $1 AND r.created_at > $4 LIMIT 100) r) AS recent_messages
       FROM ${MEMBERSHIP_FROM} WHERE cm.member_id = $1 AND cm.conversation_id = $2`,
      [memberId, conversationId, clientId, since],
    );
    return rows[0] ?? null;
  }

  /**
   * A message and everything it changes, as one statement (atomic on its own, or inside the caller's
   * transaction): the message (nothing when this sender already used the client id: null, the caller answers
   * with the stored one), the saved note, the conversation's last message, the sender's read position (a reply
   * takes a requests conversation to the inbox), one more unread for every other member (who sees the
   * conversation again if they had deleted it), and each one's new total of unread conversations in their
   * folder. The conversation row is locked first (the other updates read from it), so two members writing to
   * each other at once queue on it instead of deadlocking.
   */
  async sendMessage(
    m: {
      conversationId: string;
      senderId: string;
      clientId: string;
      body: string;
      mediaId: string | null;
      mediaKind?: MediaKind | null;
      albumId?: string | null;
      saveNote: boolean;
    },
    em?: EntityManager,
  ): Promise<SentRow | null> {
    const text = `WITH ins AS (
         INSERT INTO messages (conversation_id, sender_id, client_id, body, media_id, album_id, media_kind) VALUES ($1, $2, $3, $4, $5, $7, $8)
         ON CONFLICT (sender_id, client_id) DO NOTHING RETURNING id, created_at
       ), conv AS (
         UPDATE conversations c SET last_message_id = GREATEST(COALESCE(c.last_message_id, 0), ins.id),
           last_message_at = GREATEST(COALESCE(c.last_message_at, ins.created_at), ins.created_at)
         FROM ins WHERE c.id = $1 RETURNING ins.id, ins.created_at
       ), mine AS (
         UPDATE conversation_members cm SET last_read_message_id = GREATEST(cm.last_read_message_id, conv.id), unread_count = 0,
           last_activity_at = conv.created_at, folder = 'inbox'
         FROM conv WHERE cm.conversation_id = $1 AND cm.member_id = $2 RETURNING cm.member_id
       ), others AS (
         UPDATE conversation_members cm SET unread_count = cm.unread_count + 1, last_activity_at = conv.created_at
         FROM conv WHERE cm.conversation_id = $1 AND cm.member_id <> $2
         RETURNING cm.member_id, cm.unread_count, cm.folder
       ), saved AS (
         INSERT INTO message_saves (member_id, message_id) SELECT $2, ins.id FROM ins WHERE $6::boolean ON CONFLICT DO NOTHING
       )
       SELECT ins.id::text AS id, ins.created_at,
         COALESCE((SELECT json_agg(json_build_object('member_id', o.member_id, 'unread_count', o.unread_count, 'folder', o.folder,
           'total', 1 + (SELECT count(*) FROM conversation_members t WHERE t.member_id = o.member_id AND t.folder = o.folder
                           AND t.unread_count > 0 AND t.last_activity_at IS NOT NULL AND t.conversation_id <> $1))) FROM others o), '[]'::json) AS others,
         (SELECT count(*)::int FROM conversation_members t WHERE t.member_id = $2 AND t.folder = 'inbox'
            AND t.unread_count > 0 AND t.last_activity_at IS NOT NULL AND t.conversation_id <> $1) AS sender_total
       FROM ins`;
    const values = [m.conversationId, m.senderId, m.clientId, m.body, m.mediaId, m.saveNote, m.albumId ?? null, m.mediaId ? (m.mediaKind ?? 'image') : null];
    // Inside the caller's transaction (a new conversation) on its connection; alone, as a prepared statement.
    const rows = em ? unwrapRows(await em.query(text, values)) : await this.prepared<SentRow>('messaging.send', text, values);
    return (rows[0] as SentRow | undefined) ?? null;
  }

  /** Reads up to the conversation's last message; the unread count is recounted (never below zero). */
  async markRead(memberId: string, conversationId: string, em?: EntityManager): Promise<{ last_read_message_id: string } | null> {
    const rows = await this.q(em).query(
      `UPDATE conversation_members cm
       SET last_read_message_id = GREATEST(cm.last_read_message_id, COALESCE(c.last_message_id, 0)),
           unread_count = (SELECT count(*) FROM messages m WHERE m.conversation_id = cm.conversation_id
                             AND m.id > GREATEST(cm.last_read_message_id, COALESCE(c.last_message_id, 0))
                             AND m.sender_id IS DISTINCT FROM cm.member_id)
       FROM conversations c
       WHERE c.id = cm.conversation_id AND cm.conversation_id = $2 AND cm.member_id = $1
       RETURNING cm.last_read_message_id::text`,
      [memberId, conversationId],
    );
    return (unwrapRows(rows)[0] as { last_read_message_id: string } | undefined) ?? null;
  }

  /** Every conversation with unread messages, read; returns their ids and new read positions. */
  async markAllRead(memberId: string): Promise<Array<{ conversation_id: string; last_read_message_id: string }>> {
    const rows = await this.db.query(
      `UPDATE conversation_members cm
       SET last_read_message_id = GREATEST(cm.last_read_message_id, COALESCE(c.last_message_id, 0)), unread_count = 0
       FROM conversations c
       WHERE c.id = cm.conversation_id AND cm.member_id = $1 AND cm.unread_count > 0
       RETURNING cm.conversation_id, cm.last_read_message_id::text`,
      [memberId],
    );
    return unwrapRows(rows) as Array<{ conversation_id: string; last_read_message_id: string }>;
  }

  /** "Delete for me": everything up to now is hidden and the conversation leaves the list until a new message. */
  async hide(memberId: string, conversationId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE conversation_members cm
       SET hidden_up_to = GREATEST(cm.hidden_up_to, COALESCE(c.last_message_id, 0)),
           last_read_message_id = GREATEST(cm.last_read_message_id, COALESCE(c.last_message_id, 0)),
           unread_count = 0, last_activity_at = NULL
       FROM conversations c
       WHERE c.id = cm.conversation_id AND cm.conversation_id = $2 AND cm.member_id = $1
       RETURNING cm.conversation_id`,
      [memberId, conversationId],
    );
    return unwrapRows(rows).length > 0;
  }

  async moveToInbox(memberId: string, conversationId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE conversation_members SET folder = 'inbox' WHERE conversation_id = $2 AND member_id = $1 RETURNING conversation_id`,
      [memberId, conversationId],
    );
    return unwrapRows(rows).length > 0;
  }

  async save(memberId: string, messageId: string, em?: EntityManager): Promise<void> {
    await this.q(em).query(`INSERT INTO message_saves (member_id, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [memberId, messageId]);
  }

  async unsave(memberId: string, messageId: string): Promise<void> {
    await this.db.query(`DELETE FROM message_saves WHERE member_id = $1 AND message_id = $2`, [memberId, messageId]);
  }

  /** Conversations with unread messages, per folder (only those in the list). */
  async unreadConversations(memberId: string): Promise<{ inbox: number; requests: number }> {
    const rows: Array<{ folder: Folder; n: number }> = await this.db.query(
      `SELECT folder, count(*)::int AS n FROM conversation_members
       WHERE member_id = $1 AND unread_count > 0 AND last_activity_at IS NOT NULL GROUP BY folder`,
      [memberId],
    );
    return { inbox: rows.find((r) => r.folder === 'inbox')?.n ?? 0, requests: rows.find((r) => r.folder === 'requests')?.n ?? 0 };
  }

  /** The same counts for many members in one query (a message to a group tells each member their total). */
  async unreadConversationsOf(memberIds: string[]): Promise<Map<string, { inbox: number; requests: number }>> {
    const out = new Map<string, { inbox: number; requests: number }>(memberIds.map((id) => [id, { inbox: 0, requests: 0 }]));
    if (memberIds.length === 0) return out;
    const rows: Array<{ member_id: string; folder: Folder; n: number }> = await this.db.query(
      `SELECT member_id, folder, count(*)::int AS n FROM conversation_members
       WHERE member_id = ANY($1::uuid[]) AND unread_count > 0 AND last_activity_at IS NOT NULL GROUP BY member_id, folder`,
      [memberIds],
    );
    for (const r of rows) {
      const counts = out.get(r.member_id);
      if (counts) counts[r.folder] = r.n;
    }
    return out;
  }

  /**
   * Never-miss-match: claims the alert for (conversation, member) when the message is still unread and no alert
   * went in the interval. The claim is one conditional UPDATE, so two workers cannot both send.
   */
  async claimAlert(memberId: string, conversationId: string, messageId: string, intervalMs: number): Promise<{ unread_count: number } | null> {
    const rows = await this.db.query(
      `UPDATE conversation_members SET last_alert_at = now()
       WHERE conversation_id = $2 AND member_id = $1 AND last_read_message_id < $3::bigint AND unread_count > 0
         AND last_activity_at IS NOT NULL
         AND (last_alert_at IS NULL OR last_alert_at <= now() - ($4::text || ' milliseconds')::interval)
       RETURNING unread_count`,
      [memberId, conversationId, messageId, String(intervalMs)],
    );
    return (unwrapRows(rows)[0] as { unread_count: number } | undefined) ?? null;
  }
}

/** TypeORM's query() answers UPDATE … RETURNING with [rows, count] on PostgreSQL. */
function unwrapRows(result: unknown): unknown[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as unknown[];
  return Array.isArray(result) ? result : [];
}
