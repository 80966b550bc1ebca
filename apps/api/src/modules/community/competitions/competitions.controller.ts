import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CompetitionDetail,
  CompetitionEntry,
  CompetitionEntryInput,
  CompetitionId,
  CompetitionInput,
  CompetitionList,
  CompetitionSlug,
  CompetitionVoteInput,
  CompetitionVoteResult,
} from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { CompetitionsJobs } from './competitions.jobs.js';
import { CompetitionsService, type CompetitionsViewer } from './competitions.service.js';

const SlugParam = z.object({ slug: CompetitionSlug });
const IdParam = z.object({ id: CompetitionId });
const EntryParam = z.object({ entry: z.uuid('entry must be an entry id') });

type Member = CompetitionsViewer & { member: NonNullable<CompetitionsViewer['member']> };

/**
 * Competitions (issue 22; SPEC 7 `competitions/announced`, `/unannounced`, `/active`). Guests read announced
 * ones; members enter and vote; the variant's staff create and edit (audited) and see unannounced ones.
 */
@ApiTags('competitions')
@Controller('api/competitions')
export class CompetitionsController {
  constructor(
    private readonly variants: VariantsService,
    private readonly competitions: CompetitionsService,
    private readonly jobs: CompetitionsJobs,
  ) {}

  private viewer(req: FastifyRequest, auth: AuthContext | null): CompetitionsViewer {
    return this.competitions.viewer(auth?.member ?? null, this.variants.context(req).variant.code);
  }

  @Route.get({ access: 'optional', data: CompetitionList, summary: 'Competitions: announced, active and finished (staff: also unannounced)' })
  list(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null) {
    return this.competitions.list(this.viewer(req, auth), 'visible').then((data) => ({ data }));
  }

  @Route.get('announced', { access: 'optional', data: CompetitionList, summary: 'Announced competitions whose entries are not open yet' })
  announced(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null) {
    return this.competitions.list(this.viewer(req, auth), 'announced').then((data) => ({ data }));
  }

  @Route.get('active', { access: 'optional', data: CompetitionList, summary: 'Competitions with entries or voting open' })
  active(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null) {
    return this.competitions.list(this.viewer(req, auth), 'active').then((data) => ({ data }));
  }

  @Route.get('unannounced', { access: 'staff', data: CompetitionList, summary: 'Competitions not announced yet (the variant’s staff)' })
  unannounced(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return this.competitions.list(this.viewer(req, auth), 'unannounced').then((data) => ({ data }));
  }

  @Route.get(':slug', { access: 'optional', data: CompetitionDetail, summary: 'A competition with its entries, my vote and the winners' })
  bySlug(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: SlugParam }) p: { slug: string }) {
    return this.competitions.bySlug(this.viewer(req, auth), p.slug).then((data) => ({ data }));
  }

  @Route.post({ access: 'staff', data: CompetitionDetail, summary: 'Create a competition (the variant’s staff; audited)' })
  async create(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CompetitionInput }) body: z.output<typeof CompetitionInput>) {
    const data = await this.competitions.create(this.viewer(req, auth), body);
    await this.jobs.schedule(data.id, data.votingCloseAt);
    return { data };
  }

  @Route.put(':id', { access: 'staff', data: CompetitionDetail, summary: 'Edit a competition (the variant’s staff; audited)' })
  async edit(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: IdParam }) p: { id: string }, @Body({ schema: CompetitionInput }) body: z.output<typeof CompetitionInput>) {
    const data = await this.competitions.edit(this.viewer(req, auth), p.id, body);
    await this.jobs.schedule(data.id, data.votingCloseAt);
    return { data };
  }

  @Route.post(':id/entries', { access: 'confirmed', data: CompetitionEntry, summary: 'Enter my story, photo or forum topic while entries are open' })
  enter(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: IdParam }) p: { id: string }, @Body({ schema: CompetitionEntryInput }) body: CompetitionEntryInput) {
    return this.competitions.enter(this.viewer(req, auth) as Member, p.id, body.subjectId).then((data) => ({ data }));
  }

  @Route.delete('entries/:entry', { access: 'member', status: 204, summary: 'Withdraw my entry (before voting opens)' })
  async withdraw(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: EntryParam }) p: { entry: string }): Promise<void> {
    await this.competitions.withdraw(this.viewer(req, auth) as Member, p.entry);
  }

  @Route.put(':id/vote', { access: 'confirmed', data: CompetitionVoteResult, summary: 'Vote for an entry: one vote per member per competition, not for my own' })
  vote(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: IdParam }) p: { id: string }, @Body({ schema: CompetitionVoteInput }) body: z.output<typeof CompetitionVoteInput>) {
    return this.competitions.vote(this.viewer(req, auth) as Member, p.id, body.entryId).then((data) => ({ data }));
  }
}
