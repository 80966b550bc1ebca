import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { KeywordFilter, Tier } from '@community/domain';

export interface RoomRow {
  id: string;
  domain: string;
  kind: 'system' | 'member';
  slug: string | null;
  name: string;
  subject: string;
  priority: number;
  owner_id: string | null;
  members_only: boolean;
  secret_hash: string | null;
  persistent: boolean;
  images: boolean;
  slow_mode_seconds: number;
  max_occupancy: number | null;
  verified_only: boolean;
  min_tier: Tier | null;
  keyword_filters: KeywordFilter[];
  created_at: Date;
  closed_at: Date | null;
}

export interface MessageRow {
  id: string;
  room_id: string | null;
  pair_key: string | null;
  sender_id: string | null;
  recipient_id: string | null;
  client_id: string;
  sender_nick: string;
  sender_name: string;
  sender_colour: number;
  body: string;
  /** One of the sender's photos (media module id), or null. */
  media_id: string | null;
  hidden: boolean;
  created_at: Date;
}

export interface PresenceRow {
  member_id: string;
  nick: string;
}

export interface PresentMember extends PresenceRow {
  name: string;
  colour: number;
  staff: boolean;
}

export type SanctionKind = 'ban' | 'silence' | 'moderator';
export interface SanctionRow {
  member_id: string;
  kind: SanctionKind;
  until: Date | null;
}

/** Messages kept per room and per private pair. */
export const KEPT_PER_ROOM = 150;

const MESSAGE_COLUMNS = `id::text, room_id, pair_key, sender_id, recipient_id, client_id, sender_nick, sender_name, sender_colour, body, media_id, hidden, created_at`;

/** The chat tables' SQL (rooms, messages, presence, sanctions, settings; the audit log and reports are in ChatRecordsRepository). Callers (the chat services) check access first. */
@Injectable()
export class ChatRepository {
  constructor(private readonly db: DataSource) {}

  /** Closes a member room and empties its presence list, in the caller's transaction. */
  async closeRoom(em: EntityManager, roomId: string): Promise<void> {
    await em.query(`UPDATE chat_rooms SET closed_at = now() WHERE id = $1`, [roomId]);
    await em.query(`DELETE FROM chat_presence WHERE room_id = $1`, [roomId]);
  }

  private q(em?: EntityManager) {
    return em ?? this.db.manager;
  }

  // ---- rooms -------------------------------------------------------------------------------------------

  async ensureSystemRoom(domain: string, slug: string, name: string, priority: number): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_rooms (domain, kind, slug, name, priority, persistent)
       VALUES ($1, 'system', $2, $3, $4, true) ON CONFLICT (domain, slug) WHERE slug IS NOT NULL DO NOTHING`,
      [domain, slug, name, priority],
    );
  }

  async room(id: string, em?: EntityManager): Promise<RoomRow | null> {
    const rows: RoomRow[] = await this.q(em).query(`SELECT * FROM chat_rooms WHERE id = $1 AND closed_at IS NULL`, [id]);
    return rows[0] ?? null;
  }

  /** Open rooms of a variant, system rooms first by priority, then member rooms by name. */
  rooms(domain: string): Promise<RoomRow[]> {
    return this.db.query(
      `SELECT * FROM chat_rooms WHERE domain = $1 AND closed_at IS NULL ORDER BY priority DESC, kind DESC, lower(name), id`,
      [domain],
    );
  }

  /** Rooms a member owns and are open. */
  async ownedCount(memberId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n FROM chat_rooms WHERE owner_id = $1 AND closed_at IS NULL`, [memberId]);
    return rows[0]?.n ?? 0;
  }

  async nameTaken(domain: string, name: string, exceptId?: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM chat_rooms WHERE domain = $1 AND lower(name) = lower($2) AND closed_at IS NULL AND id IS DISTINCT FROM $3::uuid`, [
      domain,
      name,
      exceptId ?? null,
    ]);
    return rows.length > 0;
  }

  async createRoom(
    em: EntityManager,
    r: { domain: string; name: string; ownerId: string; membersOnly: boolean; secretHash: string | null; persistent: boolean; images: boolean },
  ): Promise<RoomRow> {
    const rows: RoomRow[] = await em.query(
      `INSERT INTO chat_rooms (domain, kind, name, owner_id, members_only, secret_hash, persistent, images)
       VALUES ($1, 'member', $2, $3, $4, $5, $6, $7) RETURNING *`,
      [r.domain, r.name, r.ownerId, r.membersOnly, r.secretHash, r.persistent, r.images],
    );
    return rows[0]!;
  }

  async updateRoom(em: EntityManager, id: string, patch: Partial<Pick<RoomRow, 'subject' | 'slow_mode_seconds' | 'max_occupancy' | 'verified_only' | 'min_tier' | 'images' | 'members_only' | 'secret_hash' | 'keyword_filters'>>): Promise<void> {
    const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return;
    const sets = entries.map(([k], i) => (k === 'keyword_filters' ? `${k} = $${i + 2}::jsonb` : `${k} = $${i + 2}`));
    await em.query(`UPDATE chat_rooms SET ${sets.join(', ')} WHERE id = $1`, [id, ...entries.map(([k, v]) => (k === 'keyword_filters' ? JSON.stringify(v) : v))]);
  }

  /** Closes an empty member room that does not persist (its messages go with it). True when it closed. */
  async closeIfEmpty(roomId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE chat_rooms r SET closed_at = now()
       WHERE r.id = $1 AND r.kind = 'member' AND NOT r.persistent AND r.closed_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM chat_presence p WHERE p.room_id = r.id)
       RETURNING r.id`,
      [roomId],
    );
    const closed = unwrapRows(rows).length > 0;
    if (closed) await this.db.query(`DELETE FROM chat_messages WHERE room_id = $1 AND id NOT IN (SELECT message_id FROM chat_reports)`, [roomId]);
    return closed;
  }

  // ---- messages ----------------------------------------------------------------------------------------

  bySenderClientId(senderId: string, clientId: string): Promise<MessageRow | null> {
    return this.db
      .query(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE sender_id = $1 AND client_id = $2`, [senderId, clientId])
      .then((rows: MessageRow[]) => rows[0] ?? null);
  }

  /**
   * Stores a message and trims its room (or private pair) to the newest 150, in one statement (one round
   * trip, atomic). Null when the sender already used this client id (a retry). The trim runs on the rows
   * before this insert, so it keeps the 149 newest of them beside the new one.
   */
  async insertMessage(m: { roomId: string | null; pairKey: string | null; senderId: string; recipientId: string | null; clientId: string; nick: string; name: string; colour: number; body: string; mediaId: string | null; hidden: boolean }): Promise<MessageRow | null> {
    const scope = m.roomId ? `room_id = $1` : `pair_key = $2`;
    const rows: MessageRow[] = await this.db.query(
      `WITH ins AS (
         INSERT INTO chat_messages (room_id, pair_key, sender_id, recipient_id, client_id, sender_nick, sender_name, sender_colour, body, hidden, media_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (sender_id, client_id) DO NOTHING
         RETURNING ${MESSAGE_COLUMNS}
       ), trimmed AS (
         DELETE FROM chat_messages WHERE EXISTS (SELECT 1 FROM ins) AND ${scope}
           AND id < (SELECT min(id) FROM (SELECT id FROM chat_messages WHERE ${scope} ORDER BY id DESC LIMIT ${KEPT_PER_ROOM - 1}) newest)
           AND id NOT IN (SELECT message_id FROM chat_reports)
       )
       SELECT * FROM ins`,
      [m.roomId, m.pairKey, m.senderId, m.recipientId, m.clientId, m.nick, m.name, m.colour, m.body, m.hidden, m.mediaId],
    );
    return rows[0] ?? null;
  }

  /** The newest visible messages of a room, oldest first. */
  async history(roomId: string, limit = KEPT_PER_ROOM): Promise<MessageRow[]> {
    const rows: MessageRow[] = await this.db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE room_id = $1 AND NOT hidden ORDER BY chat_messages.id DESC LIMIT $2`,
      [roomId, limit],
    );
    return rows.reverse();
  }

  message(id: string): Promise<MessageRow | null> {
    return this.db.query(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE id = $1`, [id]).then((rows: MessageRow[]) => rows[0] ?? null);
  }

  // ---- presence ----------------------------------------------------------------------------------------

  async heartbeat(nodeId: string): Promise<void> {
    await this.db.query(`INSERT INTO chat_nodes (node_id, seen_at) VALUES ($1, now()) ON CONFLICT (node_id) DO UPDATE SET seen_at = now()`, [nodeId]);
  }

  /** Forgets the presence of nodes that stopped beating (crashed); returns the rooms that changed. */
  async sweepDeadNodes(olderThanSeconds: number): Promise<string[]> {
    const raw: unknown = await this.db.query(
      `WITH dead AS (DELETE FROM chat_nodes WHERE seen_at < now() - make_interval(secs => $1) RETURNING node_id)
       DELETE FROM chat_presence p USING dead WHERE p.node_id = dead.node_id RETURNING p.room_id`,
      [olderThanSeconds],
    );
    return [...new Set((unwrapRows(raw) as Array<{ room_id: string }>).map((r) => r.room_id))];
  }

  async dropNode(nodeId: string): Promise<string[]> {
    const raw: unknown = await this.db.query(`DELETE FROM chat_presence WHERE node_id = $1 RETURNING room_id`, [nodeId]);
    await this.db.query(`DELETE FROM chat_nodes WHERE node_id = $1`, [nodeId]);
    return [...new Set((unwrapRows(raw) as Array<{ room_id: string }>).map((r) => r.room_id))];
  }

  async enter(p: { roomId: string; socketId: string; memberId: string; nodeId: string; nick: string; name: string; colour: number; staff: boolean }): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_presence (room_id, socket_id, member_id, node_id, nick, name, colour, staff) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (room_id, socket_id) DO UPDATE SET nick = EXCLUDED.nick`,
      [p.roomId, p.socketId, p.memberId, p.nodeId, p.nick, p.name, p.colour, p.staff],
    );
  }

  /** Leaves one socket's place; true when that member has no other socket left in the room. */
  async leave(roomId: string, socketId: string): Promise<{ memberId: string; nick: string; gone: boolean } | null> {
    const rows: Array<{ member_id: string; nick: string }> = await this.db.query(
      `DELETE FROM chat_presence WHERE room_id = $1 AND socket_id = $2 RETURNING member_id, nick`,
      [roomId, socketId],
    );
    const left = (unwrapRows(rows) as typeof rows)[0];
    if (!left) return null;
    return { memberId: left.member_id, nick: left.nick, gone: !(await this.isIn(roomId, left.member_id)) };
  }

  /** Every room a socket was in, forgotten; per room whether its member is gone from it. */
  async leaveAll(socketId: string): Promise<Array<{ roomId: string; memberId: string; nick: string; gone: boolean }>> {
    const rows: Array<{ room_id: string; member_id: string; nick: string }> = await this.db.query(
      `DELETE FROM chat_presence WHERE socket_id = $1 RETURNING room_id, member_id, nick`,
      [socketId],
    );
    const list = unwrapRows(rows) as typeof rows;
    return Promise.all(list.map(async (r) => ({ roomId: r.room_id, memberId: r.member_id, nick: r.nick, gone: !(await this.isIn(r.room_id, r.member_id)) })));
  }

  /** Removes a member from a room on every node (kick, ban). */
  async removeMember(roomId: string, memberId: string): Promise<PresenceRow | null> {
    const rows: PresenceRow[] = await this.db.query(`DELETE FROM chat_presence WHERE room_id = $1 AND member_id = $2 RETURNING member_id, nick`, [roomId, memberId]);
    return (unwrapRows(rows) as PresenceRow[])[0] ?? null;
  }

  async isIn(roomId: string, memberId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM chat_presence WHERE room_id = $1 AND member_id = $2 LIMIT 1`, [roomId, memberId]);
    return rows.length > 0;
  }

  /** Members in a room, each once (their first nick), in order of arrival. */
  async members(roomId: string): Promise<PresentMember[]> {
    const rows: Array<PresentMember & { joined_at: Date }> = await this.db.query(
      `SELECT DISTINCT ON (member_id) member_id, nick, name, colour, staff, joined_at FROM chat_presence WHERE room_id = $1 ORDER BY member_id, joined_at`,
      [roomId],
    );
    return rows.sort((a, b) => a.joined_at.getTime() - b.joined_at.getTime());
  }

  async count(roomId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(`SELECT count(DISTINCT member_id)::int AS n FROM chat_presence WHERE room_id = $1`, [roomId]);
    return rows[0]?.n ?? 0;
  }

  async counts(roomIds: string[]): Promise<Map<string, number>> {
    if (roomIds.length === 0) return new Map();
    const rows: Array<{ room_id: string; n: number }> = await this.db.query(
      `SELECT room_id, count(DISTINCT member_id)::int AS n FROM chat_presence WHERE room_id = ANY($1::uuid[]) GROUP BY room_id`,
      [roomIds],
    );
    return new Map(rows.map((r) => [r.room_id, r.n]));
  }

  /** Someone else in the room already goes by this nick (case-insensitive). */
  async nickInRoom(roomId: string, nick: string, memberId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM chat_presence WHERE room_id = $1 AND lower(nick) = lower($2) AND member_id <> $3 LIMIT 1`, [roomId, nick, memberId]);
    return rows.length > 0;
  }

  // ---- sanctions ---------------------------------------------------------------------------------------

  /** The member's live sanctions in a room (ended ones are not returned). */
  async sanctionsOf(roomId: string, memberId: string): Promise<Set<SanctionKind>> {
    const rows: Array<{ kind: SanctionKind }> = await this.db.query(
      `SELECT kind FROM chat_sanctions WHERE room_id = $1 AND member_id = $2 AND (until IS NULL OR until > now())`,
      [roomId, memberId],
    );
    return new Set(rows.map((r) => r.kind));
  }

  sanctions(roomId: string): Promise<SanctionRow[]> {
    return this.db.query(
      `SELECT member_id, kind, until FROM chat_sanctions WHERE room_id = $1 AND (until IS NULL OR until > now()) ORDER BY created_at`,
      [roomId],
    );
  }

  async moderatorsIn(roomId: string, memberIds: string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const rows: Array<{ member_id: string }> = await this.db.query(
      `SELECT member_id FROM chat_sanctions WHERE room_id = $1 AND kind = 'moderator' AND member_id = ANY($2::uuid[]) AND (until IS NULL OR until > now())`,
      [roomId, memberIds],
    );
    return new Set(rows.map((r) => r.member_id));
  }

  async setSanction(em: EntityManager, s: { roomId: string; memberId: string; kind: SanctionKind; until: Date | null; byId: string; reason: string }): Promise<void> {
    await em.query(
      `INSERT INTO chat_sanctions (room_id, member_id, kind, until, by_id, reason) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (room_id, member_id, kind) DO UPDATE SET until = EXCLUDED.until, by_id = EXCLUDED.by_id, reason = EXCLUDED.reason, created_at = now()`,
      [s.roomId, s.memberId, s.kind, s.until, s.byId, s.reason],
    );
  }

  async clearSanction(em: EntityManager, roomId: string, memberId: string, kind: SanctionKind): Promise<boolean> {
    const rows = await em.query(`DELETE FROM chat_sanctions WHERE room_id = $1 AND member_id = $2 AND kind = $3 RETURNING 1`, [roomId, memberId, kind]);
    return unwrapRows(rows).length > 0;
  }

  // ---- settings ----------------------------------------------------------------------------------------

  async settings(memberId: string): Promise<{ settings: Record<string, unknown>; nick: string | null } | null> {
    const rows: Array<{ settings: Record<string, unknown>; nick: string | null }> = await this.db.query(`SELECT settings, nick FROM chat_settings WHERE member_id = $1`, [memberId]);
    return rows[0] ?? null;
  }

  async nickTaken(nick: string, memberId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM chat_settings WHERE lower(nick) = lower($1) AND member_id <> $2`, [nick, memberId]);
    return rows.length > 0;
  }

  /** False when the nick was taken meanwhile (unique index). */
  async saveSettings(memberId: string, settings: Record<string, unknown>, nick: string | null): Promise<boolean> {
    try {
      await this.db.query(
        `INSERT INTO chat_settings (member_id, settings, nick) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (member_id) DO UPDATE SET settings = EXCLUDED.settings, nick = EXCLUDED.nick, updated_at = now()`,
        [memberId, JSON.stringify(settings), nick],
      );
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === '23505') return false;
      throw err;
    }
  }
}

/** TypeORM's query() answers UPDATE/DELETE … RETURNING with [rows, count] on PostgreSQL. */
function unwrapRows(result: unknown): unknown[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as unknown[];
  return Array.isArray(result) ? result : [];
}
