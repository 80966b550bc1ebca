import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('guards', () => {
  it('sends a guest from a members-only page to log in, and back there afterwards', async () => {
    let loggedIn = false;
    mockApi({
      'GET /api/auth/profile': () => (loggedIn ? { status: 200, body: { data: profile() } } : { status: 401, body: { message: 'No', statusCode: 401 } }),
      'POST /api/auth/login': () => {
        loggedIn = true;
        return { status: 200, body: { data: { redirect: '/', profile: profile() } } };
      },
      'GET /api/auth/sessions': { status: 200, body: { data: [] } },
    });
    const { services } = renderApp('/settings/security');

    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    fireEvent.change(await screen.findByLabelText(/Member name or e-mail address/), { target: { value: 'velvet_fox' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(services.router.state.location.pathname).toBe('/settings/security'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
  });

  it('sends a member away from guest-only pages', async () => {
    mockApi({ 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } });
    const { services } = renderApp('/register');
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
    expect((await screen.findByTestId('member-name')).textContent).toBe('velvet_fox');
  });

  it('logs out and returns to the welcome page', async () => {
    let loggedIn = true;
    const { requests } = mockApi({
      'GET /api/auth/profile': () => (loggedIn ? { status: 200, body: { data: profile('velvet_fox') } } : { status: 401, body: { message: 'No', statusCode: 401 } }),
      'POST /api/auth/logout': () => {
        loggedIn = false;
        return { status: 204 };
      },
    });
    renderApp('/');
    await screen.findByTestId('member-name');
    fireEvent.click(screen.getAllByRole('button', { name: 'Log out' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Welcome to Swingers Heaven' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/auth/logout')).toBe(true);
  });
});
