import { describe, expect, it } from '@jest/globals';
import type { Tier } from './roles.js';
import { effectiveTier, tierAtLeast, tierRank } from './tiers.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('tiers', () => {
  it.each<[Tier, number]>([
    ['free', 0],
    ['silver', 1],
    ['gold', 2],
    ['platinum', 3],
  ])('tierRank(%s) = %d', (tier, rank) => {
    expect(tierRank(tier)).toBe(rank);
  });

  it.each<[Tier, Tier, boolean]>([
    ['free', 'free', true],
    ['free', 'silver', false],
    ['silver', 'silver', true],
    ['silver', 'gold', false],
    ['gold', 'silver', true],
    ['gold', 'platinum', false],
    ['platinum', 'gold', true],
    ['platinum', 'platinum', true],
  ])('tierAtLeast(%s, %s) = %s', (tier, min, expected) => {
    expect(tierAtLeast(tier, min)).toBe(expected);
  });

  it.each<[string, { tier: Tier; tierExpiresAt: Date | null } | null, Tier]>([
    ['guest', null, 'free'],
    ['free, no expiry', { tier: 'free', tierExpiresAt: null }, 'free'],
    ['free with a future expiry', { tier: 'free', tierExpiresAt: new Date('2027-01-01T00:00:00Z') }, 'free'],
    ['gold without expiry', { tier: 'gold', tierExpiresAt: null }, 'gold'],
    ['silver expiring tomorrow', { tier: 'silver', tierExpiresAt: new Date('2026-06-16T12:00:00Z') }, 'silver'],
    ['platinum expiring one ms later', { tier: 'platinum', tierExpiresAt: new Date(NOW.getTime() + 1) }, 'platinum'],
    ['platinum expiring exactly now', { tier: 'platinum', tierExpiresAt: new Date(NOW.getTime()) }, 'free'],
    ['gold expired yesterday', { tier: 'gold', tierExpiresAt: new Date('2026-06-14T12:00:00Z') }, 'free'],
    ['gold with an invalid expiry', { tier: 'gold', tierExpiresAt: new Date('not a date') }, 'free'],
  ])('effectiveTier: %s -> %s', (_label, viewer, expected) => {
    expect(effectiveTier(viewer, NOW)).toBe(expected);
  });
});
