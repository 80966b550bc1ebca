import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListFilter, listWindow } from '../../shared/db/list-window.js';
import type { ReportReason, ReportStatus, ReportSubjectType, StaffReportFilter } from '@community/contracts';

/** A row of `reports`. */
export interface ReportRow {
  id: string;
  reporterId: string | null;
  variant: string;
  subjectType: ReportSubjectType;
  subjectId: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  note: string | null;
  handledBy: string | null;
  handledAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, reporter_id AS "reporterId", variant, subject_type AS "subjectType", subject_id AS "subjectId", reason,
  details, status, note, handled_by AS "handledBy", handled_at AS "handledAt", created_at AS "createdAt"`;

export const REPORT_SORT_COLUMNS = {
  createdAt: 'created_at',
  status: 'status',
  subjectType: 'subject_type',
  reason: 'reason',
  variant: 'variant',
  handledAt: 'handled_at',
} as const;
export type ReportSortField = keyof typeof REPORT_SORT_COLUMNS;

export interface ReportListQuery extends StaffReportFilter {
  /** 'all', or the only variant the caller may see. */
  scope: 'all' | string;
  sort: { field: ReportSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** The only code that queries `reports`. */
@Injectable()
export class ReportsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Files a report unless the reporter already has an open one about the same subject (the partial unique
   * index decides, so two quick clicks cannot both get through): null then.
   */
  async insertOpen(
    r: Pick<ReportRow, 'reporterId' | 'variant' | 'subjectType' | 'subjectId' | 'reason' | 'details'>,
  ): Promise<ReportRow | null> {
    const rows: ReportRow[] = await this.db.query(
      `INSERT INTO reports (reporter_id, variant, subject_type, subject_id, reason, details)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (reporter_id, subject_type, subject_id) WHERE status = 'open' DO NOTHING
       RETURNING ${COLUMNS}`,
      [r.reporterId, r.variant, r.subjectType, r.subjectId, r.reason, r.details],
    );
    return rows[0] ?? null;
  }

  /** How many distinct members have an open report about a subject. */
  async openReporters(subjectType: ReportSubjectType, subjectId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(
      `SELECT count(DISTINCT reporter_id)::int AS n FROM reports WHERE subject_type = $1 AND subject_id = $2 AND status = 'open'`,
      [subjectType, subjectId],
    );
    return rows[0]?.n ?? 0;
  }

  /** Closes every open report about a subject (the owning module decided on the subject itself). */
  async closeOpen(em: EntityManager, subjectType: ReportSubjectType, subjectId: string, status: ReportStatus, note: string, staffId: string): Promise<number> {
    const [, affected]: [unknown, number] = await em.query(
      `UPDATE reports SET status = $3, note = $4, handled_by = $5, handled_at = now(), updated_at = now()
        WHERE subject_type = $1 AND subject_id = $2 AND status = 'open'`,
      [subjectType, subjectId, status, note, staffId],
    );
    return affected;
  }

  async findById(id: string, em: EntityManager = this.db.manager, forUpdate = false): Promise<ReportRow | null> {
    const rows: ReportRow[] = await em.query(`SELECT ${COLUMNS} FROM reports WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  /** Staff list: filters, one sort column (id breaks ties), an offset window and the total for Content-Range. */
  async list(q: ReportListQuery): Promise<{ rows: ReportRow[]; total: number }> {
    const f = new ListFilter();
    if (q.scope !== 'all') f.add('variant = ?', q.scope);
    f.equal({ variant: q.variant, status: q.status, subject_type: q.subjectType, subject_id: q.subjectId, reason: q.reason });
    return listWindow<ReportRow>(this.db, {
      columns: COLUMNS,
      from: 'reports',
      filter: f,
      orderBy: `${REPORT_SORT_COLUMNS[q.sort.field]} ${q.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, id ASC`,
      offset: q.offset,
      limit: q.limit,
    });
  }

  /** Sets the decision; reopening clears who handled it and when. */
  async decide(em: EntityManager, id: string, status: ReportStatus, note: string | null, staffId: string): Promise<ReportRow> {
    // TypeORM's PostgreSQL driver answers an UPDATE with [rows, affected].
    const [rows]: [ReportRow[], number] = await em.query(
      `UPDATE reports
          SET status = $2, note = $3,
              handled_by = CASE WHEN $2 = 'open' THEN NULL ELSE $4::uuid END,
              handled_at = CASE WHEN $2 = 'open' THEN NULL ELSE now() END,
              updated_at = now()
        WHERE id = $1
        RETURNING ${COLUMNS}`,
      [id, status, note, staffId],
    );
    const row = rows[0];
    if (!row) throw new Error(`report ${id} vanished inside its transaction`);
    return row;
  }
}
