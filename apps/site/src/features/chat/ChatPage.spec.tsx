import type { ChatMember, ChatMessage, ChatRoom, ChatRoomTab, MediaItem } from '@community/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { pickMedia } from '../media';
import { fakeSockets, type FakeSocket } from '../../test/fake-socket';

/** Acks the chat events the way the server does, from a table the test fills. */
const { acks } = vi.hoisted(() => ({ acks: {} as Record<string, (payload: unknown) => unknown> }));
vi.mock('../media', async (importOriginal) => ({ ...(await importOriginal<typeof import('../media')>()), pickMedia: vi.fn() }));
vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return {
    io: () => {
      const socket = createFakeSocket();
      const emit = socket.emit.bind(socket);
      socket.emit = (event: string, ...args: unknown[]) => {
        emit(event, ...args);
        const ack = args[args.length - 1];
        const answer = acks[event];
        if (answer && typeof ack === 'function') setTimeout(() => (ack as (r: unknown) => void)(answer(args[0])), 0);
        return socket;
      };
      return socket;
    },
  };
});

const ME = profile().member;
const LOBBY = '11111111-1111-4111-8111-111111111111';
const FLIRT = '22222222-2222-4222-8222-222222222222';
const ANNA = { id: '33333333-3333-4333-8333-333333333333', nick: 'anna_b', name: 'anna_b', colour: 2 };
const BEN = { id: '44444444-4444-4444-8444-444444444444', nick: 'ben', name: 'ben', colour: 3 };
const detail = { images: true, only: false, protected: false, persistent: true };
const room = (id: string, name: string, count: number): ChatRoom => ({
  id, name, count, domain: 'shuk', priority: 100, kind: 'system', owner: null, subject: '', detail, verifiedOnly: false, minTier: null, maxOccupancy: null, slowModeSeconds: 0,
});
const member = (p: typeof ANNA, rank: ChatMember['rank'] = 'member', blocked = false): ChatMember => ({ ...p, rank, blocked });
const me = member({ id: ME.id, nick: ME.name, name: ME.name, colour: 2 });
let seq = 100;
const msg = (roomId: string | null, from: typeof ANNA, body: string, id = String(seq++)): ChatMessage => ({
  id, roomId, clientId: `c${id}`, from, to: roomId ? null : { id: ME.id, nick: ME.name, name: ME.name, colour: 2 }, body, media: null, hasMedia: false, createdAt: '2026-11-23T19:00:00.000Z',
});
const tab = (id: string, name: string, extra: Partial<ChatRoomTab> = {}): ChatRoomTab => ({
  id, type: 'room', name, self: ME.name, subject: '', detail, messages: [], members: [me], myRank: 'member', slowModeSeconds: 0, blocked: [], ...extra,
});
const settings = { camFormat: '4:3', camOrientation: 'landscape', camSize: 'medium', imgRooms: true, imgPms: true, mentionSound: false, pmFilter: 'everyone', pmSound: false, viewClassic: false, viewCompact: false, viewHideBlocked: true, nick: null };

function routes(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/profile': { status: 200, body: { data: profile() } },
    'GET /api/chat/rooms': { status: 200, body: { data: { items: [room(LOBBY, 'Lobby', 3), room(FLIRT, 'Flirt & chat', 0)] } } },
    'GET /api/chat-settings': { status: 200, body: { data: settings } },
    'GET /api/conversations/unread': { status: 200, body: { data: { inbox: 0, requests: 0 } } },
    'GET /api/xmpp/auth': { status: 200, body: { data: auth() } },
    ...extra,
  });
}
const auth = (over: Record<string, unknown> = {}) => ({ memberId: ME.id, nick: ME.name, rank: 'member', canChat: true, reason: null, transport: 'socket.io', socketPath: '/napi/notification', ...over });
const admin = (id: string, name: string) => ({ ...room(id, name, 3), kind: 'member', keywordFilters: [], moderators: [], bans: [], silences: [], myRank: 'owner' });
/** The chat page loads lazily: the first render in a fresh worker takes a few seconds. */
const SLOW = { timeout: 20_000 };
const socket = (): FakeSocket => fakeSockets[fakeSockets.length - 1]!;
const tabs = () => screen.getAllByTestId('chat-tab');
const selectedTab = () => tabs().find((t) => t.querySelector('[aria-selected=true]'))?.textContent ?? '';

beforeEach(() => {
  fakeSockets.length = 0;
  for (const k of Object.keys(acks)) delete acks[k];
  acks['chat.join'] = (p) => {
    const id = (p as { roomId: string }).roomId;
    return id === LOBBY
      ? { ok: true, tab: tab(LOBBY, 'Lobby', { subject: 'Be nice', messages: [msg(LOBBY, ANNA, 'earlier', '1')], members: [me, member(ANNA), member(BEN, 'moderator', true)], blocked: [BEN.id] }) }
      : { ok: true, tab: tab(FLIRT, 'Flirt & chat') };
  };
  acks['chat.whois'] = () => ({ ok: true, member: member(BEN) });
});

describe('ChatPage', { timeout: 45_000 }, () => {
  it('/chat/enter opens the chat on the first room: tab, subject, history, members (blocked hidden); status starts at init and goes online', async () => {
    routes();
    renderApp('/chat/enter');
    await screen.findByText('earlier', undefined, SLOW);
    expect(screen.getByTestId('chat-status').textContent).toBe('Connected');
    expect(socket().emitted.find((e) => e.event === 'chat.join')?.args[0]).toEqual({ roomId: LOBBY });
    expect(screen.getByTestId('chat-subject').textContent).toBe('Be nice');
    const list = screen.getByTestId('member-list');
    expect(within(list).getByText('anna_b')).toBeTruthy();
    expect(within(list).queryByText('ben')).toBeNull();
    expect(within(list).getByText('In the room (2)')).toBeTruthy();
    // The room list shows live counts from the public channel.
    const lobbyRow = screen.getAllByTestId('room-row')[0]!;
    expect(within(lobbyRow).getByText('3')).toBeTruthy();
    act(() => socket().serverEmit('chat.count', { roomId: LOBBY, domain: 'shuk', count: 7 }));
    await waitFor(() => expect(within(screen.getAllByTestId('room-row')[0]!).getByText('7')).toBeTruthy(), SLOW);
  });

  it('a duplicate message id shows once; a blocked member’s message is hidden; unread counts outside the selected tab and resets on selection', async () => {
    routes();
    renderApp(`/chat?room=${LOBBY}`);
    await screen.findByText('earlier', undefined, SLOW);
    fireEvent.click(screen.getAllByTestId('room-row')[1]!);
    await waitFor(() => expect(tabs()).toHaveLength(2), SLOW);
    expect(selectedTab()).toContain('Flirt & chat');
    const live = msg(LOBBY, ANNA, 'hello lobby');
    act(() => {
      socket().serverEmit('chat.message', live);
      socket().serverEmit('chat.message', live);
      socket().serverEmit('chat.message', msg(LOBBY, BEN, 'from a blocked member'));
    });
    await waitFor(() => expect(within(tabs()[0]!).getByTestId('tab-unread').textContent).toBe('2'), SLOW);
    fireEvent.click(within(tabs()[0]!).getByRole('tab'));
    await screen.findByText('hello lobby', undefined, SLOW);
    expect(screen.getAllByText('hello lobby')).toHaveLength(1);
    expect(screen.queryByText('from a blocked member')).toBeNull();
    expect(within(tabs()[0]!).queryByTestId('tab-unread')).toBeNull();
  });

  it('an incoming private message opens a private tab; closing the selected tab selects its neighbour', async () => {
    routes();
    renderApp(`/chat?room=${LOBBY}`);
    await screen.findByText('earlier', undefined, SLOW);
    act(() => socket().serverEmit('chat.pm', msg(null, ANNA, 'psst, private')));
    await waitFor(() => expect(tabs()).toHaveLength(2), SLOW);
    expect(tabs()[1]!.getAttribute('data-type')).toBe('private');
    fireEvent.click(within(tabs()[1]!).getByRole('tab'));
    await screen.findByText('psst, private', undefined, SLOW);
    expect(screen.getByText('Private chat with anna_b')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Close anna_b'));
    await waitFor(() => expect(tabs()).toHaveLength(1), SLOW);
    expect(selectedTab()).toContain('Lobby');
  });

  it('sends with Enter and shows a refusal as a notice', async () => {
    routes();
    acks['chat.say'] = (p) => {
      const body = (p as { body: string }).body;
      return body === 'too fast' ? { ok: false, code: 'flood', message: 'You are sending messages too fast: slow down', retryAfterMs: 1000 } : { ok: true, message: msg(LOBBY, { id: ME.id, nick: ME.name, name: ME.name, colour: 2 }, body) };
    };
    renderApp(`/chat?room=${LOBBY}`);
    await screen.findByText('earlier', undefined, SLOW);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'hi all' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('hi all', undefined, SLOW);
    expect(socket().emitted.find((e) => e.event === 'chat.say')?.args[0]).toMatchObject({ roomId: LOBBY, body: 'hi all' });
    fireEvent.change(box, { target: { value: 'too fast' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByTestId('chat-notice', undefined, SLOW)).textContent).toContain('too fast');
  });

  describe('photos', () => {
    const PHOTO = '55555555-5555-4555-8555-555555555555';
    const sizes = { small: '/api/media/files/p/small', medium: '/api/media/files/p/medium', 'large-thumbnail': '/api/media/files/p/lt', large: '/api/media/files/p/large' };
    const item = (extra: Partial<MediaItem> = {}): MediaItem => ({
      id: PHOTO, createdAt: '2026-11-20T10:00:00.000Z', ownerName: ME.name, kind: 'image', processing: 'ready', processingError: null, progress: 100, duration: null, description: '', adult: false,
      visibility: 'private', albumId: null, width: 800, height: 600, sizes, video: null, isLiked: false, likes: 0, views: 0, comments: 0, likesText: '0', viewsText: '0',
      permissions: { canComment: true, canLike: false, canEdit: true }, status: 'approved', rejectReason: null, ...extra,
    });
    const withPhoto = (m: ChatMessage, shown = true): ChatMessage => ({ ...m, hasMedia: true, media: shown ? { id: PHOTO, width: 800, height: 600, sizes } : null });

    it('sends one of my approved photos alone into a room that allows images (a pending one is refused at once); a photo gone since says so', async () => {
      routes();
      vi.mocked(pickMedia).mockResolvedValueOnce([{ kind: 'media', item: item({ status: 'pending' }) }]).mockResolvedValueOnce([{ kind: 'media', item: item() }]);
      acks['chat.say'] = (p) => ({ ok: true, message: withPhoto(msg(LOBBY, { id: ME.id, nick: ME.name, name: ME.name, colour: 2 }, (p as { body: string }).body)) });
      renderApp(`/chat?room=${LOBBY}`);
      await screen.findByText('earlier', undefined, SLOW);
      fireEvent.click(screen.getByLabelText('Add a photo'));
      await screen.findByText('This photo can be sent once it is approved.', undefined, SLOW);
      expect(screen.queryByTestId('chat-composer-photo')).toBeNull();
      fireEvent.click(screen.getByLabelText('Add a photo'));
      await screen.findByTestId('chat-composer-photo', undefined, SLOW);
      expect(vi.mocked(pickMedia)).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'image', emitSelectedOnClick: true }));
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getAllByTestId('chat-photo')).toHaveLength(1), SLOW);
      expect(socket().emitted.find((e) => e.event === 'chat.say')?.args[0]).toMatchObject({ roomId: LOBBY, body: '', media: PHOTO });
      expect(screen.getByTestId('chat-photo').getAttribute('src')).toBe(sizes.medium);
      expect(screen.queryByTestId('chat-composer-photo')).toBeNull();
      act(() => socket().serverEmit('chat.message', withPhoto(msg(LOBBY, ANNA, 'was here'), false)));
      await screen.findByText('[this photo is no longer available]', undefined, SLOW);
      expect(screen.getAllByTestId('chat-photo')).toHaveLength(1);
    });

    it('my settings hide room photos; a room without images offers no photo button; a private chat does', async () => {
      routes({ 'GET /api/chat-settings': { status: 200, body: { data: { ...settings, imgRooms: false } } } });
      acks['chat.join'] = (p) => {
        const id = (p as { roomId: string }).roomId;
        return { ok: true, tab: id === LOBBY ? tab(LOBBY, 'Lobby') : tab(FLIRT, 'Flirt & chat', { detail: { ...detail, images: false } }) };
      };
      renderApp(`/chat?room=${LOBBY}`);
      await waitFor(() => expect(tabs()).toHaveLength(1), SLOW);
      act(() => socket().serverEmit('chat.message', withPhoto(msg(LOBBY, ANNA, 'look'))));
      await screen.findByText('[photo: hidden by your chat settings]', undefined, SLOW);
      expect(screen.queryByTestId('chat-photo')).toBeNull();
      expect(screen.getByLabelText('Add a photo')).toBeTruthy();
      fireEvent.click(screen.getAllByTestId('room-row')[1]!);
      await waitFor(() => expect(selectedTab()).toContain('Flirt & chat'), SLOW);
      expect(screen.queryByLabelText('Add a photo')).toBeNull();
      // Private chats take photos (imgPms is on): shown in the private tab.
      act(() => socket().serverEmit('chat.pm', withPhoto(msg(null, ANNA, ''))));
      await waitFor(() => expect(tabs()).toHaveLength(3), SLOW);
      fireEvent.click(within(tabs()[2]!).getByRole('tab'));
      await waitFor(() => expect(screen.getAllByTestId('chat-photo')).toHaveLength(1), SLOW);
      expect(screen.getByLabelText('Add a photo')).toBeTruthy();
    });
  });

  it('a ban refusal is explained; a kick closes the tab and says why', async () => {
    routes();
    acks['chat.join'] = () => ({ ok: false, code: 'banned', message: 'You are banned from this room' });
    renderApp(`/chat?room=${LOBBY}`);
    expect((await screen.findByTestId('chat-error', undefined, SLOW)).textContent).toContain('banned');
    acks['chat.join'] = () => ({ ok: true, tab: tab(FLIRT, 'Flirt & chat') });
    fireEvent.click(screen.getAllByTestId('room-row')[1]!);
    await waitFor(() => expect(tabs()).toHaveLength(1), SLOW);
    act(() => socket().serverEmit('chat.removed', { roomId: FLIRT, reason: 'kick', until: null }));
    await waitFor(() => expect(screen.queryAllByTestId('chat-tab')).toHaveLength(0), SLOW);
    await waitFor(() => expect(screen.getByTestId('chat-error').textContent).toContain('kicked out'), SLOW);
  });

  it('/new-chat is the chat screen: it enters the room of its link', async () => {
    routes();
    renderApp(`/new-chat?room=${LOBBY}`);
    await screen.findByText('earlier', undefined, SLOW);
    expect(socket().emitted.find((e) => e.event === 'chat.join')?.args[0]).toEqual({ roomId: LOBBY });
    expect(selectedTab()).toContain('Lobby');
  });

  it('xmpp/auth says an unconfirmed member may not chat: the reason and the way to confirm show, and no room is entered', async () => {
    routes({ 'GET /api/xmpp/auth': { status: 200, body: { data: auth({ canChat: false, reason: 'unconfirmed' }) } } });
    renderApp(`/chat?room=${LOBBY}`);
    const gate = await screen.findByTestId('chat-gate', undefined, SLOW);
    expect(gate.getAttribute('data-reason')).toBe('unconfirmed');
    expect(within(gate).getByText('Confirm your e-mail address to chat')).toBeTruthy();
    expect(within(gate).getByRole('link', { name: 'Confirm my e-mail address' }).getAttribute('href')).toBe('/confirm');
    await new Promise((r) => setTimeout(r, 50));
    expect(fakeSockets.flatMap((x) => x.emitted).some((e) => e.event === 'chat.join')).toBe(false);
    expect(screen.queryByTestId('chat-screen')).toBeNull();
  });

  it('the owner moderates from the member list and is told it was done; a plain member gets no moderation choices', async () => {
    const api = routes({ [`POST /api/chat/rooms/${LOBBY}/moderation`]: { status: 200, body: { data: admin(LOBBY, 'Lobby') } } });
    acks['chat.join'] = () => ({ ok: true, tab: tab(LOBBY, 'Lobby', { members: [{ ...me, rank: 'owner' }, member(ANNA)], myRank: 'owner' }) });
    renderApp(`/chat?room=${LOBBY}`);
    const list = await screen.findByTestId('member-list', undefined, SLOW);
    fireEvent.click(within(list).getByRole('button', { name: 'anna_b' }));
    expect(await screen.findByRole('menuitem', { name: 'Kick out' }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Silence for 10 minutes' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST' && r.url.endsWith(`/chat/rooms/${LOBBY}/moderation`))).toBe(true), SLOW);
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ action: 'silence', minutes: 10, memberId: ANNA.id });
    expect((await screen.findByTestId('chat-notice', undefined, SLOW)).textContent).toBe('✓ anna_b: Silence for 10 minutes');
  });

  it('a plain member’s menu on another member offers a private chat and the profile, no moderation', async () => {
    routes();
    acks['chat.join'] = () => ({ ok: true, tab: tab(LOBBY, 'Lobby', { members: [me, member(ANNA, 'owner')] }) });
    renderApp(`/chat?room=${LOBBY}`);
    const list = await screen.findByTestId('member-list', undefined, SLOW);
    fireEvent.click(within(list).getByRole('button', { name: 'anna_b' }));
    expect(await screen.findByRole('menuitem', { name: 'Private chat' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Kick out' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Ban for good' })).toBeNull();
  });

  it('/camtest uses the chat’s camera settings and says so when the browser has no camera', async () => {
    routes({ 'GET /api/chat-settings': { status: 200, body: { data: { ...settings, camFormat: '16:9', camSize: 'large' } } } });
    const media = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    try {
      renderApp('/camtest');
      expect(await screen.findByText(/format 16:9, size Large/, undefined, SLOW)).toBeTruthy();
      const preview = screen.getByLabelText('Camera preview');
      expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['640', '360']);
      fireEvent.click(screen.getByRole('button', { name: 'Start camera' }));
      expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe('This browser cannot use a camera.');
    } finally {
      if (media) Object.defineProperty(navigator, 'mediaDevices', media);
      else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    }
  });

  it('/camtest starts the camera with the sized request and stops every track', async () => {
    routes();
    const stopTrack = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] }) as unknown as MediaStream);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      renderApp('/camtest');
      fireEvent.click(await screen.findByRole('button', { name: 'Start camera' }, SLOW));
      expect(await screen.findByRole('button', { name: 'Stop camera' }, SLOW)).toBeTruthy();
      expect(getUserMedia).toHaveBeenCalledWith({ video: { width: { ideal: 480 }, height: { ideal: 360 } }, audio: false });
      fireEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
      await screen.findByRole('button', { name: 'Start camera' }, SLOW);
      expect(stopTrack).toHaveBeenCalled();
    } finally {
      delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    }
  });

  it('/chat/rules shows the rules to guests', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 401, body: { message: 'no', statusCode: 401 } } });
    renderApp('/chat/rules');
    expect(await screen.findByTestId('chat-rules', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/You are 18 or over/)).toBeTruthy();
  });
});
