import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SiteStats, SiteStatsQuery } from '@community/contracts';
import { Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { SiteStatsService } from './site-stats.service.js';

/** SPEC 7 `site-stats`: the dashboard's figures (page `statistics`: admin, Global, Super, or a Super grant). */
@ApiTags('staff')
@Controller('api/staff/site-stats')
export class SiteStatsController {
  constructor(private readonly stats: SiteStatsService) {}

  @Route.get({ access: 'staff', response: SiteStats, summary: 'Sign-ups, active members, messages, stories (and payments when present) per UTC day and per variant' })
  get(@Viewer() viewer: AuthContext, @Query({ schema: SiteStatsQuery }) q: SiteStatsQuery) {
    return this.stats.stats(viewer.member, q);
  }
}
