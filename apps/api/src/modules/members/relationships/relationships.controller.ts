import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FriendRequests,
  FriendResponse,
  InteractionItem,
  InteractionTab,
  ListQuery,
  MemberCard,
  Note,
  NoteBody,
  NoteItem,
  pageOf,
  Vouch,
  VouchBody,
} from '@community/contracts';
import type { InteractionTab as Tab } from '@community/domain';
import { Access, Viewer } from '../../../shared/access/access.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext, NameParam } from '../http.js';
import { ProfilesService } from '../profiles/profiles.service.js';
import { RelationshipsService } from './relationships.service.js';

type List = z.output<typeof ListQuery>;
const VoucherQuery = z.object({ voucher: NameParam.optional() });

/**
 * Friends, follows, winks, notes, vouches, favourites and interactions. Reading needs a login; reaching
 * another member (requests, winks, follows, vouches) needs a confirmed e-mail address.
 */
@ApiTags('members')
@Controller('api')
export class RelationshipsController {
  constructor(
    private readonly relationships: RelationshipsService,
    private readonly profiles: ProfilesService,
    private readonly variants: VariantsService,
  ) {}

  private ctx(req: FastifyRequest, viewer: AuthContext) {
    return cardContext(this.variants, req, viewer.member);
  }

  // Friends

  @Get('users/:name/friends')
  @Access('member')
  @ApiOperation({ summary: 'Friends, most recently logged in first (the owner’s friends-list privacy applies)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: pageOf(MemberCard) }) })
  async friends(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listFriends(viewer.member, name, q, this.ctx(req, viewer)) };
  }

  @Post('users/:name/friends')
  @Access('confirmed')
  @ApiOperation({ summary: 'Send a friend request (accepts theirs when they asked first)' })
  @ApiResponse({ status: 201, standardSchema: z.object({ data: z.object({ state: z.enum(['request-sent', 'friends']) }) }) })
  async request(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string) {
    return { data: await this.relationships.requestFriend(viewer.member, name) };
  }

  @Put('users/:name/friends')
  @Access('member')
  @ApiOperation({ summary: 'Answer the friend request this member sent me: approve 1 accepts, 0 declines' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: z.object({ state: z.enum(['friends', 'none']) }) }) })
  async respond(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Body({ schema: FriendResponse }) body: { approve: boolean }) {
    return { data: await this.relationships.respondToRequest(viewer.member, name, body.approve) };
  }

  @Delete('users/:name/friends')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Unfriend, or withdraw my request' })
  async unfriend(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.removeFriend(viewer.member, name);
  }

  @Get('me/friend-requests')
  @Access('member')
  @ApiOperation({ summary: 'Friend requests I received and sent' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: FriendRequests }) })
  async requests(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    return { data: await this.relationships.friendRequests(viewer.member, this.ctx(req, viewer)) };
  }

  // Follows

  @Get('users/:name/followers')
  @Access('member')
  @ApiOperation({ summary: 'Who follows this member (follow-list privacy applies)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: pageOf(MemberCard) }) })
  async followers(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listFollows(viewer.member, name, 'followers', q, this.ctx(req, viewer)) };
  }

  @Get('users/:name/following')
  @Access('member')
  @ApiOperation({ summary: 'Whom this member follows (follow-list privacy applies)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: pageOf(MemberCard) }) })
  async following(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listFollows(viewer.member, name, 'following', q, this.ctx(req, viewer)) };
  }

  @Put('users/:name/follow')
  @HttpCode(204)
  @Access('confirmed')
  @ApiOperation({ summary: 'Follow this member' })
  async follow(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.follow(viewer.member, name);
  }

  @Delete('users/:name/follow')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Stop following this member' })
  async unfollow(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.unfollow(viewer.member, name);
  }

  // Winks

  @Post('users/:name/wink')
  @HttpCode(204)
  @Access('confirmed')
  @ApiOperation({ summary: 'Wink (the member’s wink settings apply; once a day per member)' })
  async wink(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.wink(viewer.member, name, (id) => this.profiles.winkPolicy(id));
  }

  // Private notes

  @Get('users/:name/note')
  @Access('member')
  @ApiOperation({ summary: 'My private note about this member (null when none)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: Note.nullable() }) })
  async note(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string) {
    return { data: await this.relationships.getNote(viewer.member, name) };
  }

  @Put('users/:name/note')
  @Access('member')
  @ApiOperation({ summary: 'Write my private note about this member (only I ever see it)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: Note }) })
  async putNote(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Body({ schema: NoteBody }) body: { body: string }) {
    return { data: await this.relationships.putNote(viewer.member, name, body.body) };
  }

  @Delete('users/:name/note')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Delete my note about this member' })
  async deleteNote(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.deleteNote(viewer.member, name);
  }

  @Get('users/:name/notes')
  @Access('member')
  @ApiOperation({ summary: 'The notes I wrote (my own profile only)' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: pageOf(NoteItem) }) })
  async notes(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listNotes(viewer.member, name, q, this.ctx(req, viewer)) };
  }

  // Vouches

  @Get('users/:name/vouches')
  @Access('member')
  @ApiOperation({ summary: 'Vouches this member received' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: pageOf(Vouch) }) })
  async vouches(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listVouches(viewer.member, name, q, this.ctx(req, viewer)) };
  }

  @Put('users/:name/vouch')
  @HttpCode(204)
  @Access('confirmed')
  @ApiOperation({ summary: 'Vouch for a friend (or edit my vouch)' })
  async vouch(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Body({ schema: VouchBody }) body: { body: string }): Promise<void> {
    await this.relationships.vouch(viewer.member, name, body.body);
  }

  @Delete('users/:name/vouch')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Withdraw my vouch; on my own profile, `?voucher=` removes a vouch I received' })
  async unvouch(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: VoucherQuery }) q: { voucher?: string }): Promise<void> {
    await this.relationships.removeVouch(viewer.member, name, q.voucher);
  }

  // Favourites and interactions

  @Put('users/:name/favourite')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Add to my favourites' })
  async favourite(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.favourite(viewer.member, name, true);
  }

  @Delete('users/:name/favourite')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Remove from my favourites' })
  async unfavourite(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.favourite(viewer.member, name, false);
  }

  @Get('interactions/:tab')
  @Access('member')
  @ApiOperation({ summary: 'Winks received and sent, who viewed my profile, my favourites' })
  @ApiResponse({ status: 200, standardSchema: z.object({ data: pageOf(InteractionItem) }) })
  async interactions(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param({ schema: z.object({ tab: InteractionTab }) }) params: { tab: Tab }, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.interactions(viewer.member, params.tab, q, this.ctx(req, viewer)) };
  }
}
