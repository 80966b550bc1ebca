import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { OptionalViewer, Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
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

  @Route.get('stories', {
    access: 'optional',
    data: StoryCardPage,
    summary: 'Published stories: full-text search, filters, sorts, keyset pages (the reader’s block list applies)',
  })
  async list(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryListQuery }) q: ListInput) {
    return { data: await this.stories.list(viewer?.member ?? null, q, this.variants.context(req).locale) };
  }

  @Route.get('stories/classic', { access: 'optional', summary: 'Classics: complete, first published a year ago or more, liked by 10+ readers; most liked first' })
  async classic(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.stories.classic(viewer?.member ?? null, q) };
  }

  @Route.get('stories/tag/:tag', { access: 'optional', summary: 'Published stories with a tag (same filters and sorts as the list)' })
  async byTag(
    @Req() req: FastifyRequest,
    @OptionalViewer() viewer: AuthContext | null,
    @Param('tag', param('tag', StoryTagInput)) tag: string,
    @Query({ schema: StoryListQuery }) q: ListInput,
  ) {
    return { data: await this.stories.list(viewer?.member ?? null, { ...q, tags: [tag, ...(q.tags ?? [])] }, this.variants.context(req).locale) };
  }

  @Route.get('stories/tags', { access: 'optional', summary: 'Tags in use with their story counts, most used first; `prefix` for suggestions' })
  async tags(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTagsQuery }) q: z.output<typeof StoryTagsQuery>) {
    return { data: await this.stories.tags(viewer?.member ?? null, q.prefix, q.limit) };
  }

  @Route.get('stories/genres', { access: 'optional', summary: 'Every genre with its number of published stories' })
  async genres(@OptionalViewer() viewer: AuthContext | null) {
    return { data: await this.stories.genres(viewer?.member ?? null) };
  }

  @Route.get('stories/mine', { access: 'member', summary: 'My stories, drafts included, most recently changed first' })
  async mine(@Viewer() viewer: AuthContext, @Query({ schema: MineQuery }) q: z.output<typeof MineQuery>) {
    return { data: await this.stories.mine(viewer.member, q.status, q) };
  }

  // ---- writing -----------------------------------------------------------------------------------

  @Route.post('stories/save', { access: 'confirmed', data: StorySaveResponse, summary: 'Create a draft (the editor’s first autosave)' })
  async create(@Viewer() viewer: AuthContext, @Body({ schema: StorySaveRequest }) body: SaveInput) {
    return { data: await this.stories.save(viewer.member, null, body) };
  }

  @Route.put('stories/:story/save', { access: 'confirmed', data: StorySaveResponse, summary: 'Save or autosave a story (writer only; a stale version answers 409)' })
  async save(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string, @Body({ schema: StorySaveRequest }) body: SaveInput) {
    return { data: await this.stories.save(viewer.member, id, body) };
  }

  @Route.get('stories/:story/edit', { access: 'member', summary: 'The story with every chapter’s text, for the editor (writer only)' })
  async editable(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.stories.editable(viewer.member, id) };
  }

  @Route.post('stories/:story/publish', { access: 'confirmed', status: 200, summary: 'Publish (422 naming each field that is not ready)' })
  async publish(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.stories.publish(viewer.member, id) };
  }

  @Route.post('stories/:story/unpublish', { access: 'member', status: 200, summary: 'Back to a draft: hidden from readers until published again' })
  async unpublish(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.stories.unpublish(viewer.member, id) };
  }

  @Route.delete('stories/:story', { access: 'member', status: 204, summary: 'Delete a story with its chapters, likes, comments and reading progress' })
  async remove(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string): Promise<void> {
    await this.stories.remove(viewer.member, id);
  }

  // ---- reading -----------------------------------------------------------------------------------

  @Route.get('stories/:story', { access: 'optional', data: StoryDetail, summary: 'A story by id or slug with its table of contents (drafts: writer only, else 404)' })
  async detail(@OptionalViewer() viewer: AuthContext | null, @Param('story', param('story', IdOrSlug)) story: string) {
    const { detail, inSeries } = await this.stories.page(viewer?.member ?? null, story);
    return { data: { ...detail, series: inSeries ? await this.series.placeOf(viewer?.member.id ?? null, detail.id) : null } };
  }

  @Route.get('stories/:story/chapters/:position', { access: 'optional', summary: 'One chapter’s text with the previous and next chapter numbers' })
  async chapter(
    @OptionalViewer() viewer: AuthContext | null,
    @Param('story', param('story', StoryId)) id: string,
    @Param('position', param('position', Position)) position: number,
  ) {
    return { data: await this.stories.chapter(viewer?.member ?? null, id, position) };
  }

  @Route.post('stories/:story/reads', { access: 'optional', status: 200, summary: 'Count a read: once per reader per story per day, never the writer’s own' })
  async read(@Req() req: FastifyRequest, @OptionalViewer() viewer: AuthContext | null, @Param('story', param('story', StoryId)) id: string) {
    return {
      data: await this.library.read({ memberId: viewer?.member.id ?? null, ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 300) ?? '' }, id),
    };
  }

  @Route.put('stories/:story/like', { access: 'member', summary: 'Like a story (not one’s own)' })
  async like(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.like(viewer.member, id, true) };
  }

  @Route.delete('stories/:story/like', { access: 'member', summary: 'Take a like back' })
  async unlike(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.like(viewer.member, id, false) };
  }

  @Route.put('stories/:story/favourite', { access: 'member', summary: 'Add to my favourites' })
  async favourite(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.favourite(viewer.member, id, true) };
  }

  @Route.delete('stories/:story/favourite', { access: 'member', summary: 'Remove from my favourites' })
  async unfavourite(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string) {
    return { data: await this.library.favourite(viewer.member, id, false) };
  }

  @Route.get('favourite-stories', { access: 'member', summary: 'My favourite stories, most recently added first (private)' })
  async favourites(@Viewer() viewer: AuthContext, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.library.favourites(viewer.member, q) };
  }

  @Route.get('reading', { access: 'member', summary: 'What I am reading, where I left off, most recent first (private)' })
  async reading(@Viewer() viewer: AuthContext, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.library.reading(viewer.member, q) };
  }

  @Route.put('reading/:story', { access: 'member', status: 204, summary: 'Remember where I am in a story (chapter and paragraph)' })
  async saveProgress(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string, @Body({ schema: StoryProgressRequest }) body: StoryProgressRequest): Promise<void> {
    await this.library.saveProgress(viewer.member, id, body.chapterId, body.paragraph);
  }

  @Route.delete('reading/:story', { access: 'member', status: 204, summary: 'Take a story off my reading list' })
  async forget(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string): Promise<void> {
    await this.library.forget(viewer.member, id);
  }

  @Route.get('reader-settings', {
    access: 'member',
    data: StoryReaderSettings,
    summary: 'My reader settings: font size, line width, serif or sans, light, dark or sepia (defaults until changed)',
  })
  async readerSettings(@Viewer() viewer: AuthContext) {
    return { data: await this.library.readerSettings(viewer.member) };
  }

  @Route.put('reader-settings', { access: 'member', summary: 'Remember my reader settings (every device I sign in on uses them)' })
  async saveReaderSettings(@Viewer() viewer: AuthContext, @Body({ schema: StoryReaderSettings }) body: StoryReaderSettings) {
    return { data: await this.library.saveReaderSettings(viewer.member, body) };
  }

  // ---- comments ----------------------------------------------------------------------------------

  @Route.get('stories/:story/comments', {
    access: 'optional',
    data: StoryCommentPage,
    summary: 'A story’s comments in thread order (replies under their parent), keyset pages, with totalItems and timestamp',
  })
  async listComments(@OptionalViewer() viewer: AuthContext | null, @Param('story', param('story', StoryId)) id: string, @Query({ schema: StoryPageQuery }) q: PageInput) {
    return { data: await this.comments.list(viewer?.member ?? null, id, q) };
  }

  @Route.post('stories/:story/comments', { access: 'confirmed', summary: 'Comment on a story, or reply to a comment (at most 5 levels deep); the writer is notified' })
  async comment(@Viewer() viewer: AuthContext, @Param('story', param('story', StoryId)) id: string, @Body({ schema: StoryCommentRequest }) body: z.output<typeof StoryCommentRequest>) {
    return { data: await this.comments.create(viewer.member, id, body.body, body.parentId) };
  }

  @Route.put('stories/comments/:comment', { access: 'confirmed', summary: 'Edit my comment' })
  async editComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string, @Body({ schema: StoryCommentEdit }) body: z.output<typeof StoryCommentEdit>) {
    return { data: await this.comments.edit(viewer.member, id, body.body) };
  }

  @Route.delete('stories/comments/:comment', { access: 'member', status: 204, summary: 'Delete a comment (its writer, or the story’s writer); replies stay' })
  async removeComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string): Promise<void> {
    await this.comments.remove(viewer.member, id);
  }

  @Route.put('stories/comments/:comment/like', { access: 'member', data: StoryMarkResponse, summary: 'Like a comment (not my own); its writer is notified' })
  async likeComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string) {
    return { data: await this.comments.like(viewer.member, id, true) };
  }

  @Route.delete('stories/comments/:comment/like', { access: 'member', data: StoryMarkResponse, summary: 'Take my like off a comment' })
  async unlikeComment(@Viewer() viewer: AuthContext, @Param('comment', param('comment', CommentId)) id: string) {
    return { data: await this.comments.like(viewer.member, id, false) };
  }

  // ---- top lists ---------------------------------------------------------------------------------

  @Route.get('top/stories', { access: 'optional', summary: 'Most read stories in a period (week, month, year, all)' })
  async topStories(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTopQuery }) q: TopInput) {
    return { data: await this.stories.topStories(viewer?.member ?? null, q) };
  }

  @Route.get('top/authors', { access: 'optional', summary: 'Writers by reads of their stories in a period' })
  async topAuthors(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTopQuery }) q: TopInput) {
    return { data: await this.stories.topAuthors(viewer?.member ?? null, q) };
  }

  @Route.get('top-genres', { access: 'optional', summary: 'Genres by reads in a period, with story counts' })
  async topGenres(@OptionalViewer() viewer: AuthContext | null, @Query({ schema: StoryTopQuery }) q: TopInput) {
    return { data: await this.stories.topGenres(viewer?.member ?? null, q) };
  }

  // ---- block list --------------------------------------------------------------------------------

  @Route.get('story-blocks', { access: 'member', summary: 'My block list: tags and writers whose stories I never see' })
  async blocks(@Viewer() viewer: AuthContext) {
    return { data: await this.library.blocks(viewer.member) };
  }

  @Route.put('story-blocks/tags/:tag', { access: 'member', summary: 'Block a tag' })
  async blockTag(@Viewer() viewer: AuthContext, @Param('tag', param('tag', StoryTagInput)) tag: string) {
    return { data: await this.library.blockTag(viewer.member, tag, true) };
  }

  @Route.delete('story-blocks/tags/:tag', { access: 'member', summary: 'Unblock a tag' })
  async unblockTag(@Viewer() viewer: AuthContext, @Param('tag', param('tag', StoryTagInput)) tag: string) {
    return { data: await this.library.blockTag(viewer.member, tag, false) };
  }

  @Route.put('story-blocks/authors/:name', { access: 'member', summary: 'Block a writer' })
  async blockAuthor(@Viewer() viewer: AuthContext, @Param('name', param('name', Name)) name: string) {
    return { data: await this.library.blockAuthor(viewer.member, name, true) };
  }

  @Route.delete('story-blocks/authors/:name', { access: 'member', summary: 'Unblock a writer' })
  async unblockAuthor(@Viewer() viewer: AuthContext, @Param('name', param('name', Name)) name: string) {
    return { data: await this.library.blockAuthor(viewer.member, name, false) };
  }
}
