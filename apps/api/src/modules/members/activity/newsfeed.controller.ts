import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ActivityItem, ActivityPage, NewsfeedCardParam, NewsfeedProfileCard, NewsfeedQuery, NewsfeedSettings } from '@community/contracts';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext } from '../http.js';
import { NewsfeedService } from './newsfeed.service.js';

/** `/newactivity`: the newsfeed (`newsfeed`), its settings (`newsfeed/settings`) and my card beside it (`newsfeed/profile-card`). */
@ApiTags('members')
@Controller('api/newsfeed')
export class NewsfeedController {
  constructor(
    private readonly newsfeed: NewsfeedService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get({ access: 'member', data: ActivityPage, summary: 'The activity cards of the kinds I chose, from friends and followed members, newest first (keyset pages)' })
  async feed(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Query({ schema: NewsfeedQuery }) q: z.output<typeof NewsfeedQuery>) {
    return { data: await this.newsfeed.feed(viewer.member, q, cardContext(this.variants, req, viewer.member)) };
  }

  @Route.get('settings', { access: 'member', data: NewsfeedSettings, summary: 'Which kinds of card my newsfeed shows, and my landing page (activity or newactivity)' })
  async settings(@Viewer() viewer: AuthContext) {
    return { data: await this.newsfeed.settings(viewer.member) };
  }

  @Route.put('settings', { access: 'member', data: NewsfeedSettings, summary: 'Choose the kinds of card my newsfeed shows (at least one) and my landing page' })
  async saveSettings(@Viewer() viewer: AuthContext, @Body({ schema: NewsfeedSettings }) body: z.output<typeof NewsfeedSettings>) {
    return { data: await this.newsfeed.saveSettings(viewer.member, body) };
  }

  @Route.get('profile-card', { access: 'member', data: NewsfeedProfileCard, summary: 'Me as lists show me, my numbers and the next setup step (beside the newsfeed)' })
  async profileCard(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    return { data: await this.newsfeed.profileCard(viewer.member, cardContext(this.variants, req, viewer.member)) };
  }

  // After the fixed paths (settings, profile-card), so those are never taken for a card id.
  @Route.get(':card', { access: 'member', data: ActivityItem, summary: 'One card of my newsfeed (404 for a card my newsfeed does not show me: someone else’s, hidden, blocked)' })
  async card(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param({ schema: NewsfeedCardParam }) p: { card: string }) {
    return { data: await this.newsfeed.card(viewer.member, p.card, cardContext(this.variants, req, viewer.member)) };
  }

  @Route.delete(':card', { access: 'member', status: 204, summary: 'Hide one card from my newsfeed for good (404 for a card my newsfeed does not show me)' })
  async hide(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Param({ schema: NewsfeedCardParam }) p: { card: string }) {
    await this.newsfeed.hide(viewer.member, p.card, cardContext(this.variants, req, viewer.member));
  }
}
