import { Controller, Header, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCALES, Layout, SiteConfig, type Envelope } from '@community/contracts';
import { Route } from '../../shared/http/route.js';
import { VariantsService } from './variants.service.js';

const LayoutQuery = z.object({ locale: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'locale must look like en_GB').optional() });

const TranslationsParams = z.object({ locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }) });
const TranslationsQuery = z.object({ v: z.string().max(64).optional() });

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

  /**
   * A locale's catalogue, linked from every page by version (`?v=`): that URL never changes content, so the
   * browser keeps it for a year and each page's HTML no longer carries ~120 KB of translations. Without the
   * current version (or with an old one) it is the current catalogue, cached briefly.
   */
  @Route.get('translations/:locale', { access: 'public', summary: "A locale's translations (flat keys), as the layout carries them" })
  @ApiOkResponse({ schema: { type: 'object', properties: { data: { type: 'object', additionalProperties: { type: 'string' } } } } })
  translations(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param({ schema: TranslationsParams }) params: z.infer<typeof TranslationsParams>,
    @Query({ schema: TranslationsQuery }) query: z.infer<typeof TranslationsQuery>,
  ) {
    const { body, etag, version } = this.variants.translationsResponse(params.locale);
    void reply.header('cache-control', query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300').header('etag', etag);
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
