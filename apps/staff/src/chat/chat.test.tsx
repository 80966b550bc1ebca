import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDetail } from './ChatAuditList';
import { openListPage } from '../testing/fakeApi';
import { expectMenuItemFor } from '../testing/menu';

const entry = {
  id: '7',
  roomId: 'r1',
  roomName: 'Late night',
  actorId: 'o1',
  actorName: 'night_owl',
  action: 'ban',
  targetId: 't1',
  targetName: 'rude_guy',
  detail: { until: '2026-11-23T21:00:00.000Z', reason: 'insults', rank: 'owner' },
  createdAt: '2026-11-23T20:00:00.000Z',
};
const reported = {
  id: '3',
  roomId: 'r1',
  roomName: 'Late night',
  messageId: '991',
  senderId: 't1',
  senderName: 'rude_guy',
  body: 'add me on whatsapp',
  mediaId: null,
  source: 'member',
  reporterId: 'u2',
  reporterName: 'velvet_fox',
  reason: 'spam',
  details: '',
  reportId: '5f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6',
  createdAt: '2026-11-23T20:01:00.000Z',
};

describe('the chat pages of the staff console', () => {
  it('lists the chat moderation log newest first, filtered by the brand in the app bar', async () => {
    const log = openListPage('moderator', 'chat-audit', [entry], 'shuk');
    expect(await screen.findByText('rude_guy', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Banned')).toBeTruthy();
    expect(screen.getByText('night_owl')).toBeTruthy();
    const query = new URL(log.find((c) => c.key === 'GET /api/staff/chat-audit')?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ variant: 'shuk' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
  }, 15_000);

  it('lists reported chat messages with their text and a link to the report in the queue', async () => {
    openListPage('admin', 'chat-reports', [reported]);
    expect(await screen.findByText('add me on whatsapp', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('velvet_fox')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open report' }).getAttribute('href')).toBe(`/staff/reports/${reported.reportId}/show`);
    expect(screen.queryByRole('link', { name: 'Open photo' })).toBeNull();
  }, 15_000);

  it('links a reported photo to the staff media page', async () => {
    const photoId = '8d7c6b5a-1b2d-4c5e-8f90-a1b2c3d4e5f6';
    openListPage('moderator', 'chat-reports', [{ ...reported, body: '', mediaId: photoId }]);
    const link = await screen.findByRole('link', { name: 'Open photo' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/staff/media/${photoId}/show`);
  }, 15_000);

  it.each([
    ['moderator', true],
    ['support', false],
  ])('offers the chat menus to %s: %s', async (role, shown) => {
    // Offered: the chat log; refused: no chat page at all.
    await expectMenuItemFor(role, shown ? /chat log/i : /chat/i, shown);
  }, 15_000);

  it('describes an entry’s details in one line', () => {
    expect(describeDetail({ until: null, reason: '', rank: 'owner', words: ['casino'] })).toBe('rank: owner; words: ["casino"]');
  });
});
