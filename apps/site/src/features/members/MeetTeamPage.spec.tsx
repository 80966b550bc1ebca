import { type TeamMember } from '@community/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { germanBootData, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const guest = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };
const confirmAge = () => {
  document.cookie = 'age-confirm=1; path=/';
};
const avatar = (colour: number, small: string | null = null) => ({ small, medium: null, large: null, 'large-thumbnail': null, colour });
const TEAM: TeamMember[] = [
  { id: 't1', name: 'Ruth', role: 'super', avatar: avatar(1, 'https://cdn.example/ruth-s.jpg') },
  { id: 't2', name: 'Gus', role: 'global', avatar: avatar(2) },
  { id: 't3', name: 'Ada', role: 'admin', avatar: avatar(3) },
  { id: 't4', name: 'Mo & Jo', role: 'moderator', avatar: avatar(4) },
];

describe('MeetTeamPage', () => {
  it('shows the team to a guest in the order the API gives, each name linking to the profile with its role', async () => {
    const { requests } = mockApi({ ...guest, 'GET /api/meet-team': { status: 200, body: { data: TEAM } } });
    confirmAge();
    renderApp('/meet-team');
    const page = await screen.findByTestId('meet-team-page', {}, { timeout: 5000 });
    expect(within(page).getByRole('heading', { level: 1, name: 'Meet the team' })).toBeTruthy();
    expect(within(page).getByText('The people who look after Swingers Heaven: moderation, support, editing and running the site.')).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();

    const cards = within(page).getAllByTestId('team-member');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(['Ruth', 'Gus', 'Ada', 'Mo & Jo']);
    expect(cards.map((c) => within(c).getByTestId('team-role').textContent)).toEqual(['Head of the team', 'Network administrator', 'Administrator', 'Moderator']);
    expect(within(cards[3]!).getByRole('link').getAttribute('href')).toBe('/profile/Mo%20%26%20Jo');
    // The avatar: the photo when there is one, else the coloured initial.
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/ruth-s.jpg');
    expect(cards[1]!.textContent).toContain('G');
    expect(cards[1]!.querySelector('img')).toBeNull();

    expect(requests.filter((r) => r.url.startsWith('/api/meet-team')).map((r) => r.method)).toEqual(['GET']);
    expect(screen.queryByTestId('meet-team-empty')).toBeNull();
    expect(document.title).toContain('Meet the team');
  });

  it('is the same page for a logged-in member', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 200, body: { data: profile() } }, 'GET /api/meet-team': { status: 200, body: { data: TEAM.slice(2) } } });
    renderApp('/meet-team');
    const page = await screen.findByTestId('meet-team-page', {}, { timeout: 5000 });
    await screen.findByTestId('topbar-member');
    expect(within(page).getAllByTestId('team-member')).toHaveLength(2);
  });

  it('says plainly when there is nobody to show', async () => {
    mockApi({ ...guest, 'GET /api/meet-team': { status: 200, body: { data: [] } } });
    confirmAge();
    renderApp('/meet-team');
    const empty = await screen.findByTestId('meet-team-empty', {}, { timeout: 5000 });
    expect(empty.textContent).toBe('There is no one to show here at the moment.');
    expect(screen.queryAllByTestId('team-member')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Meet the team' })).toBeTruthy();
  });

  it('a failed request shows the shell’s not-found state, not an empty team', async () => {
    mockApi({ ...guest, 'GET /api/meet-team': { status: 500, body: { message: 'Internal server error', statusCode: 500 } } });
    confirmAge();
    renderApp('/meet-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('meet-team-page')).toBeNull();
    expect(screen.queryByTestId('meet-team-empty')).toBeNull();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('refuses a reply that does not match the contract (no half-rendered cards)', async () => {
    mockApi({ ...guest, 'GET /api/meet-team': { status: 200, body: { data: [{ id: 't1', name: 'Ruth', role: 'janitor', avatar: avatar(1) }] } } });
    confirmAge();
    renderApp('/meet-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryAllByTestId('team-member')).toHaveLength(0);
  });

  it('speaks the variant language: title, intro and role labels (German here)', async () => {
    mockApi({ ...guest, 'GET /api/meet-team': { status: 200, body: { data: TEAM } } });
    confirmAge();
    const de = germanBootData();
    renderApp('/meet-team', de);
    const page = await screen.findByTestId('meet-team-page', {}, { timeout: 5000 });
    expect(within(page).getByRole('heading', { level: 1, name: 'Das Team' })).toBeTruthy();
    expect(within(page).getByText(/Die Menschen, die sich um .+ kümmern/)).toBeTruthy();
    expect(within(page).getAllByTestId('team-role').map((r) => r.textContent)).toEqual(['Teamleitung', 'Netzwerk-Administration', 'Administration', 'Moderation']);
  });
});
