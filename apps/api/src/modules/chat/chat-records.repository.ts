import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RoomRow } from './chat.repository.js';

export interface AuditRow {
  id: string;
  room_id: string | null;
  room_name: string;
  domain: string;
  actor_id: string | null;
  action: string;
  target_id: string | null;
  detail: Record<string, unknown>;
  created_at: Date;
}

export interface ReportRow {
  id: string;
  message_id: string;
  room_id: string | null;
  room_name: string;
  domain: string;
  sender_id: string | null;
  sender_nick: string;
  body: string;
  source: 'member' | 'keyword';
  reporter_id: string | null;
  reason: string;
  details: string;
  report_id: string | null;
  created_at: Date;
}

/** The chat's records for staff: the rooms' audit log and the reported messages (their tables' only SQL). */
@Injectable()
export class ChatRecordsRepository {
  constructor(private readonly db: DataSource) {}

  async audit(em: EntityManager | undefined, a: { room: Pick<RoomRow, 'id' | 'name' | 'domain'>; actorId: string | null; action: string; targetId: string | null; detail?: Record<string, unknown> }): Promise<void> {
    await (em ?? this.db.manager).query(
      `INSERT INTO chat_audit (room_id, room_name, domain, actor_id, action, target_id, detail) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [a.room.id, a.room.name, a.room.domain, a.actorId, a.action, a.targetId, JSON.stringify(a.detail ?? {})],
    );
  }

  async auditPage(domains: string[] | null, roomId: string | null, offset: number, limit: number, order: 'ASC' | 'DESC'): Promise<{ rows: AuditRow[]; total: number }> {
    const where = `($1::text[] IS NULL OR domain = ANY($1::text[])) AND ($2::uuid IS NULL OR room_id = $2::uuid)`;
    const rows: AuditRow[] = await this.db.query(
      `SELECT id::text, room_id, room_name, domain, actor_id, action, target_id, detail, created_at FROM chat_audit WHERE ${where}
       ORDER BY chat_audit.created_at ${order}, chat_audit.id ${order} OFFSET $3 LIMIT $4`,
      [domains, roomId, offset, limit],
    );
    const total: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n FROM chat_audit WHERE ${where}`, [domains, roomId]);
    return { rows, total: total[0]?.n ?? 0 };
  }

  /** Records a reported message; null when this reporter already reported it (or the filter already did). */
  async insertReport(r: Omit<ReportRow, 'id' | 'created_at' | 'report_id'>): Promise<ReportRow | null> {
    const rows: ReportRow[] = await this.db.query(
      `INSERT INTO chat_reports (message_id, room_id, room_name, domain, sender_id, sender_nick, body, source, reporter_id, reason, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING id::text, created_at`,
      [r.message_id, r.room_id, r.room_name, r.domain, r.sender_id, r.sender_nick, r.body, r.source, r.reporter_id, r.reason, r.details],
    );
    const row = rows[0];
    return row ? { ...r, id: row.id, created_at: row.created_at, report_id: null } : null;
  }

  async linkReport(id: string, reportId: string): Promise<void> {
    await this.db.query(`UPDATE chat_reports SET report_id = $2 WHERE id = $1`, [id, reportId]);
  }

  /** A page of reported messages, each with the photo its message carried (reported messages are never trimmed). */
  async reportPage(domains: string[] | null, source: 'member' | 'keyword' | null, offset: number, limit: number, order: 'ASC' | 'DESC'): Promise<{ rows: Array<ReportRow & { media_id: string | null }>; total: number }> {
    const where = `($1::text[] IS NULL OR domain = ANY($1::text[])) AND ($2::text IS NULL OR source = $2)`;
    const rows: Array<ReportRow & { media_id: string | null }> = await this.db.query(
      `SELECT r.id::text, r.message_id::text, r.room_id, r.room_name, r.domain, r.sender_id, r.sender_nick, r.body, r.source, r.reporter_id, r.reason, r.details, r.report_id, r.created_at, m.media_id
       FROM (SELECT * FROM chat_reports WHERE ${where} ORDER BY chat_reports.created_at ${order}, chat_reports.id ${order} OFFSET $3 LIMIT $4) r
       LEFT JOIN chat_messages m ON m.id = r.message_id
       ORDER BY r.created_at ${order}, r.id ${order}`,
      [domains, source, offset, limit],
    );
    const total: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n FROM chat_reports WHERE ${where}`, [domains, source]);
    return { rows, total: total[0]?.n ?? 0 };
  }
}
