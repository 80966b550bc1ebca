import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MessagingService } from '../messaging/index.js';
import { NotificationsService } from '../notifications/index.js';
import { AuthedProfiles } from './authed-profiles.service.js';
import { MemberEvents, type MemberEvent } from './member-events.js';

/**
 * Wires the members module to the messaging and notifications modules at start (they import MembersModule,
 * so the link is made from here, the leaf module): friend requests, acceptances and winks notify the other
 * member; an answered or withdrawn request leaves the addressee's list; the authed profile's messageCount
 * and notificationCount come from MessagingService.unread and NotificationsService.count.
 */
@Injectable()
export class MemberNotices implements OnModuleInit {
  constructor(
    private readonly events: MemberEvents,
    private readonly notifications: NotificationsService,
    private readonly messaging: MessagingService,
    private readonly authed: AuthedProfiles,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((e) => this.handle(e));
    this.authed.provideCount('messages', async (member, site) => (await this.messaging.unread({ member, site })).inbox);
    this.authed.provideCount('notifications', (member) => this.notifications.count(member.id));
  }

  private profileTarget(name: string) {
    return { to: 'profile-name', slug: name, url: null };
  }

  async handle(e: MemberEvent): Promise<void> {
    switch (e.type) {
      case 'friend-requested':
        await this.notifications.notify({
          memberId: e.to.id,
          action: 'Request',
          category: 'friends',
          actorId: e.from.id,
          objectType: 'member',
          objectId: e.from.id,
          target: { ...this.profileTarget(e.from.name), canAccept: true },
          targetType: 'member',
          responseEndpoint: `/api/users/${encodeURIComponent(e.from.name)}/friends`,
        });
        return;
      case 'friend-accepted':
        await this.notifications.removeWhere(e.by.id, 'Request', e.requester.id);
        await this.notifications.notify({
          memberId: e.requester.id,
          action: 'FriendAccepted',
          category: 'friends',
          actorId: e.by.id,
          objectType: 'member',
          objectId: e.by.id,
          target: this.profileTarget(e.by.name),
          targetType: 'member',
        });
        return;
      case 'friend-declined':
        await this.notifications.removeWhere(e.by.id, 'Request', e.requester.id);
        return;
      case 'friend-request-withdrawn':
        await this.notifications.removeWhere(e.to.id, 'Request', e.from.id);
        return;
      case 'blocked':
        // Requests between them ended with the block: their notifications go too.
        await this.notifications.removeWhere(e.by.id, 'Request', e.other.id);
        await this.notifications.removeWhere(e.other.id, 'Request', e.by.id);
        return;
      case 'winked':
        await this.notifications.notify({
          memberId: e.to.id,
          action: 'Wink',
          category: 'interactions',
          actorId: e.from.id,
          objectType: 'member',
          objectId: e.to.id,
          target: { to: 'interactions-tab', slug: 'winks-received', url: null },
          targetType: 'member',
        });
        return;
    }
  }
}
