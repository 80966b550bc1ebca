import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  GalleryQuery,
  MediaCommentCreate,
  MediaListQuery,
  MediaPageQuery,
  MediaPickerQuery,
  MediaSettings,
  MediaUpdate,
  MediaUploadQuery,
} from '@community/contracts';
import { MEDIA_FILE_NAMES, MEDIA_MAX_ANIMATION_PIXELS, MEDIA_MAX_FRAMES, MEDIA_MAX_PIXELS, MEDIA_MAX_VIDEO_BYTES, MEDIA_MAX_VIDEO_SECONDS, type MediaFileName } from '@community/domain';
import { OptionalViewer, Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { MediaImagesService } from './media-images.service.js';
import { MediaService } from './media.service.js';
import { MediaVideosService } from './media-videos.service.js';
import { sendFile } from '../../shared/files/send-file.js';
import { readUploadedMedia } from './upload.js';

const Id = z.uuid('id must be a media id');
const FileQuery = z.object({ exp: z.coerce.number().int().positive().optional(), sig: z.string().max(64).optional() });

/** `media/{id?}` (SPEC 7): upload, read, change, delete, like and comment on media items; the gallery; the files. */
@ApiTags('media')
@Controller('api/media')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly images: MediaImagesService,
    private readonly videos: MediaVideosService,
    private readonly variants: VariantsService,
  ) {}

  @Route.post({
    access: 'confirmed',
    consumes: 'multipart/form-data',
    summary: `Upload one photo or video (multipart, part "file"; settings in the query). Photos: 413 over 20 MB; videos (MP4/MOV/WebM, when ffmpeg is installed): 413 over ${MEDIA_MAX_VIDEO_BYTES / 1024 / 1024} MB, 422 over ${MEDIA_MAX_VIDEO_SECONDS} s. A still photo answers 201, ready. A video or an animated GIF/WebP answers 202 "processing" (with "progress" in percent, read again through GET /api/media/{id}) until the job has made its sizes. 422 for anything else by its bytes, for a photo over ${MEDIA_MAX_PIXELS / 1_000_000} megapixels, and for an animation over ${MEDIA_MAX_FRAMES} frames or ${MEDIA_MAX_ANIMATION_PIXELS / 1_000_000} megapixels over all frames; 503 with Retry-After when the server is busy processing`,
  })
  async upload(
    @Viewer() viewer: AuthContext,
    @Query({ schema: MediaUploadQuery }) q: z.output<typeof MediaUploadQuery>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const file = await readUploadedMedia(req, reply, { imageBytes: this.media.maxUploadBytes, videoBytes: MEDIA_MAX_VIDEO_BYTES, videos: await this.videos.available() });
    const variant = this.variants.forHost(req.headers.host).code;
    const item = file.kind === 'video' ? await this.videos.upload(viewer.member, variant, file.body, file.mime, q) : await this.images.upload(viewer.member, variant, file.body, q);
    // Still being made (a video, an animation): 202 Accepted, and where to follow its progress.
    if (item.processing === 'processing') void reply.status(202).header('location', `/api/media/${item.id}`);
    else void reply.status(201);
    return { data: item };
  }

  @Route.get({ access: 'optional', summary: 'A member’s media (/profile/{name}/media), optionally one album; keyset pages' })
  async list(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: MediaListQuery }) q: MediaListQuery) {
    return { data: await this.media.list(viewer?.member ?? null, q) };
  }

  @Route.get('mine', { access: 'member', summary: 'The caller’s own media for the media picker (type, showAdult, showPrivate, includeMisc)' })
  async mine(@Viewer() viewer: AuthContext, @Query({ schema: MediaPickerQuery }) q: MediaPickerQuery) {
    return { data: await this.media.mine(viewer.member, q) };
  }

  @Route.get('gallery', { access: 'optional', summary: 'The public gallery: approved public photos of members who did not opt out; adult only for members who ask' })
  async gallery(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: GalleryQuery }) q: GalleryQuery) {
    return { data: await this.media.gallery(viewer?.member ?? null, q) };
  }

  @Route.get('settings', { access: 'member', summary: 'The caller’s media settings (gallery opt-out)' })
  async settings(@Viewer() viewer: AuthContext) {
    return { data: await this.media.settings(viewer.member) };
  }

  @Route.put('settings', { access: 'member', summary: 'Opt out of (or back into) the public gallery' })
  async setSettings(@Viewer() viewer: AuthContext, @Body({ schema: MediaSettings }) body: MediaSettings) {
    return { data: await this.media.setSettings(viewer.member, body.galleryOptOut) };
  }

  @Route.get('files/:id/:size', {
    access: 'public',
    summary: 'A stored size (WebP; MP4 for video sizes, with byte ranges): public approved media by plain URL, everything else only by a signed, short-lived URL',
  })
  async file(
    @Param('id', { schema: Id }) id: string,
    @Param('size', { schema: z.enum(MEDIA_FILE_NAMES) }) size: MediaFileName,
    @Query({ schema: FileQuery }) q: z.infer<typeof FileQuery>,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const f = await this.media.file(id, size, q.exp, q.sig);
    return sendFile(req, reply, {
      stream: f.stream,
      contentType: f.contentType,
      size: f.info.size,
      etag: f.info.etag,
      lastModified: f.info.lastModified,
      cacheControl: f.cacheControl,
      disposition: `inline; filename="${id}-${size}.${f.extension}"`,
      ranges: true,
    });
  }

  @Route.get(':id', { access: 'optional', summary: 'One media item (counts a view when someone other than the owner opens it)' })
  async get(@OptionalViewer() viewer: AuthContext | null, @Param('id', { schema: Id }) id: string) {
    return { data: await this.media.get(viewer?.member ?? null, id) };
  }

  @Route.put(':id', { access: 'member', summary: 'Change description, visibility, adult flag or album (owner)' })
  async update(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: MediaUpdate }) body: MediaUpdate) {
    return { data: await this.media.update(viewer.member, id, body) };
  }

  @Route.delete(':id', { access: 'member', summary: 'Delete a media item and its files (owner)' })
  async remove(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    await this.media.remove(viewer.member, id);
    return { data: { deleted: true } };
  }

  @Route.put(':id/like', { access: 'member', summary: 'Like a media item' })
  async like(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return { data: await this.media.like(viewer.member, id, true) };
  }

  @Route.delete(':id/like', { access: 'member', summary: 'Take a like back' })
  async unlike(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string) {
    return { data: await this.media.like(viewer.member, id, false) };
  }

  @Route.get(':id/comments', { access: 'optional', summary: 'Comments on a media item, newest first; keyset pages' })
  async comments(@OptionalViewer() viewer: AuthContext | null, @Param('id', { schema: Id }) id: string, @Query({ schema: MediaPageQuery }) q: z.infer<typeof MediaPageQuery>) {
    return { data: await this.media.comments(viewer?.member ?? null, id, q.after, q.limit) };
  }

  @Route.post(':id/comments', { access: 'confirmed', summary: 'Comment on a media item' })
  async comment(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Body({ schema: MediaCommentCreate }) body: z.infer<typeof MediaCommentCreate>) {
    return { data: await this.media.addComment(viewer.member, id, body.body) };
  }

  @Route.delete(':id/comments/:commentId', { access: 'member', summary: 'Delete a comment (its author, the item’s owner or staff)' })
  async deleteComment(@Viewer() viewer: AuthContext, @Param('id', { schema: Id }) id: string, @Param('commentId', { schema: z.uuid('commentId must be a comment id') }) commentId: string) {
    await this.media.deleteComment(viewer.member, id, commentId);
    return { data: { deleted: true } };
  }
}
