import { describe, expect, it } from '@jest/globals';
import {
  canBrowseInvisibly,
  canSee,
  checkPartnerBirthDates,
  nextNameChangeAt,
  nextSetupStep,
  presence,
  profileAges,
  profileKind,
  type Audience,
  type Relation,
  type SeeDecision,
} from './profiles.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const rel = (r: Partial<Relation> = {}): Relation => ({ loggedIn: true, self: false, friends: false, blocked: false, viewerRole: 'member', ...r });
const guest = rel({ loggedIn: false, viewerRole: null });

describe('profile kinds and ages', () => {
  it.each([
    ['f', 'single'],
    ['mf', 'couple'],
    ['ff', 'couple'],
    ['mft', 'group'],
    ['mmffnt', 'group'],
  ])('profileKind(%s) = %s', (code, kind) => expect(profileKind(code)).toBe(kind));

  it('ages everyone on the profile, the holder first', () => {
    expect(profileAges('1990-06-15', ['1985-06-16'], NOW)).toEqual([36, 40]);
    expect(profileAges('1990-01-01', [], NOW)).toEqual([36]);
    expect(profileAges('1990-01-01', ['not-a-date'], NOW)).toEqual([36, null]);
  });

  it.each<[string, string[], 'count' | number | null]>([
    ['f', [], null],
    ['mf', ['1990-01-01'], null],
    ['mf', [], 'count'],
    ['f', ['1990-01-01'], 'count'],
    ['mft', ['1990-01-01', '2010-01-01'], 1],
    ['mf', ['2008-06-16'], 0],
    ['mf', ['2008-06-15'], null],
  ])('checkPartnerBirthDates(%s, %j) = %s', (genders, dates, expected) => {
    expect(checkPartnerBirthDates(genders, dates, NOW)).toBe(expected);
  });
});

describe('canSee', () => {
  it.each<[string, Audience, Relation, SeeDecision]>([
    ['owner always', 'nobody', rel({ self: true }), 'allow'],
    ['staff always', 'friends', rel({ viewerRole: 'moderator' }), 'allow'],
    ['blocked is not found', 'everyone', rel({ blocked: true }), 'not-found'],
    ['blocked friend is not found', 'friends', rel({ blocked: true, friends: true }), 'not-found'],
    ['everyone: guest', 'everyone', guest, 'allow'],
    ['members: guest logs in', 'members', guest, 'login'],
    ['members: member', 'members', rel(), 'allow'],
    ['friends: stranger', 'friends', rel(), 'private'],
    ['friends: friend', 'friends', rel({ friends: true }), 'allow'],
    ['friends: guest', 'friends', guest, 'login'],
    ['nobody: friend', 'nobody', rel({ friends: true }), 'private'],
    ['nobody: guest', 'nobody', guest, 'login'],
  ])('%s', (_label, audience, relation, expected) => {
    expect(canSee(audience, relation)).toBe(expected);
  });
});

describe('presence', () => {
  const active = new Date(NOW.getTime() - 60_000);
  const old = new Date(NOW.getTime() - 3_600_000);
  it.each<[string, Date | null, boolean, boolean, { online: boolean; lastSeen: Date | null }]>([
    ['recent is online', active, true, false, { online: true, lastSeen: active }],
    ['an hour ago is offline, last seen shown', old, true, false, { online: false, lastSeen: old }],
    ['hidden from others', active, false, false, { online: false, lastSeen: null }],
    ['never hidden from oneself', active, false, true, { online: true, lastSeen: active }],
    ['never seen', null, true, false, { online: false, lastSeen: null }],
  ])('%s', (_l, last, show, self, expected) => expect(presence(last, show, self, NOW)).toEqual(expected));
});

describe('invisible browsing, name changes, setup', () => {
  it.each([
    ['member', 'free', false],
    ['member', 'silver', false],
    ['member', 'gold', true],
    ['member', 'platinum', true],
    ['moderator', 'free', true],
  ] as const)('canBrowseInvisibly(%s, %s) = %s', (role, tier, expected) => {
    expect(canBrowseInvisibly({ role, tier })).toBe(expected);
  });

  it('allows a name change once per 30 days, staff always', () => {
    expect(nextNameChangeAt(null, 'member', NOW)).toBeNull();
    const recent = new Date(NOW.getTime() - 5 * 86_400_000);
    expect(nextNameChangeAt(recent, 'member', NOW)).toEqual(new Date(recent.getTime() + 30 * 86_400_000));
    expect(nextNameChangeAt(recent, 'admin', NOW)).toBeNull();
    expect(nextNameChangeAt(new Date(NOW.getTime() - 31 * 86_400_000), 'member', NOW)).toBeNull();
  });

  it('resumes setup at the first step not done', () => {
    expect(nextSetupStep([])).toBe('profile-type');
    expect(nextSetupStep(['profile-type', 'about'])).toBe('photo');
    expect(nextSetupStep(['about'])).toBe('profile-type');
    expect(nextSetupStep(['profile-type', 'about', 'photo', 'location', 'looking-for'])).toBeNull();
  });
});
