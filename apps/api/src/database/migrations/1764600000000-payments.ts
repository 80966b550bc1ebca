import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coins and payments (issue 6).
 *
 * The coin ledger is double-entry in whole coins: `coin_transactions` is one movement (with its idempotency
 * key, unique per scope), `coin_entries` its two signed entries. The database itself guarantees that
 * - a member account never goes below zero (CHECK on coin_accounts),
 * - every transaction's entries sum to zero (a constraint trigger checked at commit),
 * - entries and transactions are never updated or deleted (append-only triggers).
 * System accounts (issuance, spent, held, paid-out, refunded) have no floor, so all balances sum to zero.
 *
 * Payments: one row per charge through the gateway (`reference` is ours, `gateway_ref` the gateway's),
 * `payment_events` stores every webhook event once by its id, `subscriptions` one per member, `withdrawals`
 * the payout requests, `upgrade_offers` the time-limited offer per member.
 */
export class Payments1764600000000 implements MigrationInterface {
  name = 'Payments1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coin_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid UNIQUE REFERENCES members(id),
        system_code text UNIQUE CHECK (system_code IS NULL OR system_code IN ('issuance','spent','held','paid-out','refunded')),
        balance bigint NOT NULL DEFAULT 0,
        payout_account text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((member_id IS NULL) <> (system_code IS NULL)),
        CONSTRAINT coin_accounts_member_not_negative CHECK (member_id IS NULL OR balance >= 0)
      )`);
    await q.query(`INSERT INTO coin_accounts (system_code) VALUES ('issuance'), ('spent'), ('held'), ('paid-out'), ('refunded')`);

    await q.query(`
      CREATE TABLE coin_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('purchase','transfer','tip','upgrade','withdrawal','withdrawal-return','withdrawal-paid','refund','grant')),
        -- idempotency: a key is unique within its scope (the initiating member's id, or 'system:<what>')
        scope text NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        from_account uuid NOT NULL REFERENCES coin_accounts(id),
        to_account uuid NOT NULL REFERENCES coin_accounts(id),
        initiator_id uuid,
        note text CHECK (note IS NULL OR char_length(note) <= 200),
        reference text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (from_account <> to_account),
        UNIQUE (scope, idempotency_key)
      )`);

    await q.query(`
      CREATE TABLE coin_entries (
        id bigserial PRIMARY KEY,
        transaction_id uuid NOT NULL REFERENCES coin_transactions(id),
        account_id uuid NOT NULL REFERENCES coin_accounts(id),
        amount bigint NOT NULL CHECK (amount <> 0),
        balance_after bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX coin_entries_account_idx ON coin_entries (account_id, id DESC)`);
    await q.query(`CREATE INDEX coin_entries_transaction_idx ON coin_entries (transaction_id)`);

    await q.query(`
      CREATE FUNCTION coin_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE total bigint; n int;
      BEGIN
        SELECT coalesce(sum(amount), 0), count(*) INTO total, n FROM coin_entries WHERE transaction_id = NEW.transaction_id;
        IF total <> 0 OR n < 2 THEN
          RAISE EXCEPTION 'coin transaction % is unbalanced (sum %, % entries)', NEW.transaction_id, total, n USING ERRCODE = '23514';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER coin_entries_balanced AFTER INSERT ON coin_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION coin_transaction_balanced()`);
    await q.query(`
      CREATE FUNCTION coin_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the coin ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
      END $$`);
    await q.query(`CREATE TRIGGER coin_entries_append_only BEFORE UPDATE OR DELETE ON coin_entries FOR EACH ROW EXECUTE FUNCTION coin_ledger_append_only()`);
    await q.query(`CREATE TRIGGER coin_transactions_append_only BEFORE UPDATE OR DELETE ON coin_transactions FOR EACH ROW EXECUTE FUNCTION coin_ledger_append_only()`);

    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL UNIQUE REFERENCES members(id),
        tier text NOT NULL CHECK (tier IN ('silver','gold','platinum')),
        period text NOT NULL CHECK (period IN ('month','quarter','year')),
        status text NOT NULL CHECK (status IN ('active','expired')),
        currency text NOT NULL,
        amount_minor integer NOT NULL CHECK (amount_minor >= 0),
        current_period_start timestamptz NOT NULL,
        current_period_end timestamptz NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        pending_tier text CHECK (pending_tier IS NULL OR pending_tier IN ('silver','gold','platinum')),
        paid_with text NOT NULL CHECK (paid_with IN ('card','coins','gift')),
        variant text NOT NULL,
        customer_ref text,
        payment_method_ref text,
        renewal_failures integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (current_period_end > current_period_start)
      )`);
    await q.query(`CREATE INDEX subscriptions_due_idx ON subscriptions (current_period_end) WHERE status = 'active'`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        member_id uuid NOT NULL REFERENCES members(id),
        variant text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('coins','upgrade','gift','offer','proration','renewal')),
        status text NOT NULL CHECK (status IN ('pending','requires_action','processing','succeeded','failed','canceled','refunded')),
        amount_minor integer NOT NULL CHECK (amount_minor > 0),
        currency text NOT NULL,
        tier text CHECK (tier IS NULL OR tier IN ('silver','gold','platinum')),
        period text CHECK (period IS NULL OR period IN ('month','quarter','year')),
        coins integer CHECK (coins IS NULL OR coins > 0),
        product text,
        recipient_id uuid REFERENCES members(id),
        gateway text NOT NULL,
        gateway_ref text UNIQUE,
        customer_ref text,
        payment_method_ref text,
        idempotency_key text NOT NULL,
        failure_message text,
        action_url text,
        applied_at timestamptz,
        refunded_at timestamptz,
        refunded_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (member_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX payments_member_idx ON payments (member_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX payments_created_idx ON payments (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE payment_events (
        id text PRIMARY KEY,
        gateway text NOT NULL,
        type text NOT NULL,
        gateway_ref text,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members(id),
        coins integer NOT NULL CHECK (coins > 0),
        payout_minor integer NOT NULL CHECK (payout_minor > 0),
        currency text NOT NULL,
        status text NOT NULL CHECK (status IN ('awaiting-approval','queued','processing','paid','failed','rejected')),
        payout_account text NOT NULL,
        hold_transaction_id uuid NOT NULL REFERENCES coin_transactions(id),
        settle_transaction_id uuid REFERENCES coin_transactions(id),
        gateway_ref text,
        attempts integer NOT NULL DEFAULT 0,
        failure_reason text,
        decided_by uuid REFERENCES members(id),
        decided_at timestamptz,
        idempotency_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (member_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC)`);
    await q.query(`CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at)`);

    await q.query(`
      CREATE TABLE upgrade_offers (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['upgrade_offers', 'withdrawals', 'payment_events', 'payments', 'subscriptions', 'coin_entries', 'coin_transactions', 'coin_accounts']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS coin_transaction_balanced()`);
    await q.query(`DROP FUNCTION IF EXISTS coin_ledger_append_only()`);
  }
}
