import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MediaModule } from '../media/index.js';
import { MembersModule } from '../members/index.js';
import { ReportsModule } from '../reports/index.js';
import { ChatController, StaffChatController } from './chat.controller.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatRecordsRepository } from './chat-records.repository.js';
import { ChatRepository } from './chat.repository.js';
import { ChatChannels } from './chat-channels.js';
import { ChatLookups } from './chat-lookups.service.js';
import { ChatModerationService } from './chat-moderation.service.js';
import { ChatPresence } from './chat-presence.service.js';
import { ChatProtocol } from './chat-protocol.service.js';
import { ChatRoomsService } from './chat-rooms.service.js';
import { ChatSettingsService } from './chat-settings.service.js';
import { ChatStaffService } from './chat-staff.service.js';

/** Chat rooms (issue 9): rooms, presence, messages, moderation, settings, audit log and reported messages; photos come from the media module. */
@Module({
  imports: [MembersModule, AuthModule, ReportsModule, MediaModule],
  controllers: [ChatController, StaffChatController],
  providers: [ChatRepository, ChatRecordsRepository, ChatChannels, ChatLookups, ChatPresence, ChatRoomsService, ChatSettingsService, ChatModerationService, ChatStaffService, ChatProtocol, ChatGateway],
})
export class ChatModule {}
