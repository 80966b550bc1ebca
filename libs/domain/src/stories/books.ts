import type { ImageSizeSpec } from '../media/media.js';

/**
 * Series, covers and ebooks (issue 4, part 2): the limits a writer hits and the pure rules behind them.
 */
export const SERIES_LIMITS = {
  titleMin: 1,
  titleMax: 120,
  summaryMax: 1_250,
  /** Parts in one series. */
  partsMax: 100,
  /** Series per writer. */
  perWriterMax: 200,
} as const;

export const EBOOK_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  summaryMax: 1_250,
  chaptersMax: 200,
  rejectReasonMin: 10,
  rejectReasonMax: 1_000,
  /** Ebooks a writer may have waiting for review at once (the staff queue is not a dumping ground). */
  pendingMax: 5,
} as const;

/**
 * Cover sizes, portrait 2:3 like a paperback (the shape ebook stores and readers expect), cropped to fill:
 * `small` for cards and lists, `medium` for the story page, `large` for the ebook file and sharing.
 */
export const STORY_COVER_SIZES: readonly ImageSizeSpec[] = [
  { name: 'small', width: 160, height: 240, fit: 'cover' },
  { name: 'medium', width: 400, height: 600, fit: 'cover' },
  { name: 'large', width: 1000, height: 1500, fit: 'cover' },
];
export const STORY_COVER_SIZE_NAMES = ['small', 'medium', 'large'] as const;
export type StoryCoverSize = (typeof STORY_COVER_SIZE_NAMES)[number];

/** Upload limit for a cover (before re-encoding). */
export const STORY_COVER_MAX_BYTES = 10 * 1024 * 1024;

export type EbookStatus = 'pending' | 'approved' | 'rejected';

/** Who may see an ebook: approved ones everyone; pending and rejected ones their writer and staff only. */
export function canSeeEbook(ebook: { authorId: string; status: EbookStatus }, viewer: { id: string; staff: boolean } | null): boolean {
  if (ebook.status === 'approved') return true;
  return viewer !== null && (viewer.id === ebook.authorId || viewer.staff);
}

/** Staff decide on pending ebooks only; approving or rejecting twice is refused (the writer saw the first). */
export function canReviewEbook(status: EbookStatus): boolean {
  return status === 'pending';
}

/** The part before and after `storyId` in a series' ordered, visible parts (null at either end or when absent). */
export function seriesNeighbours<T extends { id: string }>(parts: readonly T[], storyId: string): { previous: T | null; next: T | null; position: number } | null {
  const i = parts.findIndex((p) => p.id === storyId);
  if (i < 0) return null;
  return { previous: parts[i - 1] ?? null, next: parts[i + 1] ?? null, position: i + 1 };
}
