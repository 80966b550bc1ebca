import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MediaModule } from '../media/index.js';
import { MembersModule } from '../members/index.js';
import { MessagingController } from './messaging.controller.js';
import { MessagingJobs } from './messaging.jobs.js';
import { MessagingRepository } from './messaging.repository.js';
import { MessagingService } from './messaging.service.js';

/** Private messaging (issue 5): conversations, messages (text and the sender's photos), settings, never-miss-match alerts. */
@Module({
  imports: [MembersModule, AuthModule, MediaModule],
  controllers: [MessagingController],
  providers: [MessagingRepository, MessagingService, MessagingJobs],
  exports: [MessagingService],
})
export class MessagingModule {}
