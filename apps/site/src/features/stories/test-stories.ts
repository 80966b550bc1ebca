import type { StoryCard, StoryComment } from '@community/contracts';

/** Fixtures the stories specs share: one story ("The Last Tram"), its comments. */
export const STORY_ID = '3f0b7a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** The story as a list shows it: published, complete, two chapters; a test changes what it needs. */
export function storyCard(extra: Partial<StoryCard> = {}): StoryCard {
  return {
    id: STORY_ID,
    slug: 'the-last-tram',
    title: 'The Last Tram',
    summary: 'Two strangers share the last tram home.',
    genre: 'romance',
    tags: ['slow-burn'],
    warnings: [],
    language: 'en',
    status: 'published',
    isComplete: true,
    wordCount: 1200,
    readingMinutes: 6,
    chapterCount: 2,
    readCount: 10,
    likeCount: 3,
    favouriteCount: 1,
    commentCount: 0,
    publishedAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    author: { id: 'a1', name: 'writer', avatarColour: 1 },
    ...extra,
  };
}

/** A comment on the story by anna, not liked, not mine. */
export function storyComment(id: string, extra: Partial<StoryComment> = {}): StoryComment {
  return {
    id,
    parentId: null,
    depth: 1,
    body: 'What an ending.',
    author: { id: 'x', name: 'anna', avatarColour: 1 },
    isAuthorOfStory: false,
    deleted: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    editedAt: null,
    canEdit: false,
    likeCount: 0,
    liked: false,
    ...extra,
  };
}
