import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { CommunityModule } from '../community/index.js';
import { MediaModule } from '../media/index.js';
import { MembersModule } from '../members/index.js';
import { MessagingController } from './messaging.controller.js';
import { MessagingJobs } from './messaging.jobs.js';
import { MessagingRepository } from './messaging.repository.js';
import { MessageSendingService } from './message-sending.service.js';
import { MessageViews } from './message-views.js';
import { MessagingSettingsRepository } from './messaging-settings.repository.js';
import { MessagingSettingsService } from './messaging-settings.service.js';
import { MessagingRooms } from './messaging.realtime.js';
import { MessagingService } from './messaging.service.js';
import { ReadStateService } from './read-state.service.js';
import { UnreadAlertsService } from './unread-alerts.service.js';

/**
 * Private messaging (issue 5), one service per job: conversations and their lists (MessagingService, the one
 * other modules use), sending (MessageSendingService), read state (ReadStateService), settings
 * (MessagingSettingsService), never-miss-match alerts (UnreadAlertsService), conversation rooms for realtime
 * delivery (MessagingRooms); MessageViews builds the answers they share.
 */
@Module({
  imports: [MembersModule, AuthModule, MediaModule, CommunityModule],
  controllers: [MessagingController],
  providers: [
    MessagingRepository,
    MessagingSettingsRepository,
    MessageViews,
    MessagingService,
    MessageSendingService,
    ReadStateService,
    MessagingSettingsService,
    UnreadAlertsService,
    MessagingRooms,
    MessagingJobs,
  ],
  exports: [MessagingService],
})
export class MessagingModule {}
