import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CoverTemplate, CoverTemplateList, CoverTemplateSaveRequest } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { CoverTemplatesService } from './cover-templates.service.js';
import { param } from './param.js';

const TemplateId = z.uuid('id must be a template id');
type SaveInput = z.output<typeof CoverTemplateSaveRequest>;

/** The cover editor's templates (SPEC resource paths media-editor-system-templates, media-editor-templates/{id?}). */
@ApiTags('stories')
@Controller('api')
export class CoverTemplatesController {
  constructor(private readonly templates: CoverTemplatesService) {}

  @Route.get('media-editor-system-templates', { access: 'public', data: z.array(CoverTemplate), summary: 'The cover editor’s system templates (everyone may start from them)' })
  system() {
    return { data: this.templates.system() };
  }

  @Route.get('media-editor-templates', { access: 'member', data: CoverTemplateList, summary: 'My saved cover templates, and whether I may save templates (canSaveTemplates)' })
  async mine(@Viewer() viewer: AuthContext) {
    return { data: await this.templates.mine(viewer.member) };
  }

  @Route.get('media-editor-templates/:id', { access: 'member', data: CoverTemplate, summary: 'One of my saved cover templates' })
  async get(@Viewer() viewer: AuthContext, @Param('id', param('id', TemplateId)) id: string) {
    return { data: await this.templates.get(viewer.member, id) };
  }

  @Route.post('media-editor-templates', { access: 'confirmed', data: CoverTemplate, summary: 'Save a cover design as a template (members allowed to save templates)' })
  async create(@Viewer() viewer: AuthContext, @Body({ schema: CoverTemplateSaveRequest }) body: SaveInput) {
    return { data: await this.templates.create(viewer.member, body.name, body.design) };
  }

  @Route.put('media-editor-templates/:id', { access: 'confirmed', data: CoverTemplate, summary: 'Change one of my cover templates' })
  async update(@Viewer() viewer: AuthContext, @Param('id', param('id', TemplateId)) id: string, @Body({ schema: CoverTemplateSaveRequest }) body: SaveInput) {
    return { data: await this.templates.update(viewer.member, id, body.name, body.design) };
  }

  @Route.delete('media-editor-templates/:id', { access: 'member', status: 204, summary: 'Delete one of my cover templates' })
  async remove(@Viewer() viewer: AuthContext, @Param('id', param('id', TemplateId)) id: string): Promise<void> {
    await this.templates.remove(viewer.member, id);
  }
}
