import { describe, expect, it } from '@jest/globals';
import { ADVERT_VARIANTS, STORIES_VARIANT, VARIANT_CODES, isStoriesSite, isVariantCode } from './variants.js';

describe('variants', () => {
  it('lists the 21 variants of SPEC 1, with stsp the stories site and lush, psbr carrying adverts', () => {
    expect(VARIANT_CODES).toHaveLength(21);
    expect(new Set(VARIANT_CODES).size).toBe(21);
    expect(STORIES_VARIANT).toBe('stsp');
    expect(ADVERT_VARIANTS).toEqual(['lush', 'psbr']);
  });

  it.each<[string, boolean]>([
    ['shuk', true],
    ['stsp', true],
    ['s4ie', true],
    ['SHUK', false],
    ['all', false],
    ['', false],
  ])('isVariantCode(%j) = %s', (code, expected) => {
    expect(isVariantCode(code)).toBe(expected);
  });

  it.each<[string, boolean, boolean]>([
    ['stsp', true, true],
    ['stsp', false, true],
    ['scit', true, true],
    ['shuk', false, false],
  ])('isStoriesSite(%s, storiesMode %s) = %s', (code, storiesMode, expected) => {
    expect(isStoriesSite({ code, storiesMode })).toBe(expected);
  });
});
