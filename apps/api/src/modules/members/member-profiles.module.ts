import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MediaModule } from '../media/index.js';
import { MessagingModule } from '../messaging/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { ActivityController, ActivitySettingsController } from './activity/activity.controller.js';
import { ActivityPhotos } from './activity/activity-photos.js';
import { PermissionsController } from './permissions.controller.js';
import { NewsfeedController } from './activity/newsfeed.controller.js';
import { NewsfeedService } from './activity/newsfeed.service.js';
import { AvatarsController, StaffAvatarsController } from './avatars/avatars.controller.js';
import { AvatarsService } from './avatars/avatars.service.js';
import { DiscoverController } from './discover/discover.controller.js';
import { DiscoverRepository } from './discover/discover.repository.js';
import { DiscoverService } from './discover/discover.service.js';
import { MemberNotices } from './member-notices.js';
import { MembersModule } from './members.module.js';
import { PrivacyController } from './privacy/privacy.controller.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { LastActiveInterceptor } from './profiles/last-active.interceptor.js';
import { ProfilesController } from './profiles/profiles.controller.js';
import { ProfilesService } from './profiles/profiles.service.js';
import { RelationshipsController } from './relationships/relationships.controller.js';
import { SavedSearchesRepository } from './search/saved-searches.repository.js';
import { SavedSearchesService } from './search/saved-searches.service.js';
import { SearchController } from './search/search.controller.js';
import { SearchRepository } from './search/search.repository.js';
import { SearchService } from './search/search.service.js';
import { WallsController } from './walls/walls.controller.js';
import { WallsRepository } from './walls/walls.repository.js';
import { WallsService } from './walls/walls.service.js';

/**
 * The members' HTTP surface (issue 7): profiles, avatars, relationships, privacy, search, places and the
 * activity feed, walls. The tables' gateways (MembersService, RelationshipsService, ProfilesRepository,
 * AvatarsRepository, ActivityService) live in MembersModule, which other modules import. This module is the
 * leaf: it alone imports media (the upload pipeline), messaging and notifications (MemberNotices), which all
 * import MembersModule — so there is no cycle and no forwardRef.
 */
@Module({
  imports: [MembersModule, MediaModule, MessagingModule, NotificationsModule],
  controllers: [ProfilesController, RelationshipsController, PrivacyController, SearchController, AvatarsController, StaffAvatarsController, ActivityController, ActivitySettingsController, NewsfeedController, WallsController, DiscoverController, PermissionsController],
  providers: [
    ProfilesService,
    PrivacyService,
    SearchRepository,
    SearchService,
    SavedSearchesRepository,
    SavedSearchesService,
    AvatarsService,
    MemberNotices,
    WallsRepository,
    WallsService,
    NewsfeedService,
    ActivityPhotos,
    DiscoverRepository,
    DiscoverService,
    { provide: APP_INTERCEPTOR, useClass: LastActiveInterceptor },
  ],
})
export class MemberProfilesModule {}
