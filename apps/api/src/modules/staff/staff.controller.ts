import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
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
import { Access, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { StaffMembersService } from './staff-members.service.js';
import { contentRange, listQuery } from '../../shared/staff-list/list-query.js';

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

  @Get('members')
  @Access('staff')
  @ApiOperation({ summary: 'Members in the caller’s scope (react-admin simple REST; Content-Range header)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.infer<typeof ListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const [start, end] = q.range ?? [0, 24];
    const [field, order] = q.sort ?? ['createdAt', 'DESC'];
    const { rows, total } = await this.staffMembers.list(viewer.member, {
      ...q.filter,
      sort: { field, order },
      offset: start,
      limit: end - start + 1,
    });
    contentRange(reply, 'members', start, rows.length, total);
    return rows;
  }

  @Get('members/:id')
  @Access('staff')
  @ApiOperation({ summary: 'One member' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.get(viewer.member, id);
  }

  @Put('members/:id')
  @Access('staff')
  @ApiOperation({ summary: 'Change tier (admin, support, global, super) or role (super only); audited' })
  update(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffMemberUpdate.loose() }) body: z.infer<typeof StaffMemberUpdate>) {
    return this.staffMembers.update(viewer.member, id, { tier: body.tier, role: body.role });
  }

  @Post('members/:id/suspend')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Suspend: no login, every session ends at once (staff accounts: Super only); audited with the reason' })
  @ApiResponse({ status: 200, standardSchema: StaffMember })
  suspend(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffSuspendRequest }) body: z.output<typeof StaffSuspendRequest>) {
    return this.staffMembers.suspend(viewer.member, id, body.reason);
  }

  @Post('members/:id/restore')
  @HttpCode(200)
  @Access('staff')
  @ApiOperation({ summary: 'Lift a suspension; audited' })
  @ApiResponse({ status: 200, standardSchema: StaffMember })
  restore(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.restore(viewer.member, id);
  }

  @Get('members/:id/sessions')
  @Access('staff')
  @ApiOperation({ summary: 'The member’s open sessions' })
  @ApiResponse({ status: 200, standardSchema: z.array(StaffMemberSession) })
  sessions(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.memberSessions(viewer.member, id);
  }

  @Get('members/:id/notes')
  @Access('staff')
  @ApiOperation({ summary: 'Staff notes on the member, newest first' })
  @ApiResponse({ status: 200, standardSchema: z.array(StaffNote) })
  notes(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string) {
    return this.staffMembers.notes(viewer.member, id);
  }

  @Post('members/:id/notes')
  @Access('staff')
  @ApiOperation({ summary: 'Add a staff note (members never see notes); audited' })
  @ApiResponse({ status: 201, standardSchema: StaffNote })
  addNote(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffNoteCreate }) body: z.output<typeof StaffNoteCreate>) {
    return this.staffMembers.addNote(viewer.member, id, body.body);
  }

  @Put('members/:id/page-access')
  @Access({ roles: ['super'] })
  @ApiOperation({ summary: 'Per-page access (canAccessPage): the console pages granted beyond the role; Super only; audited' })
  @ApiResponse({ status: 200, standardSchema: StaffMember })
  pageAccess(@Viewer() viewer: AuthContext, @Param('id', { schema: MemberId }) id: string, @Body({ schema: StaffPageAccessUpdate }) body: StaffPageAccessUpdate) {
    return this.staffMembers.setPageAccess(viewer.member, id, body.pages);
  }

  @Get('locks/:resource/:id')
  @Access('staff')
  @ApiOperation({ summary: 'Who is editing a record (holder null: nobody)' })
  @ApiResponse({ status: 200, standardSchema: StaffRecordLock })
  lock(@Viewer() viewer: AuthContext, @Param('resource', { schema: LockResource }) resource: z.infer<typeof LockResource>, @Param('id', { schema: LockId }) id: string) {
    return this.staffMembers.lockState(viewer.member, resource, id);
  }

  @Put('locks/:resource/:id')
  @Access('staff')
  @ApiOperation({ summary: 'Take or renew the edit lock (409 naming the holder when someone else has it); not audited: a lock changes no data' })
  @ApiResponse({ status: 200, standardSchema: StaffRecordLock })
  acquire(@Viewer() viewer: AuthContext, @Param('resource', { schema: LockResource }) resource: z.infer<typeof LockResource>, @Param('id', { schema: LockId }) id: string) {
    return this.staffMembers.acquireLock(viewer.member, resource, id);
  }

  @Delete('locks/:resource/:id')
  @Access('staff')
  @ApiOperation({ summary: 'Release the caller’s edit lock' })
  @ApiResponse({ status: 200, standardSchema: StaffRecordLock })
  release(@Viewer() viewer: AuthContext, @Param('resource', { schema: LockResource }) resource: z.infer<typeof LockResource>, @Param('id', { schema: LockId }) id: string) {
    return this.staffMembers.releaseLock(viewer.member, resource, id);
  }

  @Get('me')
  @Access('staff')
  @ApiOperation({ summary: 'The caller as the console needs them: role, home variant and the pages Super granted' })
  me(@Viewer() viewer: AuthContext) {
    const m = viewer.member;
    return { id: m.id, name: m.name, role: m.role, homeVariant: m.homeVariant, pageAccess: m.pageAccess ?? [] };
  }

  @Get('variants')
  @Access('staff')
  @ApiOperation({ summary: 'The variants the caller may filter by' })
  listVariants(@Viewer() viewer: AuthContext) {
    const scope = staffVariantScope(viewer.member);
    return this.variants
      .all()
      .filter((v) => scope === 'all' || v.code === scope)
      .map((v) => ({ id: v.code, name: v.brand.name }));
  }
}
