import { Controller, Header, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Layout, SiteConfig, type Envelope } from '@community/contracts';
import { Route } from '../../shared/http/route.js';
import { VariantsService } from './variants.service.js';

const LayoutQuery = z.object({ locale: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'locale must look like en_GB').optional() });

@ApiTags('site')
@Controller('api')
export class VariantsController {
  constructor(private readonly variants: VariantsService) {}

  @Route.get('layout', { access: 'public', summary: "The variant's brand, navigation, footer, meta, routes and translations for a locale" })
  @ApiOkResponse({ schema: { type: 'object', properties: { data: z.toJSONSchema(Layout, { io: 'output', unrepresentable: 'any' }) as object } } })
  layout(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query({ schema: LayoutQuery }) query: z.infer<typeof LayoutQuery>) {
    // The layout changes only on deploy: its body is serialised once per variant and locale, with an ETag.
    const ctx = this.variants.context(req, query.locale);
    const { body, etag } = this.variants.layoutResponse(ctx.variant, ctx.locale);
    void reply.header('cache-control', 'public, max-age=300').header('vary', 'Host, Cookie').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }

  @Route.get('site-config', { access: 'public', summary: 'The site configuration of the variant serving this host (SPEC 3)' })
  @Header('cache-control', 'public, max-age=300')
  @Header('vary', 'Host')
  @ApiOkResponse({ schema: { type: 'object', properties: { data: z.toJSONSchema(SiteConfig, { io: 'output', unrepresentable: 'any' }) as object } } })
  siteConfig(@Req() req: FastifyRequest): Envelope<SiteConfig> {
    return { data: this.variants.siteConfig(this.variants.context(req)) };
  }
}
