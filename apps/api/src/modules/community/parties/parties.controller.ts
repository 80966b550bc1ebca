import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MemberName,
  PartyApproveRequest,
  PartyAttendeeList,
  PartyAttendee,
  PartyAttendRequest,
  PartyCalendarLink,
  PartyCancelRequest,
  PartyCheckinRequest,
  PartyDetail,
  PartyInvitationList,
  PartyInviteAnswer,
  PartyInviteId,
  PartyInviteRequest,
  PartyInviteResult,
  PartyListQuery,
  PartyMemberId,
  PartyMineQuery,
  PartyPage,
  PartyRef,
  PartyViewerState,
  PartyWriteRequest,
} from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { RelationshipsService } from '../../members/index.js';
import { VariantsService } from '../../variants/index.js';
import { PartiesService } from './parties.service.js';
import { PartyAttendanceService } from './party-attendance.service.js';
import { PartyCalendarService } from './party-calendar.service.js';
import type { PartyViewer } from './party-views.js';

const PartyParam = z.object({ party: PartyRef });
const MemberParam = z.object({ party: PartyRef, member: PartyMemberId });
const InviteParam = z.object({ party: PartyRef, id: PartyInviteId });
const NameParam = z.object({ name: MemberName });
const TokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'token is not a calendar address'),
});
const CancelBody = PartyCancelRequest.nullish();
const AttendBody = PartyAttendRequest.nullish();

/** Requests to attend and invitations are flood-limited per address. */
const ATTEND_FLOOD = { bucket: 'party-attend', limit: 60, windowSeconds: 600 };
const CREATE_FLOOD = { bucket: 'party-create', limit: 60, windowSeconds: 3600 };
const INVITE_FLOOD = { bucket: 'party-invite', limit: 60, windowSeconds: 3600 };

type Member = PartyViewer & { member: NonNullable<PartyViewer['member']> };

/**
 * Parties (issue 21): lists and the party page for guests and members (what each may see is decided in the
 * services), writing and the guest list for the host, attendance and invitations for members, the private
 * calendar feed by token.
 */
@ApiTags('parties')
@Controller('api/parties')
export class PartiesController {
  constructor(
    private readonly variants: VariantsService,
    private readonly parties: PartiesService,
    private readonly attendance: PartyAttendanceService,
    private readonly calendar: PartyCalendarService,
    private readonly relationships: RelationshipsService,
  ) {}

  private viewer(req: FastifyRequest, auth: AuthContext | null): PartyViewer {
    return { member: auth?.member ?? null, variant: this.variants.context(req).variant.code };
  }
  private member(req: FastifyRequest, auth: AuthContext): Member {
    return { member: auth.member, variant: this.variants.context(req).variant.code };
  }

  // ---- lists (static paths first) ---------------------------------------------------------------------------

  @Route.get({
    access: 'optional',
    data: PartyPage,
    summary: 'Upcoming parties (near me, this weekend, a month), soonest first (keyset pages)',
  })
  async list(
    @Req() req: FastifyRequest,
    @OptionalViewer() auth: AuthContext | null,
    @Query({ schema: PartyListQuery }) q: z.output<typeof PartyListQuery>,
  ) {
    return { data: await this.parties.list(this.viewer(req, auth), q) };
  }

  @Route.get('invites', { access: 'member', data: PartyInvitationList, summary: 'My pending party invitations' })
  async myInvites(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.parties.myInvitations(this.member(req, auth)) };
  }

  @Route.get('mine', {
    access: 'member',
    data: PartyPage,
    summary: 'Parties I host or asked to come to, upcoming or past',
  })
  async mine(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Query({ schema: PartyMineQuery }) q: z.output<typeof PartyMineQuery>,
  ) {
    return { data: await this.parties.mine(this.member(req, auth), q.past, q.after) };
  }

  @Route.get('members/:name', {
    access: 'optional',
    data: PartyPage,
    summary: 'The parties a member hosts that I may see (profile tabs)',
  })
  async memberParties(
    @Req() req: FastifyRequest,
    @OptionalViewer() auth: AuthContext | null,
    @Param({ schema: NameParam }) p: { name: string },
    @Query({ schema: PartyMineQuery }) q: z.output<typeof PartyMineQuery>,
  ) {
    const host = await this.relationships.target(auth?.member ?? null, p.name);
    return { data: await this.parties.hostedBy(this.viewer(req, auth), host, q.past) };
  }

  @Route.get('calendar', {
    access: 'member',
    data: PartyCalendarLink,
    summary: 'Whether I have a private calendar address',
  })
  async calendarStatus(@Viewer() auth: AuthContext) {
    return { data: await this.calendar.status(auth.member) };
  }

  @Route.post('calendar', {
    access: 'member',
    status: 200,
    data: PartyCalendarLink,
    summary: 'A new private calendar address (the old one stops working); shown once',
  })
  async calendarRenew(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.calendar.renew(auth.member, this.variants.context(req).origin) };
  }

  @Route.delete('calendar', { access: 'member', status: 204, summary: 'Stop my private calendar address' })
  async calendarRevoke(@Viewer() auth: AuthContext): Promise<void> {
    await this.calendar.revoke(auth.member);
  }

  @Route.get('calendar/:token', {
    access: 'public',
    summary: 'The ICS feed of the parties I host or am going to (by its private address)',
  })
  async calendarFeed(
    @Req() req: FastifyRequest,
    @Param({ schema: TokenParam }) p: { token: string },
    @Res() reply: FastifyReply,
  ) {
    const ctx = this.variants.context(req);
    const body = await this.calendar.feed(p.token.replace(/\.ics$/, ''), ctx.origin, ctx.variant.brand.name);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  // ---- one party ------------------------------------------------------------------------------------------

  @Route.post({ access: 'confirmed', data: PartyDetail, rateLimit: CREATE_FLOOD, summary: 'Host a party' })
  async create(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Body({ schema: PartyWriteRequest }) body: z.output<typeof PartyWriteRequest>,
  ) {
    return { data: await this.parties.create(this.member(req, auth), body) };
  }

  @Route.get(':party', {
    access: 'optional',
    data: PartyDetail,
    summary: 'A party: the address only for its host, approved guests and staff',
  })
  async get(
    @Req() req: FastifyRequest,
    @OptionalViewer() auth: AuthContext | null,
    @Param({ schema: PartyParam }) p: { party: string },
  ) {
    return { data: await this.parties.detail(this.viewer(req, auth), p.party) };
  }

  @Route.put(':party', { access: 'confirmed', data: PartyDetail, summary: 'Change my party (host)' })
  async update(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
    @Body({ schema: PartyWriteRequest }) body: z.output<typeof PartyWriteRequest>,
  ) {
    return { data: await this.parties.update(this.member(req, auth), p.party, body) };
  }

  @Route.delete(':party', {
    access: 'member',
    status: 204,
    summary: 'Cancel a party (host, or the variant’s staff); everyone concerned is told',
  })
  async cancel(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
    @Body({ schema: CancelBody }) body: z.output<typeof CancelBody>,
  ): Promise<void> {
    await this.parties.cancel(this.member(req, auth), p.party, body?.reason ?? '');
  }

  // ---- attendance -----------------------------------------------------------------------------------------

  @Route.get(':party/attendees', {
    access: 'member',
    data: PartyAttendeeList,
    summary: 'Who comes (host: every request; approved guests: the guest list)',
  })
  async attendees(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
  ) {
    return { data: await this.attendance.attendees(this.member(req, auth), p.party) };
  }

  @Route.put(':party/attendees', {
    access: 'confirmed',
    data: PartyViewerState,
    rateLimit: ATTEND_FLOOD,
    summary: 'Ask to come (with a message and plus-ones)',
  })
  async attend(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
    @Body({ schema: AttendBody }) body: z.output<typeof AttendBody>,
  ) {
    return {
      data: await this.attendance.attend(this.member(req, auth), p.party, body ?? { message: '', plusOnes: 0 }),
    };
  }

  @Route.delete(':party/attendees', {
    access: 'member',
    status: 204,
    summary: 'Cancel my attendance or request (the waiting list moves up)',
  })
  async leave(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
  ): Promise<void> {
    await this.attendance.leave(this.member(req, auth), p.party);
  }

  @Route.put(':party/attendees/:member/approve', {
    access: 'member',
    data: PartyAttendee,
    summary: 'Approve (1) or decline (0) a request (host)',
  })
  async approve(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: MemberParam }) p: { party: string; member: string },
    @Body({ schema: PartyApproveRequest }) body: z.output<typeof PartyApproveRequest>,
  ) {
    return { data: await this.attendance.approve(this.member(req, auth), p.party, p.member, body.approve) };
  }

  @Route.delete(':party/attendees/:member', {
    access: 'member',
    status: 204,
    summary: 'Remove a guest (host); the waiting list moves up',
  })
  async remove(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: MemberParam }) p: { party: string; member: string },
  ): Promise<void> {
    await this.attendance.remove(this.member(req, auth), p.party, p.member);
  }

  @Route.put(':party/checkin', {
    access: 'member',
    data: PartyAttendee,
    summary: 'Check a guest in at the door by their code (host)',
  })
  async checkIn(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
    @Body({ schema: PartyCheckinRequest }) body: z.output<typeof PartyCheckinRequest>,
  ) {
    return { data: await this.attendance.checkIn(this.member(req, auth), p.party, body.code) };
  }

  // ---- invitations ----------------------------------------------------------------------------------------

  @Route.get(':party/invites', {
    access: 'member',
    data: PartyInvitationList,
    summary: 'The invitations of my party (host)',
  })
  async invitations(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
  ) {
    return { data: await this.attendance.invitations(this.member(req, auth), p.party) };
  }

  @Route.post(':party/invites', {
    access: 'confirmed',
    status: 200,
    data: PartyInviteResult,
    rateLimit: INVITE_FLOOD,
    summary: 'Invite members, or all my friends (host)',
  })
  async invite(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: PartyParam }) p: { party: string },
    @Body({ schema: PartyInviteRequest }) body: z.output<typeof PartyInviteRequest>,
  ) {
    return { data: await this.attendance.invite(this.member(req, auth), p.party, body) };
  }

  @Route.put(':party/invites/:id', {
    access: 'member',
    data: PartyViewerState,
    summary: 'Accept (1) or decline (0) my invitation',
  })
  async answer(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: InviteParam }) p: { party: string; id: string },
    @Body({ schema: PartyInviteAnswer }) body: z.output<typeof PartyInviteAnswer>,
  ) {
    return { data: await this.attendance.answer(this.member(req, auth), p.party, p.id, body.accept) };
  }
}
