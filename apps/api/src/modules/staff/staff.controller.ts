import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  STAFF_LOCK_RESOURCES,
  StaffMember,
  StaffMemberFilter,
  StaffMemberSession,
  StaffMemberUpdate,
  StaffNote,
  StaffNoteCreate,
  StaffPageAccessUpdate,
  StaffRecordLock,
  StaffSuspendRequest,
} from '@community/contracts';
import { staffVariantScope } from '@community/domain';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { StaffMembersService } from './staff-members.service.js';
import { listPage, listQuery, listRows } from '../../shared/staff-list/list-query.js';

const SORT_FIELDS = ['name', 'email', 'createdAt', 'lastLoginAt', 'tier', 'role', 'homeVariant'] as const;
const ListQuery = listQuery(SORT_FIELDS, StaffMemberFilter);
const MemberId = z.uuid('id must be a UUID');
const LockResource = z.enum(STAFF_LOCK_RESOURCES, 'resource must be members, reports or tickets');
const LockId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'id must be a record id');

@ApiTags('staff')
@Controller('api/staff')
export class StaffController {
  constructor(
    private readonly staffMembers: StaffMembersService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('members', { access: 'staff', summary: 'Members in the caller’s scope (react-admin simple REST; Content-Range header)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.infer<typeof ListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'DESC']);
    return listRows(reply, 'members', page, await this.staffMembers.list(viewer.member, { ...q.filter, ...page }));
  }

  @Route.get('members/:id', { access: 'staff', summary: 'One member' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.get(viewer.member, id);
  }

  @Route.put('members/:id', { access: 'staff', summary: 'Change tier (admin, support, global, super) or role (super only); audited' })
  update(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffMemberUpdate.loose() }) body: z.infer<typeof StaffMemberUpdate>) {
    return this.staffMembers.update(viewer.member, id, { tier: body.tier, role: body.role });
  }

  @Route.post('members/:id/suspend', {
    access: 'staff',
    status: 200,
    response: StaffMember,
    summary: 'Suspend: no login, every session ends at once (staff accounts: Super only); audited with the reason',
  })
  suspend(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffSuspendRequest }) body: z.output<typeof StaffSuspendRequest>) {
    return this.staffMembers.suspend(viewer.member, id, body.reason);
  }

  @Route.post('members/:id/restore', { access: 'staff', status: 200, response: StaffMember, summary: 'Lift a suspension; audited' })
  restore(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.restore(viewer.member, id);
  }

  @Route.get('members/:id/sessions', { access: 'staff', response: z.array(StaffMemberSession), summary: 'The member’s open sessions' })
  sessions(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.memberSessions(viewer.member, id);
  }

  @Route.get('members/:id/notes', { access: 'staff', response: z.array(StaffNote), summary: 'Staff notes on the member, newest first' })
  notes(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.notes(viewer.member, id);
  }

  @Route.post('members/:id/notes', { access: 'staff', response: StaffNote, summary: 'Add a staff note (members never see notes); audited' })
  addNote(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffNoteCreate }) body: z.output<typeof StaffNoteCreate>) {
    return this.staffMembers.addNote(viewer.member, id, body.body);
  }

  @Route.put('members/:id/page-access', {
    access: { roles: ['super'] },
    response: StaffMember,
    summary: 'Per-page access (canAccessPage): the console pages granted beyond the role; Super only; audited',
  })
  pageAccess(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffPageAccessUpdate }) body: StaffPageAccessUpdate) {
    return this.staffMembers.setPageAccess(viewer.member, id, body.pages);
  }

  @Route.get('locks/:resource/:id', { access: 'staff', response: StaffRecordLock, summary: 'Who is editing a record (holder null: nobody)' })
  lock(@Viewer() viewer: AuthContext, @Param('resource', { schema: LockResource }) resource: z.infer<typeof LockResource>, @Param('id', { schema: LockId }) id: string) {
    return this.staffMembers.lockState(viewer.member, resource, id);
  }

  @Route.put('locks/:resource/:id', {
    access: 'staff',
    response: StaffRecordLock,
    summary: 'Take or renew the edit lock (409 naming the holder when someone else has it); not audited: a lock changes no data',
  })
  acquire(@Viewer() viewer: AuthContext, @Param('resource', { schema: LockResource }) resource: z.infer<typeof LockResource>, @Param('id', { schema: LockId }) id: string) {
    return this.staffMembers.acquireLock(viewer.member, resource, id);
  }

  @Route.delete('locks/:resource/:id', { access: 'staff', response: StaffRecordLock, summary: 'Release the caller’s edit lock' })
  release(@Viewer() viewer: AuthContext, @Param('resource', { schema: LockResource }) resource: z.infer<typeof LockResource>, @Param('id', { schema: LockId }) id: string) {
    return this.staffMembers.releaseLock(viewer.member, resource, id);
  }

  @Route.get('me', { access: 'staff', summary: 'The caller as the console needs them: role, home variant and the pages Super granted' })
  me(@Viewer() viewer: AuthContext) {
    const m = viewer.member;
    return { id: m.id, name: m.name, role: m.role, homeVariant: m.homeVariant, pageAccess: m.pageAccess ?? [] };
  }

  @Route.get('variants', { access: 'staff', summary: 'The variants the caller may filter by' })
  listVariants(@Viewer() viewer: AuthContext) {
    const scope = staffVariantScope(viewer.member);
    return this.variants
      .all()
      .filter((v) => scope === 'all' || v.code === scope)
      .map((v) => ({ id: v.code, name: v.brand.name }));
  }
}
