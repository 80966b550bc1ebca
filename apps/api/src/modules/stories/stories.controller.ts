import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  StoryCardPage,
  StoryCommentEdit,
  StoryCommentPage,
  StoryCommentRequest,
  StoryDetail,
  StoryId,
  StoryListQuery,
  StoryMarkResponse,
  StoryPageQuery,
  StoryProgressRequest,
  StoryReaderSettings,
  StorySaveRequest,
  StorySaveResponse,
  StoryTagInput,
  StoryTagsQuery,
  StoryTopQuery,
} from '@community/contracts';
import { Access, OptionalViewer, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { CommentsService } from './comments.service.js';
import { param } from './param.js';
import { LibraryService } from './library.service.js';
import { SeriesService } from './series.service.js';
import { StoriesService, type ListInput, type SaveInput, type TopInput } from './stories.service.js';

type PageInput = z.output<typeof StoryPageQuery>;
const IdOrSlug = z.string().min(1).max(120).regex(/^[a-zA-Z0-9-]+$/, 'story must be a story id or slug');
const Position = z.coerce.number().int('chapter must be a chapter number').min(1, 'chapter must be a chapter number').max(10_000);
const MineQuery = StoryPageQuery.extend({ status: z.enum(['draft', 'published'], 'status must be draft or published').optional() });
const Name = z.string().min(1).max(60);
const CommentId = z.uuid('comment must be a comment id');

/**
 * Stories: lists and search, the story page and its chapters, writing (save/autosave, publish, unpublish,
 * delete), likes, favourites, reads, reading progress, top lists and the reader's block list.
 */
@ApiTags('stories')
@Controller('api')
export class StoriesController {
  constructor(
    private readonly stories: StoriesService,
    private readonly library: LibraryService,
    private readonly comments: CommentsService,
    private readonly variants: VariantsService,
    private readonly series: SeriesService,
  ) {}

  // ---- lists ------------------------------------------------------------------------------------

  @Get('stories')
  @Access('optional')
  @ApiOperation({ summary: 'Published stories: full-text search, filters, sorts, keyset pages (the reader’s block list applies)' })
  @ApiResponse({ status: 200, standardSchema: StoryCardPage })
  async list(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryListQuery }) q: ListInput) {
    return { data: await this.stories.list(viewer?.member ?? null, q, this.variants.context(req).locale) };
  }

  @Get('stories/classic')
  @Access('optional')
  @ApiOperation({ summary: 'Classics: complete, first published a year ago or more, liked by 10+ readers; most liked first' })
  async classic(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.stories.classic(viewer?.member ?? null, q) };
  }

  @Get('stories/tag/:tag')
  @Access('optional')
  @ApiOperation({ summary: 'Published stories with a tag (same filters and sorts as the list)' })
  async byTag(
    @Req() req: FastifyRequest,
    @OptionalViewer() viewer: AuthContext | null,
    @Param('tag', param('tag', StoryTagInput)) tag: string,
    @Query({ schema: StoryListQuery }) q: ListInput,
  ) {
    return { data: await this.stories.list(viewer?.member ?? null, { ...q, tags: [tag, ...(q.tags ?? [])] }, this.variants.context(req).locale) };
  }

  @Get('stories/tags')
  @Access('optional')
  @ApiOperation({ summary: 'Tags in use with their story counts, most used first; `prefix` for suggestions' })
  async tags(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTagsQuery }) q: z.output<typeof StoryTagsQuery>) {
    return { data: await this.stories.tags(viewer?.member ?? null, q.prefix, q.limit) };
  }

  @Get('stories/genres')
  @Access('optional')
  @ApiOperation({ summary: 'Every genre with its number of published stories' })
  async genres(@OptionalViewer() viewer: AuthContext | null) {
    return { data: await this.stories.genres(viewer?.member ?? null) };
  }

  @Get('stories/mine')
  @Access('member')
  @ApiOperation({ summary: 'My stories, drafts included, most recently changed first' })
  async mine(@Viewer() viewer: AuthContext, @Query({ schema: MineQuery }) q: z.output<typeof MineQuery>) {
    return { data: await this.stories.mine(viewer.member, q.status, q) };
  }

  // ---- writing -----------------------------------------------------------------------------------

  @Post('stories/save')
  @Access('confirmed')
  @ApiOperation({ summary: 'Create a draft (the editor’s first autosave)' })
  @ApiResponse({ status: 201, standardSchema: StorySaveResponse })
  async create(@Viewer() viewer: AuthContext, @Body({ schema: StorySaveRequest }) body: SaveInput) {
    return { data: await this.stories.save(viewer.member, null, body) };
  }

  @Put('stories/:story/save')
  @Access('confirmed')
  @ApiOperation({ summary: 'Save or autosave a story (writer only; a stale version answers 409)' })
  @ApiResponse({ status: 200, standardSchema: StorySaveResponse })
  async save(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string, @Body({ schema: StorySaveRequest }) body: SaveInput) {
    return { data: await this.stories.save(viewer.member, id, body) };
  }

  @Get('stories/:story/edit')
  @Access('member')
  @ApiOperation({ summary: 'The story with every chapter’s text, for the editor (writer only)' })
  async editable(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.stories.editable(viewer.member, id) };
  }

  @Post('stories/:story/publish')
  @HttpCode(200)
  @Access('confirmed')
  @ApiOperation({ summary: 'Publish (422 naming each field that is not ready)' })
  async publish(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.stories.publish(viewer.member, id) };
  }

  @Post('stories/:story/unpublish')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({ summary: 'Back to a draft: hidden from readers until published again' })
  async unpublish(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.stories.unpublish(viewer.member, id) };
  }

  @Delete('stories/:story')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Delete a story with its chapters, likes, comments and reading progress' })
  async remove(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string): Promise<void> {
    await this.stories.remove(viewer.member, id);
  }

  // ---- reading -----------------------------------------------------------------------------------

  @Get('stories/:story')
  @Access('optional')
  @ApiOperation({ summary: 'A story by id or slug with its table of contents (drafts: writer only, else 404)' })
  @ApiResponse({ status: 200, standardSchema: StoryDetail })
  async detail(@OptionalViewer() viewer: AuthContext | null, @Param('story', param('story', IdOrSlug)) story: string) {
    const { detail, inSeries } = await this.stories.page(viewer?.member ?? null, story);
    return { data: { ...detail, series: inSeries ? await this.series.placeOf(viewer?.member.id ?? null, detail.id) : null } };
  }

  @Get('stories/:story/chapters/:position')
  @Access('optional')
  @ApiOperation({ summary: 'One chapter’s text with the previous and next chapter numbers' })
  async chapter(
    @OptionalViewer() viewer: AuthContext | null,
    @Param('story', param('story', StoryId)) id: string,
    @Param('position', param('position', Position)) position: number,
  ) {
    return { data: await this.stories.chapter(viewer?.member ?? null, id, position) };
  }

  @Post('stories/:story/reads')
  @HttpCode(200)
  @Access('optional')
  @ApiOperation({ summary: 'Count a read: once per reader per story per day, never the writer’s own' })
  async read(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null, @Param('story', param('story', StoryId)) id: string) {
    return {
      data: await this.library.read({ memberId: viewer?.member.id ?? null, ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 300) ?? '' }, id),
    };
  }

  @Put('stories/:story/like')
  @Access('member')
  @ApiOperation({ summary: 'Like a story (not one’s own)' })
  async like(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.like(viewer.member, id, true) };
  }

  @Delete('stories/:story/like')
  @Access('member')
  @ApiOperation({ summary: 'Take a like back' })
  async unlike(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.like(viewer.member, id, false) };
  }

  @Put('stories/:story/favourite')
  @Access('member')
  @ApiOperation({ summary: 'Add to my favourites' })
  async favourite(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.favourite(viewer.member, id, true) };
  }

  @Delete('stories/:story/favourite')
  @Access('member')
  @ApiOperation({ summary: 'Remove from my favourites' })
  async unfavourite(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.favourite(viewer.member, id, false) };
  }

  @Get('favourite-stories')
  @Access('member')
  @ApiOperation({ summary: 'My favourite stories, most recently added first (private)' })
  async favourites(@Viewer() viewer: AuthContext, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.library.favourites(viewer.member, q) };
  }

  @Get('reading')
  @Access('member')
  @ApiOperation({ summary: 'What I am reading, where I left off, most recent first (private)' })
  async reading(@Viewer() viewer: AuthContext, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.library.reading(viewer.member, q) };
  }

  @Put('reading/:story')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Remember where I am in a story (chapter and paragraph)' })
  async saveProgress(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string, @Body({ schema: StoryProgressRequest }) body: StoryProgressRequest): Promise<void> {
    await this.library.saveProgress(viewer.member, id, body.chapterId, body.paragraph);
  }

  @Delete('reading/:story')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Take a story off my reading list' })
  async forget(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string): Promise<void> {
    await this.library.forget(viewer.member, id);
  }

  @Get('reader-settings')
  @Access('member')
  @ApiOperation({ summary: 'My reader settings: font size, line width, serif or sans, light, dark or sepia (defaults until changed)' })
  @ApiResponse({ status: 200, standardSchema: StoryReaderSettings })
  async readerSettings(@Viewer() viewer: AuthContext) {
    return { data: await this.library.readerSettings(viewer.member) };
  }

  @Put('reader-settings')
  @Access('member')
  @ApiOperation({ summary: 'Remember my reader settings (every device I sign in on uses them)' })
  async saveReaderSettings(@Viewer() viewer: AuthContext, @Body({ schema: StoryReaderSettings }) body: StoryReaderSettings) {
    return { data: await this.library.saveReaderSettings(viewer.member, body) };
  }

  // ---- comments ----------------------------------------------------------------------------------

  @Get('stories/:story/comments')
  @Access('optional')
  @ApiOperation({ summary: 'A story’s comments in thread order (replies under their parent), keyset pages, with totalItems and timestamp' })
  @ApiResponse({ status: 200, standardSchema: StoryCommentPage })
  async listComments(@OptionalViewer() viewer: AuthContext | null, @Param('story', param('story', StoryId)) id: string, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.comments.list(viewer?.member ?? null, id, q) };
  }

  @Post('stories/:story/comments')
  @Access('confirmed')
  @ApiOperation({ summary: 'Comment on a story, or reply to a comment (at most 5 levels deep); the writer is notified' })
  async comment(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string, @Body({ schema: StoryCommentRequest }) body: z.output<typeof StoryCommentRequest>) {
    return { data: await this.comments.create(viewer.member, id, body.body, body.parentId) };
  }

  @Put('stories/comments/:comment')
  @Access('confirmed')
  @ApiOperation({ summary: 'Edit my comment' })
  async editComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string, @Body({ schema: StoryCommentEdit }) body: z.output<typeof StoryCommentEdit>) {
    return { data: await this.comments.edit(viewer.member, id, body.body) };
  }

  @Delete('stories/comments/:comment')
  @HttpCode(204)
  @Access('member')
  @ApiOperation({ summary: 'Delete a comment (its writer, or the story’s writer); replies stay' })
  async removeComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string): Promise<void> {
    await this.comments.remove(viewer.member, id);
  }

  @Put('stories/comments/:comment/like')
  @Access('member')
  @ApiOperation({ summary: 'Like a comment (not my own); its writer is notified' })
  @ApiResponse({ status: 200, standardSchema: StoryMarkResponse })
  async likeComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string) {
    return { data: await this.comments.like(viewer.member, id, true) };
  }

  @Delete('stories/comments/:comment/like')
  @Access('member')
  @ApiOperation({ summary: 'Take my like off a comment' })
  @ApiResponse({ status: 200, standardSchema: StoryMarkResponse })
  async unlikeComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string) {
    return { data: await this.comments.like(viewer.member, id, false) };
  }

  // ---- top lists ---------------------------------------------------------------------------------

  @Get('top/stories')
  @Access('optional')
  @ApiOperation({ summary: 'Most read stories in a period (week, month, year, all)' })
  async topStories(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTopQuery }) q: TopInput) {
    return { data: await this.stories.topStories(viewer?.member ?? null, q) };
  }

  @Get('top/authors')
  @Access('optional')
  @ApiOperation({ summary: 'Writers by reads of their stories in a period' })
  async topAuthors(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTopQuery }) q: TopInput) {
    return { data: await this.stories.topAuthors(viewer?.member ?? null, q) };
  }

  @Get('top-genres')
  @Access('optional')
  @ApiOperation({ summary: 'Genres by reads in a period, with story counts' })
  async topGenres(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTopQuery }) q: TopInput) {
    return { data: await this.stories.topGenres(viewer?.member ?? null, q) };
  }

  // ---- block list --------------------------------------------------------------------------------

  @Get('story-blocks')
  @Access('member')
  @ApiOperation({ summary: 'My block list: tags and writers whose stories I never see' })
  async blocks(@Viewer() viewer: AuthContext) {
    return { data: await this.library.blocks(viewer.member) };
  }

  @Put('story-blocks/tags/:tag')
  @Access('member')
  @ApiOperation({ summary: 'Block a tag' })
  async blockTag(@Viewer() viewer: AuthContext, @Param('tag', param('tag', StoryTagInput)) tag: string) {
    return { data: await this.library.blockTag(viewer.member, tag, true) };
  }

  @Delete('story-blocks/tags/:tag')
  @Access('member')
  @ApiOperation({ summary: 'Unblock a tag' })
  async unblockTag(@Viewer() viewer: AuthContext, @Param('tag', param('tag', StoryTagInput)) tag: string) {
    return { data: await this.library.blockTag(viewer.member, tag, false) };
  }

  @Put('story-blocks/authors/:name')
  @Access('member')
  @ApiOperation({ summary: 'Block a writer' })
  async blockAuthor(@Viewer() viewer: AuthContext, @Param('name', param('name', Name)) name: string) {
    return { data: await this.library.blockAuthor(viewer.member, name, true) };
  }

  @Delete('story-blocks/authors/:name')
  @Access('member')
  @ApiOperation({ summary: 'Unblock a writer' })
  async unblockAuthor(@Viewer() viewer: AuthContext, @Param('name', param('name', Name)) name: string) {
    return { data: await this.library.blockAuthor(viewer.member, name, false) };
  }
}
