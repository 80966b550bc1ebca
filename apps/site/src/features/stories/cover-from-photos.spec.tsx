import type { StoryCard } from '@community/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { mediaOverlayStore } from '../media/store';
import { item, page } from '../../test/media';
import { profileView } from '../../test/members';
import { STORY_ID, storyCard } from './test-stories';

// The whole site renders lazily; on a loaded 2-core machine the first page can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => mediaOverlayStore.reset());

const ID = STORY_ID;
const COVER = {
  small: `/api/stories/${ID}/cover/small?v=2`,
  medium: `/api/stories/${ID}/cover/medium?v=2`,
  large: `/api/stories/${ID}/cover/large?v=2`,
};

const story: StoryCard = storyCard({
  tags: [],
  chapterCount: 1,
  readCount: 0,
  likeCount: 0,
  favouriteCount: 0,
  author: { id: 'a1', name: 'velvet_fox', avatarColour: 1 },
  cover: null,
});

const self = profileView('velvet_fox', { relation: { ...profileView('x').relation!, self: true } });
const base = {
  'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
  'GET /api/users/velvet_fox': { status: 200, body: { data: self } },
  'GET /api/users/velvet_fox/note': { status: 200, body: { data: null } },
};

describe('a story cover from my photos', { timeout: 30_000 }, () => {
  it('opens the picker on my public photos only and sends the chosen photo’s id to the cover endpoint', async () => {
    const photo = item({ ownerName: 'velvet_fox', description: 'Harbour at dusk' });
    let covered = false;
    const { requests } = mockApi({
      ...base,
      'GET /api/stories/mine': () => ({
        status: 200,
        body: { data: { items: [{ ...story, cover: covered ? COVER : null }], next: null } },
      }),
      'GET /api/media/mine': page([photo]),
      [`PUT /api/stories/${ID}/cover`]: () => {
        covered = true;
        return { status: 200, body: { data: COVER } };
      },
    });
    renderApp('/profile/velvet_fox/stories/covers');
    const field = await screen.findByTestId('cover-field');
    expect(within(field).getByTestId('cover-placeholder')).toBeTruthy();
    fireEvent.click(within(field).getByRole('button', { name: 'Choose from my photos' }));
    const picker = await screen.findByTestId('media-picker', {}, { timeout: 5000 });
    const query = new URL(requests.find((r) => r.url.startsWith('/api/media/mine'))!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ type: 'image', showAdult: 'false', showPrivate: 'false' });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Harbour at dusk' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && r.url === `/api/stories/${ID}/cover`)).toBe(true),
    );
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ mediaId: photo.id });
    // The list is read again and shows the new cover.
    expect((await screen.findByTestId('cover-image')).getAttribute('src')).toBe(COVER.medium);
  });

  it('shows what the server refused (a photo not yet approved) and keeps the old state', async () => {
    const photo = item({ ownerName: 'velvet_fox', description: 'Pending one' });
    mockApi({
      ...base,
      'GET /api/stories/mine': { status: 200, body: { data: { items: [story], next: null } } },
      'GET /api/media/mine': page([photo]),
      [`PUT /api/stories/${ID}/cover`]: {
        status: 422,
        body: {
          statusCode: 422,
          code: 'MEDIA_NOT_SHAREABLE',
          message: 'This photo can be used once a moderator has approved it',
          errors: [{ field: 'mediaId', message: 'This photo can be used once a moderator has approved it' }],
        },
      },
    });
    renderApp('/profile/velvet_fox/stories/covers');
    const field = await screen.findByTestId('cover-field');
    fireEvent.click(within(field).getByRole('button', { name: 'Choose from my photos' }));
    const picker = await screen.findByTestId('media-picker', {}, { timeout: 5000 });
    fireEvent.click(await within(picker).findByRole('button', { name: 'Pending one' }));
    expect((await within(field).findByRole('alert')).textContent).toContain('once a moderator has approved it');
    expect(within(field).getByTestId('cover-placeholder')).toBeTruthy();
  });
});
