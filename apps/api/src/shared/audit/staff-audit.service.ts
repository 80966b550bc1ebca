import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StaffAuditRepository } from './staff-audit.repository.js';

/** One staff action: who (staffId), what (action, e.g. `member.suspend`), on what, and the state before and after. */
export interface StaffAuditEntry {
  staffId: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The variant the target belongs to (null for network-wide things). */
  variant?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The one writer of `staff_audit_log` (its SQL is in StaffAuditRepository). Every module that lets staff change
 * something calls `record` with the EntityManager of its own transaction, so the change and its audit entry
 * commit (or roll back) together.
 * Rows are never updated or deleted (the API has no route for it and the table refuses it, see the
 * 1764800000000 migration).
 */
@Injectable()
export class StaffAuditService {
  constructor(private readonly repo: StaffAuditRepository) {}

  async record(manager: EntityManager, entry: StaffAuditEntry): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) {
      // A mistake in the caller: an audit entry outside the change's transaction could survive a rolled-back change.
      throw new Error(`StaffAuditService.record(${entry.action}) must be called inside the change's transaction`);
    }
    await this.repo.insert(manager, entry);
  }
}
