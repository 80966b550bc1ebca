import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { StoryCard, StoryMarkResponse, StoryReaderSettings, StoryReadingItem } from '@community/contracts';
import { DEFAULT_READER_SETTINGS, countsAsRead, progressPercent, readDay } from '@community/domain';
import { APP_CONFIG, type AppConfig } from '../../infra/config/config.js';
import type { MemberRef } from '../members/index.js';
import { NotificationsService } from '../notifications/index.js';
import { AuthorDirectory } from './authors.js';
import { decodeCursor, pageFrom } from './cursor.js';
import { StoriesRepository } from './stories.repository.js';
import { StoriesErrorCode, StoriesException } from './stories.exception.js';
import { StoriesService, toCard, type PageArgs } from './stories.service.js';

/** Who read: a member by id; a guest by a keyed hash of address and browser that changes every day. */
export interface ReaderIdentity {
  memberId: string | null;
  ip: string;
  userAgent: string;
}

/**
 * A reader's own shelf: likes (kudos), favourites, read counting, reading progress and the block list.
 * Reading is private: nothing here is shown to anyone but the reader (counters are anonymous totals).
 */
@Injectable()
export class LibraryService {
  private readonly logger = new Logger('Stories');

  constructor(
    private readonly repo: StoriesRepository,
    private readonly stories: StoriesService,
    private readonly authors: AuthorDirectory,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Likes: not on one's own story (like kudos on the archives). */
  async like(viewer: MemberRef, storyId: string, on: boolean): Promise<StoryMarkResponse> {
    const story = await this.stories.readable(storyId, viewer.id);
    if (on && story.author_id === viewer.id) throw new StoriesException(StoriesErrorCode.OwnStory, 'You cannot like your own story', { field: 'story' });
    if (on && story.status !== 'published') throw new StoriesException(StoriesErrorCode.NotFound, 'This story could not be found');
    const count = await this.repo.mark('like', story.id, viewer.id, on);
    if (on) {
      // After the commit; a failed notification never undoes the like.
      this.notifications
        .notify({
          memberId: story.author_id,
          action: 'StoryLike',
          category: 'stories',
          actorId: viewer.id,
          objectType: 'story',
          objectId: story.id,
          phrase: story.title,
          target: { url: `/stories/${story.genre}/${story.slug}`, slug: story.slug },
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'like notification failed'));
    }
    return { on, count };
  }

  async favourite(viewer: MemberRef, storyId: string, on: boolean): Promise<StoryMarkResponse> {
    const story = await this.stories.readable(storyId, viewer.id);
    if (on && story.status !== 'published') throw new StoriesException(StoriesErrorCode.NotFound, 'This story could not be found');
    return { on, count: await this.repo.mark('favourite', story.id, viewer.id, on) };
  }

  /** Counts a read: once per reader per story per UTC day, never the writer's own, only published stories. */
  async read(reader: ReaderIdentity, storyId: string, now = new Date()): Promise<{ counted: boolean; readCount: number }> {
    const story = await this.stories.readable(storyId, reader.memberId);
    if (story.status !== 'published' || !countsAsRead({ viewerId: reader.memberId, authorId: story.author_id, alreadyCountedToday: false })) {
      return { counted: false, readCount: story.read_count };
    }
    const day = readDay(now);
    const key = reader.memberId
      ? `m:${reader.memberId}`
      : `g:${createHmac('sha256', this.config.APP_SECRET).update(`${day}|${reader.ip}|${reader.userAgent}`).digest('base64url').slice(0, 32)}`;
    return this.repo.countRead(story.id, key, day);
  }

  /** Where the reader is: a chapter of the story and a paragraph in it (clamped to the chapter). */
  async saveProgress(viewer: MemberRef, storyId: string, chapterId: string, paragraph: number): Promise<void> {
    const story = await this.stories.readable(storyId, viewer.id);
    const chapter = await this.repo.chapterById(story.id, chapterId);
    if (!chapter) throw new StoriesException(StoriesErrorCode.Invalid, 'This chapter is not part of this story', { field: 'chapterId' });
    await this.repo.saveProgress(viewer.id, story.id, chapter.id, Math.min(paragraph, Math.max(0, chapter.paragraphs - 1)));
  }

  /** The member's own reader settings (the defaults until they change one); nobody else's can be read. */
  async readerSettings(viewer: MemberRef): Promise<StoryReaderSettings> {
    const row = await this.repo.readerSettings(viewer.id);
    if (!row) return { ...DEFAULT_READER_SETTINGS };
    return { fontSize: row.font_size, width: row.width, font: row.font, theme: row.theme } as StoryReaderSettings;
  }

  async saveReaderSettings(viewer: MemberRef, settings: StoryReaderSettings): Promise<StoryReaderSettings> {
    await this.repo.saveReaderSettings(viewer.id, settings);
    return this.readerSettings(viewer);
  }

  async forget(viewer: MemberRef, storyId: string): Promise<void> {
    const story = await this.stories.readable(storyId, viewer.id);
    await this.repo.deleteProgress(viewer.id, story.id);
  }

  /** The stories a page of library rows names (by id; a deleted one is missing) and their authors. */
  private async storiesOf(rows: Array<{ story_id: string }>) {
    const stories = new Map((await this.repo.byIds(rows.map((r) => r.story_id))).map((s) => [s.id, s]));
    const authors = await this.authors.many([...stories.values()].map((s) => s.author_id));
    return { stories, authors };
  }

  async reading(viewer: MemberRef, page: PageArgs) {
    const after = decodeCursor(page.after, ['ts', 'uuid']) as [string, string] | null;
    const rows = await this.repo.reading(viewer.id, after, page.limit);
    const { stories, authors } = await this.storiesOf(rows);
    return pageFrom(
      rows.filter((r) => stories.has(r.story_id)),
      page.limit,
      (r): StoryReadingItem => {
        const s = stories.get(r.story_id)!;
        return {
          story: toCard(s, authors),
          chapterId: r.chapter_id,
          chapterPosition: r.position,
          chapterTitle: r.chapter_title,
          paragraph: r.paragraph,
          percent: progressPercent({ chapterIndex: r.position - 1, chapterCount: s.chapter_count, paragraph: r.paragraph, paragraphs: r.paragraphs }),
          updatedAt: r.updated_at.toISOString(),
        };
      },
      (r) => [r.at, r.story_id],
    );
  }

  async favourites(viewer: MemberRef, page: PageArgs) {
    const after = decodeCursor(page.after, ['ts', 'uuid']) as [string, string] | null;
    const rows = await this.repo.favourites(viewer.id, after, page.limit);
    const { stories, authors } = await this.storiesOf(rows);
    return pageFrom(
      rows.filter((r) => stories.has(r.story_id)),
      page.limit,
      (r): StoryCard => toCard(stories.get(r.story_id)!, authors),
      (r) => [r.at, r.story_id],
    );
  }

  // ---- block list ------------------------------------------------------------------------------------

  async blocks(viewer: MemberRef) {
    const rows = await this.repo.blocks(viewer.id);
    const authorIds = rows.filter((r) => r.kind === 'author').map((r) => r.value);
    const authors = await this.authors.many(authorIds);
    return {
      tags: rows.filter((r) => r.kind === 'tag').map((r) => r.value),
      authors: authorIds.flatMap((id) => (authors.has(id) ? [authors.get(id)!] : [])),
    };
  }

  async blockTag(viewer: MemberRef, tag: string, on: boolean) {
    await this.repo.setBlock(viewer.id, 'tag', tag, on);
    return this.blocks(viewer);
  }

  async blockAuthor(viewer: MemberRef, name: string, on: boolean) {
    const id = await this.authors.idByName(name);
    if (!id) throw new StoriesException(StoriesErrorCode.NotFound, 'No writer has that name');
    if (id === viewer.id) throw new StoriesException(StoriesErrorCode.OwnStory, 'You cannot block yourself', { field: 'name' });
    await this.repo.setBlock(viewer.id, 'author', id, on);
    return this.blocks(viewer);
  }
}
