import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
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

  @Route.get('users/:name/friends', { access: 'member', data: pageOf(MemberCard), summary: 'Friends, most recently logged in first (the owner’s friends-list privacy applies)' })
  async friends(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listFriends(viewer.member, name, q, this.ctx(req, viewer)) };
  }

  @Route.post('users/:name/friends', {
    access: 'confirmed',
    data: z.object({ state: z.enum(['request-sent', 'friends']) }),
    summary: 'Send a friend request (accepts theirs when they asked first)',
  })
  async request(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string) {
    return { data: await this.relationships.requestFriend(viewer.member, name) };
  }

  @Route.put('users/:name/friends', {
    access: 'member',
    data: z.object({ state: z.enum(['friends', 'none']) }),
    summary: 'Answer the friend request this member sent me: approve 1 accepts, 0 declines',
  })
  async respond(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Body({ schema: FriendResponse }) body: { approve: boolean }) {
    return { data: await this.relationships.respondToRequest(viewer.member, name, body.approve) };
  }

  @Route.delete('users/:name/friends', { access: 'member', status: 204, summary: 'Unfriend, or withdraw my request' })
  async unfriend(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.removeFriend(viewer.member, name);
  }

  @Route.get('me/friend-requests', { access: 'member', data: FriendRequests, summary: 'Friend requests I received and sent' })
  async requests(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    return { data: await this.relationships.friendRequests(viewer.member, this.ctx(req, viewer)) };
  }

  // Follows

  @Route.get('users/:name/followers', { access: 'member', data: pageOf(MemberCard), summary: 'Who follows this member (follow-list privacy applies)' })
  async followers(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listFollows(viewer.member, name, 'followers', q, this.ctx(req, viewer)) };
  }

  @Route.get('users/:name/following', { access: 'member', data: pageOf(MemberCard), summary: 'Whom this member follows (follow-list privacy applies)' })
  async following(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listFollows(viewer.member, name, 'following', q, this.ctx(req, viewer)) };
  }

  @Route.put('users/:name/follow', { access: 'confirmed', status: 204, summary: 'Follow this member' })
  async follow(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.follow(viewer.member, name);
  }

  @Route.delete('users/:name/follow', { access: 'member', status: 204, summary: 'Stop following this member' })
  async unfollow(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.unfollow(viewer.member, name);
  }

  // Winks

  @Route.post('users/:name/wink', { access: 'confirmed', status: 204, summary: 'Wink (the member’s wink settings apply; once a day per member)' })
  async wink(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.wink(viewer.member, name, (id) => this.profiles.winkPolicy(id));
  }

  // Private notes

  @Route.get('users/:name/note', { access: 'member', data: Note.nullable(), summary: 'My private note about this member (null when none)' })
  async note(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string) {
    return { data: await this.relationships.getNote(viewer.member, name) };
  }

  @Route.put('users/:name/note', { access: 'member', data: Note, summary: 'Write my private note about this member (only I ever see it)' })
  async putNote(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Body({ schema: NoteBody }) body: { body: string }) {
    return { data: await this.relationships.putNote(viewer.member, name, body.body) };
  }

  @Route.delete('users/:name/note', { access: 'member', status: 204, summary: 'Delete my note about this member' })
  async deleteNote(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.deleteNote(viewer.member, name);
  }

  @Route.get('users/:name/notes', { access: 'member', data: pageOf(NoteItem), summary: 'The notes I wrote (my own profile only)' })
  async notes(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listNotes(viewer.member, name, q, this.ctx(req, viewer)) };
  }

  // Vouches

  @Route.get('users/:name/vouches', { access: 'member', data: pageOf(Vouch), summary: 'Vouches this member received' })
  async vouches(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.listVouches(viewer.member, name, q, this.ctx(req, viewer)) };
  }

  @Route.put('users/:name/vouch', { access: 'confirmed', status: 204, summary: 'Vouch for a friend (or edit my vouch)' })
  async vouch(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Body({ schema: VouchBody }) body: { body: string }): Promise<void> {
    await this.relationships.vouch(viewer.member, name, body.body);
  }

  @Route.delete('users/:name/vouch', { access: 'member', status: 204, summary: 'Withdraw my vouch; on my own profile, `?voucher=` removes a vouch I received' })
  async unvouch(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string, @Query({ schema: VoucherQuery }) q: { voucher?: string }): Promise<void> {
    await this.relationships.removeVouch(viewer.member, name, q.voucher);
  }

  // Favourites and interactions

  @Route.put('users/:name/favourite', { access: 'member', status: 204, summary: 'Add to my favourites' })
  async favourite(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.favourite(viewer.member, name, true);
  }

  @Route.delete('users/:name/favourite', { access: 'member', status: 204, summary: 'Remove from my favourites' })
  async unfavourite(@Viewer() viewer: AuthContext, @Param('name', { schema: NameParam }) name: string): Promise<void> {
    await this.relationships.favourite(viewer.member, name, false);
  }

  @Route.get('interactions/:tab', { access: 'member', data: pageOf(InteractionItem), summary: 'Winks received and sent, who viewed my profile, my favourites' })
  async interactions(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param({ schema: z.object({ tab: InteractionTab }) }) params: { tab: Tab }, @Query({ schema: ListQuery }) q: List) {
    return { data: await this.relationships.interactions(viewer.member, params.tab, q, this.ctx(req, viewer)) };
  }
}
