import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ListQuery,
  WallComment,
  WallCommentBody,
  WallCommentPage,
  WallCommentParam,
  WallPage,
  WallPost,
  WallPostBody,
  WallPostParam,
  WallVoteBody,
  WallVoteResult,
} from '@community/contracts';
import type { WallVote } from '@community/domain';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext, NameParam } from '../http.js';
import { WallsService } from './walls.service.js';

type List = z.output<typeof ListQuery>;

/**
 * Profile walls (`walls/{post?}`, `walls/{post}/vote`, comments). Reading needs a login and the profile's
 * audience; writing, voting and commenting need a confirmed e-mail address.
 */
@ApiTags('members')
@Controller('api')
export class WallsController {
  constructor(
    private readonly walls: WallsService,
    private readonly variants: VariantsService,
  ) {}

  private ctx(req: FastifyRequest, viewer: AuthContext) {
    return cardContext(this.variants, req, viewer.member);
  }

  @Route.get('users/:name/wall', { access: 'member', data: WallPage, summary: 'Posts on a member’s wall, newest first (the profile’s audience applies)' })
  async wall(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.walls.list(viewer.member, name, q, this.ctx(req, viewer)) };
  }

  @Route.post('users/:name/wall', { access: 'confirmed', data: WallPost, summary: 'Write on a wall: my own, or a friend’s' })
  async post(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Body({ schema: WallPostBody }) body: WallPostBody) {
    return { data: await this.walls.create(viewer.member, name, body.body, this.ctx(req, viewer), body.mediaId) };
  }

  @Route.get('walls/:post', { access: 'member', data: WallPost, summary: 'One wall post (`/profile/{name}/post/{id}`)' })
  async get(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param({ schema: WallPostParam }) p: { post: string }) {
    return { data: await this.walls.get(viewer.member, p.post, this.ctx(req, viewer)) };
  }

  @Route.delete('walls/:post', { access: 'member', status: 204, summary: 'Remove a post (its author, the wall’s owner or staff)' })
  async remove(@Viewer() viewer: AuthContext, @Param({ schema: WallPostParam }) p: { post: string }): Promise<void> {
    await this.walls.remove(viewer.member, p.post);
  }

  @Route.put('walls/:post/vote', { access: 'confirmed', data: WallVoteResult, summary: 'Vote a post up (1) or down (-1), or take my vote back (0)' })
  async vote(@Viewer() viewer: AuthContext, @Param({ schema: WallPostParam }) p: { post: string }, @Body({ schema: WallVoteBody }) body: { value: WallVote }) {
    return { data: await this.walls.vote(viewer.member, p.post, body.value) };
  }

  @Route.get('walls/:post/comments', { access: 'member', data: WallCommentPage, summary: 'A post’s comments, oldest first' })
  async comments(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param({ schema: WallPostParam }) p: { post: string }, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.walls.comments(viewer.member, p.post, q, this.ctx(req, viewer)) };
  }

  @Route.post('walls/:post/comments', { access: 'confirmed', data: WallComment, summary: 'Comment on a post I can see' })
  async comment(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param({ schema: WallPostParam }) p: { post: string }, @Body({ schema: WallCommentBody }) body: WallCommentBody) {
    return { data: await this.walls.addComment(viewer.member, p.post, body.body, this.ctx(req, viewer)) };
  }

  @Route.delete('walls/:post/comments/:comment', { access: 'member', status: 204, summary: 'Remove a comment (its author, the post’s author, the wall’s owner or staff)' })
  async removeComment(@Viewer() viewer: AuthContext, @Param({ schema: WallCommentParam }) p: { post: string; comment: string }): Promise<void> {
    await this.walls.removeComment(viewer.member, p.post, p.comment);
  }
}
