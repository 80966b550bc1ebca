import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { REPORT_STAFF_ROLES, STAFF_REPORT_SORT_FIELDS, StaffReport, StaffReportFilter, StaffReportUpdate } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { ReportsService } from './reports.service.js';
import { listPage, listQuery, listRows } from '../../shared/staff-list/list-query.js';

const ListQuery = listQuery(STAFF_REPORT_SORT_FIELDS, StaffReportFilter);
const ReportId = z.uuid('id must be a UUID');

/** The moderators' queue of reports, scoped like the staff members list (variant-bound staff see their variant). */
@ApiTags('staff')
@Controller('api/staff/reports')
export class StaffReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Route.get({
    access: { roles: REPORT_STAFF_ROLES },
    response: z.array(StaffReport),
    summary: 'Reports in the caller’s scope (moderator, admin, global, super; react-admin simple REST; Content-Range)',
  })
  async list(@Viewer() viewer: AuthContext, @Query({ schema: ListQuery }) q: z.infer<typeof ListQuery>, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = listPage(q, ['createdAt', 'DESC']);
    return listRows(reply, 'reports', page, await this.reports.list(viewer.member, { filter: q.filter ?? {}, ...page }));
  }

  @Route.get(':id', { access: { roles: REPORT_STAFF_ROLES }, response: StaffReport, summary: 'One report' })
  get(@Viewer() viewer: AuthContext, @Param('id', { schema: ReportId }) id: string) {
    return this.reports.get(viewer.member, id);
  }

  @Route.put(':id', { access: { roles: REPORT_STAFF_ROLES }, response: StaffReport, summary: 'Mark handled or dismissed with a note (or reopen); audited' })
  update(
    @Viewer() viewer: AuthContext,
    @Param('id', { schema: ReportId }) id: string,
    // react-admin sends the whole record back: only status and note are read.
    @Body({ schema: StaffReportUpdate }) body: z.output<typeof StaffReportUpdate>,
  ) {
    return this.reports.decide(viewer.member, id, body);
  }
}
