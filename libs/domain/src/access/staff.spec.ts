import { describe, expect, it } from '@jest/globals';
import type { Role, Tier } from '../members/roles.js';
import { canChangeRole, canChangeTier, canViewMember, checkStaffUpdate, type StaffActor, type StaffTarget, type StaffUpdateDecision } from './staff.js';

const actor = (role: Role, homeVariant = 'shuk', id = 'a1'): StaffActor => ({ id, role, homeVariant });
const target = (homeVariant = 'shuk', role: Role = 'member', id = 't1'): StaffTarget => ({ id, role, homeVariant });

describe('canViewMember', () => {
  it.each<[string, StaffActor | null, StaffTarget, boolean]>([
    ['guest', null, target(), false],
    ['member', actor('member'), target(), false],
    ['moderator, same variant', actor('moderator'), target('shuk'), true],
    ['moderator, other variant', actor('moderator'), target('shus'), false],
    ['support, same variant', actor('support', 'kiwi'), target('kiwi'), true],
    ['editor, other variant', actor('editor', 'kiwi'), target('shuk'), false],
    ['admin, same variant', actor('admin'), target('shuk'), true],
    ['admin, other variant', actor('admin'), target('stsp'), false],
    ['global, other variant', actor('global'), target('stsp'), true],
    ['super, other variant', actor('super'), target('shza'), true],
  ])('%s -> %s', (_label, a, t, expected) => {
    expect(canViewMember(a, t)).toBe(expected);
  });
});

describe('canChangeRole', () => {
  it.each<[string, StaffActor | null, StaffTarget, Role, boolean]>([
    ['guest', null, target(), 'moderator', false],
    ['member', actor('member'), target(), 'moderator', false],
    ['admin, same variant', actor('admin'), target(), 'moderator', false],
    ['admin granting super', actor('admin'), target(), 'super', false],
    ['global', actor('global'), target(), 'editor', false],
    ['super promotes a member', actor('super'), target('shus'), 'admin', true],
    ['super grants super', actor('super'), target(), 'super', true],
    ['super demotes another super', actor('super'), target('shuk', 'super'), 'member', true],
    ['super changes own role', actor('super', 'shuk', 'same'), target('shuk', 'super', 'same'), 'member', false],
    ['admin changes own role', actor('admin', 'shuk', 'same'), target('shuk', 'admin', 'same'), 'super', false],
  ])('%s -> %s', (_label, a, t, role, expected) => {
    expect(canChangeRole(a, t, role)).toBe(expected);
  });
});

describe('canChangeTier', () => {
  it.each<[string, StaffActor | null, StaffTarget, boolean]>([
    ['guest', null, target(), false],
    ['member', actor('member'), target(), false],
    ['moderator, same variant', actor('moderator'), target(), false],
    ['editor, same variant', actor('editor'), target(), false],
    ['support, same variant', actor('support'), target(), true],
    ['support, other variant', actor('support'), target('shus'), false],
    ['admin, same variant', actor('admin'), target(), true],
    ['admin, other variant', actor('admin'), target('kiwi'), false],
    ['admin on another admin', actor('admin'), target('shuk', 'admin'), true],
    ['admin on a global account', actor('admin'), target('shuk', 'global'), false],
    ['admin on a super account', actor('admin'), target('shuk', 'super'), false],
    ['global, other variant', actor('global'), target('stsp'), true],
    ['global on a super account', actor('global'), target('shuk', 'super'), false],
    ['super on a global account', actor('super'), target('kiwi', 'global'), true],
    ['admin on themself', actor('admin', 'shuk', 'same'), target('shuk', 'admin', 'same'), false],
    ['super on themself', actor('super', 'shuk', 'same'), target('shuk', 'super', 'same'), false],
  ])('%s -> %s', (_label, a, t, expected) => {
    expect(canChangeTier(a, t)).toBe(expected);
  });
});

describe('checkStaffUpdate', () => {
  const t = { ...target('shuk', 'member'), tier: 'free' as Tier };
  it.each<[string, StaffActor | null, { role?: Role; tier?: Tier }, StaffUpdateDecision]>([
    ['admin sets a tier', actor('admin'), { tier: 'gold' }, { allow: true }],
    ['admin resends the same role with a tier', actor('admin'), { role: 'member', tier: 'gold' }, { allow: true }],
    ['admin changes the role', actor('admin'), { role: 'moderator' }, { allow: false, reason: 'role' }],
    ['admin on another variant', actor('admin', 'kiwi'), { tier: 'gold' }, { allow: false, reason: 'not-visible' }],
    ['moderator resends the whole record', actor('moderator'), { role: 'member', tier: 'free' }, { allow: true }],
    ['moderator changes the tier', actor('moderator'), { tier: 'silver' }, { allow: false, reason: 'tier' }],
    ['super changes role and tier', actor('super', 'kiwi'), { role: 'editor', tier: 'platinum' }, { allow: true }],
    ['member', actor('member'), {}, { allow: false, reason: 'not-visible' }],
    ['guest', null, { tier: 'gold' }, { allow: false, reason: 'not-visible' }],
  ])('%s', (_label, a, update, expected) => {
    expect(checkStaffUpdate(a, t, update)).toEqual(expected);
  });
});
