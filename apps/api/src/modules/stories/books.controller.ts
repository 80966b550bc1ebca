import { Body, Controller, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { StoryCover, StoryCoverFromMediaRequest, StoryCoverSizeName, StoryId, StorySeriesDetail, StorySeriesSaveRequest, StorySeriesSummary } from '@community/contracts';
import type { StoryCoverSize } from '@community/domain';
import { OptionalViewer, Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import { sendFile } from '../../shared/files/send-file.js';
import type { AuthContext } from '../auth/index.js';
import { readUploadedImage } from '../media/index.js';
import { VariantsService } from '../variants/index.js';
import { CoversService, type CoverFile } from './covers.service.js';
import { param } from './param.js';
import { SeriesService, type SeriesInput } from './series.service.js';
import { StoriesErrorCode, StoriesException } from './stories.exception.js';
import { StoryEpubService } from './story-epub.service.js';

const Name = z.string().min(1).max(60);
const Slug = z.string().min(1).max(120).regex(/^[a-z0-9-]+$/i, 'slug must be a series slug');
const SeriesId = z.uuid('series must be a series id');

/** Sends a stored cover size (story and ebook covers) with its validators through the shared file sender. */
export function sendCover(req: FastifyRequest, reply: FastifyReply, f: CoverFile, name: string) {
  return sendFile(req, reply, {
    stream: f.stream,
    contentType: 'image/webp',
    size: f.info.size,
    etag: f.info.etag,
    lastModified: f.info.lastModified,
    cacheControl: f.cacheControl,
    disposition: `inline; filename="${name}.webp"`,
  });
}

/** Series (ordered parts with previous/next), story covers and a story's EPUB download. */
@ApiTags('stories')
@Controller('api')
export class BooksController {
  constructor(
    private readonly series: SeriesService,
    private readonly covers: CoversService,
    private readonly epubs: StoryEpubService,
    private readonly variants: VariantsService,
  ) {}

  // ---- series ------------------------------------------------------------------------------------------

  @Route.get('users/:name/story-series', {
    access: 'optional',
    data: z.array(StorySeriesSummary),
    summary: 'A writer’s series, most recently changed first (parts counted as the viewer may read them)',
  })
  async listSeries(@OptionalViewer() viewer: AuthContext | null, @Param('name', param('name', Name)) name: string) {
    return { data: await this.series.list(viewer?.member ?? null, name) };
  }

  @Route.get('users/:name/story-series/:slug', { access: 'optional', data: StorySeriesDetail, summary: 'A series with its parts in reading order (drafts: writer only)' })
  async getSeries(@OptionalViewer() viewer: AuthContext | null, @Param('name', param('name', Name)) name: string, @Param('slug', param('slug', Slug)) slug: string) {
    return { data: await this.series.get(viewer?.member ?? null, name, slug) };
  }

  @Route.post('story-series', { access: 'confirmed', summary: 'Create a series of my stories (422 naming a part that is not mine or in another series)' })
  async createSeries(@Viewer() viewer: AuthContext, @Body({ schema: StorySeriesSaveRequest }) body: SeriesInput) {
    return { data: await this.series.create(viewer.member, body) };
  }

  @Route.put('story-series/:series', { access: 'confirmed', summary: 'Change a series: title, summary, parts and their order (writer only)' })
  async updateSeries(@Viewer() viewer: AuthContext, @Param('series', param('series', SeriesId)) id: string, @Body({ schema: StorySeriesSaveRequest }) body: SeriesInput) {
    return { data: await this.series.update(viewer.member, id, body) };
  }

  @Route.delete('story-series/:series', { access: 'member', status: 204, summary: 'Delete a series (its stories stay)' })
  async removeSeries(@Viewer() viewer: AuthContext, @Param('series', param('series', SeriesId)) id: string): Promise<void> {
    await this.series.remove(viewer.member, id);
  }

  // ---- covers ------------------------------------------------------------------------------------------

  @Route.put('stories/:story/cover', {
    access: 'confirmed',
    data: StoryCover,
    consumes: 'multipart/form-data',
    summary: 'Upload a story’s cover (multipart, part "file"; JPEG/PNG/WebP/GIF/AVIF, 10 MB; or JSON { mediaId } for one of my approved photos); cropped to 2:3 in three sizes (writer only)',
  })
  async uploadCover(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const variant = this.variants.forHost(req.headers.host).code;
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) {
      // JSON `{ mediaId }`: one of my approved photos (the media picker), through the same checks and sizes.
      const parsed = StoryCoverFromMediaRequest.safeParse(req.body ?? {});
      if (!parsed.success) {
        throw new StoriesException(StoriesErrorCode.Invalid, 'Send a photo (multipart part "file") or mediaId, one of your approved photos', { field: 'mediaId' });
      }
      return { data: await this.covers.fromMedia(viewer.member, variant, id, parsed.data.mediaId) };
    }
    const file = await readUploadedImage(req, reply, this.covers.maxBytes);
    return { data: await this.covers.upload(viewer.member, variant, id, file.body) };
  }

  @Route.delete('stories/:story/cover', { access: 'member', status: 204, summary: 'Remove a story’s cover' })
  async removeCover(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string): Promise<void> {
    await this.covers.remove(viewer.member, id);
  }

  @Route.get('stories/:story/cover/:size', {
    access: 'optional',
    summary: 'A story’s cover in one size (small 160×240, medium 400×600, large 1000×1500), for whoever may read the story',
  })
  async cover(
    @OptionalViewer() viewer: AuthContext | null,
    @Param('story', param('story', StoryId)) id: string,
    @Param('size', param('size', StoryCoverSizeName)) size: StoryCoverSize,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return sendCover(req, reply, await this.covers.file(viewer?.member.id ?? null, id, size), `${id}-${size}`);
  }

  // ---- EPUB --------------------------------------------------------------------------------------------

  @Route.get('stories/:story/epub', { access: 'optional', summary: 'A story as EPUB 3: title page, table of contents with chapter dates, chapters, cover' })
  async storyEpub(@OptionalViewer() viewer: AuthContext | null, @Param('story', param('story', StoryId)) id: string, @Res() reply: FastifyReply) {
    const epub = await this.epubs.epub(viewer?.member.id ?? null, id);
    return reply
      .header('content-type', 'application/epub+zip')
      .header('content-disposition', `attachment; filename="${epub.filename}"`)
      .header('cache-control', epub.cacheControl)
      .send(epub.body);
  }
}
