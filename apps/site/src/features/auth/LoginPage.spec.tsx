import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { emptyActivityApi, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const guestProfile = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };

async function fillAndSubmit(login: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Member name or e-mail address/), { target: { value: login } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('shows a field error from the server on that field', async () => {
    const { requests } = mockApi({
      ...guestProfile,
      'POST /api/auth/login': {
        status: 422,
        body: { message: 'Some fields are wrong', statusCode: 422, errors: [{ field: 'login', message: 'No member uses that name' }] },
      },
    });
    renderApp('/login');
    await fillAndSubmit('nobody', 'secret-password');

    const message = await screen.findByText('No member uses that name');
    const input = screen.getByLabelText(/Member name or e-mail address/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ login: 'nobody', password: 'secret-password', remember: false });
    // The field error is enough: no form-wide message repeats it.
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('shows the server message when no field is named', async () => {
    mockApi({
      ...guestProfile,
      'POST /api/auth/login': { status: 401, body: { message: 'That name, e-mail address or password is not right', statusCode: 401 } },
    });
    renderApp('/login');
    await fillAndSubmit('velvet_fox', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('That name, e-mail address or password is not right');
  });

  it('checks the form with the contracts schema before sending', async () => {
    const { requests } = mockApi(guestProfile);
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your name or e-mail address')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('goes to /mfa when the server asks for the second step', async () => {
    mockApi({
      ...guestProfile,
      'POST /api/auth/login': { status: 403, body: { message: 'Enter your code', statusCode: 403, mfa_required: true } },
    });
    renderApp('/login');
    await fillAndSubmit('velvet_fox', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
  });

  it('signs in and lands on the page the server names (activity)', async () => {
    mockApi({
      ...guestProfile,
      ...emptyActivityApi,
      'POST /api/auth/login': { status: 200, body: { data: { redirect: '/activity', profile: profile('velvet_fox') } } },
    });
    const { services } = renderApp('/login');
    await fillAndSubmit('velvet_fox', 'right-password');
    // The server names the member's landing page, and the site has it.
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/activity'));
    expect(await screen.findByTestId('activity-empty', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a refusal on the login page itself rather than sending the guest to log in again', async () => {
    mockApi({
      ...guestProfile,
      'POST /api/auth/login': { status: 403, body: { message: 'This account has been suspended', statusCode: 403 } },
    });
    const { services } = renderApp('/login');
    await fillAndSubmit('velvet_fox', 'right-password');
    expect((await screen.findByRole('alert')).textContent).toContain('This account has been suspended');
    expect(services.router.state.location.pathname).toBe('/login');
  });

  it('goes to the maintenance page on a 503, with a way back', async () => {
    mockApi({ ...guestProfile, 'POST /api/auth/login': { status: 503, body: { message: 'Down', statusCode: 503 } } });
    const { services } = renderApp('/login');
    await fillAndSubmit('velvet_fox', 'right-password');
    expect(await screen.findByRole('heading', { name: 'We will be back soon' })).toBeTruthy();
    expect(services.router.state.location.pathname).toBe('/maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
  });
});
