import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteStats } from '@community/contracts';
import { baseRoutes, fakeApi, lastQuery, renderConsole } from '../testing/fakeApi';
import { formatMoney } from './Dashboard';

const day = (d: string, n: number) => ({ day: d, signups: n, activeMembers: n * 2, messagesSent: n * 10, storiesPublished: 1, revenue: { GBP: n * 1000 }, newSubscriptions: n });
const stats: SiteStats = {
  from: '2026-11-22',
  to: '2026-11-23',
  variant: null,
  days: [day('2026-11-22', 3), day('2026-11-23', 4)],
  byVariant: [
    { variant: 'shuk', signups: 5, activeMembers: 9, messagesSent: 50, storiesPublished: 1, revenue: { GBP: 7000 }, newSubscriptions: 7 },
    { variant: 'shde', signups: 2, activeMembers: 5, messagesSent: 20, storiesPublished: 1, revenue: {}, newSubscriptions: 0 },
  ],
  totals: { signups: 7, activeMembers: 12, messagesSent: 70, storiesPublished: 2, revenue: { GBP: 7000 }, newSubscriptions: 7 },
  payments: { available: true, currencies: ['GBP'], reason: null },
  queryMs: 3.2,
};

/** No ticket waits in these tests (the deadlines block asks for counts whenever the role has the tickets page). */
const noTickets = { 'GET /api/staff/tickets': () => ({ status: 200, body: [], headers: { 'Content-Range': 'tickets 0-0/0' } }) };

describe('the dashboard', () => {
  it('shows the figures, revenue per currency and the query time to admins', async () => {
    const log = fakeApi({ ...baseRoutes('admin'), ...noTickets, 'GET /api/staff/site-stats': () => ({ status: 200, body: stats }) });
    renderConsole('/staff/', { 'staff.variant': 'shde' });
    expect(await screen.findByText(formatMoney(7000, 'GBP'), {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Revenue and new subscriptions per day')).toBeTruthy();
    expect(screen.getAllByText('Sign-ups').length).toBeGreaterThan(0);
    expect(screen.getAllByText('70').length).toBeGreaterThan(0);
    expect(screen.getByText(/Computed by SQL aggregates in 3.2 ms/)).toBeTruthy();
    expect(screen.getByText('Statistics for shde')).toBeTruthy();
    const q = lastQuery(log, 'GET /api/staff/site-stats');
    expect(q.get('variant')).toBe('shde');
    expect(q.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);

  it('says so honestly when the period has no payments', async () => {
    fakeApi({
      ...baseRoutes('super'),
      ...noTickets,
      'GET /api/staff/site-stats': () => ({ status: 200, body: { ...stats, totals: { ...stats.totals, revenue: {} }, payments: { available: true, currencies: [], reason: 'No payments in this period yet.' } } }),
    });
    renderConsole('/staff/');
    expect(await screen.findByText('No payments in this period yet.', {}, { timeout: 5000 })).toBeTruthy();
  }, 60_000);

  it('shows support the overdue tickets of the brand in the app bar (the API’s Content-Range total), linking to them', async () => {
    const log = fakeApi({
      ...baseRoutes('support'),
      'GET /api/staff/tickets': (_b, url) => {
        const due = (JSON.parse(new URL(url, 'http://x').searchParams.get('filter') ?? '{}') as { due?: string }).due;
        return { status: 200, body: [], headers: { 'Content-Range': due === 'overdue' ? 'tickets 0-0/7' : 'tickets 0-0/2' } };
      },
    });
    renderConsole('/staff/', { 'staff.variant': 'shde' });
    await waitFor(() => expect(screen.getByTestId('tickets-overdue').textContent).toBe('7'), { timeout: 10_000 });
    expect(screen.getByTestId('tickets-today').textContent).toBe('2');
    const calls = log.filter((c) => c.key === 'GET /api/staff/tickets').map((c) => JSON.parse(new URL(c.url, 'http://x').searchParams.get('filter') ?? '{}'));
    expect(calls).toEqual(expect.arrayContaining([{ due: 'overdue', variant: 'shde' }, { due: 'today', variant: 'shde' }]));
    const link = screen.getAllByRole('link', { name: 'Show them' })[0]!;
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/staff/tickets?filter={"due":"overdue"}');
  }, 60_000);

  it('does not ask moderators for ticket deadlines (no tickets page)', async () => {
    const log = fakeApi(baseRoutes('moderator'));
    renderConsole('/staff/');
    expect(await screen.findByText(/You are signed in as/, {}, { timeout: 5000 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(log.some((c) => c.key === 'GET /api/staff/tickets')).toBe(false);
    expect(screen.queryByText('Overdue tickets')).toBeNull();
  }, 60_000);

  it('does not ask for statistics for roles that may not see them', async () => {
    const log = fakeApi({ ...baseRoutes('support'), ...noTickets });
    renderConsole('/staff/');
    expect(await screen.findByText(/You are signed in as/, {}, { timeout: 5000 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(log.some((c) => c.key === 'GET /api/staff/site-stats')).toBe(false);
    expect(screen.queryByText('Sign-ups')).toBeNull();
  }, 60_000);
});
