import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { can } from '../auth/permissions';
import { baseRoutes, fakeApi, moderationQueueRoutes, renderConsole } from '../testing/fakeApi';
import { rejectBothThenUndo, rejectFromShowPage } from '../testing/moderation';

const ID1 = '5f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6';
const ID2 = '6f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f7';
const avatar = (id: string, extra: object = {}) => ({
  id,
  memberId: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  memberName: `velvet_${id.slice(0, 4)}`,
  variant: 'shuk',
  status: 'pending',
  rejectReason: null,
  preview: `/api/avatars/${id}/medium?exp=1&sig=x`,
  large: `/api/avatars/${id}/large?exp=1&sig=x`,
  width: 800,
  height: 600,
  createdAt: '2026-11-23T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  ...extra,
});

describe('the profile-photo moderation queue', () => {
  it('lists waiting photos oldest first and approves several at once', async () => {
    const log = fakeApi({ ...baseRoutes('moderator'), ...moderationQueueRoutes('avatars', avatar, [ID1, ID2]) });
    renderConsole('/staff/avatars');
    expect(await screen.findByText('velvet_5f0c', {}, { timeout: 5000 })).toBeTruthy();
    const query = new URL(log.find((c) => c.key === 'GET /api/staff/avatars')!.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'pending' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'ASC']);
    expect(screen.getByRole('img', { name: 'Profile photo of velvet_5f0c' }).getAttribute('src')).toBe(`/api/avatars/${ID1}/medium?exp=1&sig=x`);

    fireEvent.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    // Undoable: nothing leaves while "Undo" shows; then each photo is decided on its own.
    expect(await screen.findByText('2 profile photos approved')).toBeTruthy();
    expect(log.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await waitFor(() => expect(log.filter((c) => c.key.startsWith('PUT /api/staff/avatars/'))).toHaveLength(2), { timeout: 10_000 });
    expect(log.find((c) => c.key === `PUT /api/staff/avatars/${ID1}`)?.body).toEqual({ status: 'approved' });
    expect(log.find((c) => c.key === `PUT /api/staff/avatars/${ID2}`)?.body).toEqual({ status: 'approved' });
  }, 30_000);

  it('sends nothing when a bulk rejection is undone', async () => {
    const log = fakeApi({ ...baseRoutes('moderator'), ...moderationQueueRoutes('avatars', avatar, [ID1, ID2]) });
    renderConsole('/staff/avatars');
    expect(await screen.findByText('velvet_5f0c', {}, { timeout: 5000 })).toBeTruthy();
    await rejectBothThenUndo(log, 'profile photos', 'Face not visible');
  }, 40_000);

  it('rejects one photo with a reason from its page', async () => {
    const log = fakeApi({ ...baseRoutes('moderator'), ...moderationQueueRoutes('avatars', avatar, [ID1]) });
    await rejectFromShowPage(log, 'avatars', ID1, 'Reject this profile photo', 'Face not visible');
  }, 30_000);

  it('is open to moderators, support, admins, global and super, not to the story editor', () => {
    for (const role of ['moderator', 'support', 'admin', 'global', 'super']) expect(can({ id: 'x', role: role as never, homeVariant: 'shuk' }, 'list', 'avatars')).toBe(true);
    expect(can({ id: 'x', role: 'editor', homeVariant: 'shuk' }, 'list', 'avatars')).toBe(false);
    expect(can({ id: 'x', role: 'member', homeVariant: 'shuk' }, 'list', 'avatars')).toBe(false);
  });
});
