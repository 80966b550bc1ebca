import { STORY_LIMITS } from './limits.js';

/**
 * A tag as stored and compared: trimmed, lower-case (locale-independent), inner whitespace and
 * underscores folded to one hyphen, `#` prefixes dropped. Empty after cleaning means no tag.
 */
export function normaliseTag(raw: string): string {
  return raw
    .normalize('NFKC')
    .trim()
    .replace(/^#+/, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\p{L}\p{N}'&+.-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a cleaned tag is within the length limits. */
export function isValidTag(tag: string): boolean {
  const n = [...tag].length;
  return n >= STORY_LIMITS.tagMin && n <= STORY_LIMITS.tagMax;
}

/** Cleans, drops empties and duplicates, keeps the writer's order. */
export function normaliseTags(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (const r of raw) {
    const t = normaliseTag(r);
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
