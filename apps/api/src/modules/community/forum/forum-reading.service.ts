import { Injectable } from '@nestjs/common';
import {
  FORUM_LIMITS,
  type ForumCategoryList,
  type ForumPostDetail,
  type ForumPostHistory,
  type ForumReadResponse,
  type ForumTopicDetail,
  type ForumTopicEditable,
  type ForumTopicPage,
  type ForumTopicSort,
} from '@community/contracts';
import { decodeCursor, encodeCursor } from '../../../shared/cursor/cursor.js';
import { ForumErrorCode, ForumException, categoryNotFound, postNotFound, topicNotFound } from './forum.exception.js';
import { ForumRepository, type CategoryRow, type PlaceRow, type TopicRow } from './forum.repository.js';
import { ForumMembersRepository } from './forum-members.repository.js';
import { ForumViews, pageOf, type ForumViewer } from './forum-views.js';

const badCursor = () => new ForumException(ForumErrorCode.BadCursor, 'after is not a cursor this list gave out', { field: 'after' });

/** Categories, topic lists, the topic page ("jump to first unread", "page holding this post"), read marks and post history. */
@Injectable()
export class ForumReadingService {
  constructor(
    private readonly repo: ForumRepository,
    private readonly memberRepo: ForumMembersRepository,
    private readonly views: ForumViews,
  ) {}

  async categories(v: ForumViewer): Promise<ForumCategoryList> {
    const rows = await this.repo.listCategories(v.variant, v);
    const cards = await this.views.cards(rows.map((r) => r.latest_author_id));
    return { items: rows.map((r) => this.views.category(r, v, cards)) };
  }

  async category(v: ForumViewer, slug: string): Promise<CategoryRow> {
    const row = await this.repo.categoryBySlug(v.variant, slug, v);
    if (!row) throw categoryNotFound();
    return row;
  }

  async topics(v: ForumViewer, categorySlug: string, q: { sort?: ForumTopicSort; after?: string; limit: number }): Promise<ForumTopicPage> {
    const row = await this.category(v, categorySlug);
    const cards = await this.views.cards([row.latest_author_id]);
    const category = this.views.category(row, v, cards);
    const sort = q.sort ?? category.defaultSort;
    const after = decodeCursor(q.after, sort === 'votes' ? ['int', 'uuid'] : ['ts', 'uuid'], badCursor);
    const rows = await this.repo.listTopics(row.id, v, sort, after, q.limit);
    const more = rows.length > q.limit;
    const shown = more ? rows.slice(0, q.limit) : rows;
    const pinned = after ? [] : await this.repo.pinnedTopics(row.id, v);
    if (v.id && !after) await this.repo.markVisited(v.id, row.id);
    const last = shown[shown.length - 1];
    return {
      category,
      sort,
      pinned: await this.views.topics(pinned),
      items: await this.views.topics(shown),
      next: more && last ? encodeCursor([sort === 'votes' ? Number(last.k1) : last.k1, last.id]) : null,
    };
  }

  /** A topic the viewer may read (by id), with where it lives. */
  async readableTopic(v: ForumViewer, topicId: string): Promise<PlaceRow> {
    const place = await this.repo.placeOfTopic(topicId);
    if (!place || !this.views.canRead(place, v) || (place.topic_deleted && !v.staff)) throw topicNotFound();
    return place;
  }

  /**
   * The topic page: page `page`, or the page holding `post`, or (neither) the page of the viewer's first
   * unread post (page 1 for guests and first visits). Showing a page moves the viewer's read mark to its
   * last post; the first-unread marker is worked out before that.
   */
  async topicPage(v: ForumViewer, categorySlug: string, slug: string, q: { page?: number; post?: string }): Promise<ForumTopicDetail> {
    const categoryRow = await this.category(v, categorySlug);
    const topic = await this.repo.topicBySlug(categoryRow.id, slug, v);
    if (!topic || (topic.deleted_at && !v.staff)) throw topicNotFound();
    return this.detail(v, categoryRow, topic, q);
  }

  async detail(v: ForumViewer, categoryRow: CategoryRow, topic: TopicRow, q: { page?: number; post?: string }): Promise<ForumTopicDetail> {
    const pageCount = pageOf(topic.post_count);
    const lastRead = topic.last_read_number ?? 0;
    const firstUnread = v.id && lastRead < topic.post_count ? await this.repo.firstPostAfter(topic.id, lastRead) : null;
    let page: number;
    if (q.post) {
      const target = await this.repo.postById(q.post, v.id);
      if (!target || target.topic_id !== topic.id) throw new ForumException(ForumErrorCode.PostNotFound, 'This post is not in this topic', { field: 'post' });
      page = pageOf(target.number);
    } else if (q.page) page = Math.min(q.page, pageCount);
    else page = firstUnread && lastRead > 0 ? pageOf(firstUnread.number) : 1;
    const from = (page - 1) * FORUM_LIMITS.pageSize + 1;
    const rows = await this.repo.postsInRange(topic.id, v.id, from, from + FORUM_LIMITS.pageSize - 1);
    const accepted = categoryRow.questions && topic.accepted_post_id ? await this.repo.postById(topic.accepted_post_id, v.id) : null;
    const posts = await this.views.posts(accepted ? [...rows, accepted] : rows, v, topic.accepted_post_id);
    const acceptedAnswer = accepted ? posts.pop()! : null;
    let lastReadNumber = lastRead;
    if (v.id && rows.length) lastReadNumber = await this.memberRepo.markRead(v.id, topic.id, rows[rows.length - 1]!.number);
    const cards = await this.views.cards([topic.author_id, categoryRow.latest_author_id]);
    const category = this.views.category(categoryRow, v, cards);
    const refusal = v.id === null ? 'guest' : topic.locked && !v.staff ? 'locked' : this.views.postingRefusal(categoryRow, v);
    return {
      id: topic.id,
      slug: topic.slug,
      title: topic.title,
      category,
      author: this.views.card(cards, topic.author_id),
      createdAt: topic.created_at.toISOString(),
      lastPostAt: topic.last_post_at.toISOString(),
      postCount: topic.post_count,
      score: topic.score,
      pinned: topic.pinned,
      locked: topic.locked,
      acceptedPostId: topic.accepted_post_id,
      page,
      pageCount,
      acceptedAnswer,
      posts,
      viewer: {
        vote: topic.my_vote > 0 ? 1 : topic.my_vote < 0 ? -1 : 0,
        watch: topic.watch,
        watchOwn: topic.watch_own,
        canReply: refusal === null,
        replyRefusal: refusal,
        canModerate: v.staff,
        canAccept: categoryRow.questions && v.id !== null && v.id === topic.author_id,
        firstUnreadPostId: firstUnread?.id ?? null,
        firstUnreadPage: firstUnread ? pageOf(firstUnread.number) : null,
        unread: Math.max(0, topic.post_count - lastRead),
        lastReadNumber,
      },
    };
  }

  /** The topic page by topic id (after accepting an answer). */
  async detailById(v: ForumViewer, topicId: string): Promise<ForumTopicDetail> {
    const place = await this.readableTopic(v, topicId);
    const categoryRow = await this.repo.categoryById(place.category_id, v);
    const topic = await this.repo.topicById(topicId, v);
    if (!categoryRow || !topic) throw topicNotFound();
    return this.detail(v, categoryRow, topic, { page: 1 });
  }

  async markRead(v: ForumViewer & { id: string }, topicId: string, number: number): Promise<ForumReadResponse> {
    const place = await this.readableTopic(v, topicId);
    const mark = await this.memberRepo.markRead(v.id, topicId, Math.min(number, place.post_count));
    return { lastReadNumber: mark, unread: Math.max(0, place.post_count - mark) };
  }

  /** One post with where it is (to quote or edit it). */
  async post(v: ForumViewer, postId: string): Promise<ForumPostDetail> {
    const row = await this.repo.postById(postId, v.id);
    if (!row) throw postNotFound();
    const place = await this.repo.placeOfTopic(row.topic_id);
    if (!place || !this.views.canRead(place, v) || (place.topic_deleted && !v.staff)) throw postNotFound();
    const [post] = await this.views.posts([row], v, place.accepted_post_id);
    return {
      ...post!,
      location: { topicId: place.topic_id, topicSlug: place.topic_slug, categorySlug: place.category_slug, postId: row.id, number: row.number, page: pageOf(row.number) },
    };
  }

  async editable(v: ForumViewer, topicId: string): Promise<ForumTopicEditable> {
    const place = await this.readableTopic(v, topicId);
    if (!v.staff && place.topic_author_id !== v.id) throw new ForumException(ForumErrorCode.NotYours, 'Only the author or a moderator can edit this topic');
    const [first] = await this.repo.postsInRange(topicId, v.id, 1, 1);
    if (!first) throw topicNotFound();
    return { id: place.topic_id, slug: place.topic_slug, categorySlug: place.category_slug, title: place.topic_title, firstPostId: first.id, body: first.html };
  }

  /** Earlier texts of a post, newest first (staff of the post's variant). */
  async history(v: ForumViewer, postId: string): Promise<ForumPostHistory> {
    const detail = await this.post(v, postId);
    if (!v.staff) throw new ForumException(ForumErrorCode.StaffOnly, 'Only moderators can read earlier versions of a post');
    const rows = await this.repo.revisions(detail.id);
    const cards = await this.views.cards(rows.map((r) => r.editor_id));
    return { items: rows.map((r) => ({ html: r.html, editedAt: r.edited_at.toISOString(), editor: this.views.card(cards, r.editor_id) })) };
  }
}
