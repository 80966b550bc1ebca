import { describe, expect, it } from '@jest/globals';
import { fnv1a32, randomAvatarColour } from './avatar-colour.js';

describe('fnv1a32', () => {
  it.each<[string, number]>([
    // Published FNV-1a 32-bit test vectors.
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j -> %d', (value, expected) => {
    expect(fnv1a32(value)).toBe(expected);
  });
});

describe('randomAvatarColour', () => {
  it.each<[string, number]>([
    ['', 2],
    ['a', 1],
    ['m1', 4],
    ['m2', 3],
    ['m3', 2],
    ['m4', 1],
    ['alice', 4],
    ['00000000-0000-0000-0000-000000000001', 3],
  ])('%j -> %d', (seed, expected) => {
    expect(randomAvatarColour(seed)).toBe(expected);
  });

  it('is stable for the same seed and stays within 1..4, using all four', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const colour = randomAvatarColour(`member-${i}`);
      expect(colour).toBe(randomAvatarColour(`member-${i}`));
      expect(colour).toBeGreaterThanOrEqual(1);
      expect(colour).toBeLessThanOrEqual(4);
      seen.add(colour);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });
});
