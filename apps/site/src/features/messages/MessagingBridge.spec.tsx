import { toast } from '@community/ui';
import { configure, act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderInProviders } from '../../test/render-in-providers';
import { profile } from '../../test/fixtures';
import { fakeSockets } from '../../test/fake-socket';
import { MessagesModal } from './MessagesModal';
import { MessagingBridge } from './MessagingBridge';
import { ANNA, C1, C2, conversation, message } from '../../test/messages';

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: () => createFakeSocket() };
});

const settings = { groupSound: false, sound: false, sendOnEnter: true, emailAlerts: true, readReceipts: true, sendTyping: true, requests: { nonFriends: false, newAccounts: true, unverified: false } };

beforeEach(() => {
  fakeSockets.length = 0;
  mockApi({
    'GET /api/auth/profile': { status: 200, body: { data: profile() } },
    'GET /api/conversations/settings': { status: 200, body: { data: settings } },
    'GET /api/conversations/unread': { status: 200, body: { data: { inbox: 1, requests: 0 } } },
    'GET /api/conversations': { status: 200, body: { data: { items: [conversation(C1, ANNA)], next: null, page: 1, perPage: 15 } } },
    [`GET /api/conversations/${C1}`]: { status: 200, body: { data: conversation(C1, ANNA) } },
    [`GET /api/conversations/${C1}/messages`]: { status: 200, body: { data: { items: [message('1', C1, ANNA, 'hello there')], more: false } } },
    [`PUT /api/conversations/${C1}/mark-read`]: { status: 200, body: { data: { inbox: 0, requests: 0 } } },
  });
});
afterEach(() => toast.clear());

/** Renders the bridge at `path` and waits until its socket is connected. */
async function renderBridge(path: string) {
  renderInProviders(<MessagingBridge />, { path });
  await waitFor(() => expect(fakeSockets[0]?.connected).toBe(true));
}

/** Anna's new text message in her conversation C1, as the socket pushes it. */
function annaSaysInC1(id: string, text: string) {
  act(() => fakeSockets[0]!.serverEmit('message.new', { conversationId: C1, message: message(id, C1, ANNA, text), unread: 1, totalUnread: 1, isGroup: false, folder: 'inbox' }));
}

describe('MessagingBridge', () => {
  it('toasts an incoming message away from the messages page, linking to its conversation', async () => {
    await renderBridge('/activity');
    annaSaysInC1('7', 'are you free tonight?');
    const shown = toast.getState().current ?? toast.getState().waiting[0];
    expect(shown).toMatchObject({ message: 'are you free tonight?', title: 'New message from anna_b' });
  });

  it('toasts an album invitation without text by its album name, and a video as a video (not "📷 Photo")', async () => {
    await renderBridge('/activity');
    const albumInvite = { album: { id: '44444444-4444-4444-8444-444444444444', name: 'Summer 2026', ownerName: 'anna_b' }, url: '/profile/anna_b/media?album=44444444-4444-4444-8444-444444444444' };
    act(() =>
      fakeSockets[0]!.serverEmit('message.new', {
        conversationId: C1,
        message: message('10', C1, ANNA, '', { kind: 'albumInvite', albumInvite }),
        unread: 1,
        totalUnread: 1,
        isGroup: false,
        folder: 'inbox',
      }),
    );
    const shown = () => [toast.getState().current, ...toast.getState().waiting].filter(Boolean).at(-1);
    expect(shown()).toMatchObject({ message: 'Album invitation: Summer 2026', title: 'New message from anna_b' });
    act(() =>
      fakeSockets[0]!.serverEmit('message.new', {
        conversationId: C2,
        message: message('11', C2, ANNA, '', { kind: 'video', hasMedia: true }),
        unread: 2,
        totalUnread: 1,
        isGroup: false,
        folder: 'inbox',
      }),
    );
    expect(shown()).toMatchObject({ message: '🎬 Video' });
  });

  it('stays quiet on the messages page itself', async () => {
    await renderBridge('/messages');
    const before = toast.getState();
    annaSaysInC1('8', 'quiet please');
    expect(toast.getState()).toEqual(before);
  });
});

describe('MessagingBridge with the messages modal open', () => {
  it('shows no toast while the panel is open (the message appears in it)', async () => {
    await renderBridge(`/activity?messages=1&conversation=${C1}`);
    const before = toast.getState();
    annaSaysInC1('9', 'in the panel');
    expect(toast.getState()).toEqual(before);
  });
});

describe('MessagesModal', () => {
  it('opens from ?messages and shows a thread for &conversation', async () => {
    renderInProviders(<MessagesModal />, { path: `/activity?messages=1&conversation=${C1}` });
    expect(await screen.findByText('hello there')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Messages' })).toBeTruthy();
  });

  it('stays closed without the query parameter', () => {
    renderInProviders(<MessagesModal />, { path: '/activity' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
