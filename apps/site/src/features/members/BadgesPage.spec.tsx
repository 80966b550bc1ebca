import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('BadgesPage', () => {
  it('lists what each mark means, each linking to its own page', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } } });
    renderApp('/badges');
    expect(await screen.findByTestId('badge-crown', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crown: Platinum' }).getAttribute('href')).toBe('/badges/crown');
    expect(screen.getByText('The member has a Silver or Gold upgrade.')).toBeTruthy();
  });

  it('shows one badge under /badges/{badge} and sends unknown ones back to the list', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } } });
    renderApp('/badges/verified');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID verified' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('badge-crown')).toBeNull();
  });

  it('gives a logged-in member a switch per badge, saved with PUT me/badges', async () => {
    const settings = {
      badges: [
        { badge: 'verified', have: true, shown: true },
        { badge: 'star', have: false, shown: false },
        { badge: 'crown', have: true, shown: true },
      ],
      hidden: [] as string[],
    };
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } },
      'GET /api/me/badges': { status: 200, body: { data: settings } },
      'PUT /api/me/badges': (req) => {
        const hidden = (req.body as { hidden: string[] }).hidden;
        return { status: 200, body: { data: { hidden, badges: settings.badges.map((b) => ({ ...b, shown: b.have && !hidden.includes(b.badge) })) } } };
      },
    });
    renderApp('/badges');
    const crown = (await screen.findByTestId('my-badge-crown', {}, { timeout: 5000 })) as HTMLInputElement;
    expect(crown.checked).toBe(true);
    expect(screen.getByText('You do not have this badge yet. Your choice is kept for when you do.')).toBeTruthy();
    fireEvent.click(crown);
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ hidden: ['crown'] }));
    await waitFor(() => expect((screen.getByTestId('my-badge-crown') as HTMLInputElement).checked).toBe(false));
  });

  it('shows no switches to guests', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } } });
    renderApp('/badges');
    expect(await screen.findByTestId('badge-crown', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('my-badges')).toBeNull();
  });
});
