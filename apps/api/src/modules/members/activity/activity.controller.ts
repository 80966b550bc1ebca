import { Body, Controller, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ActivityPage, ActivityQuery, ActivitySettings, ActivityStats } from '@community/contracts';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { cardContext } from '../http.js';
import { ActivityPhotos } from './activity-photos.js';
import { ActivityService } from './activity.service.js';

/** `/activity` and `/activity/card/{type}`: the feed of friends and followed members; `activity/stats`. */
@ApiTags('members')
@Controller('api/activity')
export class ActivityController {
  constructor(
    private readonly activity: ActivityService,
    private readonly photos: ActivityPhotos,
    private readonly variants: VariantsService,
  ) {}

  @Route.get({ access: 'member', data: ActivityPage, summary: 'What my friends and the members I follow did, newest first (keyset pages; `type` for one kind of card)' })
  async feed(@Req() req: FastifyRequest, @Viewer() viewer: AuthContext, @Query({ schema: ActivityQuery }) q: z.output<typeof ActivityQuery>) {
    return { data: await this.photos.page(await this.activity.feed(viewer.member, q, cardContext(this.variants, req, viewer.member))) };
  }

  @Route.get('stats', { access: 'member', data: ActivityStats, summary: 'My numbers beside the feed: friends, follows, profile views and winks in 30 days, pending requests' })
  async stats(@Viewer() viewer: AuthContext) {
    return { data: await this.activity.stats(viewer.member) };
  }
}

/** `activity-settings` (SPEC 7, user resource): what my activity shares and with whom. */
@ApiTags('members')
@Controller('api/activity-settings')
export class ActivitySettingsController {
  constructor(private readonly activity: ActivityService) {}

  @Route.get({ access: 'member', data: ActivitySettings, summary: 'What my activity shares: the kinds of card friends and followers see, and whether followers see them' })
  async get(@Viewer() viewer: AuthContext) {
    return { data: await this.activity.settings(viewer.member) };
  }

  @Route.post({ access: 'member', status: 200, data: ActivitySettings, summary: 'Change what my activity shares (kinds switched off are not written while off; my cards of them stop showing)' })
  async save(@Viewer() viewer: AuthContext, @Body({ schema: ActivitySettings }) body: ActivitySettings) {
    return { data: await this.activity.saveSettings(viewer.member, body) };
  }
}
