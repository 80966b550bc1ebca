import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StaffAuditEntry } from './staff-audit.service.js';

/** The only code that writes `staff_audit_log` (the staff module's audit log reads it through its own repository). */
@Injectable()
export class StaffAuditRepository {
  async insert(manager: EntityManager, entry: StaffAuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO staff_audit_log (actor_id, action, target_type, target_id, variant, before, after)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.staffId,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.variant ?? null,
        entry.before ? JSON.stringify(entry.before) : null,
        entry.after ? JSON.stringify(entry.after) : null,
      ],
    );
  }
}
