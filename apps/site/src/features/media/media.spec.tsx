import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_VIDEO_BYTES } from '@community/domain';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { profileView } from '../../test/members';
import { externalImageUrl } from './MediaPicker';
import { ALBUM_ID, album, invite, item, page } from '../../test/media';
import { mediaOverlayStore, openMediaViewer, pickMedia } from './store';
import { precheck, uploadMedia } from './upload';

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } } };
const sunny = { 'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair') } } };
const own = { 'GET /api/users/velvet_fox': { status: 200, body: { data: profileView('velvet_fox', { relation: { self: true, friendState: 'none', following: false, favourite: false, blockedByMe: false, canWink: false, canVouch: false, hasNote: false } }) } } };

afterEach(() => mediaOverlayStore.reset());
// The whole site renders lazily; on a loaded 2-core machine the first page can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
const SLOW = { timeout: 30_000 };

/** A stand-in XMLHttpRequest that reports upload progress when told to. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploads', SLOW, () => {
  it('refuses what the API would refuse before sending it', () => {
    expect(precheck(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(precheck(new File(['x'], 'clip.mp4', { type: 'video/mp4' }))).toBeNull();
    expect(precheck(new File(['x'], 'clip.mov', { type: 'video/quicktime' }))).toBeNull();
    expect(precheck(new File(['x'], 'clip.avi', { type: 'video/x-msvideo' }))).toBe('not-image');
    expect(precheck(new File(['x'], 'doc.pdf', { type: 'application/pdf' }))).toBe('not-image');
    // HEIC (iPhone) photos: this server's sharp cannot decode them; the member is told to export as JPEG.
    expect(precheck(new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }))).toBe('heic');
    expect(precheck(new File(['x'], 'IMG_0002.heif', { type: '' }))).toBe('heic');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MEDIA_MAX_IMAGE_BYTES + 1 });
    expect(precheck(big)).toBe('too-large');
    // A video may be larger than a photo, up to its own limit.
    const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    Object.defineProperty(clip, 'size', { value: MEDIA_MAX_IMAGE_BYTES + 1 });
    expect(precheck(clip)).toBeNull();
    const long = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(long, 'size', { value: MEDIA_MAX_VIDEO_BYTES + 1 });
    expect(precheck(long)).toBe('video-too-large');
  });

  it('posts multipart with the CSRF header, reports progress and resolves with the new item', async () => {
    const seen: number[] = [];
    const created = item({ status: 'pending', ownerName: 'velvet_fox' });
    const done = uploadMedia(new File(['jpeg'], 'a.jpg', { type: 'image/jpeg' }), {
      query: { visibility: 'private', adult: 'false' },
      onProgress: (f) => seen.push(f),
      xhr: () => new FakeXhr() as unknown as XMLHttpRequest,
      csrfToken: () => 'tok',
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/media?visibility=private&adult=false');
    expect(xhr.headers['x-xsrf-token']).toBe('tok');
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(50, 100);
    xhr.respond(201, { data: created });
    await expect(done).resolves.toEqual(created);
    expect(seen).toEqual([0.5, 1]);
  });

  it('rejects with the server’s message', async () => {
    const done = uploadMedia(new File(['MZ'], 'a.jpg', { type: 'image/jpeg' }), { query: {}, xhr: () => new FakeXhr() as unknown as XMLHttpRequest, csrfToken: () => null });
    FakeXhr.last!.respond(422, { message: 'This file is not a photo we accept', statusCode: 422, errors: [{ field: 'file', message: 'This file is not a photo we accept' }] });
    await expect(done).rejects.toMatchObject({ message: 'This file is not a photo we accept' });
  });

  it('shows a progress bar per file on the own media tab', async () => {
    const xhrs: FakeXhr[] = [];
    const Original = window.XMLHttpRequest;
    window.XMLHttpRequest = class extends FakeXhr {
      constructor() {
        super();
        xhrs.push(this);
      }
    } as unknown as typeof XMLHttpRequest;
    try {
      const clip = item({ ownerName: 'velvet_fox', status: 'pending', kind: 'video', processing: 'processing', progress: 0 });
      // The server's preparation of the video, as the row asks after it: 40 %, then ready.
      const stages = [{ processing: 'processing' as const, progress: 40 }, { processing: 'ready' as const, progress: 100 }];
      mockApi({
        ...me,
        ...own,
        'GET /api/media': page([]),
        'GET /api/media-albums': page([]),
        [`GET /api/media/${clip.id}`]: () => ({ status: 200, body: { data: { ...clip, ...(stages.length > 1 ? stages.shift() : stages[0]) } } }),
      });
      renderApp('/profile/velvet_fox/media');
      const input = (await screen.findByTestId('upload-input')) as HTMLInputElement;
      expect(input.accept.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'video/mp4', 'video/quicktime', 'video/webm']));
      const files = [new File(['a'], 'one.jpg', { type: 'image/jpeg' }), new File(['b'], 'two.png', { type: 'image/png' }), new File(['c'], 'clip.mov', { type: 'video/quicktime' }), new File(['d'], 'old.avi', { type: 'video/x-msvideo' })];
      fireEvent.change(input, { target: { files } });
      const rows = await screen.findAllByTestId('upload-row');
      expect(rows).toHaveLength(4);
      expect(rows[3]!.getAttribute('data-state')).toBe('failed');
      expect(rows[3]!.textContent).toContain('This is not a photo we accept');
      await waitFor(() => expect(xhrs).toHaveLength(1));
      act(() => xhrs[0]!.progress(30, 100));
      expect(await screen.findByText('30%')).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Uploading one.jpg' })).toBeTruthy();
      act(() => xhrs[0]!.respond(201, { data: item({ ownerName: 'velvet_fox', status: 'pending' }) }));
      await waitFor(() => expect(xhrs).toHaveLength(2));
      expect(screen.getAllByTestId('upload-row')[0]!.getAttribute('data-state')).toBe('done');
      act(() => xhrs[1]!.respond(413, { message: 'The file is too large: 20 MB at most.', statusCode: 413 }));
      expect(await screen.findByText('The file is too large: 20 MB at most.')).toBeTruthy();
      // The video is sent too (202: processing): its row shows the server's progress until it is ready.
      await waitFor(() => expect(xhrs).toHaveLength(3));
      act(() => xhrs[2]!.respond(202, { data: clip }));
      expect(await screen.findByText('Uploaded: being prepared for viewing')).toBeTruthy();
      expect(screen.getAllByTestId('upload-row')[2]!.getAttribute('data-state')).toBe('processing');
      expect(screen.getByText('Preparing… 0%')).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'Preparing clip.mov' })).toBeTruthy();
      expect(await screen.findByText('Preparing… 40%', {}, { timeout: 3000 })).toBeTruthy();
      await waitFor(() => expect(screen.getAllByTestId('upload-row')[2]!.getAttribute('data-state')).toBe('done'), { timeout: 3000 });
      expect(screen.getAllByTestId('upload-row')[2]!.textContent).toContain('Ready');
    } finally {
      window.XMLHttpRequest = Original;
    }
  });

  it('tells the member at once that HEIC photos are not supported and to export them as JPEG, sending nothing', async () => {
    const { requests } = mockApi({ ...me, ...own, 'GET /api/media': page([]), 'GET /api/media-albums': page([]) });
    renderApp('/profile/velvet_fox/media');
    const input = (await screen.findByTestId('upload-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['h'], 'IMG_0042.HEIC', { type: 'image/heic' })] } });
    const [row] = await screen.findAllByTestId('upload-row');
    expect(row!.getAttribute('data-state')).toBe('failed');
    expect(row!.textContent).toContain('HEIC photos are not supported. Export the photo as JPEG');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('the profile media tab', SLOW, () => {
  it('lists a member’s photos and opens them in the viewer with arrow keys, likes and comments', async () => {
    const a = item({ description: 'Beach day' });
    const b = item({ description: 'Sunset', likes: 2, likesText: '2' });
    const { requests } = mockApi({
      ...me,
      ...sunny,
      'GET /api/media': page([a, b]),
      [`GET /api/media/${a.id}`]: { status: 200, body: { data: a } },
      [`GET /api/media/${b.id}`]: { status: 200, body: { data: { ...b, views: 4, viewsText: '4' } } },
      [`GET /api/media/${a.id}/comments`]: page([]),
      [`GET /api/media/${b.id}/comments`]: page([{ id: ALBUM_ID, authorName: 'blue_moon', body: 'Gorgeous', createdAt: '2026-11-20T10:00:00.000Z', canDelete: false }]),
      [`PUT /api/media/${b.id}/like`]: { status: 200, body: { data: { isLiked: true, likes: 3, likesText: '3' } } },
      [`POST /api/media/${b.id}/comments`]: { status: 201, body: { data: { id: ALBUM_ID, authorName: 'velvet_fox', body: 'Lovely', createdAt: '2026-11-20T10:00:00.000Z', canDelete: true } } },
    });
    renderApp('/profile/sunny_pair/media');
    const thumbs = await screen.findAllByTestId('media-thumb');
    expect(thumbs).toHaveLength(2);
    expect(screen.queryByTestId('upload-panel')).toBeNull();
    fireEvent.click(thumbs[0]!);
    const viewer = await screen.findByTestId('media-viewer');
    expect(within(viewer).getByText('Beach day')).toBeTruthy();
    expect(within(viewer).getByTestId('viewer-position').textContent).toBe('1 of 2');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await within(viewer).findByText('Sunset')).toBeTruthy();
    expect(within(viewer).getByTestId('viewer-position').textContent).toBe('2 of 2');
    expect(await within(viewer).findByText('Gorgeous')).toBeTruthy();
    expect(await within(viewer).findByText('4 views')).toBeTruthy();

    fireEvent.click(within(viewer).getByRole('button', { name: /Like · 2/ }));
    expect(await within(viewer).findByRole('button', { name: /Liked · 3/ })).toBeTruthy();

    fireEvent.change(within(viewer).getByLabelText('Write a comment'), { target: { value: 'Lovely' } });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url === `/api/media/${b.id}/comments` && (r.body as { body: string }).body === 'Lovely')).toBe(true));

    // Swipe right on a phone goes back.
    const stage = within(viewer).getByTestId('viewer-stage');
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 10 }], changedTouches: [{ clientX: 100, clientY: 10 }] });
    fireEvent.touchEnd(stage, { touches: [{ clientX: 260, clientY: 10 }], changedTouches: [{ clientX: 260, clientY: 10 }] });
    expect(await within(viewer).findByText('Beach day')).toBeTruthy();

    fireEvent.click(within(viewer).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: /Report this photo by sunny_pair/ })).toBeTruthy();
  });

  it('shows the owner the moderation state of each photo', async () => {
    mockApi({ ...me, ...own, 'GET /api/media': page([item({ ownerName: 'velvet_fox', status: 'pending', permissions: { canComment: false, canLike: false, canEdit: true } })]), 'GET /api/media-albums': page([]) });
    renderApp('/profile/velvet_fox/media');
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByTestId('upload-panel')).toBeTruthy();
  });

  it('shows the owner a processing badge on a video being prepared, and a play mark on ready videos', async () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    const ready = item({
      ownerName: 'velvet_fox',
      kind: 'video',
      duration: 2,
      video: { 'video-small': `/api/media/files/${id}/video-small`, 'video-low': `/api/media/files/${id}/video-low`, 'video-480': `/api/media/files/${id}/video-480` },
    });
    const processing = item({ ownerName: 'velvet_fox', kind: 'video', processing: 'processing', status: 'pending', video: null });
    mockApi({ ...me, ...own, 'GET /api/media': page([processing, ready]), 'GET /api/media-albums': page([]) });
    renderApp('/profile/velvet_fox/media');
    const thumbs = await screen.findAllByTestId('media-thumb');
    expect(within(thumbs[0]!).getByTestId('processing-badge').textContent).toBe('Processing');
    // No poster exists yet: a placeholder instead of a broken picture.
    expect(thumbs[0]!.querySelector('img')).toBeNull();
    expect(thumbs[1]!.querySelector('img')).not.toBeNull();
    expect(within(thumbs[0]!).queryByTestId('play-mark')).toBeNull();
    expect(within(thumbs[1]!).getByTestId('play-mark').getAttribute('aria-label')).toBe('Video');
    expect(within(thumbs[1]!).queryByTestId('processing-badge')).toBeNull();
  });

  it('shows no processing badge on another member’s media', async () => {
    const id = '00000000-0000-4000-8000-0000000000ab';
    const video = item({ kind: 'video', video: { 'video-small': `/v/${id}/s`, 'video-low': `/v/${id}/l`, 'video-480': `/v/${id}/480` } });
    mockApi({ ...me, ...sunny, 'GET /api/media': page([video]) });
    renderApp('/profile/sunny_pair/media');
    const [thumb] = await screen.findAllByTestId('media-thumb');
    expect(within(thumb!).getByTestId('play-mark')).toBeTruthy();
    expect(screen.queryByTestId('processing-badge')).toBeNull();
  });

  it('plays a ready video in the viewer at the 480 size with its poster; a failed one shows why, without a player', async () => {
    const id = '00000000-0000-4000-8000-0000000000ac';
    const video = item({
      id,
      description: 'Waves',
      kind: 'video',
      duration: 2,
      sizes: { small: `/api/media/files/${id}/small`, medium: `/api/media/files/${id}/medium`, 'large-thumbnail': `/api/media/files/${id}/large-thumbnail`, large: `/api/media/files/${id}/large?sig=p` },
      video: { 'video-small': `/api/media/files/${id}/video-small`, 'video-low': `/api/media/files/${id}/video-low`, 'video-480': `/api/media/files/${id}/video-480?sig=v` },
    });
    const failed = item({ ownerName: 'velvet_fox', kind: 'video', processing: 'failed', processingError: 'This video could not be processed: it may be damaged.', status: 'pending', video: null });
    mockApi({
      ...me,
      ...sunny,
      'GET /api/media': page([video]),
      [`GET /api/media/${id}`]: { status: 200, body: { data: video } },
      [`GET /api/media/${id}/comments`]: page([]),
      [`GET /api/media/${failed.id}`]: { status: 200, body: { data: failed } },
      [`GET /api/media/${failed.id}/comments`]: page([]),
    });
    renderApp('/profile/sunny_pair/media');
    fireEvent.click((await screen.findAllByTestId('media-thumb'))[0]!);
    const viewer = await screen.findByTestId('media-viewer');
    const player = (await within(viewer).findByTestId('viewer-video')) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.controls).toBe(true);
    expect(player.getAttribute('src')).toBe(`/api/media/files/${id}/video-480?sig=v`);
    expect(player.getAttribute('poster')).toBe(`/api/media/files/${id}/large?sig=p`);
    expect(within(viewer).queryByTestId('viewer-image')).toBeNull();

    // The owner opening a video whose processing failed reads why, and no player is offered.
    act(() => openMediaViewer([failed], 0));
    expect(await within(screen.getByTestId('media-viewer')).findByTestId('viewer-processing-error')).toBeTruthy();
    const again = screen.getByTestId('media-viewer');
    expect(within(again).getByText('This video could not be processed: it may be damaged.')).toBeTruthy();
    expect(within(again).getByTestId('viewer-processing').textContent).toBe('Could not be prepared');
    expect(within(again).queryByTestId('viewer-video')).toBeNull();
  });

  it('creates a private album and opens it', async () => {
    const created = album({ ownerName: 'velvet_fox', access: 'owner', name: 'Weekend', itemCount: 0 });
    const { requests } = mockApi({
      ...me,
      ...own,
      'GET /api/media-albums': page([]),
      'POST /api/media-albums': { status: 201, body: { data: created } },
      [`GET /api/media-albums/${ALBUM_ID}`]: { status: 200, body: { data: created } },
      'GET /api/media': page([]),
      'GET /api/album-invites': page([]),
    });
    const { services } = renderApp('/profile/velvet_fox/media/albums');
    fireEvent.click(await screen.findByRole('button', { name: 'New album' }));
    const form = await screen.findByTestId('album-form');
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: 'Weekend' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Weekend', description: '', visibility: 'members' }));
    await waitFor(() => expect(services.router.state.location.search).toBe(`?album=${ALBUM_ID}`));
    expect(await screen.findByRole('heading', { level: 3, name: 'Weekend' })).toBeTruthy();
  });

  it('lets a member ask for access to a private album, and shows the request', async () => {
    let requested = false;
    const { requests } = mockApi({
      ...me,
      ...sunny,
      'GET /api/media-albums': () => page([album(requested ? { access: 'request-pending', inviteId: invite().id } : {})]),
      'POST /api/album-invites/requests': () => {
        requested = true;
        return { status: 201, body: { data: invite({ kind: 'request', canAccept: false }) } };
      },
    });
    renderApp('/profile/sunny_pair/media/albums');
    const card = await screen.findByTestId('album-card');
    expect(within(card).getByText('Private')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Ask for access' }));
    expect(await within(await screen.findByTestId('album-card')).findByText('You asked for access. sunny_pair will decide.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ albumId: ALBUM_ID });
  });

  it('opens an album the member was invited to', async () => {
    mockApi({
      ...me,
      ...sunny,
      [`GET /api/media-albums/${ALBUM_ID}`]: { status: 200, body: { data: album({ access: 'invited' }) } },
      'GET /api/media': page([item({ albumId: ALBUM_ID })]),
    });
    renderApp(`/profile/sunny_pair/media?album=${ALBUM_ID}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Summer' })).toBeTruthy();
    expect(await screen.findAllByTestId('media-thumb')).toHaveLength(1);
  });

  it('keeps a locked album closed', async () => {
    mockApi({ ...me, ...sunny, [`GET /api/media-albums/${ALBUM_ID}`]: { status: 200, body: { data: album({ access: 'invite-pending', inviteId: invite().id }) } } });
    renderApp(`/profile/sunny_pair/media?album=${ALBUM_ID}`);
    const locked = await screen.findByTestId('album-locked');
    expect(within(locked).getByText('sunny_pair invited you to see this album.')).toBeTruthy();
    expect(screen.queryByTestId('media-thumb')).toBeNull();
  });

  it('lets the owner invite a member to a private album', async () => {
    const { requests } = mockApi({
      ...me,
      ...own,
      [`GET /api/media-albums/${ALBUM_ID}`]: { status: 200, body: { data: album({ ownerName: 'velvet_fox', access: 'owner' }) } },
      'GET /api/media': page([]),
      'GET /api/album-invites': page([]),
      'POST /api/album-invites': { status: 201, body: { data: invite({ memberName: 'blue_moon', canAccept: false }) } },
    });
    renderApp(`/profile/velvet_fox/media?album=${ALBUM_ID}`);
    const sharing = await screen.findByTestId('album-sharing');
    fireEvent.change(within(sharing).getByLabelText('Invite a member'), { target: { value: 'blue_moon' } });
    fireEvent.click(within(sharing).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST' && r.url === '/api/album-invites')?.body).toEqual({ albumId: ALBUM_ID, name: 'blue_moon' }));
  });

  it('lets the owner add photos to an album with the media picker (those already in it are left alone)', async () => {
    const loose = item({ ownerName: 'velvet_fox', description: 'Loose', albumId: null });
    const already = item({ ownerName: 'velvet_fox', description: 'Already', albumId: ALBUM_ID });
    const { requests } = mockApi({
      ...me,
      ...own,
      [`GET /api/media-albums/${ALBUM_ID}`]: { status: 200, body: { data: album({ ownerName: 'velvet_fox', access: 'owner', visibility: 'members' }) } },
      'GET /api/media': page([]),
      'GET /api/album-invites': page([]),
      'GET /api/media/mine': page([loose, already]),
      [`PUT /api/media/${loose.id}`]: { status: 200, body: { data: { ...loose, albumId: ALBUM_ID } } },
    });
    renderApp(`/profile/velvet_fox/media?album=${ALBUM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add from my photos' }));
    const picker = await screen.findByTestId('media-picker', {}, { timeout: 3000 });
    const query = new URL(requests.find((r) => r.url.startsWith('/api/media/mine'))!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: 'all', showAdult: 'true', showPrivate: 'true', includeMisc: 'true' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Loose' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Already' }));
    fireEvent.click(within(picker).getByTestId('picker-use'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([[`/api/media/${loose.id}`, { albumId: ALBUM_ID }]]));
    // The album's list is loaded again with the photo in it.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.url.startsWith(`/api/media?owner=velvet_fox&album=${ALBUM_ID}`)).length).toBeGreaterThan(1));
  });

  it('accepts an invitation from the invitations page', async () => {
    const { requests } = mockApi({
      ...me,
      ...own,
      'GET /api/album-invites': (r) => (r.url.includes('box=received') ? page([invite()]) : page([])),
      [`PUT /api/album-invites/${invite().id}`]: { status: 200, body: { data: invite({ status: 'accepted', canAccept: false }) } },
    });
    renderApp('/profile/velvet_fox/media/invites');
    const row = await screen.findByTestId('invite-received');
    expect(row.textContent).toContain('sunny_pair invited you to the album “Summer”');
    fireEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.url === `/api/album-invites/${invite().id}`)).toBe(true));
  });
});

describe('the gallery', SLOW, () => {
  it('shows public photos to guests and sends them to log in to open one', async () => {
    mockApi({ ...guest, 'GET /api/media/gallery': page([item({ visibility: 'public' })]) });
    const { services } = renderApp('/gallery');
    const thumb = await screen.findByTestId('media-thumb');
    expect(thumb.textContent).toContain('sunny_pair');
    fireEvent.click(thumb);
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    expect(window.sessionStorage.getItem('site.afterLogin')).toBe('/gallery');
  });

  it('lets members ask for adult photos and opt out', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/media/gallery': page([]),
      'GET /api/media/settings': { status: 200, body: { data: { galleryOptOut: false } } },
      'PUT /api/media/settings': { status: 200, body: { data: { galleryOptOut: true } } },
    });
    renderApp('/gallery');
    expect(await screen.findByText('No photos in the gallery yet.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Show adult photos'));
    await waitFor(() => expect(requests.some((r) => r.url.startsWith('/api/media/gallery?adult=true'))).toBe(true));
    const optOut = screen.getByLabelText('Keep my photos out of the gallery');
    await waitFor(() => expect((optOut as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(optOut);
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ galleryOptOut: true }));
  });

  it('has a landing page', async () => {
    mockApi({ ...guest, 'GET /api/media/gallery': page([item({ visibility: 'public' })]) });
    renderApp('/gallery/landing');
    expect(await screen.findByRole('link', { name: 'Browse the gallery' })).toBeTruthy();
    expect(await screen.findByTestId('media-thumb')).toBeTruthy();
  });
});

describe('the media picker', SLOW, () => {
  it('offers the member’s own media with the options and resolves with the choice', async () => {
    const a = item({ ownerName: 'velvet_fox', description: 'One' });
    const b = item({ ownerName: 'velvet_fox', description: 'Two' });
    const { requests } = mockApi({ ...me, 'GET /api/media/gallery': page([]), 'GET /api/media/mine': page([a, b]) });
    renderApp('/gallery');
    await screen.findByTestId('media-empty');
    let picked: Awaited<ReturnType<typeof pickMedia>> | undefined;
    act(() => {
      void pickMedia({ showAdult: false, includeMisc: false }).then((p) => (picked = p));
    });
    const picker = await screen.findByTestId('media-picker', {}, { timeout: 3000 });
    const two = await within(picker).findByRole('button', { name: 'Two' });
    const query = new URL(requests.find((r) => r.url.startsWith('/api/media/mine'))!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: 'image', showAdult: 'false', showPrivate: 'true', includeMisc: 'false' });
    fireEvent.click(two);
    fireEvent.click(within(picker).getByTestId('picker-use'));
    await waitFor(() => expect(picked).toEqual([{ kind: 'media', item: b }]));
  });

  it('picks on click with emitSelectedOnClick, and accepts only https external images', async () => {
    const a = item({ ownerName: 'velvet_fox', description: 'One' });
    mockApi({ ...me, 'GET /api/media/gallery': page([]), 'GET /api/media/mine': page([a]) });
    renderApp('/gallery');
    await screen.findByTestId('media-empty');
    let picked: Awaited<ReturnType<typeof pickMedia>> | undefined;
    act(() => {
      void pickMedia({ emitSelectedOnClick: true, externalImages: true }).then((p) => (picked = p));
    });
    const picker = await screen.findByTestId('media-picker', {}, { timeout: 3000 });
    expect(within(picker).getByLabelText('Or an image address')).toBeTruthy();
    fireEvent.click(await within(picker).findByRole('button', { name: 'One' }));
    await waitFor(() => expect(picked).toEqual([{ kind: 'media', item: a }]));
    expect(externalImageUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(externalImageUrl('javascript:alert(1)')).toBeNull();
    expect(externalImageUrl('http://example.com/a.jpg')).toBeNull();
  });
});
