import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ForumAcceptRequest,
  ForumCategoryList,
  ForumDeleteRequest,
  ForumListQuery,
  ForumMemberPostPage,
  ForumMemberTopicPage,
  ForumPostDetail,
  ForumPostEditRequest,
  ForumPostHistory,
  ForumPostId,
  ForumPostLocation,
  ForumPostReviewRequest,
  ForumReadRequest,
  ForumReadResponse,
  ForumReplyRequest,
  ForumSearchPage,
  ForumSearchQuery,
  ForumSettings,
  ForumSettingsRequest,
  ForumSlug,
  ForumTopicCreateRequest,
  ForumTopicDetail,
  ForumTopicEditable,
  ForumTopicEditRequest,
  ForumTopicId,
  ForumTopicItem,
  ForumTopicListQuery,
  ForumTopicModerationRequest,
  ForumTopicPage,
  ForumTopicPageQuery,
  ForumVoteRequest,
  ForumVoteResponse,
  ForumWatchedPage,
  ForumWatchRequest,
  ForumWatchResponse,
  MemberName,
} from '@community/contracts';
import { OptionalViewer, Viewer } from '../../../shared/access/access.js';
import { Route } from '../../../shared/http/route.js';
import type { AuthContext } from '../../auth/index.js';
import { VariantsService } from '../../variants/index.js';
import { ForumEngagementService } from './forum-engagement.service.js';
import { ForumModerationService } from './forum-moderation.service.js';
import { ForumReadingService } from './forum-reading.service.js';
import { ForumSearchService } from './forum-search.service.js';
import { ForumViews, type ForumViewer } from './forum-views.js';
import { ForumWritingService } from './forum-writing.service.js';

const CategoryParam = z.object({ category: ForumSlug });
const TopicSlugParam = z.object({ category: ForumSlug, slug: ForumSlug });
const TopicParam = z.object({ topic: ForumTopicId });
const PostParam = z.object({ post: ForumPostId });
const NameParam = z.object({ name: MemberName });
const DeleteBody = ForumDeleteRequest.nullish();

/** Flood control (README product notes): replies per address per minute in one topic, topics per address per ten minutes. */
const REPLY_FLOOD = { bucket: 'forum-reply', limit: 30, windowSeconds: 60, bodyKey: 'topicId' };
const TOPIC_FLOOD = { bucket: 'forum-topic', limit: 60, windowSeconds: 600 };

type Member = ForumViewer & { id: string; member: NonNullable<ForumViewer['member']> };

/**
 * The forum (issue 19): categories, topic lists, the topic page, writing, votes, watching, settings, search
 * and members' lists. Guests read public categories; everything else needs a member; moderation needs the
 * variant's moderating staff (checked in the services, so staff of another variant are refused).
 */
@ApiTags('forum')
@Controller('api/forum')
export class ForumController {
  constructor(
    private readonly variants: VariantsService,
    private readonly views: ForumViews,
    private readonly reading: ForumReadingService,
    private readonly writing: ForumWritingService,
    private readonly engagement: ForumEngagementService,
    private readonly moderation: ForumModerationService,
    private readonly searching: ForumSearchService,
  ) {}

  private viewer(req: FastifyRequest, auth: AuthContext | null): Promise<ForumViewer> {
    return this.views.viewer(auth, this.variants.context(req).variant.code);
  }

  private member(req: FastifyRequest, auth: AuthContext): Promise<Member> {
    return this.views.viewer(auth, this.variants.context(req).variant.code) as Promise<Member>;
  }

  // ---- reading ------------------------------------------------------------------------------------

  @Route.get('categories', { access: 'optional', data: ForumCategoryList, summary: 'Forum categories the viewer may read, with counts, the latest post and unread counts' })
  async categories(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null) {
    return { data: await this.reading.categories(await this.viewer(req, auth)) };
  }

  @Route.get('categories/:category/topics', { access: 'optional', data: ForumTopicPage, summary: 'A category’s topics: pinned first, then by latest activity, newest or votes (keyset pages)' })
  async topics(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: CategoryParam }) p: { category: string }, @Query({ schema: ForumTopicListQuery }) q: z.output<typeof ForumTopicListQuery>) {
    return { data: await this.reading.topics(await this.viewer(req, auth), p.category, q) };
  }

  @Route.get('categories/:category/topics/:slug', { access: 'optional', data: ForumTopicDetail, summary: 'The topic page: a page, the page holding a post, or the viewer’s first unread page' })
  async topic(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: TopicSlugParam }) p: { category: string; slug: string }, @Query({ schema: ForumTopicPageQuery }) q: z.output<typeof ForumTopicPageQuery>) {
    return { data: await this.reading.topicPage(await this.viewer(req, auth), p.category, p.slug, q) };
  }

  @Route.get('posts/:post', { access: 'optional', data: ForumPostDetail, summary: 'One post with where it is' })
  async post(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: PostParam }) p: { post: string }) {
    return { data: await this.reading.post(await this.viewer(req, auth), p.post) };
  }

  @Route.get('posts/:post/history', { access: 'staff', data: ForumPostHistory, summary: 'Earlier texts of an edited post (moderators)' })
  async history(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: PostParam }) p: { post: string }) {
    return { data: await this.reading.history(await this.member(req, auth), p.post) };
  }

  @Route.put('topics/:topic/read', { access: 'member', data: ForumReadResponse, summary: 'Move my read mark forward' })
  async read(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: TopicParam }) p: { topic: string }, @Body({ schema: ForumReadRequest }) body: ForumReadRequest) {
    return { data: await this.reading.markRead(await this.member(req, auth), p.topic, body.number) };
  }

  // ---- writing ------------------------------------------------------------------------------------

  @Route.post('categories/:category/topics', { access: 'confirmed', data: ForumPostLocation, rateLimit: TOPIC_FLOOD, summary: 'Start a topic' })
  async create(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CategoryParam }) p: { category: string }, @Body({ schema: ForumTopicCreateRequest }) body: z.output<typeof ForumTopicCreateRequest>) {
    return { data: await this.writing.createTopic(await this.member(req, auth), p.category, body) };
  }

  @Route.post('posts', { access: 'confirmed', data: ForumPostLocation, rateLimit: REPLY_FLOOD, summary: 'Reply to a topic, optionally quoting one of its posts' })
  async reply(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ForumReplyRequest }) body: z.output<typeof ForumReplyRequest>) {
    return { data: await this.writing.reply(await this.member(req, auth), body) };
  }

  @Route.put('posts/:post', { access: 'confirmed', data: ForumPostDetail, summary: 'Edit my post (moderators: any post); marked as edited' })
  async edit(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: PostParam }) p: { post: string }, @Body({ schema: ForumPostEditRequest }) body: z.output<typeof ForumPostEditRequest>) {
    return { data: await this.writing.editPost(await this.member(req, auth), p.post, body) };
  }

  @Route.delete('posts/:post', { access: 'member', status: 204, summary: 'Delete my post (moderators: any post, with a reason)' })
  async remove(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: PostParam }) p: { post: string }, @Body({ schema: DeleteBody }) body: z.output<typeof DeleteBody>): Promise<void> {
    await this.writing.deletePost(await this.member(req, auth), p.post, body ?? {});
  }

  @Route.get('topics/:topic/edit', { access: 'member', data: ForumTopicEditable, summary: 'A topic’s title and first post, to edit them' })
  async editable(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: TopicParam }) p: { topic: string }) {
    return { data: await this.reading.editable(await this.member(req, auth), p.topic) };
  }

  @Route.put('topics/:topic', { access: 'confirmed', data: ForumPostLocation, summary: 'Edit a topic’s title and first post' })
  async editTopic(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: TopicParam }) p: { topic: string }, @Body({ schema: ForumTopicEditRequest }) body: z.output<typeof ForumTopicEditRequest>) {
    return { data: await this.writing.editTopic(await this.member(req, auth), p.topic, body) };
  }

  // ---- votes, watching, settings, accepted answers ------------------------------------------------

  @Route.put('topics/:topic/vote', { access: 'member', data: ForumVoteResponse, summary: 'Vote on a topic (1, -1; 0 takes the vote back)' })
  async voteTopic(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: TopicParam }) p: { topic: string }, @Body({ schema: ForumVoteRequest }) body: z.output<typeof ForumVoteRequest>) {
    return { data: await this.engagement.voteTopic(await this.member(req, auth), p.topic, body.value) };
  }

  @Route.put('posts/:post/vote', { access: 'member', data: ForumVoteResponse, summary: 'Vote on a post (1, -1; 0 takes the vote back)' })
  async votePost(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: PostParam }) p: { post: string }, @Body({ schema: ForumVoteRequest }) body: z.output<typeof ForumVoteRequest>) {
    return { data: await this.engagement.votePost(await this.member(req, auth), p.post, body.value) };
  }

  @Route.put('topics/:topic/watch', { access: 'member', data: ForumWatchResponse, summary: 'My watch level on a topic (null: follow the category)' })
  async watchTopic(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: TopicParam }) p: { topic: string }, @Body({ schema: ForumWatchRequest }) body: z.output<typeof ForumWatchRequest>) {
    return { data: await this.engagement.watchTopic(await this.member(req, auth), p.topic, body.level) };
  }

  @Route.put('categories/:category/watch', { access: 'member', data: ForumWatchResponse, summary: 'My watch level on a category (null: my default)' })
  async watchCategory(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: CategoryParam }) p: { category: string }, @Body({ schema: ForumWatchRequest }) body: z.output<typeof ForumWatchRequest>) {
    return { data: await this.engagement.watchCategory(await this.member(req, auth), p.category, body.level) };
  }

  @Route.put('topics/:topic/accepted', { access: 'member', data: ForumTopicDetail, summary: 'Mark (or clear) the accepted answer of my question' })
  async accept(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: TopicParam }) p: { topic: string }, @Body({ schema: ForumAcceptRequest }) body: z.output<typeof ForumAcceptRequest>) {
    return { data: await this.engagement.accept(await this.member(req, auth), p.topic, body.postId) };
  }

  @Route.get('settings', { access: 'member', data: ForumSettings, summary: 'My forum settings' })
  async settings(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.engagement.settings(await this.member(req, auth)) };
  }

  @Route.put('settings', { access: 'member', data: ForumSettings, summary: 'Change my forum settings (watch defaults, mentions, e-mail digest)' })
  async saveSettings(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: ForumSettingsRequest }) body: z.output<typeof ForumSettingsRequest>) {
    return { data: await this.engagement.saveSettings(await this.member(req, auth), body) };
  }

  // ---- moderation -----------------------------------------------------------------------------------

  @Route.put('topics/:topic/moderation', { access: 'staff', data: ForumTopicItem, summary: 'Pin or lock a topic, with a reason (moderators)' })
  async moderate(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: TopicParam }) p: { topic: string }, @Body({ schema: ForumTopicModerationRequest }) body: z.output<typeof ForumTopicModerationRequest>) {
    return { data: await this.moderation.moderateTopic(await this.member(req, auth), p.topic, body) };
  }

  @Route.put('posts/:post/review', { access: 'staff', data: ForumPostDetail, summary: 'Restore or delete a post after reports, with a reason (moderators)' })
  async review(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Param({ schema: PostParam }) p: { post: string }, @Body({ schema: ForumPostReviewRequest }) body: z.output<typeof ForumPostReviewRequest>) {
    return { data: await this.moderation.review(await this.member(req, auth), p.post, body) };
  }

  // ---- search and lists -----------------------------------------------------------------------------

  @Route.get('search', { access: 'optional', data: ForumSearchPage, summary: 'Forum search: full text over titles and posts, filters, by relevance or date (keyset pages)' })
  async search(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Query({ schema: ForumSearchQuery }) q: z.output<typeof ForumSearchQuery>) {
    const ctx = this.variants.context(req);
    return { data: await this.searching.search(await this.viewer(req, auth), ctx.locale, q) };
  }

  @Route.get('watched', { access: 'member', data: ForumWatchedPage, summary: 'Topics I watch or track, by latest activity' })
  async watched(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Query({ schema: ForumListQuery }) q: z.output<typeof ForumListQuery>) {
    return { data: await this.searching.watched(await this.member(req, auth), q) };
  }

  @Route.get('members/:name/topics', { access: 'optional', data: ForumMemberTopicPage, summary: 'A member’s topics, newest first' })
  async memberTopics(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: NameParam }) p: { name: string }, @Query({ schema: ForumListQuery }) q: z.output<typeof ForumListQuery>) {
    return { data: await this.searching.memberTopics(await this.viewer(req, auth), p.name, q) };
  }

  @Route.get('members/:name/posts', { access: 'optional', data: ForumMemberPostPage, summary: 'A member’s posts, newest first' })
  async memberPosts(@Req() req: FastifyRequest, @OptionalViewer() auth: AuthContext | null, @Param({ schema: NameParam }) p: { name: string }, @Query({ schema: ForumListQuery }) q: z.output<typeof ForumListQuery>) {
    return { data: await this.searching.memberPosts(await this.viewer(req, auth), p.name, q) };
  }
}
