import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffTicket } from '@community/contracts';
import { baseRoutes, fakeApi, lastQuery, listReply, openListPage, renderConsole, type Reply, type Route } from '../testing/fakeApi';
import { expectMenuItemFor } from '../testing/menu';

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
  firstResponseDueAt: '2026-11-25T10:00:00.000Z',
  firstResponseAt: null,
  overdue: true,
  messages: [
    { id: '1', authorKind: 'member', authorName: 'velvet_fox', body: 'I paid twice for Gold.', internal: false, createdAt: '2026-11-23T10:00:00.000Z' },
    { id: '2', authorKind: 'staff', authorName: 'support_one', body: 'Check Stripe first', internal: true, createdAt: '2026-11-23T10:05:00.000Z' },
  ],
};
const lock = { resource: 'tickets', recordId: ticket.id, holderId: 'm1', holderName: 'support_one', mine: true, expiresAt: '2026-11-23T10:10:00.000Z' };
const messagesKey = `POST /api/staff/tickets/${ticket.id}/messages`;

/** What the ticket's page asks for: the ticket as it stands now, and its edit lock, taken and given back. */
const ticketPage = (current: () => StaffTicket): Record<string, Route> => ({
  [`GET /api/staff/tickets/${ticket.id}`]: () => ({ status: 200, body: current() }),
  [`PUT /api/staff/locks/tickets/${ticket.id}`]: () => ({ status: 200, body: lock }),
  [`DELETE /api/staff/locks/tickets/${ticket.id}`]: () => ({ status: 200, body: { ...lock, holderId: null, holderName: null, mine: false, expiresAt: null } }),
});

/** The ticket once staff replied `body` to the member: the reply ends the thread and the ticket waits on the member. */
const answered = (body: string): StaffTicket => ({
  ...ticket,
  status: 'waiting',
  messages: [...ticket.messages!, { id: '3', authorKind: 'staff', authorName: 'support_one', body, internal: false, createdAt: '2026-11-23T10:06:00.000Z' }],
});
const replyBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /reply to the member/i });

describe('the tickets resource', () => {
  it('shows each ticket’s first-reply deadline, overdue ones in red, and filters overdue tickets', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const rows: StaffTicket[] = [
      { ...ticket, messages: undefined },
      { ...ticket, id: 'T-2026-000043', reference: 'T-2026-000043', subject: 'Cannot log in', overdue: false, firstResponseDueAt: later, messages: undefined },
      { ...ticket, id: 'T-2026-000044', reference: 'T-2026-000044', subject: 'Photo gone', overdue: false, status: 'waiting', firstResponseAt: '2026-11-24T09:00:00.000Z', messages: undefined },
    ];
    const log = fakeApi({
      ...baseRoutes('support'),
      'GET /api/staff/tickets': (_b, url) => {
        const filter = JSON.parse(new URL(url, 'http://x').searchParams.get('filter') ?? '{}') as { due?: string };
        const body = filter.due === 'overdue' ? rows.filter((r) => r.overdue) : rows;
        return listReply('tickets', body);
      },
    });
    renderConsole('/staff/tickets');
    expect(await screen.findByText('Cannot log in', {}, { timeout: 5000 })).toBeTruthy();
    const chips = screen.getAllByTestId('ticket-due');
    expect(chips.map((c) => c.getAttribute('data-state'))).toEqual(['overdue', 'later', 'answered']);
    expect(chips[0]!.className).toMatch(/colorError/);
    expect(chips[0]!.textContent).toMatch(/^Overdue · /);

    // The "First reply" filter is always on screen: choose "Overdue".
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'First reply' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Overdue' }));
    // As for the sort below: under a full parallel run the re-query can take longer than waitFor's 1 s default.
    await waitFor(() => expect(JSON.parse(lastQuery(log, 'GET /api/staff/tickets').get('filter') ?? '')).toEqual({ due: 'overdue' }), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('Cannot log in')).toBeNull());
    expect(screen.getByText('Charged twice')).toBeTruthy();

    // Sorting by the deadline asks the API to sort (it is a column of the table).
    fireEvent.click(screen.getByRole('button', { name: /first reply due/i }));
    // The re-query follows the click asynchronously: on a loaded machine that took longer than waitFor's 1 s default once.
    await waitFor(() => expect(JSON.parse(lastQuery(log, 'GET /api/staff/tickets').get('sort') ?? '')[0]).toBe('firstResponseDueAt'), { timeout: 5000 });
  }, 60_000);

  it('lists the queue with the brand of the app bar as a filter', async () => {
    const log = openListPage('support', 'tickets', [ticket], 'shuk');
    expect(await screen.findByText('Charged twice', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('velvet_fox')).toBeTruthy();
    expect(JSON.parse(lastQuery(log, 'GET /api/staff/tickets').get('filter') ?? '')).toEqual({ variant: 'shuk' });
    expect(JSON.parse(lastQuery(log, 'GET /api/staff/tickets').get('sort') ?? '')).toEqual(['updatedAt', 'DESC']);
  }, 60_000);

  it('shows the thread with internal notes marked, and sends a reply', async () => {
    let current: StaffTicket = ticket;
    const log = fakeApi({
      ...baseRoutes('support'),
      ...ticketPage(() => current),
      [messagesKey]: (body) => {
        current = answered((body as { body: string }).body);
        return { status: 201, body: current };
      },
    });
    renderConsole(`/staff/tickets/${ticket.id}/show`);
    expect(await screen.findByText('I paid twice for Gold.', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Internal note')).toBeTruthy();
    fireEvent.change(replyBox(), { target: { value: 'Refunded the second payment.' } });
    fireEvent.click(screen.getByRole('button', { name: /send reply/i }));
    await waitFor(() => expect(log.some((c) => c.key === messagesKey)).toBe(true));
    const sent = log.find((c) => c.key === messagesKey)!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ body: 'Refunded the second payment.', internal: false });
    expect(typeof sent.clientId).toBe('string');
    expect(await screen.findByText('Refunded the second payment.')).toBeTruthy();
    expect(replyBox().value).toBe('');
  }, 60_000);

  it('keeps what was typed while a reply was on its way: only the text it sent is cleared', async () => {
    let current: StaffTicket = ticket;
    let deliver: () => void = () => undefined;
    const log = fakeApi({
      ...baseRoutes('support'),
      ...ticketPage(() => current),
      // The reply is held in flight until the test lets it arrive.
      [messagesKey]: (body) =>
        new Promise<Reply>((resolve) => {
          deliver = () => {
            current = answered((body as { body: string }).body);
            resolve({ status: 201, body: current });
          };
        }),
    });
    renderConsole(`/staff/tickets/${ticket.id}/show`);
    expect(await screen.findByText('I paid twice for Gold.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(replyBox(), { target: { value: 'Refunded the second payment.' } });
    fireEvent.click(screen.getByRole('button', { name: /send reply/i }));
    await waitFor(() => expect(log.some((c) => c.key === messagesKey)).toBe(true));

    fireEvent.change(replyBox(), { target: { value: 'Refunded the second payment. Next: ask the bank' } });
    deliver();
    expect(await screen.findByText('Reply sent; the member is notified')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Refunded the second payment.')).toBeTruthy();
    expect(replyBox().value).toBe('Refunded the second payment. Next: ask the bank');
    expect(log.find((c) => c.key === messagesKey)!.body).toMatchObject({ body: 'Refunded the second payment.' });
  }, 60_000);

  it('shows attachments in the thread and sends a reply with a file (uploaded first, then its id)', async () => {
    const photo = { id: 'a1', kind: 'image' as const, filename: 'screen.webp', contentType: 'image/webp', size: 4096, url: `/api/staff/tickets/${ticket.id}/attachments/a1` };
    const pdf = { id: 'c0ffee00-0000-4000-8000-000000000001', kind: 'pdf' as const, filename: 'refund.pdf', contentType: 'application/pdf', size: 900 };
    let current: StaffTicket = { ...ticket, messages: [{ ...ticket.messages![0]!, attachment: photo }, ticket.messages![1]!] };
    const log = fakeApi({
      ...baseRoutes('support'),
      ...ticketPage(() => current),
      'POST /api/staff/tickets/attachments': () => ({ status: 201, body: pdf }),
      [messagesKey]: (body) => {
        current = {
          ...current,
          messages: [
            ...current.messages!,
            { id: '3', authorKind: 'staff', authorName: 'support_one', body: (body as { body: string }).body, internal: false, createdAt: '2026-11-23T10:06:00.000Z', attachment: { ...pdf, url: `/api/staff/tickets/${ticket.id}/attachments/${pdf.id}` } },
          ],
        };
        return { status: 201, body: current };
      },
    });
    renderConsole(`/staff/tickets/${ticket.id}/show`);
    const thumb = await screen.findByRole('link', { name: 'Attachment: screen.webp' }, { timeout: 5000 });
    expect(thumb.getAttribute('href')).toBe(photo.url);
    expect(within(thumb).getByRole('img').getAttribute('src')).toBe(photo.url);
    fireEvent.change(replyBox(), { target: { value: 'Receipt attached' } });
    fireEvent.change(screen.getByLabelText('Attachment'), { target: { files: [new File(['%PDF-1.4'], 'refund.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('refund.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /send reply/i }));
    expect(await screen.findByRole('link', { name: 'Attachment: refund.pdf' })).toBeTruthy();
    const keys = log.map((c) => c.key);
    expect(keys.indexOf('POST /api/staff/tickets/attachments')).toBeLessThan(keys.indexOf(messagesKey));
    expect(log.find((c) => c.key === messagesKey)!.body).toMatchObject({ body: 'Receipt attached', attachmentId: pdf.id });
  }, 60_000);

  it('opens a ticket from a payment: the form sends paymentId and leaves the member to the payment', async () => {
    const paymentId = '7a0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6';
    const log = fakeApi({
      ...baseRoutes('admin'),
      'POST /api/staff/tickets': () => ({ status: 201, body: { ...ticket, context: { source: 'payment', paymentId, amount: '£12.99', status: 'failed' } } }),
      [`GET /api/staff/tickets/${ticket.id}`]: () => ({ status: 200, body: { ...ticket, context: { source: 'payment', paymentId, amount: '£12.99', status: 'failed' } } }),
      [`PUT /api/staff/locks/tickets/${ticket.id}`]: () => ({ status: 200, body: lock }),
    });
    renderConsole(`/staff/tickets/create?paymentId=${paymentId}&paymentRef=pay_1`);
    expect(await screen.findByText('Open a ticket from a payment', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /first message/i }), { target: { value: 'Your card was declined.' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(log.some((c) => c.key === 'POST /api/staff/tickets')).toBe(true));
    expect(log.find((c) => c.key === 'POST /api/staff/tickets')!.body).toMatchObject({ paymentId, category: 'billing', subject: 'Your payment pay_1', body: 'Your card was declined.' });
    expect(await screen.findByRole('link', { name: 'Open the payment' }, { timeout: 5000 })).toBeTruthy();
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
    await expectMenuItemFor(role, /support tickets/i, shown);
  }, 60_000);
});
