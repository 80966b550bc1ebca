import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (issue 6): a member replaces the card their subscription renews with. Each attempt is one
 * `card_updates` row (once per member and idempotency key); the gateway's side of it (a Stripe SetupIntent, a
 * hosted form's session) is `gateway_ref`; when it succeeds the new method becomes the subscription's card in
 * the same transaction that marks the row applied. `subscriptions.renewal_failed_at` is when the latest card
 * renewal attempt of the current period failed (NULL once renewed), so the subscription page can say so.
 * Belongs to the payments module.
 */
export class PaymentCardUpdates1767000000000 implements MigrationInterface {
  name = 'PaymentCardUpdates1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE card_updates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        member_id uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        subscription_id uuid NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
        gateway text NOT NULL,
        gateway_ref text UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','requires_action','processing','succeeded','failed')),
        payment_method_ref text,
        failure_message text,
        action_url text,
        idempotency_key text NOT NULL,
        applied_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (member_id, idempotency_key)
      )`);
    await q.query(`ALTER TABLE subscriptions ADD COLUMN renewal_failed_at timestamptz`);
    // Subscriptions already waiting for a retry: the latest failed attempt's time.
    await q.query(`
      UPDATE subscriptions s SET renewal_failed_at = p.updated_at
      FROM payments p
      WHERE s.renewal_failures > 0 AND p.member_id = s.member_id AND p.kind = 'renewal' AND p.status = 'failed'
        AND p.idempotency_key = 'renewal:' || s.id || ':' || to_char(s.current_period_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || ':' || s.renewal_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions DROP COLUMN IF EXISTS renewal_failed_at`);
    await q.query(`DROP TABLE IF EXISTS card_updates`);
  }
}
