import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { NotificationCount, NotificationListQuery, NotificationPage } from '@community/contracts';
import { Access, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { NotificationsService } from './notifications.service.js';

const NotificationId = z.string().regex(/^\d{1,18}$/, 'id must be a notification id');

/** SPEC 7: notifications list, count, delete by id, delete all. A member sees and deletes only their own. */
@ApiTags('notifications')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Access('member')
  @ApiOperation({ summary: 'My notifications, newest activity first (keyset cursor `after`)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: NotificationPage }) })
  async list(@Viewer() auth: AuthContext, @Query({ schema: NotificationListQuery }) q: z.infer<typeof NotificationListQuery>) {
    return { data: await this.notifications.list(auth.member.id, q.after, q.limit) };
  }

  @Get('count')
  @Access('member')
  @ApiOperation({ summary: 'How many notifications I have not seen' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: NotificationCount }) })
  async count(@Viewer() auth: AuthContext) {
    return { data: { count: await this.notifications.count(auth.member.id) } };
  }

  @Post('seen')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Mark every notification seen (the count goes to 0; grouping starts afresh)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: NotificationCount }) })
  async seen(@Viewer() auth: AuthContext) {
    return { data: { count: await this.notifications.markSeen(auth.member.id) } };
  }

  @Delete(':id')
  @Access('member')
  @ApiOperation({ summary: 'Delete one of my notifications (another member’s id answers 404)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: NotificationCount }) })
  async remove(@Viewer() auth: AuthContext, @Param('id', { schema: NotificationId }) id: string) {
    return { data: { count: await this.notifications.remove(auth.member.id, id) } };
  }

  @Delete()
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Delete all my notifications' })
  async removeAll(@Viewer() auth: AuthContext): Promise<void> {
    await this.notifications.removeAll(auth.member.id);
  }
}
