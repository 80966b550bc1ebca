import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { auth, category, post, postId, topic, TOPIC_ID, TOPIC_URL } from '../../test/forum';
import { renderApp } from '../../test/render-app';

describe('forum (site)', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens a topic at the first unread post, with the marker above it and a "jump to last read" link', async () => {
    const { requests } = mockApi({
      ...auth,
      [TOPIC_URL]: {
        status: 200,
        body: { data: topic({ viewer: { ...topic().viewer, firstUnreadPostId: postId(4), firstUnreadPage: 1, unread: 3, lastReadNumber: 3 } }) },
      },
    });
    renderApp('/forum/general/hello-there');
    const unreadPost = await screen.findByText('Post number 4');
    await waitFor(() => expect(scrolled.map((el) => el.id)).toContain(`post-${postId(4)}`));
    const marker = screen.getByTestId('first-unread');
    expect(marker.textContent).toContain('Unread posts start here');
    // The marker sits right before the first unread post.
    expect(marker.nextElementSibling?.id).toBe(`post-${postId(4)}`);
    expect(unreadPost.closest('[data-forum-post]')?.id).toBe(`post-${postId(4)}`);
    expect(screen.getByTestId('jump-last-read').getAttribute('href')).toBe(`/forum/general/hello-there?post=${postId(4)}&page=1`);
    // Without a page or post in the address, the API was asked for the member's first unread page.
    const asked = requests.find((r) => r.url.includes('/topics/hello-there'));
    expect(asked?.url).not.toContain('page=');
    expect(asked?.url).not.toContain('post=');
  });

  it('asks for the page holding a linked post and scrolls to it', async () => {
    const { requests } = mockApi({ ...auth, [TOPIC_URL]: { status: 200, body: { data: topic({ page: 2, pageCount: 2 }) } } });
    renderApp(`/forum/general/hello-there?post=${postId(5)}`);
    await screen.findByText('Post number 5');
    await waitFor(() => expect(scrolled.map((el) => el.id)).toContain(`post-${postId(5)}`));
    expect(requests.find((r) => r.url.includes('/topics/hello-there'))?.url).toContain(`post=${postId(5)}`);
  });

  it('shows the accepted answer of a Q&A topic first, after the question', async () => {
    const accepted = post(5, { accepted: true, html: '<p>The accepted answer</p>', score: 1 });
    const posts = [1, 2, 3, 4, 5, 6].map((n) => (n === 5 ? accepted : post(n)));
    mockApi({
      ...auth,
      [TOPIC_URL]: { status: 200, body: { data: topic({ category: category({ questions: true, defaultSort: 'votes' }), acceptedPostId: accepted.id, acceptedAnswer: accepted, posts }) } },
    });
    renderApp('/forum/general/hello-there');
    const list = await screen.findByTestId('forum-posts');
    const cards = within(list)
      .getAllByTestId(/^(forum-post|accepted-answer)$/)
      .map((el) => el.getAttribute('data-testid') + ':' + (el.textContent?.match(/Post number \d|The accepted answer/)?.[0] ?? ''));
    expect(cards.slice(0, 3)).toEqual(['forum-post:Post number 1', 'accepted-answer:The accepted answer', 'forum-post:Post number 2']);
    expect(within(screen.getByTestId('accepted-answer')).getByText('Accepted answer')).toBeTruthy();
    // Where it falls in time order, one line points up to it (it is not shown twice).
    expect(within(list).getByText('The accepted answer by amber_owl, shown above')).toBeTruthy();
    expect(within(list).getAllByText('The accepted answer')).toHaveLength(1);
  });

  it('shows the contract schema’s errors on the new-topic form and sends nothing', async () => {
    const { requests } = mockApi({ ...auth, 'GET /api/forum/categories': { status: 200, body: { data: { items: [category()] } } } });
    renderApp('/forum/general/create');
    const form = await screen.findByTestId('forum-topic-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /Title/ }), { target: { value: 'Hey' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start topic' }));
    expect(await within(form).findByText('A title is at least 5 characters')).toBeTruthy();
    expect(within(form).getByText('Write something first')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('starts a topic and opens it at its first post', async () => {
    const { requests } = mockApi({
      ...auth,
      'GET /api/forum/categories': { status: 200, body: { data: { items: [category()] } } },
      'POST /api/forum/categories/general/topics': {
        status: 201,
        body: { data: { topicId: TOPIC_ID, topicSlug: 'hello-there', categorySlug: 'general', postId: postId(1), number: 1, page: 1 } },
      },
      [TOPIC_URL]: { status: 200, body: { data: topic() } },
    });
    renderApp('/forum/general/create');
    const form = await screen.findByTestId('forum-topic-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /Title/ }), { target: { value: 'Hello there' } });
    const editor = within(form).getByRole('textbox', { name: 'Your post' });
    editor.innerHTML = '<p>First words</p>';
    fireEvent.input(editor);
    fireEvent.click(within(form).getByRole('button', { name: 'Start topic' }));
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ title: 'Hello there', body: '<p>First words</p>' });
  });

  it('reports a post through the report dialog with subjectType forum-post', async () => {
    const { requests } = mockApi({
      ...auth,
      [TOPIC_URL]: { status: 200, body: { data: topic() } },
      'POST /api/reports': { status: 201, body: { data: { id: 'r1', status: 'open', createdAt: '2026-11-23T10:00:00Z', message: 'Thank you. Your report has reached our moderators.' } } },
    });
    renderApp('/forum/general/hello-there');
    const second = (await screen.findByText('Post number 2')).closest('[data-forum-post]') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Report' }));
    const box = await screen.findByRole('dialog', { name: /a forum post by quiet_heron/ });
    fireEvent.click(within(box).getByRole('radio', { name: 'Harassment or threats' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Send report' }));
    await within(box).findByTestId('report-sent');
    expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/reports'))?.body).toMatchObject({ subjectType: 'forum-post', subjectId: postId(2), reason: 'harassment' });
  });

  it('collapses a blocked member’s post until "show anyway", and says why a locked topic takes no reply', async () => {
    const posts = [post(1), post(2, { viewer: { ...post(2).viewer, collapsed: true } })];
    mockApi({ ...auth, [TOPIC_URL]: { status: 200, body: { data: topic({ posts, locked: true, viewer: { ...topic().viewer, canReply: false, replyRefusal: 'locked' } }) } } });
    renderApp('/forum/general/hello-there');
    expect(await screen.findByText('A post by a member you blocked')).toBeTruthy();
    expect(screen.queryByText('Post number 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show anyway' }));
    expect(await screen.findByText('Post number 2')).toBeTruthy();
    expect(screen.getByTestId('reply-refusal').textContent).toBe('This topic is locked: it takes no new replies.');
  });

  it('votes on a post (pressing the same arrow again takes it back) and replies quoting a post', async () => {
    let vote = 0;
    const { requests } = mockApi({
      ...auth,
      [TOPIC_URL]: { status: 200, body: { data: topic({ posts: [post(1), post(2, { viewer: { ...post(2).viewer, vote: 0 } })] }) } },
      [`PUT /api/forum/posts/${postId(2)}/vote`]: (r) => {
        vote = (r.body as { value: number }).value;
        return { status: 200, body: { data: { value: vote, score: vote } } };
      },
      'POST /api/forum/posts': { status: 201, body: { data: { topicId: TOPIC_ID, topicSlug: 'hello-there', categorySlug: 'general', postId: postId(3), number: 3, page: 1 } } },
    });
    renderApp('/forum/general/hello-there');
    const second = (await screen.findByText('Post number 2')).closest('[data-forum-post]') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Vote up' }));
    await waitFor(() => expect(vote).toBe(1));
    fireEvent.click(within(second).getByRole('button', { name: 'Vote down' }));
    await waitFor(() => expect(vote).toBe(-1));
    fireEvent.click(within(second).getByRole('button', { name: 'Quote' }));
    const box = screen.getByTestId('reply-box');
    expect(within(box).getByText('quiet_heron wrote:')).toBeTruthy();
    const editor = within(box).getByRole('textbox', { name: 'Your reply' });
    editor.innerHTML = '<p>Agreed</p>';
    fireEvent.input(editor);
    fireEvent.click(within(box).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ topicId: TOPIC_ID, body: '<p>Agreed</p>', quotePostId: postId(2) }));
    // The page then asks for the page holding the new reply.
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && r.url.includes(`post=${postId(3)}`))).toBe(true));
  });

  it('shows the "edited" mark, and staff the earlier versions of an edited post', async () => {
    mockApi({
      ...auth,
      [TOPIC_URL]: {
        status: 200,
        body: { data: topic({ posts: [post(1), post(2, { editedAt: '2026-11-23T09:00:00.000Z' })], viewer: { ...topic().viewer, canModerate: true } }) },
      },
      [`GET /api/forum/posts/${postId(2)}/history`]: {
        status: 200,
        body: { data: { items: [{ html: '<p>The first wording</p>', editedAt: '2026-11-23T09:00:00.000Z', editor: post(2).author }] } },
      },
    });
    renderApp('/forum/general/hello-there');
    const second = (await screen.findByText('Post number 2')).closest('[data-forum-post]') as HTMLElement;
    expect(within(second).getByTestId('edited-mark').textContent).toBe('edited');
    const first = (screen.getByText('Post number 1')).closest('[data-forum-post]') as HTMLElement;
    expect(within(first).queryByTestId('edited-mark')).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Earlier versions' })).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: 'Earlier versions' }));
    expect(await within(second).findByText('The first wording')).toBeTruthy();
    expect(within(second).getByText(/Replaced .* by quiet_heron/)).toBeTruthy();
  });

  it('edits a topic’s title and first post on its edit page', async () => {
    const { requests } = mockApi({
      ...auth,
      [TOPIC_URL]: { status: 200, body: { data: topic() } },
      [`GET /api/forum/topics/${TOPIC_ID}/edit`]: {
        status: 200,
        body: { data: { id: TOPIC_ID, slug: 'hello-there', categorySlug: 'general', title: 'Hello there', firstPostId: postId(1), body: '<p>Post number 1</p>' } },
      },
      [`PUT /api/forum/topics/${TOPIC_ID}`]: { status: 200, body: { data: { topicId: TOPIC_ID, topicSlug: 'hello-there', categorySlug: 'general', postId: postId(1), number: 1, page: 1 } } },
    });
    renderApp('/forum/general/hello-there/edit');
    const form = await screen.findByTestId('forum-topic-form');
    const title = within(form).getByRole('textbox', { name: /Title/ }) as HTMLInputElement;
    expect(title.value).toBe('Hello there');
    fireEvent.change(title, { target: { value: 'Hello there, everyone' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ title: 'Hello there, everyone', body: '<p>Post number 1</p>' }));
    expect(requests.find((r) => r.method === 'GET' && r.url.includes('/topics/hello-there'))?.url).toContain('page=1');
  });
});
