import { Module } from '@nestjs/common';
import { StaffAuditModule } from '../../shared/audit/staff-audit.module.js';
import { MembersModule } from '../members/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { ReportsModule } from '../reports/index.js';
import { FORUM_CONTROLLERS, FORUM_PROVIDERS } from './forum/forum.providers.js';
import { GROUPS_CONTROLLERS, GROUPS_PROVIDERS } from './groups/groups.providers.js';
import { CLUBS_CONTROLLERS, CLUBS_PROVIDERS } from './clubs/clubs.providers.js';
import { GroupsService } from './groups/groups.service.js';
import { PLACES_CONTROLLERS, PLACES_PROVIDERS } from './places/places.providers.js';
import { COMPETITIONS_CONTROLLERS, COMPETITIONS_PROVIDERS } from './competitions/competitions.providers.js';
import { PARTIES_CONTROLLERS, PARTIES_PROVIDERS } from './parties/parties.providers.js';
import { MEETS_CONTROLLERS, MEETS_PROVIDERS } from './meets/meets.providers.js';
import { PartyAttendanceService } from './parties/party-attendance.service.js';
import { CoinsModule } from '../coins/index.js';
import { MediaModule } from '../media/index.js';
import { StoriesModule } from '../stories/index.js';

/**
 * The community families (ARCHITECTURE: one module, one face, a sub-folder per family): the forum first;
 * groups, clubs, parties, meets, places and competitions join as sibling sub-folders.
 */
@Module({
  imports: [MembersModule, NotificationsModule, ReportsModule, StaffAuditModule, CoinsModule, MediaModule, StoriesModule],
  controllers: [...FORUM_CONTROLLERS, ...GROUPS_CONTROLLERS, ...CLUBS_CONTROLLERS, ...PLACES_CONTROLLERS, ...COMPETITIONS_CONTROLLERS, ...PARTIES_CONTROLLERS, ...MEETS_CONTROLLERS],
  providers: [...FORUM_PROVIDERS, ...GROUPS_PROVIDERS, ...CLUBS_PROVIDERS, ...PLACES_PROVIDERS, ...COMPETITIONS_PROVIDERS, ...PARTIES_PROVIDERS, ...MEETS_PROVIDERS],
  exports: [GroupsService, PartyAttendanceService],
})
export class CommunityModule {}
