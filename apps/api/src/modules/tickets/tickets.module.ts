import { Module } from '@nestjs/common';
import { MembersModule } from '../members/index.js';
import { MediaModule } from '../media/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { PaymentsModule } from '../payments/index.js';
import { ReportsModule } from '../reports/index.js';
import { StaffAuditModule } from '../../shared/audit/staff-audit.module.js';
import { StaffTicketsController } from './staff-tickets.controller.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

/**
 * Support tickets (issue 10): members at `/api/tickets`, staff at `/api/staff/tickets`. Attachments use the media
 * module's upload reader and image pipeline (MediaModule registers the multipart parser) and the Storage port;
 * tickets from a payment read it through the payments module's StaffPaymentsService.
 */
@Module({
  imports: [MembersModule, MediaModule, NotificationsModule, PaymentsModule, ReportsModule, StaffAuditModule],
  controllers: [TicketsController, StaffTicketsController],
  providers: [TicketsRepository, TicketsService],
  exports: [TicketsService],
})
export class TicketsModule {}
