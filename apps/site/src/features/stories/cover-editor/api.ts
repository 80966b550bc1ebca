import { CoverTemplate, CoverTemplateList, StoryCover, type CoverTemplateSaveRequest } from '@community/contracts';
import { z } from 'zod';
import { typed } from '../../../shared/api/paths';
import { uploadWithProgress } from '../../../shared/api/upload-with-progress';

const enc = encodeURIComponent;

/** The cover editor's templates (apps/api stories cover-templates.controller) and the cover upload. */
export const coverEditorApi = {
  system: (signal?: AbortSignal) => typed.get('/media-editor-system-templates', { schema: z.array(CoverTemplate), signal }),
  mine: (signal?: AbortSignal) => typed.get('/media-editor-templates', { schema: CoverTemplateList, signal }),
  get: (id: string, signal?: AbortSignal) => typed.get('/media-editor-templates/{id}', { params: { id }, schema: CoverTemplate, signal }),
  create: (body: CoverTemplateSaveRequest) => typed.post('/media-editor-templates', { body: body, schema: CoverTemplate }),
  update: (id: string, body: CoverTemplateSaveRequest) => typed.put('/media-editor-templates/{id}', { params: { id }, body: body, schema: CoverTemplate }),
  remove: (id: string) => typed.delete('/media-editor-templates/{id}', { params: { id } }),
  /** The exported PNG becomes the story's cover (the same upload as the covers page). */
  useAsCover: (storyId: string, png: Blob) => uploadWithProgress('PUT', `/api/stories/${enc(storyId)}/cover`, new File([png], 'cover.png', { type: 'image/png' }), StoryCover),
};

export const coverEditorKeys = {
  system: ['stories', 'cover-templates', 'system'] as const,
  mine: ['stories', 'cover-templates', 'mine'] as const,
  one: (id: string) => ['stories', 'cover-templates', id] as const,
};
