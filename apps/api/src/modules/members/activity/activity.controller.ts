import { Controller, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ActivityPage, ActivityQuery, ActivityStats } from '@community/contracts';
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
