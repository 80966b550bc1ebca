import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../shared/db/rows.js';

export interface GiftCardRow {
  id: string;
  code: string;
  value: string;
  buyer_id: string;
  redeemed_by: string | null;
  redeemed_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, code, value, buyer_id, redeemed_by, redeemed_at, created_at`;

/** The only code that queries `gift_cards`. Writes run in the caller's transaction (`em`), beside the ledger movement. */
@Injectable()
export class GiftCardsRepository {
  constructor(private readonly db: DataSource) {}

  async byBuyTransaction(em: EntityManager, transactionId: string): Promise<GiftCardRow | undefined> {
    const rows: GiftCardRow[] = await em.query(`SELECT ${COLUMNS} FROM gift_cards WHERE buy_transaction_id = $1`, [transactionId]);
    return rows[0];
  }

  /** A new card with `code`, or undefined when that code is already taken (draw another). */
  async insert(
    em: EntityManager,
    card: { id: string; code: string; value: number; buyerId: string; buyTransactionId: string; idempotencyKey: string },
  ): Promise<GiftCardRow | undefined> {
    const made = rowsOf<GiftCardRow>(
      await em.query(
        `INSERT INTO gift_cards (id, code, value, buyer_id, buy_transaction_id, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
        [card.id, card.code, card.value, card.buyerId, card.buyTransactionId, card.idempotencyKey],
      ),
    );
    return made[0];
  }

  /** The card with `code`, row-locked: concurrent redeems of one code queue here. */
  async lockByCode(em: EntityManager, code: string): Promise<GiftCardRow | undefined> {
    const rows: GiftCardRow[] = await em.query(`SELECT ${COLUMNS} FROM gift_cards WHERE code = $1 FOR UPDATE`, [code]);
    return rows[0];
  }

  async markRedeemed(em: EntityManager, id: string, memberId: string, transactionId: string): Promise<GiftCardRow | undefined> {
    const [updated] = rowsOf<GiftCardRow>(
      await em.query(`UPDATE gift_cards SET redeemed_by = $2, redeemed_at = now(), redeem_transaction_id = $3 WHERE id = $1 AND redeemed_at IS NULL RETURNING ${COLUMNS}`, [
        id,
        memberId,
        transactionId,
      ]),
    );
    return updated;
  }

  /** Cards the member bought or redeemed, newest first. */
  async ofMember(memberId: string, limit: number): Promise<GiftCardRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM gift_cards WHERE buyer_id = $1 OR redeemed_by = $1 ORDER BY coalesce(redeemed_at, created_at) DESC, id DESC LIMIT ${limit}`,
      [memberId],
    );
  }
}
