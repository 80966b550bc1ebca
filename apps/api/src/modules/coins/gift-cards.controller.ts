import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { BuyGiftCardRequest, GiftCard, GiftCardResult, RedeemGiftCardRequest } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { GiftCardsService } from './gift-cards.service.js';

/** Gift cards: buy with coins, list mine, redeem a code once. */
@ApiTags('coins')
@Controller('api/coins/gift-cards')
export class GiftCardsController {
  constructor(private readonly cards: GiftCardsService) {}

  @Route.get({ access: 'member', data: z.array(GiftCard), summary: 'Gift cards I bought (with their codes and who redeemed them) and ones I redeemed' })
  async mine(@Viewer() auth: AuthContext) {
    return { data: await this.cards.mine(auth.member) };
  }

  @Route.post({ access: 'confirmed', data: GiftCardResult, summary: 'Buy a gift card with coins (the coins are held until it is redeemed); idempotent by idempotencyKey' })
  async buy(@Viewer() auth: AuthContext, @Body({ schema: BuyGiftCardRequest }) body: z.infer<typeof BuyGiftCardRequest>) {
    return { data: await this.cards.buy(auth.member, body.value, body.idempotencyKey) };
  }

  @Route.post('redeem', {
    access: 'confirmed',
    status: 200,
    data: GiftCardResult,
    summary: 'Redeem a gift card code: its coins become mine; a card redeems once and only once (a second redeem, even mine, answers 409)',
    rateLimit: { bucket: 'gift-card-redeem', limit: 60, windowSeconds: 3600 },
  })
  async redeem(@Viewer() auth: AuthContext, @Body({ schema: RedeemGiftCardRequest }) body: z.infer<typeof RedeemGiftCardRequest>) {
    return { data: await this.cards.redeem(auth.member, body.code) };
  }
}
