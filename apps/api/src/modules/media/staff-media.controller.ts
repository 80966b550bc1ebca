import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { StaffMediaDecision, StaffMediaFilter, StaffMediaHashCreate } from '@community/contracts';
import { Access, Viewer } from '../auth/access.js';
import type { AuthContext } from '../auth/sessions.service.js';
import { StaffMediaService } from './staff-media.service.js';

/** react-admin's simple REST dialect: `sort`, `range`, `filter` as JSON strings. */
const json = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
const Range = json(
  z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 200, 'range must be [start, end] with at most 200 rows'),
  'range',
);
const MediaListQuery = z.object({
  sort: json(z.tuple([z.enum(['createdAt', 'status']), z.enum(['ASC', 'DESC'])]), 'sort').optional(),
  range: Range.optional(),
  filter: json(StaffMediaFilter, 'filter').optional(),
});
const SimpleListQuery = z.object({
  sort: json(z.tuple([z.string().max(30), z.enum(['ASC', 'DESC'])]), 'sort').optional(),
  range: Range.optional(),
  filter: json(z.object({}).loose(), 'filter').optional(),
});
const ManyQuery = z.object({ filter: json(z.object({ id: z.array(z.uuid()).min(1).max(200) }), 'filter') });
const Id = z.uuid('id must be a media id');
const HashId = z.string().regex(/^\d{1,18}$/, 'id must be a block-list entry id');

const contentRange = (reply: FastifyReply, resource: string, start: number, count: number, total: number) =>
  void reply.header('content-range', `${resource} ${start}-${start + Math.max(count - 1, 0)}/${total}`);

/** The media moderation queue, the hash block list and refused uploads for the staff console; every change audited. */
@ApiTags('staff')
@Controller('api/staff')
export class StaffMediaController {
  constructor(private readonly staff: StaffMediaService) {}

  @Get('media')
  @Access('staff')
  @ApiOperation({ summary: 'Media in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: MediaListQuery }) q: z.infer<typeof MediaListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const [start, end] = q.range ?? [0, 24];
    const [field, order] = q.sort ?? ['createdAt', 'ASC'];
    const { rows, total } = await this.staff.list(viewer.member, q.filter ?? {}, { field, order }, start, end - start + 1);
    contentRange(reply, 'media', start, rows.length, total);
    return rows;
  }

  @Put('media')
  @Access('staff')
  @ApiOperation({ summary: 'Bulk decision (react-admin updateMany: filter={"id":[...]}); each item audited' })
  async decideMany(@Viewer() viewer: AuthContext, @Query({ schema: ManyQuery }) q: z.infer<typeof ManyQuery>, @Body({ schema: StaffMediaDecision }) body: StaffMediaDecision) {
    return this.staff.decideMany(viewer.member, q.filter.id, body);
  }

  @Get('media/:id')
  @Access('staff')
  @ApiOperation({ summary: 'One media item with signed previews' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.staff.get(viewer.member, id);
  }

  @Put('media/:id')
  @Access('staff')
  @ApiOperation({ summary: 'Approve, or reject with a reason the member sees; audited' })
  decide(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: z.object({ status: z.enum(['approved', 'rejected']), rejectReason: z.string().nullable().optional() }).loose().pipe(StaffMediaDecision) }) body: StaffMediaDecision) {
    return this.staff.decide(viewer.member, id, body);
  }

  @Get('media-hashes')
  @Access('staff')
  @ApiOperation({ summary: 'The perceptual-hash block list (simple REST; Content-Range)' })
  async hashes(@Viewer() viewer: AuthContext, @Query({ schema: SimpleListQuery }) q: z.infer<typeof SimpleListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const [start, end] = q.range ?? [0, 24];
    const { rows, total } = await this.staff.hashes(viewer.member, start, end - start + 1, q.sort?.[1] ?? 'DESC');
    contentRange(reply, 'media-hashes', start, rows.length, total);
    return rows;
  }

  @Get('media-hashes/:id')
  @Access('staff')
  @ApiOperation({ summary: 'One block-list entry' })
  hash(@Viewer() viewer: AuthContext, @Param('id', { schema: HashId }) id: string) {
    return this.staff.hash(viewer.member, id);
  }

  @Post('media-hashes')
  @Access('staff')
  @ApiOperation({ summary: 'Block a hash (16 hex digits) or the hash of a media item (which is rejected too); moderator, admin, global, super; audited' })
  addHash(@Viewer() viewer: AuthContext, @Body({ schema: StaffMediaHashCreate }) body: StaffMediaHashCreate) {
    return this.staff.addHash(viewer.member, body);
  }

  @Delete('media-hashes/:id')
  @Access('staff')
  @ApiOperation({ summary: 'Remove a block-list entry; audited' })
  removeHash(@Viewer() viewer: AuthContext, @Param('id', { schema: HashId }) id: string) {
    return this.staff.removeHash(viewer.member, id);
  }

  @Get('media-blocked-uploads')
  @Access('staff')
  @ApiOperation({ summary: 'Uploads refused because they matched the block list (simple REST; Content-Range)' })
  async blocked(@Viewer() viewer: AuthContext, @Query({ schema: SimpleListQuery }) q: z.infer<typeof SimpleListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const [start, end] = q.range ?? [0, 24];
    const { rows, total } = await this.staff.blockedUploads(viewer.member, start, end - start + 1);
    contentRange(reply, 'media-blocked-uploads', start, rows.length, total);
    return rows;
  }
}
