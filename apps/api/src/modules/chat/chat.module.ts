import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MediaModule } from '../media/index.js';
import { MembersModule } from '../members/index.js';
import { ReportsModule } from '../reports/index.js';
import { ChatController, StaffChatController } from './chat.controller.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';

/** Chat rooms (issue 9): rooms, presence, messages, moderation, settings, audit log and reported messages; photos come from the media module. */
@Module({
  imports: [MembersModule, AuthModule, ReportsModule, MediaModule],
  controllers: [ChatController, StaffChatController],
  providers: [ChatRepository, ChatService, ChatGateway],
  exports: [ChatService],
})
export class ChatModule {}
