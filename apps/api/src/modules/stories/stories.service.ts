import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import type {
  StoryCard,
  StoryChapter,
  StoryCover,
  StoryDetail,
  StoryEditable,
  StoryGenreCount,
  StoryListQuery,
  StorySaveRequest,
  StorySaveResponse,
  StorySort,
  StoryTagCount,
  StoryTopAuthor,
  StoryTopGenre,
  StoryTopQuery,
} from '@community/contracts';
import {
  CLASSIC_MIN_AGE_DAYS,
  CLASSIC_MIN_LIKES,
  STORY_GENRES,
  STORY_LIMITS,
  STORY_COVER_SIZE_NAMES,
  STORY_SEARCH_CONFIG,
  canEditStory,
  canReadStory,
  cleanStoryHtml,
  publishProblems,
  readingMinutes,
  slugifyTitle,
  storyLanguageOf,
  type PublishProblem,
  type StoryGenre,
  type StoryLanguage,
  type StoryWarning,
} from '@community/domain';
import { routeTo } from '@community/contracts';
import { Storage } from '../../infra/storage/storage.js';
import { ActivityService } from '../members/index.js';
import type { MemberRef } from '../members/index.js';
import { RelationshipsService } from '../members/index.js';
import { AuthorDirectory } from './authors.js';
import { CommentsRepository } from './comments.repository.js';
import { decodeCursor, pageFrom, type CursorKind } from './cursor.js';
import { SORTS, StoriesRepository, type ChapterRow, type StoryFilter, type StoryRow } from './stories.repository.js';
import { StoriesErrorCode, StoriesException, storyNotFound } from './stories.exception.js';

export type SaveInput = z.output<typeof StorySaveRequest>;
export type ListInput = z.output<typeof StoryListQuery>;
export type TopInput = z.output<typeof StoryTopQuery>;
export type PageArgs = { after?: string; limit: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PROBLEM_MESSAGES: Record<PublishProblem['code'], string> = {
  'title-too-short': `A title needs at least ${STORY_LIMITS.titleMin} characters`,
  'summary-too-short': `A summary needs at least ${STORY_LIMITS.summaryMin} characters`,
  'genre-missing': 'Choose a genre',
  'no-chapters': 'A story needs a chapter',
  'chapter-empty': 'This chapter has no text yet',
  'too-few-words': `A story needs at least ${STORY_LIMITS.publishMinWords} words`,
};

/** The repository's filter for a list query (`GET /api/stories`) in `locale`, for `viewerId` (null: a guest). */
export function listFilter(q: ListInput, locale: string, viewerId: string | null, authorId?: string): StoryFilter {
  return {
    q: q.q || undefined,
    searchConfig: STORY_SEARCH_CONFIG[q.language ?? storyLanguageOf(locale)],
    genre: q.genre,
    tags: q.tags,
    exclude: q.exclude,
    minWords: q.minWords,
    maxWords: q.maxWords,
    complete: q.complete,
    language: q.language,
    authorId,
    viewerId,
  };
}

export function toCard(r: StoryRow, authors: Map<string, StoryCard['author']>): StoryCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    genre: (r.genre as StoryGenre | null) ?? null,
    tags: r.tags,
    warnings: r.warnings as StoryWarning[],
    language: r.language as StoryLanguage,
    status: r.status,
    isComplete: r.is_complete,
    wordCount: r.word_count,
    readingMinutes: readingMinutes(r.word_count),
    chapterCount: r.chapter_count,
    readCount: r.read_count,
    likeCount: r.like_count,
    favouriteCount: r.favourite_count,
    commentCount: r.comment_count,
    publishedAt: r.published_at?.toISOString() ?? null,
    updatedAt: r.updated_at.toISOString(),
    author: authors.get(r.author_id) ?? { id: r.author_id, name: '', avatarColour: 1 },
    cover: coverUrls('stories', r.id, r.cover_prefix, r.cover_updated_at),
  };
}

/** A cover's URL per size, versioned by its upload time so browsers may cache each for good. */
export function coverUrls(kind: 'stories' | 'ebooks', id: string, prefix: string | null, at: Date | null): StoryCover | null {
  if (!prefix) return null;
  const v = (at ?? new Date(0)).getTime().toString(36);
  return Object.fromEntries(STORY_COVER_SIZE_NAMES.map((size) => [size, `/api/${kind}/${id}/cover/${size}?v=${v}`])) as StoryCover;
}

const toChapterSummary = (c: ChapterRow) => ({
  id: c.id,
  position: c.position,
  title: c.title,
  wordCount: c.word_count,
  paragraphs: c.paragraphs,
  updatedAt: c.updated_at.toISOString(),
});

/** A story page the server renders (see StoriesService.publicPage). */
export interface PublicStoryPage {
  card: StoryCard;
  chapters: Array<{ position: number; title: string }>;
  chapter: { position: number; title: string; html: string; updatedAt: string } | null;
}

/** The first day of a top-list period (UTC), or null for all time. */
export function periodStart(period: TopInput['period'], now = new Date()): string | null {
  const days = { week: 7, month: 30, year: 365, all: 0 }[period];
  return days ? new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10) : null;
}

/**
 * Writing (drafts, autosave, publish, unpublish, delete) and reading (lists, search, story pages, chapters,
 * top lists). Access is checked first in every method: drafts are their writer's alone and "not found" to
 * everyone else; only the writer changes a story.
 */
@Injectable()
export class StoriesService {
  constructor(
    private readonly db: DataSource,
    private readonly repo: StoriesRepository,
    private readonly authors: AuthorDirectory,
    private readonly relationships: RelationshipsService,
    private readonly comments: CommentsRepository,
    private readonly storage: Storage,
    private readonly activity: ActivityService,
  ) {}

  async cards(rows: StoryRow[]): Promise<StoryCard[]> {
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    return rows.map((r) => toCard(r, authors));
  }

  /**
   * Comment counts as this viewer sees them: comments hidden by a privacy blacklist (and their replies) are
   * not counted, so a card's count matches the thread the viewer opens. Guests see the cached counts.
   */
  async withVisibleCounts<T extends Pick<StoryCard, 'id' | 'commentCount'>>(cards: T[], viewerId: string | null): Promise<T[]> {
    if (!viewerId || !cards.some((c) => c.commentCount > 0)) return cards;
    const hidden = await this.comments.hiddenCounts(cards.filter((c) => c.commentCount > 0).map((c) => c.id), viewerId);
    return hidden.size ? cards.map((c) => (hidden.has(c.id) ? { ...c, commentCount: Math.max(0, c.commentCount - hidden.get(c.id)!) } : c)) : cards;
  }

  /** A story the viewer may read, by id or slug; 404 otherwise (drafts included). */
  async readable(idOrSlug: string, viewerId: string | null): Promise<StoryRow> {
    const row = UUID.test(idOrSlug) ? await this.repo.byId(idOrSlug) : await this.repo.bySlug(idOrSlug.toLowerCase());
    return this.assertReadable(row, viewerId);
  }

  private async assertReadable<R extends StoryRow>(row: R | null, viewerId: string | null): Promise<R> {
    if (!row || !canReadStory({ authorId: row.author_id, status: row.status }, viewerId)) throw storyNotFound();
    // Members on either side of a privacy blacklist do not see each other's stories: the same 404.
    if (viewerId && viewerId !== row.author_id && (await this.relationships.isBlocked(viewerId, row.author_id))) throw storyNotFound();
    return row;
  }

  /** A story the viewer may change: 404 when they may not even see it, 403 when it is someone else's. */
  private assertEditable(row: StoryRow | null, viewerId: string): StoryRow {
    if (!row || !canReadStory({ authorId: row.author_id, status: row.status }, viewerId)) throw storyNotFound();
    if (!canEditStory({ authorId: row.author_id }, viewerId)) throw new StoriesException(StoriesErrorCode.NotYours, 'Only the writer may change this story');
    return row;
  }

  // ---- reading ------------------------------------------------------------------------------------

  async list(viewer: MemberRef | null, q: ListInput, locale: string) {
    const sort: StorySort = q.sort ?? (q.q ? 'relevance' : 'newest');
    const authorId = q.author ? await this.authors.idByName(q.author) : undefined;
    if (authorId === null) return { items: [], next: null };
    const kinds: CursorKind[] = [SORTS[sort].kind, 'uuid'];
    const after = decodeCursor(q.after, kinds);
    const rows = await this.repo.list(listFilter(q, locale, viewer?.id ?? null, authorId), sort, after, q.limit);
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    const page = pageFrom(rows, q.limit, (r) => toCard(r, authors), (r) => [SORTS[sort].key(r), r.id]);
    return { ...page, items: await this.withVisibleCounts(page.items, viewer?.id ?? null) };
  }

  /** Classics (see libs/domain isClassic): complete, published a year ago or more, liked by many; most liked first. */
  async classic(viewer: MemberRef | null, page: PageArgs, now = new Date()) {
    const after = decodeCursor(page.after, ['int', 'uuid']);
    const rows = await this.repo.list(
      {
        searchConfig: 'simple',
        viewerId: viewer?.id ?? null,
        classic: { publishedBefore: new Date(now.getTime() - CLASSIC_MIN_AGE_DAYS * 86_400_000), minLikes: CLASSIC_MIN_LIKES },
      },
      'likes',
      after,
      page.limit,
    );
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    const out = pageFrom(rows, page.limit, (r) => toCard(r, authors), (r) => [r.like_count, r.id]);
    return { ...out, items: await this.withVisibleCounts(out.items, viewer?.id ?? null) };
  }

  async mine(viewer: MemberRef, status: 'draft' | 'published' | undefined, page: PageArgs) {
    const after = decodeCursor(page.after, ['ts', 'uuid']) as [string, string] | null;
    const rows = await this.repo.mine(viewer.id, status, after, page.limit);
    const authors = await this.authors.many([viewer.id]);
    return pageFrom(rows, page.limit, (r) => toCard(r, authors), (r) => [r.updated_key, r.id]);
  }

  async detail(viewer: MemberRef | null, idOrSlug: string): Promise<StoryDetail> {
    return (await this.page(viewer, idOrSlug)).detail;
  }

  /**
   * The story page (`detail`) and whether the story is part of a series, so the series' place is looked up
   * only then: the story, its contents and that flag come in one query; a guest's page costs no other (the
   * writer's name is AuthorDirectory's cache).
   */
  async page(viewer: MemberRef | null, idOrSlug: string): Promise<{ detail: StoryDetail; inSeries: boolean }> {
    const found = UUID.test(idOrSlug) ? await this.repo.pageOf('id', idOrSlug) : await this.repo.pageOf('slug', idOrSlug.toLowerCase());
    const row = await this.assertReadable(found, viewer?.id ?? null);
    const [[card], marks, progress] = await Promise.all([
      this.cards([row]),
      viewer ? this.repo.viewerMarks(row.id, viewer.id) : Promise.resolve({ liked: false, favourite: false }),
      viewer ? this.repo.progressOf(viewer.id, row.id) : Promise.resolve(null),
    ]);
    const [shown] = await this.withVisibleCounts([card as StoryCard], viewer?.id ?? null);
    const detail: StoryDetail = {
      ...(shown as StoryCard),
      version: row.version,
      chapters: row.chapters.map(toChapterSummary),
      viewer: {
        ...marks,
        canEdit: canEditStory({ authorId: row.author_id }, viewer?.id ?? null),
        progress: progress
          ? { chapterId: progress.chapter_id, chapterPosition: progress.position, paragraph: progress.paragraph, updatedAt: progress.updated_at.toISOString() }
          : null,
      },
    };
    return { detail, inSeries: row.in_series };
  }

  async chapter(viewer: MemberRef | null, storyId: string, position: number): Promise<StoryChapter> {
    const row = await this.readable(storyId, viewer?.id ?? null);
    const c = await this.repo.chapterAt(row.id, position);
    if (!c) throw new StoriesException(StoriesErrorCode.ChapterNotFound, 'This chapter could not be found');
    return {
      ...toChapterSummary(c),
      storyId: row.id,
      html: c.html,
      previous: position > 1 ? position - 1 : null,
      next: position < row.chapter_count ? position + 1 : null,
    };
  }

  /**
   * A story page as the server renders it into its HTML (apps/api/src/modules/web): the card, the contents
   * and the text of one chapter in one query (the writer's name comes from AuthorDirectory's cache), as a
   * guest may read it: published stories only (a draft is nothing here, even for its writer). A member's
   * privacy blacklist is the caller's check (RelationshipsService.isBlocked, as `readable` does). null: show
   * nothing; `chapter` null: no such chapter.
   */
  async publicPage(slug: string, position: number): Promise<PublicStoryPage | null> {
    const row = await this.repo.pageBySlug(slug.toLowerCase(), position);
    if (!row || !canReadStory({ authorId: row.author_id, status: row.status }, null)) return null;
    const [card] = await this.cards([row]);
    const c = row.chapter;
    return {
      card: card as StoryCard,
      chapters: row.toc,
      chapter: c ? { position: c.position, title: c.title, html: c.html, updatedAt: c.updated_at.toISOString() } : null,
    };
  }

  /**
   * The whole story for printing: the card and every chapter with its text, as `viewer` may read it (the
   * writer may print their draft; others get the same 404 as the API).
   */
  async printable(viewer: MemberRef | null, idOrSlug: string): Promise<{ card: StoryCard; chapters: Array<{ position: number; title: string; html: string; updatedAt: string }> }> {
    const row = await this.readable(idOrSlug, viewer?.id ?? null);
    const [chapters, [card]] = await Promise.all([this.repo.chaptersWithHtml(row.id), this.cards([row])]);
    return { card: card as StoryCard, chapters: chapters.map((c) => ({ position: c.position, title: c.title, html: c.html, updatedAt: c.updated_at.toISOString() })) };
  }

  async editable(viewer: MemberRef, id: string): Promise<StoryEditable> {
    const row = this.assertEditable(await this.repo.byId(id), viewer.id);
    const [chapters, [card]] = await Promise.all([this.repo.chaptersWithHtml(row.id), this.cards([row])]);
    return { ...(card as StoryCard), version: row.version, chapters: chapters.map((c) => ({ ...toChapterSummary(c), html: c.html })) };
  }

  genres(viewer: MemberRef | null): Promise<StoryGenreCount[]> {
    return this.repo.genreCounts(viewer?.id ?? null).then((rows) => {
      const counts = new Map(rows.map((r) => [r.genre, r.stories]));
      return STORY_GENRES.map((genre) => ({ genre, stories: counts.get(genre) ?? 0 }));
    });
  }

  tags(viewer: MemberRef | null, prefix: string | undefined, limit: number): Promise<StoryTagCount[]> {
    return this.repo.tagCounts(viewer?.id ?? null, prefix?.toLowerCase(), limit);
  }

  async topStories(viewer: MemberRef | null, q: TopInput): Promise<StoryCard[]> {
    return this.withVisibleCounts(await this.cards(await this.repo.topStories(periodStart(q.period), q.genre, viewer?.id ?? null, q.limit)), viewer?.id ?? null);
  }

  async topAuthors(viewer: MemberRef | null, q: TopInput): Promise<StoryTopAuthor[]> {
    const rows = await this.repo.topAuthors(periodStart(q.period), viewer?.id ?? null, q.limit);
    const authors = await this.authors.many(rows.map((r) => r.author_id));
    return rows
      .filter((r) => authors.has(r.author_id))
      .map((r) => ({ author: authors.get(r.author_id) as StoryTopAuthor['author'], stories: r.stories, words: r.words, reads: r.reads, likes: r.likes }));
  }

  async topGenres(viewer: MemberRef | null, q: TopInput): Promise<StoryTopGenre[]> {
    const rows = await this.repo.topGenres(periodStart(q.period), viewer?.id ?? null);
    return rows.map((r) => ({ genre: r.genre as StoryGenre, stories: r.stories, reads: r.reads, likes: r.likes }));
  }

  // ---- writing ------------------------------------------------------------------------------------

  /**
   * Creates (id null) or saves a story in one transaction: metadata, chapters in the given order (chapters
   * left out are deleted; a chapter without `body` keeps its text), totals, version + 1. A stale `version`
   * answers 409. A published story stays publishable: a save that would break that is refused (422).
   */
  async save(viewer: MemberRef, id: string | null, input: SaveInput): Promise<StorySaveResponse> {
    return this.db.transaction(async (em) => {
      let existing: StoryRow | null = null;
      if (id) {
        existing = this.assertEditable(await this.repo.byId(id, em, true), viewer.id);
        if (input.version !== undefined && input.version !== existing.version) {
          throw new StoriesException(StoriesErrorCode.VersionConflict, 'This story was saved somewhere else meanwhile: reload it to carry on', { field: 'version' });
        }
      }
      const storyId = existing?.id ?? randomUUID();
      const current = existing ? await this.repo.chapters(storyId, em) : [];
      const currentIds = new Set(current.map((c) => c.id));

      // Clean every chapter sent with text; check the limits on the cleaned HTML too.
      const errors: Array<{ field: string; message: string }> = [];
      const chapters = input.chapters.map((c, i) => {
        if (c.id && !currentIds.has(c.id)) errors.push({ field: `chapters.${i}.id`, message: 'This chapter is not part of this story' });
        if (!c.id && c.body === undefined) errors.push({ field: `chapters.${i}.body`, message: 'A new chapter needs its text' });
        const body = c.body === undefined ? undefined : cleanStoryHtml(c.body);
        if (body && body.html.length > STORY_LIMITS.chapterMaxChars) {
          errors.push({ field: `chapters.${i}.body`, message: `A chapter is at most ${STORY_LIMITS.chapterMaxChars.toLocaleString('en-GB')} characters` });
        }
        return { id: c.id ?? randomUUID(), title: c.title, body };
      });
      if (new Set(chapters.map((c) => c.id)).size !== chapters.length) errors.push({ field: 'chapters', message: 'A chapter appears twice' });
      if (errors.length) throw new StoriesException(StoriesErrorCode.Invalid, errors[0]!.message, { errors });

      const searchConfig = STORY_SEARCH_CONFIG[input.language];
      // The URL follows the title until the story is first published; after that links stay stable.
      const wantSlug = slugifyTitle(input.title || 'story');
      const slug =
        existing && (existing.published_at || existing.slug === wantSlug || new RegExp(`^${wantSlug}-\\d+$`).test(existing.slug))
          ? existing.slug
          : await this.repo.freeSlug(wantSlug, existing?.id ?? null, em);
      const fields = {
        slug,
        title: input.title,
        summary: input.summary,
        genre: input.genre,
        tags: input.tags,
        warnings: input.warnings,
        language: input.language,
        searchConfig,
        isComplete: input.isComplete,
      };
      if (existing) await this.repo.updateStory(em, storyId, fields);
      else await this.repo.insertStory(em, { id: storyId, authorId: viewer.id, ...fields });

      await this.repo.deleteChaptersExcept(em, storyId, chapters.map((c) => c.id));
      for (const [i, c] of chapters.entries()) {
        await this.repo.upsertChapter(em, { id: c.id, storyId, position: i + 1, title: c.title, searchConfig, body: c.body });
      }
      const totals = await this.repo.touch(em, storyId);

      if (existing?.status === 'published') {
        const after = await this.repo.chapters(storyId, em);
        this.assertPublishable({ title: input.title, summary: input.summary, genre: input.genre, chapters: after.map((c) => ({ words: c.word_count })) });
      }
      return {
        id: storyId,
        slug,
        genre: input.genre,
        status: existing?.status ?? 'draft',
        version: totals.version,
        wordCount: totals.word_count,
        chapterIds: chapters.map((c) => c.id),
        savedAt: totals.updated_at.toISOString(),
      };
    });
  }

  private assertPublishable(story: Parameters<typeof publishProblems>[0]): void {
    const problems = publishProblems(story);
    if (problems.length) {
      const errors = problems.map((p) => ({ field: p.field, message: PROBLEM_MESSAGES[p.code] }));
      throw new StoriesException(StoriesErrorCode.NotPublishable, errors[0]!.message, { errors });
    }
  }

  async publish(viewer: MemberRef, id: string): Promise<StoryCard> {
    await this.db.transaction(async (em) => {
      const row = this.assertEditable(await this.repo.byId(id, em, true), viewer.id);
      const chapters = await this.repo.chapters(row.id, em);
      this.assertPublishable({ title: row.title, summary: row.summary, genre: row.genre, chapters: chapters.map((c) => ({ words: c.word_count })) });
      if (row.status !== 'published') {
        await this.repo.setStatus(em, row.id, 'published');
        // The writer's friends and followers see it in their activity feed (taken back on unpublish/delete).
        const url = routeTo('stories-genre-slug', { genre: row.genre as string, slug: row.slug });
        await this.activity.record({ actorId: viewer.id, kind: 'story', objectId: row.id, title: row.title, url }, em);
      }
    });
    return (await this.cards([(await this.repo.byId(id)) as StoryRow]))[0] as StoryCard;
  }

  /** Back to a draft: readers get "not found" until it is published again (its first date is kept). */
  async unpublish(viewer: MemberRef, id: string): Promise<StoryCard> {
    await this.db.transaction(async (em) => {
      const row = this.assertEditable(await this.repo.byId(id, em, true), viewer.id);
      if (row.status !== 'draft') {
        await this.repo.setStatus(em, row.id, 'draft');
        await this.activity.removeObject('story', row.id, em);
      }
    });
    return (await this.cards([(await this.repo.byId(id)) as StoryRow]))[0] as StoryCard;
  }

  async remove(viewer: MemberRef, id: string): Promise<void> {
    const cover = await this.db.transaction(async (em) => {
      const row = this.assertEditable(await this.repo.byId(id, em, true), viewer.id);
      await this.activity.removeObject('story', row.id, em);
      await this.repo.deleteStory(em, row.id);
      return row.cover_prefix;
    });
    // After the commit: the files of a story that is gone (a failure leaves orphans, never a broken story).
    if (cover) await this.storage.deletePrefix(cover).catch(() => undefined);
  }
}

