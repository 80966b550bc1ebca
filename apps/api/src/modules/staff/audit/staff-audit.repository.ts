import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StaffAuditFilter } from '@community/contracts';

export interface AuditRow {
  id: string;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  variant: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

const SORT = { createdAt: 'a.created_at', action: 'a.action', targetType: 'a.target_type' } as const;

/** Reads `staff_audit_log` for the console (the writer is StaffAuditService). */
@Injectable()
export class StaffAuditRepository {
  constructor(private readonly db: DataSource) {}

  async list(q: StaffAuditFilter & { scope: 'all' | string; sort: { field: keyof typeof SORT; order: 'ASC' | 'DESC' }; offset: number; limit: number; id?: string[] }) {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replaceAll('?', `$${params.length}`));
    };
    if (q.scope !== 'all') add('a.variant = ?', q.scope);
    if (q.variant) add('a.variant = ?', q.variant);
    if (q.staffId) add('a.actor_id = ?', q.staffId);
    if (q.action) add('a.action = ?', q.action);
    if (q.targetType) add('a.target_type = ?', q.targetType);
    if (q.targetId) add('a.target_id = ?', q.targetId);
    if (q.from) add('a.created_at >= ?::timestamptz', q.from);
    // A bare date as `to` means "through that day".
    if (q.to) add(`a.created_at < (CASE WHEN length(?) = 10 THEN (?::date + 1)::timestamptz ELSE ?::timestamptz END)`, q.to);
    if (q.id?.length) add('a.id = ANY(?::bigint[])', q.id);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = `${SORT[q.sort.field]} ${q.sort.order === 'ASC' ? 'ASC' : 'DESC'}, a.id ${q.sort.order === 'ASC' ? 'ASC' : 'DESC'}`;
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT a.id::text, a.actor_id AS "actorId", a.action, a.target_type AS "targetType", a.target_id AS "targetId",
                a.variant, a.before, a.after, a.created_at AS "createdAt"
           FROM staff_audit_log a
           ${whereSql} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${q.offset}`,
        params,
      ) as Promise<AuditRow[]>,
      this.db.query(`SELECT count(*)::int AS n FROM staff_audit_log a ${whereSql}`, params) as Promise<Array<{ n: number }>>,
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  }
}
