import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
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

  @Route.get({ access: 'member', data: ConversationPage, summary: 'My conversations in a folder, newest activity first (page/per_page; keyset cursor `after`)' })
  async list(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: ConversationListQuery }) q: z.infer<typeof ConversationListQuery>) {
    return { data: await this.messaging.list(this.viewer(req, auth), q) };
  }

  @Route.post({ access: 'member', data: SendResult, summary: 'Start a conversation (one recipient: one-to-one, reused if it exists; more: a group) with its first message' })
  async start(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: StartConversationRequest }) body: z.infer<typeof StartConversationRequest>) {
    return { data: await this.sending.start(this.viewer(req, auth), body) };
  }

  @Route.get('unread', { access: 'member', data: UnreadCounts, summary: 'Conversations with unread messages, per folder' })
  async unread(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.messaging.unread(this.viewer(req, auth)) };
  }

  @Route.get('updates', { access: 'member', data: CatchUp, summary: 'Reconnect catch-up: messages in my conversations newer than `after` (a message id), oldest first' })
  async updates(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: CatchUpQuery }) q: z.infer<typeof CatchUpQuery>) {
    return { data: await this.messaging.catchUp(this.viewer(req, auth), q.after) };
  }

  @Route.get('settings', { access: 'member', data: MessagingSettings, summary: 'My messaging settings (sounds, send on Enter, e-mail alerts, requests filter)' })
  async settings(@Viewer() auth: AuthContext) {
    return { data: await this.settingsService.settings(auth.member.id) };
  }

  @Route.put('settings', { access: 'member', data: MessagingSettings, summary: 'Change some of my messaging settings' })
  async updateSettings(@Viewer() auth: AuthContext, @Body({ schema: MessagingSettingsUpdate }) body: z.infer<typeof MessagingSettingsUpdate>) {
    return { data: await this.settingsService.updateSettings(auth.member.id, body) };
  }

  @Route.post('mark-all-read', { access: 'member', status: 200, data: UnreadCounts, summary: 'Mark every conversation read' })
  async markAllRead(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.readState.markAllRead(this.viewer(req, auth)) };
  }

  @Route.post('alerts/unsubscribe', { access: 'public', status: 204, summary: 'Never-miss-match: stop unread-message e-mails with the token from the e-mail (no login needed)' })
  async unsubscribe(@Body({ schema: UnsubscribeRequest }) body: z.infer<typeof UnsubscribeRequest>): Promise<void> {
    await this.alerts.unsubscribe(body.token);
  }

  @Route.get('with/:memberId', {
    access: 'member',
    data: ConversationWith,
    summary: 'Before writing to a member: our one-to-one conversation if any, and whether a new one may start',
  })
  async with(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('memberId', { schema: MemberId }) memberId: string) {
    return { data: await this.sending.with(this.viewer(req, auth), memberId) };
  }

  @Route.get(':id', { access: 'member', data: Conversation, summary: 'One of my conversations' })
  async get(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string) {
    return { data: await this.messaging.get(this.viewer(req, auth), id) };
  }

  @Route.delete(':id', { access: 'member', status: 204, summary: 'Delete a conversation for me (the others keep it; a new message brings it back)' })
  async remove(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string): Promise<void> {
    await this.messaging.remove(this.viewer(req, auth), id);
  }

  @Route.put(':id/mark-read', { access: 'member', data: UnreadCounts, summary: 'Mark a conversation read up to its last message' })
  async markRead(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string) {
    return { data: await this.readState.markRead(this.viewer(req, auth), id) };
  }

  @Route.put(':id/accept', { access: 'member', data: Conversation, summary: 'Move a conversation from requests to the inbox' })
  async accept(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string) {
    return { data: await this.messaging.accept(this.viewer(req, auth), id) };
  }

  @Route.get(':id/messages', {
    access: 'member',
    data: MessagePage,
    summary: 'Messages of a conversation, oldest first; `before` pages back through history, `after` fetches newer ones',
  })
  async messages(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Query({ schema: MessageListQuery }) q: z.infer<typeof MessageListQuery>) {
    return { data: await this.messaging.messages(this.viewer(req, auth), id, q) };
  }

  @Route.post(':id/messages', { access: 'member', data: SendResult, summary: 'Send a message (a retry with the same clientId returns the stored message)' })
  async send(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Body({ schema: SendMessageRequest }) body: z.infer<typeof SendMessageRequest>) {
    return { data: await this.sending.send(this.viewer(req, auth), id, body) };
  }

  @Route.put(':id/messages/:messageId/save', { access: 'member', data: Message, summary: 'Keep a message in my saved messages (it survives deleting the conversation for me)' })
  async save(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Param('messageId', { schema: MessageId }) messageId: string) {
    return { data: await this.messaging.setSaved(this.viewer(req, auth), id, messageId, true) };
  }

  @Route.delete(':id/messages/:messageId/save', { access: 'member', data: Message, summary: 'Stop keeping a message' })
  async unsave(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param('id', { schema: ConversationId }) id: string, @Param('messageId', { schema: MessageId }) messageId: string) {
    return { data: await this.messaging.setSaved(this.viewer(req, auth), id, messageId, false) };
  }
}
