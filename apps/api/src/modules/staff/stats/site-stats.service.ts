import { Injectable } from '@nestjs/common';
import type { SiteStats, SiteStatsDay, SiteStatsQuery, SiteStatsVariant } from '@community/contracts';
import { staffVariantScope } from '@community/domain';
import type { Member } from '../../members/member.entity.js';
import { requirePage } from '../pages.js';
import { StaffErrorCode, StaffException } from '../staff.exception.js';
import { SiteStatsRepository, type RevenueCell, type StatsCell, type StatsMetric } from './site-stats.repository.js';

const METRICS: StatsMetric[] = ['signups', 'activeMembers', 'messagesSent', 'storiesPublished', 'newSubscriptions'];
const DAY_MS = 86_400_000;
export const DEFAULT_STATS_DAYS = 30;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** `site-stats` (SPEC 7): the dashboard's per-day and per-variant figures for the caller's variant scope. */
@Injectable()
export class SiteStatsService {
  constructor(private readonly repo: SiteStatsRepository) {}

  async stats(actor: Member, q: SiteStatsQuery, now = new Date()): Promise<SiteStats> {
    requirePage(actor, 'statistics');
    const scope = staffVariantScope(actor);
    if (!scope) throw new StaffException(StaffErrorCode.Forbidden, 'Staff only');
    if (q.variant && scope !== 'all' && q.variant !== scope) {
      throw new StaffException(StaffErrorCode.Forbidden, 'That brand is outside your scope', { field: 'variant' });
    }
    const variants = q.variant ? [q.variant] : scope === 'all' ? null : [scope];
    const to = q.to ?? isoDay(now.getTime());
    const from = q.from ?? isoDay(Date.parse(to) - (DEFAULT_STATS_DAYS - 1) * DAY_MS);

    const started = performance.now();
    const [results, revenue] = await Promise.all([
      Promise.all(METRICS.map((m) => this.repo.metric(m, { from, to, variants }))),
      this.repo.revenue({ from, to, variants }),
    ]);
    const queryMs = Math.round((performance.now() - started) * 10) / 10;

    const empty = (): Omit<SiteStatsDay, 'day'> => ({ signups: 0, activeMembers: 0, messagesSent: 0, storiesPublished: 0, revenue: {}, newSubscriptions: 0 });
    const days = new Map<string, SiteStatsDay>();
    for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) days.set(isoDay(t), { day: isoDay(t), ...empty() });
    const byVariant = new Map<string, SiteStatsVariant>();
    const totals = empty();
    const dayTotals = new Map<string, Map<StatsMetric, number>>();

    METRICS.forEach((metric, i) => {
      for (const cell of results[i] as StatsCell[]) {
        if (cell.day && cell.variant) {
          // Per-day figure over the variants asked for: sum the variants (distinct members never belong to two
          // variants: a member has one home variant, so the per-variant distinct counts add up exactly).
          const per = dayTotals.get(cell.day) ?? new Map<StatsMetric, number>();
          per.set(metric, (per.get(metric) ?? 0) + cell.n);
          dayTotals.set(cell.day, per);
        } else if (cell.variant) {
          const row = byVariant.get(cell.variant) ?? { variant: cell.variant, ...empty() };
          row[metric] = cell.n;
          byVariant.set(cell.variant, row);
        } else {
          totals[metric] = cell.n;
        }
      }
    });
    for (const [day, per] of dayTotals) {
      const row = days.get(day);
      if (row) for (const [metric, n] of per) row[metric] = n;
    }
    const currencies = new Set<string>();
    const addMoney = (target: Record<string, number> | null, c: RevenueCell) => {
      if (target) target[c.currency] = (target[c.currency] ?? 0) + Number(c.n);
    };
    for (const cell of revenue) {
      currencies.add(cell.currency);
      if (cell.day && cell.variant) addMoney(days.get(cell.day)?.revenue ?? null, cell);
      else if (cell.variant) {
        const row = byVariant.get(cell.variant) ?? { variant: cell.variant, ...empty() };
        addMoney(row.revenue, cell);
        byVariant.set(cell.variant, row);
      } else addMoney(totals.revenue, cell);
    }

    return {
      from,
      to,
      variant: q.variant ?? null,
      days: [...days.values()],
      byVariant: [...byVariant.values()].sort((a, b) => a.variant.localeCompare(b.variant)),
      totals,
      payments: {
        available: true,
        currencies: [...currencies].sort(),
        reason: currencies.size ? null : 'No payments in this period yet.',
      },
      queryMs,
    };
  }
}
