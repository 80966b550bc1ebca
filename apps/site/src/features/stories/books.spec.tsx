import type { Ebook, StoryCard, StoryDetail, StorySeriesDetail } from '@community/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { profileView } from '../../test/members';
import { STORY_ID, storyCard } from './test-stories';

// The first render of a lazily loaded page compiles its chunk: on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 5000 });

const ID = STORY_ID;
const PREV = '4a1c8b63-2d3e-4f5a-9b0c-1d2e3f4a5b6c';
const CH1 = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const SERIES = '5b2d9c74-3e4f-4a6b-8c1d-2e3f4a5b6c7d';
const COVER = { small: `/api/stories/${ID}/cover/small?v=1`, medium: `/api/stories/${ID}/cover/medium?v=1`, large: `/api/stories/${ID}/cover/large?v=1` };

const card = (extra: Partial<StoryCard> = {}): StoryCard => storyCard({ chapterCount: 1, cover: null, ...extra });

function detail(extra: Partial<StoryDetail> = {}): StoryDetail {
  return {
    ...card(),
    version: 3,
    chapters: [{ id: CH1, position: 1, title: '', wordCount: 600, paragraphs: 2, updatedAt: '2026-11-01T10:00:00.000Z' }],
    viewer: { liked: false, favourite: false, canEdit: false, progress: null },
    series: null,
    ...extra,
  };
}

const reader = (story: StoryDetail) => ({
  'GET /api/auth/profile': { status: 200, body: { data: profile() } },
  [`GET /api/stories/${story.slug}`]: { status: 200, body: { data: story } },
  [`GET /api/stories/${story.id}/chapters/1`]: {
    status: 200,
    body: { data: { ...story.chapters[0], storyId: story.id, html: '<p>The doors sighed shut.</p>', previous: null, next: null } },
  },
  [`POST /api/stories/${story.id}/reads`]: { status: 200, body: { data: { counted: true, readCount: 11 } } },
  [`PUT /api/reading/${story.id}`]: { status: 204 },
  [`GET /api/stories/${story.id}/comments`]: { status: 200, body: { data: { items: [], next: null, totalItems: 0, timestamp: '2026-11-01T10:00:00.000Z' } } },
});

describe('series, covers and EPUB in the reader', () => {
  it('shows the part of the series with links to the previous part, the cover and the EPUB download', async () => {
    const story = detail({
      cover: COVER,
      series: {
        id: SERIES,
        slug: 'tram-nights',
        title: 'Tram Nights',
        authorName: 'writer',
        position: 2,
        count: 2,
        previous: { id: PREV, slug: 'the-first-tram', genre: 'romance', title: 'The First Tram' },
        next: null,
      },
    });
    mockApi(reader(story));
    renderApp('/stories/romance/the-last-tram');
    expect(await screen.findByText('The doors sighed shut.')).toBeTruthy();
    const navs = screen.getAllByTestId('series-nav');
    // At the top, and again after the last chapter.
    expect(navs).toHaveLength(2);
    const top = within(navs[0]!);
    expect(top.getByRole('link', { name: 'Part 2 of 2 in Tram Nights' }).getAttribute('href')).toBe('/profile/writer/stories/series/tram-nights');
    expect(top.getByRole('link', { name: /Previous part/ }).getAttribute('href')).toBe('/stories/romance/the-first-tram');
    expect(top.queryByRole('link', { name: /Next part/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Cover of The Last Tram' }).getAttribute('src')).toBe(COVER.medium);
    expect(screen.getByTestId('epub-link').getAttribute('href')).toBe(`/api/stories/${ID}/epub`);
  });

  it('shows no series box for a story in no series', async () => {
    mockApi(reader(detail()));
    renderApp('/stories/romance/the-last-tram');
    expect(await screen.findByText('The doors sighed shut.')).toBeTruthy();
    expect(screen.queryByTestId('series-nav')).toBeNull();
  });
});

describe('series pages on the profile', () => {
  const series: StorySeriesDetail = {
    id: SERIES,
    slug: 'tram-nights',
    title: 'Tram Nights',
    summary: 'Two nights on the last tram.',
    author: { id: 'a1', name: 'velvet_fox', avatarColour: 1 },
    partCount: 2,
    wordCount: 2400,
    cover: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    parts: [card({ id: PREV, slug: 'the-first-tram', title: 'The First Tram' }), card({ status: 'draft' })],
    canEdit: true,
  };
  const self = profileView('velvet_fox', { relation: { ...profileView('x').relation!, self: true } });

  it('lets the writer reorder the parts and save, sending the new order', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
      'GET /api/users/velvet_fox': { status: 200, body: { data: self } },
      'GET /api/users/velvet_fox/note': { status: 200, body: { data: null } },
      'GET /api/users/velvet_fox/story-series/tram-nights': { status: 200, body: { data: series } },
      'GET /api/stories/mine': { status: 200, body: { data: { items: series.parts, next: null } } },
      [`PUT /api/story-series/${SERIES}`]: (r) => ({
        status: 200,
        body: { data: { ...series, parts: [...series.parts].reverse(), summary: (r.body as { summary: string }).summary } },
      }),
    });
    renderApp('/profile/velvet_fox/stories/series/tram-nights/edit');
    const form = await screen.findByTestId('series-form');
    const parts = within(form).getByTestId('series-parts');
    expect(within(parts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('The First Tram'),
      expect.stringContaining('The Last Tram'),
    ]);
    expect(within(parts).getByText('Draft: readers see it once it is published')).toBeTruthy();
    fireEvent.click(within(parts).getAllByRole('button', { name: 'Move down' })[0]!);
    fireEvent.click(within(form).getByRole('button', { name: 'Save series' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.url === `/api/story-series/${SERIES}`)).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect((put.body as { storyIds: string[] }).storyIds).toEqual([ID, PREV]);
  });

  it('shows another writer’s series as a read-only list of parts', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
      'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair') } },
      'GET /api/users/sunny_pair/note': { status: 200, body: { data: null } },
      'GET /api/users/sunny_pair/story-series/tram-nights': { status: 200, body: { data: { ...series, canEdit: false, parts: [series.parts[0]] } } },
    });
    renderApp('/profile/sunny_pair/stories/series/tram-nights');
    const page = await screen.findByTestId('series-page');
    expect(within(page).getByRole('heading', { name: 'Tram Nights' })).toBeTruthy();
    expect(within(page).queryByRole('link', { name: 'Edit series' })).toBeNull();
    expect(within(page).getByRole('link', { name: 'Start reading' }).getAttribute('href')).toBe('/stories/romance/the-first-tram');
    // Covers are the writer's own page: not in another member's sub-navigation.
    expect(screen.queryByRole('link', { name: 'Covers' })).toBeNull();
  });
});

describe('ebooks', () => {
  const ebook = (extra: Partial<Ebook> = {}): Ebook => ({
    id: '6c3e0d85-4f5a-4b7c-9d2e-3f4a5b6c7d8e',
    title: 'Night Tram and Other Stories',
    summary: 'Collected.',
    language: 'en',
    status: 'approved',
    rejectReason: null,
    reviewedAt: null,
    author: { id: 'a1', name: 'velvet_fox', avatarColour: 1 },
    cover: null,
    wordCount: 4200,
    chapterCount: 3,
    submittedAt: '2026-11-01T10:00:00.000Z',
    publishedAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    epubUrl: '/api/ebooks/6c3e0d85-4f5a-4b7c-9d2e-3f4a5b6c7d8e/epub',
    canEdit: false,
    ...extra,
  });

  it('lists my ebooks with their review state and the editors’ reason, then the approved ones', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
      'GET /api/ebooks/mine': {
        status: 200,
        body: { data: { items: [ebook({ id: 'b1e2c3d4-0000-4000-8000-000000000001', status: 'rejected', rejectReason: 'The cover shows a real person.', canEdit: true, publishedAt: null })], next: null } },
      },
      'GET /api/ebooks': { status: 200, body: { data: { items: [ebook()], next: null } } },
    });
    renderApp('/ebooks');
    expect(await screen.findByText('Our editors’ reason: The cover shows a real person.')).toBeTruthy();
    const lists = await screen.findAllByTestId('ebook-list');
    expect(lists).toHaveLength(2);
    expect(within(lists[0]!).getByTestId('ebook-status').textContent).toBe('Not approved');
    expect(within(lists[0]!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/ebooks/create?ebook=b1e2c3d4-0000-4000-8000-000000000001');
    expect(within(lists[1]!).getByRole('link', { name: 'Download EPUB' }).getAttribute('href')).toBe(ebook().epubUrl);
    expect(within(lists[1]!).queryByTestId('ebook-status')).toBeNull();
  });

  it('builds an ebook from chapters of my stories and names what the server refused', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
      'GET /api/stories/mine': { status: 200, body: { data: { items: [card()], next: null } } },
      [`GET /api/stories/${ID}`]: { status: 200, body: { data: detail() } },
      'POST /api/ebooks': {
        status: 422,
        body: { message: 'Only chapters of your own stories can go into your ebook', statusCode: 422, code: 'STORIES_INVALID', errors: [{ field: 'chapterIds.0', message: 'Only chapters of your own stories can go into your ebook' }] },
      },
    });
    renderApp('/ebooks/create');
    const form = await screen.findByTestId('ebook-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /Title/ }), { target: { value: 'Night Tram' } });
    // Nothing chosen: refused before sending.
    fireEvent.click(within(form).getByRole('button', { name: 'Save and send for review' }));
    expect(await within(form).findByText('An ebook needs at least one chapter')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click((await within(form).findAllByLabelText('Story')).find((el) => (el as HTMLInputElement).type !== 'hidden')!);
    fireEvent.click(await screen.findByRole('option', { name: 'The Last Tram' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Add' }));
    expect(within(within(form).getByTestId('ebook-chapters')).getByText('The Last Tram')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save and send for review' }));
    expect(await within(form).findByText('Only chapters of your own stories can go into your ebook')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/ebooks')!;
    expect(post.body).toMatchObject({ title: 'Night Tram', chapterIds: [CH1] });
  });
});
