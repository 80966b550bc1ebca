import type { EntityManager } from 'typeorm';
import { StaffAuditRepository } from './staff-audit.repository.js';
import { StaffAuditService } from './staff-audit.service.js';

describe('StaffAuditService', () => {
  it('refuses to write an entry outside the change’s transaction (it could outlive a rolled-back change)', async () => {
    const outside = { queryRunner: undefined } as unknown as EntityManager;
    await expect(new StaffAuditService(new StaffAuditRepository()).record(outside, { staffId: 's', action: 'member.suspend', targetType: 'member', targetId: 'm' })).rejects.toThrow(
      "must be called inside the change's transaction",
    );
  });
});
