import { STORY_LIMITS } from '@community/domain';
import { ChatComposerForm, ChatSayRequest } from '../chat/index.js';
import { StoryEditorForm, StoryFilterForm, StoryListQuery, StorySaveRequest } from './index.js';

const ROOM = '3f0b7a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const PHOTO = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]);

describe('the story editor form (StoryEditorForm, from StorySaveRequest)', () => {
  const values = { title: 'A Night in Lisbon', summary: '', genre: null, tags: 'Slow Burn, lisbon', warnings: [], language: 'en', isComplete: false, chapters: [{ key: 'c1', title: '', body: '<p>x</p>', words: 1, rev: 1, savedRev: 0 }] };

  it('accepts what the API accepts, tags typed as one line, and keeps each chapter’s editing state', () => {
    const parsed = StoryEditorForm.parse(values);
    expect(parsed.tags).toEqual(['slow-burn', 'lisbon']);
    expect(parsed.chapters[0]).toMatchObject({ key: 'c1', body: '<p>x</p>', rev: 1 });
  });

  it('refuses with the API’s own messages, at the same paths', () => {
    const tooLong = { ...values, title: 'x'.repeat(STORY_LIMITS.titleMax + 1), tags: 'ok, !', chapters: [] };
    const request = { ...tooLong, tags: ['ok', '!'], chapters: [] };
    expect(messages(StoryEditorForm.safeParse(tooLong))).toEqual(messages(StorySaveRequest.safeParse(request)));
    expect(messages(StoryEditorForm.safeParse(tooLong)).map(([path]) => path)).toEqual(['title', 'tags.1', 'chapters']);
  });
});

describe('the story search form (StoryFilterForm, the filters of StoryListQuery)', () => {
  it('leaves out empty values and checks the rest as the API does', () => {
    expect(StoryFilterForm.safeParse({ q: '', genre: '', minWords: '100', maxWords: '', sort: 'longest' }).success).toBe(true);
    const upsideDown = { minWords: '500', maxWords: '100' };
    expect(messages(StoryFilterForm.safeParse(upsideDown))).toEqual(messages(StoryListQuery.safeParse(upsideDown)));
    expect(messages(StoryFilterForm.safeParse({ sort: 'relevance', q: '' }))).toEqual([['sort', 'relevance needs a search text (q)']]);
  });
});

describe('the chat composer (ChatComposerForm, the line of ChatSayRequest)', () => {
  it('takes text, a photo or both, and refuses an empty line with the say’s message', () => {
    expect(ChatComposerForm.safeParse({ body: '  hi ' }).success).toBe(true);
    expect(ChatComposerForm.safeParse({ body: '', media: PHOTO }).success).toBe(true);
    expect(messages(ChatComposerForm.safeParse({ body: '  ' }))).toEqual(messages(ChatSayRequest.safeParse({ roomId: ROOM, clientId: ROOM, body: '  ' })));
  });
});
