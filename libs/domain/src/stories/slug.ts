import { STORY_RESERVED_SEGMENTS } from './catalogue.js';

const SLUG_MAX = 80;

/** Words the story URLs use for pages (`/stories/{genre}/{slug}/edit`, `/stories/{id}/comments`, …). */
export const RESERVED_STORY_SLUGS: readonly string[] = [...STORY_RESERVED_SEGMENTS, 'edit', 'comments', 'tags', 'new'];

/**
 * The URL slug of a title: accents dropped, lower-case ASCII letters and digits joined by single hyphens,
 * at most 80 characters (cut at a hyphen), `story` when nothing is left or the slug is a reserved word.
 */
export function slugifyTitle(title: string): string {
  let slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > SLUG_MAX) {
    slug = slug.slice(0, SLUG_MAX);
    const cut = slug.lastIndexOf('-');
    slug = (cut > 20 ? slug.slice(0, cut) : slug).replace(/-+$/, '');
  }
  if (!slug || RESERVED_STORY_SLUGS.includes(slug)) return slug ? `${slug}-story` : 'story';
  return slug;
}

/** The n-th candidate for a slug that is taken: `base`, `base-2`, `base-3`, … */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}
