import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OwnVerification,
  StaffVerificationDecision,
  StaffVerificationFilter,
  StaffVerificationItem,
  VERIFICATION_MAX_UPLOAD_BYTES,
  VerificationLock,
  VerificationSide,
  VerificationStartRequest,
  type VerificationStatus,
} from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import { json, listPage, listQuery, listRows } from '../../shared/staff-list/list-query.js';
import type { AuthContext } from '../auth/index.js';
import { readUploadedImage } from '../media/index.js';
import { VerificationReviewService } from './verification-review.service.js';
import { VerificationService } from './verification.service.js';

const SideParams = z.object({ side: VerificationSide });
/** Uploads are CPU work (re-encoding): a member may send a few dozen an hour, no more. */
const UPLOAD_LIMIT = { bucket: 'verification-upload', limit: 30, windowSeconds: 3600 };

/** The member's own ID verification (`/id-`). */
@ApiTags('verification')
@Controller('api/verification')
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Route.get({ access: 'member', data: OwnVerification, summary: 'Where my ID verification stands: none, draft (with my code), being prepared, waiting for a checker, approved or rejected (with the reason)' })
  async own(@Viewer() viewer: AuthContext) {
    return { data: await this.verification.own(viewer.member) };
  }

  @Route.post({ access: 'member', status: 201, data: OwnVerification, summary: 'Start a verification: the document type and the date of birth printed on it; answers the code to hold up in the selfie' })
  async start(@Viewer() viewer: AuthContext, @Body({ schema: VerificationStartRequest }) body: VerificationStartRequest) {
    return { data: await this.verification.start(viewer.member, body) };
  }

  @Route.put('files/:side', {
    access: 'member',
    data: OwnVerification,
    consumes: 'multipart/form-data',
    rateLimit: UPLOAD_LIMIT,
    summary: 'Upload one photo of my draft (multipart part "file"): the document front, its back, or the selfie holding the code. Checked by its bytes, re-encoded, stored encrypted.',
  })
  async upload(@Viewer() viewer: AuthContext, @Param({ schema: SideParams }) p: z.output<typeof SideParams>, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await readUploadedImage(req, reply, VERIFICATION_MAX_UPLOAD_BYTES);
    return { data: await this.verification.upload(viewer.member, p.side, file.body) };
  }

  @Route.post('submit', { access: 'member', status: 200, data: OwnVerification, summary: 'Send my draft to the checkers (every photo the document needs must be uploaded)' })
  async submit(@Viewer() viewer: AuthContext) {
    return { data: await this.verification.submit(viewer.member) };
  }

  @Route.delete({ access: 'member', data: OwnVerification, summary: 'Withdraw my draft; its photos are deleted' })
  async withdraw(@Viewer() viewer: AuthContext) {
    return { data: await this.verification.withdraw(viewer.member) };
  }
}

const Id = z.uuid('id must be a verification id');
const ListQuery = listQuery(['submittedAt', 'id'], StaffVerificationFilter);
const ManyQuery = z.object({ filter: json(z.object({ id: z.array(z.uuid()).min(1).max(200) }), 'filter') });
/** react-admin's update sends the whole record back: keep the decision fields, ignore the rest. */
const DecisionBody = z
  .object({ status: z.unknown(), rejectReason: z.unknown().optional() })
  .loose()
  .transform(({ status, rejectReason }) => ({ status, rejectReason }) as z.input<typeof StaffVerificationDecision>)
  .pipe(StaffVerificationDecision);
const FileParams = z.object({ id: Id, side: VerificationSide });

/** The ID checkers' queue for the staff console (moderators and admins of the brand, global and super). */
@ApiTags('staff')
@Controller('api/staff/verifications')
export class StaffVerificationsController {
  constructor(private readonly review: VerificationReviewService) {}

  @Route.get({ access: 'staff', response: z.array(StaffVerificationItem), summary: 'Verification cases in the checker’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.output<typeof ListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['submittedAt', 'ASC']);
    const f = (q.filter ?? {}) as { status?: VerificationStatus; memberName?: string; id?: string[] };
    return listRows(reply, 'verifications', page, await this.review.list(viewer.member, f, page.sort.order, page.offset, page.limit));
  }

  @Route.put({ access: 'staff', summary: 'Bulk decision (react-admin updateMany: filter={"id":[...]}); each audited' })
  decideMany(@Viewer() viewer: AuthContext, @Query({ schema: ManyQuery }) q: z.output<typeof ManyQuery>, @Body({ schema: DecisionBody }) body: StaffVerificationDecision) {
    return this.review.decideMany(viewer.member, q.filter.id, body);
  }

  @Route.get(':id', { access: 'staff', response: StaffVerificationItem, summary: 'One case: hints, image paths, lock' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.review.get(viewer.member, id);
  }

  @Route.get(':id/files/:side', { access: 'staff', summary: 'One image of a case, decrypted for the checker (WebP; never cached, never a public or signed URL)' })
  async file(@Viewer() viewer: AuthContext, @Param({ schema: FileParams }) p: z.output<typeof FileParams>, @Res() reply: FastifyReply) {
    const { body } = await this.review.image(viewer.member, p.id, p.side);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('content-disposition', 'inline')
      .send(body);
  }

  @Route.put(':id/lock', { access: 'staff', response: VerificationLock, summary: 'Take or renew the review lock (409 naming the checker who holds it)' })
  lock(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.review.lock(viewer.member, id);
  }

  @Route.delete(':id/lock', { access: 'staff', response: VerificationLock, summary: 'Release my review lock' })
  unlock(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return this.review.unlock(viewer.member, id);
  }

  @Route.put(':id', { access: 'staff', response: StaffVerificationItem, summary: 'Approve, or reject with a reason from the list; audited; the images are deleted afterwards' })
  decide(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: DecisionBody }) body: StaffVerificationDecision) {
    return this.review.decide(viewer.member, id, body);
  }
}
