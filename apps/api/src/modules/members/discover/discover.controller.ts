import { Body, Controller, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BadgeSettings, BadgeSettingsBody, ExplorePage, PublicSiteStats, StreamPage, StreamQuery } from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext } from '../http.js';
import { DiscoverService } from './discover.service.js';

/** Discovery: `explore`, the public `stream`, the public `site-stats`, and my badge choices (`me/badges`). */
@ApiTags('members')
@Controller('api')
export class DiscoverController {
  constructor(
    private readonly discover: DiscoverService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('explore', {
    access: 'optional',
    data: ExplorePage,
    summary: 'Discovery sections: new members near me (100 km), newest members, online now, most followed this week, newest public photos; guests see profiles shown to everyone only',
  })
  async explore(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null) {
    const me = viewer?.member ?? null;
    return { data: await this.discover.explore(me, cardContext(this.variants, req, me)) };
  }

  @Route.get('stream', {
    access: 'optional',
    data: StreamPage,
    summary: 'Recent public activity across the network (wall posts for members, stories, profile photos), newest first, keyset pages',
  })
  async stream(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null, @Query({ schema: StreamQuery }) q: z.output<typeof StreamQuery>) {
    const me = viewer?.member ?? null;
    return { data: await this.discover.stream(me, q, cardContext(this.variants, req, me)) };
  }

  @Route.get('site-stats', {
    access: 'public',
    data: PublicSiteStats,
    summary: 'Public figures for the home page: members, online now, joined today, stories (stories sites); cached 60 s. Staff figures are staff/site-stats',
  })
  async siteStats(@Req() req: FastifyRequest) {
    const site = this.variants.context(req);
    return { data: await this.discover.siteStats(this.variants.siteFlags(site.variant)) };
  }

  @Route.get('me/badges', { access: 'member', data: BadgeSettings, summary: 'My badges here (verified tick, star, crown): which I have and which I show' })
  badges(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext) {
    return { data: this.discover.badges(viewer.member, this.variants.siteFlags(this.variants.context(req).variant)) };
  }

  @Route.put('me/badges', { access: 'member', data: BadgeSettings, summary: 'Choose which of my badges to hide (`hidden`: verified, star, crown); the staff mark always shows' })
  async setBadges(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Body({ schema: BadgeSettingsBody }) body: z.output<typeof BadgeSettingsBody>) {
    return { data: await this.discover.setBadges(viewer.member, body.hidden, this.variants.siteFlags(this.variants.context(req).variant)) };
  }
}
