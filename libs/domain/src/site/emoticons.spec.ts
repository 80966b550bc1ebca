import { describe, expect, it } from '@jest/globals';
import { visibleEmoticons } from './emoticons.js';

const EMOTICONS = [
  { name: 'smile', adult: false },
  { name: 'wink' },
  { name: 'aubergine', adult: true },
];

describe('visibleEmoticons', () => {
  it.each<[string, { code: string; storiesMode: boolean }, string[]]>([
    ['dating site keeps all', { code: 'shuk', storiesMode: false }, ['smile', 'wink', 'aubergine']],
    ['stories site drops adult ones', { code: 'stsp', storiesMode: true }, ['smile', 'wink']],
    ['stories-mode variant drops adult ones', { code: 'scit', storiesMode: true }, ['smile', 'wink']],
  ])('%s', (_label, site, expected) => {
    expect(visibleEmoticons(EMOTICONS, site).map((e) => e.name)).toEqual(expected);
  });

  it('returns a new array', () => {
    expect(visibleEmoticons(EMOTICONS, { code: 'shuk', storiesMode: false })).not.toBe(EMOTICONS);
  });
});
