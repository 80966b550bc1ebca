import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { StaffMediaDecision, StaffMediaFilter, StaffMediaHashCreate } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { StaffMediaService } from './staff-media.service.js';
import { json, listPage, listQuery, listRows, rangeParam, sortParam } from '../../shared/staff-list/list-query.js';

const MediaListQuery = listQuery(['createdAt', 'status'], StaffMediaFilter);
const SimpleListQuery = z.object({ sort: sortParam(z.string().max(30)).optional(), range: rangeParam.optional(), filter: json(z.object({}).loose(), 'filter').optional() });
const ManyQuery = z.object({ filter: json(z.object({ id: z.array(z.uuid()).min(1).max(200) }), 'filter') });
const Id = z.uuid('id must be a media id');
const HashId = z.string().regex(/^\d{1,18}$/, 'id must be a block-list entry id');

/** The media moderation queue, the hash block list and refused uploads for the staff console; every change audited. */
@ApiTags('staff')
@Controller('api/staff')
export class StaffMediaController {
  constructor(private readonly staff: StaffMediaService) {}

  @Route.get('media', { access: 'staff', summary: 'Media in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: MediaListQuery }) q: z.infer<typeof MediaListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'ASC']);
    return listRows(reply, 'media', page, await this.staff.list(viewer.member, q.filter ?? {}, page.sort, page.offset, page.limit));
  }

  @Route.put('media', { access: 'staff', summary: 'Bulk decision (react-admin updateMany: filter={"id":[...]}); each item audited' })
  async decideMany(@Viewer() viewer: AuthContext, @Query({ schema: ManyQuery }) q: z.infer<typeof ManyQuery>, @Body({ schema: StaffMediaDecision }) body: StaffMediaDecision) {
    return this.staff.decideMany(viewer.member, q.filter.id, body);
  }

  @Route.get('media/:id', { access: 'staff', summary: 'One media item with signed previews' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.staff.get(viewer.member, id);
  }

  @Route.put('media/:id', { access: 'staff', summary: 'Approve, or reject with a reason the member sees; audited' })
  decide(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: z.object({ status: z.enum(['approved', 'rejected']), rejectReason: z.string().nullable().optional() }).loose().pipe(StaffMediaDecision) }) body: StaffMediaDecision) {
    return this.staff.decide(viewer.member, id, body);
  }

  @Route.get('media-hashes', { access: 'staff', summary: 'The perceptual-hash block list (simple REST; Content-Range)' })
  async hashes(@Viewer() viewer: AuthContext, @Query({ schema: SimpleListQuery }) q: z.infer<typeof SimpleListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'DESC']);
    return listRows(reply, 'media-hashes', page, await this.staff.hashes(viewer.member, page.offset, page.limit, page.sort.order));
  }

  @Route.get('media-hashes/:id', { access: 'staff', summary: 'One block-list entry' })
  hash(@Viewer() viewer: AuthContext, @Param('id', { schema: HashId }) id: string) {
    return this.staff.hash(viewer.member, id);
  }

  @Route.post('media-hashes', {
    access: 'staff',
    summary: 'Block a hash (16 hex digits) or the hash of a media item (which is rejected too); moderator, admin, global, super; audited',
  })
  addHash(@Viewer() viewer: AuthContext, @Body({ schema: StaffMediaHashCreate }) body: StaffMediaHashCreate) {
    return this.staff.addHash(viewer.member, body);
  }

  @Route.delete('media-hashes/:id', { access: 'staff', summary: 'Remove a block-list entry; audited' })
  removeHash(@Viewer() viewer: AuthContext, @Param('id', { schema: HashId }) id: string) {
    return this.staff.removeHash(viewer.member, id);
  }

  @Route.get('media-blocked-uploads', { access: 'staff', summary: 'Uploads refused because they matched the block list (simple REST; Content-Range)' })
  async blocked(@Viewer() viewer: AuthContext, @Query({ schema: SimpleListQuery }) q: z.infer<typeof SimpleListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'DESC']);
    return listRows(reply, 'media-blocked-uploads', page, await this.staff.blockedUploads(viewer.member, page.offset, page.limit));
  }
}
