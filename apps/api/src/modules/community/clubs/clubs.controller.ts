import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ClubAnswerForm,
  ClubDetail,
  ClubForm,
  ClubListQuery,
  ClubPage,
  ClubRef,
  ClubReview,
  ClubReviewForm,
  ClubReviewPage,
  ClubReviewParam,
  CommunityPostBody,
  CommunityWallPage,
  CommunityWallPost,
  CommunityWallQuery,
} from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { CommunityWallsService } from '../groups/community-walls.service.js';
import { ClubsService } from './clubs.service.js';

type Page = z.output<typeof CommunityWallQuery>;

/**
 * Clubs (issue 20): the list, the club page, writing (the owner edits), reviews (one per member, the owner's
 * answer), and the club's wall (posts, votes and comments go through `community-walls/{post}`). Reporting a
 * review is `POST reports` with subjectType `club-review`.
 */
@ApiTags('clubs')
@Controller('api')
export class ClubsController {
  constructor(
    private readonly variants: VariantsService,
    private readonly clubs: ClubsService,
    private readonly walls: CommunityWallsService,
  ) {}

  private variant(req: FastifyRequest): string {
    return this.variants.context(req).variant.code;
  }

  @Route.get('clubs', { access: 'optional', data: ClubPage, summary: 'Clubs: newest, best rated or by name; search by name' })
  async list(@Req() req: FastifyRequest, @Query({ schema: ClubListQuery }) q: z.output<typeof ClubListQuery>) {
    return { data: await this.clubs.list(this.variant(req), q) };
  }

  @Route.post('clubs', { access: 'confirmed', data: ClubDetail, summary: 'Add a club (I become its owner)' })
  async create(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ClubForm }) body: z.output<typeof ClubForm>) {
    return { data: await this.clubs.create(auth.member, this.variant(req), this.variants.context(req).locale, body) };
  }

  @Route.get('clubs/:club', { access: 'optional', data: ClubDetail, summary: 'A club with its average rating and what the viewer may do' })
  async get(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: ClubRef }) p: { club: string }) {
    return { data: await this.clubs.detail(auth?.member ?? null, this.variant(req), p.club) };
  }

  @Route.put('clubs/:club', { access: 'confirmed', data: ClubDetail, summary: 'Edit a club (its owner)' })
  async update(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: ClubRef }) p: { club: string }, @Body({ schema: ClubForm }) body: z.output<typeof ClubForm>) {
    return { data: await this.clubs.update(auth.member, this.variant(req), this.variants.context(req).locale, p.club, body) };
  }

  @Route.delete('clubs/:club', { access: 'member', status: 204, summary: 'Delete a club (its owner)' })
  async remove(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: ClubRef }) p: { club: string }): Promise<void> {
    await this.clubs.remove(auth.member, this.variant(req), p.club);
  }

  @Route.get('clubs/:club/reviews', { access: 'optional', data: ClubReviewPage, summary: 'A club’s reviews, newest first, with the average' })
  async reviews(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: ClubRef }) p: { club: string }, @Query({ schema: CommunityWallQuery }) q: Page) {
    return { data: await this.clubs.reviews(auth?.member ?? null, this.variant(req), p.club, q.after, q.limit) };
  }

  @Route.put('clubs/:club/reviews/mine', { access: 'confirmed', data: ClubReview, summary: 'Write or edit my review (one per member; not on my own club)' })
  async review(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: ClubRef }) p: { club: string }, @Body({ schema: ClubReviewForm }) body: z.output<typeof ClubReviewForm>) {
    return { data: await this.clubs.review(auth.member, this.variant(req), p.club, body.rating, body.body) };
  }

  @Route.delete('clubs/:club/reviews/mine', { access: 'member', status: 204, summary: 'Take my review back' })
  async removeReview(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: ClubRef }) p: { club: string }): Promise<void> {
    await this.clubs.removeReview(auth.member, this.variant(req), p.club);
  }

  @Route.put('clubs/:club/reviews/:id/answer', { access: 'confirmed', data: ClubReview, summary: 'The owner’s answer to a review (once)' })
  async answer(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: ClubReviewParam }) p: { club: string; id: string }, @Body({ schema: ClubAnswerForm }) body: z.output<typeof ClubAnswerForm>) {
    return { data: await this.clubs.answer(auth.member, this.variant(req), p.club, p.id, body.answer) };
  }

  @Route.get('clubs/:club/wall', { access: 'member', data: CommunityWallPage, summary: 'The club’s wall, newest first' })
  async wall(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: ClubRef }) p: { club: string }, @Query({ schema: CommunityWallQuery }) q: Page) {
    return { data: await this.walls.list(auth.member, this.variant(req), 'club', p.club, q.after, q.limit) };
  }

  @Route.post('clubs/:club/wall', { access: 'confirmed', data: CommunityWallPost, summary: 'Post on the club’s wall' })
  async post(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: ClubRef }) p: { club: string }, @Body({ schema: CommunityPostBody }) body: CommunityPostBody) {
    return { data: await this.walls.create(auth.member, this.variant(req), 'club', p.club, body.body) };
  }
}
