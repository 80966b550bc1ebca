import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeTo, translationsFor } from '@community/contracts';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { AppException } from '../../infra/http/app-exception.js';
import { repoRoot } from '../../infra/paths/paths.js';
import { Route } from '../../shared/http/route.js';
import { SessionsService } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { COLOR_SCHEME_SCRIPT, colorSchemeFromCookie, renderPage } from './html.js';
import { robotsTxt } from './meta.js';
import { PageMetaService } from './page-meta.service.js';

/**
 * Serves the member site's HTML for every path the route table knows (200, with the variant's title, meta and
 * colours already in the page; a story, a genre, a writer's stories and a public profile with their own title,
 * description, canonical link and OpenGraph/Twitter tags; a story with its text and the lists with their first
 * stories inside #root, see PageMetaService) and a real 404 for the rest; `/staff/**` serves the staff
 * console; `/robots.txt` per variant. Static assets are served by @fastify/static (see bootstrap).
 */
@ApiExcludeController()
@Controller()
export class WebController {
  private readonly siteIndex: string | null;
  private readonly staffIndex: string | null;

  constructor(
    private readonly variants: VariantsService,
    private readonly pageMeta: PageMetaService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
    this.siteIndex = read(path.join(config.SITE_DIST ?? path.join(repoRoot(), 'apps/site/dist'), 'index.html'));
    this.staffIndex = read(path.join(config.STAFF_DIST ?? path.join(repoRoot(), 'apps/staff/dist'), 'index.html'));
  }

  @Route.get('staff', { access: 'public' })
  staffRoot(@Res() reply: FastifyReply) {
    return this.staff(reply);
  }

  @Route.get('staff/*', { access: 'public' })
  staffPage(@Res() reply: FastifyReply) {
    return this.staff(reply);
  }

  private staff(reply: FastifyReply) {
    if (!this.staffIndex) return reply.status(503).type('text/plain').send('The staff console is not built: run npm run build');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.staffIndex);
  }

  /** The first-paint colour scheme script for `dark=auto` (see COLOR_SCHEME_SCRIPT); the page links it with its hash. */
  @Route.get('color-scheme.js', { access: 'public' })
  colorSchemeScript(@Res() reply: FastifyReply) {
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(COLOR_SCHEME_SCRIPT);
  }

  /** Public pages allowed; the API, staff console and members-only areas not; the stories sitemap where the variant has stories. */
  @Route.get('robots.txt', { access: 'public' })
  robots(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const ctx = this.variants.context(req);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Host')
      .send(robotsTxt(ctx.origin, { stories: this.variants.isKnownPage(ctx.variant, routeTo('stories')) }));
  }

  @Route.get('*', { access: 'public' })
  async page(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const [pathname = '/', search = ''] = req.url.split('?', 2) as [string?, string?];
    if (pathname.startsWith('/api/') || pathname.startsWith('/napi/') || pathname === '/api') {
      throw new AppException(404, 'NOT_FOUND', `No endpoint ${req.method} ${pathname}`);
    }
    const accept = req.headers.accept ?? '';
    const ctx = this.variants.context(req);
    const known = this.variants.isKnownPage(ctx.variant, pathname);
    const layout = this.variants.layout(ctx.variant, ctx.locale);
    const notFound = translationsFor(ctx.locale)['errors.notFound.title'] ?? 'This page could not be found';
    if (!this.siteIndex || (!accept.includes('text/html') && !accept.includes('*/*') && accept !== '')) {
      return reply.status(known ? (this.siteIndex ? 406 : 503) : 404).type('text/plain; charset=utf-8').send(known ? 'The site is not built: run npm run build' : notFound);
    }
    const status = known ? 200 : 404;
    const meta = layout.meta as { title: string; titleTemplate?: string };
    // A story, a genre, a writer's list or a profile: its own head as a guest sees it; stories and lists also
    // their content, narrowed by the member's block list (the session is read only for those pages).
    const viewer = async () => (await this.sessions.resolve(req, reply))?.member ?? null;
    const page = known ? await this.pageMeta.forPath(ctx, pathname, search, viewer) : null;
    const title = known ? (page?.title ?? meta.title) : (meta.titleTemplate ?? '%s').replace('%s', notFound);
    const html = renderPage(
      this.siteIndex,
      { siteConfig: this.variants.siteConfig(ctx), layout, status },
      title,
      colorSchemeFromCookie(req.headers.cookie),
      page?.head,
      page?.body,
    );
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', page?.personal ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Host')
      .send(html);
  }
}
