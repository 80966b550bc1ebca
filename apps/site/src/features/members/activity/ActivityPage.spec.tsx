import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { activityEntry, card } from '../../../test/members';

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const stats = { 'GET /api/activity/stats': { status: 200, body: { data: { friends: 3, following: 2, followers: 5, profileViews: 7, winksReceived: 1, pendingRequests: 0 } } } };

describe('ActivityPage', () => {
  it('shows what friends did, with both members linked, my numbers, and more on request', async () => {
    const { requests } = mockApi({
      ...me,
      ...stats,
      'GET /api/activity': (req) =>
        new URL(req.url, 'http://x').searchParams.get('after')
          ? { status: 200, body: { data: { items: [activityEntry('1', 'avatar', 'old_friend')], next: null } } }
          : {
              status: 200,
              body: {
                data: {
                  items: [activityEntry('3', 'friend', 'anna_b', { subject: { id: 's', name: 'ben_c', avatar: card('ben_c').avatar } }), activityEntry('2', 'story', 'writer_x', { title: 'A night in Brighton', url: '/stories/romance/a-night' })],
                  next: 'cursor-2',
                },
              },
            },
    });
    renderApp('/activity');
    const cards = await screen.findAllByTestId('activity-card', {}, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('anna_b and ben_c are now friends');
    expect(screen.getAllByRole('link', { name: 'ben_c' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'A night in Brighton' }).getAttribute('href')).toBe('/stories/romance/a-night');
    expect((await screen.findByTestId('activity-stats')).textContent).toContain('Profile views (30 days)');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-card')).toHaveLength(3));
    expect(requests.some((r) => r.url.includes('after=cursor-2'))).toBe(true);
  });

  it('filters by card type through /activity/card/{type} and says honestly when there is nothing', async () => {
    const { requests } = mockApi({ ...me, ...stats, 'GET /api/activity': { status: 200, body: { data: { items: [], next: null } } } });
    renderApp('/activity/card/friend');
    expect(await screen.findByTestId('activity-empty')).toBeTruthy();
    expect(screen.getByText('No cards of this kind yet.')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('/api/activity?type=friend'))).toBe(true);
  });

  it('shows a wall post card linking to the post, and a chip for wall posts', async () => {
    const { requests } = mockApi({
      ...me,
      ...stats,
      'GET /api/activity': {
        status: 200,
        body: { data: { items: [activityEntry('5', 'post', 'anna_b', { objectId: 'p1', title: 'Off to the seaside this weekend', url: '/profile/anna_b/post/p1' })], next: null } },
      },
    });
    renderApp('/activity/card/post');
    const [postCard] = await screen.findAllByTestId('activity-card', {}, { timeout: 5000 });
    expect(postCard!.getAttribute('data-kind')).toBe('post');
    expect(postCard!.textContent).toContain('anna_b wrote on their wall');
    expect(screen.getByRole('link', { name: 'Off to the seaside this weekend' }).getAttribute('href')).toBe('/profile/anna_b/post/p1');
    expect(screen.getByText('Wall posts')).toBeTruthy();
    expect(requests.some((r) => r.url.includes('/api/activity?type=post'))).toBe(true);
  });

  it('shows the photo of a new-photo card at its proportions, opening the owner\'s photos', async () => {
    const sizes = { small: '/api/media/m1/small', medium: '/api/media/m1/medium', 'large-thumbnail': '/api/media/m1/large-thumbnail', large: '/api/media/m1/large' };
    mockApi({
      ...me,
      ...stats,
      'GET /api/activity': {
        status: 200,
        body: { data: { items: [activityEntry('6', 'photo', 'anna_b', { objectId: 'm1', title: null, url: '/profile/anna_b/media', photo: { id: 'm1', width: 400, height: 300, sizes } })], next: null } },
      },
    });
    renderApp('/activity/card/photo');
    const [photoCard] = await screen.findAllByTestId('activity-card', {}, { timeout: 5000 });
    expect(photoCard!.textContent).toContain('anna_b added a photo');
    const link = screen.getByTestId('activity-photo');
    expect(link.getAttribute('href')).toBe('/profile/anna_b/media');
    const img = link.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(sizes.medium);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '180']);
  });
});
