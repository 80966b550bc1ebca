import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { NotificationCount, NotificationListQuery, NotificationPage } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { NotificationsService } from './notifications.service.js';

const NotificationId = z.string().regex(/^\d{1,18}$/, 'id must be a notification id');

/** SPEC 7: notifications list, count, delete by id, delete all. A member sees and deletes only their own. */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Route.get({ access: 'member', data: NotificationPage, summary: 'My notifications, newest activity first (keyset cursor `after`)' })
  async list(@Viewer() auth: AuthContext, @Query({ schema: NotificationListQuery }) q: z.infer<typeof NotificationListQuery>) {
    return { data: await this.notifications.list(auth.member.id, q.after, q.limit) };
  }

  @Route.get('count', { access: 'member', data: NotificationCount, summary: 'How many notifications I have not seen' })
  async count(@Viewer() auth: AuthContext) {
    return { data: { count: await this.notifications.count(auth.member.id) } };
  }

  @Route.post('seen', { access: 'member', status: 200, data: NotificationCount, summary: 'Mark every notification seen (the count goes to 0; grouping starts afresh)' })
  async seen(@Viewer() auth: AuthContext) {
    return { data: { count: await this.notifications.markSeen(auth.member.id) } };
  }

  @Route.delete(':id', { access: 'member', data: NotificationCount, summary: 'Delete one of my notifications (another member’s id answers 404)' })
  async remove(@Viewer() auth: AuthContext, @Param('id', { schema: NotificationId }) id: string) {
    return { data: { count: await this.notifications.remove(auth.member.id, id) } };
  }

  @Route.delete({ access: 'member', status: 204, summary: 'Delete all my notifications' })
  async removeAll(@Viewer() auth: AuthContext): Promise<void> {
    await this.notifications.removeAll(auth.member.id);
  }
}
