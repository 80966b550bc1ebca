import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WallComment, WallPost } from '@community/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { card, profileView } from '../../test/members';

// The profile page's chunk loads every feature's tabs: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const sunny = { 'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair') } } };

function post(id: string, overrides: Partial<WallPost> = {}): WallPost {
  return {
    id,
    wall: { id: 'id-sunny_pair', name: 'sunny_pair' },
    author: card('blue_moon'),
    body: `Post ${id}`,
    media: null,
    score: 2,
    myVote: 0,
    commentsCount: 0,
    canRemove: false,
    canVote: true,
    canComment: true,
    createdAt: new Date(Date.now() - 120_000).toISOString(),
    ...overrides,
  };
}

function comment(id: string, overrides: Partial<WallComment> = {}): WallComment {
  return { id, author: card('ann'), body: `Comment ${id}`, canRemove: false, createdAt: new Date(Date.now() - 60_000).toISOString(), ...overrides };
}

const page = (items: WallPost[], canPost = true, next: string | null = null) => ({ status: 200, body: { data: { items, next, canPost } } });

describe('WallTab', () => {
  it('is a tab of the profile, and says honestly when the wall is empty', async () => {
    mockApi({ ...me, ...sunny, 'GET /api/users/sunny_pair/wall': page([]) });
    renderApp('/profile/sunny_pair/post');
    expect((await screen.findByTestId('wall-empty')).textContent).toContain('Nothing on sunny_pair');
    expect(screen.getByRole('tab', { name: 'Posts', selected: true })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: "Write on sunny_pair's wall" })).toBeTruthy();
  });

  it('posts to the wall and shows the refusal by field', async () => {
    let posted = false;
    const { requests } = mockApi({
      ...me,
      ...sunny,
      'GET /api/users/sunny_pair/wall': () => page(posted ? [post('new', { author: card('velvet_fox'), body: 'Hello you two' })] : []),
      'POST /api/users/sunny_pair/wall': (req) => {
        if ((req.body as { body: string }).body.includes('bad')) {
          return { status: 422, body: { statusCode: 422, message: 'Validation failed', errors: [{ field: 'body', message: 'Posts are at most 2000 characters' }] } };
        }
        posted = true;
        return { status: 201, body: { data: post('new') } };
      },
    });
    renderApp('/profile/sunny_pair/post');
    const box = await screen.findByRole('textbox', { name: "Write on sunny_pair's wall" });
    fireEvent.change(box, { target: { value: 'bad post' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Posts are at most 2000 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Hello you two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Hello you two')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ body: 'Hello you two' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('lists posts with their votes, votes once, and pages on', async () => {
    const { requests } = mockApi({
      ...me,
      ...sunny,
      'GET /api/users/sunny_pair/wall': (req) =>
        new URL(req.url, 'http://x').searchParams.get('after') ? page([post('old')]) : page([post('p1'), post('own', { author: card('velvet_fox'), canVote: false })], true, 'c1'),
      'PUT /api/walls/p1/vote': { status: 200, body: { data: { score: 3, myVote: 1 } } },
    });
    renderApp('/profile/sunny_pair/post');
    const posts = await screen.findAllByTestId('wall-post');
    expect(posts).toHaveLength(2);
    expect(within(posts[1]!).getByRole('button', { name: 'Vote up' })).toHaveProperty('disabled', true);
    fireEvent.click(within(posts[0]!).getByRole('button', { name: 'Vote up' }));
    await waitFor(() => expect(within(posts[0]!).getByTestId('wall-score').textContent).toBe('3'));
    expect(within(posts[0]!).getByRole('button', { name: 'Vote up' }).getAttribute('aria-pressed')).toBe('true');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ value: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Show older posts' }));
    await waitFor(() => expect(screen.getAllByTestId('wall-post')).toHaveLength(3));
    expect(requests.some((r) => r.url.includes('after=c1'))).toBe(true);
  });

  it('shows comments, comments, and deletes a post after asking', async () => {
    let removed = false;
    let comments = [comment('c1')];
    const { requests } = mockApi({
      ...me,
      ...sunny,
      'GET /api/users/sunny_pair/wall': () => page(removed ? [] : [post('p1', { canRemove: true, commentsCount: comments.length })]),
      'GET /api/walls/p1/comments': () => ({ status: 200, body: { data: { items: comments, next: null } } }),
      'POST /api/walls/p1/comments': () => {
        comments = [...comments, comment('c2', { author: card('velvet_fox'), body: 'Count us in', canRemove: true })];
        return { status: 201, body: { data: comments.at(-1) } };
      },
      'DELETE /api/walls/p1': () => {
        removed = true;
        return { status: 204 };
      },
    });
    renderApp('/profile/sunny_pair/post');
    const [card1] = await screen.findAllByTestId('wall-post');
    fireEvent.click(within(card1!).getByRole('button', { name: 'Comments (1)' }));
    expect(await screen.findByText('Comment c1')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a comment' }), { target: { value: 'Count us in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(screen.getAllByTestId('wall-comment')).toHaveLength(2));
    expect(screen.getAllByTestId('wall-comment')[1]!.textContent).toContain('Count us in');
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);

    fireEvent.click(within(card1!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete this post?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('wall-empty')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/walls/p1'))).toBe(true);
  });

  it('hides the form when the owner takes no posts from me, and shows a refused wall', async () => {
    mockApi({ ...me, ...sunny, 'GET /api/users/sunny_pair/wall': page([post('p1', { canComment: false, canVote: true })], false) });
    renderApp('/profile/sunny_pair/post');
    expect((await screen.findByTestId('wall-closed')).textContent).toBe('sunny_pair does not take wall posts from you.');
    expect(screen.queryByTestId('wall-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the server’s refusal when the wall is private', async () => {
    mockApi({ ...me, ...sunny, 'GET /api/users/sunny_pair/wall': { status: 403, body: { statusCode: 403, code: 'MEMBERS_PRIVATE', message: 'This profile is private' } } });
    renderApp('/profile/sunny_pair/post');
    expect((await screen.findByTestId('wall-refused')).textContent).toBe('This profile is private');
  });

  it('opens one post with its comments under /profile/{name}/post/{id}, and says so when it is gone', async () => {
    mockApi({
      ...me,
      ...sunny,
      'GET /api/walls/p1': { status: 200, body: { data: post('p1', { body: 'Just this one' }) } },
      'GET /api/walls/p1/comments': { status: 200, body: { data: { items: [], next: null } } },
    });
    renderApp('/profile/sunny_pair/post/p1');
    expect(await screen.findByText('Just this one')).toBeTruthy();
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the wall' }).getAttribute('href')).toBe('/profile/sunny_pair/post');
  });

  it('says a missing post is gone', async () => {
    mockApi({ ...me, ...sunny, 'GET /api/walls/nope': { status: 404, body: { statusCode: 404, code: 'MEMBERS_POST_NOT_FOUND', message: 'No such post' } } });
    renderApp('/profile/sunny_pair/post/nope');
    expect((await screen.findByTestId('wall-post-gone')).textContent).toContain('This post is not there any more');
  });
  it('shows the photo on a post, which opens the media viewer', async () => {
    const sizes = { small: '/p/s.webp', medium: '/p/m.webp', 'large-thumbnail': '/p/t.webp', large: '/p/l.webp' };
    const { requests } = mockApi({
      ...me,
      ...sunny,
      'GET /api/users/sunny_pair/wall': page([post('p1', { media: { id: 'ph1', width: 640, height: 480, sizes } })]),
    });
    renderApp('/profile/sunny_pair/post');
    const photo = await screen.findByTestId('wall-post-photo');
    expect(within(photo).getByRole('img').getAttribute('src')).toBe('/p/m.webp');
    fireEvent.click(photo);
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/media/ph1'))).toBe(true));
  });

  it('offers one of my photos beside the post box', async () => {
    mockApi({ ...me, ...sunny, 'GET /api/users/sunny_pair/wall': page([]) });
    renderApp('/profile/sunny_pair/post');
    expect(await screen.findByTestId('wall-add-photo')).toBeTruthy();
  });
});
