import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { can } from '../auth/permissions';
import { baseRoutes, fakeApi, moderationQueueRoutes, renderConsole } from '../testing/fakeApi';

const ID = '5f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6';
const check = (id: string, decision: object = {}) => ({
  id,
  memberId: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  memberName: 'velvet_fox',
  variant: 'shuk',
  status: 'pending',
  documentType: 'driving-licence',
  dateOfBirth: '1990-01-01',
  ageBand: null,
  code: 'K7Q-4MX',
  hints: {
    quality: [{ side: 'front', width: 1000, height: 700, brightness: 120, sharpness: 0.4, problems: ['blurred'] }],
    adult: true,
    profileDateDiffers: false,
    duplicates: [{ caseId: '6f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f7', memberId: 'c6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b', memberName: 'other_one', side: 'front', distance: 2, outcome: 'rejected' }],
  },
  images: { front: `/api/staff/verifications/${id}/files/front`, back: `/api/staff/verifications/${id}/files/back`, selfie: `/api/staff/verifications/${id}/files/selfie` },
  lockedBy: null,
  lockedByName: null,
  lockedUntil: null,
  submittedAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectReason: null,
  createdAt: '2026-11-23T09:55:00.000Z',
  ...decision,
});

describe('the ID checks queue', () => {
  it('lists waiting cases oldest first with their hints', async () => {
    const log = fakeApi({ ...baseRoutes('moderator'), ...moderationQueueRoutes('verifications', check, [ID]) });
    renderConsole('/staff/verifications');
    expect(await screen.findByText('velvet_fox', {}, { timeout: 5000 })).toBeTruthy();
    const query = new URL(log.find((c) => c.key === 'GET /api/staff/verifications')!.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'pending' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['submittedAt', 'ASC']);
    expect(screen.getByText('1 possible duplicate(s), 1 poor photo(s)')).toBeTruthy();
  }, 30_000);

  it('shows the photos side by side with the code and hints, holds the review lock, and refuses with a reason from the list', async () => {
    const log = fakeApi({
      ...baseRoutes('moderator'),
      ...moderationQueueRoutes('verifications', check, [ID]),
      [`PUT /api/staff/verifications/${ID}/lock`]: () => ({ status: 200, body: { caseId: ID, holderId: 'me', holderName: 'me', mine: true, expiresAt: '2026-11-23T10:05:00.000Z' } }),
      [`DELETE /api/staff/verifications/${ID}/lock`]: () => ({ status: 200, body: { caseId: ID, holderId: null, holderName: null, mine: false, expiresAt: null } }),
    });
    renderConsole(`/staff/verifications/${ID}/show`);
    expect(await screen.findByText('K7Q-4MX', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Document front of velvet_fox' }).getAttribute('src')).toBe(`/api/staff/verifications/${ID}/files/front`);
    expect(screen.getByRole('img', { name: 'Selfie with the code of velvet_fox' })).toBeTruthy();
    expect(screen.getByText(/Possible duplicate identity: the front looks like the one other_one sent/)).toBeTruthy();
    await waitFor(() => expect(log.some((c) => c.key === `PUT /api/staff/verifications/${ID}/lock`)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Refuse…' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Code missing or wrong in the selfie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(log.find((c) => c.key === `PUT /api/staff/verifications/${ID}`)?.body).toMatchObject({ status: 'rejected', rejectReason: 'code-missing' }));
  }, 30_000);

  it('is open to moderators, admins, global and super; not to support or editors', () => {
    for (const role of ['moderator', 'admin', 'global', 'super']) expect(can({ id: 'x', role: role as never, homeVariant: 'shuk' }, 'show', 'verifications')).toBe(true);
    for (const role of ['support', 'editor', 'member']) expect(can({ id: 'x', role: role as never, homeVariant: 'shuk' }, 'list', 'verifications')).toBe(false);
  });
});
