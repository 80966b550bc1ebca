import { Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { STAFF_AUDIT_SORT_FIELDS, StaffAuditEntry, StaffAuditFilter } from '@community/contracts';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { listPage, listQuery, listRows } from '../../../shared/staff-list/list-query.js';
import { StaffAuditLogService } from './staff-audit-log.service.js';

const ListQuery = listQuery(STAFF_AUDIT_SORT_FIELDS, StaffAuditFilter.extend({ id: z.array(z.string().regex(/^\d{1,18}$/)).max(500).optional() }));

/**
 * The audit log, read-only: only GET routes exist (PUT/POST/DELETE answer 404), and the table refuses UPDATE
 * and DELETE (trigger). Page `audit`: admin (own variant), Global and Super, or a Super grant.
 */
@ApiTags('staff')
@Controller('api/staff/audit')
export class StaffAuditController {
  constructor(private readonly audit: StaffAuditLogService) {}

  @Route.get({ access: 'staff', response: z.array(StaffAuditEntry), summary: 'Audit entries (filter: staffId, action, targetType, targetId, variant, from, to; Content-Range)' })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.infer<typeof ListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'DESC']);
    return listRows(reply, 'audit', page, await this.audit.list(viewer.member, q.filter ?? {}, page.sort, page.offset, page.limit));
  }

  @Route.get(':id', { access: 'staff', response: StaffAuditEntry, summary: 'One audit entry' })
  get(@Viewer() viewer: AuthContext, @Param('id') id: string) {
    return this.audit.get(viewer.member, id);
  }
}
