import type { Notification } from '@community/contracts';
import { ConfirmProvider } from '@community/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BootProvider } from '../../app/boot-context';
import { mockApi } from '../../test/api-mock';
import { bootData } from '../../test/fixtures';
import { MessagesMenuContent } from '../messages/MessagesMenuContent';
import { ANNA, BEN, C1, conversation } from '../messages/test-data';
import { NotificationsMenuContent } from './NotificationsMenuContent';

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <BootProvider boot={bootData()}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ConfirmProvider>{ui}</ConfirmProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </BootProvider>,
  );
}

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
    renderWith(<NotificationsMenuContent />);
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

describe('MessagesMenuContent', () => {
  it('lists the latest conversations with unread counts and links to the messages page', async () => {
    mockApi({
      'GET /api/conversations': {
        status: 200,
        body: { data: { items: [conversation(C1, ANNA, { unread: 3, lastMessage: { id: '5', createdAt: '2026-11-22T09:00:00.000Z', message: 'hey', senderId: ANNA.id, isRead: false, isReadByEveryone: false } })], next: null, page: 1, perPage: 15 } },
      },
      'GET /api/conversations/unread': { status: 200, body: { data: { inbox: 150, requests: 2 } } },
      'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } },
    });
    renderWith(<MessagesMenuContent />);
    const menu = await screen.findByTestId('messages-menu');
    expect(await within(menu).findByText('anna_b')).toBeTruthy();
    expect(within(menu).getByText('99+')).toBeTruthy();
    expect(within(menu).getByText('Requests (2)')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'See all messages' }).getAttribute('href')).toBe('/messages');
  });
});
