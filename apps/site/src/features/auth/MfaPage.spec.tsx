import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const guestProfile = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };

describe('MfaPage', () => {
  it('sends only the recovery code in recovery mode, then signs in', async () => {
    const { requests } = mockApi({
      ...guestProfile,
      'POST /api/auth/mfa': { status: 200, body: { data: { redirect: '/', profile: profile('velvet_fox') } } },
    });
    const { services } = renderApp('/mfa');
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: 'aaaa-bbbb-cccc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(services.router.state.location.pathname).toBe('/'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ recoveryCode: 'aaaa-bbbb-cccc' });
    expect((await screen.findByTestId('member-name')).textContent).toBe('velvet_fox');
  });

  it('asks to log in again when the pending login expired', async () => {
    mockApi({ ...guestProfile, 'POST /api/auth/mfa': { status: 401, body: { message: 'No pending login', statusCode: 401 } } });
    renderApp('/mfa');
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This step took too long. Please log in again.')).toBeTruthy();
  });
});
