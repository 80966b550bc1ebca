import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coin requests and gift cards (issue 6).
 *
 * - Two new ledger kinds for coin requests (`request`) and gift cards (`gift-card` when bought,
 *   `gift-card-redeem` when redeemed), and a `gift-cards` system account that holds the coins of every
 *   unredeemed card (so the ledger still sums to zero and the card's value is never in two places).
 * - `coin_requests`: one member asks another for coins; approving moves them in the same transaction that
 *   marks the request approved (a request is paid at most once: status guard and the ledger key).
 * - `gift_cards`: a code that is redeemed at most once (`redeemed_at` set under a row lock, and the ledger
 *   movement keyed by the card id).
 */
export class CoinRequestsGiftCards1765300000000 implements MigrationInterface {
  name = 'CoinRequestsGiftCards1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coin_transactions DROP CONSTRAINT coin_transactions_kind_check`);
    await q.query(`
      ALTER TABLE coin_transactions ADD CONSTRAINT coin_transactions_kind_check CHECK (kind IN
        ('purchase','transfer','tip','upgrade','withdrawal','withdrawal-return','withdrawal-paid','refund','grant','request','gift-card','gift-card-redeem'))`);
    await q.query(`ALTER TABLE coin_accounts DROP CONSTRAINT coin_accounts_system_code_check`);
    await q.query(`
      ALTER TABLE coin_accounts ADD CONSTRAINT coin_accounts_system_code_check CHECK
        (system_code IS NULL OR system_code IN ('issuance','spent','held','paid-out','refunded','gift-cards'))`);
    await q.query(`INSERT INTO coin_accounts (system_code) VALUES ('gift-cards')`);

    await q.query(`
      CREATE TABLE coin_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        requester_id uuid NOT NULL REFERENCES members(id),
        payer_id uuid NOT NULL REFERENCES members(id),
        amount bigint NOT NULL CHECK (amount > 0),
        note text CHECK (note IS NULL OR char_length(note) <= 200),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','declined','cancelled')),
        transaction_id uuid REFERENCES coin_transactions(id),
        idempotency_key text NOT NULL,
        resend_count integer NOT NULL DEFAULT 0,
        last_sent_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CHECK (requester_id <> payer_id),
        CHECK ((status = 'approved') = (transaction_id IS NOT NULL)),
        UNIQUE (requester_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX coin_requests_payer_idx ON coin_requests (payer_id, created_at DESC)`);
    await q.query(`CREATE INDEX coin_requests_requester_idx ON coin_requests (requester_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE gift_cards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE CHECK (code ~ '^[A-HJ-NP-Z2-9]{16}$'),
        value bigint NOT NULL CHECK (value > 0),
        buyer_id uuid NOT NULL REFERENCES members(id),
        buy_transaction_id uuid NOT NULL UNIQUE REFERENCES coin_transactions(id),
        idempotency_key text NOT NULL,
        redeemed_by uuid REFERENCES members(id),
        redeemed_at timestamptz,
        redeem_transaction_id uuid UNIQUE REFERENCES coin_transactions(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((redeemed_by IS NULL) = (redeemed_at IS NULL) AND (redeemed_at IS NULL) = (redeem_transaction_id IS NULL)),
        UNIQUE (buyer_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX gift_cards_buyer_idx ON gift_cards (buyer_id, created_at DESC)`);
    await q.query(`CREATE INDEX gift_cards_redeemer_idx ON gift_cards (redeemed_by, redeemed_at DESC) WHERE redeemed_by IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS gift_cards`);
    await q.query(`DROP TABLE IF EXISTS coin_requests`);
    // The ledger is append-only: the new kinds and the gift-cards account stay once used.
  }
}
