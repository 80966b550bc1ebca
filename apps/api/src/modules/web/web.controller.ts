import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Controller, Inject, Logger, Req, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, routeTo, translationsFor } from '@community/contracts';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import { AppException } from '../../infra/http/app-exception.js';
import { repoRoot } from '../../infra/paths/paths.js';
import { Route } from '../../shared/http/route.js';
import { VariantsService } from '../variants/index.js';
import { COLOR_SCHEME_SCRIPT, colorSchemeFromCookie, renderPage, type PageBoot } from './html.js';
import { robotsTxt, titleFrom } from './meta.js';
import { cookiesFor, injectFetch, loadSiteRenderer, pageStream, passOnCookies, whileHydrating, withPageStyles, type SiteRenderer, type SiteRenderResult } from './site-renderer.js';

/** Where the server's rendering goes inside `<div id="root">` (split off before sending). */
const ROOT_MARKER = '<!--app-html-->';
/** A guest's page may be kept this long by a shared cache (per Host and Cookie). */
const GUEST_PAGE_CACHE = 'public, max-age=60';
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
  /** The site's server renderer (site-renderer.ts), loaded once. */
  private readonly renderer: Promise<SiteRenderer | null>;
  private readonly renderTimeoutMs: number;
  private readonly log = new Logger('Web');

  constructor(
    private readonly variants: VariantsService,
    private readonly pageMeta: PageMetaService,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
    const siteDist = config.SITE_DIST ?? path.join(repoRoot(), 'apps/site/dist');
    const siteIndex = read(path.join(siteDist, 'index.html'));
    this.siteIndex = siteIndex && withPageStyles(siteIndex, siteDist);
    this.renderer = loadSiteRenderer(siteDist).catch((error: unknown) => {
      this.log.error(`The site's server renderer could not load; pages render in the browser only: ${(error as Error)?.stack ?? String(error)}`);
      return null;
    });
    this.staffIndex = read(path.join(config.STAFF_DIST ?? path.join(repoRoot(), 'apps/staff/dist'), 'index.html'));
    this.renderTimeoutMs = config.SSR_TIMEOUT_MS;
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
    const translationsUrl = `/api/translations/${ctx.locale}?v=${this.variants.translationsResponse(ctx.locale).version}`;
    const boot: PageBoot = { siteConfig: this.variants.siteConfig(ctx), layout, status: known ? 200 : 404, translationsUrl };
    // A story, a genre, a writer's list or a profile: its own head, as a guest sees it.
    const page = known ? await this.pageMeta.forPath(ctx, pathname, search) : null;
    const scheme = colorSchemeFromCookie(req.headers.cookie);
    const meta = layout.meta as { title: string; titleTemplate?: string };
    const titleOf = (status: number) => (status === 404 ? titleFrom(meta.titleTemplate, notFound) : (page?.title ?? meta.title));

    const rendered = await this.render(req, reply, `${ctx.origin}${req.url}`, boot);
    if (rendered.kind === 'page') {
      const status = rendered.status;
      const html = whileHydrating(renderPage(this.siteIndex, { ...boot, status: status === 404 ? 404 : boot.status }, titleOf(status), scheme, page?.head, ROOT_MARKER));
      const at = html.indexOf(ROOT_MARKER);
      // A member's page is theirs alone; a guest's may sit in a shared cache briefly (per cookie: age gate, colours).
      const cache = rendered.personal ? 'private, no-store' : reply.getHeader('set-cookie') !== undefined || status >= 500 ? 'no-cache' : GUEST_PAGE_CACHE;
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', cache)
        .header('vary', 'Host, Cookie')
        .send(pageStream(html.slice(0, at), html.slice(at + ROOT_MARKER.length), rendered.state, rendered.pipe, rendered.abort));
    }
    // The client-only page: the browser renders it (no renderer built, a guard's redirect, a failed render).
    return reply
      .status(boot.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('vary', 'Host, Cookie')
      .send(renderPage(this.siteIndex, boot, titleOf(boot.status), scheme, page?.head));
  }

  /** The page through the site's server renderer, or `client` when there is none or it failed (logged). */
  private async render(req: FastifyRequest, reply: FastifyReply, url: string, boot: PageBoot): Promise<SiteRenderResult> {
    const renderer = await this.renderer;
    if (!renderer) return { kind: 'client', reason: 'no renderer' };
    const setCookies: string[] = [];
    const cookies = cookiesFor(req, CSRF_COOKIE);
    try {
      const result = await renderer.render({
        url,
        cookies,
        boot,
        timeoutMs: this.renderTimeoutMs,
        fetch: injectFetch(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), req, cookies, setCookies),
        onError: (error) => this.log.warn(`render of ${req.url}: ${(error as Error)?.stack ?? String(error)}`),
      });
      passOnCookies(reply, setCookies);
      if (result.kind === 'client') this.log.debug(`client-only page for ${req.url}: ${result.reason}`);
      return result;
    } catch (error) {
      this.log.error(`render of ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`);
      passOnCookies(reply, setCookies);
      return { kind: 'client', reason: 'render failed' };
    }
  }
}
