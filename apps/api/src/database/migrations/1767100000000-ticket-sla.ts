import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support tickets (issue 10): a first-response deadline per ticket, kept by PostgreSQL so the staff list can
 * filter and sort by it ("overdue", "due today") over an index.
 *
 * The rule (the legal pages promise complaints acknowledged within 2 working days and reports acted on within
 * 24 hours), in `ticket_first_response_due(created, category, priority)`:
 * - priority `urgent`: 4 hours, any day;
 * - category `safety` or `content` (reports about people or content): 24 hours, any day;
 * - priority `high` (other categories): 1 working day;
 * - everything else (account, billing, technical, other at low or normal priority: complaints): 2 working days.
 * Working days are Monday to Friday in UTC: a ticket opened on Friday at 15:00 is due on Tuesday at 15:00; one
 * opened at the weekend counts from Monday 00:00 (Saturday → due Wednesday 00:00 for 2 working days).
 *
 * `first_response_due_at` is a stored generated column, so a priority change moves the deadline in the same
 * statement. `first_response_at` is the first staff reply the member sees (internal notes do not count),
 * filled from the existing replies. A ticket is overdue while it has no first response, is neither resolved
 * nor closed, and its deadline has passed.
 */
export class TicketSla1767100000000 implements MigrationInterface {
  name = 'TicketSla1767100000000';

  async up(q: QueryRunner): Promise<void> {
    // IMMUTABLE is true: both functions read only their arguments and compute in UTC explicitly.
    await q.query(`
      CREATE FUNCTION ticket_add_working_days(t timestamptz, days integer) RETURNS timestamptz
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE
        d timestamp := t AT TIME ZONE 'UTC';
        n integer := days;
      BEGIN
        -- Opened at the weekend: the clock starts on Monday at 00:00.
        WHILE extract(isodow FROM d) >= 6 LOOP
          d := date_trunc('day', d) + interval '1 day';
        END LOOP;
        WHILE n > 0 LOOP
          d := d + interval '1 day';
          IF extract(isodow FROM d) < 6 THEN
            n := n - 1;
          END IF;
        END LOOP;
        RETURN d AT TIME ZONE 'UTC';
      END $$`);
    await q.query(`
      CREATE FUNCTION ticket_first_response_due(created timestamptz, category text, priority text) RETURNS timestamptz
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT CASE
          WHEN priority = 'urgent' THEN created + interval '4 hours'
          WHEN category IN ('safety', 'content') THEN created + interval '24 hours'
          WHEN priority = 'high' THEN ticket_add_working_days(created, 1)
          ELSE ticket_add_working_days(created, 2)
        END
      $$`);
    await q.query(`ALTER TABLE tickets ADD COLUMN first_response_at timestamptz`);
    await q.query(`
      ALTER TABLE tickets ADD COLUMN first_response_due_at timestamptz
        GENERATED ALWAYS AS (ticket_first_response_due(created_at, category, priority)) STORED`);
    await q.query(`
      UPDATE tickets t SET first_response_at = m.first
        FROM (SELECT ticket_id, min(created_at) AS first FROM ticket_messages WHERE author_kind = 'staff' AND NOT internal GROUP BY ticket_id) m
       WHERE m.ticket_id = t.id`);
    // The queue's "overdue" and "due today" filters and the dashboard's count read only unanswered, unfinished tickets.
    await q.query(`
      CREATE INDEX tickets_first_response_due_idx ON tickets (first_response_due_at, variant)
        WHERE first_response_at IS NULL AND status IN ('open', 'waiting')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS tickets_first_response_due_idx`);
    await q.query(`ALTER TABLE tickets DROP COLUMN IF EXISTS first_response_due_at`);
    await q.query(`ALTER TABLE tickets DROP COLUMN IF EXISTS first_response_at`);
    await q.query(`DROP FUNCTION IF EXISTS ticket_first_response_due(timestamptz, text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS ticket_add_working_days(timestamptz, integer)`);
  }
}
