import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  STAFF_TICKET_SORT_FIELDS,
  StaffTicket,
  StaffTicketCreate,
  StaffTicketFilter,
  StaffTicketMessageCreate,
  StaffTicketUpdate,
  TicketAttachmentUpload,
  TicketReference,
} from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { listPage, listQuery, listRows } from '../../shared/staff-list/list-query.js';
import { readTicketAttachment, sendAttachment } from './attachments.js';
import { TicketsService } from './tickets.service.js';

const ListQuery = listQuery(STAFF_TICKET_SORT_FIELDS, StaffTicketFilter.extend({ id: z.array(TicketReference).max(500).optional() }));

/**
 * Staff side of tickets (page `tickets`: support, admin, Global, Super, or a Super grant; checked in the
 * service). react-admin simple REST; a ticket's id is its reference.
 */
@ApiTags('staff')
@Controller('api/staff/tickets')
export class StaffTicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Route.get({
    access: 'staff',
    response: z.array(StaffTicket),
    summary: 'Tickets in the caller’s scope (filter: q, status, priority, category, variant, assigneeId, memberId, reportId, due: overdue or today (first reply); sort also by firstResponseDueAt; Content-Range)',
  })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.infer<typeof ListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['updatedAt', 'DESC']);
    const { id, ...filter } = q.filter ?? {};
    return listRows(reply, 'tickets', page, await this.tickets.list(viewer.member, { ...filter, ids: id }, page.sort, page.offset, page.limit));
  }

  @Route.post('attachments', {
    access: 'staff',
    response: TicketAttachmentUpload,
    consumes: 'multipart/form-data',
    summary: 'Upload an attachment for my next reply or note (part "file": JPEG/PNG/WebP photo or PDF, 10 MB at most); send its id as attachmentId',
  })
  async upload(@Viewer() viewer: AuthContext, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.tickets.assertTicketsPage(viewer.member);
    const file = await readTicketAttachment(req, reply);
    void reply.status(201);
    return this.tickets.uploadAttachment(viewer.member, file, true);
  }

  @Route.get(':reference/attachments/:id', { access: 'staff', summary: 'An attachment on a ticket in my scope (internal notes included)' })
  async attachment(
    @Viewer() viewer: AuthContext,
    @Param('reference', { schema: TicketReference }) reference: string,
    @Param('id', { schema: z.uuid('id must be an attachment id') }) id: string,
    @Res() reply: FastifyReply,
  ) {
    return sendAttachment(reply, await this.tickets.staffAttachment(viewer.member, reference, id));
  }

  @Route.get(':reference', { access: 'staff', response: StaffTicket, summary: 'One ticket with every message, internal notes included' })
  get(@Viewer() viewer: AuthContext, @Param('reference', { schema: TicketReference }) reference: string) {
    return this.tickets.get(viewer.member, reference);
  }

  @Route.post({
    access: 'staff',
    response: StaffTicket,
    summary: 'Open a ticket on behalf of a member, from a report (moderators too) or from a payment (paymentId; payments page needed); audited; the member is notified',
  })
  create(@Viewer() viewer: AuthContext, @Body({ schema: StaffTicketCreate }) body: z.output<typeof StaffTicketCreate>) {
    return this.tickets.create(viewer.member, body);
  }

  @Route.put(':reference', { access: 'staff', response: StaffTicket, summary: 'Status, priority, assignee; audited' })
  update(@Viewer() viewer: AuthContext, @Param('reference', { schema: TicketReference }) reference: string, @Body({ schema: StaffTicketUpdate }) body: StaffTicketUpdate) {
    return this.tickets.update(viewer.member, reference, body);
  }

  @Route.post(':reference/messages', { access: 'staff', response: StaffTicket, summary: 'Reply (the member is notified and e-mailed) or internal note; audited' })
  message(@Viewer() viewer: AuthContext, @Param('reference', { schema: TicketReference }) reference: string, @Body({ schema: StaffTicketMessageCreate }) body: z.output<typeof StaffTicketMessageCreate>) {
    return this.tickets.addMessage(viewer.member, reference, body);
  }
}
