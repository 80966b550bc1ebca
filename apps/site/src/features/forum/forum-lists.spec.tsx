import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { auth, category, post, topic, topicItem, TOPIC_URL } from '../../test/forum';
import { profileView } from '../../test/members';
import { renderApp } from '../../test/render-app';

const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forum lists (site)', () => {
  it('the index lists categories with their counts, latest post and unread counts, and a member’s watched topics', async () => {
    const latest = { postId: post(3).id, topicId: topic().id, topicSlug: 'hello-there', topicTitle: 'Hello there', author: post(3).author, createdAt: '2026-11-25T10:00:00.000Z', page: 2 };
    mockApi({
      ...auth,
      'GET /api/forum/categories': {
        status: 200,
        body: { data: { items: [category({ topicCount: 12, postCount: 1, latest, viewer: { ...category().viewer, unread: 4, newTopics: 1 } }), category({ id: 'c2', slug: 'help', name: 'Help', questions: true })] } },
      },
      'GET /api/forum/watched': { status: 200, body: { data: { items: [topicItem(7, { viewer: { unread: 2, watch: 'watching', vote: 0, collapsed: false } })], next: null } } },
    });
    renderApp('/forum');
    const list = await screen.findByTestId('forum-categories');
    const [general, help] = within(list).getAllByTestId('forum-category') as [HTMLElement, HTMLElement];
    expect(within(general).getByText('12 topics · 1 post')).toBeTruthy();
    expect(within(general).getByTestId('category-unread').textContent).toBe('4 unread');
    expect(within(general).getByText('1 new topic')).toBeTruthy();
    expect(within(general).getByRole('link', { name: 'Hello there' }).getAttribute('href')).toBe(`/forum/general/hello-there?post=${post(3).id}&page=2`);
    expect(within(help).getByText('Q&A')).toBeTruthy();
    const watched = await screen.findByTestId('forum-watched');
    expect(within(watched).getByRole('link', { name: 'Topic number 7' }).getAttribute('href')).toBe('/forum/general/topic-7');
    expect(within(watched).getByTestId('topic-unread').textContent).toBe('2 unread');
  });

  it('a category shows pinned topics first, changes the order, and loads more with the cursor', async () => {
    const { requests } = mockApi({
      ...guest,
      'GET /api/forum/categories/general/topics': (r) => {
        const url = new URL(r.url, 'http://x');
        if (url.searchParams.get('after') === 'c1') return { status: 200, body: { data: { items: [topicItem(3)], next: null, pinned: [], category: category(), sort: 'latest' } } };
        const sort = url.searchParams.get('sort') ?? 'latest';
        return { status: 200, body: { data: { items: [topicItem(1), topicItem(2, { hasAcceptedAnswer: true })], next: 'c1', pinned: [topicItem(9, { pinned: true })], category: category(), sort } } };
      },
    });
    renderApp('/forum/general');
    const pinned = await screen.findByTestId('forum-pinned');
    expect(within(pinned).getByText('Pinned')).toBeTruthy();
    const topics = screen.getByTestId('forum-topics');
    expect(pinned.compareDocumentPosition(topics) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(topics).getAllByTestId('topic-row')).toHaveLength(2);
    expect(within(topics).getByText('Answered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Topic number 3')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('after=c1'))).toBe(true);
    fireEvent.click(screen.getByText('Most voted'));
    await waitFor(() => expect(requests.some((r) => r.url.includes('sort=votes'))).toBe(true));
    // A guest is told to log in rather than offered "New topic".
    expect(screen.queryByRole('link', { name: 'New topic' })).toBeNull();
  });

  it('tells the API how far the member has read as posts scroll into view, throttled', async () => {
    type Entry = { isIntersecting: boolean; target: Element };
    const observers: Array<{ notify: (entries: Entry[]) => void; observed: Element[] }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly me: { notify: (entries: Entry[]) => void; observed: Element[] };
        constructor(notify: (entries: Entry[]) => void) {
          this.me = { notify, observed: [] };
          observers.push(this.me);
        }
        observe(el: Element) {
          this.me.observed.push(el);
        }
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    const { requests } = mockApi({
      ...auth,
      [TOPIC_URL]: { status: 200, body: { data: topic({ viewer: { ...topic().viewer, lastReadNumber: 2, unread: 4, firstUnreadPostId: post(3).id, firstUnreadPage: 1 } }) } },
      [`PUT /api/forum/topics/${topic().id}/read`]: { status: 200, body: { data: { lastReadNumber: 5, unread: 1 } } },
    });
    Element.prototype.scrollIntoView = vi.fn();
    renderApp('/forum/general/hello-there');
    await screen.findByText('Post number 6');
    const posts = () => observers.find((o) => o.observed.some((el) => el.hasAttribute('data-forum-post')));
    await waitFor(() => expect(posts()?.observed).toHaveLength(6));
    const reader = posts()!;
    const seen = (n: number) => ({ isIntersecting: true, target: reader.observed[n - 1] as Element });
    reader.notify([seen(3), seen(4)]);
    reader.notify([seen(5)]);
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1), { timeout: 4000 });
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ number: 5 });
  });

  it('the search form lives in the address: its filters reach the API, and the hits link to their post', async () => {
    const hit = {
      postId: post(4).id,
      number: 4,
      page: 1,
      topicId: topic().id,
      topicSlug: 'hello-there',
      topicTitle: 'Hello there',
      categorySlug: 'general',
      categoryName: 'General chat',
      author: post(4).author,
      createdAt: '2026-11-24T10:00:00.000Z',
      headline: 'we met at the &lt;b&gt; <mark>party</mark> last week',
      isTopic: false,
      hasAcceptedAnswer: true,
    };
    const { requests } = mockApi({
      ...guest,
      'GET /api/forum/categories': { status: 200, body: { data: { items: [category()] } } },
      'GET /api/forum/search': { status: 200, body: { data: { items: [hit], next: null } } },
    });
    renderApp('/forum/search/results?q=party&category=general&accepted=true');
    const hits = await screen.findByTestId('forum-hits');
    expect(within(hits).getByText('party').tagName).toBe('MARK');
    expect(within(hits).getByText(/we met at the <b>/)).toBeTruthy();
    expect(within(hits).getByRole('link', { name: 'Hello there' }).getAttribute('href')).toBe(`/forum/general/hello-there?post=${post(4).id}&page=1`);
    const url = requests.find((r) => r.url.includes('/forum/search'))?.url ?? '';
    expect(url).toContain('q=party');
    expect(url).toContain('category=general');
    expect(url).toContain('accepted=true');
    const form = screen.getByTestId('forum-search-form');
    expect((within(form).getByRole('textbox', { name: 'Words to find' }) as HTMLInputElement).value).toBe('party');
    // The address names no order: the box shows the default one.
    expect((within(form).getByRole('combobox', { name: 'Order' }) as HTMLSelectElement).value).toBe('relevance');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Words to find' }), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await within(form).findByText('Search for at least 2 characters')).toBeTruthy();
  });

  it('the profile’s forum tab lists the member’s topics, then their posts', async () => {
    mockApi({
      ...auth,
      'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair') } },
      'GET /api/forum/members/sunny_pair/topics': { status: 200, body: { data: { items: [topicItem(5)], next: null } } },
      'GET /api/forum/members/sunny_pair/posts': {
        status: 200,
        body: { data: { items: [{ postId: post(2).id, number: 2, page: 1, topicId: topic().id, topicSlug: 'hello-there', topicTitle: 'Hello there', categorySlug: 'general', categoryName: 'General chat', excerpt: 'My reply', createdAt: '2026-11-24T10:00:00.000Z', score: 3 }], next: null } },
      },
    });
    renderApp('/profile/sunny_pair/forum');
    expect(await screen.findByText('Topic number 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Posts' }));
    expect(await screen.findByText('My reply')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hello there' }).getAttribute('href')).toBe(`/forum/general/hello-there?post=${post(2).id}&page=1`);
  });
});

describe('forum settings (site)', () => {
  it('shows the saved settings and sends the changed ones', async () => {
    const saved = { watchCreated: 'watching', watchReplied: 'tracking', watchDefault: 'normal', notifyMentions: true, digest: 'off' };
    const { requests } = mockApi({
      ...auth,
      'GET /api/forum/settings': { status: 200, body: { data: saved } },
      'PUT /api/forum/settings': (r) => ({ status: 200, body: { data: r.body } }),
    });
    renderApp('/forum/settings');
    const form = await screen.findByTestId('forum-settings-form');
    const mentions = within(form).getByRole('switch', { name: 'Notify me when someone mentions me' }) as HTMLInputElement;
    expect(mentions.checked).toBe(true);
    fireEvent.click(mentions);
    fireEvent.change(within(form).getByRole('combobox', { name: 'E-mail digest' }), { target: { value: 'weekly' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ...saved, notifyMentions: false, digest: 'weekly' }));
  });
});
