import { describe, expect, it } from '@jest/globals';
import { LANDING_PAGES, isLoggedIn } from './viewer.js';

describe('viewer', () => {
  it('offers two landing pages', () => {
    expect(LANDING_PAGES).toEqual(['activity', 'newactivity']);
  });

  it.each<[string, { id: string } | null | undefined, boolean]>([
    ['null', null, false],
    ['undefined', undefined, false],
    ['a member', { id: 'm1' }, true],
  ])('isLoggedIn(%s) = %s', (_label, viewer, expected) => {
    expect(isLoggedIn(viewer)).toBe(expected);
  });
});
