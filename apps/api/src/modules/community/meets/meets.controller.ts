import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MeetCategoryList,
  MeetDetail,
  MeetListQuery,
  MeetPage,
  MeetRef,
  MeetResponseRequest,
  MeetWriteRequest,
  MemberName,
} from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { RelationshipsService } from '../../members/index.js';
import { VariantsService } from '../../variants/index.js';
import { MeetsService } from './meets.service.js';

const MeetParam = z.object({ meet: MeetRef });
const NameParam = z.object({ name: MemberName });
const CREATE_FLOOD = { bucket: 'meet-create', limit: 20, windowSeconds: 3600 };

/** Meets (issue 21): lighter events with "interested" and "going"; guests read, members respond and host. */
@ApiTags('meets')
@Controller('api/meets')
export class MeetsController {
  constructor(
    private readonly variants: VariantsService,
    private readonly meets: MeetsService,
    private readonly relationships: RelationshipsService,
  ) {}

  private viewer(req: FastifyRequest, auth: AuthContext | null) {
    return { member: auth?.member ?? null, variant: this.variants.context(req).variant.code };
  }
  private member(req: FastifyRequest, auth: AuthContext) {
    return { member: auth.member, variant: this.variants.context(req).variant.code };
  }

  @Route.get('categories', {
    access: 'optional',
    data: MeetCategoryList,
    summary: 'Meet categories with their upcoming counts',
  })
  async categories(@Req() req: FastifyRequest) {
    return { data: await this.meets.categories(this.variants.context(req).variant.code) };
  }

  @Route.get({
    access: 'optional',
    data: MeetPage,
    summary: 'Upcoming meets, by category and near a place, soonest first (keyset pages)',
  })
  async list(
    @Req() req: FastifyRequest,
    @OptionalViewer() auth: AuthContext | null,
    @Query({ schema: MeetListQuery }) q: z.output<typeof MeetListQuery>,
  ) {
    return { data: await this.meets.list(this.viewer(req, auth), q) };
  }

  @Route.get('members/:name', {
    access: 'optional',
    data: MeetPage,
    summary: 'A member’s upcoming meets (profile tab)',
  })
  async ofMember(
    @Req() req: FastifyRequest,
    @OptionalViewer() auth: AuthContext | null,
    @Param({ schema: NameParam }) p: { name: string },
  ) {
    const host = await this.relationships.target(auth?.member ?? null, p.name);
    return { data: await this.meets.list(this.viewer(req, auth), { km: 50 }, host.id) };
  }

  @Route.post({ access: 'confirmed', data: MeetDetail, rateLimit: CREATE_FLOOD, summary: 'Post a meet' })
  async create(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Body({ schema: MeetWriteRequest }) body: z.output<typeof MeetWriteRequest>,
  ) {
    return { data: await this.meets.create(this.member(req, auth), body) };
  }

  @Route.get(':meet', { access: 'optional', data: MeetDetail, summary: 'A meet' })
  async get(
    @Req() req: FastifyRequest,
    @OptionalViewer() auth: AuthContext | null,
    @Param({ schema: MeetParam }) p: { meet: string },
  ) {
    return { data: await this.meets.detail(this.viewer(req, auth), p.meet) };
  }

  @Route.put(':meet', { access: 'confirmed', data: MeetDetail, summary: 'Change my meet (host)' })
  async update(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: MeetParam }) p: { meet: string },
    @Body({ schema: MeetWriteRequest }) body: z.output<typeof MeetWriteRequest>,
  ) {
    return { data: await this.meets.update(this.member(req, auth), p.meet, body) };
  }

  @Route.delete(':meet', { access: 'member', status: 204, summary: 'Delete my meet (host, or the variant’s staff)' })
  async remove(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: MeetParam }) p: { meet: string },
  ): Promise<void> {
    await this.meets.remove(this.member(req, auth), p.meet);
  }

  @Route.put(':meet/response', { access: 'member', data: MeetDetail, summary: 'Interested, going, or neither (null)' })
  async respond(
    @Req() req: FastifyRequest,
    @Viewer() auth: AuthContext,
    @Param({ schema: MeetParam }) p: { meet: string },
    @Body({ schema: MeetResponseRequest }) body: z.output<typeof MeetResponseRequest>,
  ) {
    return { data: await this.meets.respond(this.member(req, auth), p.meet, body.response) };
  }
}
