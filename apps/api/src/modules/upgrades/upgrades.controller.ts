import { Controller, Header, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { UpgradeBanner, UpgradeOptions, type Envelope } from '@community/contracts';
import { OptionalViewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { UpgradesService } from './upgrades.service.js';

/** The upgrade banner and the upgrade dialog's data; both depend on who asks, so neither is shared-cached. */
@ApiTags('upgrades')
@Controller('api/upgrades')
export class UpgradesController {
  constructor(
    private readonly upgrades: UpgradesService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('banner', { access: 'optional', data: UpgradeBanner, summary: 'The upgrade banner for me (SPEC 3 banner response): type null when none shows' })
  @Header('cache-control', 'private, no-store')
  banner(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null): Envelope<UpgradeBanner> {
    const ctx = this.variants.context(req, viewer?.member.locale);
    return { data: this.upgrades.banner(viewer?.member ?? null, ctx) };
  }

  @Route.get({ access: 'optional', data: UpgradeOptions, summary: 'Whether upgrades are on sale here, my tier, and what each tier unlocks on this variant' })
  @Header('cache-control', 'private, no-store')
  options(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null): Envelope<UpgradeOptions> {
    return { data: this.upgrades.options(viewer?.member ?? null, this.variants.context(req)) };
  }
}
