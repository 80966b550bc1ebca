import { describe, expect, it } from '@jest/globals';
import type { Tier } from '../members/roles.js';
import type { SiteFlags } from './variants.js';
import { badgeFor, showPrompt, showUpgradeBanner, type Badge } from './prompts.js';

describe('showUpgradeBanner', () => {
  it.each<[string, boolean, string | null | undefined, boolean]>([
    ['can upgrade, activity', true, 'activity', true],
    ['can upgrade, index', true, 'index', true],
    ['cannot upgrade', false, 'activity', false],
    ['setup-position', true, 'setup-position', false],
    ['upgrade', true, 'upgrade', false],
    ['upgrade-offer', true, 'upgrade-offer', false],
    ['cover-editor', true, 'cover-editor', false],
    ['payment (not excluded)', true, 'payment', true],
    ['unnamed route', true, undefined, true],
    ['null route, cannot upgrade', false, null, false],
  ])('%s -> %s', (_label, canUpgrade, route, expected) => {
    expect(showUpgradeBanner({ canUpgrade }, route)).toBe(expected);
  });
});

describe('showPrompt', () => {
  it.each<[string, boolean, string | undefined, boolean, boolean]>([
    ['guest on activity', false, 'activity', false, true],
    ['guest on index', false, 'index', false, false],
    ['guest on index, stories mode', false, 'index', true, true],
    ['guest on a story, stories mode', false, 'stories-genre-slug', true, true],
    ['guest on an unnamed route', false, undefined, false, true],
    ['member on activity', true, 'activity', false, false],
    ['member on index, stories mode', true, 'index', true, false],
  ])('%s -> %s', (_label, loggedIn, route, storiesMode, expected) => {
    expect(showPrompt(loggedIn, route, storiesMode)).toBe(expected);
  });
});

describe('badgeFor', () => {
  const PAID: Pick<SiteFlags, 'code' | 'paid' | 'storiesMode'> = { code: 'shuk', paid: true, storiesMode: false };
  const FREE_SITE = { ...PAID, paid: false };
  const STSP = { code: 'stsp', paid: true, storiesMode: true };
  const STSP_FLAG_OFF = { code: 'stsp', paid: true, storiesMode: false };
  it.each<[string, Tier, Pick<SiteFlags, 'code' | 'paid' | 'storiesMode'>, Badge | null]>([
    ['free, paid site', 'free', PAID, null],
    ['silver, paid site', 'silver', PAID, 'star'],
    ['gold, paid site', 'gold', PAID, 'star'],
    ['platinum, paid site', 'platinum', PAID, 'crown'],
    ['platinum, free site', 'platinum', FREE_SITE, null],
    ['silver, free site', 'silver', FREE_SITE, null],
    ['platinum, stsp', 'platinum', STSP, null],
    ['gold, stsp with storiesMode off', 'gold', STSP_FLAG_OFF, null],
  ])('%s -> %s', (_label, tier, site, expected) => {
    expect(badgeFor(tier, site)).toBe(expected);
  });
});
