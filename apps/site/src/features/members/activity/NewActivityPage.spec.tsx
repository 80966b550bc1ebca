import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { activityEntry, card } from '../../../test/members';

// The first render loads the page's chunk: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const stats = { friends: 3, following: 2, followers: 5, profileViews: 7, winksReceived: 1, pendingRequests: 0 };
const profileCard = { 'GET /api/newsfeed/profile-card': { status: 200, body: { data: { member: card('velvet_fox'), stats, setupNext: 'photo' } } } };
const settings = { kinds: ['friend', 'avatar', 'post', 'photo', 'story'], landingPage: 'activity' };

describe('NewActivityPage', () => {
  it('shows the newsfeed beside my card, my numbers and the next setup step', async () => {
    mockApi({
      ...me,
      ...profileCard,
      'GET /api/newsfeed/settings': { status: 200, body: { data: settings } },
      'GET /api/newsfeed': { status: 200, body: { data: { items: [activityEntry('2', 'post', 'anna_b', { title: 'Out by the sea', url: '/profile/anna_b/post/p1' })], next: null } } },
    });
    renderApp('/newactivity');
    const cards = await screen.findAllByTestId('activity-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.textContent).toContain('anna_b wrote on their wall');
    const mine = await screen.findByTestId('newsfeed-profile-card');
    expect(mine.textContent).toContain('velvet_fox');
    expect(mine.textContent).toContain('Profile views (30 days)');
    expect(screen.getByTestId('newsfeed-setup-next').getAttribute('href')).toBe('/setup/photo');
    expect(screen.getByTestId('newsfeed-setup-next').textContent).toBe('Next step: Photo');
  });

  it('saves the kinds of card and the home page, then reloads the feed', async () => {
    let feedCalls = 0;
    const { requests } = mockApi({
      ...me,
      ...profileCard,
      'GET /api/newsfeed/settings': { status: 200, body: { data: settings } },
      'PUT /api/newsfeed/settings': (req) => ({ status: 200, body: { data: req.body } }),
      'GET /api/newsfeed': () => {
        feedCalls++;
        return { status: 200, body: { data: { items: [], next: null } } };
      },
    });
    renderApp('/newactivity');
    expect(await screen.findByTestId('newsfeed-empty')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Customise' }));
    // The news settings' own form (the sharing settings beside it have the same kinds).
    const form = within(screen.getByTestId('newsfeed-settings'));
    for (const label of ['New friends', 'Profile photos', 'Photos', 'Stories', 'Wall posts']) fireEvent.click(form.getByLabelText(label));
    // None chosen: the form says so and cannot be sent.
    expect(form.getByText('Choose at least one kind of card.')).toBeTruthy();
    expect((form.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(form.getByLabelText('Wall posts'));
    fireEvent.click(form.getByLabelText('News'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ kinds: ['post'], landingPage: 'newactivity' });
    await waitFor(() => expect(feedCalls).toBeGreaterThan(1));
    expect(screen.queryByTestId('newsfeed-settings')).toBeNull();
  });

  it('hides one card from my newsfeed with DELETE newsfeed/{card}', async () => {
    const { requests } = mockApi({
      ...me,
      ...profileCard,
      'GET /api/newsfeed/settings': { status: 200, body: { data: settings } },
      'GET /api/newsfeed': { status: 200, body: { data: { items: [activityEntry('7', 'post', 'anna_b'), activityEntry('6', 'avatar', 'ben_c')], next: null } } },
      'DELETE /api/newsfeed/7': { status: 204 },
    });
    renderApp('/newactivity');
    expect(await screen.findAllByTestId('activity-card')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide from my news' })[0]!);
    await waitFor(() => expect(screen.getAllByTestId('activity-card')).toHaveLength(1));
    expect(requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/newsfeed/7'))).toBe(true);
    expect(screen.getByTestId('activity-card').textContent).toContain('ben_c');
  });

  it('saves what my activity shares, and with whom, through activity-settings', async () => {
    const { requests } = mockApi({
      ...me,
      ...profileCard,
      'GET /api/newsfeed/settings': { status: 200, body: { data: settings } },
      'GET /api/newsfeed': { status: 200, body: { data: { items: [], next: null } } },
      'GET /api/activity-settings': { status: 200, body: { data: { shares: ['friend', 'avatar', 'post', 'photo', 'story'], audience: 'friends-and-followers' } } },
      'POST /api/activity-settings': (req) => ({ status: 200, body: { data: req.body } }),
    });
    renderApp('/newactivity');
    fireEvent.click(await screen.findByRole('button', { name: 'Customise' }));
    const sharing = within(await screen.findByTestId('activity-sharing'));
    const save = await sharing.findByRole('button', { name: 'Save sharing' });
    // Nothing changed yet: nothing to save.
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(sharing.getByLabelText('Photos'));
    fireEvent.click(sharing.getByLabelText('Friends only'));
    fireEvent.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ shares: ['friend', 'avatar', 'post', 'story'], audience: 'friends' });
    // Saved: the form holds what the server answered, so there is nothing left to save.
    await waitFor(() => expect((sharing.getByRole('button', { name: 'Save sharing' }) as HTMLButtonElement).disabled).toBe(true));
    expect((sharing.getByLabelText('Friends only') as HTMLInputElement).checked).toBe(true);
  });
});
