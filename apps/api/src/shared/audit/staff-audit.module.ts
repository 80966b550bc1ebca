import { Global, Module } from '@nestjs/common';
import { StaffAuditRepository } from './staff-audit.repository.js';
import { StaffAuditService } from './staff-audit.service.js';

/**
 * `StaffAuditService` on its own, with no imports, so any module (members, reports, media, payments, ...) can
 * write audit entries without importing StaffModule (which imports MembersModule and AuthModule: a cycle).
 * Global: registered once in AppModule; importing it explicitly also works.
 */
@Global()
@Module({ providers: [StaffAuditService, StaffAuditRepository], exports: [StaffAuditService] })
export class StaffAuditModule {}
