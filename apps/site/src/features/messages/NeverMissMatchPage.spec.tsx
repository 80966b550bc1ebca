import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The whole app renders lazily loaded pages: on a busy machine that takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

vi.mock('socket.io-client', async () => {
  const { createFakeSocket } = await import('../../test/fake-socket');
  return { io: () => createFakeSocket() };
});

const settings = { groupSound: true, sound: true, sendOnEnter: true, emailAlerts: true, readReceipts: true, sendTyping: true, requests: { nonFriends: false, newAccounts: true, unverified: false } };

describe('NeverMissMatchPage', () => {
  it('stops the alert e-mails from the link in the e-mail, and changes settings one switch at a time', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/conversations/settings': { status: 200, body: { data: settings } },
      'POST /api/conversations/alerts/unsubscribe': { status: 204 },
      'PUT /api/conversations/settings': (r) => ({ status: 200, body: { data: { ...settings, ...(r.body as object), requests: { ...settings.requests, ...((r.body as { requests?: object }).requests ?? {}) } } } }),
    });
    renderApp('/messages/never-miss-match?unsubscribe=member.token-value');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(/you will no longer get e-mails about unread messages/)).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/conversations/alerts/unsubscribe')?.body).toEqual({ token: 'member.token-value' });

    const filter = await screen.findByRole('switch', { name: 'Members who are not ID-verified' });
    fireEvent.click(filter);
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ requests: { unverified: true } });
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Members who are not ID-verified' }) as HTMLInputElement).checked).toBe(true));
  });

  it('works for a guest arriving from the e-mail: no login needed to unsubscribe, and a way to log in', async () => {
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 401, body: { message: 'Log in', statusCode: 401 } },
      'POST /api/conversations/alerts/unsubscribe': { status: 204 },
    });
    renderApp('/messages/never-miss-match?unsubscribe=member.token-value');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(/you will no longer get e-mails about unread messages/)).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/conversations/alerts/unsubscribe')?.body).toEqual({ token: 'member.token-value' });
    expect(screen.getByText('Log in to choose your message alerts, sounds and requests filter.')).toBeTruthy();
    expect(requests.some((r) => r.url.startsWith('/api/conversations/settings'))).toBe(false);
  });
});
