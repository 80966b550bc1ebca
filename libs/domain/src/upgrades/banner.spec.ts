import { describe, expect, it } from '@jest/globals';
import type { Role, Tier } from '../members/roles.js';
import { bannerReason, bannerTypeFor, blackFriday, blackFridayWeek, isBlackFridayWeek, type BannerType, type UpgradeCampaign } from './banner.js';

const PAID_OPEN = { code: 'shuk', paid: true, payments: true };
const ORDINARY_DAY = new Date('2026-06-15T12:00:00Z');
const member = (tier: Tier, extra: Partial<{ role: Role; suspended: boolean; tierExpiresAt: Date | null }> = {}) => ({
  role: 'member' as Role,
  tier,
  tierExpiresAt: null,
  suspended: false,
  ...extra,
});

describe('blackFriday', () => {
  it.each([
    [2023, '2023-11-24'],
    [2024, '2024-11-29'],
    [2025, '2025-11-28'],
    [2026, '2026-11-27'],
    [2027, '2027-11-26'],
    [2028, '2028-11-24'],
  ])('%i → %s (the day after the fourth Thursday of November)', (year, day) => {
    expect(blackFriday(year).toISOString().slice(0, 10)).toBe(day);
  });

  it('the week runs from the Monday before to the end of Cyber Monday (UTC)', () => {
    const { start, end } = blackFridayWeek(2026);
    expect(start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it.each([
    ['2026-11-22T23:59:59Z', false],
    ['2026-11-23T00:00:00Z', true],
    ['2026-11-27T12:00:00Z', true],
    ['2026-11-30T23:59:59Z', true],
    ['2026-12-01T00:00:00Z', false],
    ['2025-11-26T10:00:00Z', true],
    ['2026-06-15T12:00:00Z', false],
  ])('isBlackFridayWeek(%s) = %s', (at, expected) => {
    expect(isBlackFridayWeek(new Date(at))).toBe(expected);
  });
});

describe('bannerTypeFor', () => {
  it.each<[string, ReturnType<typeof member> | null, typeof PAID_OPEN, BannerType | null]>([
    ['guest', null, PAID_OPEN, null],
    ['free member', member('free'), PAID_OPEN, 'default'],
    ['silver member', member('silver'), PAID_OPEN, 'default'],
    ['gold member: only Platinum is left', member('gold'), PAID_OPEN, 'platinum'],
    ['platinum member: nothing to buy', member('platinum'), PAID_OPEN, null],
    ['expired gold counts as free', member('gold', { tierExpiresAt: new Date('2026-01-01T00:00:00Z') }), PAID_OPEN, 'default'],
    ['expired platinum counts as free', member('platinum', { tierExpiresAt: new Date('2026-01-01T00:00:00Z') }), PAID_OPEN, 'default'],
    ['moderator', member('free', { role: 'moderator' }), PAID_OPEN, null],
    ['super', member('free', { role: 'super' }), PAID_OPEN, null],
    ['suspended member', member('free', { suspended: true }), PAID_OPEN, null],
    ['payments off', member('free'), { ...PAID_OPEN, payments: false }, null],
    ['site sells no upgrades', member('free'), { ...PAID_OPEN, paid: false }, null],
  ])('%s', (_label, viewer, site, expected) => {
    expect(bannerTypeFor(viewer, site, ORDINARY_DAY)).toBe(expected);
  });

  const campaigns: UpgradeCampaign[] = [
    { type: 'promo', variants: ['shuk'], startsAt: new Date('2026-06-01T00:00:00Z'), endsAt: new Date('2026-07-01T00:00:00Z') },
    { type: 'special', variants: 'all', startsAt: new Date('2026-06-10T00:00:00Z'), endsAt: new Date('2026-06-12T00:00:00Z') },
    { type: 'promo', variants: 'all', startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z') },
  ];

  it.each<[string, string, string, Tier, BannerType | null]>([
    ['promo running on this variant', '2026-06-15T12:00:00Z', 'shuk', 'free', 'promo'],
    ['promo of another variant does not apply', '2026-06-15T12:00:00Z', 'shde', 'free', 'default'],
    ['special beats promo', '2026-06-11T12:00:00Z', 'shuk', 'free', 'special'],
    ['special applies to every variant', '2026-06-11T12:00:00Z', 'shde', 'gold', 'special'],
    ['a campaign end is exclusive', '2026-06-12T00:00:00Z', 'shde', 'gold', 'platinum'],
    ['a campaign start is inclusive', '2026-06-10T00:00:00Z', 'shde', 'free', 'special'],
    ['promos apply to gold members too', '2026-06-15T12:00:00Z', 'shuk', 'gold', 'promo'],
    ['black friday beats every campaign', '2026-11-27T12:00:00Z', 'shuk', 'free', 'black-friday'],
    ['black friday for gold members too', '2026-11-27T12:00:00Z', 'shuk', 'gold', 'black-friday'],
    ['after black friday week the promo shows', '2026-12-02T12:00:00Z', 'shuk', 'free', 'promo'],
    ['still none for platinum in black friday week', '2026-11-27T12:00:00Z', 'shuk', 'platinum', null],
  ])('%s', (_label, at, code, tier, expected) => {
    expect(bannerTypeFor(member(tier), { ...PAID_OPEN, code }, new Date(at), campaigns)).toBe(expected);
  });

  it('black friday shows nothing while payments are off', () => {
    expect(bannerTypeFor(member('free'), { ...PAID_OPEN, payments: false }, new Date('2026-11-27T12:00:00Z'), campaigns)).toBeNull();
  });

  it.each<[BannerType, string]>([
    ['default', 'default-banner'],
    ['platinum', 'platinum-banner'],
    ['black-friday', 'black-friday-banner'],
  ])('bannerReason(%s) = %s', (type, reason) => {
    expect(bannerReason(type)).toBe(reason);
  });
});
