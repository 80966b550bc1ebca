import { z } from 'zod';
import { pageOf } from '../http/envelope.js';
import {
  READER_FONTS,
  READER_FONT_SIZE,
  READER_THEMES,
  READER_WIDTHS,
  STORY_GENRES,
  STORY_LANGUAGES,
  STORY_LIMITS as L,
  STORY_WARNINGS,
  isValidTag,
  normaliseTag,
} from '@community/domain';
import { StorySeriesSummary } from './books.js';

/**
 * Stories, chapters, reading and the catalogue's lists. Every limit comes from libs/domain's STORY_LIMITS,
 * so the editor and the API refuse the same input with the same message. Names are prefixed `Story`
 * because every family's contracts share one namespace.
 */

export const StoryGenre = z.enum(STORY_GENRES, 'genre must be one of the listed genres');
export const StoryWarning = z.enum(STORY_WARNINGS, 'warning must be one of the listed warnings');
export const StoryLanguage = z.enum(STORY_LANGUAGES, 'language must be one of en, de, fr, es, it, nl, pl, pt');
export const StoryStatus = z.enum(['draft', 'published']);
export const StoryId = z.uuid('story must be a story id');

/** One tag as the writer types it; stored cleaned (lower-case, hyphens). */
export const StoryTagInput = z
  .string()
  .max(L.tagMax * 2)
  .transform((s) => normaliseTag(s))
  .refine(isValidTag, `A tag is ${L.tagMin}–${L.tagMax} letters or digits`);

/** The site's block-list form: one tag (`PUT /api/story-blocks/tags/{tag}` checks its path parameter with StoryTagInput). */
export const StoryBlockTagForm = z.object({ tag: StoryTagInput });
export type StoryBlockTagForm = z.input<typeof StoryBlockTagForm>;

export const StoryTagsInput = z
  .array(StoryTagInput)
  .max(L.tagsMax, `At most ${L.tagsMax} tags`)
  .transform((tags) => [...new Set(tags)]);

export const StoryChapterInput = z.object({
  /** An existing chapter's id; absent for a new chapter. */
  id: z.uuid('id must be a chapter id').optional(),
  title: z.string().trim().max(L.chapterTitleMax, `A chapter title is at most ${L.chapterTitleMax} characters`).default(''),
  /** Chapter HTML (the rich-content allow-list). Absent: unchanged (autosave sends only what changed). */
  body: z
    .string()
    .max(L.chapterMaxChars, `A chapter is at most ${L.chapterMaxChars.toLocaleString('en-GB')} characters`)
    .optional(),
});
export type StoryChapterInput = z.input<typeof StoryChapterInput>;

/** A story's chapters in reading order: at least one, at most STORY_LIMITS.chaptersMax. */
function storyChapters<T extends z.ZodType>(chapter: T) {
  return z
    .array(chapter)
    .min(1, 'A story has at least one chapter')
    .max(L.chaptersMax, `A story has at most ${L.chaptersMax} chapters`);
}

/**
 * `POST /api/stories/save` (new draft) and `PUT /api/stories/{story}/save` (autosave and save). Drafts may be
 * incomplete: the lengths here are maxima; publishing checks the minima (publishProblems).
 */
export const StorySaveRequest = z.object({
  /** The version the editor last saw; a stale one answers 409 (another tab saved meanwhile). */
  version: z.number().int().min(0).optional(),
  title: z.string().trim().max(L.titleMax, `A title is at most ${L.titleMax} characters`).default(''),
  summary: z.string().trim().max(L.summaryMax, `A summary is at most ${L.summaryMax.toLocaleString('en-GB')} characters`).default(''),
  genre: StoryGenre.nullable().default(null),
  tags: StoryTagsInput.default([]),
  warnings: z.array(StoryWarning).max(STORY_WARNINGS.length).default([]).transform((w) => [...new Set(w)]),
  language: StoryLanguage.default('en'),
  isComplete: z.boolean().default(false),
  chapters: storyChapters(StoryChapterInput),
});
export type StorySaveRequest = z.input<typeof StorySaveRequest>;

/**
 * The site's story editor: the save request as the writer edits it. Tags are typed as one line, comma-separated;
 * every chapter carries its text as `body` (the editor sends it only for chapters changed since their last save)
 * and its own editing state beside (kept, not checked).
 */
export const StoryEditorForm = StorySaveRequest.omit({ version: true }).extend({
  tags: z
    .string()
    .transform((line) => line.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(StoryTagsInput),
  chapters: storyChapters(StoryChapterInput.loose()),
});
export type StoryEditorForm = z.input<typeof StoryEditorForm>;

export const StoryAuthor = z.object({
  id: z.string(),
  name: z.string(),
  avatarColour: z.number().int(),
});
export type StoryAuthor = z.infer<typeof StoryAuthor>;

/** A story in a list (no text). */
export const StoryCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  genre: StoryGenre.nullable(),
  tags: z.array(z.string()),
  warnings: z.array(StoryWarning),
  language: StoryLanguage,
  status: StoryStatus,
  isComplete: z.boolean(),
  wordCount: z.number().int(),
  readingMinutes: z.number().int(),
  chapterCount: z.number().int(),
  readCount: z.number().int(),
  likeCount: z.number().int(),
  favouriteCount: z.number().int(),
  commentCount: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  author: StoryAuthor,
  /** The cover's URLs per size (see books.ts StoryCover), null without one. */
  cover: z.object({ small: z.string(), medium: z.string(), large: z.string() }).nullable().optional(),
});
export type StoryCard = z.infer<typeof StoryCard>;

export const StoryChapterSummary = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  wordCount: z.number().int(),
  paragraphs: z.number().int(),
  updatedAt: z.string(),
});
export type StoryChapterSummary = z.infer<typeof StoryChapterSummary>;

/** The viewer's own marks on a story (all false for guests). */
export const StoryViewerState = z.object({
  liked: z.boolean(),
  favourite: z.boolean(),
  canEdit: z.boolean(),
  progress: z
    .object({ chapterId: z.string(), chapterPosition: z.number().int(), paragraph: z.number().int(), updatedAt: z.string() })
    .nullable(),
});
export type StoryViewerState = z.infer<typeof StoryViewerState>;

/** `GET /api/stories/{story}`: the story with its table of contents. */
export const StoryDetail = StoryCard.extend({
  chapters: z.array(StoryChapterSummary),
  viewer: StoryViewerState,
  version: z.number().int(),
  /** The series the story is a part of, with the previous and next parts the viewer may read. */
  series: z
    .object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      authorName: z.string(),
      position: z.number().int(),
      count: z.number().int(),
      previous: z.object({ id: z.string(), slug: z.string(), genre: z.string().nullable(), title: z.string() }).nullable(),
      next: z.object({ id: z.string(), slug: z.string(), genre: z.string().nullable(), title: z.string() }).nullable(),
    })
    .nullable()
    .optional(),
});
export type StoryDetail = z.infer<typeof StoryDetail>;

/** `GET /api/stories/{story}/chapters/{position}`: one chapter's text with its neighbours. */
export const StoryChapter = StoryChapterSummary.extend({
  storyId: z.string(),
  html: z.string(),
  previous: z.number().int().nullable(),
  next: z.number().int().nullable(),
});
export type StoryChapter = z.infer<typeof StoryChapter>;

/** `GET /api/stories/{story}/edit`: everything the editor needs, chapter text included (writer only). */
export const StoryEditable = StoryCard.extend({
  version: z.number().int(),
  chapters: z.array(StoryChapterSummary.extend({ html: z.string() })),
});
export type StoryEditable = z.infer<typeof StoryEditable>;

/** What a save answers: the new version and the chapter ids in order (new chapters get theirs here). */
export const StorySaveResponse = z.object({
  id: z.string(),
  slug: z.string(),
  genre: StoryGenre.nullable(),
  status: StoryStatus,
  version: z.number().int(),
  wordCount: z.number().int(),
  chapterIds: z.array(z.string()),
  savedAt: z.string(),
});
export type StorySaveResponse = z.infer<typeof StorySaveResponse>;

export const STORY_SORTS = ['newest', 'reads', 'likes', 'comments', 'longest', 'relevance'] as const;
export const StorySort = z.enum(STORY_SORTS, 'sort must be newest, reads, likes, comments, longest or relevance');
export type StorySort = z.infer<typeof StorySort>;

const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], 'must be true or false')
  .transform((v) => v === true || v === 'true' || v === '1');

/** Tags in a query string: comma-separated, or the parameter repeated. */
const tagList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map(normaliseTag).filter(Boolean))
  .pipe(z.array(z.string().max(L.tagMax)).max(L.tagsMax, `At most ${L.tagsMax} tags`));

/** The search and filters of `GET /api/stories` (StoryListQuery without the page). */
const StoryListFilters = z.object({
  q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
  genre: StoryGenre.optional(),
  tags: tagList.optional().describe('stories with every one of these tags'),
  exclude: tagList.optional().describe('stories with none of these tags'),
  minWords: z.coerce.number().int().min(0, 'minWords is at least 0').max(10_000_000).optional(),
  maxWords: z.coerce.number().int().min(0, 'maxWords is at least 0').max(10_000_000).optional(),
  complete: boolParam.optional(),
  language: StoryLanguage.optional(),
  author: z.string().max(60).optional().describe('a member name'),
  sort: StorySort.optional().describe('default: relevance with q, else newest'),
});
type StoryListFilters = z.output<typeof StoryListFilters>;
const wordRangeOk = (q: StoryListFilters) => q.minWords === undefined || q.maxWords === undefined || q.minWords <= q.maxWords;
const WORD_RANGE = { message: 'minWords must not be above maxWords', path: ['minWords'] };
const relevanceHasText = (q: StoryListFilters) => q.sort !== 'relevance' || Boolean(q.q);
const RELEVANCE = { message: 'relevance needs a search text (q)', path: ['sort'] };

/** `GET /api/stories`: search and filters over published stories, keyset-paginated. */
export const StoryListQuery = StoryListFilters.extend({
  after: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1, 'limit is at least 1').max(L.pageSizeMax, `limit is at most ${L.pageSizeMax}`).default(L.pageSizeDefault),
})
  .refine(wordRangeOk, WORD_RANGE)
  .refine(relevanceHasText, RELEVANCE);
export type StoryListQuery = z.input<typeof StoryListQuery>;

/**
 * The site's search form over the stories: the filters as typed, every value a string (as in the address bar),
 * an empty one left out.
 */
export const StoryFilterForm = z.preprocess(
  (values: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v)),
  StoryListFilters.refine(wordRangeOk, WORD_RANGE).refine(relevanceHasText, RELEVANCE),
);
export type StoryFilterForm = Partial<Record<keyof StoryListFilters, string>>;

export const StoryPageQuery = z.object({
  after: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1, 'limit is at least 1').max(L.pageSizeMax, `limit is at most ${L.pageSizeMax}`).default(L.pageSizeDefault),
});

export const StoryCardPage = pageOf(StoryCard);
export type StoryCardPage = z.infer<typeof StoryCardPage>;

/** `PUT /api/reading/{story}`: where the reader is. */
export const StoryProgressRequest = z.object({
  chapterId: z.uuid('chapterId must be a chapter id'),
  paragraph: z.number().int().min(0, 'paragraph is at least 0').max(1_000_000),
});
export type StoryProgressRequest = z.infer<typeof StoryProgressRequest>;

/** `GET /api/reading`: what I am reading, most recent first. */
export const StoryReadingItem = z.object({
  story: StoryCard,
  chapterId: z.string(),
  chapterPosition: z.number().int(),
  chapterTitle: z.string(),
  paragraph: z.number().int(),
  percent: z.number().int(),
  updatedAt: z.string(),
});
export type StoryReadingItem = z.infer<typeof StoryReadingItem>;
export const StoryReadingPage = pageOf(StoryReadingItem);

export const StoryTopPeriod = z.enum(['week', 'month', 'year', 'all'], 'period must be week, month, year or all');
export const StoryTopQuery = z.object({
  period: StoryTopPeriod.default('month'),
  genre: StoryGenre.optional(),
  limit: z.coerce.number().int().min(1).max(50, 'limit is at most 50').default(20),
});

export const StoryTopAuthor = z.object({
  author: StoryAuthor,
  stories: z.number().int(),
  words: z.number().int(),
  reads: z.number().int(),
  likes: z.number().int(),
});
export type StoryTopAuthor = z.infer<typeof StoryTopAuthor>;

export const StoryTopGenre = z.object({
  genre: StoryGenre,
  stories: z.number().int(),
  reads: z.number().int(),
  likes: z.number().int(),
});
export type StoryTopGenre = z.infer<typeof StoryTopGenre>;

export const StoryTagCount = z.object({ tag: z.string(), stories: z.number().int() });
export type StoryTagCount = z.infer<typeof StoryTagCount>;
export const StoryTagsQuery = z.object({
  prefix: z.string().trim().max(L.tagMax).optional(),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(40),
});

/** `GET /api/stories/genres`: every genre with its count of published stories. */
export const StoryGenreCount = z.object({ genre: StoryGenre, stories: z.number().int() });
export type StoryGenreCount = z.infer<typeof StoryGenreCount>;

export const StoryMarkResponse = z.object({ on: z.boolean(), count: z.number().int() });
export type StoryMarkResponse = z.infer<typeof StoryMarkResponse>;

export const StoryReadResponse = z.object({ counted: z.boolean(), readCount: z.number().int() });

/** Comments on a story: replies nest up to STORY_LIMITS.commentMaxDepth levels. */
export const StoryCommentRequest = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write a comment first')
    .max(L.commentMax, `A comment is at most ${L.commentMax.toLocaleString('en-GB')} characters`),
  parentId: z.uuid('parentId must be a comment id').optional(),
});
export const StoryCommentEdit = StoryCommentRequest.pick({ body: true });

export const StoryComment = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  depth: z.number().int(),
  body: z.string(),
  author: StoryAuthor.nullable(),
  isAuthorOfStory: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  likeCount: z.number().int(),
  /** Whether the viewer likes it (false for guests). */
  liked: z.boolean(),
});
export type StoryComment = z.infer<typeof StoryComment>;

/** Comments of a story in thread order (each top-level comment followed by its replies). */
export const StoryCommentPage = pageOf(StoryComment).extend({
  /** SPEC 3 cached comments: the count and when it was taken. */
  totalItems: z.number().int(),
  timestamp: z.string(),
});
export type StoryCommentPage = z.infer<typeof StoryCommentPage>;

/** `GET`/`PUT /api/reader-settings`: how the member likes chapters set (remembered per member). */
export const StoryReaderSettings = z.object({
  fontSize: z
    .number('fontSize must be a number')
    .int('fontSize must be a whole number')
    .min(READER_FONT_SIZE.min, `fontSize is at least ${READER_FONT_SIZE.min}`)
    .max(READER_FONT_SIZE.max, `fontSize is at most ${READER_FONT_SIZE.max}`),
  width: z.enum(READER_WIDTHS, 'width must be narrow, medium or wide'),
  font: z.enum(READER_FONTS, 'font must be serif or sans'),
  theme: z.enum(READER_THEMES, 'theme must be light, dark or sepia'),
});
export type StoryReaderSettings = z.infer<typeof StoryReaderSettings>;

export * from './books.js';
export * from './cover-editor.js';

/** `GET /api/users/{name}/story-series/{slug}`: a series with its parts in reading order (drafts: writer only). */
export const StorySeriesDetail = StorySeriesSummary.extend({ parts: z.array(StoryCard), canEdit: z.boolean() });
export type StorySeriesDetail = z.infer<typeof StorySeriesDetail>;
