import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const guestProfile = { 'GET /api/auth/profile': { status: 401, body: { message: 'Not logged in', statusCode: 401 } } };
const TOKEN = 'tok_0123456789abcdefghijklmnop';

describe('ConfirmPage', () => {
  it('confirms the token once and offers to log in', async () => {
    const { requests } = mockApi({ ...guestProfile, 'POST /api/auth/confirm': { status: 200, body: { data: null } } });
    renderApp(`/confirm/${TOKEN}`);
    expect(await screen.findByText('Thank you, your e-mail address is confirmed.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: TOKEN });
  });

  it('explains an invalid link', async () => {
    mockApi({ ...guestProfile, 'POST /api/auth/confirm': { status: 400, body: { message: 'Bad token', statusCode: 400 } } });
    renderApp(`/confirm/${TOKEN}`);
    expect(await screen.findByText('This link is not valid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to get a new link' })).toBeTruthy();
  });
});
