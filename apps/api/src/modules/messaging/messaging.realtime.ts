import { Injectable, OnModuleInit } from '@nestjs/common';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { MembersService } from '../members/index.js';
import { MessagingSettingsRepository } from './messaging-settings.repository.js';
import { MessagingRepository } from './messaging.repository.js';

/** Realtime delivery's rules for conversation rooms: who may join one (its members), and who sends typing signals. */
@Injectable()
export class MessagingRooms implements OnModuleInit {
  constructor(
    private readonly repo: MessagingRepository,
    private readonly settingsRepo: MessagingSettingsRepository,
    private readonly members: MembersService,
    private readonly realtime: RealtimeGateway,
  ) {}

  onModuleInit(): void {
    this.realtime.registerConversationRooms({
      admit: async (memberId, conversationId) => {
        if (!(await this.repo.membership(memberId, conversationId))) return null;
        const me = await this.members.findById(memberId);
        return me ? { name: me.name } : null;
      },
      sendsTyping: async (memberId) => (await this.settingsRepo.settings(memberId)).send_typing,
    });
  }
}
