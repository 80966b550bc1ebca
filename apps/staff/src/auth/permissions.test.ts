import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@community/domain';
import { admitsToConsole, can, roleChangeRefusal, tierChangeRefusal, type StaffActor, type StaffTarget } from './permissions';
import { memberUpdate } from '../members/memberUpdate';
import type { StaffMember } from '@community/contracts';

const STAFF: Role[] = ['moderator', 'support', 'editor', 'admin', 'global', 'super'];
const actor = (role: Role, homeVariant = 'shuk', id = 'me'): StaffActor => ({ id, role, homeVariant });
const target = (role: Role = 'member', homeVariant = 'shuk', id = 'them'): StaffTarget => ({ id, role, homeVariant });

describe('admitsToConsole', () => {
  it.each(STAFF)('admits %s with the admin flag', (role) => {
    expect(admitsToConsole({ isAdmin: true, role })).toBe(true);
  });

  it('refuses members, a lone admin flag, a staff role without the flag, and unknown roles', () => {
    expect(admitsToConsole({ isAdmin: false, role: 'member' })).toBe(false);
    expect(admitsToConsole({ isAdmin: true, role: 'member' })).toBe(false);
    expect(admitsToConsole({ isAdmin: false, role: 'admin' })).toBe(false);
    expect(admitsToConsole({ isAdmin: true, role: 'root' })).toBe(false);
  });
});

describe('can', () => {
  it('lets every staff role list and show members, and nobody else', () => {
    for (const role of ROLES) {
      const expected = role !== 'member';
      expect([role, can(actor(role), 'list', 'members')]).toEqual([role, expected]);
      expect([role, can(actor(role), 'show', 'members')]).toEqual([role, expected]);
    }
    expect(can(undefined, 'list', 'members')).toBe(false);
    expect(can(null, 'list', 'members')).toBe(false);
  });

  it('never offers what the console does not have (create, delete, export, unknown resources)', () => {
    for (const role of STAFF) {
      for (const action of ['create', 'delete', 'export', 'clone']) expect(can(actor(role), action, 'members')).toBe(false);
      expect(can(actor(role), 'list', 'gift-cards')).toBe(false);
    }
  });

  it('shows the role input only to Super, and never for their own account', () => {
    expect(STAFF.filter((role) => can(actor(role), 'edit', 'members.role'))).toEqual(['super']);
    expect(can(actor('super'), 'edit', 'members.role', target('admin', 'other'))).toBe(true);
    expect(can(actor('super', 'shuk', 'me'), 'edit', 'members.role', target('super', 'shuk', 'me'))).toBe(false);
  });

  it('lets tier editors change tiers within their brand only; Global and Super accounts need Super', () => {
    expect(STAFF.filter((role) => can(actor(role), 'edit', 'members.tier'))).toEqual(['support', 'admin', 'global', 'super']);
    expect(can(actor('admin', 'shuk'), 'edit', 'members.tier', target('member', 'shuk'))).toBe(true);
    expect(can(actor('admin', 'shuk'), 'edit', 'members.tier', target('member', 'other'))).toBe(false);
    expect(can(actor('global', 'shuk'), 'edit', 'members.tier', target('member', 'other'))).toBe(true);
    expect(can(actor('global'), 'edit', 'members.tier', target('super'))).toBe(false);
    expect(can(actor('super'), 'edit', 'members.tier', target('global'))).toBe(true);
  });

  it('offers the edit page to whoever may change the tier or the role of that member', () => {
    expect(can(actor('moderator'), 'edit', 'members')).toBe(false);
    expect(can(actor('editor'), 'edit', 'members', target())).toBe(false);
    expect(can(actor('support'), 'edit', 'members', target())).toBe(true);
    expect(can(actor('admin', 'shuk'), 'edit', 'members', target('member', 'other'))).toBe(false);
    expect(can(actor('super'), 'edit', 'members', target('global', 'other'))).toBe(true);
  });
});

describe('refusal texts', () => {
  it('explain why the role input is disabled', () => {
    expect(roleChangeRefusal(actor('admin'), target())).toBe('Only Super may change roles.');
    expect(roleChangeRefusal(actor('super', 'shuk', 'me'), target('super', 'shuk', 'me'))).toBe('Nobody changes their own role.');
    expect(roleChangeRefusal(actor('super'), target())).toBeUndefined();
  });

  it('explain why the tier input is disabled', () => {
    expect(tierChangeRefusal(actor('moderator'), target())).toBe('Only Admin, Support, Global and Super change tiers.');
    expect(tierChangeRefusal(actor('admin'), target('global'))).toBe('Only Super changes the tier of Global and Super accounts.');
    expect(tierChangeRefusal(actor('admin', 'shuk'), target('member', 'other'))).toBe('This member is outside your brand.');
    expect(tierChangeRefusal(actor('admin'), target())).toBeUndefined();
  });
});

describe('memberUpdate (the PUT body)', () => {
  const previous: StaffMember = {
    id: 'them',
    name: 'ann',
    email: 'ann@example.test',
    role: 'member',
    tier: 'free',
    homeVariant: 'shuk',
    pageAccess: [],
    isConfirmed: true,
    isVerified: false,
    mfaEnabled: false,
    suspendedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
  };

  it('sends only changed fields the actor may change', () => {
    const edited = { ...previous, tier: 'gold' as const, role: 'moderator' as const };
    expect(memberUpdate(edited, previous, actor('admin'))).toEqual({ tier: 'gold' });
    expect(memberUpdate(edited, previous, actor('super'))).toEqual({ tier: 'gold', role: 'moderator' });
    expect(memberUpdate(previous, previous, actor('super'))).toEqual({});
    expect(memberUpdate(edited, previous, actor('editor'))).toEqual({});
  });
});
