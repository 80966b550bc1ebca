import { describe, expect, it } from '@jest/globals';
import type { Tier } from '../members/roles.js';
import { benefitsGained, proposedTier, tierBenefits, upgradeReason, type UpgradeBenefit, type UpgradeReason } from './reasons.js';

const PAID = { code: 'shuk', paid: true, storiesMode: false, adverts: false };
const PAID_ADVERTS = { code: 'lush', paid: true, storiesMode: false, adverts: true };
const FREE_SITE = { code: 'fsuk', paid: false, storiesMode: false, adverts: false };
const STORIES = { code: 'stsp', paid: true, storiesMode: true, adverts: false };

describe('tierBenefits (from the permission rules)', () => {
  it.each<[string, Tier, typeof PAID, UpgradeBenefit[]]>([
    ['free has none', 'free', PAID, []],
    ['silver: start conversations and a star', 'silver', PAID, ['start-conversations', 'star-badge']],
    ['gold without adverts on the site', 'gold', PAID, ['start-conversations', 'star-badge']],
    ['gold where adverts show hides them', 'gold', PAID_ADVERTS, ['start-conversations', 'hide-adverts', 'star-badge']],
    ['platinum: a crown', 'platinum', PAID_ADVERTS, ['start-conversations', 'hide-adverts', 'crown-badge']],
    ['free sites let everyone message and show no badges', 'platinum', FREE_SITE, []],
    ['the stories site shows no badges', 'silver', STORIES, ['start-conversations']],
  ])('%s', (_label, tier, site, expected) => {
    expect(tierBenefits(tier, site)).toEqual(expected);
  });

  it.each<[Tier, Tier, typeof PAID, UpgradeBenefit[]]>([
    ['free', 'silver', PAID, ['start-conversations', 'star-badge']],
    ['silver', 'gold', PAID_ADVERTS, ['hide-adverts']],
    ['silver', 'gold', PAID, []],
    ['gold', 'platinum', PAID, ['crown-badge']],
    ['gold', 'silver', PAID, []],
    ['gold', 'gold', PAID, []],
  ])('benefitsGained(%s → %s)', (from, to, site, expected) => {
    expect(benefitsGained(from, to, site)).toEqual(expected);
  });
});

describe('upgradeReason', () => {
  it.each<[string | null, UpgradeReason]>([
    ['send-message', { id: 'send-message', kind: 'feature', tier: 'silver', benefit: 'start-conversations' }],
    ['  Hide-Adverts ', { id: 'hide-adverts', kind: 'feature', tier: 'gold', benefit: 'hide-adverts' }],
    ['platinum-banner', { id: 'platinum-banner', kind: 'banner', tier: 'platinum', benefit: null }],
    ['default-banner', { id: 'default-banner', kind: 'banner', tier: 'gold', benefit: null }],
    ['black-friday-banner', { id: 'black-friday-banner', kind: 'banner', tier: null, benefit: null }],
    ['footer', { id: 'footer', kind: 'footer', tier: null, benefit: null }],
    ['offer', { id: 'offer', kind: 'offer', tier: null, benefit: null }],
    ['gift', { id: 'gift', kind: 'gift', tier: null, benefit: null }],
    ['accept-invite', { id: 'accept-invite', kind: 'general', tier: null, benefit: null }],
    ['toString', { id: 'tostring', kind: 'general', tier: null, benefit: null }],
    ['<script>', { id: 'general', kind: 'general', tier: null, benefit: null }],
    ['x'.repeat(41), { id: 'general', kind: 'general', tier: null, benefit: null }],
    ['', { id: 'general', kind: 'general', tier: null, benefit: null }],
    [null, { id: 'general', kind: 'general', tier: null, benefit: null }],
  ])('upgradeReason(%j)', (raw, expected) => {
    expect(upgradeReason(raw)).toEqual(expected);
  });
});

describe('proposedTier', () => {
  it.each<[Tier, string, Tier | null]>([
    ['free', 'send-message', 'silver'],
    ['free', 'hide-adverts', 'gold'],
    ['silver', 'send-message', 'gold'],
    ['free', 'footer', 'silver'],
    ['silver', 'footer', 'gold'],
    ['gold', 'default-banner', 'platinum'],
    ['free', 'platinum-banner', 'platinum'],
    ['platinum', 'footer', null],
    ['platinum', 'platinum-banner', null],
  ])('%s with %s → %s', (tier, reason, expected) => {
    expect(proposedTier(tier, upgradeReason(reason))).toBe(expected);
  });
});
