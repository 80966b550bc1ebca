import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  translate,
  translationsFor,
  type ReportReceipt,
  type ReportSubjectType,
  type StaffReport,
  type StaffReportFilter,
  type TranslationKey,
} from '@community/contracts';
import { staffVariantScope } from '@community/domain';
import type { z } from 'zod';
import type { CreateReportRequest, StaffReportUpdate } from '@community/contracts';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { StaffAuditService } from '../../shared/audit/staff-audit.service.js';
import { ReportsErrorCode, ReportsException } from './reports.exception.js';
import { ReportsRepository, type ReportRow, type ReportSortField } from './reports.repository.js';

type NewReport = z.output<typeof CreateReportRequest>;
type Decision = z.output<typeof StaffReportUpdate>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const say = (locale: string, key: TranslationKey) => translate(translationsFor(locale), key);

/**
 * How the module that owns a kind of subject takes part in its reports: whether the reporter may see the
 * subject (else "not found"), and what happens once a report is filed (e.g. the forum hides a post that
 * three distinct members report). Registered by that module at start-up (`ReportsService.handle`).
 */
export interface ReportSubjectHandler {
  /** True when the subject exists and the reporter may see it. */
  visibleTo(subjectId: string, reporter: MemberRef): Promise<boolean>;
  /** After a report is stored: the number of distinct members with an open report about it. */
  reported(subjectId: string, openReporters: number): Promise<void>;
}

/**
 * Members report content and members; staff work through the reports of their variant scope. Subjects other
 * than members belong to modules that do not exist yet, so only member subjects are checked for existence;
 * the others are stored as given and checked by the moderator.
 */
@Injectable()
export class ReportsService {
  private readonly handlers = new Map<ReportSubjectType, ReportSubjectHandler>();

  constructor(
    private readonly db: DataSource,
    private readonly reports: ReportsRepository,
    private readonly members: MembersService,
    private readonly audit: StaffAuditService,
  ) {}

  /** The owning module of a subject type registers how its subjects are checked and what a report does. */
  handle(subjectType: ReportSubjectType, handler: ReportSubjectHandler): void {
    this.handlers.set(subjectType, handler);
  }

  /**
   * The owning module decided on a subject (restored, deleted): its open reports are closed with the note,
   * in the caller's transaction (so they commit with the decision and its audit entry).
   */
  closeReportsAbout(em: EntityManager, staff: MemberRef, subjectType: ReportSubjectType, subjectId: string, status: 'handled' | 'dismissed', note: string): Promise<number> {
    return this.reports.closeOpen(em, subjectType, subjectId, status, note, staff.id);
  }

  async file(reporter: MemberRef, input: NewReport, site: { variant: string; locale: string }): Promise<ReportReceipt> {
    if (input.subjectType === 'member') {
      if (input.subjectId.toLowerCase() === reporter.id) {
        throw new ReportsException(ReportsErrorCode.SelfReport, say(site.locale, 'overlays.report.self'), 'subjectId');
      }
      const subject = UUID.test(input.subjectId) ? await this.members.findById(input.subjectId) : null;
      if (!subject) throw new ReportsException(ReportsErrorCode.SubjectNotFound, say(site.locale, 'overlays.report.notFound'));
    }
    const handler = this.handlers.get(input.subjectType);
    if (handler && !(await handler.visibleTo(input.subjectId, reporter))) {
      throw new ReportsException(ReportsErrorCode.SubjectNotFound, say(site.locale, 'overlays.report.notFound'));
    }
    const row = await this.reports.insertOpen({
      reporterId: reporter.id,
      variant: site.variant,
      subjectType: input.subjectType,
      subjectId: input.subjectType === 'member' ? input.subjectId.toLowerCase() : input.subjectId,
      reason: input.reason,
      details: input.details,
    });
    if (!row) throw new ReportsException(ReportsErrorCode.Duplicate, say(site.locale, 'overlays.report.duplicate'));
    if (handler) await handler.reported(row.subjectId, await this.reports.openReporters(row.subjectType, row.subjectId));
    return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString(), message: say(site.locale, 'overlays.report.received') };
  }

  private scopeOf(actor: MemberRef): string {
    const scope = staffVariantScope(actor);
    // The access rule already admits only staff roles; a missing scope would be a wiring mistake.
    if (!scope) throw new ReportsException(ReportsErrorCode.NotFound, 'No such report');
    return scope;
  }

  async list(
    actor: MemberRef,
    q: { filter: StaffReportFilter; sort: { field: ReportSortField; order: 'ASC' | 'DESC' }; offset: number; limit: number },
  ): Promise<{ rows: StaffReport[]; total: number }> {
    const { rows, total } = await this.reports.list({ ...q.filter, scope: this.scopeOf(actor), sort: q.sort, offset: q.offset, limit: q.limit });
    return { rows: await this.toStaff(rows), total };
  }

  /** A report outside the caller's variant scope is "not found" (no existence leak). */
  async get(actor: MemberRef, id: string): Promise<StaffReport> {
    const row = await this.reports.findById(id);
    if (!row || !this.covers(actor, row)) throw new ReportsException(ReportsErrorCode.NotFound, 'No such report');
    const [report] = await this.toStaff([row]);
    return report as StaffReport;
  }

  /** Marks a report handled or dismissed (or reopens it), with a note; audited in the same transaction. */
  async decide(actor: MemberRef, id: string, decision: Decision): Promise<StaffReport> {
    const row = await this.db.transaction(async (em) => {
      const before = await this.reports.findById(id, em, true);
      if (!before || !this.covers(actor, before)) throw new ReportsException(ReportsErrorCode.NotFound, 'No such report');
      const note = decision.note === '' ? null : decision.note;
      if (before.status === decision.status && before.note === note) return before;
      let after: ReportRow;
      try {
        after = await this.reports.decide(em, id, decision.status, note, actor.id);
      } catch (err) {
        // Reopening while the reporter has filed a new open report about the same subject.
        if ((err as { code?: string }).code === '23505') {
          throw new ReportsException(
            ReportsErrorCode.Reopen,
            'The same member has another open report about this; work on that one instead.',
            'status',
          );
        }
        throw err;
      }
      await this.audit.record(em, {
        staffId: actor.id,
        action: 'report.update',
        targetType: 'report',
        targetId: id,
        variant: before.variant,
        before: { status: before.status, note: before.note },
        after: { status: after.status, note: after.note },
      });
      return after;
    });
    const [report] = await this.toStaff([row]);
    return report as StaffReport;
  }

  private covers(actor: MemberRef, row: ReportRow): boolean {
    const scope = staffVariantScope(actor);
    return scope === 'all' || scope === row.variant;
  }

  /** Adds the reporter's and the handler's current names (one lookup per distinct member on the page). */
  private async toStaff(rows: ReportRow[]): Promise<StaffReport[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.reporterId, r.handledBy]).filter((id): id is string => id !== null))];
    const found = await Promise.all(ids.map((id) => this.members.findById(id)));
    const names = new Map(found.filter((m) => m !== null).map((m) => [m.id, m.name]));
    return rows.map((r) => ({
      id: r.id,
      variant: r.variant,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      reporterId: r.reporterId,
      reporterName: r.reporterId ? (names.get(r.reporterId) ?? null) : null,
      note: r.note,
      handledById: r.handledBy,
      handledByName: r.handledBy ? (names.get(r.handledBy) ?? null) : null,
      handledAt: r.handledAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
