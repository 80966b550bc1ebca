import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CatchUp,
  CatchUpQuery,
  Conversation,
  ConversationListQuery,
  ConversationPage,
  ConversationWith,
  Message,
  MessageId,
  MessageListQuery,
  MessagePage,
  MessagingSettings,
  MessagingSettingsUpdate,
  SendMessageRequest,
  SendResult,
  StartConversationRequest,
  UnreadCounts,
  UnsubscribeRequest,
} from '@community/contracts';
import { Access, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { MessageSendingService } from './message-sending.service.js';
import { MessagingSettingsService } from './messaging-settings.service.js';
import { MessagingService } from './messaging.service.js';
import { ReadStateService } from './read-state.service.js';
import type { MessagingViewer } from './send-rules.js';
import { UnreadAlertsService } from './unread-alerts.service.js';

const ConversationId = z.uuid('id must be a conversation id');
const MemberId = z.uuid('memberId must be a member id');
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** SPEC 7's conversations resource. Every route is for logged-in members, on their own conversations only. */
@ApiTags('messaging')
@Controller('api/conversations')
export class MessagingController {
  constructor(
    private readonly messaging: MessagingService,
    private readonly sending: MessageSendingService,
    private readonly readState: ReadStateService,
    private readonly settingsService: MessagingSettingsService,
    private readonly alerts: UnreadAlertsService,
    private readonly variants: VariantsService,
  ) {}

  private viewer(req: FastifyRequest, auth: AuthContext): MessagingViewer {
    return { member: auth.member, site: this.variants.siteFlags(this.variants.context(req).variant) };
  }

  @Get()
  @Access('member')
  @ApiOperation({ summary: 'My conversations in a folder, newest activity first (page/per_page; keyset cursor `after`)' })
  @ApiResponse({ status: 200, standardSchema: data(ConversationPage) })
  async list(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: ConversationListQuery }) q: z.infer<typeof ConversationListQuery>) {
    return { data: await this.messaging.list(this.viewer(req, auth), q) };
  }

  @Post()
  @Access('member')
  @ApiOperation({ summary: 'Start a conversation (one recipient: one-to-one, reused if it exists; more: a group) with its first message' })
  @ApiResponse({ status: 201, standardSchema: data(SendResult) })
  async start(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: StartConversationRequest }) body: z.infer<typeof StartConversationRequest>) {
    return { data: await this.sending.start(this.viewer(req, auth), body) };
  }

  @Get('unread')
  @Access('member')
  @ApiOperation({ summary: 'Conversations with unread messages, per folder' })
  @ApiResponse({ status: 200, standardSchema: data(UnreadCounts) })
  async unread(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.messaging.unread(this.viewer(req, auth)) };
  }

  @Get('updates')
  @Access('member')
  @ApiOperation({ summary: 'Reconnect catch-up: messages in my conversations newer than `after` (a message id), oldest first' })
  @ApiResponse({ status: 200, standardSchema: data(CatchUp) })
  async updates(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: CatchUpQuery }) q: z.infer<typeof CatchUpQuery>) {
    return { data: await this.messaging.catchUp(this.viewer(req, auth), q.after) };
  }

  @Get('settings')
  @Access('member')
  @ApiOperation({ summary: 'My messaging settings (sounds, send on Enter, e-mail alerts, requests filter)' })
  @ApiResponse({ status: 200, standardSchema: data(MessagingSettings) })
  async settings(@Viewer() auth: AuthContext) {
    return { data: await this.settingsService.settings(auth.member.id) };
  }

  @Put('settings')
  @Access('member')
  @ApiOperation({ summary: 'Change some of my messaging settings' })
  @ApiResponse({ status: 200, standardSchema: data(MessagingSettings) })
  async updateSettings(@Viewer() auth: AuthContext, @Body({ schema: MessagingSettingsUpdate }) body: z.infer<typeof MessagingSettingsUpdate>) {
    return { data: await this.settingsService.updateSettings(auth.member.id, body) };
  }

  @Post('mark-all-read')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Mark every conversation read' })
  @ApiResponse({ status: 200, standardSchema: data(UnreadCounts) })
  async markAllRead(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.readState.markAllRead(this.viewer(req, auth)) };
  }

  @Post('alerts/unsubscribe')
  @HttpCode(204)
  @Access('public')
  @ApiOperation({ summary: 'Never-miss-match: stop unread-message e-mails with the token from the e-mail (no login needed)' })
  async unsubscribe(@Body({ schema: UnsubscribeRequest }) body: z.infer<typeof UnsubscribeRequest>): Promise<void> {
    await this.alerts.unsubscribe(body.token);
  }

  @Get('with/:memberId')
  @Access('member')
  @ApiOperation({ summary: 'Before writing to a member: our one-to-one conversation if any, and whether a new one may start' })
  @ApiResponse({ status: 200, standardSchema: data(ConversationWith) })
  async with(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('memberId', { schema: MemberId }) memberId: string) {
    return { data: await this.sending.with(this.viewer(req, auth), memberId) };
  }

  @Get(':id')
  @Access('member')
  @ApiOperation({ summary: 'One of my conversations' })
  @ApiResponse({ status: 200, standardSchema: data(Conversation) })
  async get(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string) {
    return { data: await this.messaging.get(this.viewer(req, auth), id) };
  }

  @Delete(':id')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Delete a conversation for me (the others keep it; a new message brings it back)' })
  async remove(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string): Promise<void> {
    await this.messaging.remove(this.viewer(req, auth), id);
  }

  @Put(':id/mark-read')
  @Access('member')
  @ApiOperation({ summary: 'Mark a conversation read up to its last message' })
  @ApiResponse({ status: 200, standardSchema: data(UnreadCounts) })
  async markRead(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string) {
    return { data: await this.readState.markRead(this.viewer(req, auth), id) };
  }

  @Put(':id/accept')
  @Access('member')
  @ApiOperation({ summary: 'Move a conversation from requests to the inbox' })
  @ApiResponse({ status: 200, standardSchema: data(Conversation) })
  async accept(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string) {
    return { data: await this.messaging.accept(this.viewer(req, auth), id) };
  }

  @Get(':id/messages')
  @Access('member')
  @ApiOperation({ summary: 'Messages of a conversation, oldest first; `before` pages back through history, `after` fetches newer ones' })
  @ApiResponse({ status: 200, standardSchema: data(MessagePage) })
  async messages(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Query({ schema: MessageListQuery }) q: z.infer<typeof MessageListQuery>) {
    return { data: await this.messaging.messages(this.viewer(req, auth), id, q) };
  }

  @Post(':id/messages')
  @Access('member')
  @ApiOperation({ summary: 'Send a message (a retry with the same clientId returns the stored message)' })
  @ApiResponse({ status: 201, standardSchema: data(SendResult) })
  async send(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Body({ schema: SendMessageRequest }) body: z.infer<typeof SendMessageRequest>) {
    return { data: await this.sending.send(this.viewer(req, auth), id, body) };
  }

  @Put(':id/messages/:messageId/save')
  @Access('member')
  @ApiOperation({ summary: 'Keep a message in my saved messages (it survives deleting the conversation for me)' })
  @ApiResponse({ status: 200, standardSchema: data(Message) })
  async save(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Param('messageId', { schema: MessageId }) messageId: string) {
    return { data: await this.messaging.setSaved(this.viewer(req, auth), id, messageId, true) };
  }

  @Delete(':id/messages/:messageId/save')
  @Access('member')
  @ApiOperation({ summary: 'Stop keeping a message' })
  @ApiResponse({ status: 200, standardSchema: data(Message) })
  async unsave(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Param('messageId', { schema: MessageId }) messageId: string) {
    return { data: await this.messaging.setSaved(this.viewer(req, auth), id, messageId, false) };
  }
}
