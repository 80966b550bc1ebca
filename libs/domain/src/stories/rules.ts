import { isStoryGenre } from './catalogue.js';
import { STORY_LIMITS } from './limits.js';

export type StoryStatus = 'draft' | 'published';

/** What publishing needs beyond the draft limits the schemas enforce. */
export interface PublishableStory {
  title: string;
  summary: string;
  genre: string | null;
  chapters: ReadonlyArray<{ words: number }>;
}

export type PublishProblem =
  | { field: 'title'; code: 'title-too-short' }
  | { field: 'summary'; code: 'summary-too-short' }
  | { field: 'genre'; code: 'genre-missing' }
  | { field: 'chapters'; code: 'no-chapters' }
  | { field: `chapters.${number}.body`; code: 'chapter-empty' }
  | { field: 'chapters'; code: 'too-few-words' };

/** Every reason a draft cannot be published yet, each naming the field to fix (empty: it can). */
export function publishProblems(story: PublishableStory): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if ([...story.title.trim()].length < STORY_LIMITS.titleMin) problems.push({ field: 'title', code: 'title-too-short' });
  if ([...story.summary.trim()].length < STORY_LIMITS.summaryMin) problems.push({ field: 'summary', code: 'summary-too-short' });
  if (!story.genre || !isStoryGenre(story.genre)) problems.push({ field: 'genre', code: 'genre-missing' });
  if (!story.chapters.length) problems.push({ field: 'chapters', code: 'no-chapters' });
  story.chapters.forEach((c, i) => {
    if (c.words === 0) problems.push({ field: `chapters.${i}.body`, code: 'chapter-empty' });
  });
  const words = story.chapters.reduce((n, c) => n + c.words, 0);
  if (story.chapters.length && story.chapters.every((c) => c.words > 0) && words < STORY_LIMITS.publishMinWords) {
    problems.push({ field: 'chapters', code: 'too-few-words' });
  }
  return problems;
}

/**
 * Who sees a story: its writer always; everyone else only while it is published. A draft or an unpublished
 * story is "not found" to others (no existence leak), staff included: they moderate through reports.
 */
export function canReadStory(story: { authorId: string; status: StoryStatus }, viewerId: string | null): boolean {
  return story.status === 'published' || (viewerId !== null && viewerId === story.authorId);
}

/** Only the writer edits, publishes, unpublishes or deletes a story. */
export function canEditStory(story: { authorId: string }, viewerId: string | null): boolean {
  return viewerId !== null && viewerId === story.authorId;
}

/**
 * The calendar day (UTC, `YYYY-MM-DD`) a read belongs to. A reader counts once per story per day: a
 * second visit the same UTC day adds nothing, the first visit the next day counts again.
 */
export function readDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whether a visit counts as a read: never the writer's own, and once per reader per story per day. */
export function countsAsRead(args: { viewerId: string | null; authorId: string; alreadyCountedToday: boolean }): boolean {
  if (args.viewerId !== null && args.viewerId === args.authorId) return false;
  return !args.alreadyCountedToday;
}

/**
 * "Classic" stories: the ones that lasted. A story is a classic when it was first published at least a year
 * ago, is complete, and at least CLASSIC_MIN_LIKES readers liked it; classics list most liked first.
 */
export const CLASSIC_MIN_AGE_DAYS = 365;
export const CLASSIC_MIN_LIKES = 10;

export function isClassic(story: { firstPublishedAt: Date | null; isComplete: boolean; likeCount: number }, now: Date): boolean {
  if (!story.firstPublishedAt || !story.isComplete) return false;
  const ageDays = (now.getTime() - story.firstPublishedAt.getTime()) / 86_400_000;
  return ageDays >= CLASSIC_MIN_AGE_DAYS && story.likeCount >= CLASSIC_MIN_LIKES;
}

/** Depth of a reply to a comment at `parentDepth` (top-level comments are depth 1); null when too deep. */
export function replyDepth(parentDepth: number | null): number | null {
  const depth = parentDepth === null ? 1 : parentDepth + 1;
  return depth > STORY_LIMITS.commentMaxDepth ? null : depth;
}

/** Reading progress as a share of a story: chapters before this one, plus the part of this one read. */
export function progressPercent(args: { chapterIndex: number; chapterCount: number; paragraph: number; paragraphs: number }): number {
  if (args.chapterCount <= 0) return 0;
  const within = args.paragraphs > 0 ? Math.min(1, (args.paragraph + 1) / args.paragraphs) : 1;
  return Math.round(((args.chapterIndex + within) / args.chapterCount) * 100);
}
