import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import { EBOOK_LIMITS as E, SERIES_LIMITS as S, STORY_COVER_SIZE_NAMES, STORY_LANGUAGES } from '@community/domain';

// Same shapes as index.ts's StoryAuthor and StoryLanguage (index.ts re-exports this file, so importing from it
// would be a cycle evaluated before index.ts's own body).
const StoryAuthor = z.object({ id: z.string(), name: z.string(), avatarColour: z.number().int() });
const StoryLanguage = z.enum(STORY_LANGUAGES, 'language must be one of en, de, fr, es, it, nl, pl, pt');

/**
 * Series, covers and ebooks (issue 4, part 2). Limits come from libs/domain (SERIES_LIMITS, EBOOK_LIMITS) so the
 * forms and the API refuse the same input with the same message.
 */

/** A cover's URLs, one per size (`/api/stories/{id}/cover/{size}?v=…`); the `v` changes with every upload. */
export const StoryCover = z.object(Object.fromEntries(STORY_COVER_SIZE_NAMES.map((n) => [n, z.string()])) as Record<(typeof STORY_COVER_SIZE_NAMES)[number], z.ZodString>);
export type StoryCover = z.infer<typeof StoryCover>;
export const StoryCoverSizeName = z.enum(STORY_COVER_SIZE_NAMES, 'size must be small, medium or large');
/** `PUT /api/stories/{id}/cover` as JSON: one of the writer's own approved photos (the media picker) instead of a file. */
export const StoryCoverFromMediaRequest = z.object({ mediaId: z.string('mediaId must be one of your photos').min(1, 'mediaId must be one of your photos').max(64) });
export type StoryCoverFromMediaRequest = z.infer<typeof StoryCoverFromMediaRequest>;

/** A story's place in its series, for the reader's previous/next part links. */
export const StorySeriesPartLink = z.object({ id: z.string(), slug: z.string(), genre: z.string().nullable(), title: z.string() });
export type StorySeriesPartLink = z.infer<typeof StorySeriesPartLink>;
export const StorySeriesPlace = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  authorName: z.string(),
  position: z.number().int(),
  count: z.number().int(),
  previous: StorySeriesPartLink.nullable(),
  next: StorySeriesPartLink.nullable(),
});
export type StorySeriesPlace = z.infer<typeof StorySeriesPlace>;

/** `POST /api/story-series` and `PUT /api/story-series/{id}`: title, summary and the parts in reading order. */
export const StorySeriesSaveRequest = z.object({
  title: z.string().trim().min(S.titleMin, 'A series needs a title').max(S.titleMax, `A title is at most ${S.titleMax} characters`),
  summary: z.string().trim().max(S.summaryMax, `A summary is at most ${S.summaryMax.toLocaleString('en-GB')} characters`).default(''),
  storyIds: z
    .array(z.uuid('storyIds must be story ids'))
    .max(S.partsMax, `A series has at most ${S.partsMax} parts`)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'A story appears twice'),
});
export type StorySeriesSaveRequest = z.input<typeof StorySeriesSaveRequest>;
/** The site's "start a series" form on the writer's profile: a title (summary and parts come in the series editor). */
export const StorySeriesCreateForm = StorySeriesSaveRequest.pick({ title: true });
export type StorySeriesCreateForm = z.input<typeof StorySeriesCreateForm>;

/** A series in a writer's list. */
export const StorySeriesSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author: StoryAuthor,
  partCount: z.number().int(),
  wordCount: z.number().int(),
  cover: StoryCover.nullable(),
  updatedAt: z.string(),
});
export type StorySeriesSummary = z.infer<typeof StorySeriesSummary>;

export const EbookStatus = z.enum(['pending', 'approved', 'rejected']);
export type EbookStatus = z.infer<typeof EbookStatus>;

/** `POST /api/ebooks`, `PUT /api/ebooks/{ebook}`: chapters are ids of chapters of the writer's own stories, in book order. */
export const EbookSaveRequest = z.object({
  title: z.string().trim().min(E.titleMin, `A title needs at least ${E.titleMin} characters`).max(E.titleMax, `A title is at most ${E.titleMax} characters`),
  summary: z.string().trim().max(E.summaryMax, `A summary is at most ${E.summaryMax.toLocaleString('en-GB')} characters`).default(''),
  language: StoryLanguage.default('en'),
  chapterIds: z
    .array(z.uuid('chapterIds must be chapter ids'))
    .min(1, 'An ebook needs at least one chapter')
    .max(E.chaptersMax, `An ebook has at most ${E.chaptersMax} chapters`)
    .refine((ids) => new Set(ids).size === ids.length, 'A chapter appears twice'),
});
export type EbookSaveRequest = z.input<typeof EbookSaveRequest>;

/** `POST /api/ebooks/{ebook}/reject`: the reason the writer sees. */
export const EbookRejectRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(E.rejectReasonMin, `Give the writer a reason of at least ${E.rejectReasonMin} characters`)
    .max(E.rejectReasonMax, `A reason is at most ${E.rejectReasonMax.toLocaleString('en-GB')} characters`),
});

export const EbookChapter = z.object({
  position: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
  storyId: z.string().nullable(),
  chapterId: z.string().nullable(),
  writtenAt: z.string(),
});
export type EbookChapter = z.infer<typeof EbookChapter>;

export const Ebook = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  language: StoryLanguage,
  status: EbookStatus,
  /** Set when staff rejected it: what the writer should change. Writer and staff only. */
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  author: StoryAuthor,
  cover: StoryCover.nullable(),
  wordCount: z.number().int(),
  chapterCount: z.number().int(),
  submittedAt: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** `/api/ebooks/{id}/epub` when the viewer may download it. */
  epubUrl: z.string().nullable(),
  canEdit: z.boolean(),
});
export type Ebook = z.infer<typeof Ebook>;

export const EbookDetail = Ebook.extend({ chapters: z.array(EbookChapter) });
export type EbookDetail = z.infer<typeof EbookDetail>;

export const EbookPage = pageOf(Ebook);
export type EbookPage = z.infer<typeof EbookPage>;
