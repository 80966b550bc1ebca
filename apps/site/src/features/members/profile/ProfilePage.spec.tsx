import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileTabs } from './tabs';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { card, profileView } from '../../../test/members';

// The profile page's chunk loads every feature's tabs: on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const PRIVACY = {
  settings: { profile: 'members', messages: 'everyone', showOnline: true, friendsList: 'members', followLists: 'members', browseInvisibly: false },
  canBrowseInvisibly: false,
};

describe('ProfilePage', () => {
  it('shows the header, the about text through rich content, and every tab of the registry', async () => {
    mockApi({ ...me, 'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair', { online: true, isVerified: true, badge: 'crown' }) } }, 'GET /api/users/sunny_pair/note': { status: 200, body: { data: null } } });
    renderApp('/profile/sunny_pair');
    expect(await screen.findByRole('heading', { level: 2, name: 'sunny_pair' })).toBeTruthy();
    expect(screen.getByText(/Couple · 34 & 31 · Brighton, England, United Kingdom/)).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByLabelText('Platinum member')).toBeTruthy();
    expect(screen.getByText('Say hello!').tagName).toBe('P');
    expect(screen.getByText(/Couples, Women/)).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(expect.arrayContaining(['About', 'Friends', 'Follows', 'Vouches', 'Media', 'Stories', 'Forum', 'Groups', 'Parties']));
    expect(tabs).not.toContain('My notes');
    expect(screen.getByRole('button', { name: 'Add friend' })).toBeTruthy();
    expect(screen.getByTestId('private-note')).toBeTruthy();
  });

  it('sends a friend request from the header', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair') } },
      'GET /api/users/sunny_pair/note': { status: 200, body: { data: null } },
      'POST /api/users/sunny_pair/friends': { status: 201, body: { data: { state: 'request-sent' } } },
    });
    renderApp('/profile/sunny_pair');
    fireEvent.click(await screen.findByRole('button', { name: 'Add friend' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/users/sunny_pair/friends'))).toBe(true));
  });

  it('blocking leaves the profile for my block list, even though the profile is now "not found" to me', async () => {
    let blocked = false;
    const { requests } = mockApi({
      ...me,
      'GET /api/users/sunny_pair': () =>
        blocked ? { status: 404, body: { message: 'No such member', statusCode: 404 } } : { status: 200, body: { data: profileView('sunny_pair') } },
      'GET /api/users/sunny_pair/note': { status: 200, body: { data: null } },
      'PUT /api/privacy/blacklist/sunny_pair': () => {
        blocked = true;
        return { status: 204 };
      },
      'GET /api/privacy/settings': { status: 200, body: { data: PRIVACY } },
      'GET /api/privacy/blacklist': { status: 200, body: { data: { items: [], next: null } } },
    });
    const { router } = renderApp('/profile/sunny_pair').services;
    fireEvent.click(within(await screen.findByTestId('profile-actions')).getByRole('button', { name: 'Block' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/privacy'));
    expect(requests.some((r) => r.method === 'PUT' && r.url.endsWith('/api/privacy/blacklist/sunny_pair'))).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(router.state.location.pathname).toBe('/settings/privacy');
  });

  it('lists friends on the friends tab, and says so when the list is private', async () => {
    mockApi({
      ...me,
      'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair') } },
      'GET /api/users/sunny_pair/friends': { status: 200, body: { data: { items: [card('blue_moon', { distance: { value: 15, unit: 'mi' } })], next: null } } },
    });
    renderApp('/profile/sunny_pair/friends');
    const list = await screen.findByTestId('member-card');
    expect(within(list).getByRole('link', { name: 'blue_moon' }).getAttribute('href')).toBe('/profile/blue_moon');
    expect(within(list).getByText('15 miles away')).toBeTruthy();
  });

  it('shows a private friends list honestly', async () => {
    mockApi({ ...me, 'GET /api/users/sunny_pair': { status: 200, body: { data: profileView('sunny_pair', { lists: { friends: false, follows: true } }) } } });
    renderApp('/profile/sunny_pair/friends');
    expect((await screen.findByTestId('list-private')).textContent).toContain('sunny_pair keeps their friends list private.');
  });

  it('every profile tab of the spec has its page now (no planned empty state is left)', () => {
    expect(profileTabs().filter((tab) => tab.kind === 'planned')).toEqual([]);
  });

  it('shows a friends-only profile as a private card with the way to ask', async () => {
    mockApi({
      ...me,
      'GET /api/users/shy_one': {
        status: 200,
        body: { data: { visibility: 'private', id: 'x', name: 'shy_one', avatar: card('x').avatar, relation: profileView('x').relation } },
      },
    });
    renderApp('/profile/shy_one');
    expect((await screen.findByTestId('profile-private')).textContent).toContain('shy_one shows their profile to friends only.');
    expect(screen.getByRole('button', { name: 'Add friend' })).toBeTruthy();
  });

  it('shows my notes tab and no actions on my own profile', async () => {
    mockApi({
      ...me,
      'GET /api/users/velvet_fox': { status: 200, body: { data: profileView('velvet_fox', { relation: { ...profileView('x').relation!, self: true } }) } },
    });
    renderApp('/profile/velvet_fox');
    await screen.findByRole('heading', { level: 2, name: 'velvet_fox' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toContain('My notes');
    expect(screen.queryByTestId('profile-actions')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toBeTruthy();
  });
});
