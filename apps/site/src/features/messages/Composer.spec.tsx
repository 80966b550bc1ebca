import { MantineProvider } from '@mantine/core';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../shared/api/errors';
import { mockApi } from '../../test/api-mock';
import { BootProvider } from '../../shared/boot/boot-context';
import { bootData } from '../../test/fixtures';
import type { MediaItem } from '@community/contracts';
import { pickMedia } from '../media';
import { Composer } from './Composer';

vi.mock('../media', () => ({ pickMedia: vi.fn() }));

const photo = (extra: Partial<MediaItem> = {}): MediaItem => ({
  id: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-11-20T10:00:00.000Z',
  ownerName: 'velvet_fox',
  kind: 'image',
  processing: 'ready',
  processingError: null,
  progress: 100,
  duration: null,
  description: 'Beach',
  adult: false,
  visibility: 'private',
  albumId: null,
  width: 800,
  height: 600,
  sizes: { small: '/s.webp', medium: '/m.webp', 'large-thumbnail': '/lt.webp', large: '/l.webp' },
  video: null,
  isLiked: false,
  likes: 0,
  views: 0,
  comments: 0,
  likesText: '0',
  viewsText: '0',
  permissions: { canComment: true, canLike: false, canEdit: true },
  status: 'approved',
  rejectReason: null,
  ...extra,
});

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

const wrap = (ui: ReactNode) =>
  render(
    <BootProvider boot={bootData()}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </BootProvider>,
  );

describe('Composer', () => {
  it('sends on Enter, adds a line on Shift+Enter, and always sends on Ctrl+Enter', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ message: 'hello', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('with send-on-Enter off, Enter does not send but Ctrl+Enter does', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter={false} onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'two\nlines' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText(/Ctrl\+Enter sends/)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ message: 'two\nlines' })));
  });

  it('shows the server’s refusal, keeps the text, and retries with the same clientId', async () => {
    const onSend = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError('http', { message: 'message: is at most 5000 characters', statusCode: 422, errors: [{ field: 'message', message: 'message is at most 5000 characters' }] }))
      .mockResolvedValueOnce(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'retry me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('message is at most 5000 characters');
    expect((box as HTMLTextAreaElement).value).toBe('retry me');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1]![0].clientId).toBe(onSend.mock.calls[0]![0].clientId);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('inserts an emoticon shortcode from the picker', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Emoticons' }));
    fireEvent.click(await screen.findByRole('option', { name: ':wink:' }));
    expect((box as HTMLTextAreaElement).value).toBe('hello :wink: ');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ message: 'hello :wink:' })));
  });

  it('attaches one of my approved photos from the media picker and sends it without text', async () => {
    vi.mocked(pickMedia).mockResolvedValueOnce([{ kind: 'media', item: photo() }]);
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Attach a photo or video' }));
    expect(vi.mocked(pickMedia)).toHaveBeenCalledWith(expect.objectContaining({ type: 'all', emitSelectedOnClick: true }));
    expect(await screen.findByTestId('composer-photo')).toBeTruthy();
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ message: '', media: photo().id });
    await waitFor(() => expect(screen.queryByTestId('composer-photo')).toBeNull());
  });

  it('refuses a photo still waiting for approval, and lets the member take an attached photo off', async () => {
    vi.mocked(pickMedia).mockResolvedValueOnce([{ kind: 'media', item: photo({ status: 'pending' }) }]);
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Attach a photo or video' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/can be sent once it is approved/);
    expect(screen.queryByTestId('composer-photo')).toBeNull();

    vi.mocked(pickMedia).mockResolvedValueOnce([{ kind: 'media', item: photo() }]);
    fireEvent.click(screen.getByRole('button', { name: 'Attach a photo or video' }));
    await screen.findByTestId('composer-photo');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(screen.queryByTestId('composer-photo')).toBeNull();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'just text' } });
    fireEvent.keyDown(screen.getByLabelText('Your message'), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).not.toHaveProperty('media');
  });

  it('attaches one of my ready videos, and refuses one still processing', async () => {
    const video = photo({ id: '55555555-5555-4555-8555-555555555555', kind: 'video', duration: 4, video: { 'video-small': '/v-s.mp4', 'video-low': '/v-l.mp4', 'video-480': '/v-480.mp4' } });
    vi.mocked(pickMedia).mockResolvedValueOnce([{ kind: 'media', item: { ...video, processing: 'processing', video: null } }]);
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Attach a photo or video' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/This video can be sent once it is processed and approved/);
    vi.mocked(pickMedia).mockResolvedValueOnce([{ kind: 'media', item: video }]);
    fireEvent.click(screen.getByRole('button', { name: 'Attach a photo or video' }));
    expect(await screen.findByRole('button', { name: 'Remove the video' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ message: '', media: video.id });
  });

  it('invites to one of my albums from the composer (each album a button in the popover), sending the invitation without text', async () => {
    const album = (id: string, name: string) => ({
      id,
      ownerName: 'velvet_fox',
      name,
      description: '',
      visibility: 'private',
      itemCount: 3,
      cover: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      access: 'owner',
      inviteId: null,
    });
    const { requests } = mockApi({
      'GET /api/media-albums': {
        status: 200,
        body: { data: { items: [album('44444444-4444-4444-8444-444444444444', 'Summer 2026'), album('66666666-6666-4666-8666-666666666666', 'Private')], next: null } },
      },
    });
    const onSend = vi.fn().mockResolvedValue(undefined);
    wrap(<Composer sendOnEnter onSend={onSend} albumOwner="velvet_fox" />);
    const open = screen.getByRole('button', { name: 'Invite to an album' });
    fireEvent.click(open);
    const choice = await screen.findByRole('button', { name: 'Summer 2026' });
    expect(screen.getByText('Invite to one of your albums')).toBeTruthy();
    expect(requests.some((r) => r.method === 'GET' && r.url.startsWith('/api/media-albums?') && r.url.includes('owner=velvet_fox'))).toBe(true);
    expect(within(screen.getByRole('dialog')).getAllByRole('button')).toHaveLength(2);
    // A native button: Enter and Space click it.
    fireEvent.click(choice);
    expect((await screen.findByTestId('composer-album')).textContent).toContain('Invitation to Summer 2026');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(screen.getByLabelText('Your message'), { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ message: '', albumInvite: '44444444-4444-4444-8444-444444444444' });
    await waitFor(() => expect(screen.queryByTestId('composer-album')).toBeNull());
  });

  it('says so when I have no album yet, and offers no album button without my name', async () => {
    mockApi({ 'GET /api/media-albums': { status: 200, body: { data: { items: [], next: null } } } });
    const { unmount } = wrap(<Composer sendOnEnter onSend={vi.fn()} albumOwner="velvet_fox" />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite to an album' }));
    expect(await screen.findByText(/You have no albums yet/)).toBeTruthy();
    unmount();
    wrap(<Composer sendOnEnter onSend={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Invite to an album' })).toBeNull();
  });

  it('whispers typing at most once a second, and shows why it is disabled', () => {
    const onTyping = vi.fn();
    const { unmount } = wrap(<Composer sendOnEnter onSend={vi.fn()} onTyping={onTyping} />);
    const box = screen.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ab' } });
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(onTyping).toHaveBeenCalledTimes(1);
    unmount();
    wrap(<Composer sendOnEnter onSend={vi.fn()} disabled />);
    expect(screen.getByTestId('composer-disabled').textContent).toBe('You cannot send messages in this conversation.');
  });
});
