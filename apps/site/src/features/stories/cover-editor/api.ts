import { CoverTemplate, CoverTemplateList, StoryCover, type CoverTemplateSaveRequest } from '@community/contracts';
import { z } from 'zod';
import { api } from '../../../shared/api/client';
import { uploadImage } from '../cover-upload';

const enc = encodeURIComponent;

/** The cover editor's templates (apps/api stories cover-templates.controller) and the cover upload. */
export const coverEditorApi = {
  system: (signal?: AbortSignal) => api.get('/media-editor-system-templates', { schema: z.array(CoverTemplate), signal }),
  mine: (signal?: AbortSignal) => api.get('/media-editor-templates', { schema: CoverTemplateList, signal }),
  get: (id: string, signal?: AbortSignal) => api.get(`/media-editor-templates/${enc(id)}`, { schema: CoverTemplate, signal }),
  create: (body: CoverTemplateSaveRequest) => api.post('/media-editor-templates', body, { schema: CoverTemplate }),
  update: (id: string, body: CoverTemplateSaveRequest) => api.put(`/media-editor-templates/${enc(id)}`, body, { schema: CoverTemplate }),
  remove: (id: string) => api.delete(`/media-editor-templates/${enc(id)}`),
  /** The exported PNG becomes the story's cover (the same upload as the covers page). */
  useAsCover: (storyId: string, png: Blob) => uploadImage(`/api/stories/${enc(storyId)}/cover`, new File([png], 'cover.png', { type: 'image/png' }), StoryCover),
};

export const coverEditorKeys = {
  system: ['stories', 'cover-templates', 'system'] as const,
  mine: ['stories', 'cover-templates', 'mine'] as const,
  one: (id: string) => ['stories', 'cover-templates', id] as const,
};
