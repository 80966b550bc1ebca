import { Module } from '@nestjs/common';
import { MembersModule } from '../members/index.js';
import { StaffAuditModule } from '../../shared/audit/staff-audit.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';
import { StaffReportsController } from './staff-reports.controller.js';

/** Reports members file (`POST /api/reports`) and the staff queue (`/api/staff/reports`). */
@Module({
  imports: [MembersModule, StaffAuditModule],
  controllers: [ReportsController, StaffReportsController],
  providers: [ReportsRepository, ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
