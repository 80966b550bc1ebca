import { Module } from '@nestjs/common';
import { MEMBER_MAILER } from '../../shared/mail/member-mailer.js';
import { ActivityRepository } from './activity/activity.repository.js';
import { ActivityService } from './activity/activity.service.js';
import { AuthedProfiles } from './authed-profiles.service.js';
import { AvatarsRepository } from './avatars/avatars.repository.js';
import { MemberEvents } from './member-events.js';
import { QueuedMemberMailer } from './member-mailer.js';
import { MembersRepository } from './members.repository.js';
import { MembersService } from './members.service.js';
import { ProfilesRepository } from './profiles/profiles.repository.js';
import { RelationshipsRepository } from './relationships/relationships.repository.js';
import { RelationshipsService } from './relationships/relationships.service.js';
import { PlacesService } from './search/places.service.js';

/**
 * The members tables' gateways. Other modules import this module and use MembersService (the members
 * table) and RelationshipsService (`areFriends`, `isBlocked` and the rest); AuthedProfiles builds SPEC 7's
 * authed profile (auth's controllers); ActivityService.record lets other modules append to the activity feed
 * (a new photo, a new story); PlacesService resolves gazetteer places (one loaded gazetteer per process, shared
 * with the community module's groups and clubs); MEMBER_MAILER (shared/mail) e-mails a member. The HTTP surface is MemberProfilesModule.
 */
@Module({
  providers: [MembersService, MembersRepository, RelationshipsService, RelationshipsRepository, ProfilesRepository, AvatarsRepository, AuthedProfiles, ActivityRepository, ActivityService, MemberEvents, PlacesService, { provide: MEMBER_MAILER, useClass: QueuedMemberMailer }],
  exports: [MemberEvents, MEMBER_MAILER, MembersService, RelationshipsService, ProfilesRepository, AvatarsRepository, AuthedProfiles, ActivityService, PlacesService],
})
export class MembersModule {}
