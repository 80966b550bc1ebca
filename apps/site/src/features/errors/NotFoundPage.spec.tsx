import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { toLayoutView } from '../../shared/boot/site-view';
import { bootData, layout } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const guestProfile = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };

describe('not-found', () => {
  it('an unknown path shows "This page could not be found" and a way home', async () => {
    mockApi(guestProfile);
    const { services } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Swingers Heaven' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a route of a section the variant switched off is not found (built routes show coming-soon instead)', async () => {
    mockApi(guestProfile);
    const offered = [{ name: 'index', path: '/', auth: 'any', layout: 'home' }] as const;
    renderApp('/parties/summer-cup/media', bootData({ layout: toLayoutView({ ...layout, routes: [...offered] }) }));
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('shows not-found directly when the server said 404, even for a path the site knows', async () => {
    mockApi(guestProfile);
    renderApp('/login', bootData({ status: 404 }));
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});
