import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AuthModule } from '../auth/index.js';
import { MembersModule } from '../members/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { StaffAuditModule } from '../../shared/audit/staff-audit.module.js';
import { AlbumInvitesController, AlbumsController } from './albums.controller.js';
import { AlbumsService } from './albums.service.js';
import { MediaApproval } from './approval.js';
import { MediaController } from './media.controller.js';
import { MediaImagesService } from './media-images.service.js';
import { MediaPipeline } from './media-pipeline.js';
import { MediaRepository } from './media.repository.js';
import { MediaService } from './media.service.js';
import { MediaVideosService } from './media-videos.service.js';
import { StaffMediaController } from './staff-media.controller.js';
import { StaffMediaRepository } from './staff-media.repository.js';
import { StaffMediaService } from './staff-media.service.js';
import { PhotoCardsService } from './photo-cards.service.js';
import { allowMultipart } from './upload.js';

/**
 * Media items (photos — animated ones processed by the `media.image-process` job — and videos processed by the
 * `media.video-process` job; image work runs in the media process pool, MediaPipeline), albums, invitations, the
 * gallery, files and moderation; likes, comments and album invitations notify through NotificationsService. Other modules use MediaService's
 * `processAndStore` (checked, re-encoded, block-listed images in the sizes they choose) and the upload
 * reader `readUploadedImage` from `./upload.js`.
 */
@Module({
  imports: [MembersModule, AuthModule, StaffAuditModule, NotificationsModule],
  controllers: [MediaController, AlbumsController, AlbumInvitesController, StaffMediaController],
  providers: [MediaApproval, MediaPipeline, MediaRepository, MediaService, MediaImagesService, MediaVideosService, AlbumsService, StaffMediaRepository, StaffMediaService, PhotoCardsService],
  exports: [MediaService, AlbumsService, MediaPipeline, PhotoCardsService],
})
export class MediaModule implements OnModuleInit {
  constructor(private readonly http: HttpAdapterHost) {}

  onModuleInit(): void {
    const instance = this.http.httpAdapter?.getInstance?.() as FastifyInstance | undefined;
    if (instance && typeof instance.addContentTypeParser === 'function') allowMultipart(instance);
  }
}
