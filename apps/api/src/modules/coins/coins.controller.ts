import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  CoinBalance,
  CoinHistoryPage,
  CoinHistoryQuery,
  CoinMoveResult,
  CoinSettings,
  CoinSettingsUpdate,
  CoinTransaction,
  TipRequest,
  TransferRequest,
} from '@community/contracts';
import { Viewer } from '../../shared/access/access.js';
import { Route } from '../../shared/http/route.js';
import type { AuthContext } from '../auth/index.js';
import { CoinsService } from './coins.service.js';

const TransactionId = z.uuid('transaction must be a transaction id');

/** SPEC 7's per-member coins resource: my balance, history, transfers, tips and settings. Only ever my own. */
@ApiTags('coins')
@Controller('api/coins')
export class CoinsController {
  constructor(private readonly coins: CoinsService) {}

  @Route.get({ access: 'member', data: CoinBalance, summary: 'My coin balance' })
  async balance(@Viewer() auth: AuthContext) {
    return { data: await this.coins.balanceView(auth.member) };
  }

  @Route.get('history', { access: 'member', data: CoinHistoryPage, summary: 'My coin history, newest first (keyset cursor `after`)' })
  async history(@Viewer() auth: AuthContext, @Query({ schema: CoinHistoryQuery }) q: z.infer<typeof CoinHistoryQuery>) {
    return { data: await this.coins.history(auth.member, q.after, q.limit) };
  }

  @Route.get('history/:transaction', { access: 'member', data: CoinTransaction, summary: 'One transaction of mine (another member’s answers 404)' })
  async transaction(@Viewer() auth: AuthContext, @Param('transaction', { schema: TransactionId }) id: string) {
    return { data: await this.coins.transactionFor(auth.member, id) };
  }

  @Route.post('transfer', {
    access: 'confirmed',
    data: CoinMoveResult,
    summary: 'Send coins to a member by name; idempotent by idempotencyKey (a retry moves nothing and returns the first result)',
  })
  async transfer(@Viewer() auth: AuthContext, @Body({ schema: TransferRequest }) body: z.infer<typeof TransferRequest>) {
    return { data: await this.coins.transfer(auth.member, body) };
  }

  @Route.post('tip', { access: 'confirmed', data: CoinMoveResult, summary: 'Tip a story’s author; idempotent by idempotencyKey' })
  async tip(@Viewer() auth: AuthContext, @Body({ schema: TipRequest }) body: z.infer<typeof TipRequest>) {
    return { data: await this.coins.tip(auth.member, body) };
  }

  @Route.get('settings', { access: 'member', data: CoinSettings, summary: 'My coin settings (where withdrawals are paid)' })
  async settings(@Viewer() auth: AuthContext) {
    return { data: { payoutAccount: await this.coins.payoutAccount(auth.member.id) } };
  }

  @Route.put('settings', { access: 'confirmed', data: CoinSettings, summary: 'Change my coin settings' })
  async updateSettings(@Viewer() auth: AuthContext, @Body({ schema: CoinSettingsUpdate }) body: z.infer<typeof CoinSettingsUpdate>) {
    await this.coins.setPayoutAccount(auth.member.id, body.payoutAccount);
    return { data: { payoutAccount: body.payoutAccount } };
  }
}
