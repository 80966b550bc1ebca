import type { Notification } from '@community/contracts';
import { toast } from '@community/ui';
import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../shared/auth/queries';
import { registerUpgradeOpener, type UpgradeRequest } from '../../shared/upgrade';
import { mockApi } from '../../test/api-mock';
import { renderInProviders } from '../../test/render-in-providers';
import { profile } from '../../test/fixtures';
import { ANNA, BEN } from '../../test/messages';
import { fakeSockets } from '../../test/fake-socket';
import { NotificationsBridge } from './NotificationsBridge';
import { NotificationsMenuContent } from './NotificationsMenuContent';
import { NotificationsModal, notificationsModalHref } from './NotificationsModal';

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: () => createFakeSocket() };
});

const invite = (id: string, extra: Partial<Notification>): Notification => ({
  id,
  action: 'GroupInvite',
  category: 'groups',
  actors: [ANNA],
  actorCount: 1,
  objectType: 'group',
  objectId: '12',
  target: { to: null, url: '/groups/night-owls', slug: 'night-owls', canAccept: true, canAcceptUpgrade: null },
  targetType: 'group',
  phrase: 'Night owls',
  responseEndpoint: '/api/groups/night-owls/invites/12',
  relatedModels: [],
  seen: true,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
  ...extra,
});

const page = (items: Notification[]) => ({ status: 200, body: { data: { items, next: null } } });

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => toast.clear());

describe('NotificationsModal (mobile, newactivity only)', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/notifications': page([invite('1', {})]),
      'GET /api/notifications/count': { status: 200, body: { data: { count: 0 } } },
    });
  });

  it('opens from ?notifications on the newactivity page', async () => {
    renderInProviders(<NotificationsModal />, { path: '/newactivity?notifications=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByTestId('notification')).toBeTruthy();
  });

  it('stays closed on any other page, and without the parameter', async () => {
    renderInProviders(<NotificationsModal />, { path: '/activity?notifications=1' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('builds the bell’s link for the newactivity page', () => {
    expect(notificationsModalHref('?tab=all')).toBe('/newactivity?tab=all&notifications=1');
  });
});

describe('answering a notification', () => {
  it('uses the kind’s own call: a group invitation is PUT accept 1/0, an album invitation declined with DELETE', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/notifications': page([
        invite('1', {}),
        invite('2', { action: 'AlbumInvite', category: 'media', actors: [BEN], phrase: 'Holiday', responseEndpoint: '/api/album-invites/5', target: { to: null, url: null, slug: null, canAccept: true, canAcceptUpgrade: null } }),
      ]),
      'GET /api/notifications/count': { status: 200, body: { data: { count: 0 } } },
      'PUT /api/groups/night-owls/invites/12': { status: 200, body: { data: {} } },
      'DELETE /api/album-invites/5': { status: 204 },
      'DELETE /api/notifications/1': { status: 200, body: { data: { count: 0 } } },
      'DELETE /api/notifications/2': { status: 404, body: { message: 'No such notification', statusCode: 404 } },
    });
    renderInProviders(<NotificationsMenuContent />, { path: '/activity' });
    const items = await screen.findAllByTestId('notification');
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/groups/night-owls/invites/12', body: { accept: 1 } });
    fireEvent.click(within(screen.getByTestId('notification')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/album-invites/5')).toBe(true);
  });

  it('opens the upgrade dialog with the given reason when canAccept is false, and calls nothing', async () => {
    const opened: UpgradeRequest[] = [];
    const unregister = registerUpgradeOpener((r) => opened.push(r));
    try {
      const { requests } = mockApi({
        'GET /api/auth/profile': { status: 200, body: { data: profile() } },
        'GET /api/notifications': page([invite('1', { target: { to: null, url: null, slug: null, canAccept: false, canAcceptUpgrade: 'group-invite' } })]),
        'GET /api/notifications/count': { status: 200, body: { data: { count: 0 } } },
      });
      renderInProviders(<NotificationsMenuContent />, { path: '/activity' });
      fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
      expect(opened).toEqual([{ reason: 'group-invite' }]);
      expect(requests.some((r) => r.method === 'PUT')).toBe(false);
      expect(screen.getAllByTestId('notification')).toHaveLength(1);
    } finally {
      unregister();
    }
  });

  it('shows the server’s message in an error toast when the answer fails, and keeps the notification', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/notifications': page([invite('1', {})]),
      'GET /api/notifications/count': { status: 200, body: { data: { count: 0 } } },
      'PUT /api/groups/night-owls/invites/12': { status: 422, body: { message: 'This invitation has expired', statusCode: 422 } },
    });
    renderInProviders(<NotificationsMenuContent />, { path: '/activity' });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toast.getState().current).toMatchObject({ variant: 'error', message: 'This invitation has expired' }));
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
  });
});

describe('NotificationsBridge', () => {
  it('re-reads the profile on user.refresh and applies coin balance updates', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/notifications/count': { status: 200, body: { data: { count: 0 } } },
    });
    const { client } = renderInProviders(<NotificationsBridge />, { path: '/activity' });
    await waitFor(() => expect(fakeSockets[0]?.connected).toBe(true));
    act(() => fakeSockets[0]!.serverEmit('coins.balance', { balance: 250, balanceText: '250 coins' }));
    expect(client.getQueryData(authKeys.profile)).toMatchObject({ coinBalance: 250, coinBalanceText: '250 coins' });
    const before = client.getQueryState(authKeys.profile)?.dataUpdateCount ?? 0;
    act(() => fakeSockets[0]!.serverEmit('user.refresh', {}));
    await waitFor(() => expect(client.getQueryState(authKeys.profile)?.dataUpdateCount ?? 0).toBeGreaterThan(before));
  });
});
