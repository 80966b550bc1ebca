import type { Notification } from '@community/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderInProviders } from '../../test/render-in-providers';
import { MessagesMenuContent } from '../messages';
import { ANNA, BEN, C1, conversation } from '../../test/messages';
import { NotificationsMenuContent } from './NotificationsMenuContent';

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

const note = (id: string, extra: Partial<Notification>): Notification => ({
  id,
  action: 'StoryLike',
  category: 'stories',
  actors: [ANNA],
  actorCount: 1,
  objectType: 'story',
  objectId: '42',
  target: { to: null, url: '/stories/romance/first', slug: null, canAccept: true, canAcceptUpgrade: null },
  targetType: null,
  phrase: 'My first story',
  responseEndpoint: null,
  relatedModels: [],
  seen: false,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
  ...extra,
});

describe('NotificationsMenuContent', () => {
  it('reads grouped notifications ("Anna and 4 others"), marks them seen, accepts a friend request and deletes one', async () => {
    let count = 2;
    const { requests } = mockApi({
      'GET /api/notifications': {
        status: 200,
        body: {
          data: {
            items: [
              note('2', { actors: [ANNA, BEN], actorCount: 5 }),
              note('1', { action: 'Request', actors: [BEN], phrase: null, objectType: 'member', objectId: BEN.id, responseEndpoint: `/api/users/${BEN.name}/friends`, target: { to: 'profile-name', url: null, slug: BEN.name, canAccept: true, canAcceptUpgrade: null } }),
            ],
            next: null,
          },
        },
      },
      'GET /api/notifications/count': () => ({ status: 200, body: { data: { count } } }),
      'POST /api/notifications/seen': () => {
        count = 0;
        return { status: 200, body: { data: { count: 0 } } };
      },
      [`PUT /api/users/${BEN.name}/friends`]: { status: 200, body: { data: {} } },
      'DELETE /api/notifications/1': { status: 200, body: { data: { count: 0 } } },
      'DELETE /api/notifications/2': { status: 200, body: { data: { count: 0 } } },
    });
    renderInProviders(<NotificationsMenuContent />);
    const items = await screen.findAllByTestId('notification');
    expect(within(items[0]!).getByText('anna_b and 4 others liked your story')).toBeTruthy();
    expect(within(items[0]!).getByText('My first story')).toBeTruthy();
    expect(within(items[1]!).getByText('ben_c sent you a friend request')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url === '/api/notifications/seen')).toBe(true));

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ url: `/api/users/${BEN.name}/friends`, body: { approve: 1 } });
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/notifications/1')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete notification' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});

/** Shows where the router is, to check where a notification leads. */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

describe('album access notifications', () => {
  const request = (id: string, accessId: string, album: string) =>
    note(id, {
      action: 'AlbumRequest',
      category: 'media',
      actors: [BEN],
      objectType: 'album-request',
      objectId: accessId,
      targetType: 'album',
      phrase: album,
      responseEndpoint: `/api/album-invites/${accessId}`,
      target: { to: 'profile-name-media-invites', url: '/profile/anna_b/media/invites', slug: 'anna_b', canAccept: true, canAcceptUpgrade: null },
    });

  it('the owner grants a request with PUT { accept: 1 } and refuses one with DELETE, on the album endpoint', async () => {
    const { requests } = mockApi({
      'GET /api/notifications': { status: 200, body: { data: { items: [request('2', 'a2', 'Lake'), request('1', 'a1', 'Loft')], next: null } } },
      'GET /api/notifications/count': { status: 200, body: { data: { count: 0 } } },
      'POST /api/notifications/seen': { status: 200, body: { data: { count: 0 } } },
      'PUT /api/album-invites/a2': { status: 200, body: { data: {} } },
      'DELETE /api/album-invites/a1': { status: 200, body: { data: { deleted: true } } },
      // The API already removed them once answered.
      'DELETE /api/notifications/1': { status: 404, body: { message: 'No such notification', statusCode: 404 } },
      'DELETE /api/notifications/2': { status: 404, body: { message: 'No such notification', statusCode: 404 } },
    });
    renderInProviders(<NotificationsMenuContent />);
    const items = await screen.findAllByTestId('notification');
    expect(within(items[0]!).getByText('ben_c asked to see your album')).toBeTruthy();
    expect(within(items[0]!).getByText('Lake')).toBeTruthy();

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/album-invites/a2', body: { accept: 1 } });

    fireEvent.click(within(screen.getByTestId('notification')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/album-invites/a1')).toBe(true);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('the asker reads that access was granted, with no buttons, and it leads to the album', async () => {
    mockApi({
      'GET /api/notifications': {
        status: 200,
        body: {
          data: {
            items: [
              note('3', {
                action: 'AlbumAccessGranted',
                category: 'media',
                actors: [ANNA],
                objectType: 'album-request',
                objectId: 'a2',
                targetType: 'album',
                phrase: 'Lake',
                target: { to: 'profile-name-media', url: '/profile/anna_b/media?album=0f1e2d3c-0000-4000-8000-000000000001', slug: 'anna_b', canAccept: true, canAcceptUpgrade: null },
              }),
            ],
            next: null,
          },
        },
      },
      'GET /api/notifications/count': { status: 200, body: { data: { count: 0 } } },
      'POST /api/notifications/seen': { status: 200, body: { data: { count: 0 } } },
    });
    renderInProviders(
      <>
        <NotificationsMenuContent />
        <Where />
      </>,
    );
    const item = await screen.findByTestId('notification');
    expect(within(item).getByText('anna_b granted you access to an album')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Decline' })).toBeNull();
    fireEvent.click(within(item).getByText('Lake'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile/anna_b/media?album=0f1e2d3c-0000-4000-8000-000000000001'));
  });
});

describe('MessagesMenuContent', () => {
  it('lists the latest conversations with unread counts and links to the messages page', async () => {
    mockApi({
      'GET /api/conversations': {
        status: 200,
        body: { data: { items: [conversation(C1, ANNA, { unread: 3, lastMessage: { id: '5', createdAt: '2026-11-22T09:00:00.000Z', message: 'hey', kind: 'text', albumName: null, senderId: ANNA.id, isRead: false, isReadByEveryone: false } })], next: null, page: 1, perPage: 15 } },
      },
      'GET /api/conversations/unread': { status: 200, body: { data: { inbox: 150, requests: 2 } } },
      'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } },
    });
    renderInProviders(<MessagesMenuContent />);
    const menu = await screen.findByTestId('messages-menu');
    expect(await within(menu).findByText('anna_b')).toBeTruthy();
    expect(within(menu).getByText('99+')).toBeTruthy();
    expect(within(menu).getByText('Requests (2)')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'See all messages' }).getAttribute('href')).toBe('/messages');
  });
});
