import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, fakeApi, listReply, openListPage, renderConsole } from '../testing/fakeApi';
import { expectMenuItemFor } from '../testing/menu';

const report = {
  id: '5f0c7a3e-1b2d-4c5e-8f90-a1b2c3d4e5f6',
  variant: 'shuk',
  subjectType: 'member',
  subjectId: 'b6f1c1e2-3d4e-4f50-8a6b-7c8d9e0f1a2b',
  reason: 'harassment',
  details: 'Sends threats after I said no',
  status: 'open',
  reporterId: 'r1',
  reporterName: 'velvet_fox',
  note: null,
  handledById: null,
  handledByName: null,
  handledAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('the reports resource', () => {
  it('lists open reports first, newest first, with the brand from the app bar as filter', async () => {
    const log = openListPage('moderator', 'reports', [report], 'shuk');

    expect(await screen.findByText('Harassment or threats', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('velvet_fox')).toBeTruthy();
    const call = log.find((c) => c.key === 'GET /api/staff/reports');
    const query = new URL(call?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual({ status: 'open', variant: 'shuk' });
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['createdAt', 'DESC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([0, 24]);
  }, 60_000);

  it('marks a report handled with a note, sending only the status and the note', async () => {
    const log = fakeApi({
      ...baseRoutes('moderator'),
      [`GET /api/staff/reports/${report.id}`]: () => ({ status: 200, body: report }),
      [`PUT /api/staff/reports/${report.id}`]: (body) => ({
        status: 200,
        body: { ...report, ...(body as object), handledById: 'm1', handledByName: 'mo', handledAt: '2026-11-23T11:00:00.000Z' },
      }),
    });
    renderConsole(`/staff/reports/${report.id}`);

    expect(await screen.findByText('Sends threats after I said no', {}, { timeout: 5000 })).toBeTruthy();
    const status = screen.getByRole('combobox', { name: /status/i });
    fireEvent.mouseDown(status);
    fireEvent.click(await screen.findByRole('option', { name: 'Handled' }));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    // A decision needs a note.
    expect(await screen.findByText('Write a note saying what was done')).toBeTruthy();
    expect(log.some((c) => c.key.startsWith('PUT'))).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /staff note/i }), { target: { value: 'Warned the member' } });
    await waitFor(() => expect(screen.queryByText('Write a note saying what was done')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(log.some((c) => c.key === `PUT /api/staff/reports/${report.id}`)).toBe(true));
    expect(log.find((c) => c.key === `PUT /api/staff/reports/${report.id}`)?.body).toEqual({ status: 'handled', note: 'Warned the member' });
  }, 60_000);

  describe('bulk decisions (undoable)', () => {
    const second = { ...report, id: '6a1d8b4f-2c3e-4d6f-9a01-b2c3d4e5f607', reason: 'spam', reporterName: 'night_owl' };
    const routes = () => ({
      ...baseRoutes('moderator'),
      'GET /api/staff/reports': () => listReply('reports', [report, second]),
      [`PUT /api/staff/reports/${report.id}`]: (body: unknown) => ({ status: 200, body: { ...report, ...(body as object) } }),
      [`PUT /api/staff/reports/${second.id}`]: (body: unknown) => ({ status: 200, body: { ...second, ...(body as object) } }),
    });
    const selectBoth = async () => {
      expect(await screen.findByText('velvet_fox', {}, { timeout: 5000 })).toBeTruthy();
      fireEvent.click(screen.getByRole('checkbox', { name: /select all/i }));
      fireEvent.click(await screen.findByRole('button', { name: /dismiss/i }));
      const confirm = screen.getByRole('button', { name: 'Confirm' });
      // A note is required before anything can be sent.
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(screen.getByRole('textbox', { name: /staff note/i }), { target: { value: 'Duplicate reports, no breach' } });
      fireEvent.click(confirm);
      expect(await screen.findByText('2 reports dismissed')).toBeTruthy();
    };

    it('Undo sends nothing', async () => {
      const log = fakeApi(routes());
      renderConsole('/staff/reports', { 'staff.variant': 'shuk' });
      await selectBoth();
      // (The list is aria-hidden until the dialog has finished closing.)
      fireEvent.click(await screen.findByRole('button', { name: /undo/i }, { timeout: 8000 }));
      await new Promise((r) => setTimeout(r, 5500));
      expect(log.filter((c) => c.key.startsWith('PUT'))).toEqual([]);
    }, 60_000);

    it('without Undo, each selected report is decided with the note', async () => {
      const log = fakeApi(routes());
      renderConsole('/staff/reports', { 'staff.variant': 'shuk' });
      await selectBoth();
      expect(log.some((c) => c.key.startsWith('PUT'))).toBe(false);
      await waitFor(() => expect(log.filter((c) => c.key.startsWith('PUT'))).toHaveLength(2), { timeout: 10_000 });
      const puts = log.filter((c) => c.key.startsWith('PUT'));
      expect(puts.map((c) => c.key).sort()).toEqual([`PUT /api/staff/reports/${report.id}`, `PUT /api/staff/reports/${second.id}`].sort());
      for (const put of puts) expect(put.body).toEqual({ status: 'dismissed', note: 'Duplicate reports, no breach' });
    }, 60_000);
  });

  it('opens a ticket from a report: the link carries the report id to tickets/create', async () => {
    fakeApi({
      ...baseRoutes('moderator'),
      [`GET /api/staff/reports/${report.id}`]: () => ({ status: 200, body: report }),
    });
    renderConsole(`/staff/reports/${report.id}/show`);
    const link = await screen.findByRole('link', { name: /open a ticket/i }, { timeout: 10000 });
    expect(link.getAttribute('href')).toBe(`/staff/tickets/create?reportId=${report.id}`);
  }, 60_000);

  it.each([
    ['moderator', true],
    ['admin', true],
    ['support', false],
    ['editor', false],
  ])('offers the reports menu to %s: %s (the API refuses the others with 403)', async (role, shown) => {
    await expectMenuItemFor(role, /^reports$/i, shown);
  }, 60_000);
});
