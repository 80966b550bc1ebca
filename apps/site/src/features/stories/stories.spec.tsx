import type { StoryDetail } from '@community/contracts';
import { RICH_TAGS, toast } from '@community/ui';
import { STORY_LIMITS, STORY_RICH_TAGS } from '@community/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { toSiteView } from '../../shared/boot/site-view';
import { bootData, profile, siteConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { STORY_ID, storyCard, storyComment } from './test-stories';

// The first render of a lazily loaded page compiles its chunk: on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 5000 });
// Toasts queue (a few at a time): each test starts with none left from the one before.
afterEach(() => toast.clear());

const ID = STORY_ID;
const CH1 = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const CH2 = '8d2f3e4a-5b6c-4d7e-9f8a-0b1c2d3e4f5a';

const card = storyCard;

function detail(extra: Partial<StoryDetail> = {}): StoryDetail {
  return {
    ...card(),
    version: 3,
    chapters: [
      { id: CH1, position: 1, title: 'Platform', wordCount: 600, paragraphs: 2, updatedAt: '2026-11-01T10:00:00.000Z' },
      { id: CH2, position: 2, title: 'Terminus', wordCount: 600, paragraphs: 3, updatedAt: '2026-11-01T10:00:00.000Z' },
    ],
    viewer: { liked: false, favourite: false, canEdit: false, progress: null },
    ...extra,
  };
}

const chapter = (position: number) => ({
  id: position === 1 ? CH1 : CH2,
  position,
  title: position === 1 ? 'Platform' : 'Terminus',
  wordCount: 600,
  paragraphs: 2,
  updatedAt: '2026-11-01T10:00:00.000Z',
  storyId: ID,
  html: position === 1 ? '<p>The doors sighed shut.</p><p>She looked up.</p>' : '<p>The end of the line.</p><p>They stepped out together.</p>',
  previous: position > 1 ? position - 1 : null,
  next: position < 2 ? position + 1 : null,
});

/** A member reading the story's first chapter (the read and the place are posted). */
const reading = {
  'GET /api/auth/profile': { status: 200, body: { data: profile() } },
  'GET /api/stories/the-last-tram': { status: 200, body: { data: detail() } },
  [`GET /api/stories/${ID}/chapters/1`]: { status: 200, body: { data: chapter(1) } },
  [`POST /api/stories/${ID}/reads`]: { status: 200, body: { data: { counted: true, readCount: 11 } } },
  [`PUT /api/reading/${ID}`]: { status: 204 },
};

const comments = { status: 200, body: { data: { items: [], next: null, totalItems: 0, timestamp: '2026-11-01T10:00:00.000Z' } } };

describe('story text rules', () => {
  it('the server keeps exactly the tags RichContent renders', () => {
    expect([...STORY_RICH_TAGS].sort()).toEqual([...RICH_TAGS].sort());
  });
});

describe('the reader', () => {
  it('shows the chapter asked for with previous/next, counts the read, and offers to resume', async () => {
    let liked = false;
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/stories/the-last-tram': () => ({
        status: 200,
        body: { data: detail({ likeCount: liked ? 4 : 3, viewer: { liked, favourite: false, canEdit: false, progress: { chapterId: CH2, chapterPosition: 2, paragraph: 1, updatedAt: '2026-11-02T10:00:00.000Z' } } }) },
      }),
      [`GET /api/stories/${ID}/chapters/1`]: { status: 200, body: { data: chapter(1) } },
      [`GET /api/stories/${ID}/chapters/2`]: { status: 200, body: { data: chapter(2) } },
      [`POST /api/stories/${ID}/reads`]: { status: 200, body: { data: { counted: true, readCount: 11 } } },
      [`PUT /api/reading/${ID}`]: { status: 204 },
      [`PUT /api/stories/${ID}/like`]: () => {
        liked = true;
        return { status: 200, body: { data: { on: true, count: 4 } } };
      },
      [`GET /api/stories/${ID}/comments`]: comments,
    });
    renderApp('/stories/romance/the-last-tram');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Last Tram' })).toBeTruthy();
    expect(await screen.findByText('The doors sighed shut.')).toBeTruthy();
    const resume = screen.getByTestId('resume');
    expect(resume.textContent).toBe('Continue where you left off (chapter 2)');
    expect(resume.getAttribute('href')).toBe('/stories/romance/the-last-tram?chapter=2&p=1');
    // Printing is the server's page, in a new tab.
    const print = screen.getByRole('link', { name: 'Print' });
    expect(print.getAttribute('href')).toBe('/stories/romance/the-last-tram/print');
    expect(print.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url === `/api/stories/${ID}/reads`)).toBe(true));
    expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/reads'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: /Next chapter/ }));
    expect(await screen.findByText('The end of the line.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Previous chapter/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Next chapter/ })).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.url === `/api/reading/${ID}` && (r.body as { chapterId: string }).chapterId === CH2)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: /^Like/ }));
    expect(await screen.findByRole('button', { name: /^Liked · 4/ })).toBeTruthy();
    // Tips are a stories-site thing.
    expect(screen.queryByTestId('tip')).toBeNull();
  });

  it('tips the writer in coins on the stories site; a retry keeps its key, a new tip gets a new one; refusals are shown', async () => {
    let refuse = true;
    const { requests } = mockApi({
      ...reading,
      [`GET /api/stories/${ID}/comments`]: comments,
      'POST /api/coins/tip': (r) => {
        if (refuse) return { status: 422, body: { message: 'You do not have enough coins', statusCode: 422, errors: [{ field: 'amount', message: 'You do not have enough coins' }] } };
        const b = r.body as { amount: number };
        return {
          status: 201,
          body: {
            data: {
              transaction: { id: '6b7c8d9e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', kind: 'tip', amount: -b.amount, balanceAfter: 100 - b.amount, counterparty: { id: 'a1', name: 'writer' }, note: null, reference: ID, createdAt: '2026-11-25T10:00:00.000Z' },
              balance: 100 - b.amount,
              replayed: false,
            },
          },
        };
      },
    });
    const tips = () => requests.filter((r) => r.url === '/api/coins/tip').map((r) => r.body as { storyId: string; amount: number; idempotencyKey: string });
    renderApp('/stories/romance/the-last-tram', bootData({ site: toSiteView({ ...siteConfig, code: 'stsp', storiesMode: true }) }));
    fireEvent.click(await screen.findByTestId('tip'));
    fireEvent.click(await screen.findByRole('radio', { name: '50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send 50 coins' }));
    expect(await screen.findByText('You do not have enough coins')).toBeTruthy();
    expect(tips()[0]).toMatchObject({ storyId: ID, amount: 50 });
    expect(tips()[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // The same tip again (after buying coins, say): the same key, so it can never pay twice.
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send 50 coins' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send 50 coins' })).toBeNull());
    expect(tips()).toHaveLength(2);
    expect(tips()[1]!.idempotencyKey).toBe(tips()[0]!.idempotencyKey);

    // A new tip is a new payment.
    fireEvent.click(screen.getByTestId('tip'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send 50 coins' }));
    await waitFor(() => expect(tips()).toHaveLength(3));
    expect(tips()[2]!.idempotencyKey).not.toBe(tips()[0]!.idempotencyKey);
  });

  it('sets the chapter with the member’s saved reader settings and remembers a change; a refused save goes back', async () => {
    let saved = { fontSize: 22, width: 'narrow', font: 'sans', theme: 'sepia' };
    let refuse = false;
    const { requests } = mockApi({
      ...reading,
      [`GET /api/stories/${ID}/comments`]: comments,
      'GET /api/reader-settings': () => ({ status: 200, body: { data: saved } }),
      'PUT /api/reader-settings': (r) => {
        if (refuse) return { status: 422, body: { message: 'theme must be light, dark or sepia', statusCode: 422 } };
        saved = r.body as typeof saved;
        return { status: 200, body: { data: saved } };
      },
    });
    renderApp('/stories/romance/the-last-tram');
    expect(await screen.findByText('The doors sighed shut.')).toBeTruthy();
    const article = screen.getByTestId('chapter');
    await waitFor(() => expect(article.getAttribute('data-theme')).toBe('sepia'));
    expect(article.style.fontSize).toBe('22px');
    expect(article.style.maxWidth).toBe('55ch');
    expect(article.style.fontFamily).toContain('sans-serif');

    fireEvent.click(screen.getByTestId('reader-settings'));
    fireEvent.click(await screen.findByRole('button', { name: 'Larger text' }));
    await waitFor(() => expect(article.style.fontSize).toBe('24px'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.url === '/api/reader-settings')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT' && r.url === '/api/reader-settings')?.body).toEqual({ fontSize: 24, width: 'narrow', font: 'sans', theme: 'sepia' });

    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(article.getAttribute('data-theme')).toBe('dark'));
    expect(saved.theme).toBe('dark');

    refuse = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(await screen.findByText('Your settings could not be saved')).toBeTruthy();
    await waitFor(() => expect(article.getAttribute('data-theme')).toBe('dark'));
  });

  it('likes another member’s comment and shows the count on my own', async () => {
    const C1 = '9e3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c';
    const C2 = 'ae4b5c6d-7e8f-4a9b-8c1d-2e3f4a5b6c7d';
    let liked = false;
    const comment = storyComment;
    const { requests } = mockApi({
      ...reading,
      [`GET /api/stories/${ID}/comments`]: () => ({
        status: 200,
        body: {
          data: {
            items: [comment(C1, { likeCount: liked ? 3 : 2, liked }), comment(C2, { body: 'Thank you!', canEdit: true, likeCount: 1, author: { id: 'me', name: 'me', avatarColour: 1 } })],
            next: null,
            totalItems: 2,
            timestamp: '2026-11-02T10:00:00.000Z',
          },
        },
      }),
      [`PUT /api/stories/comments/${C1}/like`]: () => {
        liked = true;
        return { status: 200, body: { data: { on: true, count: 3 } } };
      },
    });
    renderApp('/stories/romance/the-last-tram');
    const first = await screen.findByRole('button', { name: 'Like · 2' });
    const mine = screen.getAllByTestId('comment')[1]!;
    // My own comment: the count, no button.
    expect(within(mine).queryByRole('button', { name: /Like/ })).toBeNull();
    expect(within(mine).getByText('1 like')).toBeTruthy();

    fireEvent.click(first);
    expect(await screen.findByRole('button', { name: 'Liked · 3' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT' && r.url === `/api/stories/comments/${C1}/like`)).toHaveLength(1);
  });

  it('edits my own comment in place with the same limits, shows "edited", and shows a refusal on the field', async () => {
    const MINE = 'be5c6d7e-8f9a-4b0c-9d1e-3f4a5b6c7d8e';
    const THEIRS = 'cf6d7e8f-9a0b-4c1d-8e2f-4a5b6c7d8e9f';
    let body = 'What an endng.';
    let editedAt: string | null = null;
    const comment = (id: string, extra: Parameters<typeof storyComment>[1] = {}) => storyComment(id, { body: 'Lovely.', ...extra });
    const mine = () => comment(MINE, { body, editedAt, canEdit: true, author: { id: 'me', name: 'me', avatarColour: 1 } });
    const { requests } = mockApi({
      ...reading,
      [`GET /api/stories/${ID}/comments`]: () => ({
        status: 200,
        body: { data: { items: [comment(THEIRS, {}), mine()], next: null, totalItems: 2, timestamp: '2026-11-02T10:00:00.000Z' } },
      }),
      [`PUT /api/stories/comments/${MINE}`]: (r: { body: unknown }) => {
        const sent = (r.body as { body: string }).body;
        if (sent.includes('refuse me')) {
          return { status: 422, body: { message: 'Validation failed', statusCode: 422, errors: [{ field: 'body', message: 'A comment is at most 5,000 characters' }] } };
        }
        body = sent;
        editedAt = '2026-11-03T10:00:00.000Z';
        return { status: 200, body: { data: mine() } };
      },
    });
    renderApp('/stories/romance/the-last-tram');
    await screen.findByText('What an endng.');
    const [theirs, own] = screen.getAllByTestId('comment') as [HTMLElement, HTMLElement];
    // Only my own comment offers to edit.
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(own).queryByText(/edited/)).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'Edit' }));

    const box = within(own).getByRole('textbox', { name: 'Edit your comment' }) as HTMLTextAreaElement;
    expect(box.value).toBe('What an endng.');
    expect(box.maxLength).toBe(STORY_LIMITS.commentMax);
    // Empty (or blank) cannot be saved, as when writing one.
    fireEvent.change(box, { target: { value: '   ' } });
    expect((within(own).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // Cancel puts the comment back as it was, unsent.
    fireEvent.click(within(own).getByRole('button', { name: 'Cancel' }));
    expect(within(own).getByText('What an endng.')).toBeTruthy();

    // A refusal names the field's problem under the box and keeps what was typed.
    fireEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(own).getByRole('textbox', { name: 'Edit your comment' }), { target: { value: 'please refuse me' } });
    fireEvent.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await within(own).findByText('A comment is at most 5,000 characters')).toBeTruthy();
    expect((within(own).getByRole('textbox', { name: 'Edit your comment' }) as HTMLTextAreaElement).value).toBe('please refuse me');

    fireEvent.change(within(own).getByRole('textbox', { name: 'Edit your comment' }), { target: { value: 'What an ending.' } });
    fireEvent.click(within(own).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(own).queryByRole('textbox', { name: 'Edit your comment' })).toBeNull());
    expect(await within(own).findByText('What an ending.')).toBeTruthy();
    expect(within(own).getByText(/· edited/)).toBeTruthy();
    const puts = requests.filter((r) => r.method === 'PUT' && r.url === `/api/stories/comments/${MINE}`);
    expect(puts.map((r) => r.body)).toEqual([{ body: 'please refuse me' }, { body: 'What an ending.' }]);
  });

  it('opens /stories/{id}/comments at the story’s comments, and /stories/{id}/tags with its tags', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      [`GET /api/stories/${ID}`]: { status: 200, body: { data: detail() } },
      'GET /api/stories/the-last-tram': { status: 200, body: { data: detail() } },
      [`GET /api/stories/${ID}/chapters/1`]: { status: 200, body: { data: chapter(1) } },
      [`POST /api/stories/${ID}/reads`]: { status: 200, body: { data: { counted: true, readCount: 11 } } },
      [`PUT /api/reading/${ID}`]: { status: 204 },
      [`GET /api/stories/${ID}/comments`]: comments,
    });
    const { services } = renderApp(`/stories/${ID}/comments`);
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/stories/romance/the-last-tram'));
    expect(services.router.state.location.hash).toBe('#comments');
    expect(await screen.findByRole('heading', { name: /Comments/ })).toBeTruthy();
    expect(document.getElementById('comments')).toBeTruthy();
  });

  it('lists a story’s tags on /stories/{id}/tags, each to its tag page; not found when the story is not there', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      [`GET /api/stories/${ID}`]: { status: 200, body: { data: detail({ tags: ['slow-burn', 'trains'] }) } },
    });
    renderApp(`/stories/${ID}/tags`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags of “The Last Tram”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'trains' }).getAttribute('href')).toBe('/stories/tag/trains');
    expect(screen.getByRole('link', { name: 'Back to the story' }).getAttribute('href')).toBe('/stories/romance/the-last-tram');
    // Only the writer is offered to change them.
    expect(screen.queryByRole('link', { name: 'Change the tags' })).toBeNull();
  });

  it('shows not found on /stories/{id}/tags for a story that is not there', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      [`GET /api/stories/${ID}`]: { status: 404, body: { message: 'This story could not be found', statusCode: 404 } },
    });
    renderApp(`/stories/${ID}/tags`);
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
  });

  it('shows not found for someone else’s draft', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/stories/hidden-draft': { status: 404, body: { message: 'This story could not be found', statusCode: 404 } },
    });
    renderApp('/stories/romance/hidden-draft');
    expect(await screen.findByText('Page Not Found', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId('chapter')).toBeNull();
  });

  it('moves a story opened under another genre to its own address', async () => {
    mockApi({
      ...reading,
      [`GET /api/stories/${ID}/comments`]: comments,
    });
    const { services } = renderApp('/stories/poetry/the-last-tram');
    expect(await screen.findByText('The doors sighed shut.')).toBeTruthy();
    expect(services.router.state.location.pathname).toBe('/stories/romance/the-last-tram');
  });
});

describe('the list with filters', () => {
  it('reads filters from the address, sends them, and searches', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } },
      'GET /api/stories/genres': { status: 200, body: { data: [{ genre: 'romance', stories: 1 }] } },
      'GET /api/stories': { status: 200, body: { data: { items: [card(), card({ id: 'b0b7a52c-1c2d-4e5f-8a9b-0c1d2e3f4a5b', slug: 'second', title: 'Second Story' })], next: 'CURSOR' } } },
    });
    renderApp('/stories?tags=slow-burn&sort=longest&complete=true');
    const list = await screen.findByTestId('story-list');
    expect(within(list).getAllByTestId('story-card')).toHaveLength(2);
    const first = requests.find((r) => r.url.startsWith('/api/stories?'))!;
    const q = new URL(first.url, 'http://x').searchParams;
    expect([q.get('tags'), q.get('sort'), q.get('complete')]).toEqual(['slow-burn', 'longest', 'true']);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('after=CURSOR'))).toBe(true));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search stories' }), { target: { value: 'lighthouse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.some((r) => r.url.includes('q=lighthouse') && r.url.includes('tags=slow-burn'))).toBe(true));
  });
});

describe('the editor', () => {
  it('counts words as you write and autosaves the draft through stories/save', async () => {
    const saves: unknown[] = [];
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/stories/mine': { status: 200, body: { data: { items: [], next: null } } },
      'POST /api/stories/save': (r) => {
        saves.push(r.body);
        return { status: 201, body: { data: { id: ID, slug: 'a-night-in-lisbon', genre: null, status: 'draft', version: 1, wordCount: 5, chapterIds: [CH1], savedAt: '2026-11-22T10:00:00.000Z' } } };
      },
    });
    renderApp('/stories/create');
    expect(await screen.findByTestId('step-start')).toBeTruthy();
    fireEvent.click(screen.getByText('All on one page'));

    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'A Night in Lisbon' } });
    const text = screen.getByRole('textbox', { name: 'Text of chapter 1' });
    text.innerHTML = '<p>The fado bar was closing.</p>';
    fireEvent.input(text);
    expect(screen.getByTestId('chapter-count').textContent).toContain('5 words · about 1 min read');
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');

    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 5000 });
    expect(saves[0]).toMatchObject({ title: 'A Night in Lisbon', chapters: [{ title: '', body: '<p>The fado bar was closing.</p>' }] });
    expect(await screen.findByText('Draft saved')).toBeTruthy();
  });

  it('shows a limit the writer hits and does not save past it', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/stories/mine': { status: 200, body: { data: { items: [], next: null } } },
    });
    renderApp('/stories/create');
    fireEvent.click(await screen.findByText('All on one page'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'x'.repeat(121) } });
    expect(await screen.findByText('A title is at most 120 characters')).toBeTruthy();
    expect(screen.getByText('121 of 120 characters')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 2500));
    expect(requests.some((r) => r.url === '/api/stories/save')).toBe(false);
  });
});
