import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CoverTemplate, CoverTemplateList, CoverTemplateSaveRequest } from '@community/contracts';
import { Access, Viewer } from '../../shared/access/access.js';
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

  @Get('media-editor-system-templates')
  @Access('public')
  @ApiOperation({ summary: 'The cover editor’s system templates (everyone may start from them)' })
  @ApiResponse({ status: 200, standardSchema: z.array(CoverTemplate) })
  system() {
    return { data: this.templates.system() };
  }

  @Get('media-editor-templates')
  @Access('member')
  @ApiOperation({ summary: 'My saved cover templates, and whether I may save templates (canSaveTemplates)' })
  @ApiResponse({ status: 200, standardSchema: CoverTemplateList })
  async mine(@Viewer() viewer: AuthContext) {
    return { data: await this.templates.mine(viewer.member) };
  }

  @Get('media-editor-templates/:id')
  @Access('member')
  @ApiOperation({ summary: 'One of my saved cover templates' })
  @ApiResponse({ status: 200, standardSchema: CoverTemplate })
  async get(@Viewer() viewer: AuthContext, @Param('id', param('id', TemplateId)) id: string) {
    return { data: await this.templates.get(viewer.member, id) };
  }

  @Post('media-editor-templates')
  @Access('confirmed')
  @ApiOperation({ summary: 'Save a cover design as a template (members allowed to save templates)' })
  @ApiResponse({ status: 201, standardSchema: CoverTemplate })
  async create(@Viewer() viewer: AuthContext, @Body({ schema: CoverTemplateSaveRequest }) body: SaveInput) {
    return { data: await this.templates.create(viewer.member, body.name, body.design) };
  }

  @Put('media-editor-templates/:id')
  @Access('confirmed')
  @ApiOperation({ summary: 'Change one of my cover templates' })
  @ApiResponse({ status: 200, standardSchema: CoverTemplate })
  async update(@Viewer() viewer: AuthContext, @Param('id', param('id', TemplateId)) id: string, @Body({ schema: CoverTemplateSaveRequest }) body: SaveInput) {
    return { data: await this.templates.update(viewer.member, id, body.name, body.design) };
  }

  @Delete('media-editor-templates/:id')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Delete one of my cover templates' })
  async remove(@Viewer() viewer: AuthContext, @Param('id', param('id', TemplateId)) id: string): Promise<void> {
    await this.templates.remove(viewer.member, id);
  }
}
