import { describe, expect, it } from '@jest/globals';
import { STORY_GENRES, STORY_RESERVED_SEGMENTS, storyLanguageOf } from './catalogue.js';
import { canEditStory, canReadStory, countsAsRead, isClassic, progressPercent, publishProblems, readDay, replyDepth } from './rules.js';
import { slugCandidate, slugifyTitle } from './slug.js';
import { isValidTag, normaliseTag, normaliseTags } from './tags.js';

const ok = { title: 'A Night in Lisbon', summary: 'Two strangers, one last tram.', genre: 'romance', chapters: [{ words: 500 }] };

describe('publishProblems', () => {
  it.each<[string, Partial<typeof ok>, string[]]>([
    ['a complete story', {}, []],
    ['short title', { title: 'Hi' }, ['title']],
    ['blank summary', { summary: '   ' }, ['summary']],
    ['no genre', { genre: null as unknown as string }, ['genre']],
    ['unknown genre', { genre: 'cooking' }, ['genre']],
    ['no chapters', { chapters: [] }, ['chapters']],
    ['an empty chapter', { chapters: [{ words: 300 }, { words: 0 }] }, ['chapters.1.body']],
    ['too few words', { chapters: [{ words: 5 }, { words: 5 }] }, ['chapters']],
    ['twenty words is enough', { chapters: [{ words: 20 }] }, []],
  ])('%s', (_n, patch, fields) => {
    expect(publishProblems({ ...ok, ...patch }).map((p) => p.field)).toEqual(fields);
  });
});

describe('who reads and edits', () => {
  it.each<[string, 'draft' | 'published', string | null, boolean, boolean]>([
    ['writer, draft', 'draft', 'w', true, true],
    ['other member, draft', 'draft', 'r', false, false],
    ['guest, draft', 'draft', null, false, false],
    ['other member, published', 'published', 'r', true, false],
    ['guest, published', 'published', null, true, false],
    ['writer, published', 'published', 'w', true, true],
  ])('%s', (_n, status, viewer, read, edit) => {
    expect(canReadStory({ authorId: 'w', status }, viewer)).toBe(read);
    expect(canEditStory({ authorId: 'w' }, viewer)).toBe(edit);
  });
});

describe('read counting: once per reader per day, never the writer', () => {
  it.each<[string, string | null, boolean, boolean]>([
    ['first read today', 'r', false, true],
    ['second read today', 'r', true, false],
    ['guest, first today', null, false, true],
    ['the writer', 'w', false, false],
  ])('%s', (_n, viewerId, already, counts) => {
    expect(countsAsRead({ viewerId, authorId: 'w', alreadyCountedToday: already })).toBe(counts);
  });
  it.each<[string, string]>([
    ['2026-11-22T23:59:59.999Z', '2026-11-22'],
    ['2026-11-23T00:00:00.000Z', '2026-11-23'],
  ])('%s is day %s (UTC)', (at, day) => expect(readDay(new Date(at))).toBe(day));
});

describe('isClassic', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const old = new Date('2025-11-01T00:00:00Z');
  it.each<[string, Date | null, boolean, number, boolean]>([
    ['old, complete, liked', old, true, 10, true],
    ['not liked enough', old, true, 9, false],
    ['not complete', old, false, 50, false],
    ['too recent', new Date('2026-06-01T00:00:00Z'), true, 50, false],
    ['never published', null, true, 50, false],
  ])('%s', (_n, firstPublishedAt, isComplete, likeCount, classic) => {
    expect(isClassic({ firstPublishedAt, isComplete, likeCount }, now)).toBe(classic);
  });
});

describe('replyDepth (at most 5 levels)', () => {
  it.each<[number | null, number | null]>([
    [null, 1],
    [1, 2],
    [4, 5],
    [5, null],
  ])('reply to depth %s -> %s', (parent, depth) => expect(replyDepth(parent)).toBe(depth));
});

describe('progressPercent', () => {
  it.each<[number, number, number, number, number]>([
    [0, 1, 0, 10, 10],
    [0, 1, 9, 10, 100],
    [1, 2, 4, 10, 75],
    [0, 0, 0, 0, 0],
    [0, 2, 50, 10, 50],
  ])('chapter %d of %d, paragraph %d of %d -> %d%%', (chapterIndex, chapterCount, paragraph, paragraphs, pct) => {
    expect(progressPercent({ chapterIndex, chapterCount, paragraph, paragraphs })).toBe(pct);
  });
});

describe('slugs', () => {
  it.each<[string, string]>([
    ['A Night in Lisbon', 'a-night-in-lisbon'],
    ['  Café   Crème!! ', 'cafe-creme'],
    ['Straße der Sehnsucht', 'strasse-der-sehnsucht'],
    ['Łódź nights', 'lodz-nights'],
    ['!!!', 'story'],
    ['Edit', 'edit-story'],
    ['Classic', 'classic-story'],
    ['x'.repeat(100), 'x'.repeat(80)],
  ])('%j -> %s', (title, slug) => expect(slugifyTitle(title)).toBe(slug));
  it('numbers candidates', () => {
    expect([1, 2, 3].map((n) => slugCandidate('a', n))).toEqual(['a', 'a-2', 'a-3']);
  });
  it('no genre collides with a reserved page', () => {
    expect(STORY_GENRES.filter((g) => (STORY_RESERVED_SEGMENTS as readonly string[]).includes(g))).toEqual([]);
  });
});

describe('tags', () => {
  it.each<[string, string]>([
    ['Slow Burn', 'slow-burn'],
    ['#Enemies_to_Lovers', 'enemies-to-lovers'],
    ['  café  ', 'café'],
    ['a<script>', 'ascript'],
    ['---', ''],
  ])('%j -> %j', (raw, tag) => expect(normaliseTag(raw)).toBe(tag));
  it('dedupes and keeps order', () => expect(normaliseTags(['B', 'a', 'b', ' '])).toEqual(['b', 'a']));
  it.each<[string, boolean]>([
    ['a', false],
    ['ab', true],
    ['x'.repeat(40), true],
    ['x'.repeat(41), false],
  ])('%s valid: %s', (t, v) => expect(isValidTag(t)).toBe(v));
});

describe('storyLanguageOf', () => {
  it.each<[string | null, string]>([
    ['en_GB', 'en'],
    ['de_CH', 'de'],
    ['pt_BR', 'pt'],
    ['ja_JP', 'en'],
    [null, 'en'],
  ])('%s -> %s', (locale, lang) => expect(storyLanguageOf(locale)).toBe(lang));
});
