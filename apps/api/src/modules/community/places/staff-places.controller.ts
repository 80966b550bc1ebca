import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { StaffPlaceDecision, StaffPlaceFilter, StaffPlaceSuggestionDecision, StaffPlaceSuggestionFilter } from '@community/contracts';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import { json, listPage, listQuery, listRows } from '../../../shared/staff-list/list-query.js';
import type { AuthContext } from '../../auth/index.js';
import { StaffPlacesService } from './staff-places.service.js';

const PlacesListQuery = listQuery(['createdAt', 'status'], StaffPlaceFilter);
const SuggestionsListQuery = listQuery(['createdAt'], StaffPlaceSuggestionFilter);
const ManyQuery = z.object({ filter: json(z.object({ id: z.array(z.uuid()).min(1).max(200) }), 'filter') });
const Id = z.uuid('id must be a place id');
const SuggestionId = z.uuid('id must be a suggestion id');
const Decision = z.object({ status: z.enum(['approved', 'rejected']), rejectReason: z.string().nullable().optional() }).loose().pipe(StaffPlaceDecision);
const SuggestionDecision = z.object({ status: z.enum(['approved', 'rejected']) }).loose().pipe(StaffPlaceSuggestionDecision);

/** The places moderation queue and edit suggestions for the staff console (react-admin simple REST); every decision audited. */
@ApiTags('staff')
@Controller('api/staff')
export class StaffPlacesController {
  constructor(private readonly staff: StaffPlacesService) {}

  @Route.get('places', { access: 'staff', summary: 'Submitted places in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: PlacesListQuery }) q: z.infer<typeof PlacesListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'ASC']);
    return listRows(reply, 'places', page, await this.staff.list(viewer.member, q.filter ?? {}, page.sort, page.offset, page.limit));
  }

  @Route.put('places', { access: 'staff', summary: 'Bulk decision (react-admin updateMany: filter={"id":[...]}); each place audited' })
  decideMany(@Viewer() viewer: AuthContext, @Query({ schema: ManyQuery }) q: z.infer<typeof ManyQuery>, @Body({ schema: StaffPlaceDecision }) body: StaffPlaceDecision) {
    return this.staff.decideMany(viewer.member, q.filter.id, body);
  }

  @Route.get('places/:id', { access: 'staff', summary: 'One submitted place' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.staff.get(viewer.member, id);
  }

  @Route.put('places/:id', { access: 'staff', summary: 'Approve a place, or reject it with a reason the submitter sees; audited' })
  decide(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: Decision }) body: StaffPlaceDecision) {
    return this.staff.decide(viewer.member, id, body);
  }

  @Route.get('place-suggestions', { access: 'staff', summary: 'Members’ edit suggestions in the caller’s scope (simple REST; Content-Range)' })
  async suggestions(@Viewer() viewer: AuthContext, @Query({ schema: SuggestionsListQuery }) q: z.infer<typeof SuggestionsListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'ASC']);
    return listRows(reply, 'place-suggestions', page, await this.staff.suggestions(viewer.member, q.filter ?? {}, page.sort.order, page.offset, page.limit));
  }

  @Route.get('place-suggestions/:id', { access: 'staff', summary: 'One edit suggestion with the fields it changes' })
  suggestion(@Viewer() viewer: AuthContext, @Param('id', { schema: SuggestionId }) id: string) {
    return this.staff.getSuggestion(viewer.member, id);
  }

  @Route.put('place-suggestions/:id', { access: 'staff', summary: 'Accept (applies it to the place) or reject an edit suggestion; audited' })
  decideSuggestion(@Viewer() viewer: AuthContext, @Param('id', { schema: SuggestionId }) id: string, @Body({ schema: SuggestionDecision }) body: { status: 'approved' | 'rejected' }) {
    return this.staff.decideSuggestion(viewer.member, id, body.status);
  }
}
