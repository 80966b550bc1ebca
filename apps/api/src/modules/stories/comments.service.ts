import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoryComment, StoryCommentPage, StoryMarkResponse } from '@community/contracts';
import { replyDepth, STORY_LIMITS } from '@community/domain';
import type { MemberRef } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { NotificationsService } from '../notifications/index.js';
import { AuthorDirectory } from './authors.js';
import { CommentsRepository, type CommentRow } from './comments.repository.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { StoriesErrorCode, StoriesException } from './stories.exception.js';
import { StoriesService } from './stories.service.js';

/** A comment's sort key within its thread: creation time (ms, fixed width) then part of its id. */
const keyOf = (at: Date, id: string) => `${at.getTime().toString(36).padStart(10, '0')}${id.slice(0, 8)}`;

/**
 * Comments on a story, threaded: a reply sits under its parent, at most STORY_LIMITS.commentMaxDepth levels.
 * Members comment on stories they may read; writers and the story's author may delete; only writers edit.
 * The story's writer is notified of comments, a comment's writer of replies (after the commit).
 */
@Injectable()
export class CommentsService {
  private readonly logger = new Logger('Stories');

  constructor(
    private readonly db: DataSource,
    private readonly repo: CommentsRepository,
    private readonly stories: StoriesService,
    private readonly authors: AuthorDirectory,
    private readonly notifications: NotificationsService,
    private readonly relationships: RelationshipsService,
  ) {}

  async list(viewer: MemberRef | null, storyId: string, page: { after?: string; limit: number }): Promise<StoryCommentPage> {
    const story = await this.stories.readable(storyId, viewer?.id ?? null);
    const after = decodeCursor(page.after, ['text']);
    const viewerId = viewer?.id ?? null;
    const [rows, total] = await Promise.all([
      this.repo.page(story.id, (after?.[0] as string | undefined) ?? null, page.limit, viewerId),
      viewerId ? this.repo.visibleCount(story.id, viewerId) : Promise.resolve(story.comment_count),
    ]);
    const more = rows.length > page.limit;
    const shown = more ? rows.slice(0, page.limit) : rows;
    const [authors, liked] = await Promise.all([
      this.authors.many(shown.flatMap((r) => (r.author_id ? [r.author_id] : []))),
      viewerId ? this.repo.likedBy(shown.map((r) => r.id), viewerId) : Promise.resolve(new Set<string>()),
    ]);
    return {
      items: shown.map((r) => this.toComment(r, story.author_id, viewer, authors, liked.has(r.id))),
      next: more ? encodeCursor([shown[shown.length - 1]!.path]) : null,
      totalItems: total,
      timestamp: new Date().toISOString(),
    };
  }

  private toComment(r: CommentRow, storyAuthorId: string, viewer: MemberRef | null, authors: Map<string, StoryComment['author'] & object>, liked = false): StoryComment {
    const deleted = r.deleted_at !== null;
    return {
      id: r.id,
      parentId: r.parent_id,
      depth: r.depth,
      body: deleted ? '' : r.body,
      author: deleted || !r.author_id ? null : (authors.get(r.author_id) ?? null),
      isAuthorOfStory: !deleted && r.author_id === storyAuthorId,
      deleted,
      createdAt: r.created_at.toISOString(),
      editedAt: r.edited_at?.toISOString() ?? null,
      canEdit: !deleted && viewer !== null && viewer.id === r.author_id,
      likeCount: deleted ? 0 : r.like_count,
      liked: !deleted && liked,
    };
  }

  async create(viewer: MemberRef, storyId: string, body: string, parentId: string | undefined): Promise<StoryComment> {
    const story = await this.stories.readable(storyId, viewer.id);
    if (story.status !== 'published') throw new StoriesException(StoriesErrorCode.NotFound, 'This story could not be found');
    const id = randomUUID();
    const parent = await this.db.transaction(async (em) => {
      let parent: CommentRow | null = null;
      if (parentId) {
        parent = await this.repo.byId(parentId, em);
        const hidden = parent?.author_id ? await this.relationships.isBlocked(viewer.id, parent.author_id) : false;
        if (!parent || parent.story_id !== story.id || hidden) throw new StoriesException(StoriesErrorCode.Invalid, 'parentId is not a comment on this story', { field: 'parentId' });
      }
      const depth = replyDepth(parent?.depth ?? null);
      if (depth === null) {
        throw new StoriesException(StoriesErrorCode.TooDeep, `Replies go at most ${STORY_LIMITS.commentMaxDepth} levels deep`, { field: 'parentId' });
      }
      const key = keyOf(new Date(), id);
      await this.repo.insert(em, { id, storyId: story.id, parentId: parent?.id ?? null, authorId: viewer.id, depth, path: parent ? `${parent.path}/${key}` : key, body });
      return parent;
    });
    const row = (await this.repo.byId(id))!;
    void this.notify(viewer, story, parent);
    return this.toComment(row, story.author_id, viewer, await this.authors.many([viewer.id]));
  }

  private async notify(viewer: MemberRef, story: { id: string; author_id: string; title: string; slug: string; genre: string | null }, parent: CommentRow | null) {
    const target = { url: `/stories/${story.genre ?? 'romance'}/${story.slug}`, slug: story.slug };
    try {
      await this.notifications.notify({ memberId: story.author_id, action: 'Comment', category: 'stories', actorId: viewer.id, objectType: 'story', objectId: story.id, phrase: story.title, target });
      if (parent?.author_id && parent.author_id !== story.author_id) {
        await this.notifications.notify({ memberId: parent.author_id, action: 'Reply', category: 'stories', actorId: viewer.id, objectType: 'story', objectId: story.id, phrase: story.title, target });
      }
    } catch (err) {
      this.logger.warn({ err }, 'comment notification failed');
    }
  }

  private async own(viewer: MemberRef, commentId: string) {
    const c = await this.repo.byId(commentId);
    if (!c || c.deleted_at) throw new StoriesException(StoriesErrorCode.CommentNotFound, 'This comment could not be found');
    const story = await this.stories.readable(c.story_id, viewer.id).catch(() => null);
    if (!story) throw new StoriesException(StoriesErrorCode.CommentNotFound, 'This comment could not be found');
    return { c, story };
  }

  async edit(viewer: MemberRef, commentId: string, body: string): Promise<StoryComment> {
    const { c, story } = await this.own(viewer, commentId);
    if (c.author_id !== viewer.id) throw new StoriesException(StoriesErrorCode.NotYours, 'Only its writer may edit a comment');
    await this.repo.edit(c.id, body);
    const liked = await this.repo.likedBy([c.id], viewer.id);
    return this.toComment((await this.repo.byId(c.id))!, story.author_id, viewer, await this.authors.many([viewer.id]), liked.has(c.id));
  }

  /**
   * Comment likes: on comments the viewer may see (not deleted, its writer not on either side of a privacy
   * blacklist with them), never their own. The comment's writer is told once per new like (after the commit).
   */
  async like(viewer: MemberRef, commentId: string, on: boolean): Promise<StoryMarkResponse> {
    const { c, story } = await this.own(viewer, commentId);
    if (c.author_id && c.author_id !== viewer.id && (await this.relationships.isBlocked(viewer.id, c.author_id))) {
      throw new StoriesException(StoriesErrorCode.CommentNotFound, 'This comment could not be found');
    }
    if (on && c.author_id === viewer.id) throw new StoriesException(StoriesErrorCode.OwnStory, 'You cannot like your own comment', { field: 'comment' });
    const { count, changed } = await this.repo.like(c.id, viewer.id, on);
    if (on && changed && c.author_id) {
      // Awaited (after the commit) so the writer's list has it when the like answers; a failure never undoes it.
      await this.notifications
        .notify({
          memberId: c.author_id,
          action: 'CommentLike',
          category: 'stories',
          actorId: viewer.id,
          objectType: 'story-comment',
          objectId: c.id,
          phrase: story.title,
          target: { url: `/stories/${story.genre ?? 'romance'}/${story.slug}`, slug: story.slug },
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'comment like notification failed'));
    }
    return { on, count };
  }

  /** Its writer, or the story's writer (who keeps their comments civil), may delete a comment. */
  async remove(viewer: MemberRef, commentId: string): Promise<void> {
    const { c, story } = await this.own(viewer, commentId);
    if (c.author_id !== viewer.id && story.author_id !== viewer.id) throw new StoriesException(StoriesErrorCode.NotYours, 'Only its writer or the story’s writer may delete a comment');
    await this.db.transaction((em) => this.repo.softDelete(em, c));
  }
}
