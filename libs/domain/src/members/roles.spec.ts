import { describe, expect, it } from '@jest/globals';
import { ADMIN_FLAG_ROLES, ROLES, isGlobal, isStaff, isSuper, scopeCovers, staffVariantScope, type Role } from './roles.js';

describe('roles', () => {
  it('lists seven roles, member first and super last', () => {
    expect(ROLES).toEqual(['member', 'moderator', 'support', 'editor', 'admin', 'global', 'super']);
    expect(ADMIN_FLAG_ROLES).toEqual(['moderator', 'support', 'editor', 'admin', 'global', 'super']);
  });

  it.each<[Role, boolean, boolean, boolean]>([
    // role, isStaff (admin flag), isSuper, isGlobal
    ['member', false, false, false],
    ['moderator', true, false, false],
    ['support', true, false, false],
    ['editor', true, false, false],
    ['admin', true, false, false],
    ['global', true, false, true],
    ['super', true, true, false],
  ])('%s: isStaff %s, isSuper %s, isGlobal %s', (role, staff, sup, glob) => {
    expect(isStaff(role)).toBe(staff);
    expect(isSuper(role)).toBe(sup);
    expect(isGlobal(role)).toBe(glob);
  });

  it.each<[string, { role: Role; homeVariant: string } | null, string | null]>([
    ['guest', null, null],
    ['member', { role: 'member', homeVariant: 'shuk' }, null],
    ['moderator', { role: 'moderator', homeVariant: 'shuk' }, 'shuk'],
    ['support', { role: 'support', homeVariant: 'kiwi' }, 'kiwi'],
    ['editor', { role: 'editor', homeVariant: 'stsp' }, 'stsp'],
    ['admin', { role: 'admin', homeVariant: 'shde' }, 'shde'],
    ['global', { role: 'global', homeVariant: 'shde' }, 'all'],
    ['super', { role: 'super', homeVariant: 'shuk' }, 'all'],
  ])('staffVariantScope(%s) is %s', (_label, viewer, scope) => {
    expect(staffVariantScope(viewer)).toBe(scope);
  });

  it.each<[string | null, string, boolean]>([
    ['all', 'shuk', true],
    ['all', 'stsp', true],
    ['shuk', 'shuk', true],
    ['shuk', 'shus', false],
    ['shuk', 'SHUK', false],
    [null, 'shuk', false],
  ])('scope %s covers %s: %s', (scope, variant, expected) => {
    expect(scopeCovers(scope, variant)).toBe(expected);
  });
});
