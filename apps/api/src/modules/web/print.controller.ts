import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeTo, translationsFor } from '@community/contracts';
import { STORY_GENRES } from '@community/domain';
import { OptionalViewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { StoriesException } from '../stories/index.js';
import { StoriesService } from '../stories/index.js';
import { VariantsService } from '../variants/index.js';
import { printPage } from './story-html.js';

/**
 * `GET /stories/{genre}/{slug}/print`: the whole story as one standalone printable page (issue 4), served
 * by the server rather than the site. Who may print is who may read (StoriesService.readable): a published
 * story anyone, a draft its writer only (the session cookie is read), and nobody on either side of a privacy
 * blacklist with the writer; everyone else gets the same 404 as for a story that does not exist. Never
 * indexed (`noindex` in the page and the header): the story page is what search engines read.
 */
@ApiExcludeController()
@Controller()
export class StoryPrintController {
  constructor(
    private readonly stories: StoriesService,
    private readonly variants: VariantsService,
  ) {}

  @Route.get('stories/:genre/:slug/print', { access: 'optional' })
  async print(
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
    @OptionalViewer() viewer: AuthContext | null,
    @Param('genre') genre: string,
    @Param('slug') slug: string,
  ) {
    const ctx = this.variants.context(req);
    const notFound = () =>
      reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .header('x-robots-tag', 'noindex')
        .send(translationsFor(ctx.locale)['errors.notFound.title'] ?? 'This page could not be found');
    // Only where the variant has stories, and only for a slug a story could have.
    if (!this.variants.isKnownPage(ctx.variant, routeTo('stories')) || !slug || slug.length > 200) return notFound();
    let story;
    try {
      story = await this.stories.printable(viewer?.member ?? null, slug);
    } catch (err) {
      if (err instanceof StoriesException) return notFound();
      throw err;
    }
    const storyGenre = story.card.genre;
    const genreName =
      storyGenre && (STORY_GENRES as readonly string[]).includes(storyGenre)
        ? ((translationsFor(ctx.locale) as Readonly<Record<string, string>>)[`stories.genre.${storyGenre}`] ?? storyGenre)
        : null;
    void genre; // any genre segment finds the story (as the story page does); the page links the story's own
    const html = printPage({ locale: ctx.locale, origin: ctx.origin, brand: ctx.variant.brand.name, genreName }, story);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('vary', 'Host, Cookie')
      .send(html);
  }
}
