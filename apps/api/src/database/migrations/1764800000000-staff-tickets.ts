import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff console (issue 10): the audit log made append-only, staff notes on members, record locks, support
 * tickets, and the indexes the dashboard's per-day aggregates read:
 * - audit list filters: staff_audit_log (actor_id, created_at DESC), (action, created_at DESC);
 * - site-stats: members (created_at) exists; sessions (created_at) for active members (logins per day);
 *   messages (created_at) for messages sent; stories (published_at) WHERE published exists.
 * - tickets: a member's list (member_id, updated_at DESC); the staff queue (status, updated_at DESC) and per
 *   variant (variant, status, updated_at DESC); assignee (assignee_id, status); from a report (report_id).
 */
export class StaffTickets1764800000000 implements MigrationInterface {
  name = 'StaffTickets1764800000000';

  async up(q: QueryRunner): Promise<void> {
    // Append-only: no UPDATE or DELETE of audit rows, except the foreign key's own SET NULL when a staff
    // account is deleted (only actor_id changes then). TRUNCATE (tests) fires no row trigger.
    await q.query(`
      CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL
           AND (NEW.id, NEW.action, NEW.target_type, NEW.target_id, NEW.variant, NEW.before, NEW.after, NEW.created_at)
               IS NOT DISTINCT FROM (OLD.id, OLD.action, OLD.target_type, OLD.target_id, OLD.variant, OLD.before, OLD.after, OLD.created_at) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'staff_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only()`);
    await q.query(`CREATE INDEX staff_audit_log_actor_idx ON staff_audit_log (actor_id, created_at DESC)`);
    await q.query(`CREATE INDEX staff_audit_log_action_idx ON staff_audit_log (action, created_at DESC)`);

    await q.query(`
      CREATE TABLE staff_notes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        author_id uuid REFERENCES members(id) ON DELETE SET NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX staff_notes_member_idx ON staff_notes (member_id, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE staff_record_locks (
        resource text NOT NULL,
        record_id text NOT NULL,
        holder_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        acquired_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (resource, record_id)
      )`);

    // Dashboard aggregates (per UTC day over a date range).
    await q.query(`CREATE INDEX sessions_created_idx ON sessions (created_at, member_id)`);
    await q.query(`CREATE INDEX messages_created_idx ON messages (created_at)`);

    await q.query(`
      CREATE TABLE ticket_counters (
        year integer PRIMARY KEY,
        last integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE CHECK (reference ~ '^T-[0-9]{4}-[0-9]{6,}$'),
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        variant text NOT NULL,
        category text NOT NULL CHECK (category IN ('account','billing','technical','safety','content','other')),
        subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 150),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','waiting','resolved','closed')),
        priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low','normal','high','urgent')),
        assignee_id uuid REFERENCES members(id) ON DELETE SET NULL,
        report_id uuid,
        context jsonb,
        created_by uuid REFERENCES members(id) ON DELETE SET NULL,
        client_id uuid,
        member_read_at timestamptz,
        last_staff_reply_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX tickets_client_uq ON tickets (created_by, client_id) WHERE client_id IS NOT NULL`);
    await q.query(`CREATE INDEX tickets_member_idx ON tickets (member_id, updated_at DESC, id)`);
    await q.query(`CREATE INDEX tickets_status_idx ON tickets (status, updated_at DESC, id)`);
    await q.query(`CREATE INDEX tickets_variant_status_idx ON tickets (variant, status, updated_at DESC, id)`);
    await q.query(`CREATE INDEX tickets_assignee_idx ON tickets (assignee_id, status) WHERE assignee_id IS NOT NULL`);
    await q.query(`CREATE INDEX tickets_report_idx ON tickets (report_id) WHERE report_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE ticket_messages (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        ticket_id uuid NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
        author_id uuid REFERENCES members(id) ON DELETE SET NULL,
        author_kind text NOT NULL CHECK (author_kind IN ('member','staff')),
        internal boolean NOT NULL DEFAULT false CHECK (NOT internal OR author_kind = 'staff'),
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
        client_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ticket_messages_ticket_idx ON ticket_messages (ticket_id, id)`);
    await q.query(`CREATE UNIQUE INDEX ticket_messages_client_uq ON ticket_messages (author_id, client_id) WHERE client_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ticket_messages`);
    await q.query(`DROP TABLE IF EXISTS tickets`);
    await q.query(`DROP TABLE IF EXISTS ticket_counters`);
    await q.query(`DROP INDEX IF EXISTS messages_created_idx`);
    await q.query(`DROP INDEX IF EXISTS sessions_created_idx`);
    await q.query(`DROP TABLE IF EXISTS staff_record_locks`);
    await q.query(`DROP TABLE IF EXISTS staff_notes`);
    await q.query(`DROP INDEX IF EXISTS staff_audit_log_action_idx`);
    await q.query(`DROP INDEX IF EXISTS staff_audit_log_actor_idx`);
    await q.query(`DROP TRIGGER IF EXISTS staff_audit_log_append_only ON staff_audit_log`);
    await q.query(`DROP FUNCTION IF EXISTS staff_audit_log_append_only()`);
  }
}
