import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { BuyGiftCardRequest, GiftCard, GiftCardResult, RedeemGiftCardRequest } from '@community/contracts';
import { RateLimit, RateLimitGuard } from '../../infra/http/rate-limit.js';
import { Access, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { GiftCardsService } from './gift-cards.service.js';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Gift cards: buy with coins, list mine, redeem a code once. */
@ApiTags('coins')
@Controller('api/coins/gift-cards')
export class GiftCardsController {
  constructor(private readonly cards: GiftCardsService) {}

  @Get()
  @Access('member')
  @ApiOperation({ summary: 'Gift cards I bought (with their codes and who redeemed them) and ones I redeemed' })
  @ApiResponse({ status: 200, standardSchema: data(z.array(GiftCard)) })
  async mine(@Viewer() auth: AuthContext) {
    return { data: await this.cards.mine(auth.member) };
  }

  @Post()
  @Access('confirmed')
  @ApiOperation({ summary: 'Buy a gift card with coins (the coins are held until it is redeemed); idempotent by idempotencyKey' })
  @ApiResponse({ status: 201, standardSchema: data(GiftCardResult) })
  async buy(@Viewer() auth: AuthContext, @Body({ schema: BuyGiftCardRequest }) body: z.infer<typeof BuyGiftCardRequest>) {
    return { data: await this.cards.buy(auth.member, body.value, body.idempotencyKey) };
  }

  @Post('redeem')
  @HttpCode(200)
  @Access('confirmed')
  @UseGuards(RateLimitGuard)
  @RateLimit({ bucket: 'gift-card-redeem', limit: 60, windowSeconds: 3600 })
  @ApiOperation({ summary: 'Redeem a gift card code: its coins become mine; a card redeems once and only once (a second redeem, even mine, answers 409)' })
  @ApiResponse({ status: 200, standardSchema: data(GiftCardResult) })
  async redeem(@Viewer() auth: AuthContext, @Body({ schema: RedeemGiftCardRequest }) body: z.infer<typeof RedeemGiftCardRequest>) {
    return { data: await this.cards.redeem(auth.member, body.code) };
  }
}
