import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GiftCard, GiftCardResult } from '@community/contracts';
import { GIFT_CARD_CODE_LENGTH, codeFromBytes, formatGiftCardCode, normaliseGiftCardCode } from '@community/domain';
import type { Member } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { CoinsErrorCode, CoinsException } from './coins.exception.js';
import { CoinsService } from './coins.service.js';
import { rowsOf } from '../../shared/db/rows.js';

interface CardRow {
  id: string;
  code: string;
  value: string;
  buyer_id: string;
  redeemed_by: string | null;
  redeemed_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id, code, value, buyer_id, redeemed_by, redeemed_at, created_at`;
const LIST_LIMIT = 100;

/**
 * Gift cards (issue 6): bought with coins, which move to the `gift-cards` system account and wait there; the
 * code is redeemed once and only once (row lock + `redeemed_at` guard, and the ledger movement is keyed by the
 * card's id, so even a second path could not pay it twice). The code is only ever shown to its buyer (to give
 * away) and to whoever redeemed it.
 */
@Injectable()
export class GiftCardsService {
  constructor(
    private readonly db: DataSource,
    private readonly coins: CoinsService,
    private readonly members: MembersService,
  ) {}

  async buy(buyer: Member, value: number, key: string): Promise<GiftCardResult> {
    if (buyer.suspendedAt) throw new CoinsException(CoinsErrorCode.Suspended, 'Suspended accounts cannot buy gift cards');
    const cardId = randomUUID();
    const { card, moved } = await this.db.transaction(async (em) => {
      // The card's id is the ledger reference; a replayed key finds the card the first request made.
      const move = await this.coins.moveIn(em, {
        kind: 'gift-card',
        from: { member: buyer.id },
        to: { system: 'gift-cards' },
        amount: value,
        scope: buyer.id,
        idempotencyKey: `gift-card:${key}`,
        initiatorId: buyer.id,
        reference: null,
      });
      if (move.replayed) {
        const rows: CardRow[] = await em.query(`SELECT ${COLUMNS} FROM gift_cards WHERE buy_transaction_id = $1`, [move.transaction.id]);
        return { card: rows[0]!, moved: move };
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = codeFromBytes(randomBytes(GIFT_CARD_CODE_LENGTH), GIFT_CARD_CODE_LENGTH);
        const made = rowsOf<CardRow>(
          await em.query(
            `INSERT INTO gift_cards (id, code, value, buyer_id, buy_transaction_id, idempotency_key)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
            [cardId, code, value, buyer.id, move.transaction.id, key],
          ),
        );
        if (made[0]) return { card: made[0], moved: move };
      }
      throw new Error('could not draw a free gift card code');
    });
    await this.coins.publish(moved.touched, moved.balances);
    return { card: await this.view(card, buyer.id), balance: moved.balances[buyer.id] ?? (await this.coins.balance(buyer.id)) };
  }

  async redeem(member: Member, typed: string): Promise<GiftCardResult> {
    if (member.suspendedAt) throw new CoinsException(CoinsErrorCode.Suspended, 'Suspended accounts cannot redeem gift cards');
    const code = normaliseGiftCardCode(typed);
    if (!code) throw new CoinsException(CoinsErrorCode.GiftCardBadCode, 'That is not a gift card code (16 letters and digits)', { field: 'code' });
    const { card, moved } = await this.db.transaction(async (em) => {
      // The row lock makes concurrent redeems of one code queue here; the first sets redeemed_at, the rest see it.
      const rows: CardRow[] = await em.query(`SELECT ${COLUMNS} FROM gift_cards WHERE code = $1 FOR UPDATE`, [code]);
      const c = rows[0];
      if (!c) throw new CoinsException(CoinsErrorCode.GiftCardNotFound, 'No gift card has that code', { field: 'code' });
      if (c.redeemed_by) {
        const who = c.redeemed_by === member.id ? 'You have already redeemed this gift card' : 'This gift card has already been redeemed';
        throw new CoinsException(CoinsErrorCode.GiftCardRedeemed, who, { field: 'code' });
      }
      const move = await this.coins.moveIn(em, {
        kind: 'gift-card-redeem',
        from: { system: 'gift-cards' },
        to: { member: member.id },
        amount: Number(c.value),
        scope: 'system:gift-card',
        idempotencyKey: c.id,
        initiatorId: member.id,
        reference: c.id,
      });
      const [updated] = rowsOf<CardRow>(
        await em.query(`UPDATE gift_cards SET redeemed_by = $2, redeemed_at = now(), redeem_transaction_id = $3 WHERE id = $1 AND redeemed_at IS NULL RETURNING ${COLUMNS}`, [
          c.id,
          member.id,
          move.transaction.id,
        ]),
      );
      return { card: updated!, moved: move };
    });
    await this.coins.publish(moved.touched, moved.balances);
    return { card: await this.view(card, member.id), balance: moved.balances[member.id] ?? (await this.coins.balance(member.id)) };
  }

  /** Cards I bought and cards I redeemed, newest first. */
  async mine(member: Member): Promise<GiftCard[]> {
    const rows: CardRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM gift_cards WHERE buyer_id = $1 OR redeemed_by = $1 ORDER BY coalesce(redeemed_at, created_at) DESC, id DESC LIMIT ${LIST_LIMIT}`,
      [member.id],
    );
    return this.views(rows, member.id);
  }

  private async view(row: CardRow, viewerId: string): Promise<GiftCard> {
    return (await this.views([row], viewerId))[0]!;
  }

  private async views(rows: CardRow[], viewerId: string): Promise<GiftCard[]> {
    const ids = [...new Set(rows.map((r) => r.redeemed_by).filter((id): id is string => id !== null))];
    const names = new Map((await this.members.findByIds(ids)).map((m) => [m.id, m.name]));
    return rows.map((r) => ({
      id: r.id,
      code: formatGiftCardCode(r.code),
      value: Number(r.value),
      relation: r.buyer_id === viewerId ? ('bought' as const) : ('redeemed' as const),
      redeemed: r.redeemed_by !== null,
      redeemedBy: r.redeemed_by ? { id: r.redeemed_by, name: names.get(r.redeemed_by) ?? '' } : null,
      redeemedAt: r.redeemed_at?.toISOString() ?? null,
      createdAt: r.created_at.toISOString(),
    }));
  }
}
