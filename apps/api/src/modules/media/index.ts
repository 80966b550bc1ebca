/**
 * The media module's face: the only file other modules import (ARCHITECTURE: Module faces, checked by
 * apps/api/eslint.config.mjs). It exports the Nest module, the services and types other modules use,
 * and nothing else; everything not listed here is the module's own business.
 */
export { AlbumsService, type AlbumInvitation } from './albums.service.js';
export { MediaPipeline } from './media-pipeline.js';
export { MediaService } from './media.service.js';
export { PhotoCardsService } from './photo-cards.service.js';
export type { UploadedFile } from './upload.js';
export { readUpload, readUploadedImage } from './upload.js';
export { MediaModule } from './media.module.js';
