import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (issue 25): the staff console lists the processor's webhooks (a hosted processor's postbacks) about
 * one payment, found by the charge they name (`payment_events.gateway_ref`). Belongs to the payments module.
 */
export class PaymentEventsByCharge1767730000000 implements MigrationInterface {
  name = 'PaymentEventsByCharge1767730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX payment_events_gateway_ref_idx ON payment_events (gateway_ref, received_at) WHERE gateway_ref IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payment_events_gateway_ref_idx`);
  }
}
