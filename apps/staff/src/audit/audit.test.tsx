import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffAuditEntry } from '@community/contracts';
import { baseRoutes, fakeApi, lastQuery, openListPage, renderConsole } from '../testing/fakeApi';
import { expectMenuItemFor } from '../testing/menu';
import { describeChange } from './AuditList';

const entry: StaffAuditEntry = {
  id: '17',
  staffId: 'm1',
  staffName: 'admin_one',
  action: 'member.update',
  targetType: 'member',
  targetId: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  variant: 'shuk',
  before: { role: 'member', tier: 'free' },
  after: { role: 'member', tier: 'gold' },
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('the audit log resource', () => {
  it('describes only what changed', () => {
    expect(describeChange(entry)).toBe('tier: free → gold');
    expect(describeChange({ before: null, after: { body: 'Note' } })).toBe('body: — → Note');
  });

  it('lists entries newest first, filtered to the brand of the app bar, with no edit or delete anywhere', async () => {
    const log = openListPage('admin', 'audit', [entry], 'shuk');
    expect(await screen.findByText('tier: free → gold', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('admin_one')).toBeTruthy();
    expect(JSON.parse(lastQuery(log, 'GET /api/staff/audit').get('filter') ?? '')).toEqual({ variant: 'shuk' });
    expect(JSON.parse(lastQuery(log, 'GET /api/staff/audit').get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /edit/i })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /select all/i })).toBeNull();
  }, 60_000);

  it('shows one entry with before and after, without edit or delete', async () => {
    fakeApi({ ...baseRoutes('super'), 'GET /api/staff/audit/17': () => ({ status: 200, body: entry }) });
    renderConsole('/staff/audit/17/show');
    expect(await screen.findByText('Audit entries cannot be edited or deleted.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('member.update')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /edit/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  }, 60_000);

  it.each([
    ['admin', true],
    ['super', true],
    ['support', false],
    ['moderator', false],
  ])('offers the audit log menu to %s: %s', async (role, shown) => {
    await expectMenuItemFor(role, /audit log/i, shown);
  }, 60_000);
});
