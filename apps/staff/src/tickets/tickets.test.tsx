import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffTicket } from '@community/contracts';
import { baseRoutes, fakeApi, lastQuery, renderConsole } from '../testing/fakeApi';

const ticket: StaffTicket = {
  id: 'T-2026-000042',
  reference: 'T-2026-000042',
  memberId: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  memberName: 'velvet_fox',
  variant: 'shuk',
  category: 'billing',
  subject: 'Charged twice',
  status: 'open',
  priority: 'normal',
  assigneeId: null,
  assigneeName: null,
  reportId: null,
  context: null,
  createdById: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  messages: [
    { id: '1', authorKind: 'member', authorName: 'velvet_fox', body: 'I paid twice for Gold.', internal: false, createdAt: '2026-11-23T10:00:00.000Z' },
    { id: '2', authorKind: 'staff', authorName: 'support_one', body: 'Check Stripe first', internal: true, createdAt: '2026-11-23T10:05:00.000Z' },
  ],
};
const lock = { resource: 'tickets', recordId: ticket.id, holderId: 'm1', holderName: 'support_one', mine: true, expiresAt: '2026-11-23T10:10:00.000Z' };

describe('the tickets resource', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the queue with the brand of the app bar as a filter', async () => {
    const log = fakeApi({
      ...baseRoutes('support'),
      'GET /api/staff/tickets': () => ({ status: 200, body: [ticket], headers: { 'Content-Range': 'tickets 0-0/1' } }),
    });
    renderConsole('/staff/tickets', { 'staff.variant': 'shuk' });
    expect(await screen.findByText('Charged twice', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('velvet_fox')).toBeTruthy();
    expect(JSON.parse(lastQuery(log, 'GET /api/staff/tickets').get('filter') ?? '')).toEqual({ variant: 'shuk' });
    expect(JSON.parse(lastQuery(log, 'GET /api/staff/tickets').get('sort') ?? '')).toEqual(['updatedAt', 'DESC']);
  }, 60_000);

  it('shows the thread with internal notes marked, and sends a reply', async () => {
    let current: StaffTicket = ticket;
    const log = fakeApi({
      ...baseRoutes('support'),
      [`GET /api/staff/tickets/${ticket.id}`]: () => ({ status: 200, body: current }),
      [`PUT /api/staff/locks/tickets/${ticket.id}`]: () => ({ status: 200, body: lock }),
      [`DELETE /api/staff/locks/tickets/${ticket.id}`]: () => ({ status: 200, body: { ...lock, holderId: null, holderName: null, mine: false, expiresAt: null } }),
      [`POST /api/staff/tickets/${ticket.id}/messages`]: (body) => {
        current = {
          ...ticket,
          status: 'waiting',
          messages: [...ticket.messages!, { id: '3', authorKind: 'staff', authorName: 'support_one', body: (body as { body: string }).body, internal: false, createdAt: '2026-11-23T10:06:00.000Z' }],
        };
        return { status: 201, body: current };
      },
    });
    renderConsole(`/staff/tickets/${ticket.id}/show`);
    expect(await screen.findByText('I paid twice for Gold.', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Internal note')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /reply to the member/i }), { target: { value: 'Refunded the second payment.' } });
    fireEvent.click(screen.getByRole('button', { name: /send reply/i }));
    await waitFor(() => expect(log.some((c) => c.key === `POST /api/staff/tickets/${ticket.id}/messages`)).toBe(true));
    const sent = log.find((c) => c.key === `POST /api/staff/tickets/${ticket.id}/messages`)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ body: 'Refunded the second payment.', internal: false });
    expect(typeof sent.clientId).toBe('string');
    expect(await screen.findByText('Refunded the second payment.')).toBeTruthy();
  }, 60_000);

  it('says who holds the record when another staff member is editing it', async () => {
    fakeApi({
      ...baseRoutes('support'),
      [`GET /api/staff/tickets/${ticket.id}`]: () => ({ status: 200, body: ticket }),
      [`PUT /api/staff/locks/tickets/${ticket.id}`]: () => ({
        status: 409,
        body: { message: 'anna is editing this record', statusCode: 409, code: 'STAFF_RECORD_LOCKED', lock: { ...lock, holderId: 'x', holderName: 'anna', mine: false } },
      }),
    });
    renderConsole(`/staff/tickets/${ticket.id}/show`);
    expect(await screen.findByText(/anna is editing this record/, {}, { timeout: 5000 })).toBeTruthy();
  }, 60_000);

  it('offers the tickets menu to an editor Super granted the tickets page', async () => {
    fakeApi({ ...baseRoutes('editor'), 'GET /api/staff/me': () => ({ status: 200, body: { id: 'm1', name: 'ed', role: 'editor', homeVariant: 'shuk', pageAccess: ['tickets'] } }) });
    renderConsole('/staff/');
    expect(await screen.findByRole('menuitem', { name: /support tickets/i }, { timeout: 10000 })).toBeTruthy();
  }, 60_000);

  it.each([
    ['support', true],
    ['admin', true],
    ['moderator', false],
    ['editor', false],
  ])('offers the tickets menu to %s: %s', async (role, shown) => {
    fakeApi(baseRoutes(role));
    renderConsole('/staff/');
    expect(await screen.findByRole('menuitem', { name: /members/i }, { timeout: 5000 })).toBeTruthy();
    if (shown) expect(await screen.findByRole('menuitem', { name: /support tickets/i })).toBeTruthy();
    else {
      await new Promise((r) => setTimeout(r, 300));
      expect(screen.queryByRole('menuitem', { name: /support tickets/i })).toBeNull();
    }
  }, 60_000);
});
