import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MembersModule } from '../members/index.js';
import { ReportsModule } from '../reports/index.js';
import { TicketsModule } from '../tickets/index.js';
import { StaffAuditController } from './audit/staff-audit.controller.js';
import { StaffAuditLogService } from './audit/staff-audit-log.service.js';
import { StaffAuditModule } from '../../shared/audit/staff-audit.module.js';
import { StaffAuditRepository } from './audit/staff-audit.repository.js';
import { SiteStatsController } from './stats/site-stats.controller.js';
import { SiteStatsRepository } from './stats/site-stats.repository.js';
import { SiteStatsRollup } from './stats/site-stats.rollup.js';
import { SiteStatsService } from './stats/site-stats.service.js';
import { StaffController } from './staff.controller.js';
import { StaffMembersService } from './staff-members.service.js';
import { StaffRepository } from './staff.repository.js';

/**
 * The staff console's API: members (search, suspend, notes, page access), record locks, the audit log (read)
 * and site-stats (with its daily rollup job). Writers of the audit log use StaffAuditModule (no imports, so no cycles).
 */
@Module({
  imports: [MembersModule, AuthModule, StaffAuditModule, ReportsModule, TicketsModule],
  controllers: [StaffController, StaffAuditController, SiteStatsController],
  providers: [StaffMembersService, StaffRepository, StaffAuditRepository, StaffAuditLogService, SiteStatsRepository, SiteStatsService, SiteStatsRollup],
  exports: [StaffMembersService],
})
export class StaffModule {}
