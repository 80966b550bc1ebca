import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Layout, SiteConfig, type Envelope } from '@community/contracts';
import { Access } from '../auth/access.js';
import { VariantsService } from './variants.service.js';

const LayoutQuery = z.object({ locale: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'locale must look like en_GB').optional() });

@ApiTags('site')
@Controller('api')
export class VariantsController {
  constructor(private readonly variants: VariantsService) {}

  @Get('layout')
  @Access('public')
  @Header('cache-control', 'public, max-age=300')
  @Header('vary', 'Host')
  @ApiOperation({ summary: "The variant's brand, navigation, footer, meta, routes and translations for a locale" })
  @ApiOkResponse({ schema: { type: 'object', properties: { data: z.toJSONSchema(Layout, { io: 'output', unrepresentable: 'any' }) as object } } })
  layout(@Req() req: FastifyRequest, @Query({ schema: LayoutQuery }) query: z.infer<typeof LayoutQuery>): Envelope<Layout> {
    const ctx = this.variants.context(req, query.locale);
    return { data: this.variants.layout(ctx.variant, ctx.locale) };
  }

  @Get('site-config')
  @Access('public')
  @Header('cache-control', 'public, max-age=300')
  @Header('vary', 'Host')
  @ApiOperation({ summary: 'The site configuration of the variant serving this host (SPEC 3)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { data: z.toJSONSchema(SiteConfig, { io: 'output', unrepresentable: 'any' }) as object } } })
  siteConfig(@Req() req: FastifyRequest): Envelope<SiteConfig> {
    return { data: this.variants.siteConfig(this.variants.context(req)) };
  }
}
