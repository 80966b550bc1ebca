import type { StoryCard } from '@community/contracts';
import { routeTo } from '../../shared/routes';

/** A story's page: `/stories/{genre}/{slug}`; a draft without a genre yet opens in the editor. */
export function storyPath(story: Pick<StoryCard, 'genre' | 'slug' | 'id'>, chapter?: number, paragraph?: number): string {
  if (!story.genre) return `${routeTo('stories-create')}?story=${encodeURIComponent(story.id)}`;
  const base = routeTo('stories-genre-slug', { genre: story.genre, slug: story.slug });
  const query = new URLSearchParams();
  if (chapter && chapter > 1) query.set('chapter', String(chapter));
  if (paragraph !== undefined && paragraph > 0) query.set('p', String(paragraph));
  const qs = query.toString();
  return qs ? `${base}?${qs}` : base;
}

/** The editor of a story. */
export function editPath(story: Pick<StoryCard, 'genre' | 'slug' | 'id'>): string {
  if (!story.genre) return `${routeTo('stories-create')}?story=${encodeURIComponent(story.id)}`;
  return routeTo('stories-genre-slug-edit', { genre: story.genre, slug: story.slug });
}

/** The printable page of a published story, `/stories/{genre}/{slug}/print`: served by the server, not by this app. */
export function printPath(story: Pick<StoryCard, 'genre' | 'slug'>): string {
  return `${routeTo('stories-genre-slug', { genre: story.genre ?? '', slug: story.slug })}/print`;
}
