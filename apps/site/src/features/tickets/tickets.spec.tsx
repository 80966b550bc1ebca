import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translationsFor, type MemberTicketDetail } from '@community/contracts';
import { mockApi } from '../../test/api-mock';
import { germanBootData, profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const REF = 'T-2026-000123';
const detail = (over: Partial<MemberTicketDetail> = {}): MemberTicketDetail => ({
  reference: REF,
  category: 'billing',
  subject: 'Charged twice',
  status: 'waiting',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T11:00:00.000Z',
  unread: false,
  messages: [
    {
      id: '1',
      authorKind: 'member',
      authorName: 'velvet_fox',
      body: 'I paid twice for Gold.',
      internal: false,
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    {
      id: '2',
      authorKind: 'staff',
      authorName: 'support',
      body: 'Refunded the second payment.',
      internal: false,
      createdAt: '2026-11-22T11:00:00.000Z',
    },
  ],
  ...over,
});
const auth = { 'GET /api/auth/profile': { status: 200, body: { data: profile() } } };

describe('support tickets (site)', () => {
  it('lists my tickets with their status and a new-reply badge', async () => {
    const { messages: _m, ...row } = detail({ unread: true });
    mockApi({ ...auth, 'GET /api/tickets': { status: 200, body: { data: [row] } } });
    renderApp('/tickets');
    const list = await screen.findByTestId('tickets-list');
    expect(within(list).getByText('Charged twice')).toBeTruthy();
    expect(within(list).getByText('New reply')).toBeTruthy();
    expect(within(list).getByText('Waiting for you')).toBeTruthy();
    expect(within(list).getByRole('link').getAttribute('href')).toBe(`/tickets/${REF}`);
  });

  it('says so when there are no tickets', async () => {
    mockApi({ ...auth, 'GET /api/tickets': { status: 200, body: { data: [] } } });
    renderApp('/tickets');
    expect(await screen.findByText('You have not opened any tickets.')).toBeTruthy();
  });

  it('opens a ticket with category, subject and message, then shows it', async () => {
    const { requests } = mockApi({
      ...auth,
      'POST /api/tickets': {
        status: 201,
        body: { data: detail({ status: 'open', messages: [detail().messages[0]!] }) },
      },
      [`GET /api/tickets/${REF}`]: {
        status: 200,
        body: { data: detail({ status: 'open', messages: [detail().messages[0]!] }) },
      },
    });
    renderApp('/tickets/create');
    const submit = await screen.findByRole('button', { name: 'Send to support' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getAllByLabelText(/what is it about/i).find((el) => el.tagName === 'INPUT')!);
    fireEvent.click(await screen.findByRole('option', { name: 'Payments and billing' }));
    fireEvent.change(screen.getByRole('textbox', { name: /subject/i }), { target: { value: 'Charged twice' } });
    fireEvent.change(screen.getByRole('textbox', { name: /your message/i }), {
      target: { value: 'I paid twice for Gold.' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('I paid twice for Gold.', { selector: 'p' })).toBeTruthy();
    const sent = requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/tickets'))!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ category: 'billing', subject: 'Charged twice', body: 'I paid twice for Gold.' });
    expect(typeof sent.clientId).toBe('string');
  });

  it('shows the thread with support’s reply, answers and closes', async () => {
    let current = detail();
    const { requests } = mockApi({
      ...auth,
      [`GET /api/tickets/${REF}`]: () => ({ status: 200, body: { data: current } }),
      [`POST /api/tickets/${REF}/messages`]: (r) => {
        current = detail({
          status: 'open',
          messages: [
            ...detail().messages,
            {
              id: '3',
              authorKind: 'member',
              authorName: 'velvet_fox',
              body: (r.body as { body: string }).body,
              internal: false,
              createdAt: '2026-11-22T12:00:00.000Z',
            },
          ],
        });
        return { status: 201, body: { data: current } };
      },
      [`POST /api/tickets/${REF}/close`]: () => {
        current = { ...current, status: 'closed' };
        return { status: 200, body: { data: current } };
      },
    });
    renderApp(`/tickets/${REF}`);
    expect(await screen.findByText('Refunded the second payment.')).toBeTruthy();
    expect(screen.getByText('Support (support)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /your reply/i }), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Thanks!', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText(/This ticket is closed/)).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.url.endsWith(`/api/tickets/${REF}/close`))).toBe(true));
  });

  it('attaches a file to a reply (uploaded first, sent as attachmentId) and shows attachments as a thumbnail and a link', async () => {
    const photo = { id: 'a1', kind: 'image' as const, filename: 'screen.webp', contentType: 'image/webp', size: 2048, url: `/api/tickets/${REF}/attachments/a1` };
    let current = detail({ messages: [{ ...detail().messages[0]!, attachment: photo }, detail().messages[1]!] });
    const { requests } = mockApi({
      ...auth,
      [`GET /api/tickets/${REF}`]: () => ({ status: 200, body: { data: current } }),
      'POST /api/tickets/attachments': { status: 201, body: { data: { id: 'b2', kind: 'pdf', filename: 'invoice.pdf', contentType: 'application/pdf', size: 900 } } },
      [`POST /api/tickets/${REF}/messages`]: (r) => {
        const pdf = { id: 'b2', kind: 'pdf' as const, filename: 'invoice.pdf', contentType: 'application/pdf', size: 900, url: `/api/tickets/${REF}/attachments/b2` };
        current = detail({
          status: 'open',
          messages: [...current.messages, { id: '3', authorKind: 'member', authorName: 'velvet_fox', body: (r.body as { body: string }).body, internal: false, createdAt: '2026-11-22T12:00:00.000Z', attachment: pdf }],
        });
        return { status: 201, body: { data: current } };
      },
    });
    renderApp(`/tickets/${REF}`);
    const thumb = await screen.findByRole('link', { name: 'Attachment: screen.webp' });
    expect(thumb.getAttribute('href')).toBe(photo.url);
    expect(within(thumb).getByRole('img').getAttribute('src')).toBe(photo.url);
    fireEvent.change(screen.getByRole('textbox', { name: /your reply/i }), { target: { value: 'Here is the invoice' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toContain('application/pdf');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const link = await screen.findByRole('link', { name: 'Attachment: invoice.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/tickets/${REF}/attachments/b2`);
    const upload = requests.find((r) => r.url.endsWith('/api/tickets/attachments'))!;
    expect(upload.method).toBe('POST');
    const sent = requests.find((r) => r.url.endsWith(`/api/tickets/${REF}/messages`))!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ body: 'Here is the invoice', attachmentId: 'b2' });
  });

  it('refuses a file over 10 MB before sending it', async () => {
    mockApi({ ...auth, [`GET /api/tickets/${REF}`]: { status: 200, body: { data: detail() } } });
    renderApp(`/tickets/${REF}`);
    await screen.findByText('Refunded the second payment.');
    fireEvent.change(screen.getByRole('textbox', { name: /your reply/i }), { target: { value: 'Big one' } });
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [big] } });
    expect(await screen.findByText('The file is too large: 10 MB at most.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send reply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks the variant’s language: a German member reads the list and the form in German', async () => {
    const { messages: _m, ...row } = detail({ unread: true });
    mockApi({ ...auth, 'GET /api/tickets': { status: 200, body: { data: [row] } } });
    document.cookie = 'age-confirm=1; path=/';
    const de = germanBootData();
    renderApp('/tickets', de);
    const list = await screen.findByTestId('tickets-list');
    expect(within(list).getByText('Neue Antwort')).toBeTruthy();
    expect(within(list).getByText('Wartet auf dich')).toBeTruthy();
    expect(within(list).getByText(/Zahlungen und Abrechnung/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ticket eröffnen' })).toBeTruthy();
    expect(screen.queryByText('New reply')).toBeNull();
  });

  it('has every ticket string translated in each variant language (none left in English)', () => {
    const en: Readonly<Record<string, string>> = translationsFor('en_GB');
    const keys = Object.keys(en).filter((k) => k.startsWith('tickets.'));
    expect(keys.length).toBeGreaterThan(30);
    // Words that are the same in English and the language (a reference, a brand-neutral word) may match.
    const same = new Set(['tickets.reference', 'tickets.title', 'tickets.support', 'tickets.status.open']);
    for (const locale of ['de_DE', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'pl_PL', 'pt_BR'] as const) {
      const tr: Readonly<Record<string, string>> = translationsFor(locale);
      const untranslated = keys.filter((k) => !same.has(k) && tr[k] === en[k]);
      expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
      // Placeholders survive translation.
      for (const k of keys)
        expect({ k, p: tr[k]?.match(/\{\w+\}/g) ?? [] }).toEqual({ k, p: en[k]?.match(/\{\w+\}/g) ?? [] });
    }
  });
});
