import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff dashboard's daily rollup (issue 10, "or a nightly rollup job"): the figures of each finished UTC day
 * per variant, filled by SQL from the same aggregates `site-stats` runs live (job `staff.stats-rollup`). The
 * dashboard reads finished days from here and only the days not rolled up yet (today) live.
 * - `staff_stats_days`: one row per (day, variant) with any activity;
 * - `staff_stats_revenue_days`: money received per (day, variant, currency), minor units;
 * - `staff_stats_rolled_days`: which days are rolled up (a day without any activity still has its row here,
 *   so "rolled up, all zero" is told apart from "not rolled up yet").
 */
export class StaffStatsRollup1766200000000 implements MigrationInterface {
  name = 'StaffStatsRollup1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_stats_days (
        day date NOT NULL,
        variant text NOT NULL,
        signups integer NOT NULL DEFAULT 0 CHECK (signups >= 0),
        active_members integer NOT NULL DEFAULT 0 CHECK (active_members >= 0),
        messages_sent integer NOT NULL DEFAULT 0 CHECK (messages_sent >= 0),
        stories_published integer NOT NULL DEFAULT 0 CHECK (stories_published >= 0),
        new_subscriptions integer NOT NULL DEFAULT 0 CHECK (new_subscriptions >= 0),
        PRIMARY KEY (day, variant)
      )`);
    await q.query(`
      CREATE TABLE staff_stats_revenue_days (
        day date NOT NULL,
        variant text NOT NULL,
        currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        amount_minor bigint NOT NULL,
        PRIMARY KEY (day, variant, currency)
      )`);
    await q.query(`
      CREATE TABLE staff_stats_rolled_days (
        day date PRIMARY KEY,
        rolled_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS staff_stats_rolled_days`);
    await q.query(`DROP TABLE IF EXISTS staff_stats_revenue_days`);
    await q.query(`DROP TABLE IF EXISTS staff_stats_days`);
  }
}
