import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GiftCard, GiftCardResult } from '@community/contracts';
import { GIFT_CARD_CODE_LENGTH, codeFromBytes, formatGiftCardCode, normaliseGiftCardCode } from '@community/domain';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { CoinsErrorCode, CoinsException } from './coins.exception.js';
import { CoinsService } from './coins.service.js';
import { GiftCardsRepository, type GiftCardRow as CardRow } from './gift-cards.repository.js';

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
    private readonly repo: GiftCardsRepository,
  ) {}

  async buy(buyer: MemberRef, value: number, key: string): Promise<GiftCardResult> {
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
        return { card: (await this.repo.byBuyTransaction(em, move.transaction.id))!, moved: move };
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = codeFromBytes(randomBytes(GIFT_CARD_CODE_LENGTH), GIFT_CARD_CODE_LENGTH);
        const made = await this.repo.insert(em, { id: cardId, code, value, buyerId: buyer.id, buyTransactionId: move.transaction.id, idempotencyKey: key });
        if (made) return { card: made, moved: move };
      }
      throw new Error('could not draw a free gift card code');
    });
    await this.coins.publish(moved.touched, moved.balances);
    return { card: await this.view(card, buyer.id), balance: moved.balances[buyer.id] ?? (await this.coins.balance(buyer.id)) };
  }

  async redeem(member: MemberRef, typed: string): Promise<GiftCardResult> {
    if (member.suspendedAt) throw new CoinsException(CoinsErrorCode.Suspended, 'Suspended accounts cannot redeem gift cards');
    const code = normaliseGiftCardCode(typed);
    if (!code) throw new CoinsException(CoinsErrorCode.GiftCardBadCode, 'That is not a gift card code (16 letters and digits)', { field: 'code' });
    const { card, moved } = await this.db.transaction(async (em) => {
      // The row lock makes concurrent redeems of one code queue here; the first sets redeemed_at, the rest see it.
      const c = await this.repo.lockByCode(em, code);
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
      const updated = await this.repo.markRedeemed(em, c.id, member.id, move.transaction.id);
      return { card: updated!, moved: move };
    });
    await this.coins.publish(moved.touched, moved.balances);
    return { card: await this.view(card, member.id), balance: moved.balances[member.id] ?? (await this.coins.balance(member.id)) };
  }

  /** Cards I bought and cards I redeemed, newest first. */
  async mine(member: MemberRef): Promise<GiftCard[]> {
    const rows = await this.repo.ofMember(member.id, LIST_LIMIT);
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
