import { Injectable } from '@nestjs/common';
import type { StaffAuditEntry, StaffAuditFilter } from '@community/contracts';
import { staffVariantScope } from '@community/domain';
import type { MemberAccount } from '../../members/index.js';
import { MembersService } from '../../members/index.js';
import { requirePage } from '../pages.js';
import { StaffErrorCode, StaffException } from '../staff.exception.js';
import { StaffAuditRepository, type AuditRow } from './staff-audit.repository.js';

/**
 * The audit log as the console reads it: filterable, never editable. Variant-bound staff (admin) see the
 * entries of their variant; network-wide entries (no variant) only Global and Super.
 */
@Injectable()
export class StaffAuditLogService {
  constructor(
    private readonly repo: StaffAuditRepository,
    private readonly members: MembersService,
  ) {}

  async list(actor: MemberAccount, filter: StaffAuditFilter & { id?: string[] }, sort: { field: 'createdAt' | 'action' | 'targetType'; order: 'ASC' | 'DESC' }, offset: number, limit: number) {
    requirePage(actor, 'audit');
    const { rows, total } = await this.repo.list({ ...filter, scope: this.scope(actor), sort, offset, limit });
    return { rows: await this.toEntries(rows), total };
  }

  async get(actor: MemberAccount, id: string): Promise<StaffAuditEntry> {
    requirePage(actor, 'audit');
    if (!/^\d{1,18}$/.test(id)) throw new StaffException(StaffErrorCode.NotFound, 'No such audit entry');
    const { rows } = await this.repo.list({ id: [id], scope: this.scope(actor), sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 1 });
    if (!rows[0]) throw new StaffException(StaffErrorCode.NotFound, 'No such audit entry');
    return (await this.toEntries(rows))[0]!;
  }

  private scope(actor: MemberAccount): string {
    const scope = staffVariantScope(actor);
    if (!scope) throw new StaffException(StaffErrorCode.Forbidden, 'Staff only');
    return scope;
  }

  private async toEntries(rows: AuditRow[]): Promise<StaffAuditEntry[]> {
    const ids = [...new Set(rows.map((r) => r.actorId).filter((x): x is string => x !== null))];
    const names = new Map((await Promise.all(ids.map((x) => this.members.findById(x)))).filter((m) => m !== null).map((m) => [m.id, m.name]));
    return rows.map((r) => ({
      id: r.id,
      staffId: r.actorId,
      staffName: r.actorId ? (names.get(r.actorId) ?? null) : null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      variant: r.variant,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    }));
  }
}
