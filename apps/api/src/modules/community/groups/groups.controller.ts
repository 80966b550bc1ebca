import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CommunityCommentBody,
  CommunityCommentParam,
  CommunityPostBody,
  CommunityPostParam,
  CommunityVoteBody,
  CommunityVoteResult,
  CommunityWallComment,
  CommunityWallCommentPage,
  CommunityWallPage,
  CommunityWallPost,
  CommunityWallQuery,
  GroupDetail,
  GroupForm,
  GroupInviteAnswer,
  GroupInvitePage,
  GroupInviteRequest,
  GroupInviteResult,
  GroupListQuery,
  GroupMemberChange,
  GroupMemberItem,
  GroupMemberPage,
  GroupMemberParam,
  GroupMembersQuery,
  GroupMembership,
  GroupPage,
  GroupRef,
  GroupRequestAnswer,
  GroupRequestParam,
} from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { CommunityWallsService } from './community-walls.service.js';
import { GroupsService } from './groups.service.js';

const NameParam = z.object({ name: z.string().trim().min(1, 'name is required').max(60) });
const InviteParam = z.object({ group: GroupRef.shape.group, id: z.uuid('id is not an invitation id') });
const PageQuery = CommunityWallQuery;
type Page = z.output<typeof PageQuery>;

/**
 * Groups (issue 20): discovery, the group page, writing, membership, requests, invitations, a member's
 * groups and my invitations, and the group's wall. Guests see listed groups; everything else needs a member,
 * writing a confirmed one. Access to a group (and the 404 for secret ones) is checked in GroupsService.
 */
@ApiTags('groups')
@Controller('api')
export class GroupsController {
  constructor(
    private readonly variants: VariantsService,
    private readonly groups: GroupsService,
    private readonly walls: CommunityWallsService,
  ) {}

  private variant(req: FastifyRequest): string {
    return this.variants.context(req).variant.code;
  }

  private locale(req: FastifyRequest): string {
    return this.variants.context(req).locale;
  }

  @Route.get('groups', { access: 'optional', data: GroupPage, summary: 'Discover groups: by category, near a place, newest, most active, most members; search by name (secret groups only for their members)' })
  async list(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Query({ schema: GroupListQuery }) q: z.output<typeof GroupListQuery>) {
    return { data: await this.groups.list(auth?.member ?? null, this.variant(req), q) };
  }

  @Route.post('groups', { access: 'confirmed', data: GroupDetail, summary: 'Create a group (I become its owner)' })
  async create(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: GroupForm }) body: z.output<typeof GroupForm>) {
    return { data: await this.groups.create(auth.member, this.variant(req), this.locale(req), body) };
  }

  @Route.get('groups/:group', { access: 'optional', data: GroupDetail, summary: 'A group with the viewer’s standing (a secret group is a 404 to anyone outside it)' })
  async get(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: GroupRef }) p: { group: string }) {
    return { data: await this.groups.detail(auth?.member ?? null, this.variant(req), p.group) };
  }

  @Route.put('groups/:group', { access: 'confirmed', data: GroupDetail, summary: 'Edit a group (owner and moderators)' })
  async update(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }, @Body({ schema: GroupForm }) body: z.output<typeof GroupForm>) {
    return { data: await this.groups.update(auth.member, this.variant(req), this.locale(req), p.group, body) };
  }

  @Route.delete('groups/:group', { access: 'member', status: 204, summary: 'Delete a group (its owner)' })
  async remove(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }): Promise<void> {
    await this.groups.remove(auth.member, this.variant(req), p.group);
  }

  @Route.post('groups/:group/join', { access: 'confirmed', status: 200, data: GroupMembership, summary: 'Join (open group or invited), or ask to join (by request)' })
  async join(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }) {
    return { data: await this.groups.join(auth.member, this.variant(req), p.group) };
  }

  @Route.delete('groups/:group/join', { access: 'member', data: GroupMembership, summary: 'Leave, withdraw my request or decline my invitation (the owner hands the group over first)' })
  async leave(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }) {
    return { data: await this.groups.leave(auth.member, this.variant(req), p.group) };
  }

  @Route.get('groups/:group/members', { access: 'member', data: GroupMemberPage, summary: 'Members (members of a private group; anyone on a public one); requests, invitations and bans (owner and moderators)' })
  async members(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }, @Query({ schema: GroupMembersQuery }) q: z.output<typeof GroupMembersQuery>) {
    return { data: await this.groups.membersList(auth.member, this.variant(req), p.group, q.state, q.after, q.limit) };
  }

  @Route.put('groups/:group/members/:member', { access: 'confirmed', data: GroupMemberItem, summary: 'Approve a request, ban (owner, moderators); promote, demote, hand over ownership (owner)' })
  async change(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupMemberParam }) p: { group: string; member: string }, @Body({ schema: GroupMemberChange }) body: GroupMemberChange) {
    return { data: await this.groups.change(auth.member, this.variant(req), p.group, p.member, body) };
  }

  @Route.delete('groups/:group/members/:member', { access: 'member', status: 204, summary: 'Remove a member, refuse a request, cancel an invitation or lift a ban (owner, moderators)' })
  async removeMember(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupMemberParam }) p: { group: string; member: string }): Promise<void> {
    await this.groups.removeMember(auth.member, this.variant(req), p.group, p.member);
  }

  @Route.put('groups/:group/requests/:id', { access: 'confirmed', data: GroupMembership, summary: 'Approve a join request (`status: approve`, from the notification)' })
  async approve(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRequestParam }) p: { group: string; id: string }, @Body({ schema: GroupRequestAnswer }) _b: unknown) {
    return { data: await this.groups.answerRequest(auth.member, this.variant(req), p.group, p.id, true) };
  }

  @Route.delete('groups/:group/requests/:id', { access: 'member', data: GroupMembership, summary: 'Refuse a join request' })
  async refuse(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRequestParam }) p: { group: string; id: string }) {
    return { data: await this.groups.answerRequest(auth.member, this.variant(req), p.group, p.id, false) };
  }

  @Route.post('groups/:group/invites', { access: 'confirmed', status: 200, data: GroupInviteResult, summary: 'Invite friends by name (each invited or skipped with a reason)' })
  async invite(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }, @Body({ schema: GroupInviteRequest }) body: z.output<typeof GroupInviteRequest>) {
    return { data: await this.groups.invite(auth.member, this.variant(req), p.group, body.names) };
  }

  @Route.put('groups/:group/invites/:id', { access: 'confirmed', data: GroupMembership, summary: 'Accept (1) or decline (0) my invitation' })
  async answerInvite(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: InviteParam }) p: { group: string; id: string }, @Body({ schema: GroupInviteAnswer }) body: { accept: boolean }) {
    return { data: await this.groups.answerInvite(auth.member, this.variant(req), p.group, p.id, body.accept) };
  }

  @Route.get('users/:name/groups/invites', { access: 'member', data: GroupInvitePage, summary: 'My group invitations waiting for an answer' })
  async myInvites(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: NameParam }) p: { name: string }, @Query({ schema: PageQuery }) q: Page) {
    return { data: await this.groups.myInvites(auth.member, p.name, this.variant(req), q.after, q.limit) };
  }

  @Route.get('users/:name/groups', { access: 'member', data: GroupPage, summary: 'A member’s groups (`/profile/{name}/groups`; secret ones only to their members)' })
  async ofMember(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: NameParam }) p: { name: string }, @Query({ schema: PageQuery }) q: Page) {
    return { data: await this.groups.ofMember(auth.member, this.variant(req), p.name, q.after, q.limit) };
  }

  // ---- walls (groups here; clubs route theirs to the same service) ----------------------------

  @Route.get('groups/:group/wall', { access: 'member', data: CommunityWallPage, summary: 'The group’s wall, newest first (public groups: any member; otherwise its members)' })
  async wall(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }, @Query({ schema: PageQuery }) q: Page) {
    return { data: await this.walls.list(auth.member, this.variant(req), 'group', p.group, q.after, q.limit) };
  }

  @Route.post('groups/:group/wall', { access: 'confirmed', data: CommunityWallPost, summary: 'Post on the group’s wall (its members)' })
  async post(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: GroupRef }) p: { group: string }, @Body({ schema: CommunityPostBody }) body: CommunityPostBody) {
    return { data: await this.walls.create(auth.member, this.variant(req), 'group', p.group, body.body) };
  }

  @Route.get('community-walls/:post', { access: 'member', data: CommunityWallPost, summary: 'One post on a group’s or club’s wall' })
  async getPost(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CommunityPostParam }) p: { post: string }) {
    return { data: await this.walls.get(auth.member, this.variant(req), p.post) };
  }

  @Route.delete('community-walls/:post', { access: 'member', status: 204, summary: 'Remove a post (its author, the place’s owner or moderators)' })
  async removePost(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CommunityPostParam }) p: { post: string }): Promise<void> {
    await this.walls.remove(auth.member, this.variant(req), p.post);
  }

  @Route.put('community-walls/:post/vote', { access: 'confirmed', data: CommunityVoteResult, summary: 'Vote a post up (1) or down (-1), or take my vote back (0)' })
  async vote(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CommunityPostParam }) p: { post: string }, @Body({ schema: CommunityVoteBody }) body: { value: -1 | 0 | 1 }) {
    return { data: await this.walls.vote(auth.member, this.variant(req), p.post, body.value) };
  }

  @Route.get('community-walls/:post/comments', { access: 'member', data: CommunityWallCommentPage, summary: 'A post’s comments, oldest first' })
  async comments(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CommunityPostParam }) p: { post: string }, @Query({ schema: PageQuery }) q: Page) {
    return { data: await this.walls.comments(auth.member, this.variant(req), p.post, q.after, q.limit) };
  }

  @Route.post('community-walls/:post/comments', { access: 'confirmed', data: CommunityWallComment, summary: 'Comment on a post' })
  async comment(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CommunityPostParam }) p: { post: string }, @Body({ schema: CommunityCommentBody }) body: { body: string }) {
    return { data: await this.walls.addComment(auth.member, this.variant(req), p.post, body.body) };
  }

  @Route.delete('community-walls/:post/comments/:comment', { access: 'member', status: 204, summary: 'Remove a comment (its author, the post’s author, the place’s owner or moderators)' })
  async removeComment(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CommunityCommentParam }) p: { post: string; comment: string }): Promise<void> {
    await this.walls.removeComment(auth.member, this.variant(req), p.post, p.comment);
  }
}
