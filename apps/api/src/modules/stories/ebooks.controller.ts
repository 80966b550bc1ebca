import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EbookDetail, EbookPage, EbookRejectRequest, EbookSaveRequest, EbookStatus, StoryCoverSizeName, StoryPageQuery } from '@community/contracts';
import type { StoryCoverSize } from '@community/domain';
import { OptionalViewer, Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { readUploadedImage } from '../media/index.js';
import { VariantsService } from '../variants/index.js';
import { CoversService } from './covers.service.js';
import { EbooksService, type EbookInput } from './ebooks.service.js';
import { param } from './param.js';
import { listPage, listQuery, listRows } from '../../shared/staff-list/list-query.js';
import { sendCover } from './books.controller.js';

const EbookId = z.uuid('ebook must be an ebook id');
const ListQuery = StoryPageQuery.extend({ author: z.string().max(60).optional().describe('a member name') });

const StaffListQuery = listQuery(['submittedAt', 'title', 'status'], z.object({ status: EbookStatus.optional() }).loose());

/** `ebooks/{ebook?}`, `ebooks/{ebook}/approve`, `/reject` (SPEC 7): writers' ebooks, their covers and EPUB files. */
@ApiTags('ebooks')
@Controller('api')
export class EbooksController {
  constructor(
    private readonly ebooks: EbooksService,
    private readonly covers: CoversService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('ebooks', { access: 'optional', data: EbookPage, summary: 'Approved ebooks, newest first (keyset); `author` for one writer’s' })
  async list(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: ListQuery }) q: z.output<typeof ListQuery>) {
    return { data: await this.ebooks.list(viewer?.member ?? null, q) };
  }

  @Route.get('ebooks/mine', { access: 'member', summary: 'My ebooks in every state, with staff’s reason when one was rejected' })
  async mine(@Viewer() viewer: AuthContext, @Query({ schema: StoryPageQuery }) q: z.output<typeof StoryPageQuery>) {
    return { data: await this.ebooks.mine(viewer.member, q) };
  }

  @Route.post('ebooks', { access: 'confirmed', data: EbookDetail, summary: 'Create an ebook from chapters of my stories; it waits for staff review' })
  async create(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Body({ schema: EbookSaveRequest }) body: EbookInput) {
    return { data: await this.ebooks.create(viewer.member, this.variants.forHost(req.headers.host).code, body) };
  }

  @Route.get('ebooks/:ebook', { access: 'optional', data: EbookDetail, summary: 'An ebook with its table of contents (pending and rejected: writer and staff only)' })
  async get(@OptionalViewer() viewer: AuthContext | null, @Param('ebook', param('ebook', EbookId)) id: string) {
    return { data: await this.ebooks.get(viewer?.member ?? null, id) };
  }

  @Route.put('ebooks/:ebook', { access: 'confirmed', summary: 'Change my ebook (chapters copied again); it goes back to review' })
  async update(@Viewer() viewer: AuthContext, @Param('ebook', param('ebook', EbookId)) id: string, @Body({ schema: EbookSaveRequest }) body: EbookInput) {
    return { data: await this.ebooks.update(viewer.member, id, body) };
  }

  @Route.delete('ebooks/:ebook', { access: 'member', status: 204, summary: 'Delete my ebook' })
  async remove(@Viewer() viewer: AuthContext, @Param('ebook', param('ebook', EbookId)) id: string): Promise<void> {
    await this.ebooks.remove(viewer.member, id);
  }

  @Route.put('ebooks/:ebook/cover', { access: 'confirmed', consumes: 'multipart/form-data', summary: 'Upload my ebook’s cover (multipart, part "file"); it goes back to review' })
  async uploadCover(@Viewer() viewer: AuthContext, @Param('ebook', param('ebook', EbookId)) id: string, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await readUploadedImage(req, reply, this.covers.maxBytes);
    return { data: await this.ebooks.uploadCover(viewer.member, this.variants.forHost(req.headers.host).code, id, file.body) };
  }

  @Route.get('ebooks/:ebook/cover/:size', { access: 'optional', summary: 'An ebook’s cover in one size, for whoever may see the ebook' })
  async cover(
    @OptionalViewer() viewer: AuthContext | null,
    @Param('ebook', param('ebook', EbookId)) id: string,
    @Param('size', param('size', StoryCoverSizeName)) size: StoryCoverSize,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const f = await this.ebooks.cover(viewer?.member ?? null, id, size);
    return sendCover(req, reply, f, `${id}-${size}`);
  }

  @Route.get('ebooks/:ebook/epub', { access: 'optional', summary: 'The ebook as EPUB 3 (approved: anyone; otherwise writer and staff)' })
  async epub(@OptionalViewer() viewer: AuthContext | null, @Param('ebook', param('ebook', EbookId)) id: string, @Res() reply: FastifyReply) {
    const f = await this.ebooks.epub(viewer?.member ?? null, id);
    return reply
      .header('content-type', 'application/epub+zip')
      .header('content-disposition', `attachment; filename="${f.filename}"`)
      .header('cache-control', f.cacheControl)
      .send(f.body);
  }

  @Route.post('ebooks/:ebook/approve', { access: 'staff', status: 200, summary: 'Approve a pending ebook (staff in scope); audited' })
  async approve(@Viewer() viewer: AuthContext, @Param('ebook', param('ebook', EbookId)) id: string) {
    return { data: await this.ebooks.decide(viewer.member, id, 'approved', null) };
  }

  @Route.post('ebooks/:ebook/reject', { access: 'staff', status: 200, summary: 'Reject a pending ebook with a reason its writer sees (staff in scope); audited' })
  async reject(@Viewer() viewer: AuthContext, @Param('ebook', param('ebook', EbookId)) id: string, @Body({ schema: EbookRejectRequest }) body: z.output<typeof EbookRejectRequest>) {
    return { data: await this.ebooks.decide(viewer.member, id, 'rejected', body.reason) };
  }

  // ---- staff console (react-admin simple REST) -----------------------------------------------------------

  @Route.get('staff/ebooks', { access: 'staff', summary: 'Ebooks in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range)' })
  async staffList(@Viewer() viewer: AuthContext, @Query({ schema: StaffListQuery }) q: z.output<typeof StaffListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['submittedAt', 'ASC']);
    return listRows(reply, 'ebooks', page, await this.ebooks.staffList(viewer.member, { status: q.filter?.status }, page.sort, page.offset, page.limit));
  }

  @Route.get('staff/ebooks/:ebook', { access: 'staff', summary: 'One ebook with its chapters’ text, for review' })
  staffGet(@Viewer() viewer: AuthContext, @Param('ebook', param('ebook', EbookId)) id: string) {
    return this.ebooks.staffGet(viewer.member, id);
  }
}
