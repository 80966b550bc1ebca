import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ContentAgreementStatus, SignContentAgreementRequest, type Envelope } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { AgreementsService } from './agreements.service.js';

/** SPEC 7 `content-agreement`: the caller's own signature only (there is no id to point at anyone else's). */
@ApiTags('content agreement')
@Controller('api/content-agreement')
export class AgreementsController {
  constructor(
    private readonly agreements: AgreementsService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get({ access: 'member', data: ContentAgreementStatus, summary: 'Whether I signed the content agreement in force, and which version that is' })
  async status(@Viewer() viewer: AuthContext): Promise<Envelope<ContentAgreementStatus>> {
    return { data: await this.agreements.status(viewer.member) };
  }

  @Route.post({
    access: 'confirmed',
    status: 200,
    data: ContentAgreementStatus,
    summary: 'Sign the version I read (409 when it is no longer the one in force); signing twice is harmless',
  })
  async sign(
    @Req() req: FastifyRequest,
    @Viewer() viewer: AuthContext,
    @Body({ schema: SignContentAgreementRequest }) body: SignContentAgreementRequest,
  ): Promise<Envelope<ContentAgreementStatus>> {
    const ctx = this.variants.context(req, viewer.member.locale);
    return { data: await this.agreements.sign(viewer.member, body.version, { variant: ctx.variant.code, locale: ctx.locale }) };
  }
}
