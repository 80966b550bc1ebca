import { Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PermissionAnswer, PermissionParam, PermissionQuery } from '@community/contracts';
import { actsAsStaffOn, canAccessPage, permissionsFor } from '@community/domain';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { MembersErrorCode, MembersException } from './members.exception.js';
import { MembersService } from './members.service.js';
import { toViewer } from './profile.js';

/**
 * `users/{name}/permissions/{permission}` (SPEC 7, per-name): one of the authed profile's permission flags, for
 * the member themself or for staff on the member's home variant (support: "why can't she send messages?").
 * Anyone else gets the same 404 as for a name that does not exist. `canAccessPage` takes `?page=` for one page.
 */
@ApiTags('members')
@Controller('api/users')
export class PermissionsController {
  constructor(
    private readonly members: MembersService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get(':name/permissions/:permission', { access: 'member', data: PermissionAnswer, summary: 'One permission flag of mine (staff: of a member of their variant); canAccessPage takes ?page=' })
  async permission(
    @Req() req: FastifyRequest,
    @Viewer() viewer: AuthContext,
    @Param({ schema: PermissionParam }) p: z.output<typeof PermissionParam>,
    @Query({ schema: PermissionQuery }) q: z.output<typeof PermissionQuery>,
  ): Promise<{ data: PermissionAnswer }> {
    const member = p.name.toLowerCase() === viewer.member.name.toLowerCase() ? viewer.member : await this.members.findByName(p.name);
    if (!member || (member.id !== viewer.member.id && !actsAsStaffOn(viewer.member, member.homeVariant))) {
      throw new MembersException(MembersErrorCode.NotFound, 'No such member');
    }
    const subject = toViewer(member);
    const page = p.permission === 'canAccessPage' ? (q.page ?? null) : null;
    const granted = page !== null ? canAccessPage(subject, page) : permissionsFor(subject, this.variants.siteFlags(this.variants.context(req).variant), new Date())[p.permission];
    return { data: { permission: p.permission, page, granted } };
  }
}
