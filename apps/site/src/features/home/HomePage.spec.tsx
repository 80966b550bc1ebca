import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { card } from '../../test/members';

configure({ asyncUtilTimeout: 5000 });

const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } } };
const stats = { 'GET /api/site-stats': { status: 200, body: { data: { members: 12345, onlineNow: 67, joinedToday: 8, stories: null, at: new Date().toISOString() } } } };
const explore = (over: object = {}) => ({
  'GET /api/explore': {
    status: 200,
    body: {
      data: {
        nearMe: null,
        newest: [card('new_one')],
        onlineNow: [card('online_one', { online: true, badge: 'crown' })],
        mostFollowed: [{ ...card('star_one'), newFollowers: 4 }],
        photos: [],
        hasLocation: false,
        unit: 'mi',
        ...over,
      },
    },
  },
});
const stream = {
  'GET /api/stream': {
    status: 200,
    body: { data: { items: [{ id: '9', kind: 'story', actor: card('writer_one'), subject: null, objectId: 's1', title: 'A night out', url: null, at: new Date().toISOString() }], next: null } },
  },
};

describe('HomePage discovery', () => {
  it('shows guests the public figures, the explore sections and the stream', async () => {
    mockApi({ ...guest, ...stats, ...explore(), ...stream });
    renderApp('/');
    const figures = await screen.findByTestId('site-stats');
    expect(await within(figures).findByText('12,345')).toBeTruthy();
    expect(within(figures).getByText('Online now')).toBeTruthy();
    // Not a stories site: no stories figure.
    expect(within(figures).queryByTestId('site-stats-stories')).toBeNull();
    expect(within(await screen.findByTestId('explore-online')).getByText('online_one')).toBeTruthy();
    expect(within(screen.getByTestId('explore-followed')).getByText(/New followers: 4/)).toBeTruthy();
    // A guest sees only the sections with someone in them.
    expect(screen.queryByTestId('explore-photos')).toBeNull();
    // Near me is for members.
    expect(screen.queryByTestId('explore-near')).toBeNull();
    expect(within(await screen.findByTestId('stream')).getByText('A night out')).toBeTruthy();
  });

  it('tells a guest who can see nobody why, with a way to join', async () => {
    mockApi({ ...guest, ...stats, ...explore({ newest: [], onlineNow: [], mostFollowed: [] }), ...stream });
    renderApp('/');
    expect((await screen.findByTestId('explore-guest')).textContent).toContain('Most profiles here are for members only.');
  });

  it('leaves an empty stream out for guests', async () => {
    mockApi({ ...guest, ...stats, ...explore(), 'GET /api/stream': { status: 200, body: { data: { items: [], next: null } } } });
    renderApp('/');
    expect(await screen.findByTestId('explore-online')).toBeTruthy();
    expect(screen.queryByTestId('stream')).toBeNull();
  });

  it('shows a member honest empty sections', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } }, ...stats, ...explore(), ...stream });
    renderApp('/');
    expect((await screen.findByTestId('explore-photos')).textContent).toContain('Nobody to show here yet.');
  });

  it('asks a member without a place to add one, and lists members near them once they have', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } }, ...stats, ...explore(), ...stream });
    renderApp('/');
    expect((await screen.findByTestId('explore-near')).textContent).toContain('Add your town to your profile');
    expect(screen.getByRole('link', { name: 'Add my town' }).getAttribute('href')).toBe('/setup/location');
  });

  it('shows the distance of members near me', async () => {
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
      ...stats,
      ...explore({ hasLocation: true, nearMe: [card('close_one', { distance: { value: 12, unit: 'mi' } })] }),
      ...stream,
    });
    renderApp('/');
    const near = await screen.findByTestId('explore-near');
    expect(await within(near).findByText('close_one')).toBeTruthy();
    expect(near.textContent).toContain('12');
  });

  it("links a member on to their landing page, messages and profile (not a promise that they will appear)", async () => {
    const me = profile('velvet_fox');
    mockApi({ 'GET /api/auth/profile': { status: 200, body: { data: { ...me, member: { ...me.member, landingPage: 'newactivity' } } } }, ...stats, ...explore(), ...stream });
    renderApp('/');
    expect((await screen.findByTestId('member-name')).textContent).toBe('velvet_fox');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/newactivity');
    expect(within(main).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
    expect(within(main).getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/profile/velvet_fox');
    expect(main.textContent).not.toContain('will appear here');
  });
});
