import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { StaffAuditModule } from '../staff/audit/staff-audit.module.js';
import { StaffTicketsController } from './staff-tickets.controller.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

/** Support tickets (issue 10): members at `/api/tickets`, staff at `/api/staff/tickets`. */
@Module({
  imports: [MembersModule, NotificationsModule, ReportsModule, StaffAuditModule],
  controllers: [TicketsController, StaffTicketsController],
  providers: [TicketsRepository, TicketsService],
  exports: [TicketsService],
})
export class TicketsModule {}
