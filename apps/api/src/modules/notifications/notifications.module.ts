import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { MembersModule } from '../members/index.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** Stored notifications (issue 5). Other modules import this module and call NotificationsService.notify. */
@Module({
  imports: [MembersModule, AuthModule],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
