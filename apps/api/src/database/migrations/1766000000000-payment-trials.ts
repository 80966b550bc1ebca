import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments, free trial (issue 6): `payment_trials` records the one trial each member may ever take (its
 * primary key is the guarantee), and a subscription may now be a trial (`paid_with = 'trial'`: no card,
 * cancelled at its end, which the expiry job carries out). Belongs to the payments module.
 */
export class PaymentTrials1766000000000 implements MigrationInterface {
  name = 'PaymentTrials1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_trials (
        member_id uuid PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
        tier text NOT NULL CHECK (tier IN ('silver','gold','platinum')),
        variant text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        ends_at timestamptz NOT NULL,
        CHECK (ends_at > started_at)
      )`);
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_paid_with_check`);
    await q.query(
      `ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_paid_with_check CHECK (paid_with IN ('card','coins','gift','trial'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE subscriptions SET paid_with = 'gift' WHERE paid_with = 'trial'`);
    await q.query(`ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_paid_with_check`);
    await q.query(
      `ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_paid_with_check CHECK (paid_with IN ('card','coins','gift'))`,
    );
    await q.query(`DROP TABLE IF EXISTS payment_trials`);
  }
}
