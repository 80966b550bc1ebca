import type { MemberAccount } from '../../members/index.js';
import type { RevenueCell, SiteStatsRepository, StatsRange } from './site-stats.repository.js';
import { SiteStatsService } from './site-stats.service.js';

/**
 * How the service assembles the repository's cells: the SQL itself is tested against PostgreSQL in
 * test/staff-stats.spec.ts; here only the order rows arrive in changes (a parallel hash aggregate returns them in
 * any order), and the answer must not.
 */
describe('SiteStatsService', () => {
  const actor = { id: '00000000-0000-0000-0000-000000000000', role: 'super', homeVariant: 'shuk', pageAccess: [] } as unknown as MemberAccount;
  const day = '2026-11-20';
  const revenue: RevenueCell[] = [
    { day, variant: 'shuk', currency: 'GBP', n: 1299 },
    { day, variant: 'shde', currency: 'EUR', n: 999 },
    { day, variant: 'shus', currency: 'USD', n: 1499 },
  ];
  /** The repository's live reads, answering `rows` for revenue and nothing else. */
  const reads = (rows: RevenueCell[]) =>
    ({
      metric: async (_m: string, _r: StatsRange) => [],
      revenue: async () => rows,
      activeDistinct: async () => [],
    }) as unknown as SiteStatsRepository;

  it('lists currencies alphabetically in every revenue figure, whatever order the rows came in', async () => {
    const q = { from: day, to: day };
    const now = new Date(`${day}T12:00:00Z`);
    const a = await new SiteStatsService(reads(revenue)).stats(actor, q, now, 'live');
    const b = await new SiteStatsService(reads([...revenue].reverse())).stats(actor, q, now, 'live');
    expect(Object.keys(a.totals.revenue ?? {})).toEqual(['EUR', 'GBP', 'USD']);
    expect(Object.keys(a.days[0]!.revenue ?? {})).toEqual(['EUR', 'GBP', 'USD']);
    expect(JSON.stringify({ ...a, queryMs: 0 })).toBe(JSON.stringify({ ...b, queryMs: 0 }));
  });

  it('listens to every query it starts at once: a failing one is never left unhandled while another runs', async () => {
    // Node ends the process when a rejected promise has no handler by the end of its tick; a query started before
    // an unrelated await would be such a promise if it failed meanwhile. This fake records whether a handler was
    // attached to the failing query within the tick it failed in (Promise.all and .then look `then` up).
    const boom = new Error('invalid byte sequence');
    let handledInTime = false;
    let checked = false;
    const failing = (): Promise<never> => {
      const p = Promise.reject(boom);
      const then = p.then.bind(p);
      let handled = false;
      (p as { then: unknown }).then = (onOk?: (v: never) => unknown, onErr?: (e: unknown) => unknown) => {
        handled = true;
        return then(onOk, onErr);
      };
      setImmediate(() => {
        handledInTime = handled;
        checked = true;
      });
      return p;
    };
    const repo = {
      metric: async () => [],
      revenue: async () => [],
      activeDistinct: failing,
      rolledDays: () => new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 20)),
      rolledCells: async () => ({}),
      rolledRevenue: async () => [],
    } as unknown as SiteStatsRepository;
    await expect(new SiteStatsService(repo).stats(actor, { from: day, to: day }, new Date(`${day}T12:00:00Z`))).rejects.toBe(boom);
    await new Promise((resolve) => setImmediate(resolve));
    expect(checked).toBe(true);
    expect(handledInTime).toBe(true);
  });

  it('refuses a period longer than 366 days when one end is left to its default', async () => {
    const service = new SiteStatsService(reads([]));
    const now = new Date(`${day}T12:00:00Z`);
    await expect(service.stats(actor, { from: '0596-02-21' }, now, 'live')).rejects.toMatchObject({ statusCode: 422, errors: [{ field: 'from' }] });
    await expect(service.stats(actor, { to: '0596-02-21' }, now, 'live')).resolves.toMatchObject({ from: '0596-01-23', to: '0596-02-21' });
    await expect(service.stats(actor, { from: '2030-01-01' }, now, 'live')).rejects.toMatchObject({ statusCode: 422, errors: [{ field: 'from' }] });
  });
});
