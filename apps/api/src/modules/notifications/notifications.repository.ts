import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { rowsOf } from '../../shared/db/rows.js';

export interface NotificationRow {
  id: string;
  member_id: string;
  action: string;
  category: string;
  actor_ids: string[];
  actor_count: number;
  object_type: string | null;
  object_id: string | null;
  target: Record<string, unknown>;
  target_type: string | null;
  phrase: string | null;
  response_endpoint: string | null;
  related_models: Array<{ modelType: string; model: Record<string, unknown> }>;
  group_key: string | null;
  seen_at: Date | null;
  created_at: Date;
  updated_at: Date;
  updated_key: string;
}

export interface NewNotificationRow {
  memberId: string;
  action: string;
  category: string;
  actorIds: string[];
  actorCount: number;
  objectType: string | null;
  objectId: string | null;
  target: Record<string, unknown>;
  targetType: string | null;
  phrase: string | null;
  responseEndpoint: string | null;
  relatedModels: unknown[];
  groupKey: string | null;
}

const COLUMNS = `id::text, member_id, action, category, actor_ids::text[] AS actor_ids, actor_count, object_type, object_id, target, target_type,
  phrase, response_endpoint, related_models, group_key, seen_at, created_at, updated_at, updated_at::text AS updated_key`;

/** The notifications table's only SQL; every query is scoped to one recipient. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly db: DataSource) {}

  /** The recipient's live (unseen) group for a key, locked for the grouping update. */
  async liveGroup(em: EntityManager, memberId: string, groupKey: string): Promise<NotificationRow | null> {
    const rows: NotificationRow[] = await em.query(
      `SELECT ${COLUMNS} FROM notifications WHERE member_id = $1 AND group_key = $2 AND seen_at IS NULL FOR UPDATE`,
      [memberId, groupKey],
    );
    return rows[0] ?? null;
  }

  async insert(em: EntityManager, n: NewNotificationRow): Promise<NotificationRow> {
    const rows: NotificationRow[] = await em.query(
      `INSERT INTO notifications (member_id, action, category, actor_ids, actor_count, object_type, object_id, target, target_type, phrase,
         response_endpoint, related_models, group_key)
       VALUES ($1, $2, $3, $4::uuid[], $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING ${COLUMNS}`,
      [n.memberId, n.action, n.category, n.actorIds, n.actorCount, n.objectType, n.objectId, JSON.stringify(n.target), n.targetType, n.phrase,
        n.responseEndpoint, JSON.stringify(n.relatedModels), n.groupKey],
    );
    return rows[0]!;
  }

  async regroup(em: EntityManager, id: string, actorIds: string[], actorCount: number): Promise<NotificationRow> {
    const rows = await em.query(
      `UPDATE notifications SET actor_ids = $2::uuid[], actor_count = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, actorIds, actorCount],
    );
    return rowsOf<NotificationRow>(rows)[0]!;
  }

  /** A group too old to join stops collecting (its key is dropped) so a fresh one can start. */
  async closeGroup(em: EntityManager, id: string): Promise<void> {
    await em.query(`UPDATE notifications SET group_key = NULL WHERE id = $1`, [id]);
  }

  list(memberId: string, after: [string, string] | null, limit: number): Promise<NotificationRow[]> {
    const params: unknown[] = [memberId, limit + 1];
    let keyset = '';
    if (after) {
      params.push(after[0], after[1]);
      keyset = `AND (updated_at, id) < ($3::timestamptz, $4::bigint)`;
    }
    return this.db.query(
      `SELECT ${COLUMNS} FROM notifications WHERE member_id = $1 ${keyset} ORDER BY updated_at DESC, id DESC LIMIT $2`,
      params,
    );
  }

  async unseenCount(memberId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND seen_at IS NULL`, [memberId]);
    return rows[0]?.n ?? 0;
  }

  async markSeen(memberId: string): Promise<void> {
    await this.db.query(`UPDATE notifications SET seen_at = now() WHERE member_id = $1 AND seen_at IS NULL`, [memberId]);
  }

  async delete(memberId: string, id: string): Promise<boolean> {
    const rows = await this.db.query(`DELETE FROM notifications WHERE member_id = $1 AND id = $2 RETURNING id`, [memberId, id]);
    return rowsOf(rows).length > 0;
  }

  async deleteAll(memberId: string): Promise<void> {
    await this.db.query(`DELETE FROM notifications WHERE member_id = $1`, [memberId]);
  }

  async deleteWhere(memberId: string, action: string, objectId: string | null): Promise<string[]> {
    const rows = await this.db.query(
      `DELETE FROM notifications WHERE member_id = $1 AND action = $2 AND object_id IS NOT DISTINCT FROM $3 RETURNING id::text`,
      [memberId, action, objectId],
    );
    return rowsOf<{ id: string }>(rows).map((r) => r.id);
  }
}
