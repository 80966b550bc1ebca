import type { Message } from '@community/contracts';
import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { fakeSockets } from '../../test/fake-socket';
import { ANNA, BEN, C1, C2, MY, conversation, message } from '../../test/messages';

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: () => createFakeSocket() };
});

const settings = { groupSound: true, sound: true, sendOnEnter: true, emailAlerts: true, readReceipts: true, sendTyping: true, requests: { nonFriends: false, newAccounts: true, unverified: false } };
const page = (items: unknown[]) => ({ status: 200, body: { data: { items, next: null, page: 1, perPage: 15 } } });

beforeEach(() => {
  fakeSockets.length = 0;
});

function baseRoutes(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const annaConv = conversation(C1, ANNA, {
    unread: 120,
    lastMessage: { id: '12', createdAt: '2026-11-22T09:05:00.000Z', message: 'are you coming?', kind: 'text', albumName: null, senderId: ANNA.id, isRead: false, isReadByEveryone: false },
  });
  const benConv = conversation(C2, BEN, {
    lastMessage: { id: '9', createdAt: '2026-11-21T09:05:00.000Z', message: 'see you', kind: 'text', albumName: null, senderId: MY.id, isRead: true, isReadByEveryone: true },
  });
  return mockApi({
    'GET /api/auth/profile': { status: 200, body: { data: profile() } },
    'GET /api/conversations': (r) => (r.url.includes('folder=requests') ? page([conversation(C2, BEN, { folder: 'requests', unread: 1 })]) : page([annaConv, benConv])),
    'GET /api/conversations/unread': { status: 200, body: { data: { inbox: 1, requests: 1 } } },
    'GET /api/conversations/settings': { status: 200, body: { data: settings } },
    [`GET /api/conversations/${C1}`]: { status: 200, body: { data: annaConv } },
    [`GET /api/conversations/${C1}/messages`]: {
      status: 200,
      body: { data: { items: [message('11', C1, MY, 'hi Anna', { isReadByEveryone: true }), message('12', C1, ANNA, 'are you coming?')], more: false } },
    },
    [`PUT /api/conversations/${C1}/mark-read`]: { status: 200, body: { data: { inbox: 0, requests: 1 } } },
    ...extra,
  });
}

/** Anna's thread: an older photo or video whose file is gone, then one with `media`, which the inbox previews. */
function mediaThreadRoutes(kind: 'photo' | 'video', olderText: string, media: Message['media']) {
  return baseRoutes({
    'GET /api/conversations': page([
      conversation(C1, ANNA, { lastMessage: { id: '12', createdAt: '2026-11-22T09:05:00.000Z', message: '', kind, albumName: null, senderId: ANNA.id, isRead: true, isReadByEveryone: false } }),
    ]),
    [`GET /api/conversations/${C1}/messages`]: {
      status: 200,
      body: { data: { items: [message('11', C1, ANNA, olderText, { kind, hasMedia: true }), message('12', C1, ANNA, '', { kind, hasMedia: true, media })], more: false } },
    },
  });
}

describe('MessagesPage', () => {
  it('lists conversations newest first with unread counts capped at 99+ and read ticks on mine', async () => {
    baseRoutes();
    renderApp('/messages');
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('anna_b')).toBeTruthy();
    expect(within(rows[0]!).getByText('99+')).toBeTruthy();
    expect(within(rows[1]!).getByText('You: see you')).toBeTruthy();
    expect(within(rows[1]!).getByLabelText('Read')).toBeTruthy();
    expect(screen.getByText('Choose a conversation to read it.')).toBeTruthy();
  });

  it('opens a conversation: shows the thread, marks it read, and appends a live message once', async () => {
    const { requests } = baseRoutes();
    renderApp(`/messages?conversation=${C1}`);
    expect(await screen.findByText('are you coming?', { selector: 'div' })).toBeTruthy();
    expect(screen.getByTestId('read-tick').textContent).toContain('Read');
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.url === `/api/conversations/${C1}/mark-read`)).toBe(true));
    await waitFor(() => expect(fakeSockets[0]?.emitted.some((e) => e.event === 'conversation.join' && e.args[0] === C1)).toBe(true));

    const live = message('13', C1, ANNA, 'I am on my way');
    const event = { conversationId: C1, message: live, unread: 1, totalUnread: 1, isGroup: false, folder: 'inbox' };
    act(() => {
      fakeSockets[0]!.serverEmit('message.new', event);
      fakeSockets[0]!.serverEmit('message.new', event);
    });
    await screen.findByText('I am on my way');
    expect(screen.getAllByText('I am on my way')).toHaveLength(1);
  });

  it('shows the typing whisper and clears it 2 s later', async () => {
    baseRoutes();
    renderApp(`/messages?conversation=${C1}`);
    await screen.findByText('hi Anna');
    await waitFor(() => expect(fakeSockets[0]?.connected).toBe(true));
    act(() => fakeSockets[0]!.serverEmit('conversation.typing', { conversationId: C1, memberId: ANNA.id, name: ANNA.name }));
    expect(screen.getByTestId('typing').textContent).toBe('anna_b is typing…');
    await waitFor(() => expect(screen.getByTestId('typing').textContent).toBe(''), { timeout: 3000 });
  });

  it('sends from the composer with Enter and shows the stored message', async () => {
    const { requests } = baseRoutes({
      [`POST /api/conversations/${C1}/messages`]: (r) => {
        const body = r.body as { clientId: string; message: string };
        const sent = message('20', C1, MY, body.message, { clientId: body.clientId });
        return { status: 201, body: { data: { message: sent, conversation: conversation(C1, ANNA), canSendMessages: false, canReplyMessages: true } } };
      },
    });
    renderApp(`/messages?conversation=${C1}`);
    const box = await screen.findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'On my way :wink:' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // The shortcode is sent as typed and shown as its emoji.
    expect(await screen.findByRole('img', { name: 'wink' })).toBeTruthy();
    expect(screen.getByText(/On my way/, { selector: 'div' })).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ message: 'On my way :wink:', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(fakeSockets[0]?.emitted.some((e) => e.event === 'conversation.typing' && e.args[0] === C1)).toBe(true);
  });

  it('sends with "Save this message" ticked as saveNote, and the next message goes without it', async () => {
    const { requests } = baseRoutes({
      [`POST /api/conversations/${C1}/messages`]: (r) => {
        const body = r.body as { clientId: string; message: string; saveNote?: boolean };
        const sent = message(body.saveNote ? '20' : '21', C1, MY, body.message, { clientId: body.clientId, isSaved: Boolean(body.saveNote) });
        return { status: 201, body: { data: { message: sent, conversation: conversation(C1, ANNA), canSendMessages: true, canReplyMessages: true } } };
      },
    });
    renderApp(`/messages?conversation=${C1}`);
    const box = await screen.findByLabelText('Your message');
    fireEvent.click(screen.getByLabelText('Save this message'));
    fireEvent.change(box, { target: { value: 'keep this address' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('keep this address', { selector: 'div' });
    const posts = () => requests.filter((r) => r.method === 'POST');
    expect(posts()[0]?.body).toMatchObject({ message: 'keep this address', saveNote: true });
    // The tick clears after a send: the next message is not saved unless asked again.
    await waitFor(() => expect((screen.getByLabelText('Save this message') as HTMLInputElement).checked).toBe(false));
    fireEvent.change(box, { target: { value: 'and this one not' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('and this one not', { selector: 'div' });
    expect(posts()[1]?.body).not.toHaveProperty('saveNote');
  });

  it('saves and unsaves a message from the thread, and says so when the server refuses', async () => {
    let saved = false;
    const { requests } = baseRoutes({
      [`PUT /api/conversations/${C1}/messages/12/save`]: () => {
        saved = true;
        return { status: 200, body: { data: message('12', C1, ANNA, 'are you coming?', { isSaved: true }) } };
      },
      [`DELETE /api/conversations/${C1}/messages/12/save`]: () => ({ status: 404, body: { message: 'No such message', statusCode: 404, code: 'MESSAGING_NOT_FOUND' } }),
    });
    renderApp(`/messages?conversation=${C1}`);
    await screen.findByText('are you coming?', { selector: 'div' });
    const toggles = () => screen.getAllByTestId('save-toggle');
    expect(toggles()).toHaveLength(2);
    expect(toggles()[1]!.textContent).toBe('Save message');
    fireEvent.click(toggles()[1]!);
    await waitFor(() => expect(toggles()[1]!.textContent).toBe('Remove from saved'));
    expect(saved).toBe(true);
    expect(toggles()[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText(/Saved/).length).toBeGreaterThan(0);

    fireEvent.click(toggles()[1]!);
    expect(await screen.findByText('The message could not be saved. Try again.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === `/api/conversations/${C1}/messages/12/save`)).toBe(true);
    expect(toggles()[1]!.textContent).toBe('Remove from saved');
  });

  it('shows a photo in its bubble, says when it is gone, and previews a photo-only last message', async () => {
    const media = { id: '33333333-3333-4333-8333-333333333333', kind: 'image' as const, width: 800, height: 600, sizes: { small: '/s.webp', medium: '/m.webp?sig=x', 'large-thumbnail': '/lt.webp', large: '/l.webp' }, video: null, duration: null };
    mediaThreadRoutes('photo', 'old one', media);
    renderApp(`/messages?conversation=${C1}`);
    const img = (await screen.findByTestId('message-photo')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/m.webp?sig=x');
    expect(img.getAttribute('alt')).toBe('Photo');
    expect(screen.getByTestId('message-photo-gone').textContent).toBe('Photo no longer available');
    const row = await screen.findByTestId('conversation-row');
    expect(within(row).getByText('📷 Photo')).toBeTruthy();
  });

  it('shows an album invitation as a card with an Open album link', async () => {
    const albumInvite = { album: { id: '44444444-4444-4444-8444-444444444444', name: 'Holiday', ownerName: 'anna_b' }, url: '/profile/anna_b/media?album=44444444-4444-4444-8444-444444444444' };
    baseRoutes({
      [`GET /api/conversations/${C1}/messages`]: {
        status: 200,
        body: { data: { items: [message('11', C1, ANNA, 'plain'), message('12', C1, ANNA, 'have a look', { albumInvite })], more: false } },
      },
    });
    renderApp(`/messages?conversation=${C1}`);
    const cards = await screen.findAllByTestId('message-album-invite');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('Album invitation')).toBeTruthy();
    expect(within(cards[0]!).getByText('Holiday')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Open album' }).getAttribute('href')).toBe(albumInvite.url);
    expect(screen.getByText('have a look')).toBeTruthy();
  });

  it('plays a video in its bubble with its poster, says when a video is gone, and previews a video-only last message', async () => {
    const media = {
      id: '55555555-5555-4555-8555-555555555555',
      kind: 'video' as const,
      width: 640,
      height: 360,
      sizes: { small: '/p-s.webp', medium: '/p-m.webp?sig=y', 'large-thumbnail': '/p-lt.webp', large: '/p-l.webp' },
      video: { 'video-small': '/v-s.mp4', 'video-low': '/v-l.mp4', 'video-480': '/v-480.mp4?sig=y' },
      duration: 4.2,
    };
    mediaThreadRoutes('video', 'gone', media);
    renderApp(`/messages?conversation=${C1}`);
    const video = (await screen.findByTestId('message-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/v-480.mp4?sig=y');
    expect(video.getAttribute('poster')).toBe('/p-m.webp?sig=y');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Video');
    expect(screen.getByTestId('message-photo-gone').textContent).toBe('Video no longer available');
    const row = await screen.findByTestId('conversation-row');
    expect(within(row).getByText('🎬 Video')).toBeTruthy();
  });

  it('previews an album invitation by its album name in the list (mine with "You:")', async () => {
    const last = (senderId: string, albumName: string | null, message = '') => ({
      id: '12',
      createdAt: '2026-11-22T09:05:00.000Z',
      message,
      kind: 'albumInvite' as const,
      albumName,
      senderId,
      isRead: true,
      isReadByEveryone: false,
    });
    baseRoutes({
      'GET /api/conversations': page([
        conversation(C1, ANNA, { lastMessage: last(ANNA.id, 'Summer 2026') }),
        conversation(C2, BEN, { lastMessage: last(MY.id, null, 'for you') }),
      ]),
    });
    renderApp('/messages');
    const rows = await screen.findAllByTestId('conversation-row');
    expect(within(rows[0]!).getByText('Album invitation: Summer 2026')).toBeTruthy();
    // The album was deleted since: the kind still says what it was; the text follows.
    expect(within(rows[1]!).getByText('You: Album invitation · for you')).toBeTruthy();
    expect(screen.queryByText(/📷/)).toBeNull();
  });

  it('shows the requests folder with its explanation', async () => {
    baseRoutes();
    renderApp('/messages?folder=requests');
    expect(await screen.findByText(/Messages from members you may not know/)).toBeTruthy();
    const rows = await screen.findAllByTestId('conversation-row');
    expect(within(rows[0]!).getByText('ben_c')).toBeTruthy();
  });

  it('explains why a new conversation cannot start (free member on a paid site)', async () => {
    baseRoutes({
      [`GET /api/conversations/with/${BEN.id}`]: { status: 200, body: { data: { member: BEN, conversationId: null, canStart: false, reason: 'upgrade' } } },
    });
    renderApp(`/messages?to=${BEN.id}`);
    expect((await screen.findByTestId('cannot-start')).textContent).toMatch(/Starting conversations needs an upgrade/);
    expect(screen.queryByLabelText('Your message')).toBeNull();
  });
});
