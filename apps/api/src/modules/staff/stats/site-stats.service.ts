import { Injectable } from '@nestjs/common';
import type { SiteStats, SiteStatsDay, SiteStatsQuery, SiteStatsVariant } from '@community/contracts';
import { staffVariantScope } from '@community/domain';
import type { MemberAccount } from '../../members/index.js';
import { ValidationFailed } from '../../../infra/http/app-exception.js';
import { requirePage } from '../pages.js';
import { StaffErrorCode, StaffException } from '../staff.exception.js';
import { STATS_METRICS, SiteStatsRepository, type RevenueCell, type StatsCell, type StatsMetric, type StatsRange } from './site-stats.repository.js';

const DAY_MS = 86_400_000;
export const DEFAULT_STATS_DAYS = 30;
/** The longest period one request may ask for (as the contract says for two given ends). */
const MAX_STATS_DAYS = 366;

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Where the per-day figures come from: `rollup` (the default) reads finished days rolled up by the
 * `staff.stats-rollup` job and computes only the days not rolled up yet (today) live; `live` computes every
 * day from the source tables (the bench and the equality test compare the two).
 */
export type StatsSource = 'rollup' | 'live';

/** `site-stats` (SPEC 7): the dashboard's per-day and per-variant figures for the caller's variant scope. */
@Injectable()
export class SiteStatsService {
  constructor(private readonly repo: SiteStatsRepository) {}

  async stats(actor: MemberAccount, q: SiteStatsQuery, now = new Date(), source: StatsSource = 'rollup'): Promise<SiteStats> {
    requirePage(actor, 'statistics');
    const scope = staffVariantScope(actor);
    if (!scope) throw new StaffException(StaffErrorCode.Forbidden, 'Staff only');
    if (q.variant && scope !== 'all' && q.variant !== scope) {
      throw new StaffException(StaffErrorCode.Forbidden, 'That brand is outside your scope', { field: 'variant' });
    }
    const variants = q.variant ? [q.variant] : scope === 'all' ? null : [scope];
    const to = q.to ?? isoDay(now.getTime());
    const from = q.from ?? isoDay(Date.parse(to) - (DEFAULT_STATS_DAYS - 1) * DAY_MS);
    // The contract checks the span when both ends are sent; with one end defaulted it is checked here, so
    // `?from=0596-02-21` cannot ask for fourteen centuries of days.
    if (from > to) throw new ValidationFailed([{ field: q.from ? 'from' : 'to', message: 'from must not be after to' }]);
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS > MAX_STATS_DAYS) {
      throw new ValidationFailed([{ field: q.from ? 'from' : 'to', message: `At most ${MAX_STATS_DAYS} days at once` }]);
    }
    const range: StatsRange = { from, to, variants };

    const started = performance.now();
    const { cells, revenue, active } = await this.figures(range, source);
    const queryMs = Math.round((performance.now() - started) * 10) / 10;

    const empty = (): Omit<SiteStatsDay, 'day'> => ({ signups: 0, activeMembers: 0, messagesSent: 0, storiesPublished: 0, revenue: {}, newSubscriptions: 0 });
    const days = new Map<string, SiteStatsDay>();
    for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS) days.set(isoDay(t), { day: isoDay(t), ...empty() });
    const byVariant = new Map<string, SiteStatsVariant>();
    const variantRow = (variant: string) => {
      const row = byVariant.get(variant) ?? { variant, ...empty() };
      byVariant.set(variant, row);
      return row;
    };
    const totals = empty();

    for (const metric of STATS_METRICS) {
      for (const cell of cells[metric]) {
        // A day's figure over the variants asked for is the sum of theirs (a member has one home variant, so
        // even the distinct active-member counts of a day add up exactly across variants).
        const day = days.get(cell.day);
        if (day) day[metric] += cell.n;
        // Over a period, counts add up across days; distinct active members do not (they come from `active`).
        if (metric !== 'activeMembers') {
          variantRow(cell.variant)[metric] += cell.n;
          totals[metric] += cell.n;
        }
      }
    }
    for (const cell of active) {
      if (cell.variant) variantRow(cell.variant).activeMembers = cell.n;
      else totals.activeMembers = cell.n;
    }
    const currencies = new Set<string>();
    const addMoney = (target: Record<string, number> | null | undefined, c: RevenueCell) => {
      if (target) target[c.currency] = (target[c.currency] ?? 0) + c.n;
    };
    // Currencies in alphabetical order in every revenue object, whatever order the rows came in (the rollup and
    // the live SQL return them in different orders; the answer must not depend on that).
    for (const cell of [...revenue].sort((a, b) => a.currency.localeCompare(b.currency))) {
      currencies.add(cell.currency);
      addMoney(days.get(cell.day)?.revenue, cell);
      addMoney(variantRow(cell.variant).revenue, cell);
      addMoney(totals.revenue, cell);
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

  /**
   * Per-(day, variant) cells of every metric and revenue, and the period's distinct active members. With the
   * rollup, days rolled up are read from it and the others (today, or days the job has not reached yet) are
   * computed live over the span they cover, keeping only their own days.
   */
  private async figures(range: StatsRange, source: StatsSource) {
    const liveOver = async (r: StatsRange) => {
      const [metrics, revenue] = await Promise.all([Promise.all(STATS_METRICS.map((m) => this.repo.metric(m, r))), this.repo.revenue(r)]);
      return { cells: Object.fromEntries(STATS_METRICS.map((m, i) => [m, metrics[i]!])) as Record<StatsMetric, StatsCell[]>, revenue };
    };
    if (source === 'live') {
      const [live, active] = await Promise.all([liveOver(range), this.repo.activeDistinct(range)]);
      return { ...live, active };
    }
    // Every query is started inside the Promise.all that awaits it: a query started before another await
    // would reject with nobody listening if it failed meanwhile (an unhandled rejection ends the process).
    const [rolledDays, active] = await Promise.all([this.repo.rolledDays(range.from, range.to), this.repo.activeDistinct(range)]);
    const rolled = new Set(rolledDays);
    const liveDays: string[] = [];
    for (let t = Date.parse(range.from); t <= Date.parse(range.to); t += DAY_MS) if (!rolled.has(isoDay(t))) liveDays.push(isoDay(t));
    const none = { cells: Object.fromEntries(STATS_METRICS.map((m) => [m, []])) as unknown as Record<StatsMetric, StatsCell[]>, revenue: [] as RevenueCell[] };
    const [fromRollup, rollupRevenue, live] = await Promise.all([
      rolled.size ? this.repo.rolledCells(range) : Promise.resolve(none.cells),
      rolled.size ? this.repo.rolledRevenue(range) : Promise.resolve(none.revenue),
      liveDays.length ? liveOver({ ...range, from: liveDays[0]!, to: liveDays[liveDays.length - 1]! }) : Promise.resolve(none),
    ]);
    const isLive = new Set(liveDays);
    const cells = Object.fromEntries(
      STATS_METRICS.map((m) => [m, [...fromRollup[m].filter((c) => rolled.has(c.day)), ...live.cells[m].filter((c) => isLive.has(c.day))]]),
    ) as Record<StatsMetric, StatsCell[]>;
    const revenue = [...rollupRevenue.filter((c) => rolled.has(c.day)), ...live.revenue.filter((c) => isLive.has(c.day))];
    return { cells, revenue, active };
  }
}
