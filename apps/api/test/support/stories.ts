import { expect } from '@jest/globals';
import { unique, type Client } from '../harness.js';

/** `n` words of `word`: text long enough for the publishing rules. */
export const filler = (n: number, word = 'lorem') => Array.from({ length: n }, () => word).join(' ');

export interface StoryDraft {
  /** `Tale …`, unique, unless given. */
  title?: string;
  summary?: string;
  genre?: string;
  tags?: string[];
  language?: string;
  /** One chapter, 'One', of this paragraph (40 words of filler unless given); `chapters` takes its place. */
  text?: string;
  chapters?: Array<{ title: string; body: string }>;
  /** Publish after saving (the default), or leave a draft. */
  publish?: boolean;
}

/** Saves a story as `c` through `POST /api/stories/save` and publishes it unless told not to; answers what the save answered. */
export async function writeStory(c: Client, draft: StoryDraft = {}): Promise<{ id: string; slug: string; chapterIds: string[] }> {
  const saved = await c.post('/api/stories/save', {
    title: draft.title ?? `Tale ${unique('t')}`,
    summary: draft.summary ?? 'Two strangers share the last tram home.',
    genre: draft.genre ?? 'romance',
    tags: draft.tags ?? ['slow burn'],
    ...(draft.language ? { language: draft.language } : {}),
    chapters: draft.chapters ?? [{ title: 'One', body: `<p>${draft.text ?? filler(40)}</p>` }],
  });
  expect(saved.status).toBe(201);
  if (draft.publish !== false) expect((await c.post(`/api/stories/${saved.body.data.id}/publish`)).status).toBe(200);
  return saved.body.data;
}
