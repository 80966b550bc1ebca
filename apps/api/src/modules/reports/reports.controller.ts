import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CreateReportRequest, ReportReceipt, type Envelope } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { ReportsService } from './reports.service.js';

/** Members report content and other members to the moderators. */
@ApiTags('reports')
@Controller('api/reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly variants: VariantsService,
  ) {}

  @Route.post({
    access: 'member',
    data: ReportReceipt,
    summary: 'Report a member or a piece of content; one open report per reporter and subject (else 409)',
    rateLimit: { bucket: 'report', limit: 20, windowSeconds: 3600 },
  })
  async file(
    @Req() req: FastifyRequest,
    @Viewer() viewer: AuthContext,
    @Body({ schema: CreateReportRequest }) body: z.output<typeof CreateReportRequest>,
  ): Promise<Envelope<ReportReceipt>> {
    const ctx = this.variants.context(req, viewer.member.locale);
    return { data: await this.reports.file(viewer.member, body, { variant: ctx.variant.code, locale: ctx.locale }) };
  }
}
