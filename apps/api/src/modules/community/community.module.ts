import { Module } from '@nestjs/common';
import { StaffAuditModule } from '../../shared/audit/staff-audit.module.js';
import { MembersModule } from '../members/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { ReportsModule } from '../reports/index.js';
import { FORUM_CONTROLLERS, FORUM_PROVIDERS } from './forum/forum.providers.js';
import { PARTIES_CONTROLLERS, PARTIES_PROVIDERS } from './parties/parties.providers.js';
import { MEETS_CONTROLLERS, MEETS_PROVIDERS } from './meets/meets.providers.js';
import { PartyAttendanceService } from './parties/party-attendance.service.js';

/**
 * The community families (ARCHITECTURE: one module, one face, a sub-folder per family): the forum first;
 * groups, clubs, parties, meets, places and competitions join as sibling sub-folders.
 */
@Module({
  imports: [MembersModule, NotificationsModule, ReportsModule, StaffAuditModule],
  controllers: [...FORUM_CONTROLLERS, ...PARTIES_CONTROLLERS, ...MEETS_CONTROLLERS],
  providers: [...FORUM_PROVIDERS, ...PARTIES_PROVIDERS, ...MEETS_PROVIDERS],
  exports: [PartyAttendanceService],
})
export class CommunityModule {}
