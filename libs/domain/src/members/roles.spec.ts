import { describe, expect, it } from '@jest/globals';
import { ADMIN_FLAG_ROLES, ROLES, actsAsStaffOn, isGlobal, isStaff, isSuper, roleOn, scopeCovers, staffVariantScope, type Role } from './roles.js';

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

  it.each<[string, { role: Role; homeVariant: string } | null, string, boolean, Role | null]>([
    // viewer, target variant, acts as staff, role its rules read
    ['guest', null, 'shuk', false, null],
    ['member at home', { role: 'member', homeVariant: 'shuk' }, 'shuk', false, 'member'],
    ['moderator at home', { role: 'moderator', homeVariant: 'shuk' }, 'shuk', true, 'moderator'],
    ['moderator elsewhere', { role: 'moderator', homeVariant: 'shuk' }, 'kiwi', false, 'member'],
    ['support elsewhere', { role: 'support', homeVariant: 'kiwi' }, 'shuk', false, 'member'],
    ['editor elsewhere', { role: 'editor', homeVariant: 'stsp' }, 'shuk', false, 'member'],
    ['admin at home', { role: 'admin', homeVariant: 'shde' }, 'shde', true, 'admin'],
    ['admin elsewhere', { role: 'admin', homeVariant: 'shde' }, 'shuk', false, 'member'],
    ['admin, code in another case', { role: 'admin', homeVariant: 'shde' }, 'SHDE', false, 'member'],
    ['global elsewhere', { role: 'global', homeVariant: 'shde' }, 'shuk', true, 'global'],
    ['super elsewhere', { role: 'super', homeVariant: 'shuk' }, 'kiwi', true, 'super'],
  ])('actsAsStaffOn and roleOn: %s', (_label, viewer, variant, staff, role) => {
    expect(actsAsStaffOn(viewer, variant)).toBe(staff);
    if (viewer) expect(roleOn(viewer, variant)).toBe(role);
  });
});
