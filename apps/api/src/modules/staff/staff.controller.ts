import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { StaffMemberFilter, StaffMemberUpdate } from '@community/contracts';
import { staffVariantScope } from '@community/domain';
import { Access, Viewer } from '../auth/access.js';
import type { AuthContext } from '../auth/sessions.service.js';
import { VariantsService } from '../variants/variants.service.js';
import { StaffMembersService } from './staff-members.service.js';

/** react-admin's simple REST dialect: `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` as JSON. */
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

const SORT_FIELDS = ['name', 'email', 'createdAt', 'lastLoginAt', 'tier', 'role', 'homeVariant'] as const;
const ListQuery = z.object({
  sort: json(z.tuple([z.enum(SORT_FIELDS), z.enum(['ASC', 'DESC'])]), 'sort').optional(),
  range: json(
    z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 500, 'range must be [start, end] with at most 500 rows'),
    'range',
  ).optional(),
  filter: json(StaffMemberFilter, 'filter').optional(),
});
const MemberId = z.uuid('id must be a UUID');

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
    void reply.header('content-range', `members ${start}-${start + Math.max(rows.length - 1, 0)}/${total}`);
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
