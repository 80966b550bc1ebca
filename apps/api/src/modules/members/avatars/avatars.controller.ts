import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AvatarUploadQuery, OwnAvatar, StaffAvatarDecision, StaffAvatarFilter, StaffAvatarItem } from '@community/contracts';
import { AVATAR_SIZE_NAMES, type AvatarSizeName, type AvatarStatus } from '@community/domain';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { readUploadedImage } from '../../media/index.js';
import { VariantsService } from '../../variants/index.js';
import { MembersErrorCode, MembersException } from '../members.exception.js';
import { AvatarsService } from './avatars.service.js';
import { json, listPage, listQuery, listRows } from '../../../shared/staff-list/list-query.js';
import { sendFile } from '../../../shared/files/send-file.js';

const Id = z.uuid('id must be an avatar id');
const FileParams = z.object({ id: Id, size: z.enum(AVATAR_SIZE_NAMES, `size must be one of ${AVATAR_SIZE_NAMES.join(', ')}`) });
const FileQuery = z.object({ exp: z.coerce.number().int().positive().optional(), sig: z.string().max(64).optional() });

/** The member's own avatar (`/settings`, `/setup/photo`) and the avatar files. */
@ApiTags('members')
@Controller('api')
export class AvatarsController {
  constructor(
    private readonly avatars: AvatarsService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('me/avatar', { access: 'member', data: OwnAvatar, summary: 'My avatar: the approved one, the one waiting for a moderator (only I see it), the last refusal' })
  async own(@Viewer() viewer: AuthContext) {
    return { data: await this.avatars.own(viewer.member) };
  }

  @Route.post('me/avatar', {
    access: 'member',
    data: OwnAvatar,
    consumes: 'multipart/form-data',
    summary: 'Upload a new avatar (multipart part "file", or JSON { mediaId } for one of my approved photos; crop box x, y, width, height as fractions in the query). It waits for a moderator.',
  })
  async upload(
    @Viewer() viewer: AuthContext,
    @Query({ schema: AvatarUploadQuery }) q: AvatarUploadQuery,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const variant = this.variants.forHost(req.headers.host).code;
    const crop = q.x !== undefined ? { x: q.x, y: q.y!, width: q.width!, height: q.height! } : null;
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) {
      // JSON `{ mediaId }`: one of my approved photos (the media picker), through the same crop, sizes and moderation.
      const mediaId = (req.body as { mediaId?: unknown } | null | undefined)?.mediaId;
      if (typeof mediaId !== 'string' || mediaId === '') {
        throw new MembersException(MembersErrorCode.PhotoRequired, 'Send a photo (multipart part "file") or mediaId, one of your approved photos', { field: 'mediaId' });
      }
      const data = await this.avatars.uploadFromMedia(viewer.member, variant, mediaId, crop);
      void reply.status(201);
      return { data };
    }
    const file = await readUploadedImage(req, reply, this.avatars.maxUploadBytes);
    void reply.status(201);
    return { data: await this.avatars.upload(viewer.member, variant, file.body, crop) };
  }

  @Route.delete('me/avatar', { access: 'member', data: OwnAvatar, summary: 'Remove my photo (approved and pending); the colour variant shows again' })
  async remove(@Viewer() viewer: AuthContext) {
    return { data: await this.avatars.remove(viewer.member) };
  }

  @Route.get('avatars/:id/:size', { access: 'public', summary: 'An avatar size (WebP): approved ones to anyone; pending ones only with a signed URL' })
  async file(
    @Param({ schema: FileParams }) p: { id: string; size: AvatarSizeName },
    @Query({ schema: FileQuery }) q: z.output<typeof FileQuery>,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const f = await this.avatars.file(p.id, p.size, q.exp, q.sig);
    return sendFile(req, reply, { stream: f.stream, contentType: 'image/webp', size: f.size, etag: f.etag, cacheControl: f.cacheControl });
  }
}

const ListQuery = listQuery(['createdAt', 'id'], StaffAvatarFilter);
const ManyQuery = z.object({ filter: json(z.object({ id: z.array(z.uuid()).min(1).max(200) }), 'filter') });
/** react-admin's update sends the whole record back: keep the decision fields, ignore the rest. */
const DecisionBody = z
  .object({ status: z.unknown(), rejectReason: z.unknown().optional() })
  .loose()
  .transform(({ status, rejectReason }) => ({ status, rejectReason }) as z.input<typeof StaffAvatarDecision>)
  .pipe(StaffAvatarDecision);

/** The avatar moderation queue for the staff console; scoped by variant; every decision audited. */
@ApiTags('staff')
@Controller('api/staff/avatars')
export class StaffAvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Route.get({ access: 'staff', response: z.array(StaffAvatarItem), summary: 'Avatars in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.output<typeof ListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'ASC']);
    const f = (q.filter ?? {}) as { status?: AvatarStatus; memberName?: string; id?: string[] };
    return listRows(reply, 'avatars', page, await this.avatars.list(viewer.member, f, page.sort.order, page.offset, page.limit));
  }

  @Route.put({ access: 'staff', summary: 'Bulk decision (react-admin updateMany: filter={"id":[...]}); each audited' })
  decideMany(@Viewer() viewer: AuthContext, @Query({ schema: ManyQuery }) q: z.output<typeof ManyQuery>, @Body({ schema: DecisionBody }) body: StaffAvatarDecision) {
    return this.avatars.decideMany(viewer.member, q.filter.id, body);
  }

  @Route.get(':id', { access: 'staff', response: StaffAvatarItem, summary: 'One avatar with signed previews' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.avatars.get(viewer.member, id);
  }

  @Route.put(':id', { access: 'staff', response: StaffAvatarItem, summary: 'Approve, or reject with a reason the member sees; audited' })
  decide(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: DecisionBody }) body: StaffAvatarDecision) {
    return this.avatars.decide(viewer.member, id, body);
  }
}
