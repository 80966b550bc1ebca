import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseRoutes, fakeApi, listReply, moderationQueueRoutes, openListPage, renderConsole } from '../testing/fakeApi';
import { rejectBothThenUndo, rejectFromShowPage } from '../testing/moderation';

// react-admin renders in several passes; on a loaded 2-core machine a page can take seconds.
configure({ asyncUtilTimeout: 10_000 });

const ID1 = '5f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6';
const ID2 = '6f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f7';
const photo = (id: string, extra: object = {}) => ({
  id,
  ownerId: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  ownerName: 'velvet_fox',
  variant: 'shuk',
  status: 'pending',
  rejectReason: null,
  visibility: 'public',
  adult: false,
  description: `Photo ${id.slice(0, 4)}`,
  preview: `/api/media/files/${id}/medium?exp=1&sig=x`,
  large: `/api/media/files/${id}/large?exp=1&sig=x`,
  hash: '0f0f0f0f0f0f0f0f',
  createdAt: '2026-11-23T10:00:00.000Z',
  moderatedAt: null,
  kind: 'image',
  processing: 'ready',
  video: null,
  ...extra,
});

describe('the media moderation queue', () => {
  it('lists waiting photos of the chosen brand oldest first and approves several at once', async () => {
    const log = fakeApi({ ...baseRoutes('moderator'), ...moderationQueueRoutes('media', photo, [ID1, ID2]) });
    renderConsole('/staff/media', { 'staff.variant': 'shuk' });
    expect(await screen.findByText('Photo 5f0c', {}, { timeout: 15_000 })).toBeTruthy();
    const query = new URL(log.find((c) => c.key === 'GET /api/staff/media')!.url, 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'pending', variant: 'shuk' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'ASC']);

    fireEvent.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    // Undoable: nothing leaves while "Undo" shows; then each item is decided on its own.
    expect(await screen.findByText('2 photos approved')).toBeTruthy();
    expect(log.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await waitFor(() => expect(log.filter((c) => c.key.startsWith('PUT /api/staff/media/'))).toHaveLength(2));
    expect(log.find((c) => c.key === `PUT /api/staff/media/${ID1}`)?.body).toEqual({ status: 'approved' });
    expect(log.find((c) => c.key === `PUT /api/staff/media/${ID2}`)?.body).toEqual({ status: 'approved' });
  }, 40_000);

  it('sends nothing when a bulk rejection is undone', async () => {
    const log = fakeApi({ ...baseRoutes('moderator'), ...moderationQueueRoutes('media', photo, [ID1, ID2]) });
    renderConsole('/staff/media', { 'staff.variant': 'shuk' });
    expect(await screen.findByText('Photo 5f0c', {}, { timeout: 15_000 })).toBeTruthy();
    await rejectBothThenUndo(log, 'photos', 'Contact details in the photo');
  }, 40_000);

  it('rejects one photo with a reason from its page', async () => {
    const log = fakeApi({ ...baseRoutes('moderator'), ...moderationQueueRoutes('media', photo, [ID1]) });
    await rejectFromShowPage(log, 'media', ID1, 'Reject this photo', 'Contact details in the photo');
  }, 40_000);

  it('blocks a photo’s hash from its page', async () => {
    const log = fakeApi({
      ...baseRoutes('moderator'),
      [`GET /api/staff/media/${ID1}`]: () => ({ status: 200, body: photo(ID1) }),
      'POST /api/staff/media-hashes': () => ({ status: 201, body: { id: '1', hash: '0f0f0f0f0f0f0f0f', reason: 'Known abuse image', addedBy: 'm1', hits: 0, lastHitAt: null, createdAt: '2026-11-23T10:00:00.000Z' } }),
    });
    renderConsole(`/staff/media/${ID1}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Block this image' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Known abuse image' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(log.find((c) => c.key === 'POST /api/staff/media-hashes')?.body).toEqual({ mediaId: ID1, reason: 'Known abuse image' }));
  }, 40_000);

  it('shows a video in a player with its poster, and offers no approval while a video is processing', async () => {
    fakeApi({
      ...baseRoutes('moderator'),
      [`GET /api/staff/media/${ID1}`]: () => ({ status: 200, body: photo(ID1, { kind: 'video', video: `/api/media/files/${ID1}/video-480?exp=1&sig=x` }) }),
      [`GET /api/staff/media/${ID2}`]: () => ({ status: 200, body: photo(ID2, { kind: 'video', processing: 'processing', hash: '' }) }),
    });
    const router = renderConsole(`/staff/media/${ID1}/show`);
    const player = (await screen.findByTestId('staff-video', {}, { timeout: 15_000 })) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.controls).toBe(true);
    expect(player.getAttribute('src')).toBe(`/api/media/files/${ID1}/video-480?exp=1&sig=x`);
    expect(player.getAttribute('poster')).toBe(`/api/media/files/${ID1}/large?exp=1&sig=x`);
    expect(screen.getAllByText('Video').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();

    await router.navigate(`/staff/media/${ID2}/show`);
    expect(await screen.findByText(/still being processed/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('staff-video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block this image' })).toBeNull();
  }, 40_000);

  it('lists uploads the block list refused', async () => {
    openListPage('admin', 'media-blocked-uploads', [
      { id: '3', memberId: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b', memberName: 'velvet_fox', variant: 'shuk', hash: 'a1b2c3d4e5f60718', blockId: '7', distance: 2, createdAt: '2026-11-23T10:00:00.000Z' },
    ]);
    expect(await screen.findByText('a1b2c3d4e5f60718', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('velvet_fox')).toBeTruthy();
  }, 40_000);

  it('lists the block list and lets moderators remove an entry, not support', async () => {
    const entry = { id: '7', hash: 'a1b2c3d4e5f60718', reason: 'Reported twice', addedBy: 'm1', hits: 3, lastHitAt: null, createdAt: '2026-11-23T10:00:00.000Z' };
    const routes = (role: string) => ({ ...baseRoutes(role), 'GET /api/staff/media-hashes': () => listReply('media-hashes', [entry]) });
    fakeApi(routes('support'));
    renderConsole('/staff/media-hashes');
    expect(await screen.findByText('a1b2c3d4e5f60718', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    const log = fakeApi({ ...routes('moderator'), 'DELETE /api/staff/media-hashes/7': () => ({ status: 200, body: entry }) });
    renderConsole('/staff/media-hashes');
    fireEvent.click(await screen.findByRole('button', { name: /delete/i }, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(log.some((c) => c.key === 'DELETE /api/staff/media-hashes/7')).toBe(true));
  }, 60_000);
});
