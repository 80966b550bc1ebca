import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StaffAuditFilter } from '@community/contracts';
import { ListFilter, listWindow } from '../../../shared/db/list-window.js';

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
    const f = new ListFilter();
    if (q.scope !== 'all') f.add('a.variant = ?', q.scope);
    f.equal({ 'a.variant': q.variant, 'a.actor_id': q.staffId, 'a.action': q.action, 'a.target_type': q.targetType, 'a.target_id': q.targetId });
    if (q.from) f.add('a.created_at >= ?::timestamptz', q.from);
    // A bare date as `to` means "through that day".
    if (q.to) f.add(`a.created_at < (CASE WHEN length(?) = 10 THEN (?::date + 1)::timestamptz ELSE ?::timestamptz END)`, q.to);
    if (q.id?.length) f.add('a.id = ANY(?::bigint[])', q.id);
    const dir = q.sort.order === 'ASC' ? 'ASC' : 'DESC';
    return listWindow<AuditRow>(this.db, {
      columns: `a.id::text, a.actor_id AS "actorId", a.action, a.target_type AS "targetType", a.target_id AS "targetId",
                a.variant, a.before, a.after, a.created_at AS "createdAt"`,
      from: 'staff_audit_log a',
      filter: f,
      orderBy: `${SORT[q.sort.field]} ${dir}, a.id ${dir}`,
      offset: q.offset,
      limit: q.limit,
    });
  }
}
