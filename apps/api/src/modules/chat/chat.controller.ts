import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ChatAuditEntry,
  ChatAuth,
  ChatReportRequest,
  ChatReportedMessage,
  ChatRoomAdmin,
  ChatRoomList,
  ChatSettings,
  ChatSettingsUpdate,
  CreateRoomRequest,
  ModerationRequest,
  REPORT_STAFF_ROLES,
  ReportReceipt,
  UpdateRoomRequest,
} from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { ChatModerationService } from './chat-moderation.service.js';
import { ChatRoomsService } from './chat-rooms.service.js';
import { ChatSettingsService } from './chat-settings.service.js';
import { ChatStaffService } from './chat-staff.service.js';
import { listPage, listQuery, listRows } from '../../shared/staff-list/list-query.js';

const RoomId = z.uuid('id must be a chat room id');

/** SPEC 7 resources for chat: the room list (with live counts), rooms, moderation, reports and `chat-settings`. */
@ApiTags('chat')
@Controller('api')
export class ChatController {
  constructor(
    private readonly chatRooms: ChatRoomsService,
    private readonly moderation: ChatModerationService,
    private readonly chatSettings: ChatSettingsService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('chat/rooms', {
    access: 'optional',
    data: ChatRoomList,
    summary: 'Open rooms of this variant with how many are in each (system rooms first by priority); live changes come as `chat.count` on the public channel',
  })
  async rooms(@Req() req: FastifyRequest) {
    return { data: await this.chatRooms.listRooms(this.variants.context(req).variant.code) };
  }

  @Route.post('chat/rooms', {
    access: 'member',
    data: ChatRoomAdmin,
    summary: 'Create a room with the room config (only, protectedroom + roomsecret, persistentroom, roomname); the creator owns it',
  })
  async create(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CreateRoomRequest }) body: z.output<typeof CreateRoomRequest>) {
    return { data: await this.chatRooms.createRoom(auth.member, this.variants.context(req).variant.code, body) };
  }

  @Route.get('chat/rooms/:id', {
    access: 'member',
    data: ChatRoomAdmin,
    summary: 'A room’s settings, bans, silences and moderators (its moderators, owner and staff only; others get 404)',
  })
  async room(@Viewer() auth: AuthContext, @Param('id', { schema: RoomId }) id: string) {
    return { data: await this.chatRooms.roomAdmin(auth.member, id) };
  }

  @Route.patch('chat/rooms/:id', {
    access: 'member',
    data: ChatRoomAdmin,
    summary: 'Change the subject (moderators, owner, staff) or the settings: slow mode, occupancy cap, verified/tier limits, word filters, images, secret (owner, staff); audited',
  })
  async update(@Viewer() auth: AuthContext, @Param('id', { schema: RoomId }) id: string, @Body({ schema: UpdateRoomRequest }) body: z.output<typeof UpdateRoomRequest>) {
    return { data: await this.chatRooms.updateRoom(auth.member, id, body) };
  }

  @Route.delete('chat/rooms/:id', { access: 'member', status: 204, summary: 'Close a member room (owner, staff); everyone in it is taken out; audited' })
  async close(@Viewer() auth: AuthContext, @Param('id', { schema: RoomId }) id: string): Promise<void> {
    await this.chatRooms.closeRoom(auth.member, id);
  }

  @Route.post('chat/rooms/:id/moderation', {
    access: 'member',
    status: 200,
    data: ChatRoomAdmin,
    summary: 'Kick, ban (minutes or for good), unban, silence, unsilence, name or remove a temporary moderator; only above the target’s rank; audited',
  })
  async moderate(@Viewer() auth: AuthContext, @Param('id', { schema: RoomId }) id: string, @Body({ schema: ModerationRequest }) body: z.output<typeof ModerationRequest>) {
    return { data: await this.moderation.moderate(auth.member, id, body) };
  }

  @Route.post('chat/reports', { access: 'member', data: ReportReceipt, summary: 'Report a chat message (one seen in a room I am in, or a private message to or from me) to staff' })
  async report(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ChatReportRequest }) body: z.output<typeof ChatReportRequest>) {
    const ctx = this.variants.context(req);
    return { data: await this.moderation.report(auth.member, { variant: ctx.variant.code, locale: ctx.locale }, body) };
  }

  @Route.get('xmpp/auth', {
    access: 'member',
    data: ChatAuth,
    summary: 'SPEC 7 `xmpp/auth`: my chat identity (member id, nick, rank) and whether I may chat now and why not. The chat runs over socket.io on the site’s socket endpoint, authenticated by the session cookie: no XMPP password or token is issued',
  })
  async auth(@Viewer() auth: AuthContext) {
    return { data: await this.chatSettings.auth(auth.member) };
  }

  @Route.get('chat-settings', { access: 'member', data: ChatSettings, summary: 'My chat settings (SPEC 3) and nickname' })
  async settings(@Viewer() auth: AuthContext) {
    return { data: await this.chatSettings.settings(auth.member) };
  }

  @Route.put('chat-settings', { access: 'member', data: ChatSettings, summary: 'Change some of my chat settings or my nickname (unique; null: my member name)' })
  async updateSettings(@Viewer() auth: AuthContext, @Body({ schema: ChatSettingsUpdate }) body: z.output<typeof ChatSettingsUpdate>) {
    return { data: await this.chatSettings.updateSettings(auth.member, body) };
  }
}

const AuditQuery = listQuery(['createdAt'], z.object({ roomId: z.uuid().optional(), variant: z.string().max(10).optional() }));
const ReportsQuery = listQuery(['createdAt'], z.object({ source: z.enum(['member', 'keyword']).optional(), variant: z.string().max(10).optional() }));

/** The staff console's chat pages (react-admin simple REST; variant-bound staff see their variant's rooms). */
@ApiTags('staff')
@Controller('api/staff')
export class StaffChatController {
  constructor(private readonly staff: ChatStaffService) {}

  @Route.get('chat-audit', {
    access: { roles: REPORT_STAFF_ROLES },
    response: z.array(ChatAuditEntry),
    summary: 'The chat moderation audit log, newest first (moderator, admin, global, super; Content-Range)',
  })
  async audit(@Viewer() auth: AuthContext, @Query({ schema: AuditQuery }) q: z.output<typeof AuditQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { offset, limit, sort } = listPage(q, ['createdAt', 'DESC']);
    const filter = { variant: q.filter?.variant ?? null, roomId: q.filter?.roomId ?? null };
    return listRows(reply, 'chat-audit', { offset }, await this.staff.staffAudit(auth.member, { ...filter, offset, limit, order: sort.order }));
  }

  @Route.get('chat-reports', {
    access: { roles: REPORT_STAFF_ROLES },
    response: z.array(ChatReportedMessage),
    summary: 'Reported chat messages (by members and by word filters), newest first, with the message text as it was',
  })
  async reports(@Viewer() auth: AuthContext, @Query({ schema: ReportsQuery }) q: z.output<typeof ReportsQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const { offset, limit, sort } = listPage(q, ['createdAt', 'DESC']);
    const filter = { variant: q.filter?.variant ?? null, source: q.filter?.source ?? null };
    return listRows(reply, 'chat-reports', { offset }, await this.staff.staffReports(auth.member, { ...filter, offset, limit, order: sort.order }));
  }
}
