import { Body, Controller, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CreateTicketRequest, MemberTicket, MemberTicketDetail, TicketAttachmentUpload, TicketReference, TicketReplyRequest, type Envelope } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { readTicketAttachment, sendAttachment } from './attachments.js';
import { TicketsService } from './tickets.service.js';

const AttachmentId = z.uuid('id must be an attachment id');

/** SPEC 7 `tickets/{ticket?}`: a member's own support tickets. Another member's reference is 404. */
@ApiTags('tickets')
@Controller('api/tickets')
export class TicketsController {
  constructor(
    private readonly tickets: TicketsService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get({ access: 'member', data: z.array(MemberTicket), summary: 'My tickets, newest activity first' })
  async list(@Viewer() viewer: AuthContext): Promise<Envelope<MemberTicket[]>> {
    return { data: await this.tickets.mine(viewer.member) };
  }

  @Route.post({
    access: 'member',
    data: MemberTicketDetail,
    summary: 'Open a ticket (category, subject, text, optional attachmentId); a repeated clientId answers the same ticket',
    rateLimit: { bucket: 'ticket', limit: 10, windowSeconds: 3600 },
  })
  async open(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Body({ schema: CreateTicketRequest }) body: z.output<typeof CreateTicketRequest>): Promise<Envelope<MemberTicketDetail>> {
    const ctx = this.variants.context(req, viewer.member.locale);
    return { data: await this.tickets.open(viewer.member, body, ctx.variant.code) };
  }

  @Route.post('attachments', {
    access: 'member',
    data: TicketAttachmentUpload,
    consumes: 'multipart/form-data',
    summary: 'Upload an attachment for my next ticket or reply (multipart, part "file"): a JPEG, PNG or WebP photo (re-encoded, metadata dropped) or a PDF, by its bytes; 413 over 10 MB, 422 for anything else. Send its id as attachmentId',
    rateLimit: { bucket: 'ticket-attachment', limit: 30, windowSeconds: 3600 },
  })
  async upload(@Viewer() viewer: AuthContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Envelope<TicketAttachmentUpload>> {
    const file = await readTicketAttachment(req, reply);
    void reply.status(201);
    return { data: await this.tickets.uploadAttachment(viewer.member, file) };
  }

  @Route.get(':reference/attachments/:id', { access: 'member', summary: 'An attachment on one of my tickets (photos inline, PDFs as a download); 404 for anyone else’s' })
  async attachment(
    @Viewer() viewer: AuthContext,
    @Param('reference', { schema: TicketReference }) reference: string,
    @Param('id', { schema: AttachmentId }) id: string,
    @Res() reply: FastifyReply,
  ) {
    return sendAttachment(reply, await this.tickets.memberAttachment(viewer.member, reference, id));
  }

  @Route.get(':reference', { access: 'member', data: MemberTicketDetail, summary: 'One of my tickets with its messages (marks staff replies read)' })
  async get(@Viewer() viewer: AuthContext, @Param('reference', { schema: TicketReference }) reference: string): Promise<Envelope<MemberTicketDetail>> {
    return { data: await this.tickets.memberDetail(viewer.member, reference) };
  }

  @Route.post(':reference/messages', {
    access: 'member',
    data: MemberTicketDetail,
    summary: 'Answer on my ticket (reopens a waiting or resolved one; 409 when closed)',
    rateLimit: { bucket: 'ticket-reply', limit: 60, windowSeconds: 3600 },
  })
  async reply(@Viewer() viewer: AuthContext, @Param('reference', { schema: TicketReference }) reference: string, @Body({ schema: TicketReplyRequest }) body: z.output<typeof TicketReplyRequest>): Promise<Envelope<MemberTicketDetail>> {
    return { data: await this.tickets.memberReply(viewer.member, reference, body.body, body.clientId, body.attachmentId) };
  }

  @Route.post(':reference/close', { access: 'member', status: 200, data: MemberTicketDetail, summary: 'Close my ticket' })
  async close(@Viewer() viewer: AuthContext, @Param('reference', { schema: TicketReference }) reference: string): Promise<Envelope<MemberTicketDetail>> {
    return { data: await this.tickets.memberClose(viewer.member, reference) };
  }
}
