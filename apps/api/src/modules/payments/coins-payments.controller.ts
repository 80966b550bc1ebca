import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CoinUpgradeRequest, Subscription, Withdrawal, WithdrawalProducts, WithdrawRequest } from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { VariantsService } from '../variants/index.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

/** The coin routes that need the payments module: paying a tier with coins, and withdrawals. */
@ApiTags('coins')
@Controller('api/coins')
export class CoinsPaymentsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly variants: VariantsService,
  ) {}

  @Route.post('upgrade', { access: 'confirmed', data: Subscription, summary: 'Pay a tier with coins (one month, renewed from coins until cancelled); idempotent' })
  async upgrade(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: CoinUpgradeRequest }) body: z.infer<typeof CoinUpgradeRequest>) {
    const site = this.variants.context(req, auth.member.locale);
    return { data: await this.subscriptions.upgradeWithCoins({ member: auth.member, site }, body.tier, body.idempotencyKey) };
  }

  @Route.get('withdraw/products', { access: 'member', data: WithdrawalProducts, summary: 'Withdrawal amounts, what they pay out here, and whether I can withdraw now' })
  async products(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.withdrawals.products(auth.member, this.variants.context(req, auth.member.locale)) };
  }

  @Route.post('withdraw', { access: 'confirmed', data: Withdrawal, summary: 'Withdraw coins: held now, paid out by a job (staff approve from the threshold); idempotent' })
  async withdraw(@Req() req: FastifyRequest, @Viewer() auth: AuthContext, @Body({ schema: WithdrawRequest }) body: z.infer<typeof WithdrawRequest>) {
    return { data: await this.withdrawals.request(auth.member, this.variants.context(req, auth.member.locale), body.coins, body.idempotencyKey) };
  }

  @Route.get('withdrawals', { access: 'member', data: z.array(Withdrawal), summary: 'My withdrawals and where each one is' })
  async mine(@Req() req: FastifyRequest, @Viewer() auth: AuthContext) {
    return { data: await this.withdrawals.mine(auth.member, this.variants.context(req, auth.member.locale).locale) };
  }
}
