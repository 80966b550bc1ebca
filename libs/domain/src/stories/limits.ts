/**
 * Limits a writer can hit, shared by the contracts' zod schemas (site and API) and the server's own
 * checks. Chapter length follows Archive of Our Own's cap (500,000 characters of chapter HTML).
 */
export const STORY_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  summaryMin: 10,
  summaryMax: 1_250,
  chapterTitleMax: 120,
  chapterMaxChars: 500_000,
  chaptersMax: 200,
  tagsMax: 20,
  tagMin: 2,
  tagMax: 40,
  /** A published story has at least this many words (a short poem fits). */
  publishMinWords: 20,
  /** Reading speed used for reading time (words per minute, adult silent reading of fiction). */
  wordsPerMinute: 230,
  commentMax: 5_000,
  /** Replies nest at most this deep (a top-level comment is depth 1). */
  commentMaxDepth: 5,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;
