import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CoinUpgradeRequest, Subscription, Withdrawal, WithdrawalProducts, WithdrawRequest } from '@community/contracts';
import { Access, Viewer } from '../../shared/access/access.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The coin routes that need the payments module: paying a tier with coins, and withdrawals. */
@ApiTags('coins')
@Controller('api/coins')
export class CoinsPaymentsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly variants: VariantsService,
  ) {}

  @Post('upgrade')
  @Access('confirmed')
  @ApiOperation({ summary: 'Pay a tier with coins (one month, renewed from coins until cancelled); idempotent' })
  @ApiResponse({ status: 201, standardSchema: data(Subscription) })
  async upgrade(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CoinUpgradeRequest }) body: z.infer<typeof CoinUpgradeRequest>) {
    const site = this.variants.context(req, auth.member.locale);
    return { data: await this.subscriptions.upgradeWithCoins({ member: auth.member, site }, body.tier, body.idempotencyKey) };
  }

  @Get('withdraw/products')
  @Access('member')
  @ApiOperation({ summary: 'Withdrawal amounts, what they pay out here, and whether I can withdraw now' })
  @ApiResponse({ status: 200, standardSchema: data(WithdrawalProducts) })
  async products(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.withdrawals.products(auth.member, this.variants.context(req, auth.member.locale)) };
  }

  @Post('withdraw')
  @Access('confirmed')
  @ApiOperation({ summary: 'Withdraw coins: held now, paid out by a job (staff approve from the threshold); idempotent' })
  @ApiResponse({ status: 201, standardSchema: data(Withdrawal) })
  async withdraw(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: WithdrawRequest }) body: z.infer<typeof WithdrawRequest>) {
    return { data: await this.withdrawals.request(auth.member, this.variants.context(req, auth.member.locale), body.coins, body.idempotencyKey) };
  }

  @Get('withdrawals')
  @Access('member')
  @ApiOperation({ summary: 'My withdrawals and where each one is' })
  @ApiResponse({ status: 200, standardSchema: data(z.array(Withdrawal)) })
  async mine(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.withdrawals.mine(auth.member, this.variants.context(req, auth.member.locale).locale) };
  }
}
